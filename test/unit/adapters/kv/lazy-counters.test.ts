import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Kv } from '../../../../src/adapters/kv/kv.js';
import { MAX_UNWRITTEN_COUNTS, WRITE_EVERY_MS } from '../../../../src/adapters/kv/lazy-counters.js';
import { createRedisKv } from '../../../../src/adapters/kv/redis-kv.js';
import { createSqliteKv } from '../../../../src/adapters/kv/sqlite-kv.js';
import { systemClock } from '../../../../src/domain/clock.js';
import { TEST_REDIS_URL } from '../../../support/backend.js';

// Two Kv instances on one store stand for two processes sharing a quota.

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

const engines: { name: string; openStore(): Promise<() => Promise<Kv>> }[] = [
  {
    name: 'sqlite',
    async openStore() {
      const folder = await mkdtemp(join(tmpdir(), 'pagewatch-kv-'));
      folders.push(folder);
      return async () => createSqliteKv(folder, systemClock);
    },
  },
  {
    name: 'redis',
    async openStore() {
      const prefix = `test:lazy:${randomBytes(6).toString('hex')}:`;
      return () => createRedisKv(TEST_REDIS_URL, prefix, systemClock);
    },
  },
];

const expiresAt = () => Date.now() + 60_000;
const delay = (ms: number) => new Promise((resolveDelay) => setTimeout(resolveDelay, ms));

describe.each(engines)('lazy counters on $name', ({ openStore }) => {
  it('counts exactly with a small limit, alternating between two processes', async () => {
    const open = await openStore();
    const [a, b] = [await open(), await open()];
    try {
      const totals: number[] = [];
      for (let n = 0; n < 6; n++) totals.push(await (n % 2 === 0 ? a : b).countLazily('quota:u1', expiresAt(), 4));
      expect(totals).toEqual([1, 2, 3, 4, 5, 6]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('keeps counts far below the limit in memory, writes them in batches and all of them on close', async () => {
    const open = await openStore();
    const [a, b] = [await open(), await open()];
    const limit = 1_000_000;
    for (let n = 0; n < 250; n++) {
      await a.countLazily('quota:u2', expiresAt(), limit);
      await b.countLazily('quota:u2', expiresAt(), limit);
    }
    // Each process answered from its own memory; neither saw all 500.
    expect(await a.countLazily('quota:u2', expiresAt(), limit)).toBeLessThan(501);
    await Promise.all([a.close(), b.close()]);
    const c = await open();
    try {
      expect(await c.increment('quota:u2', expiresAt())).toBe(502);
    } finally {
      await c.close();
    }
  });

  it('writes what it counted within a write interval, without waiting for more', async () => {
    const open = await openStore();
    const [a, b] = [await open(), await open()];
    try {
      for (let n = 0; n < 10; n++) await a.countLazily('quota:u3', expiresAt(), 1_000_000);
      await delay(WRITE_EVERY_MS * 3);
      expect(await b.increment('quota:u3', expiresAt())).toBe(11);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('counts in memory without waiting only for a key counted before and far from the limit', async () => {
    const open = await openStore();
    const a = await open();
    const limit = 3 * MAX_UNWRITTEN_COUNTS;
    try {
      expect(a.countInMemory('quota:u6', limit)).toBeUndefined();
      expect(await a.countLazily('quota:u6', expiresAt(), limit)).toBe(1);
      const totals: (number | undefined)[] = [];
      for (let n = 0; n < limit; n++) totals.push(a.countInMemory('quota:u6', limit));
      // 2 .. limit - MAX_UNWRITTEN_COUNTS in memory; from there on each count must be written at once.
      expect(totals.slice(0, limit - MAX_UNWRITTEN_COUNTS - 1)).toEqual(Array.from({ length: limit - MAX_UNWRITTEN_COUNTS - 1 }, (_, n) => n + 2));
      expect(totals.slice(limit - MAX_UNWRITTEN_COUNTS - 1).every((total) => total === undefined)).toBe(true);
      expect(await a.countLazily('quota:u6', expiresAt(), limit)).toBe(limit - MAX_UNWRITTEN_COUNTS + 1);
    } finally {
      await a.close();
    }
  });

  it('passes the limit by at most MAX_UNWRITTEN_COUNTS for the other process, and never alone', async () => {
    const open = await openStore();
    const [a, b] = [await open(), await open()];
    const limit = 3 * MAX_UNWRITTEN_COUNTS;
    try {
      let admitted = 0;
      for (let n = 0; n < 2 * limit; n++) {
        if ((await (n % 2 === 0 ? a : b).countLazily('quota:u4', expiresAt(), limit)) <= limit) admitted += 1;
      }
      expect(admitted).toBeGreaterThanOrEqual(limit);
      expect(admitted).toBeLessThanOrEqual(limit + MAX_UNWRITTEN_COUNTS);

      let alone = 0;
      for (let n = 0; n < 2 * limit; n++) if ((await a.countLazily('quota:u5', expiresAt(), limit)) <= limit) alone += 1;
      expect(alone).toBe(limit);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
