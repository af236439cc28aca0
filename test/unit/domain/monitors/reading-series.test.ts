import { describe, expect, it } from 'vitest';
import { downsampleReadings, valueRange, type Reading } from '../../../../src/domain/monitors/reading-series.js';

const series = (values: readonly number[]): Reading<'price'>[] => values.map((value, i) => ({ at: 1_000 * i, value }));
const words = (values: readonly Reading<'availability'>['value'][]): Reading<'availability'>[] => values.map((value, i) => ({ at: 1_000 * i, value }));
// A price that moves at every check: no repeat to drop.
const zigzag = (n: number) => series(Array.from({ length: n }, (_, i) => 100 + (i % 2 === 0 ? 1 : -1) * (i % 50)));

describe('downsampleReadings', () => {
  const cases: { name: string; points: Reading[]; max: number; expected: Reading[] }[] = [
    { name: 'an empty series stays empty', points: [], max: 4, expected: [] },
    { name: 'a series within the limit comes back whole, repeats included', points: series([5, 5, 5]), max: 4, expected: series([5, 5, 5]) },
    {
      name: 'repeats are dropped first: each run keeps its first point, the series its last',
      points: series([5, 5, 5, 6, 6, 5, 5]),
      max: 4,
      expected: [{ at: 0, value: 5 }, { at: 3_000, value: 6 }, { at: 5_000, value: 5 }, { at: 6_000, value: 5 }],
    },
    {
      name: 'buckets of numbers keep their lowest and highest point in time order, beside the first and last',
      points: series([10, 3, 9, 8, 1, 2, 7, 6]),
      max: 6,
      // inner [3, 9, 8, 1, 2, 7] in two buckets: [3, 9, 8] keeps 3 then 9; [1, 2, 7] keeps 1 then 7.
      expected: [{ at: 0, value: 10 }, { at: 1_000, value: 3 }, { at: 2_000, value: 9 }, { at: 4_000, value: 1 }, { at: 6_000, value: 7 }, { at: 7_000, value: 6 }],
    },
    {
      name: 'a bucket whose peak comes before its dip keeps the peak first',
      points: series([0, 9, 5, 1, 4]),
      max: 4,
      expected: [{ at: 0, value: 0 }, { at: 1_000, value: 9 }, { at: 3_000, value: 1 }, { at: 4_000, value: 4 }],
    },
    {
      name: 'buckets of words keep their first point',
      points: words(['in_stock', 'out_of_stock', 'in_stock', 'out_of_stock', 'in_stock', 'limited']),
      max: 4,
      // inner [out, in, out, in] in two buckets: [out, in] and [out, in].
      expected: [{ at: 0, value: 'in_stock' }, { at: 1_000, value: 'out_of_stock' }, { at: 3_000, value: 'out_of_stock' }, { at: 5_000, value: 'limited' }],
    },
  ];
  for (const { name, points, max, expected } of cases) {
    it(name, () => expect(downsampleReadings(points, max)).toEqual(expected));
  }

  it.each([501, 1_000, 10_007, 100_000])('thins %i moving prices to at most 500, keeping both ends, the extremes and time order', (n) => {
    const points = zigzag(n);
    points[Math.floor(n / 3)] = { at: points[Math.floor(n / 3)]!.at, value: 1 };
    points[Math.floor(n / 2)] = { at: points[Math.floor(n / 2)]!.at, value: 999 };
    const thinned = downsampleReadings(points);
    expect(thinned.length).toBeLessThanOrEqual(500);
    expect(thinned.length).toBeGreaterThan(400);
    expect(thinned[0]).toEqual(points[0]);
    expect(thinned.at(-1)).toEqual(points.at(-1));
    expect(thinned.map((p) => p.at)).toEqual([...thinned.map((p) => p.at)].sort((a, b) => a - b));
    expect(valueRange(thinned)).toEqual(valueRange(points));
    expect(valueRange(points)).toEqual({ min: 1, max: 999 });
  });
});

describe('valueRange', () => {
  it('is null for no readings and spans the rest', () => {
    expect(valueRange([])).toBeNull();
    expect(valueRange(series([149.99]))).toEqual({ min: 149.99, max: 149.99 });
    expect(valueRange(series([199.99, 149.99, 159]))).toEqual({ min: 149.99, max: 199.99 });
  });
});
