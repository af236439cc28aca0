import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createGuardedHttpClient } from '../../src/adapters/http/guarded-http-client.js';
import type { HttpClient } from '../../src/adapters/http/http-client.js';
import { closeInfrastructure, openInfrastructure } from '../../src/infrastructure.js';
import { createServices } from '../../src/services/create-services.js';
import { startCheckWorker, type CheckWorker } from '../../src/jobs/checks/check-worker.js';
import type { DeliveryWorker } from '../../src/jobs/deliveries/delivery-worker.js';
import { verifyWebhookSignature } from '../../src/verify-webhook-signature.js';
import { createThrowawayCa, startHttpsReceiver, type HttpsReceiver, type ThrowawayCa } from '../support/https-receiver.js';
import { productPage, startPageServer } from '../support/page-server.js';
import { startTestDeliveryWorker } from '../support/test-delivery-worker.js';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

// Tests move the test clock past the delay: nothing sleeps for it.
const CONFIRM_DELAY_SECONDS = 5;

let service: TestService;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let ca: ThrowawayCa;
let sender: HttpClient;
let deliveries: DeliveryWorker;
let checks: CheckWorker;
const receivers: HttpsReceiver[] = [];

beforeAll(async () => {
  pages = await startPageServer();
  ca = await createThrowawayCa();
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', FREE_DAILY_REQUESTS: '100000', CONFIRM_DELAY_SECONDS: String(CONFIRM_DELAY_SECONDS) });
  sender = createGuardedHttpClient({ allowPrivateNetworks: true, ca: ca.cert, timeoutMs: 2000 });
  deliveries = startTestDeliveryWorker(service, { sender, workerId: 'alerts-test', runInBackground: false });
  checks = startCheckWorker({ checkService: service.services.checks, log: pino({ level: 'silent' }), concurrency: 4, runInBackground: false });
});

