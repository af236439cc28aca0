/** Jitter spreads monitors created together (or caught up after downtime) across time. */
export const MAX_JITTER_MS = 60_000;

/**
 * When a monitor is next due: one interval after this check, plus up to 10 % of the
 * interval (at most a minute) of jitter, so checks never march in lockstep.
 */
export function nextCheckAt(nowMs: number, intervalSeconds: number, random: () => number = Math.random): number {
  const interval = intervalSeconds * 1000;
  return nowMs + interval + Math.floor(random() * Math.min(interval * 0.1, MAX_JITTER_MS));
}
