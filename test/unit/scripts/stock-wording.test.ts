import { describe, expect, it } from 'vitest';
import { evaluateStockWording, summariseWording } from '../../../scripts/evaluate-stock-wording.js';
import { splitOf } from '../../../scripts/split-cases.js';

const KEY_KIND = { in_stock: 'in', out_of_stock: 'out', none: 'none' } as const;

describe('own stock wording', () => {
  const outcomes = evaluateStockWording();

  it('keeps each phrase in the file its hash picked (tune is dev, check is blind)', () => {
    const misplaced = outcomes.filter((o) => (splitOf(`${KEY_KIND[o.expected]}|${o.phrase}`) === 'tune' ? 'dev' : 'blind') !== o.split);
    expect(misplaced.map((o) => `${o.batch}.${o.split}: ${o.phrase}`)).toEqual([]);
  });

  it('reads every batch, both splits, out-of-stock and in-stock wording', () => {
    expect(new Set(outcomes.map((o) => o.batch))).toEqual(new Set(['own', 'own-2', 'own-3', 'own-4', 'own-5', 'own-6', 'own-7', 'own-8', 'own-9', 'own-10', 'own-11', 'own-12', 'own-13', 'own-14', 'own-15', 'own-16', 'own-17', 'own-18', 'own-19', 'own-20', 'own-21', 'own-22', 'own-23', 'own-24', 'own-25', 'own-26', 'own-27', 'own-28', 'own-29', 'own-30', 'own-31', 'own-32', 'own-33']));
    for (const split of ['dev', 'blind'] as const) {
      const figures = summariseWording(outcomes.filter((o) => o.split === split));
      expect(figures.out).toBeGreaterThan(200);
      expect(figures.in).toBeGreaterThan(150);
      expect(figures.none).toBeGreaterThan(5);
    }
  });
});
