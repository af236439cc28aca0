import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackendEnv, type BackendEnv } from '../../support/backend.js';
import { createPrivateRedis, type PrivateRedis } from '../../support/private-redis.js';
import { spawnService, type SpawnedService } from '../../support/spawn-service.js';

// Redis is the kv store of the postgres project (this file runs there alone); the sqlite project keeps kv in DATA_DIR.

let backend: BackendEnv | undefined;
let redis: PrivateRedis | undefined;
let service: SpawnedService | undefined;

beforeAll(async () => {
  // One after the other: each is assigned as soon as it exists, so afterAll cleans it up even when the other fails.
  redis = await createPrivateRedis();
  backend = await createBackendEnv();
});

afterAll(async () => {
  await service?.stop('SIGKILL');
  await redis?.stop();
  await backend?.cleanup();
});

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const started = Date.now();
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, ms: Date.now() - started };
}

describe('Redis stopped and started again', () => {
  it('fails logins closed with a JSON 500, keeps reads working, says kv: false, and recovers within 2 s', { timeout: 90_000 }, async () => {
    // Far below its daily quota an account is counted in memory; within 100 of it every count
    // is written to the kv at once and fails with it (docs/operations.md).
    service = await spawnService({ ...backend!.env, REDIS_URL: redis!.url, FREE_DAILY_REQUESTS: '10000', LOG_LEVEL: 'silent' });
    const credentials = { email: 'kv-outage@example.com', password: 'Correct-horse-9' };
    const registered = await call('POST', `${service.url}/v1/auth/register`, credentials);
    expect(registered.status).toBe(201);
    const auth = { authorization: `Bearer ${String(registered.body.accessToken)}` };

    // A caller seen moments ago is counted in memory (lazy counters), so its reads need no kv.
    expect((await call('GET', `${service.url}/v1/monitors`, undefined, auth)).status).toBe(200);

    await redis!.stop();
    const login = await call('POST', `${service.url}/v1/auth/login`, credentials);
    expect(login.status).toBe(500);
    expect(login.body).toMatchObject({ code: 'ERR_INTERNAL' });
    expect(login.body).not.toHaveProperty('accessToken');
    expect(login.ms).toBeLessThan(5_000);
    const read = await call('GET', `${service.url}/v1/monitors`, undefined, auth);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const health = await call('GET', `${service.url}/v1/health`);
    expect(health.status).toBe(503);
    expect(health.body.checks).toEqual({ database: true, kv: false, r2: true });
    expect(health.ms).toBeLessThan(2_000);

    await redis!.start();
    const back = Date.now();
    for (;;) {
      const again = await call('POST', `${service.url}/v1/auth/login`, credentials);
      if (again.status === 200) break;
      expect(Date.now() - back, `login still ${again.status}`).toBeLessThan(2_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await call('GET', `${service.url}/v1/health`)).status).toBe(200);
    expect(service.child.exitCode).toBeNull();
  });
});
