import { sql, type Kysely, type RawBuilder } from 'kysely';

/** Column types for a many-row update's VALUES list, which PostgreSQL cannot infer from parameters. */
export type ColumnType = 'text' | 'integer' | 'bigint';

/** One row to update: its id and the new values of the columns named in `columns`. */
export interface RowValues {
  id: string;
  values: Readonly<Record<string, unknown>>;
}

/**
 * The two clauses of an UPDATE … FROM (VALUES …) that gives each of `rowCount` rows its own
 * values: `with <alias> (id, …) as (values …)` and the `set` list reading from `alias`. Cell
 * `(row, 0)` is the row's id, `(row, n)` the n-th of `columns`; each is cast to its column's
 * type. Cells may be values or placeholders of a statement compiled once.
 */
export function valuesForUpdate(
  alias: string,
  columns: Readonly<Record<string, ColumnType>>,
  rowCount: number,
  cell: (row: number, column: number) => unknown,
): { given: RawBuilder<unknown>; set: RawBuilder<unknown> } {
  const names = Object.keys(columns);
  const rows = Array.from({ length: rowCount }, (_, row) => {
    const cells = names.map((name, column) => sql`cast(${cell(row, column + 1)} as ${sql.raw(columns[name]!)})`);
    return sql`(cast(${cell(row, 0)} as text), ${sql.join(cells)})`;
  });
  return {
    given: sql`with ${sql.ref(alias)} (id, ${sql.join(names.map((name) => sql.ref(name)))}) as (values ${sql.join(rows)})`,
    set: sql.join(names.map((name) => sql`${sql.ref(name)} = ${sql.ref(`${alias}.${name}`)}`)),
  };
}

// Rows per statement: a few parameters each stays far below both engines' limits.
const CHUNK = 500;

/**
 * Updates many rows of `table`, each with its own values, in one statement per 500 rows instead
 * of one per row. Every row sets the same `columns`; a value left out is written as null.
 */
export async function updateRowsById<DB>(db: Kysely<DB>, table: string, columns: Readonly<Record<string, ColumnType>>, rows: readonly RowValues[]): Promise<void> {
  const names = Object.keys(columns);
  const target = sql.table(table);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const { given, set } = valuesForUpdate('given', columns, chunk.length, (row, column) =>
      column === 0 ? chunk[row]!.id : (chunk[row]!.values[names[column - 1]!] ?? null),
    );
    await sql`${given} update ${target} set ${set} from given where ${target}.id = given.id`.execute(db);
  }
}
