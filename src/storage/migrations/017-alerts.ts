import type { Kysely } from 'kysely';

// Alerts people trust (issue 24): a change held until a second reading confirms it, a monitor's run
// of failed checks with whether monitor.failing went out for it, and which events a destination takes.
// null settings mean "the default" (confirmation by the monitor's metric, a threshold of 3, the
// destination kind's default events), so existing rows need no backfill.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('monitors').addColumn('confirm_changes', 'integer').execute();
  await db.schema.alterTable('monitors').addColumn('failure_threshold', 'integer').execute();
  await db.schema.alterTable('monitors').addColumn('consecutive_failures', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('monitors').addColumn('failing_alerted_at', 'bigint').execute();
  await db.schema.alterTable('monitor_sources').addColumn('pending_change', 'text').execute();
  await db.schema.alterTable('webhooks').addColumn('events', 'text').execute();
  await db.schema.alterTable('channels').addColumn('events', 'text').execute();
}
