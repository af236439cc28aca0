import { openSqliteFile } from '../../storage/sqlite/open-sqlite-file.js';
import type { Clock } from '../../domain/clock.js';
import type { Kv } from './kv.js';
import { createLazyCounters } from './lazy-counters.js';

const SWEEP_EVERY_MS = 60_000;

/** The embedded kv: a SQLite file of its own in DATA_DIR, so a restart keeps quotas. */
export function createSqliteKv(dataDir: string, clock: Clock): Kv {
  const handle = openSqliteFile(dataDir, 'kv.sqlite');
  handle.exec('create table if not exists counters (key text primary key, count integer not null, expires_at integer not null) without rowid');
  const addStatement = handle.prepare<[{ key: string; amount: number; expiresAt: number; now: number }], { count: number }>(`
    insert into counters (key, count, expires_at) values (@key, @amount, @expiresAt)
    on conflict (key) do update set
      count = case when counters.expires_at <= @now then @amount else counters.count + @amount end,
      expires_at = case when counters.expires_at <= @now then excluded.expires_at else counters.expires_at end
    returning count`);
  const sweepStatement = handle.prepare<[number]>('delete from counters where expires_at <= ?');
  let lastSweep = clock.now();

  async function add(key: string, amount: number, expiresAt: number): Promise<number> {
    const now = clock.now();
    if (now - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now;
      sweepStatement.run(now);
    }
    return addStatement.get({ key, amount, expiresAt, now })!.count;
  }
  const lazy = createLazyCounters(add, clock);

  return {
    increment: (key, expiresAtMs) => add(key, 1, expiresAtMs),
    countLazily: lazy.count,
    countInMemory: lazy.countInMemory,
    peek: lazy.peek,
    async ping() {
      handle.prepare('select 1').get();
      return true;
    },
    async close() {
      await lazy.close();
      handle.close();
    },
  };
}
