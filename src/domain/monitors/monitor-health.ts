/** Failed checks in a row before monitor.failing goes out, unless the monitor sets its own. */
export const DEFAULT_FAILURE_THRESHOLD = 3;

/** What a monitor keeps of its run of failed checks. */
export interface MonitorHealth {
  /** Checks in a row that failed; 0 after a successful one. */
  consecutive_failures: number;
  /** When monitor.failing went out for this run; null while none did. */
  failing_alerted_at: number | null;
}

/** What one finished check does to a monitor's health, and the event it sends, if any. */
export interface HealthSettlement {
  health: MonitorHealth;
  event: 'monitor.failing' | 'monitor.recovered' | null;
}

/**
 * A failed check adds to the run and sends monitor.failing once, when the run reaches the
 * threshold; the first successful check after that sends monitor.recovered. A run that
 * ended below the threshold sent nothing and ends silently.
 */
export function settleMonitorHealth(previous: MonitorHealth, failed: boolean, threshold: number, now: number): HealthSettlement {
  if (!failed) {
    const event = previous.failing_alerted_at === null ? null : 'monitor.recovered';
    return { health: { consecutive_failures: 0, failing_alerted_at: null }, event };
  }
  const consecutive = previous.consecutive_failures + 1;
  if (previous.failing_alerted_at === null && consecutive >= threshold) {
    return { health: { consecutive_failures: consecutive, failing_alerted_at: now }, event: 'monitor.failing' };
  }
  return { health: { consecutive_failures: consecutive, failing_alerted_at: previous.failing_alerted_at }, event: null };
}
