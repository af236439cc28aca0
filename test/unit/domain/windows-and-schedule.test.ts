import { describe, expect, it } from 'vitest';
import { fixedWindow, utcDay } from '../../../src/domain/accounts/windows.js';
import { MAX_JITTER_MS, nextCheckAt } from '../../../src/domain/monitors/schedule.js';
import { newId } from '../../../src/domain/ids.js';

describe('rate-limit windows', () => {
  it.each([
    [Date.UTC(2026, 10, 22, 0, 0, 0), '2026-11-22', Date.UTC(2026, 10, 23)],
    [Date.UTC(2026, 10, 22, 23, 59, 59, 999), '2026-11-22', Date.UTC(2026, 10, 23)],
    [Date.UTC(2026, 11, 31, 12), '2026-12-31', Date.UTC(2027, 0, 1)],
  ])('the UTC day of %d is %s and ends at midnight', (now, day, endsAt) => {
    expect(utcDay(now)).toEqual({ day, endsAt });
  });

  it('puts attempts of one window together and starts a new one at its end', () => {
    const quarter = 15 * 60_000;
    const start = Date.UTC(2026, 10, 22, 10, 0, 0);
    expect(fixedWindow(start, quarter)).toEqual(fixedWindow(start + quarter - 1, quarter));
    expect(fixedWindow(start + quarter, quarter).index).toBe(fixedWindow(start, quarter).index + 1);
    expect(fixedWindow(start, quarter).endsAt).toBe(start + quarter);
  });
});

describe('next check time', () => {
  it.each([
    [900, 0, 900_000],
    [900, 0.999, 900_000 + Math.floor(0.999 * MAX_JITTER_MS)],
    [60, 0.5, 60_000 + 3_000],
    [86_400, 1 - Number.EPSILON, 86_400_000 + MAX_JITTER_MS - 1],
  ])('interval %d s with random %d waits the interval plus at most 10 %% or a minute', (interval, random, delay) => {
    expect(nextCheckAt(1_000, interval, () => random)).toBe(1_000 + delay);
  });
});

describe('ids', () => {
  it('carry their prefix, sort by creation time and do not collide', () => {
    const earlier = newId('mon', 1_000_000);
    const later = newId('mon', 2_000_000);
    expect(earlier).toMatch(/^mon-[0-9a-hjkmnp-tv-z]{26}$/);
    expect(earlier < later).toBe(true);
    const many = new Set(Array.from({ length: 1000 }, () => newId('chk', 5)));
    expect(many.size).toBe(1000);
  });
});
