import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/**
 * Opens a SQLite file in `dataDir` the way every embedded store here needs it: WAL so readers
 * run beside the one writer (also across processes on one host), NORMAL sync which survives a
 * process crash, and a busy timeout so concurrent writers wait instead of failing.
 */
export function openSqliteFile(dataDir: string, fileName: string): SqliteDatabase.Database {
  mkdirSync(dataDir, { recursive: true });
  const handle = new SqliteDatabase(join(dataDir, fileName));
  handle.pragma('journal_mode = WAL');
  handle.pragma('synchronous = NORMAL');
  handle.pragma('busy_timeout = 5000');
  return handle;
}
