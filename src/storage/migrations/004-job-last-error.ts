import type { Kysely } from 'kysely';

// Checks and deliveries share one job shape: a failed job keeps its last error on its row
// (monitors already had `last_error`).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deliveries').addColumn('last_error', 'text').execute();
}
