import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('monitors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('intent', 'text')
    .addColumn('url', 'text')
    .addColumn('extraction_prompt', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sensitivity', 'double precision', (c) => c.notNull())
    .addColumn('check_interval_seconds', 'integer', (c) => c.notNull())
    .addColumn('interpretation', 'text')
    .addColumn('last_check_at', 'bigint')
    .addColumn('next_check_at', 'bigint', (c) => c.notNull())
    .addColumn('last_change_at', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('monitors_user').on('monitors').columns(['user_id', 'created_at']).execute();
  // The scheduler's only question: which active monitors are due now.
  await db.schema.createIndex('monitors_due').on('monitors').columns(['status', 'next_check_at']).execute();

  await db.schema
    .createTable('monitor_sources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('monitor_id', 'text', (c) => c.notNull().references('monitors.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('last_observation', 'text')
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('last_snapshot_key', 'text')
    .execute();
  await db.schema.createIndex('monitor_sources_monitor').on('monitor_sources').columns(['monitor_id', 'position']).execute();

  await db.schema
    .createTable('checks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('monitor_id', 'text', (c) => c.notNull().references('monitors.id').onDelete('cascade'))
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('change_id', 'text')
    .execute();
  await db.schema.createIndex('checks_monitor').on('checks').columns(['monitor_id', 'started_at']).execute();

  await db.schema
    .createTable('changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('monitor_id', 'text', (c) => c.notNull().references('monitors.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('detected_at', 'bigint', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('changes_monitor').on('changes').columns(['monitor_id', 'detected_at']).execute();
}
