import { sql, type Kysely } from 'kysely';

/**
 * Notification channels, and deliveries keyed by destination: a delivery goes to a webhook or
 * to a channel. SQLite cannot drop a NOT NULL, so both delivery tables are rebuilt the same way
 * on both engines: new tables, rows copied, old ones dropped, new ones renamed into place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('target_sealed', 'text', (c) => c.notNull())
    .addColumn('target_masked', 'text', (c) => c.notNull())
    .addColumn('monitor_ids', 'text')
    .addColumn('confirmed_at', 'bigint')
    .addColumn('confirm_token_hash', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('channels_user').on('channels').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('channels_confirm_token').on('channels').column('confirm_token_hash').execute();

  await db.schema.alterTable('webhooks').addColumn('monitor_ids', 'text').execute();

  await db.schema
    .createTable('deliveries_006')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('webhook_id', 'text', (c) => c.references('webhooks.id').onDelete('cascade'))
    .addColumn('channel_id', 'text', (c) => c.references('channels.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempt_count', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'bigint')
    .addColumn('error_code', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addCheckConstraint('deliveries_one_destination', sql`(webhook_id is null) <> (channel_id is null)`)
    .execute();
  await sql`insert into deliveries_006 (id, webhook_id, channel_id, event_id, event_type, status, attempt_count, next_attempt_at,
      lease_owner, lease_expires_at, error_code, created_at, updated_at, last_error)
    select id, webhook_id, null, event_id, event_type, status, attempt_count, next_attempt_at,
      lease_owner, lease_expires_at, error_code, created_at, updated_at, last_error from deliveries`.execute(db);

  await db.schema
    .createTable('delivery_attempts_006')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('delivery_id', 'text', (c) => c.notNull().references('deliveries_006.id').onDelete('cascade'))
    .addColumn('destination_id', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('attempted_at', 'bigint', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('response_body', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into delivery_attempts_006 (id, delivery_id, destination_id, attempt, attempted_at, status_code, error, response_body, duration_ms)
    select id, delivery_id, webhook_id, attempt, attempted_at, status_code, error, response_body, duration_ms from delivery_attempts`.execute(db);

  await db.schema.dropTable('delivery_attempts').execute();
  await db.schema.dropTable('deliveries').execute();
  // Renaming also repoints delivery_attempts_006's foreign key (both engines).
  await db.schema.alterTable('deliveries_006').renameTo('deliveries').execute();
  await db.schema.alterTable('delivery_attempts_006').renameTo('delivery_attempts').execute();

  // The deliverer's only question: which pending deliveries are due now.
  await db.schema.createIndex('deliveries_due').on('deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('deliveries_webhook').on('deliveries').columns(['webhook_id', 'created_at']).execute();
  await db.schema.createIndex('deliveries_channel').on('deliveries').columns(['channel_id', 'created_at']).execute();
  await db.schema.createIndex('delivery_attempts_delivery').on('delivery_attempts').columns(['delivery_id', 'attempt']).execute();
  // The 100-per-hour cap counts a destination's recent attempts.
  await db.schema
    .createIndex('delivery_attempts_destination')
    .on('delivery_attempts')
    .columns(['destination_id', 'attempted_at'])
    .execute();
}
