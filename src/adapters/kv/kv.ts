/** Short-lived counters and values: rate limits, daily quotas. */
export interface Kv {
  /** Adds one to the counter at `key`; a new (or expired) counter starts at 1 and expires at `expiresAtMs`. */
  increment(key: string, expiresAtMs: number): Promise<number>;
  /** The counter's current value, 0 when absent or expired. */
  count(key: string): Promise<number>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
