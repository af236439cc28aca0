import type { Kysely } from 'kysely';

// What each check read on its page (null where it read none), so a monitor's price and availability
// history is one indexed range of its check log rather than a replay of change payloads.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('checks').addColumn('price', 'double precision').execute();
  await db.schema.alterTable('checks').addColumn('availability', 'text').execute();
}
