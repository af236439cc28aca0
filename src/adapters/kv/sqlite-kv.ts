import { openSqliteFile } from '../../storage/sqlite/open-sqlite-file.js';
import type { Clock } from '../../domain/clock.js';
import type { Kv } from './kv.js';

const SWEEP_EVERY_MS = 60_000;

/** The embedded kv: a SQLite file of its own in DATA_DIR, so a restart keeps quotas. */
export function createSqliteKv(dataDir: string, clock: Clock): Kv {
  const handle = openSqliteFile(dataDir, 'kv.sqlite');
  handle.exec('create table if not exists counters (key text primary key, count integer not null, expires_at integer not null) without rowid');
  const incrementStatement = handle.prepare<[{ key: string; expiresAt: number; now: number }], { count: number }>(`
    insert into counters (key, count, expires_at) values (@key, 1, @expiresAt)
    on conflict (key) do update set
      count = case when counters.expires_at <= @now then 1 else counters.count + 1 end,
      expires_at = case when counters.expires_at <= @now then excluded.expires_at else counters.expires_at end
    returning count`);
  const sweepStatement = handle.prepare<[number]>('delete from counters where expires_at <= ?');
  let lastSweep = clock.now();

  return {
    async increment(key, expiresAtMs) {
      const now = clock.now();
      if (now - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now;
        sweepStatement.run(now);
      }
      return incrementStatement.get({ key, expiresAt: expiresAtMs, now })!.count;
    },
    async ping() {
      handle.prepare('select 1').get();
      return true;
    },
    async close() {
      handle.close();
    },
  };
}
