import type { Kysely } from 'kysely';

// Digests (issue 24): a destination's `digest` (JSON {every, at?, timezone}; null sends each change
// at once); a digest job per digest destination, due when its period closes, with the lease
// columns of every job; and the change events waiting for it. A digest row's id is its
// destination's id, so the outbox files an event under it without a lookup.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhooks').addColumn('digest', 'text').execute();
  await db.schema.alterTable('channels').addColumn('digest', 'text').execute();
  await db.schema
    .createTable('digests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('webhook_id', 'text', (c) => c.references('webhooks.id').onDelete('cascade'))
    .addColumn('channel_id', 'text', (c) => c.references('channels.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('next_digest_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'bigint')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('digests_due').on('digests').columns(['status', 'next_digest_at']).execute();
  await db.schema
    .createTable('digest_items')
    .addColumn('digest_id', 'text', (c) => c.notNull().references('digests.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('digest_items_pk', ['digest_id', 'event_id'])
    .execute();
}
