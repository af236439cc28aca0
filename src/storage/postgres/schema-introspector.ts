import { sql, type DatabaseIntrospector, type DatabaseMetadata, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

/**
 * What Kysely's migrator asks of the database (which schemas and tables exist), answered for
 * our own schema only. Kysely's own PostgreSQL introspector reads every table of every schema and
 * calls `pg_get_serial_sequence` on each, which fails with "schema ... does not exist" when another
 * tenant (or another test file) drops its schema at that moment.
 */
export class SchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #schema: string | null;

  constructor(db: Kysely<unknown>, schema: string | null) {
    this.#db = db;
    this.#schema = schema;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.#db);
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const schema = this.#schema === null ? sql`current_schema()` : sql`${this.#schema}`;
    const { rows } = await sql<{ name: string; schema: string; is_view: boolean }>`
      select table_name as name, table_schema as schema, table_type = 'VIEW' as is_view
      from information_schema.tables where table_schema = ${schema}`.execute(this.#db);
    return rows.map((row) => ({ name: row.name, schema: row.schema, isView: row.is_view, columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}
