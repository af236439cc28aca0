import { existsSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { makePrivateDir, makePrivateFile } from '../private-files.js';

const PAGE_CACHE_KIB = 2000;

/**
 * Opens a SQLite file in `dataDir` the way every embedded store here needs it: WAL so readers
 * run beside the one writer (also across processes on one host), NORMAL sync which survives a
 * process crash, and a busy timeout so concurrent writers wait instead of failing.
 */
export function openSqliteFile(dataDir: string, fileName: string): SqliteDatabase.Database {
  makePrivateDir(dataDir);
  const path = join(dataDir, fileName);
  for (const file of [path, `${path}-wal`, `${path}-shm`]) if (file === path || existsSync(file)) makePrivateFile(file);
  const handle = new SqliteDatabase(path);
  handle.pragma('journal_mode = WAL');
  handle.pragma('synchronous = NORMAL');
  handle.pragma('busy_timeout = 5000');
  // better-sqlite3 builds SQLite with a 16 MB page cache per connection; a worker's two files
  // filled ~17 MB of it in a round of 10,000 checks, most of it pages of observations read once.
  // SQLite's own default, 2 MB, holds the tables' and indexes' hot pages (bench/README.md, memory).
  handle.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  return handle;
}
