import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createGuardedHttpClient } from '../../src/adapters/http/guarded-http-client.js';
import type { HttpClient } from '../../src/adapters/http/http-client.js';
import type { DeliveryWorker } from '../../src/jobs/deliveries/delivery-worker.js';
import { startDigestWorker, type DigestWorker } from '../../src/jobs/digests/digest-worker.js';
import { verifyWebhookSignature } from '../../src/verify-webhook-signature.js';
import { createThrowawayCa, startHttpsReceiver, type HttpsReceiver, type ThrowawayCa } from '../support/https-receiver.js';
import { productPage, startPageServer } from '../support/page-server.js';
import { startTestDeliveryWorker } from '../support/test-delivery-worker.js';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

const HOUR_MS = 3_600_000;

let service: TestService;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let ca: ThrowawayCa;
let sender: HttpClient;
let deliveries: DeliveryWorker;
let digests: DigestWorker;
const receivers: HttpsReceiver[] = [];

beforeAll(async () => {
  pages = await startPageServer();
  ca = await createThrowawayCa();
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', FREE_DAILY_REQUESTS: '100000' });
  sender = createGuardedHttpClient({ allowPrivateNetworks: true, ca: ca.cert, timeoutMs: 2000 });
  deliveries = startTestDeliveryWorker(service, { sender, workerId: 'digests-test', runInBackground: false });
  digests = startDigestWorker({
    digests: service.infra.repositories.digests,
    clock: service.clock,
    log: pino({ level: 'silent' }),
    config: service.config,
    workerId: 'digests-test',
    runInBackground: false,
  });
});

