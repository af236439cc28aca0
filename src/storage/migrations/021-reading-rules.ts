import type { Kysely } from 'kysely';

// A monitor's reading rules (JSON {selectors, filters, stockWords}); null reads and compares its pages as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('monitors').addColumn('reading_rules', 'text').execute();
}
