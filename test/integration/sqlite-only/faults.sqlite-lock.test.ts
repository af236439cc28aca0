import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackendEnv, type BackendEnv } from '../../support/backend.js';
import { spawnService, type SpawnedService } from '../../support/spawn-service.js';

// The write lock is SQLite's: PostgreSQL locks rows, not the database (this file runs in the sqlite project alone).
let backend: BackendEnv | undefined;
let service: SpawnedService | undefined;
let holder: SqliteDatabase.Database | undefined;

beforeAll(async () => {
  backend = await createBackendEnv();
});

afterAll(async () => {
  if (holder?.inTransaction) holder.exec('rollback');
  holder?.close();
  await service?.stop('SIGKILL');
  await backend?.cleanup();
});

async function timedHealth(url: string): Promise<{ status: number; checks: Record<string, boolean>; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${url}/v1/health`, { signal: AbortSignal.timeout(30_000) });
  const body = (await response.json()) as { checks: Record<string, boolean> };
  return { status: response.status, checks: body.checks, ms: Date.now() - started };
}

describe('a SQLite write lock held by another process', () => {
  it('leaves health answering within 2 s, database: false while held, true once released', { timeout: 60_000 }, async () => {
    service = await spawnService({ ...backend!.env, LOG_LEVEL: 'silent' });
    holder = new SqliteDatabase(join(backend!.dataDir, 'pagewatch.sqlite'));
    holder.exec('begin immediate');

    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await timedHealth(service.url));
    for (const answer of answers) {
      expect(answer.ms).toBeLessThan(2_000);
      // kv and blobs answer too: the waiting writer no longer holds the event loop.
      expect(answer).toMatchObject({ status: 503, checks: { database: false, kv: true, r2: true } });
    }

    holder.exec('rollback');
    const after = await timedHealth(service.url);
    expect(after).toMatchObject({ status: 200, checks: { database: true } });
  });
});
