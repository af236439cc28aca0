import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/storage/database.js';
import { MIGRATIONS } from '../../src/storage/migrate.js';
import { openPostgres } from '../../src/storage/postgres/open-postgres.js';
import { openSqlite } from '../../src/storage/sqlite/open-sqlite.js';
import { createBackendEnv, type BackendEnv } from '../support/backend.js';

let backend: BackendEnv;
let database: Database;

beforeAll(async () => {
  backend = await createBackendEnv();
  const { DATABASE_URL: url, DATABASE_SCHEMA: schema } = backend.env;
  database = url ? await openPostgres(url, schema ?? null) : openSqlite(backend.dataDir);
});

afterAll(async () => {
  await database?.close();
  await backend?.cleanup();
});

/** Applies the migrations named up to `last`, as a database of that release had them. */
async function migrateTo(last: string): Promise<void> {
  const migrations = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name <= last));
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

describe('migration 009: source observations in a table of their own', () => {
  it('moves every stored observation across, leaves sources without one without a row, and drops the column', async () => {
    await migrateTo('008-source-resolution');
    const db = database.db;
    await sql`insert into users (id, email, password_hash, tier, trial_ends_at, created_at, updated_at) values ('usr_1', 'a@example.com', 'x', 'full', 0, 0, 0)`.execute(db);
    await sql`insert into monitors (id, user_id, name, mode, status, sensitivity, check_interval_seconds, next_check_at, created_at, updated_at)
      values ('mon_1', 'usr_1', 'Kettle', 'url', 'active', 0.5, 3600, 0, 0, 0)`.execute(db);
    await sql`insert into monitor_sources (id, monitor_id, position, url, title, last_observation, content_fingerprint)
      values ('src_seen', 'mon_1', 0, 'https://shop.example/kettle', 'Kettle', '{"price":10}', 'v1:abc'),
             ('src_new', 'mon_1', 1, 'https://shop.example/lid', 'Lid', null, null)`.execute(db);

    await migrateTo('999');

    const moved = await db.selectFrom('source_observations').selectAll().execute();
    expect(moved).toEqual([{ source_id: 'src_seen', observation: '{"price":10}' }]);
    const source = await sql<Record<string, unknown>>`select * from monitor_sources where id = 'src_seen'`.execute(db);
    expect(source.rows[0]).toMatchObject({ content_fingerprint: 'v1:abc' });
    expect(source.rows[0]).not.toHaveProperty('last_observation');

    // Deleting the monitor deletes its sources, and their observations with them.
    await db.deleteFrom('monitors').where('id', '=', 'mon_1').execute();
    expect(await db.selectFrom('source_observations').selectAll().execute()).toEqual([]);
  });
});
