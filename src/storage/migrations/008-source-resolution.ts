import type { Kysely } from 'kysely';

// A search, listing or home page is followed on its first check to the page the intent meant:
// `resolve_as` says what to look for until then, `resolved_from` keeps where the source came
// from afterwards, and the check log's `note` says what was followed, or why nothing was.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('monitor_sources').addColumn('resolve_as', 'text').execute();
  await db.schema.alterTable('monitor_sources').addColumn('resolved_from', 'text').execute();
  await db.schema.alterTable('checks').addColumn('note', 'text').execute();
}
