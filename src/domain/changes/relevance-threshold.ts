import type { DetectedChange } from './detected-change.js';

/** Scores at or above this are "the most significant": threshold crossings, stock flips, 20 %+ moves. */
export const TOP_RELEVANCE = 0.9;

/**
 * The lowest relevance score a monitor with this sensitivity reports:
 * `threshold = 0.9 × sensitivity`, linear and so monotonic.
 * - 0   → 0: every detected difference (any score above 0) is reported;
 * - 0.5 → 0.45 (the default): e.g. price moves of 1 %+, stock flips, sizeable text changes;
 * - 1   → 0.9: only the most significant changes.
 * Out-of-range input is clamped to 0..1; NaN is read as the default 0.5.
 */
export function relevanceThreshold(sensitivity: number): number {
  const clamped = Number.isNaN(sensitivity) ? 0.5 : Math.min(1, Math.max(0, sensitivity));
  return Math.round(TOP_RELEVANCE * clamped * 1000) / 1000;
}

/**
 * True when `change` should be reported (stored and sent). A content change held by the
 * monitor's trigger or disappear filters is not; one they let through is, unless a condition
 * says otherwise. Else its condition decides, for a monitor with one; otherwise its score
 * reaches what this sensitivity asks.
 */
export function isRelevant(change: DetectedChange, sensitivity: number): boolean {
  if (change.textFilter !== undefined && !change.textFilter.met) return false;
  if (change.verdict !== undefined) return change.verdict.met;
  if (change.textFilter !== undefined) return true;
  return change.score > 0 && change.score >= relevanceThreshold(sensitivity);
}
