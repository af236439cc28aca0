import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackendEnv, type BackendEnv } from '../support/backend.js';
import { startHttpsReceiver, type HttpsReceiver } from '../support/https-receiver.js';
import { spawnService, type SpawnedService } from '../support/spawn-service.js';
import { waitFor } from '../support/wait-for.js';

const DELIVERIES = 30;
const LEASE_SECONDS = 2;

let backend: BackendEnv | undefined;
let receiver: HttpsReceiver | undefined;
const spawned: SpawnedService[] = [];

afterEach(async () => {
  await Promise.all(spawned.splice(0).map((service) => service.stop('SIGKILL')));
  await receiver?.close();
  await backend?.cleanup();
  receiver = undefined;
  backend = undefined;
});

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A receiver that holds every request until `release` is called, then answers 200 to all. */
async function startHoldingReceiver() {
  const held: ServerResponse[] = [];
  const answered = new Set<string>();
  let releasedAfterMs: number | null = null;
  const server = await startHttpsReceiver((request, response) => {
    if (releasedAfterMs === null) {
      held.push(response);
      return;
    }
    setTimeout(() => {
      answered.add(String(request.headers['x-service-delivery']));
      response.writeHead(200).end('ok');
    }, releasedAfterMs);
  });
  return {
    server,
    held: () => held.length,
    /** Delivery ids answered 200 at least once. */
    answered: () => answered,
    /** From now on every request is answered 200 after `delayMs`. */
    answer(delayMs = 0) {
      releasedAfterMs = delayMs;
    },
  };
}

/** Starts a process, an account and one webhook, then asks for `DELIVERIES` test deliveries. */
async function startWithDeliveries(env: Record<string, string>) {
  const service = await spawnService(env);
  spawned.push(service);
  const registered = await post(`${service.url}/v1/auth/register`, { email: 'faults@example.com', password: 'Correct-horse-9' });
  const auth = { authorization: `Bearer ${String(registered.body.accessToken)}` };
  const webhook = await post(`${service.url}/v1/webhooks`, { url: receiver!.url }, auth);
  expect(webhook.status).toBe(201);
  const ids: string[] = [];
  for (let i = 0; i < DELIVERIES; i += 1) {
    const test = await post(`${service.url}/v1/webhooks/${String(webhook.body.id)}/test`, {}, auth);
    expect(test.status).toBe(202);
    ids.push(String(test.body.delivery_id));
  }
  return { service, ids };
}

async function serviceEnv(): Promise<Record<string, string>> {
  backend = await createBackendEnv();
  const caFile = join(backend.dataDir, 'receiver-ca.pem');
  await writeFile(caFile, receiver!.ca);
  return {
    ...backend.env,
    ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_RETRY_DELAYS: '1,1,1,1,1',
    WORKER_LEASE_SECONDS: String(LEASE_SECONDS),
    NODE_EXTRA_CA_CERTS: caFile,
    LOG_LEVEL: 'silent',
  };
}

describe('process faults with deliveries in flight', () => {
  it('SIGKILL: every delivery arrives after a restart, at least once, under its own delivery id', { timeout: 120_000 }, async () => {
    const holding = await startHoldingReceiver();
    receiver = holding.server;
    const env = await serviceEnv();
    const { service, ids } = await startWithDeliveries(env);
    await waitFor('deliveries held in flight', () => (holding.held() >= 1 ? true : undefined));
    await service.stop('SIGKILL');

    holding.answer();
    const restarted = await spawnService(env);
    spawned.push(restarted);
    await waitFor('all deliveries to arrive', () => (ids.every((id) => holding.answered().has(id)) ? true : undefined), 60_000);
    // Nothing arrived under an id that was not asked for: a retried delivery keeps its id.
    expect([...holding.answered()].sort()).toEqual([...ids].sort());
  });

  it('SIGTERM: exits 0 within 6 s, and a restart delivers whatever was left', { timeout: 120_000 }, async () => {
    const holding = await startHoldingReceiver();
    receiver = holding.server;
    holding.answer(200);
    const env = await serviceEnv();
    const { service, ids } = await startWithDeliveries(env);
    await waitFor('a delivery in flight', () => (receiver!.requests.length >= 1 ? true : undefined));
    const stopped = Date.now();
    expect(await service.stop('SIGTERM')).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(6_000);

    const restarted = await spawnService(env);
    spawned.push(restarted);
    await waitFor('all deliveries to arrive', () => (ids.every((id) => holding.answered().has(id)) ? true : undefined), 60_000);
    // Nothing arrived under an id that was not asked for: a retried delivery keeps its id.
    expect([...holding.answered()].sort()).toEqual([...ids].sort());
  });
});
