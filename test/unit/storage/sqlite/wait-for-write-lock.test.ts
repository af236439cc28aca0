import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { LockWaitingSqliteDialect } from '../../../../src/storage/sqlite/wait-for-write-lock.js';

let dir: string | undefined;
const handles: SqliteDatabase.Database[] = [];
afterEach(async () => {
  for (const handle of handles.splice(0)) {
    if (handle.inTransaction) handle.exec('rollback');
    handle.close();
  }
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function openPair() {
  dir = await mkdtemp(join(tmpdir(), 'pagewatch-lock-'));
  const path = join(dir, 'db.sqlite');
  const open = () => {
    const handle = new SqliteDatabase(path);
    handle.pragma('journal_mode = WAL');
    handle.pragma('busy_timeout = 0');
    handles.push(handle);
    return handle;
  };
  const holder = open();
  holder.exec('create table t (n integer)');
  const db = new Kysely<{ t: { n: number } }>({ dialect: new LockWaitingSqliteDialect({ database: open() }) });
  return { holder, db };
}

describe('LockWaitingSqliteDialect', () => {
  it('waits for another connection\'s write lock on a timer, keeping the event loop free, then writes', async () => {
    const { holder, db } = await openPair();
    holder.exec('begin immediate');
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    const write = db.insertInto('t').values({ n: 1 }).execute();
    await new Promise((resolve) => setTimeout(resolve, 300));
    holder.exec('commit');
    await write;
    clearInterval(ticker);
    // With SQLite's own busy timeout instead, the native call would have held the loop for the whole 300 ms.
    expect(ticks).toBeGreaterThan(10);
    expect((await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0]!.n).toBe(1);
    await db.destroy();
  });

  it('fails at once on an error that waiting cannot cure', async () => {
    const { db } = await openPair();
    await expect(db.insertInto('nowhere' as 't').values({ n: 1 }).execute()).rejects.toThrow(/no such table/);
    await db.destroy();
  });
});
