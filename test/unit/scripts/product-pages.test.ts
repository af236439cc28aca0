import { describe, expect, it } from 'vitest';
import { evaluateProductPages, summarisePages } from '../../../scripts/evaluate-product-pages.js';
import { splitOf } from '../../../scripts/split-cases.js';

describe('product pages of issue 22', () => {
  const outcomes = evaluateProductPages();

  it('keeps each page in the split its file name hash picked (tune is dev, check is blind)', () => {
    const misplaced = outcomes.filter((o) => (splitOf(o.file) === 'tune' ? 'dev' : 'blind') !== o.split);
    expect(misplaced.map((o) => o.file)).toEqual([]);
  });

  it('reads every page of both splits and counts each field', () => {
    for (const split of ['dev', 'blind'] as const) {
      const figures = summarisePages(outcomes.filter((o) => o.split === split));
      expect(figures.pages).toBeGreaterThan(10);
      expect(figures.allRight).toBeLessThanOrEqual(Math.min(figures.price, figures.currency, figures.availability));
    }
  });
});