afterEach(async () => {
  await service.infra.database.db.updateTable('deliveries').set({ status: 'failed', next_attempt_at: null }).where('status', '=', 'pending').execute();
  await service.infra.database.db.updateTable('monitors').set({ status: 'paused' }).execute();
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

afterAll(async () => {
  await checks.stop();
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
  // An API key, not the 15-minute access token: these tests move the clock.
  const key = await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: registered.auth, payload: { name: 'test' } });
  const auth = { 'x-api-key': (key.json() as { key: string }).key };
  const api = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const response = await service.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  };
  const created = async (url: string, payload: object) => {
    const answer = await api('POST', url, payload);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  return { user: registered, api, created };
}

const json = (request: { rawBody: Buffer }) => JSON.parse(request.rawBody.toString('utf8'));
const slackTarget = (server: HttpsReceiver) => `${server.url}services/T1/B1/slack-secret`;

describe('confirm before alerting', () => {
  it('reports nothing for a reading that flips back, and exactly one change with both readings for a real move', async () => {
    const { api, created } = await setUp();
    const hook = await receiver();
    await created('/v1/webhooks', { url: hook.url });
    pages.set('/kettle', productPage({ name: 'Kettle', price: '100.00' }));
    const monitor = await created('/v1/monitors', { mode: 'url', name: 'Kettle', url: pages.url('/kettle'), extractionPrompt: 'the price' });
    // A price monitor confirms by default.
    expect(monitor).toMatchObject({ confirmChanges: true, failureThreshold: 3, consecutive_failures: 0 });
    expect((await api('POST', `/v1/monitors/${monitor.id}/check`)).body.check.sources[0].outcome).toBe('baseline');

    // A: one odd reading (the page flips to 80 and back).
    pages.set('/kettle', productPage({ name: 'Kettle', price: '80.00' }));
    service.clock.advance(1000);
    const held = await api('POST', `/v1/monitors/${monitor.id}/check`);
    expect(held.body.change).toBeNull();
    expect(held.body.check.sources[0]).toMatchObject({ outcome: 'awaiting_confirmation', observation: { price: 80 } });
    const dueAt = (await api('GET', `/v1/monitors/${monitor.id}`)).body.next_check_at as number;
    expect(dueAt).toBeGreaterThanOrEqual(service.clock.now() + CONFIRM_DELAY_SECONDS * 1000);
    expect(dueAt).toBeLessThanOrEqual(service.clock.now() + CONFIRM_DELAY_SECONDS * 1250);

    pages.set('/kettle', productPage({ name: 'Kettle', price: '100.00' }));
    service.clock.advance(CONFIRM_DELAY_SECONDS * 1250);
    const hitsBefore = pages.hits('/kettle');
    await checks.runOnce();
    expect(pages.hits('/kettle')).toBe(hitsBefore + 1);
    expect((await api('GET', `/v1/monitors/${monitor.id}/changes`)).body.changes).toEqual([]);
    const log = (await api('GET', `/v1/monitors/${monitor.id}/checks`)).body.checks as Array<{ outcome: string; note: string | null; change_id: string | null }>;
    expect(log.map((entry) => entry.outcome)).toEqual(['unchanged', 'awaiting_confirmation', 'baseline']);
    expect(log[0]!.note).toMatch(/was not confirmed/);
    await deliveries.runOnce();
    expect(hook.requests).toHaveLength(0);

    // B: a real move, read twice.
    pages.set('/kettle', productPage({ name: 'Kettle', price: '80.00' }));
    const firstAt = service.clock.now();
    expect((await api('POST', `/v1/monitors/${monitor.id}/check`)).body.change).toBeNull();
    service.clock.advance(CONFIRM_DELAY_SECONDS * 1250);
    await checks.runOnce();
    const changes = (await api('GET', `/v1/monitors/${monitor.id}/changes`)).body.changes as Array<Record<string, any>>;
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ type: 'price', before: { price: 100 }, after: { price: 80 } });
    expect(changes[0]!.readings).toEqual([
      { at: firstAt, price: 80, currency: 'USD', availability: 'in_stock' },
      { at: service.clock.now(), price: 80, currency: 'USD', availability: 'in_stock' },
    ]);
    await deliveries.runOnce();
    expect(hook.requests).toHaveLength(1);
    const delivered = json(hook.requests[0]!);
    expect(delivered.type).toBe('change.detected');
    expect(delivered.data.change.id).toBe(changes[0]!.id);
    expect(delivered.data.change.readings).toHaveLength(2);

    // The confirmed reading is the new baseline: the next check reports nothing more.
    service.clock.advance(16 * 60_000);
    await checks.runOnce();
    expect((await api('GET', `/v1/monitors/${monitor.id}/changes`)).body.changes).toHaveLength(1);
  }, 120_000);

  it('keeps a held change in the database, where another worker process confirms it', async () => {
    const { api, created } = await setUp();
    pages.set('/lamp', productPage({ name: 'Lamp', price: '40.00' }));
    const monitor = await created('/v1/monitors', { mode: 'url', name: 'Lamp', url: pages.url('/lamp'), confirmChanges: true });
    await api('POST', `/v1/monitors/${monitor.id}/check`);
    pages.set('/lamp', productPage({ name: 'Lamp', price: '30.00' }));
    expect((await api('POST', `/v1/monitors/${monitor.id}/check`)).body.check.sources[0].outcome).toBe('awaiting_confirmation');

    // A second process on the same database, as after a restart or on another machine.
    const other = await openInfrastructure(service.config, { clock: service.clock, log: pino({ level: 'silent' }) });
    try {
      const otherChecks = startCheckWorker({ checkService: createServices(other).checks, log: pino({ level: 'silent' }), concurrency: 4, runInBackground: false });
      service.clock.advance(CONFIRM_DELAY_SECONDS * 1250);
      await otherChecks.runOnce();
      await otherChecks.stop();
    } finally {
      await closeInfrastructure(other);
    }
    const changes = (await api('GET', `/v1/monitors/${monitor.id}/changes`)).body.changes as Array<Record<string, any>>;
    expect(changes).toHaveLength(1);
    expect(changes[0]!.readings.map((reading: { price: number }) => reading.price)).toEqual([30, 30]);
  });

  it('reports at once when confirmation is off', async () => {
    const { api, created } = await setUp();
    pages.set('/mug', productPage({ name: 'Mug', price: '10.00' }));
    const monitor = await created('/v1/monitors', { mode: 'url', name: 'Mug', url: pages.url('/mug'), extractionPrompt: 'price', confirmChanges: false });
    expect(monitor.confirmChanges).toBe(false);
    await api('POST', `/v1/monitors/${monitor.id}/check`);
    pages.set('/mug', productPage({ name: 'Mug', price: '7.00' }));
    const checked = await api('POST', `/v1/monitors/${monitor.id}/check`);
    expect(checked.body.change).toMatchObject({ type: 'price', after: { price: 7 } });
    expect(checked.body.change.readings).toBeUndefined();
  });
});

