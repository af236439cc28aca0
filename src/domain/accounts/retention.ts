import type { Tier } from './tiers.js';

const DAY_MS = 86_400_000;

/** The stored history retention prunes; the latest observation and snapshot of a source are never part of it. */
export const PRUNED_KINDS = ['changes', 'checks'] as const;
export type PrunedKind = (typeof PRUNED_KINDS)[number];

/** What history of a source (its reported changes and check log rows) a tier keeps. */
export interface RetentionPolicy {
  maxAgeDays: number;
  /** Newest rows of each kind kept per source, however young the older ones are. */
  maxPerSource: Readonly<Record<PrunedKind, number>>;
}

export const FREE_RETENTION_DAYS = 30;
export const DEFAULT_FULL_RETENTION_DAYS = 365;

// The counts bound a source checked more often than its window assumes (one check a minute for
// at most a month of log), so disk per monitor stays flat however the interval is set.
const CHECKS_PER_DAY_AT_ONE_MINUTE = 1_440;
const FREE: RetentionPolicy = { maxAgeDays: FREE_RETENTION_DAYS, maxPerSource: { changes: 500, checks: 3_000 } };

/** The policy of a tier; the full tier's window comes from `RETENTION_DAYS_FULL`. */
export function retentionFor(tier: Tier, fullDays: number): RetentionPolicy {
  if (tier === 'free') return FREE;
  return { maxAgeDays: fullDays, maxPerSource: { changes: 10_000, checks: Math.min(fullDays, 31) * CHECKS_PER_DAY_AT_ONE_MINUTE } };
}

/** Rows stamped before this instant are past the policy's window. */
export function retentionCutoff(policy: RetentionPolicy, now: number): number {
  return now - policy.maxAgeDays * DAY_MS;
}
