import type { Kysely } from 'kysely';
import { newId } from '../../src/domain/ids.js';
import { DEFAULT_SENSITIVITY, interpretUrlMonitor } from '../../src/domain/monitors/monitor-rules.js';
import { hashPassword } from '../../src/services/secret-hash.js';
import type { Schema } from '../../src/storage/schema.js';

/** Later than any benchmark runs: seeded monitors wait here until a run makes them due. */
export const PARKED_UNTIL = 4_102_444_800_000;

const BATCH = 1_000;

/**
 * Writes `monitors` url monitors straight into the tables, in multi-row INSERTs of 1,000, with the
 * rows the monitor service would write (full-tier owners, active, one source each), all parked.
 * Going through the service would take minutes per 100,000; the rows are what the worker reads.
 */
export async function seedScaleMonitors(
  db: Kysely<Schema>,
  options: { monitors: number; monitorsPerUser: number; urls: readonly string[]; checkIntervalSeconds: number },
): Promise<{ seconds: number }> {
  const started = performance.now();
  const now = Date.now();
  const passwordHash = await hashPassword('Correct-horse-9');
  const userCount = Math.ceil(options.monitors / options.monitorsPerUser);
  const userIds = Array.from({ length: userCount }, () => newId('usr', now));
  for (let from = 0; from < userIds.length; from += BATCH) {
    await db
      .insertInto('users')
      .values(
        userIds.slice(from, from + BATCH).map((id, offset) => ({
          id,
          email: `scale-${from + offset}@example.com`,
          password_hash: passwordHash,
          tier: 'full',
          trial_ends_at: now + 7 * 86_400_000,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  // The interpretation of a url monitor depends only on its URL: computed once per page.
  const interpretations = options.urls.map((url) => JSON.stringify(interpretUrlMonitor(new URL(url), null)));
  for (let from = 0; from < options.monitors; from += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, options.monitors - from) }, (_, offset) => from + offset);
    const monitors = indexes.map((index) => ({
      id: newId('mon', now),
      user_id: userIds[Math.floor(index / options.monitorsPerUser)]!,
      name: `product ${index % options.urls.length} #${index}`,
      mode: 'url',
      intent: null,
      url: options.urls[index % options.urls.length]!,
      extraction_prompt: null,
      status: 'active',
      sensitivity: DEFAULT_SENSITIVITY,
      check_interval_seconds: options.checkIntervalSeconds,
      interpretation: interpretations[index % options.urls.length]!,
      last_check_at: null,
      next_check_at: PARKED_UNTIL,
      last_change_at: null,
      last_error: null,
      lease_owner: null,
      lease_expires_at: null,
      created_at: now,
      updated_at: now,
    }));
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('monitors').values(monitors).execute();
      await trx
        .insertInto('monitor_sources')
        .values(
          monitors.map((monitor) => ({
            id: newId('src', now),
            monitor_id: monitor.id,
            position: 0,
            url: monitor.url,
            title: monitor.name,
            etag: null,
            last_modified: null,
            last_snapshot_key: null,
            content_fingerprint: null,
          })),
        )
        .execute();
    });
  }
  return { seconds: (performance.now() - started) / 1000 };
}

/** Back to the seeded state: nothing checked, no baseline, no leases, all parked. */
export async function resetScaleMonitors(db: Kysely<Schema>): Promise<void> {
  await db.deleteFrom('checks').execute();
  await db.deleteFrom('changes').execute();
  await db.deleteFrom('source_observations').execute();
  await db
    .updateTable('monitor_sources')
    .set({ etag: null, last_modified: null, last_snapshot_key: null, content_fingerprint: null })
    .where('content_fingerprint', 'is not', null)
    .execute();
  await db
    .updateTable('monitors')
    .set({ last_check_at: null, last_error: null, lease_owner: null, lease_expires_at: null, next_check_at: PARKED_UNTIL })
    .where((w) => w.or([w('last_check_at', 'is not', null), w('lease_owner', 'is not', null), w('next_check_at', '!=', PARKED_UNTIL)]))
    .execute();
}
