import { sql, type Kysely } from 'kysely';

// A source's last observation (tens of kilobytes of page text as JSON) moves to a table of its
// own. A check that finds a page unchanged still writes the source's fingerprint, and SQLite
// rewrites a whole row, overflow pages included, whichever column changes: on a 60 KB product
// page that was ~40 µs of CPU and ~40 KB of WAL per check for a 50-byte column.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('source_observations')
    .addColumn('source_id', 'text', (c) => c.primaryKey().references('monitor_sources.id').onDelete('cascade'))
    .addColumn('observation', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into source_observations (source_id, observation) select id, last_observation from monitor_sources where last_observation is not null`.execute(db);
  await db.schema.alterTable('monitor_sources').dropColumn('last_observation').execute();
}
