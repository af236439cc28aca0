import { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { probeWrite } from '../probe-write.js';
import type { Schema } from '../schema.js';
import { hasRoomToWrite } from './has-room-to-write.js';
import { openSqliteFile } from './open-sqlite-file.js';
import { SQLITE_CAPABILITIES } from './sqlite-capabilities.js';
import { withSqliteMigrationLock } from './sqlite-migration-lock.js';
import { withStatementCache } from './statement-cache.js';
import { LockWaitingSqliteDialect } from './wait-for-write-lock.js';

/** The embedded database: one file in `dataDir`. */
export function openSqlite(dataDir: string): Database {
  const handle = openSqliteFile(dataDir, 'pagewatch.sqlite');
  handle.pragma('foreign_keys = ON');
  // A checkpoint syncs the WAL and the database file, and runs inside the commit that crosses
  // the threshold, on the event loop. At 10,000 pages (WAL up to ~40 MB) instead of 1,000 a
  // page rewritten by many commits is copied once: in the deliveries bench, commit wall time
  // per delivery fell by half and CPU per delivery by 5-15 %, in three runs each way.
  handle.pragma('wal_autocheckpoint = 10000');
  // Another writer's lock is waited for on a timer (wait-for-write-lock.ts), not inside SQLite.
  handle.pragma('busy_timeout = 0');
  const db = new Kysely<Schema>({ dialect: new LockWaitingSqliteDialect({ database: withStatementCache(handle) }) });
  return {
    db,
    capabilities: SQLITE_CAPABILITIES,
    withMigrationLock: (run) => withSqliteMigrationLock(db, run),
    ping: async () => (await hasRoomToWrite(dataDir)) && probeWrite(db),
    async close() {
      await db.destroy();
    },
  };
}
