import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Database } from '../database.js';
import type { Schema } from '../schema.js';

export function openSqlite(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const handle = new SqliteDatabase(join(dataDir, 'pagewatch.sqlite'));
  // WAL lets readers run beside the single writer; NORMAL sync is durable across process
  // crashes, which is the failure that matters for an embedded default.
  handle.pragma('journal_mode = WAL');
  handle.pragma('synchronous = NORMAL');
  handle.pragma('busy_timeout = 5000');
  handle.pragma('foreign_keys = ON');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: handle }) });
  return {
    db,
    capabilities: { name: 'sqlite', skipLocked: false },
    async ping() {
      await sql`select 1`.execute(db);
      return true;
    },
    async close() {
      await db.destroy();
    },
  };
}
