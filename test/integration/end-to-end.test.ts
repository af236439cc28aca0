import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackendEnv, type BackendEnv } from '../support/backend.js';
import { startHttpsReceiver, type HttpsReceiver } from '../support/https-receiver.js';
import { spawnService, type SpawnedService } from '../support/spawn-service.js';
import { productPage, startPageServer } from '../support/page-server.js';
import { verifyStandardWebhook, verifyWebhookSignature } from '../../src/index.js';

let backend: BackendEnv;
let receiver: HttpsReceiver;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let service: SpawnedService | undefined;

beforeAll(async () => {
  backend = await createBackendEnv();
  pages = await startPageServer();
  receiver = await startHttpsReceiver((_request, response) => response.writeHead(204).end());
});

afterAll(async () => {
  await service?.stop('SIGKILL');
  await receiver.close();
  await pages.close();
  await backend.cleanup();
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${service!.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('end to end', () => {
  it('turns a price drop on a page into a signed change.detected delivery that verifies', { timeout: 120_000 }, async () => {
    const caFile = join(backend.dataDir, 'receiver-ca.pem');
    await writeFile(caFile, receiver.ca);
    service = await spawnService({ ...backend.env, ALLOW_PRIVATE_NETWORKS: 'true', NODE_EXTRA_CA_CERTS: caFile, SCHEDULER: 'off', LOG_LEVEL: 'silent' });

    const registered = await call('POST', '/v1/auth/register', { email: 'e2e@example.com', password: 'Correct-horse-9' });
    expect(registered.status).toBe(201);
    const auth = { authorization: `Bearer ${registered.body.accessToken}` };
    const key = await call('POST', '/v1/api-keys', { name: 'e2e' }, auth);
    const apiKey = { 'x-api-key': key.body.key as string };

    const webhook = await call('POST', '/v1/webhooks', { url: receiver.url }, apiKey);
    expect(webhook.status).toBe(201);
    const secret = webhook.body.secret as string;

    pages.set('/deal', productPage({ name: 'Nintendo Switch 2', price: '449.99' }));
    // The check-now answer carries the change only when it alerts at once; confirmation has its own tests.
    const monitor = await call('POST', '/v1/monitors', { mode: 'nlp', intent: `tell me when the Nintendo Switch 2 gets cheaper at ${pages.url('/deal')}`, confirmChanges: false }, apiKey);
    expect(monitor.status).toBe(201);
    expect((await call('POST', `/v1/monitors/${monitor.body.id}/check`, undefined, apiKey)).body.change).toBeNull();

    pages.set('/deal', productPage({ name: 'Nintendo Switch 2', price: '399.99', noise: 'just now' }));
    const checked = await call('POST', `/v1/monitors/${monitor.body.id}/check`, undefined, apiKey);
    const change = checked.body.change;
    expect(change).toMatchObject({ type: 'price', before: { price: 449.99 }, after: { price: 399.99 } });

    const deadline = Date.now() + 20_000;
    while (receiver.requests.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(receiver.requests).toHaveLength(1);
    const delivery = receiver.requests[0]!;
    const rawBody = delivery.rawBody;
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['user-agent']).toBe('Service-Webhooks/1.0');
    expect(delivery.headers['x-service-event']).toBe('change.detected');
    expect(delivery.headers['x-service-delivery']).toMatch(/^dlv-/);
    expect(verifyWebhookSignature(rawBody, delivery.headers['x-service-signature'] as string, secret)).toBe(true);
    expect(verifyWebhookSignature(Buffer.concat([rawBody, Buffer.from(' ')]), delivery.headers['x-service-signature'] as string, secret)).toBe(false);
    expect(verifyStandardWebhook(rawBody, delivery.headers as Record<string, string>, secret)).toBe(true);

    const envelope = JSON.parse(rawBody.toString('utf8'));
    expect(envelope).toEqual({ id: expect.stringMatching(/^evt-/), type: 'change.detected', created_at: change.detected_at, data: { change } });

    // The receiver has answered; the worker records the attempt right after.
    let log = await call('GET', `/v1/webhooks/${webhook.body.id}/deliveries`, undefined, apiKey);
    while (log.body.deliveries[0]?.status === 'pending' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      log = await call('GET', `/v1/webhooks/${webhook.body.id}/deliveries`, undefined, apiKey);
    }
    expect(log.body.deliveries[0]).toMatchObject({ id: delivery.headers['x-service-delivery'], event_id: envelope.id, status: 'delivered', attempt_count: 1 });
  });
});
