import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/storage/database.js';
import { MIGRATIONS } from '../../src/storage/migrate.js';
import { openPostgres } from '../../src/storage/postgres/open-postgres.js';
import { openSqlite } from '../../src/storage/sqlite/open-sqlite.js';
import { createMonitorRepository } from '../../src/storage/repositories/monitors.js';
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

async function migrate(names: (name: string) => boolean): Promise<void> {
  const migrations = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => names(name)));
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

describe('migration 014: conditions', () => {
  it('turns a stored intent threshold into the interpretation\'s and the monitor\'s condition, and leaves monitors without one alone', async () => {
    await migrate((name) => name < '014');
    const db = database.db;
    await sql`insert into users (id, email, password_hash, tier, trial_ends_at, created_at, updated_at) values ('usr_1', 'a@example.com', 'x', 'full', 0, 0, 0)`.execute(db);
    const below = JSON.stringify({ product: 'Sony WH-1000XM5', metric: 'price', sites: ['bestbuy.com'], threshold: { direction: 'below', amount: 300, currency: 'USD' } });
    const above = JSON.stringify({ product: 'Galaxy S25', metric: 'price', sites: ['amazon.com.br'], threshold: { direction: 'above', amount: 5000, currency: null } });
    const none = JSON.stringify({ product: '', metric: 'content', sites: ['example.com'], threshold: null });
    for (const [id, interpretation] of [['mon_below', below], ['mon_above', above], ['mon_none', none]]) {
      await sql`insert into monitors (id, user_id, name, mode, status, sensitivity, check_interval_seconds, next_check_at, created_at, updated_at, interpretation)
        values (${id}, 'usr_1', ${id}, 'nlp', 'active', 0.5, 3600, 0, 0, 0, ${interpretation})`.execute(db);
    }

    await migrate(() => true);

    const monitors = createMonitorRepository(db);
    const read = async (id: string) => (await monitors.findOwned('usr_1', id))!;
    expect((await read('mon_below')).condition).toEqual({ kind: 'at_or_below', amount: 300, currency: 'USD' });
    expect((await read('mon_below')).interpretation).toEqual({ product: 'Sony WH-1000XM5', metric: 'price', sites: ['bestbuy.com'], condition: { kind: 'at_or_below', amount: 300, currency: 'USD' } });
    expect((await read('mon_above')).condition).toEqual({ kind: 'above', amount: 5000 });
    expect((await read('mon_none')).condition).toBeNull();
    expect((await read('mon_none')).interpretation).toEqual({ product: '', metric: 'content', sites: ['example.com'], condition: null });
  });
});
