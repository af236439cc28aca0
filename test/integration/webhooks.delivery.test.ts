import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../src/adapters/http/http-client.js';
import { createGuardedHttpClient } from '../../src/adapters/http/guarded-http-client.js';
import { type DeliveryWorker } from '../../src/jobs/deliveries/delivery-worker.js';
import { enqueueEvent } from '../../src/storage/repositories/outbox.js';
import { verifyStandardWebhook, verifyWebhookSignature } from '../../src/verify-webhook-signature.js';
import { createThrowawayCa, startHttpsReceiver, type HttpsReceiver, type ThrowawayCa } from '../support/https-receiver.js';
import { freePort } from '../support/spawn-service.js';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';
import { startTestDeliveryWorker } from '../support/test-delivery-worker.js';

const SECOND = 1000;
const DAY = 86_400_000;
// Long enough for a hundred TLS handshakes at once on a loaded CI machine (at 400 ms, six of the
// cap test's hundred timed out there); short enough that the hanging receiver's test stays quick.
const TIMEOUT_MS = 2_000;

let service: TestService;
let ca: ThrowawayCa;
let sender: HttpClient;
let worker: DeliveryWorker;
const receivers: HttpsReceiver[] = [];

beforeAll(async () => {
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', FREE_DAILY_REQUESTS: '100000' });
  ca = await createThrowawayCa();
  sender = createGuardedHttpClient({ allowPrivateNetworks: true, ca: ca.cert, timeoutMs: TIMEOUT_MS });
  worker = startTestDeliveryWorker(service, {
    sender,
    workerId: 'test-worker',
    runInBackground: false,
  });
});

