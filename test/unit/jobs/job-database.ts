import { loadConfig } from '../../../src/config.js';
import { newId } from '../../../src/domain/ids.js';
import { openDatabase } from '../../../src/infrastructure.js';
import type { Database } from '../../../src/storage/database.js';
import { createBackendEnv } from '../../support/backend.js';

/** A fresh SQLite database with the real migrations and one user, for the job kinds' unit tests. */
export interface JobDatabase {
  database: Database;
  dataDir: string;
  userId: string;
  close(): Promise<void>;
}

export async function openJobDatabase(now: number): Promise<JobDatabase> {
  const backend = await createBackendEnv('sqlite');
  const database = await openDatabase(loadConfig({ ...backend.env, LOG_LEVEL: 'silent' }));
  const userId = await seedUser(database, now);
  return {
    database,
    dataDir: backend.dataDir,
    userId,
    async close() {
      await database.close();
      await backend.cleanup();
    },
  };
}

export async function seedUser(database: Database, now: number): Promise<string> {
  const id = newId('usr', now);
  await database.db.insertInto('users').values({ id, email: `${id}@example.com`, password_hash: 'x', tier: 'full', trial_ends_at: now, created_at: now, updated_at: now }).execute();
  return id;
}

export interface MonitorSeed {
  urls: string[];
  sensitivity?: number;
  intervalSeconds?: number;
}

/** An active url monitor, due now, with one source per url; seeded as rows so the tests do not depend on how monitors are created. */
export async function seedMonitor(database: Database, userId: string, now: number, seed: MonitorSeed): Promise<{ id: string; sourceIds: string[] }> {
  const id = newId('mon', now);
  await database.db
    .insertInto('monitors')
    .values({
      id,
      user_id: userId,
      name: `watch ${seed.urls[0]}`,
      mode: 'url',
      intent: null,
      url: seed.urls[0]!,
      extraction_prompt: null,
      status: 'active',
      sensitivity: seed.sensitivity ?? 0.5,
      check_interval_seconds: seed.intervalSeconds ?? 3600,
      interpretation: null,
      last_check_at: null,
      next_check_at: now,
      last_change_at: null,
      last_error: null,
      lease_owner: null,
      lease_expires_at: null,
      created_at: now,
      updated_at: now,
      render: 'never',
    })
    .execute();
  const sourceIds = seed.urls.map(() => newId('src', now));
  await database.db
    .insertInto('monitor_sources')
    .values(
      seed.urls.map((url, position) => ({
        id: sourceIds[position]!,
        monitor_id: id,
        position,
        url,
        title: url,
        etag: null,
        last_modified: null,
        last_snapshot_key: null,
        content_fingerprint: null,
        observed_with: null,
        resolve_as: null,
        resolved_from: null,
      })),
    )
    .execute();
  return { id, sourceIds };
}

/** A webhook row with its secret sealed by `sealed` (a secret box's output, or anything to make it unreadable). */
export async function seedWebhook(database: Database, userId: string, now: number, fields: { url: string; secretSealed: string; active?: boolean }): Promise<string> {
  const id = newId('whk', now);
  await database.db
    .insertInto('webhooks')
    .values({
      id,
      user_id: userId,
      url: fields.url,
      secret_sealed: fields.secretSealed,
      previous_secret_sealed: null,
      previous_secret_expires_at: null,
      monitor_ids: null,
      active: fields.active === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function seedChannel(database: Database, userId: string, now: number, fields: { type: string; targetSealed: string; confirmed?: boolean }): Promise<string> {
  const id = newId('chn', now);
  await database.db
    .insertInto('channels')
    .values({
      id,
      user_id: userId,
      type: fields.type,
      name: `${fields.type} channel`,
      target_sealed: fields.targetSealed,
      target_masked: '…',
      monitor_ids: null,
      confirmed_at: fields.confirmed === false ? null : now,
      confirm_token_hash: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