describe('broken-monitor alerts', () => {
  it('sends one monitor.failing after three failed checks and one monitor.recovered after the next success, to subscribers only', async () => {
    const { api, created } = await setUp();
    const [subscribed, unsubscribed, slack] = [await receiver(), await receiver(), await receiver()];
    const hook = await created('/v1/webhooks', { url: subscribed.url, events: ['monitor.failing', 'monitor.recovered'] });
    expect(hook.events).toEqual(['monitor.failing', 'monitor.recovered']);
    const plain = await created('/v1/webhooks', { url: unsubscribed.url });
    expect(plain.events).toEqual(['change.detected']);
    const channel = await created('/v1/channels', { type: 'slack', target: slackTarget(slack) });
    expect(channel.events).toEqual(['change.detected', 'monitor.failing', 'monitor.recovered']);

    pages.set('/gone', { body: 'upstream broke', status: 503 });
    const monitor = await created('/v1/monitors', { mode: 'url', name: 'Flaky shop', url: pages.url('/gone') });
    for (let check = 1; check <= 2; check++) await api('POST', `/v1/monitors/${monitor.id}/check`);
    await deliveries.runOnce();
    expect([subscribed, unsubscribed, slack].map((r) => r.requests.length)).toEqual([0, 0, 0]);

    await api('POST', `/v1/monitors/${monitor.id}/check`);
    expect((await api('GET', `/v1/monitors/${monitor.id}`)).body.consecutive_failures).toBe(3);
    await deliveries.runOnce();
    expect(subscribed.requests).toHaveLength(1);
    const failing = subscribed.requests[0]!;
    expect(failing.headers['x-service-event']).toBe('monitor.failing');
    expect(verifyWebhookSignature(failing.rawBody, failing.headers['x-service-signature'], hook.secret as string)).toBe(true);
    expect(json(failing)).toMatchObject({
      type: 'monitor.failing',
      created_at: service.clock.now(),
      data: { monitor_id: monitor.id, monitor_name: 'Flaky shop', error: expect.stringContaining('HTTP 503'), failed_checks: 3, at: service.clock.now() },
    });
    expect(slack.requests).toHaveLength(1);
    expect(json(slack.requests[0]!).text).toBe('Flaky shop: Checks failed 3 times in a row');
    expect(JSON.stringify(json(slack.requests[0]!).blocks)).toContain('HTTP 503');

    // Once per run of failures.
    await api('POST', `/v1/monitors/${monitor.id}/check`);
    await deliveries.runOnce();
    expect([subscribed, slack].map((r) => r.requests.length)).toEqual([1, 1]);

    pages.set('/gone', productPage({ name: 'Back', price: '5.00' }));
    service.clock.advance(1000);
    await api('POST', `/v1/monitors/${monitor.id}/check`);
    await deliveries.runOnce();
    expect(subscribed.requests).toHaveLength(2);
    const recovered = subscribed.requests[1]!;
    expect(recovered.headers['x-service-event']).toBe('monitor.recovered');
    expect(verifyWebhookSignature(recovered.rawBody, recovered.headers['x-service-signature'], hook.secret as string)).toBe(true);
    expect(json(recovered)).toMatchObject({ type: 'monitor.recovered', data: { monitor_id: monitor.id, failed_checks: 4, at: service.clock.now() } });
    expect(json(recovered).data.error).toBeUndefined();
    expect(slack.requests).toHaveLength(2);
    expect(json(slack.requests[1]!).text).toBe('Flaky shop: Checks work again after failing 4 times');
    expect(unsubscribed.requests).toHaveLength(0);
    expect((await api('GET', `/v1/channels/${channel.id}/deliveries`)).body.deliveries.map((d: { status: string }) => d.status)).toEqual(['delivered', 'delivered']);
  });

  it("honours the monitor's failureThreshold and a channel that takes only changes", async () => {
    const { api, created } = await setUp();
    const slack = await receiver();
    await created('/v1/channels', { type: 'slack', target: slackTarget(slack), events: ['change.detected'] });
    const hook = await receiver();
    await created('/v1/webhooks', { url: hook.url, events: ['monitor.failing'] });
    pages.set('/down', { body: 'no', status: 500 });
    const monitor = await created('/v1/monitors', { mode: 'url', name: 'Down', url: pages.url('/down'), failureThreshold: 1 });
    expect(monitor.failureThreshold).toBe(1);
    await api('POST', `/v1/monitors/${monitor.id}/check`);
    await deliveries.runOnce();
    expect(hook.requests.map((r) => r.headers['x-service-event'])).toEqual(['monitor.failing']);
    expect(slack.requests).toHaveLength(0);
  });
});