afterEach(async () => {
  await service.infra.database.db.updateTable('monitors').set({ status: 'paused' }).execute();
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

afterAll(async () => {
  await digests.stop();
  await deliveries.stop();
  await sender.close();
  await service.close();
  await pages.close();
});

async function receiver(): Promise<HttpsReceiver> {
  const started = await startHttpsReceiver((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'), { ca });
  receivers.push(started);
  return started;
}

async function setUp() {
  const registered = await registerUser(service.app);
  const key = await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: registered.auth, payload: { name: 'test' } });
  const auth = { 'x-api-key': (key.json() as { key: string }).key };
  const api = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await service.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  };
  const created = async (url: string, payload: object) => {
    const answer = await api('POST', url, payload);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  return { api, created };
}

const json = (request: { rawBody: Buffer }) => JSON.parse(request.rawBody.toString('utf8'));
const slackTarget = (server: HttpsReceiver) => `${server.url}services/T1/B1/slack-secret`;

/** Moves the test clock to `minutes` past the next full UTC hour. */
function moveToNextHour(minutes: number): number {
  const now = service.clock.now();
  const target = (Math.floor(now / HOUR_MS) + 1) * HOUR_MS + minutes * 60_000;
  service.clock.set(target);
  return target;
}

async function runJobs() {
  await digests.runOnce();
  await deliveries.runOnce();
}

describe('digests', () => {
  it('sends an hourly digest of three changes as one signed delivery, and nothing for an empty hour', async () => {
    const { api, created } = await setUp();
    const digestHook = await receiver();
    const immediateHook = await receiver();
    const slack = await receiver();
    moveToNextHour(5);
    const hook = await created('/v1/webhooks', { url: digestHook.url, digest: 'hourly', timezone: 'Europe/Berlin' });
    expect(hook).toMatchObject({ digest: 'hourly', digestAt: null, timezone: 'Europe/Berlin' });
    await created('/v1/webhooks', { url: immediateHook.url });
    const channel = await created('/v1/channels', { type: 'slack', target: slackTarget(slack), digest: 'hourly' });
    expect(channel).toMatchObject({ digest: 'hourly', digestAt: null, timezone: 'UTC' });

    pages.set('/dg-kettle', productPage({ name: 'Kettle', price: '100.00' }));
    const monitor = await created('/v1/monitors', { mode: 'url', name: 'Kettle', url: pages.url('/dg-kettle'), confirmChanges: false });
    await api('POST', `/v1/monitors/${monitor.id}/check`);
    for (const price of ['90.00', '80.00', '70.00']) {
      pages.set('/dg-kettle', productPage({ name: 'Kettle', price }));
      service.clock.advance(60_000);
      expect((await api('POST', `/v1/monitors/${monitor.id}/check`)).body.change).not.toBeNull();
    }
    await runJobs();
    // Immediate destinations get each change at once; the digest ones wait for the hour to close.
    expect(immediateHook.requests).toHaveLength(3);
    expect(digestHook.requests).toHaveLength(0);
    expect(slack.requests).toHaveLength(0);

    moveToNextHour(0);
    await runJobs();
    expect(digestHook.requests).toHaveLength(1);
    const delivery = digestHook.requests[0]!;
    expect(delivery.headers['x-service-event']).toBe('changes.digest');
    expect(verifyWebhookSignature(delivery.rawBody, delivery.headers['x-service-signature'], hook.secret as string)).toBe(true);
    const body = json(delivery);
    const changes = (await api('GET', `/v1/monitors/${monitor.id}/changes`)).body.changes as Array<{ id: string }>;
    expect(body).toMatchObject({ type: 'changes.digest', created_at: service.clock.now(), data: { digest: 'hourly', period_end: service.clock.now() } });
    expect(body.id).toMatch(/^evt-/);
    expect(body.data.changes.map((change: { id: string }) => change.id)).toEqual(changes.map((change) => change.id).reverse());
    expect(body.data.changes.map((change: { after: { price: number } }) => change.after.price)).toEqual([90, 80, 70]);

    expect(slack.requests).toHaveLength(1);
    const message = json(slack.requests[0]!);
    expect(message.text).toBe('3 changes in your hourly digest');
    expect(message.blocks[1].text.text.split('\n')).toHaveLength(3);

    // The delivery log counts the digest as one delivery, of the digest event.
    const log = (await api('GET', `/v1/webhooks/${hook.id}/deliveries`)).body.deliveries as Array<{ event_type: string; status: string }>;
    expect(log).toEqual([expect.objectContaining({ event_type: 'changes.digest', status: 'delivered' })]);

    // An hour without changes sends nothing.
    moveToNextHour(0);
    await runJobs();
    expect(digestHook.requests).toHaveLength(1);
    expect(slack.requests).toHaveLength(1);
    expect(immediateHook.requests).toHaveLength(3);
  }, 60_000);

  it('counts a digest as one delivery against the hourly cap', async () => {
    const { api, created } = await setUp();
    const digestHook = await receiver();
    const immediateHook = await receiver();
    // A worker whose cap lets one attempt an hour through per destination.
    const capped = startTestDeliveryWorker(service, { sender, workerId: 'digests-capped', runInBackground: false, hourlyLimit: 1 });
    try {
      moveToNextHour(5);
      await created('/v1/webhooks', { url: digestHook.url, digest: 'hourly' });
      const immediate = await created('/v1/webhooks', { url: immediateHook.url });
      pages.set('/dg-cap', productPage({ name: 'Lamp', price: '40.00' }));
      const monitor = await created('/v1/monitors', { mode: 'url', name: 'Lamp', url: pages.url('/dg-cap'), confirmChanges: false });
      await api('POST', `/v1/monitors/${monitor.id}/check`);
      for (const price of ['35.00', '30.00', '25.00']) {
        pages.set('/dg-cap', productPage({ name: 'Lamp', price }));
        service.clock.advance(60_000);
        await api('POST', `/v1/monitors/${monitor.id}/check`);
      }
      moveToNextHour(0);
      await digests.runOnce();
      await capped.runOnce();
      expect(digestHook.requests).toHaveLength(1);
      expect(json(digestHook.requests[0]!).data.changes).toHaveLength(3);
      // The same three changes one by one: the cap sends the first and holds the other two.
      expect(immediateHook.requests).toHaveLength(1);
      const log = (await api('GET', `/v1/webhooks/${immediate.id}/deliveries`)).body.deliveries as Array<{ attempts: Array<{ error: string | null }> }>;
      expect(log.filter((delivery) => delivery.attempts.some((attempt) => /deliveries in the last hour/.test(attempt.error ?? '')))).toHaveLength(2);
    } finally {
      await capped.stop();
    }
  }, 60_000);

  it('sends monitor.failing at once to a digest destination', async () => {
    const { api, created } = await setUp();
    const hook = await receiver();
    await created('/v1/webhooks', { url: hook.url, digest: 'daily', digestAt: '08:00', timezone: 'Asia/Tokyo', events: ['change.detected', 'monitor.failing'] });
    pages.set('/dg-down', { body: 'down', status: 503 });
    const monitor = await created('/v1/monitors', { mode: 'url', name: 'Down', url: pages.url('/dg-down'), failureThreshold: 1 });
    await api('POST', `/v1/monitors/${monitor.id}/check`);
    await runJobs();
    expect(hook.requests.map((request) => request.headers['x-service-event'])).toEqual(['monitor.failing']);
  });

  it('plans a daily digest at the local time of its zone', async () => {
    const { created } = await setUp();
    service.clock.set(Date.parse('2026-11-26T10:00:00Z'));
    const channel = await created('/v1/channels', { type: 'slack', target: 'https://hooks.slack.com/services/T/B/C', digest: 'daily', digestAt: '08:30', timezone: 'America/New_York' });
    expect(channel).toMatchObject({ digest: 'daily', digestAt: '08:30', timezone: 'America/New_York' });
    const row = await service.infra.database.db.selectFrom('digests').selectAll().where('id', '=', channel.id).executeTakeFirstOrThrow();
    // 08:30 in New York in November (EST, UTC-5) is 13:30 UTC.
    expect(Number(row.next_digest_at)).toBe(Date.parse('2026-11-26T13:30:00Z'));
  });

  it.each([
    [{ digest: 'weekly' }, /^digest must be one of/],
    [{ digest: 'daily', digestAt: '25:00' }, /^digestAt must be/],
    [{ digest: 'daily', timezone: 'Europe/Nowhere' }, /^timezone must be an IANA time zone/],
    [{ digest: 'hourly', digestAt: '08:00' }, /^digestAt is used only with digest daily/],
    [{ timezone: 'UTC' }, /^digestAt and timezone are used only/],
  ])('refuses %j with a 400 naming the field, on webhooks and channels', async (fields, message) => {
    const { api } = await setUp();
    for (const [url, payload] of [
      ['/v1/webhooks', { url: 'https://example.com/hook', ...fields }],
      ['/v1/channels', { type: 'slack', target: 'https://hooks.slack.com/services/T/B/C', ...fields }],
    ] as const) {
      const answer = await api('POST', url, payload);
      expect(answer.status, `${url} ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.code).toBe('ERR_INVALID_REQUEST');
      expect(answer.body.message).toMatch(message);
    }
  });
});
