import { describe, expect, it } from 'vitest';
import { compareObservations } from '../../../../src/domain/changes/compare-observations.js';
import { isReorderedPrice } from '../../../../src/domain/changes/reordered-prices.js';
import type { Observation } from '../../../../src/domain/observation.js';

const seen = (price: number, lines: readonly string[], source: Observation['source'] = 'platform'): Observation => ({
  title: null, price, currency: 'SEK', availability: 'in_stock', source, text: ['Sökresultat för "kaffe"', ...lines, 'Visar 3 av 3 produkter'].join('\n'),
});
const MOCCA = 'Moccamaster KBG Select 2 495 kr';
const KETTLE = 'Vattenkokare Bosch TWK 449 kr';
const GRINDER = 'Kaffekvarn Wilfa Uniform 2 990 kr';

// A listing shown in another order (from pairs-25's Polish coffee grid; none of these is from it).
describe('isReorderedPrice', () => {
  it('reads a listing whose first card changed with its order as no price move', () => {
    const before = seen(2495, [MOCCA, KETTLE, GRINDER]);
    const after = seen(449, [KETTLE, GRINDER, MOCCA]);
    expect(isReorderedPrice(before, after)).toBe(true);
    expect(compareObservations(before, after, { metric: 'price', condition: null })).toBeNull();
  });

  it('keeps a move when a line stating the old or the new amount changed', () => {
    const before = seen(2495, [MOCCA, KETTLE]);
    expect(isReorderedPrice(before, seen(2295, ['Moccamaster KBG Select 2 295 kr', KETTLE, 'Termos 2 295 kr']))).toBe(false);
    expect(isReorderedPrice(before, seen(449, ['Vattenkokare Bosch TWK 449 kr (nu 449 kr)', MOCCA]))).toBe(false);
  });

  it('keeps a move to an amount the page did not show before, and any move of structured data', () => {
    expect(isReorderedPrice(seen(2495, [MOCCA, KETTLE]), seen(399, [MOCCA, KETTLE]))).toBe(false);
    expect(isReorderedPrice(seen(2495, [MOCCA, KETTLE], 'json-ld'), seen(449, [KETTLE, MOCCA], 'json-ld'))).toBe(false);
  });
});