describe('alert settings and events are validated', () => {
  it.each([
    ['/v1/monitors', { mode: 'url', name: 'x', url: 'https://example.com/', failureThreshold: 0 }, /failureThreshold/],
    ['/v1/monitors', { mode: 'url', name: 'x', url: 'https://example.com/', failureThreshold: 2.5 }, /failureThreshold/],
    ['/v1/monitors', { mode: 'url', name: 'x', url: 'https://example.com/', failureThreshold: '3' }, /failureThreshold/],
    ['/v1/monitors', { mode: 'url', name: 'x', url: 'https://example.com/', confirmChanges: 'yes' }, /confirmChanges/],
    ['/v1/webhooks', { url: 'https://example.com/hook', events: ['change.detected', 'monitor.deleted'] }, /events/],
    ['/v1/webhooks', { url: 'https://example.com/hook', events: [] }, /events/],
    ['/v1/webhooks', { url: 'https://example.com/hook', events: 'monitor.failing' }, /events/],
    ['/v1/channels', { type: 'slack', target: 'https://hooks.slack.com/services/T/B/C', events: [null] }, /events/],
  ])('POST %s %j is a 400 naming the field', async (url, payload, field) => {
    const { api } = await setUp();
    const answer = await api('POST', url, payload);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('ERR_INVALID_REQUEST');
    expect(answer.body.message).toMatch(field);
  });

  it('updates and resets the settings of a monitor', async () => {
    const { api, created } = await setUp();
    pages.set('/page', productPage({ name: 'Page', price: '1.00' }));
    const monitor = await created('/v1/monitors', { mode: 'url', name: 'Page', url: pages.url('/page') });
    expect(monitor).toMatchObject({ confirmChanges: false, failureThreshold: 3 });
    expect((await api('PATCH', `/v1/monitors/${monitor.id}`, { confirmChanges: true, failureThreshold: 7 })).body).toMatchObject({ confirmChanges: true, failureThreshold: 7 });
    expect((await api('GET', `/v1/monitors/${monitor.id}`)).body).toMatchObject({ confirmChanges: true, failureThreshold: 7 });
    expect((await api('PATCH', `/v1/monitors/${monitor.id}`, { confirmChanges: null, failureThreshold: null })).body).toMatchObject({ confirmChanges: false, failureThreshold: 3 });
    expect((await api('PATCH', `/v1/monitors/${monitor.id}`, { failureThreshold: -1 })).status).toBe(400);
  });
});
