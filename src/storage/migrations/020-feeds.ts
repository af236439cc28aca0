import type { Kysely } from 'kysely';

// Atom feeds of an account's changes (issue 26): the feed's secret is in its URL, so only its
// hash is kept, as with API keys; deleting the row revokes the URL. Reading a feed filters
// changes by owner, newest first: the index serves that order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feeds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feeds_user').on('feeds').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('changes_user_detected').on('changes').columns(['user_id', 'detected_at']).execute();
}
