import type { Clock } from '../domain/clock.js';

/** A small map whose entries expire; the oldest entry goes first when it is full. */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; clock: Clock }) {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= options.clock.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: V): void {
      if (entries.size >= options.maxEntries && !entries.has(key)) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expiresAt: options.clock.now() + options.ttlMs });
    },
    deleteWhere(predicate: (value: V) => boolean): void {
      for (const [key, entry] of entries) if (predicate(entry.value)) entries.delete(key);
    },
  };
}
