import { Kysely, PostgresDialect, type DatabaseIntrospector } from 'kysely';
import pg from 'pg';
import type { Database } from '../database.js';
import { probeWrite } from '../probe-write.js';
import type { Schema } from '../schema.js';
import { POSTGRES_CAPABILITIES } from './postgres-capabilities.js';
import { withPostgresMigrationLock } from './postgres-migration-lock.js';
import { SchemaIntrospector } from './schema-introspector.js';

// Timestamps are bigint columns holding epoch milliseconds, well inside Number's safe range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

// A connection that cannot be made within this answers the request with an error instead of
// holding it while PostgreSQL is unreachable.
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool on `url`; with `schema`, our tables live in that schema, created when missing.
 * `onConnectionLost` hears of connections PostgreSQL ended (a restart, an operator's
 * `pg_terminate_backend`): the pool drops them and the next query connects anew.
 */
export async function openPostgres(
  url: string,
  schema: string | null,
  onConnectionLost: (error: Error) => void = () => {},
): Promise<Database> {
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists "${schema}"`).catch((error: { code?: string }) => {
        // Two processes creating the schema at once: "if not exists" still lets the loser fail.
        if (error.code !== '23505' && error.code !== '42P06') throw error;
      });
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // Without these listeners pg re-emits a server's "terminating connection" (57P01) as an
  // unhandled 'error' event and the process exits; an idle client reports on the pool, a
  // checked-out one on itself (its query also fails, which the caller sees).
  pool.on('error', onConnectionLost);
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  const db = new Kysely<Schema>({ dialect: new SchemaScopedPostgresDialect({ pool }, schema) });
  return {
    db,
    capabilities: POSTGRES_CAPABILITIES,
    ...(schema ? { schema } : {}),
    withMigrationLock: withPostgresMigrationLock,
    ping: () => probeWrite(db),
    async close() {
      await db.destroy();
    },
  };
}

class SchemaScopedPostgresDialect extends PostgresDialect {
  readonly #schema: string | null;

  constructor(config: ConstructorParameters<typeof PostgresDialect>[0], schema: string | null) {
    super(config);
    this.#schema = schema;
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaIntrospector(db, this.#schema);
  }
}
