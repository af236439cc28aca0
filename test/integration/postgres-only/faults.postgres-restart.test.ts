import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivatePostgres, type PrivatePostgres } from '../../support/private-postgres.js';
import { createPrivateRedis, type PrivateRedis } from '../../support/private-redis.js';
import { productPage, startPageServer } from '../../support/page-server.js';
import { spawnService, type SpawnedService } from '../../support/spawn-service.js';

// A PostgreSQL fault needs PostgreSQL: this file runs in the postgres project alone.

let postgres: PrivatePostgres | undefined;
let redis: PrivateRedis | undefined;
let service: SpawnedService | undefined;
let dataDir: string | undefined;
let pages: Awaited<ReturnType<typeof startPageServer>> | undefined;

beforeAll(async () => {
  // One after the other: each is assigned as soon as it runs, so afterAll stops it even when a later one fails to start.
  redis = await createPrivateRedis();
  pages = await startPageServer();
  postgres = await createPrivatePostgres();
  dataDir = await mkdtemp(join(tmpdir(), 'pagewatch-fault-'));
});

afterAll(async () => {
  await service?.stop('SIGKILL');
  await Promise.all([postgres?.destroy(), redis?.stop(), pages?.close()]);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function timed(url: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown>; ms: number }> {
  const started = Date.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body, ms: Date.now() - started };
}

describe('a PostgreSQL restart', () => {
  it('leaves the process up: 503 and JSON 5xx during the outage, everything back within 30 s of PostgreSQL', { timeout: 120_000 }, async () => {
    service = await spawnService({ DATA_DIR: dataDir!, DATABASE_URL: postgres!.url, REDIS_URL: redis!.url, ALLOW_PRIVATE_NETWORKS: 'true', LOG_LEVEL: 'silent' });
    const registered = await timed(`${service.url}/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'restart@example.com', password: 'Correct-horse-9' }),
    });
    expect(registered.status).toBe(201);
    const auth = { authorization: `Bearer ${registered.body.accessToken as string}` };
    pages!.set('/chair', productPage({ name: 'Aeron Chair', price: '1000.00' }));
    const monitor = await timed(`${service.url}/v1/monitors`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'url', name: 'chair', url: pages!.url('/chair') }),
    });
    expect(monitor.status).toBe(201);

    await postgres!.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(service.child.exitCode, service.output()).toBeNull();

    const health = await timed(`${service.url}/v1/health`);
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', checks: { database: false, kv: true } });
    expect(health.ms).toBeLessThan(2_500);
    const list = await timed(`${service.url}/v1/monitors`, { headers: auth });
    expect(list.status).toBeGreaterThanOrEqual(500);
    expect(list.body.code).toBe('ERR_INTERNAL');
    expect(list.ms).toBeLessThan(5_000);

    await postgres!.start();
    const back = Date.now();
    for (;;) {
      const probe = await timed(`${service.url}/v1/health`).catch(() => null);
      if (probe?.status === 200) break;
      expect(Date.now() - back, 'health back within 30 s').toBeLessThan(30_000);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const created = await timed(`${service.url}/v1/api-keys`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'after the restart' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // A check reads, compares and stores through the same pool; 409 while the scheduler's own check of it runs.
    const checkNow = () => timed(`${service!.url}/v1/monitors/${monitor.body.id as string}/check`, { method: 'POST', headers: auth });
    let check = await checkNow();
    while (check.status === 409 && Date.now() - back < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      check = await checkNow();
    }
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(Date.now() - back).toBeLessThan(30_000);
    expect(service.child.exitCode).toBeNull();
  });
});
