/** Short-lived counters: rate limits and daily quotas. */
export interface Kv {
  /** Adds one to the counter at `key`; a new (or expired) counter starts at 1 and expires at `expiresAtMs`. */
  increment(key: string, expiresAtMs: number): Promise<number>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
