/** SPEC 6.4: waits after failed attempts 1..6; six attempts never reach the 12 h entry. */
export const DEFAULT_RETRY_DELAYS_SECONDS: readonly number[] = Object.freeze([15, 60, 300, 1800, 7200, 43200]);
export const DEFAULT_MAX_ATTEMPTS = 6;

// A delay beyond this is almost certainly milliseconds typed as seconds.
const MAX_DELAY_SECONDS = 30 * 24 * 3600;
const WHOLE_SECONDS = /^[0-9]+$/;

/**
 * Parses `WEBHOOK_RETRY_DELAYS`: comma-separated whole seconds, spaces around
 * items allowed, at least one item, each 0..2592000 (30 days).
 * Throws an Error whose message names the offending item.
 */
export function parseRetryDelays(text: string): number[] {
  if (typeof text !== 'string' || text.trim() === '') {
    throw new Error('retry delays must be a non-empty comma-separated list of seconds');
  }
  return text.split(',').map((raw, index) => {
    const item = raw.trim();
    const position = `item ${index + 1}`;
    if (item === '') throw new Error(`retry delays: ${position} is empty`);
    if (!WHOLE_SECONDS.test(item)) {
      throw new Error(`retry delays: ${position} ${JSON.stringify(item)} is not a whole number of seconds`);
    }
    const seconds = Number(item);
    if (seconds > MAX_DELAY_SECONDS) {
      throw new Error(`retry delays: ${position} ${item} exceeds the maximum of ${MAX_DELAY_SECONDS} seconds (30 days)`);
    }
    return seconds;
  });
}

export interface PlanNextAttemptInput {
  /** The attempt that just failed, 1-based. */
  attemptNumber: number;
  maxAttempts: number;
  delaysSeconds: readonly number[];
  nowMs: number;
  /**
   * Seconds from the receiver's Retry-After header. Pass it only for 429 and
   * 503 answers (adapters/net/parse-retry-after.ts reads the header); null otherwise.
   */
  retryAfterSeconds?: number | null;
}

export type NextAttemptPlan = { kind: 'retry'; nextAttemptAt: number } | { kind: 'failed' };

/**
 * Decides what follows a failed delivery attempt.
 * After failed attempt n the next waits the n-th delay (the last delay is
 * reused when the list is shorter); failure of attempt `maxAttempts` is final.
 * A Retry-After can only lengthen the wait, and never beyond the largest
 * delay of the schedule, so a receiver cannot park a delivery for days nor
 * make us retry sooner than planned.
 * Throws on inputs that configuration parsing already rules out.
 */
export function planNextAttempt(input: PlanNextAttemptInput): NextAttemptPlan {
  const { attemptNumber, maxAttempts, delaysSeconds, nowMs } = input;
  if (!Number.isSafeInteger(attemptNumber) || attemptNumber < 1) {
    throw new Error(`attemptNumber must be an integer >= 1, got ${attemptNumber}`);
  }
  if (!Number.isSafeInteger(maxAttempts) || maxAttempts < 1) {
    throw new Error(`maxAttempts must be an integer >= 1, got ${maxAttempts}`);
  }
  if (delaysSeconds.length === 0) throw new Error('delaysSeconds must not be empty');
  if (attemptNumber >= maxAttempts) return { kind: 'failed' };

  const scheduled = delaysSeconds[Math.min(attemptNumber, delaysSeconds.length) - 1] ?? 0;
  const retryAfter = input.retryAfterSeconds;
  const delaySeconds =
    typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter > scheduled
      ? Math.min(retryAfter, Math.max(...delaysSeconds))
      : scheduled;
  return { kind: 'retry', nextAttemptAt: nowMs + Math.round(delaySeconds * 1000) };
}
