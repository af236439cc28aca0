import { describe, expect, it } from 'vitest';
import { DEFAULT_FULL_RETENTION_DAYS, FREE_RETENTION_DAYS, retentionCutoff, retentionFor } from '../../../../src/domain/accounts/retention.js';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

describe('retention per tier', () => {
  it.each([
    { tier: 'free' as const, fullDays: DEFAULT_FULL_RETENTION_DAYS, days: FREE_RETENTION_DAYS, changes: 500, checks: 3_000 },
    { tier: 'free' as const, fullDays: 7, days: FREE_RETENTION_DAYS, changes: 500, checks: 3_000 },
    { tier: 'full' as const, fullDays: DEFAULT_FULL_RETENTION_DAYS, days: 365, changes: 10_000, checks: 31 * 1_440 },
    { tier: 'full' as const, fullDays: 7, days: 7, changes: 10_000, checks: 7 * 1_440 },
  ])('$tier with RETENTION_DAYS_FULL=$fullDays keeps $days days, $changes changes and $checks check rows per source', ({ tier, fullDays, days, changes, checks }) => {
    const policy = retentionFor(tier, fullDays);
    expect(policy.maxAgeDays).toBe(days);
    expect(policy.maxPerSource).toEqual({ changes, checks });
  });

  it.each([
    { tier: 'free' as const, fullDays: 90, cutoff: NOW - 30 * DAY_MS },
    { tier: 'full' as const, fullDays: 90, cutoff: NOW - 90 * DAY_MS },
    { tier: 'full' as const, fullDays: 1, cutoff: NOW - DAY_MS },
  ])('$tier with RETENTION_DAYS_FULL=$fullDays prunes what is older than its window', ({ tier, fullDays, cutoff }) => {
    expect(retentionCutoff(retentionFor(tier, fullDays), NOW)).toBe(cutoff);
  });

  it('keeps a 15-minute monitor\'s whole free window of check rows within the per-source count', () => {
    const free = retentionFor('free', DEFAULT_FULL_RETENTION_DAYS);
    expect(free.maxPerSource.checks).toBeGreaterThanOrEqual(FREE_RETENTION_DAYS * 96);
  });
});
