import type { Availability } from '../observation.js';

/** The fields of a page whose readings a monitor keeps per check. */
export const READING_FIELDS = ['price', 'availability'] as const;
export type ReadingField = (typeof READING_FIELDS)[number];

type ReadingValue<F extends ReadingField> = F extends 'price' ? number : Availability;

/** One check's reading of a field: `at` is when the check started, epoch ms. */
export interface Reading<F extends ReadingField = ReadingField> {
  at: number;
  value: ReadingValue<F>;
}

/** The most points a history answer carries, whatever the number of checks. */
export const MAX_HISTORY_POINTS = 500;

/**
 * Thins a series, oldest first, to at most `max` points (at least 4) for drawing.
 *
 * First, repeats are dropped: a point whose value equals the one before it adds nothing to a step
 * chart, so each run keeps its first point (and the series its last, so it ends at the newest check).
 * If that is still too many, the first and last points stay and the rest is cut into equal buckets:
 * a bucket of numbers keeps its lowest and its highest point in time order (min/max bucketing, not
 * LTTB: a price chart must never lose the dip or the peak a buyer watches for, which averaging or
 * triangle areas may drop); a bucket of words keeps its first point.
 */
export function downsampleReadings<F extends ReadingField>(points: readonly Reading<F>[], max: number = MAX_HISTORY_POINTS): Reading<F>[] {
  if (points.length <= max) return [...points];
  const runs = points.filter((point, i) => i === 0 || i === points.length - 1 || point.value !== points[i - 1]!.value);
  if (runs.length <= max) return runs;
  const first = runs[0]!;
  const last = runs[runs.length - 1]!;
  const inner = runs.slice(1, -1);
  const numeric = typeof first.value === 'number';
  const perBucket = numeric ? 2 : 1;
  const buckets = Math.floor((max - 2) / perBucket);
  const kept: Reading<F>[] = [first];
  for (let b = 0; b < buckets; b += 1) {
    const bucket = inner.slice(Math.floor((b * inner.length) / buckets), Math.floor(((b + 1) * inner.length) / buckets));
    if (bucket.length === 0) continue;
    if (!numeric) {
      kept.push(bucket[0]!);
      continue;
    }
    const low = bucket.reduce((best, point) => (point.value < best.value ? point : best));
    const high = bucket.reduce((best, point) => (point.value > best.value ? point : best));
    if (low === high) kept.push(low);
    else kept.push(...(low.at <= high.at ? [low, high] : [high, low]));
  }
  kept.push(last);
  return kept;
}

/** The lowest and highest of a numeric series; null when it is empty. */
export function valueRange(points: readonly Reading<'price'>[]): { min: number; max: number } | null {
  if (points.length === 0) return null;
  // A fold, not Math.min(...values): a long history would overflow the argument list.
  return points.reduce((range, { value }) => ({ min: Math.min(range.min, value), max: Math.max(range.max, value) }), { min: Infinity, max: -Infinity });
}
