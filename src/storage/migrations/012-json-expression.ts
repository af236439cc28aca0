import type { Kysely } from 'kysely';

// A monitor's JSONata expression for JSON responses (null: the whole document is watched).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('monitors').addColumn('json_expression', 'text').execute();
}
