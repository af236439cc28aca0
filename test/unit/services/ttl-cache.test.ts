import { describe, expect, it } from 'vitest';
import { createTtlCache } from '../../../src/services/ttl-cache.js';
import { createTestClock } from '../../support/test-clock.js';

describe('ttl cache', () => {
  it('forgets entries after their time, drops the oldest when full, and deletes by predicate', () => {
    const clock = createTestClock(0);
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 2, clock });
    cache.set('a', 1);
    clock.advance(99);
    expect(cache.get('a')).toBe(1);
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();

    cache.set('b', 2);
    cache.set('c', 3);
    cache.set('d', 4);
    expect([cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([undefined, 3, 4]);

    cache.deleteWhere((value) => value === 3);
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('d')).toBe(4);
  });
});
