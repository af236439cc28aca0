/** Short-lived counters: rate limits and daily quotas. */
export interface Kv {
  /** Adds one to the counter at `key`; a new (or expired) counter starts at 1 and expires at `expiresAtMs`. */
  increment(key: string, expiresAtMs: number): Promise<number>;
  /**
   * Adds one to the counter at `key` like `increment`, but far below `limit` the count is kept in
   * memory and written in batches (see `lazy-counters.ts`); within 100 of `limit` it is exact.
   * Answers the total so far. `close` writes what is left.
   */
  countLazily(key: string, expiresAtMs: number, limit: number): Promise<number>;
  /**
   * `countLazily` without waiting, when the count stays in memory: answers the total so far, or
   * undefined (counting nothing) when the count must be written now; then call `countLazily`.
   */
  countInMemory(key: string, limit: number): number | undefined;
  /** The total so far of a counter of `countLazily`, counting nothing (0 when there is none). */
  peek(key: string, expiresAtMs: number): Promise<number>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
