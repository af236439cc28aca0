import { describe, expect, it } from 'vitest';
import { splitOf } from '../../../scripts/split-cases.js';

describe('splitOf', () => {
  const keys = Array.from({ length: 400 }, (_, i) => `case ${i} – wording ${String.fromCharCode(0x61 + (i % 26))}`);

  it('gives a case the same part every time, whatever else is in the list', () => {
    const first = keys.map(splitOf);
    const reversed = [...keys].reverse().map(splitOf).reverse();
    expect(reversed).toEqual(first);
  });

  it('puts roughly half of a list in each part', () => {
    const tune = keys.filter((key) => splitOf(key) === 'tune').length;
    expect(tune).toBeGreaterThan(160);
    expect(tune).toBeLessThan(240);
  });

  it('tells apart keys that differ in one character', () => {
    expect(new Set(['out|Sold out', 'out|Sold Out', 'in|Sold out', 'out|Sold out.'].map(splitOf)).size).toBe(2);
  });
});
