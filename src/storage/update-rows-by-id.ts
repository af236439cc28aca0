import { sql, type Kysely } from 'kysely';
import type { ColumnType } from './job-leases.js';

/** One row to update: its id and the new values of the columns named in `columns`. */
export interface RowValues {
  id: string;
  values: Readonly<Record<string, unknown>>;
}

// Rows per statement: a few parameters each stays far below both engines' limits.
const CHUNK = 500;

/**
 * Updates many rows of `table`, each with its own values, in one UPDATE … FROM (VALUES …) per
 * 500 rows instead of one statement per row. Every row sets the same `columns` (name → SQL type,
 * which PostgreSQL cannot infer from parameters); a value left out is written as null.
 */
export async function updateRowsById<DB>(db: Kysely<DB>, table: string, columns: Readonly<Record<string, ColumnType>>, rows: readonly RowValues[]): Promise<void> {
  const names = Object.keys(columns);
  const target = sql.table(table);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows.slice(i, i + CHUNK).map(({ id, values: row }) => {
      const cells = names.map((name) => sql`cast(${row[name] ?? null} as ${sql.raw(columns[name]!)})`);
      return sql`(cast(${id} as text), ${sql.join(cells)})`;
    });
    await sql`
      with given (id, ${sql.join(names.map((name) => sql.ref(name)))}) as (values ${sql.join(values)})
      update ${target}
      set ${sql.join(names.map((name) => sql`${sql.ref(name)} = given.${sql.ref(name)}`))}
      from given
      where ${target}.id = given.id`.execute(db);
  }
}
