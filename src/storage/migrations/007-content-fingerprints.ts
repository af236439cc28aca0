import type { Kysely } from 'kysely';

// A source remembers a fingerprint of the page bytes its last observation was read from, so a
// check that fetches the very same bytes skips parsing and comparing them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('monitor_sources').addColumn('content_fingerprint', 'text').execute();
}