// Deliveries left pending by a test must not reach the next test's runOnce.
afterEach(async () => {
  await service.infra.database.db.updateTable('deliveries').set({ status: 'failed', next_attempt_at: null }).where('status', '=', 'pending').execute();
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

afterAll(async () => {
  await worker.stop();
  await sender.close();
  await service.close();
});

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
const answer = (status: number, headers: Record<string, string> = {}): Handler => (_req, res) => res.writeHead(status, headers).end(`answer ${status}`);

async function receiver(handler: Handler, selfSigned = false): Promise<HttpsReceiver> {
  const started = await startHttpsReceiver((req, res) => handler(req, res), selfSigned ? { selfSigned: true } : { ca });
  receivers.push(started);
  return started;
}

interface Attempt {
  attempt: number;
  attempted_at: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  response_body: string | null;
}
interface Delivery {
  id: string;
  event_id: string;
  status: string;
  attempt_count: number;
  next_attempt_at: number | null;
  error_code: string | null;
  attempts: Attempt[];
}

async function setUp(url: string) {
  const registered = await registerUser(service.app);
  // An API key, not the 15-minute access token: these tests move the clock by days.
  const key = await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: registered.auth, payload: { name: 'test' } });
  const user = { ...registered, auth: { 'x-api-key': (key.json() as { key: string }).key } };
  const created = await service.app.inject({ method: 'POST', url: '/v1/webhooks', headers: user.auth, payload: { url } });
  expect(created.statusCode).toBe(201);
  const webhook = created.json() as { id: string; secret: string };
  const api = async (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) => {
    const response = await service.app.inject({ method, url: `/v1/webhooks/${webhook.id}${path}`, headers: user.auth, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  return {
    user,
    webhook,
    api,
    async sendTest() {
      const { status, body } = await api('POST', '/test');
      expect(status).toBe(202);
      return body as { event_id: string; delivery_id: string };
    },
    /** The whole delivery log, newest first (tests queue up to a few hundred). */
    async log(): Promise<Delivery[]> {
      const all: Delivery[] = [];
      for (let page = 1; ; page++) {
        const { body } = await api('GET', `/deliveries?limit=100&page=${page}`);
        all.push(...(body.deliveries as Delivery[]));
        if (page >= (body.pagination as { totalPages: number }).totalPages) return all;
      }
    },
  };
}

describe('webhook delivery to a real HTTPS receiver', () => {
  it('sends the envelope with the SPEC 6.2 headers, both signatures and the stored body bytes', async () => {
    const target = await receiver(answer(200));
    const hook = await setUp(target.url);
    const { event_id, delivery_id } = await hook.sendTest();
    expect(await worker.runOnce()).toBe(1);

    expect(target.requests).toHaveLength(1);
    const [request] = target.requests;
    const { headers, rawBody } = request!;
    expect(request!.method).toBe('POST');
    expect(headers['content-type']).toBe('application/json');
    expect(headers['user-agent']).toBe('Service-Webhooks/1.0');
    expect(headers['x-service-event']).toBe('change.detected');
    expect(headers['x-service-delivery']).toBe(delivery_id);
    expect(headers['webhook-id']).toBe(event_id);
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(service.clock.now() / 1000)));
    expect(headers['x-service-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(rawBody, headers['x-service-signature'], hook.webhook.secret)).toBe(true);
    expect(verifyStandardWebhook(rawBody, headers, hook.webhook.secret, { nowSeconds: service.clock.now() / 1000 })).toBe(true);
    expect(verifyWebhookSignature(rawBody, headers['x-service-signature'], 'whsec_wrong')).toBe(false);

    const stored = await service.infra.database.db.selectFrom('events').select('body').where('id', '=', event_id).executeTakeFirstOrThrow();
    expect(rawBody.toString('utf8')).toBe(stored.body);
    const envelope = JSON.parse(rawBody.toString('utf8')) as { id: string; type: string; created_at: number; data: { change: Record<string, unknown> } };
    expect(Object.keys(envelope)).toEqual(['id', 'type', 'created_at', 'data']);
    expect(envelope).toMatchObject({ id: event_id, type: 'change.detected', created_at: service.clock.now() });
    expect(envelope.data.change).toMatchObject({ monitor_id: 'mon-sample', type: 'price', before: { price: 399.99 }, after: { price: 329.99 } });

    const [delivery] = await hook.log();
    expect(delivery).toMatchObject({ id: delivery_id, status: 'delivered', attempt_count: 1, next_attempt_at: null, error_code: null });
    expect(delivery!.attempts).toEqual([
      { attempt: 1, attempted_at: service.clock.now(), status_code: 200, error: null, duration_ms: expect.any(Number), response_body: 'answer 200' },
    ]);
  });

  it('retries on the schedule with the same delivery id until a 2xx', async () => {
    let calls = 0;
    const target = await receiver((req, res) => answer(++calls <= 2 ? 500 : 204)(req, res));
    const hook = await setUp(target.url);
    const { delivery_id } = await hook.sendTest();
    const start = service.clock.now();

    expect(await worker.runOnce()).toBe(1);
    expect((await hook.log())[0]).toMatchObject({ status: 'pending', attempt_count: 1, next_attempt_at: start + 15 * SECOND });
    service.clock.advance(14 * SECOND);
    expect(await worker.runOnce()).toBe(0);
    service.clock.advance(1 * SECOND);
    expect(await worker.runOnce()).toBe(1);
    expect((await hook.log())[0]).toMatchObject({ status: 'pending', attempt_count: 2, next_attempt_at: start + 75 * SECOND });
    service.clock.advance(60 * SECOND);
    expect(await worker.runOnce()).toBe(1);

    expect(target.requests.map((r) => r.headers['x-service-delivery'])).toEqual([delivery_id, delivery_id, delivery_id]);
    const [delivery] = await hook.log();
    expect(delivery).toMatchObject({ status: 'delivered', attempt_count: 3, error_code: null, next_attempt_at: null });
    expect(delivery!.attempts.map((a) => [a.attempt, a.status_code, a.error])).toEqual([
      [1, 500, 'HTTP 500'],
      [2, 500, 'HTTP 500'],
      [3, 204, null],
    ]);
  });

  it('fails after exactly the configured attempts and then sends nothing more', async () => {
    const target = await receiver(answer(500));
    const hook = await setUp(target.url);
    await hook.sendTest();
    for (let i = 0; i < 8; i++) {
      await worker.runOnce();
      service.clock.advance(DAY);
    }
    expect(target.requests).toHaveLength(service.config.webhookMaxAttempts);
    const [delivery] = await hook.log();
    expect(delivery).toMatchObject({ status: 'failed', attempt_count: 6, error_code: 'ERR_WEBHOOK_DELIVERY_FAILED', next_attempt_at: null });
    expect(delivery!.attempts).toHaveLength(6);
  });

  const failures: Array<{ name: string; start: () => Promise<string>; statusCode: number | null; error: RegExp; requests?: number }> = [
    {
      name: 'a receiver that hangs past the timeout',
      start: async () => (await receiver(() => undefined)).url,
      statusCode: null,
      error: /timed? ?out/i,
    },
    {
      name: 'a refused connection',
      start: async () => `https://127.0.0.1:${await freePort()}/`,
      statusCode: null,
      error: /refused/i,
    },
    {
      name: 'a redirect',
      start: async () => (await receiver(answer(302, { location: 'https://127.0.0.1:1/elsewhere' }))).url,
      statusCode: 302,
      error: /redirect \(HTTP 302\) not followed/,
      requests: 1,
    },
    {
      name: 'an untrusted self-signed certificate',
      start: async () => (await receiver(answer(200), true)).url,
      statusCode: null,
      error: /certificate/i,
      requests: 0,
    },
  ];
  it.each(failures)('records $name as a failed attempt and schedules a retry', async ({ start, statusCode, error, requests }) => {
    const url = await start();
    const hook = await setUp(url);
    await hook.sendTest();
    expect(await worker.runOnce()).toBe(1);
    const [delivery] = await hook.log();
    expect(delivery).toMatchObject({ status: 'pending', attempt_count: 1, next_attempt_at: service.clock.now() + 15 * SECOND });
    expect(delivery!.attempts[0]!.status_code).toBe(statusCode);
    expect(delivery!.attempts[0]!.error).toMatch(error);
    if (requests !== undefined) expect(receivers.at(-1)!.requests).toHaveLength(requests);
  });

  it('honours Retry-After on 429 and 503, never beyond the longest delay', async () => {
    const answers = [answer(503, { 'retry-after': '120' }), answer(429, { 'retry-after': '9999999' }), answer(200)];
    let call = 0;
    const target = await receiver((req, res) => answers[call++]!(req, res));
    const hook = await setUp(target.url);
    await hook.sendTest();
    const start = service.clock.now();
    await worker.runOnce();
    expect((await hook.log())[0]!.next_attempt_at).toBe(start + 120 * SECOND);
    service.clock.advance(120 * SECOND);
    await worker.runOnce();
    expect((await hook.log())[0]!.next_attempt_at).toBe(service.clock.now() + 43_200 * SECOND);
    service.clock.advance(43_200 * SECOND);
    await worker.runOnce();
    expect((await hook.log())[0]).toMatchObject({ status: 'delivered', attempt_count: 3 });
    expect(target.requests).toHaveLength(3);
  });

  it('caps a webhook at 100 attempts an hour: the next is recorded as failed without a request and retried later', async () => {
    const target = await receiver(answer(200));
    const hook = await setUp(target.url);
    const now = service.clock.now();
    await service.infra.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 101; i++) {
        const ids = await enqueueEvent(trx, { eventId: `evt-cap-${i}-${now}`, userId: hook.user.user.id, type: 'change.detected', body: `{"n":${i}}`, createdAt: now });
        expect(ids).toHaveLength(1);
      }
    });
    expect(await worker.runOnce()).toBe(101);
    expect(target.requests).toHaveLength(100);
    const capped = (await hook.log()).filter((d) => d.status === 'pending');
    expect(capped).toHaveLength(1);
    expect(capped[0]!.attempts).toEqual([
      { attempt: 1, attempted_at: now, status_code: null, error: 'over 100 deliveries in the last hour', duration_ms: 0, response_body: null },
    ]);
    expect(capped[0]!.next_attempt_at).toBe(now + 15 * SECOND);

    service.clock.advance(15 * SECOND);
    expect(await worker.runOnce()).toBe(1);
    expect(target.requests).toHaveLength(100);
    service.clock.advance(3_600 * SECOND);
    await worker.runOnce();
    expect(target.requests).toHaveLength(101);
    expect((await hook.log()).every((d) => d.status === 'delivered')).toBe(true);
  });

  it('re-delivers a failed delivery under a new delivery id with the same event id and body', async () => {
    let fail = true;
    const target = await receiver((req, res) => answer(fail ? 500 : 200)(req, res));
    const hook = await setUp(target.url);
    const { event_id, delivery_id } = await hook.sendTest();
    for (let i = 0; i < 6; i++) {
      await worker.runOnce();
      service.clock.advance(DAY);
    }
    expect((await hook.log())[0]!.status).toBe('failed');
    fail = false;
    const again = await hook.api('POST', `/deliveries/${delivery_id}/redeliver`);
    expect(again.status).toBe(202);
    expect(await worker.runOnce()).toBe(1);
    const last = target.requests.at(-1)!;
    expect(last.headers['x-service-delivery']).toBe(again.body.id);
    expect(last.headers['x-service-delivery']).not.toBe(delivery_id);
    expect(last.headers['webhook-id']).toBe(event_id);
    expect(last.rawBody.equals(target.requests[0]!.rawBody)).toBe(true);
    const log = await hook.log();
    expect(log.map((d) => [d.id, d.status])).toEqual([
      [again.body.id, 'delivered'],
      [delivery_id, 'failed'],
    ]);
  });

  it('signs with both secrets during a rotation grace period, then with the new one only', async () => {
    const target = await receiver(answer(200));
    const hook = await setUp(target.url);
    const old = hook.webhook.secret;
    const rotated = await hook.api('POST', '/regenerate', { gracePeriodSeconds: 600 });
    const fresh = String(rotated.body.secret);
    await hook.sendTest();
    await worker.runOnce();
    const during = target.requests[0]!;
    const nowSeconds = service.clock.now() / 1000;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifyStandardWebhook(during.rawBody, during.headers, fresh, { nowSeconds })).toBe(true);
    expect(verifyStandardWebhook(during.rawBody, during.headers, old, { nowSeconds })).toBe(true);
    expect(verifyWebhookSignature(during.rawBody, during.headers['x-service-signature'], fresh)).toBe(true);
    expect(verifyWebhookSignature(during.rawBody, during.headers['x-service-signature'], old)).toBe(false);

    service.clock.advance(601 * SECOND);
    await hook.sendTest();
    await worker.runOnce();
    const after = target.requests[1]!;
    const later = service.clock.now() / 1000;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifyStandardWebhook(after.rawBody, after.headers, fresh, { nowSeconds: later })).toBe(true);
    expect(verifyStandardWebhook(after.rawBody, after.headers, old, { nowSeconds: later })).toBe(false);
  });

  it('fails a pending delivery of a deactivated webhook without sending it', async () => {
    const target = await receiver(answer(200));
    const hook = await setUp(target.url);
    await hook.sendTest();
    await hook.api('DELETE', '');
    expect(await worker.runOnce()).toBe(1);
    expect(target.requests).toHaveLength(0);
    const [delivery] = await hook.log();
    expect(delivery).toMatchObject({ status: 'failed', error_code: 'ERR_WEBHOOK_DELIVERY_FAILED', attempt_count: 1 });
    expect(delivery!.attempts[0]).toMatchObject({ status_code: null, error: 'webhook is inactive: delivery not sent' });
  });

  it('fans an event out only to the active webhooks of its user', async () => {
    const target = await receiver(answer(200));
    const hook = await setUp(target.url);
    const second = await service.app.inject({ method: 'POST', url: '/v1/webhooks', headers: hook.user.auth, payload: { url: target.url } });
    await hook.api('DELETE', '');
    const ids = await enqueueEvent(service.infra.database.db, {
      eventId: `evt-fanout-${service.clock.now()}`,
      userId: hook.user.user.id,
      type: 'change.detected',
      body: '{}',
      createdAt: service.clock.now(),
    });
    expect(ids).toHaveLength(1);
    const row = await service.infra.database.db.selectFrom('deliveries').selectAll().where('id', '=', ids[0]!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ webhook_id: (second.json() as { id: string }).id, status: 'pending', next_attempt_at: service.clock.now() });
  });

  it('starts the first attempt of a test event at once when a background worker is woken', async () => {
    const target = await receiver(answer(200));
    const hook = await setUp(target.url);
    const background = startTestDeliveryWorker(service, {
      sender,
      workerId: 'background-worker',
      pollIntervalMs: 60_000,
    });
    const unlisten = service.services.deliveryWakeup.listen(() => background.wake());
    try {
      // Let the first, empty poll finish so the worker sits in its 60 s idle wait.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      await hook.sendTest();
      while (target.requests.length === 0 && Date.now() - started < 5_000) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(target.requests).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      unlisten();
      await background.stop();
    }
  });
  it('keeps delivering to a fast receiver while another webhook of the same user hangs (background loop)', async () => {
    const EVENTS = 5;
    const hanging = await receiver(() => undefined);
    const fast = await receiver(answer(200));
    const hook = await setUp(hanging.url);
    const second = await service.app.inject({ method: 'POST', url: '/v1/webhooks', headers: hook.user.auth, payload: { url: fast.url } });
    const fastId = (second.json() as { id: string }).id;
    // Both receivers are on 127.0.0.1: room for every request on that host, since this test is about the worker, not the sender's per-host queue.
    const slowSender = createGuardedHttpClient({ allowPrivateNetworks: true, ca: ca.cert, timeoutMs: 3_000, perHostConcurrency: 2 * EVENTS });
    const background = startTestDeliveryWorker(service, {
      sender: slowSender,
      workerId: 'pipeline-worker',
      pollIntervalMs: 50,
    });
    const rowsOf = (webhookId: string) =>
      service.infra.database.db.selectFrom('deliveries').select(['status', 'attempt_count', 'lease_owner']).where('webhook_id', '=', webhookId).execute();
    const waitUntil = async (what: string, done: () => Promise<boolean>, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      const now = service.clock.now();
      const started = Date.now();
      await service.infra.database.db.transaction().execute(async (trx) => {
        for (let i = 0; i < EVENTS; i++) {
          const ids = await enqueueEvent(trx, { eventId: `evt-slow-${i}-${now}`, userId: hook.user.user.id, type: 'change.detected', body: `{"n":${i}}`, createdAt: now });
          expect(ids).toHaveLength(2);
        }
      });
      background.wake();

      await waitUntil('the fast deliveries', async () => (await rowsOf(fastId)).every((row) => row.status === 'delivered'), 5_000);
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(fast.requests).toHaveLength(EVENTS);
      await waitUntil('the hanging requests to arrive', async () => hanging.requests.length === EVENTS, 1_000);
      // Still in flight: sent, unanswered, nothing recorded, the lease held.
      expect(await rowsOf(hook.webhook.id)).toEqual(Array(EVENTS).fill({ status: 'pending', attempt_count: 0, lease_owner: 'pipeline-worker' }));

      await waitUntil('the hanging attempts to time out', async () => (await rowsOf(hook.webhook.id)).every((row) => row.attempt_count === 1), 10_000);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
      expect(await rowsOf(hook.webhook.id)).toEqual(Array(EVENTS).fill({ status: 'pending', attempt_count: 1, lease_owner: null }));
      const [timedOut] = await hook.log();
      expect(timedOut!.attempts[0]).toMatchObject({ status_code: null, error: expect.stringMatching(/timed? ?out/i) });
    } finally {
      await background.stop();
      await slowSender.close();
    }
  });
  it('sends a delivery once when its lease runs out while it is still in flight: the same worker renews the lease', async () => {
    let answerAll: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answerAll = resolve));
    const held = await receiver((_request, response) => void answered.then(() => response.writeHead(200).end('ok')));
    const hook = await setUp(held.url);
    const slowSender = createGuardedHttpClient({ allowPrivateNetworks: true, ca: ca.cert, timeoutMs: 10_000 });
    const background = startTestDeliveryWorker(service, { sender: slowSender, workerId: 'renewing-worker', pollIntervalMs: 20 });
    const row = () =>
      service.infra.database.db
        .selectFrom('deliveries')
        .select(['status', 'attempt_count', 'lease_expires_at'])
        .where('webhook_id', '=', hook.webhook.id)
        .executeTakeFirstOrThrow();
    const waitUntil = async (what: string, done: () => Promise<boolean> | boolean) => {
      const deadline = Date.now() + 5_000;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      const now = service.clock.now();
      await enqueueEvent(service.infra.database.db, { eventId: `evt-renew-${now}`, userId: hook.user.user.id, type: 'change.detected', body: '{"n":1}', createdAt: now });
      background.wake();
      await waitUntil('the request to arrive', () => held.requests.length === 1);
      // The lease runs out while the receiver still holds the request: the next claim finds the delivery due again.
      service.clock.advance(service.config.workerLeaseSeconds * SECOND + SECOND);
      const expiredAt = service.clock.now();
      await waitUntil('a claim to take the delivery again', async () => ((await row()).lease_expires_at ?? 0) > expiredAt);
      answerAll();
      await waitUntil('the delivery to be recorded', async () => (await row()).status === 'delivered');
    } finally {
      // Waits for every attempt this worker started, a second one included.
      await background.stop();
      await slowSender.close();
    }
    expect(held.requests).toHaveLength(1);
    expect(await row()).toMatchObject({ status: 'delivered', attempt_count: 1 });
    const [delivery] = await hook.log();
    expect(delivery!.attempts).toHaveLength(1);
  });

  it('holds the hourly cap exactly in the background loop, where outcomes are recorded while more are claimed', async () => {
    const EVENTS = 150;
    const target = await receiver(answer(200));
    const hook = await setUp(target.url);
    const now = service.clock.now();
    await service.infra.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < EVENTS; i++) {
        await enqueueEvent(trx, { eventId: `evt-pipecap-${i}-${now}`, userId: hook.user.user.id, type: 'change.detected', body: `{"n":${i}}`, createdAt: now });
      }
    });
    // Few slots, so many small claims each carry the outcomes of the attempts before them.
    const background = startTestDeliveryWorker(service, {
      sender,
      workerId: 'cap-worker',
      concurrency: 8,
      pollIntervalMs: 50,
    });
    const attempted = () =>
      service.infra.database.db
        .selectFrom('deliveries')
        .select(['status', 'attempt_count'])
        .where('webhook_id', '=', hook.webhook.id)
        .execute();
    try {
      const deadline = Date.now() + 15_000;
      while ((await attempted()).some((row) => row.attempt_count === 0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await background.stop();
    }
    const rows = await attempted();
    expect(rows.filter((row) => row.attempt_count === 1)).toHaveLength(EVENTS);
    expect(target.requests).toHaveLength(100);
    expect(rows.filter((row) => row.status === 'delivered')).toHaveLength(100);
    const capped = await service.infra.database.db
      .selectFrom('delivery_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('destination_id', '=', hook.webhook.id)
      .where('error', '=', 'over 100 deliveries in the last hour')
      .executeTakeFirstOrThrow();
    expect(Number(capped.n)).toBe(EVENTS - 100);
  });
});
