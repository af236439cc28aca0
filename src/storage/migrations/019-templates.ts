import type { Kysely } from 'kysely';

// Message templates (issue 24): a channel's own wording of change messages, JSON {subject?, body?}
// in LiquidJS; null keeps the default message, so existing channels need no backfill.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('channels').addColumn('template', 'text').execute();
}
