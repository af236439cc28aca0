import type { Kysely } from 'kysely';

// Tags (issue 24): a monitor's tags as a JSON list for reading it whole, and one row per tag in
// monitor_tags so `GET /v1/monitors?tag=` is an indexed lookup on both engines (no JSON functions,
// which differ between SQLite and PostgreSQL). A destination's `tags` binds it to monitors carrying
// any of them; null leaves it unbound by tag. Existing monitors have no tags.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('monitors').addColumn('tags', 'text', (column) => column.notNull().defaultTo('[]')).execute();
  await db.schema
    .createTable('monitor_tags')
    .addColumn('monitor_id', 'text', (c) => c.notNull().references('monitors.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('monitor_tags_pk', ['monitor_id', 'tag'])
    .execute();
  await db.schema.createIndex('monitor_tags_user_tag').on('monitor_tags').columns(['user_id', 'tag']).execute();
  await db.schema.alterTable('webhooks').addColumn('tags', 'text').execute();
  await db.schema.alterTable('channels').addColumn('tags', 'text').execute();
}
