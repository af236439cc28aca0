import type { Clock } from '../../domain/clock.js';

/** Adds `amount` to the shared counter at `key` (created to expire at `expiresAtMs`) and answers its new total. */
export type AddToCounter = (key: string, amount: number, expiresAtMs: number) => Promise<number>;

/** Counts at most this many per key in memory before they are written; also the distance from the limit where counting turns exact. */
export const MAX_UNWRITTEN_COUNTS = 100;
/** Unwritten counts are written at least this often. */
export const WRITE_EVERY_MS = 250;

interface Entry {
  /** The shared total as last answered by the store. */
  known: number;
  /** Counted here, being written right now. */
  writing: number;
  /** Counted here, not written yet. */
  pending: number;
  expiresAt: number;
}

/**
 * Counters that are exact where it matters and cheap elsewhere. Far from the limit a count is
 * kept in memory and written with others (every WRITE_EVERY_MS, or once MAX_UNWRITTEN_COUNTS
 * gather), so a busy account costs one store write per batch instead of one per request. The
 * first count of a key in a process, and every count within MAX_UNWRITTEN_COUNTS of the limit,
 * is written at once and answered with the store's total, so one process never passes the limit
 * and several pass it by at most MAX_UNWRITTEN_COUNTS each for the others (documented in README).
 */
export function createLazyCounters(add: AddToCounter, clock: Clock) {
  const entries = new Map<string, Entry>();

  async function write(key: string, entry: Entry, amount: number): Promise<number> {
    entry.writing += amount;
    try {
      const total = await add(key, amount, entry.expiresAt);
      entry.known = Math.max(entry.known, total);
      return total;
    } finally {
      entry.writing -= amount;
    }
  }

  async function writePending(key: string, entry: Entry): Promise<void> {
    const amount = entry.pending;
    if (amount === 0) return;
    entry.pending = 0;
    // A failed write (store unreachable) keeps its counts for the next attempt.
    await write(key, entry, amount).catch(() => {
      entry.pending += amount;
    });
  }

  async function writeAll(): Promise<void> {
    const now = clock.now();
    const writes: Promise<void>[] = [];
    for (const [key, entry] of entries) {
      if (entry.expiresAt <= now) entries.delete(key);
      else writes.push(writePending(key, entry));
    }
    await Promise.all(writes);
  }

  const timer = setInterval(() => void writeAll(), WRITE_EVERY_MS);
  timer.unref();

  function countInMemory(key: string, limit: number): number | undefined {
    const entry = entries.get(key);
    if (entry === undefined || entry.expiresAt <= clock.now()) return undefined;
    const estimate = entry.known + entry.writing + entry.pending + 1;
    if (estimate > limit - MAX_UNWRITTEN_COUNTS) return undefined;
    entry.pending += 1;
    if (entry.pending >= MAX_UNWRITTEN_COUNTS) void writePending(key, entry);
    return estimate;
  }

  return {
    /**
     * Counts one at `key` when that needs no write now (the key was counted here before and is far
     * below `limit`) and answers the last known total plus what this process has not written yet;
     * undefined, counting nothing, when the count must go through `count`.
     */
    countInMemory,
    /**
     * Counts one at `key` and answers the total so far: the store's own total when the count was
     * written at once, otherwise the last known total plus what this process has not written yet.
     */
    async count(key: string, expiresAtMs: number, limit: number): Promise<number> {
      const counted = countInMemory(key, limit);
      if (counted !== undefined) return counted;
      let entry = entries.get(key);
      if (entry === undefined || entry.expiresAt <= clock.now()) {
        entry = { known: 0, writing: 0, pending: 0, expiresAt: expiresAtMs };
        entries.set(key, entry);
        try {
          return await write(key, entry, 1);
        } catch (error) {
          entries.delete(key);
          throw error;
        }
      }
      // Near the limit: this count and those not written yet go to the store at once.
      const amount = entry.pending + 1;
      entry.pending = 0;
      try {
        return await write(key, entry, amount);
      } catch (error) {
        // This request's own count fails with it; the others' are kept for the next write.
        entry.pending += amount - 1;
        throw error;
      }
    },
    /** The store's total plus what this process has not written yet, counting nothing (adding 0 reads the total). */
    async peek(key: string, expiresAtMs: number): Promise<number> {
      const stored = await add(key, 0, expiresAtMs);
      const entry = entries.get(key);
      return stored + (entry !== undefined && entry.expiresAt > clock.now() ? entry.pending : 0);
    },
    /** Writes every count still in memory; call before closing the store. */
    async close(): Promise<void> {
      clearInterval(timer);
      await writeAll();
    },
  };
}
