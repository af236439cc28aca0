import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackendEnv, type BackendEnv } from '../support/backend.js';
import { startHttpsReceiver, type HttpsReceiver } from '../support/https-receiver.js';
import { spawnService, type SpawnedService } from '../support/spawn-service.js';
import { waitFor } from '../support/wait-for.js';

const LEASE_SECONDS = 2;

let backend: BackendEnv;
let target: HttpsReceiver;
const receivedAt: number[] = [];
const spawned: SpawnedService[] = [];

beforeAll(async () => {
  backend = await createBackendEnv();
  // 1st attempt: 500; 2nd: never answered (the process dies holding it); then 200.
  target = await startHttpsReceiver((_request, response) => {
    receivedAt.push(Date.now());
    if (receivedAt.length === 1) response.writeHead(500).end('not yet');
    else if (receivedAt.length >= 3) response.writeHead(200).end('ok');
  });
});

afterAll(async () => {
  await Promise.all(spawned.map((service) => service.stop('SIGKILL')));
  await target.close();
  await backend.cleanup();
});

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a server killed in the middle of a retry sequence', () => {
  it('loses no delivery: a new process takes over the expired lease and completes it with the same delivery id', { timeout: 120_000 }, async () => {
    const caFile = join(backend.dataDir, 'receiver-ca.pem');
    await writeFile(caFile, target.ca);
    const env = {
      ...backend.env,
      ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_RETRY_DELAYS: '1,1,1,1,1',
      WORKER_LEASE_SECONDS: String(LEASE_SECONDS),
      NODE_EXTRA_CA_CERTS: caFile,
      LOG_LEVEL: 'silent',
    };

    const first = await spawnService(env);
    spawned.push(first);
    const registered = await post(`${first.url}/v1/auth/register`, { email: 'crash@example.com', password: 'Correct-horse-9' });
    const auth = { authorization: `Bearer ${String(registered.body.accessToken)}` };
    const webhook = await post(`${first.url}/v1/webhooks`, { url: target.url }, auth);
    expect(webhook.status).toBe(201);
    const test = await post(`${first.url}/v1/webhooks/${String(webhook.body.id)}/test`, {}, auth);
    expect(test.status).toBe(202);

    await waitFor('the second attempt to be in flight', () => (receivedAt.length >= 2 ? true : undefined));
    await first.stop('SIGKILL');

    const second = await spawnService(env);
    spawned.push(second);
    const delivered = await waitFor('the delivery to complete', async () => {
      const response = await fetch(`${second.url}/v1/webhooks/${String(webhook.body.id)}/deliveries`, { headers: auth });
      const { deliveries } = (await response.json()) as { deliveries: Array<Record<string, unknown>> };
      return deliveries[0]?.status === 'delivered' ? deliveries[0] : undefined;
    });

    expect(target.requests).toHaveLength(3);
    expect(target.requests.map((r) => r.headers['x-service-delivery'])).toEqual(Array(3).fill(test.body.delivery_id));
    expect(target.requests.map((r) => r.rawBody.toString())).toEqual(Array(3).fill(target.requests[0]!.rawBody.toString()));
    // The in-flight attempt was taken over only once its lease had run out.
    expect(receivedAt[2]! - receivedAt[1]!).toBeGreaterThanOrEqual(LEASE_SECONDS * 1000 - 250);
    expect(delivered).toMatchObject({ id: test.body.delivery_id, status: 'delivered', attempt_count: 2, error_code: null });
    expect((delivered.attempts as Array<{ attempt: number; status_code: number | null }>).map((a) => [a.attempt, a.status_code])).toEqual([
      [1, 500],
      [2, 200],
    ]);
  });
});
