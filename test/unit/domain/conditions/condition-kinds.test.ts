import { describe, expect, it } from 'vitest';
import type { Condition } from '../../../../src/domain/conditions/condition-list.js';
import { describeCondition, isConditionMet, normaliseConditionText, type ConditionSide } from '../../../../src/domain/conditions/condition-kinds.js';

const side = (fields: Partial<ConditionSide>): ConditionSide => ({ price: 100, currency: 'USD', availability: 'in_stock', text: '', ...fields });
const priced = (price: number | null, currency: string | null = 'USD') => side({ price, currency });

describe('isConditionMet: price levels fire on crossing in', () => {
  it.each([
    [{ kind: 'below', amount: 300 }, 329, 289, true],
    [{ kind: 'below', amount: 300 }, 329, 300, false],
    [{ kind: 'below', amount: 300 }, 289, 259, false],
    [{ kind: 'below', amount: 300 }, 289, 329, false],
    [{ kind: 'below', amount: 300 }, null, 250, true],
    [{ kind: 'at_or_below', amount: 300 }, 329, 300, true],
    [{ kind: 'at_or_below', amount: 300 }, 300, 280, false],
    [{ kind: 'above', amount: 100 }, 90, 110, true],
    [{ kind: 'above', amount: 100 }, 90, 100, false],
    [{ kind: 'above', amount: 100 }, 110, 90, false],
  ] as [Condition, number | null, number, boolean][])('%j: %s → %s = %s', (condition, from, to, met) => {
    expect(isConditionMet(condition, priced(from), priced(to))).toBe(met);
  });

  it('reads an amount in another currency as not met, and a side without a currency as any', () => {
    const under = { kind: 'below', amount: 300, currency: 'USD' } as const;
    expect(isConditionMet(under, priced(329, 'EUR'), priced(289, 'EUR'))).toBe(false);
    expect(isConditionMet(under, priced(329, null), priced(289, null))).toBe(true);
    expect(isConditionMet({ kind: 'below', amount: 300 }, priced(329, 'EUR'), priced(289, 'EUR'))).toBe(true);
  });
});

describe('isConditionMet: drops against the previous reading', () => {
  it.each([
    [{ kind: 'drop_pct', amount: 10 }, 100, 88, true],
    [{ kind: 'drop_pct', amount: 10 }, 100, 90, true],
    [{ kind: 'drop_pct', amount: 10 }, 100, 95, false],
    [{ kind: 'drop_pct', amount: 10 }, 100, 120, false],
    [{ kind: 'drop_abs', amount: 50 }, 499, 449, true],
    [{ kind: 'drop_abs', amount: 50 }, 499, 450, false],
    [{ kind: 'drop_abs', amount: 50, currency: 'EUR' }, 499, 400, false],
    [{ kind: 'any_drop' }, 100, 99.99, true],
    [{ kind: 'any_drop' }, 100, 100.001, false],
    [{ kind: 'any_drop' }, 100, 101, false],
  ] as [Condition, number, number, boolean][])('%j: %s → %s = %s', (condition, from, to, met) => {
    expect(isConditionMet(condition, priced(from), priced(to))).toBe(met);
  });

  it('does not compare prices across a currency switch, nor a price that appears', () => {
    expect(isConditionMet({ kind: 'any_drop' }, priced(100, 'USD'), priced(80, 'EUR'))).toBe(false);
    expect(isConditionMet({ kind: 'drop_pct', amount: 5 }, priced(null), priced(80))).toBe(false);
  });
});

describe('isConditionMet: stock flips', () => {
  it.each([
    ['back_in_stock', 'out_of_stock', 'in_stock', true],
    ['back_in_stock', 'discontinued', 'preorder', true],
    ['back_in_stock', null, 'in_stock', true],
    ['back_in_stock', 'in_stock', 'limited', false],
    ['back_in_stock', 'out_of_stock', null, false],
    ['out_of_stock', 'in_stock', 'out_of_stock', true],
    ['out_of_stock', 'limited', 'discontinued', true],
    ['out_of_stock', 'in_stock', null, false],
    ['out_of_stock', null, 'out_of_stock', false],
  ] as const)('%s: %s → %s = %s', (kind, from, to, met) => {
    expect(isConditionMet({ kind }, side({ availability: from }), side({ availability: to }))).toBe(met);
  });
});

describe('isConditionMet: texts', () => {
  const appears = { kind: 'text_appears', text: 'Tickets on sale' } as const;
  it('fires when the text comes, case, quotes and line breaks aside', () => {
    expect(isConditionMet(appears, side({ text: 'Tickets: soon' }), side({ text: 'Big news.\nTICKETS  on\nsale now' }))).toBe(true);
    expect(isConditionMet(appears, side({ text: 'Tickets on sale' }), side({ text: 'Tickets on sale today' }))).toBe(false);
    expect(isConditionMet(appears, side({ text: 'Tickets soon' }), side({ text: 'Tickets later' }))).toBe(false);
    expect(isConditionMet({ kind: 'text_appears', text: "it's back" }, side({ text: '' }), side({ text: 'It’s back!' }))).toBe(true);
  });

  it('fires text_disappears when the text goes', () => {
    const gone = { kind: 'text_disappears', text: 'sold out' } as const;
    expect(isConditionMet(gone, side({ text: 'Sold out.' }), side({ text: 'Add to cart' }))).toBe(true);
    expect(isConditionMet(gone, side({ text: 'Add to cart' }), side({ text: 'Sold out.' }))).toBe(false);
  });

  it('normalises full-width forms', () => {
    expect(normaliseConditionText('ＳＯＬＤ  Out')).toBe('sold out');
  });
});

describe('describeCondition', () => {
  it.each([
    [{ kind: 'below', amount: 300, currency: 'USD' }, 'price below $300.00'],
    [{ kind: 'at_or_below', amount: 300, currency: 'EUR' }, 'price at or below €300.00'],
    [{ kind: 'above', amount: 50 }, 'price above 50.00'],
    [{ kind: 'drop_pct', amount: 10 }, 'price drops by 10% or more'],
    [{ kind: 'drop_abs', amount: 50, currency: 'GBP' }, 'price drops by £50.00 or more'],
    [{ kind: 'any_drop' }, 'any price drop'],
    [{ kind: 'back_in_stock' }, 'back in stock'],
    [{ kind: 'out_of_stock' }, 'goes out of stock'],
    [{ kind: 'text_appears', text: 'Tickets' }, '"Tickets" appears'],
    [{ kind: 'text_disappears', text: 'Sold out' }, '"Sold out" disappears'],
  ] as [Condition, string][])('%j', (condition, words) => {
    expect(describeCondition(condition)).toBe(words);
  });
});
