import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('monitors').addColumn('render', 'text', (c) => c.notNull().defaultTo('auto')).execute();
  // How the stored observation was made: `auto` keeps a source on the browser once it needed one,
  // and an observation is only compared with one made the same way.
  await db.schema.alterTable('monitor_sources').addColumn('observed_with', 'text').execute();
  await db.schema.alterTable('checks').addColumn('fetched_with', 'text', (c) => c.notNull().defaultTo('http')).execute();
  await db.schema.alterTable('checks').addColumn('render_ms', 'integer').execute();
  // JSON list of {target, error}: the page's requests the address guard refused.
  await db.schema.alterTable('checks').addColumn('blocked_requests', 'text').execute();
}
