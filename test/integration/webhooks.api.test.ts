import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

type User = Awaited<ReturnType<typeof registerUser>>;

let service: TestService;
let alice: User;
let bob: User;

beforeAll(async () => {
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', FREE_DAILY_REQUESTS: '100000' });
  bob = await registerUser(service.app);
});
// A fresh owner per test keeps each test below the 10-webhook limit.
beforeEach(async () => {
  alice = await registerUser(service.app);
});
afterAll(() => service.close());

// The port is closed: nothing in this file sends, the worker is not running.
const HOOK_URL = 'https://127.0.0.1:9/hooks';

async function call(user: User, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await service.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { code?: string } };
}

async function createWebhook(user: User, url = HOOK_URL) {
  const { status, body } = await call(user, 'POST', '/v1/webhooks', { url });
  expect(status).toBe(201);
  return body as { id: string; url: string; secret: string; active: boolean; created_at: number };
}

describe('webhooks: happy paths', () => {
  it('creates a webhook with its secret, lists it without the secret, deactivates it repeatably', async () => {
    const user = await registerUser(service.app);
    const created = await createWebhook(user);
    expect(created).toMatchObject({ url: HOOK_URL, active: true, created_at: service.clock.now() });
    expect(created.id).toMatch(/^wh-[0-9a-z]{26}$/);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const listed = await call(user, 'GET', '/v1/webhooks');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ webhooks: [{ id: created.id, url: HOOK_URL, active: true, events: ['change.detected'], created_at: created.created_at }] });

    for (let i = 0; i < 2; i++) {
      const deleted = await call(user, 'DELETE', `/v1/webhooks/${created.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ id: created.id, url: HOOK_URL, active: false, events: ['change.detected'], created_at: created.created_at });
    }
    const after = await call(user, 'GET', '/v1/webhooks');
    expect(after.body).toEqual({ webhooks: [{ id: created.id, url: HOOK_URL, active: false, events: ['change.detected'], created_at: created.created_at }] });
  });

  it('stores the secret sealed, never in clear', async () => {
    const created = await createWebhook(alice);
    const row = await service.infra.database.db.selectFrom('webhooks').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.secret_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(6));
  });

  it('regenerates the secret, with and without a grace period', async () => {
    const created = await createWebhook(alice);
    const plain = await call(alice, 'POST', `/v1/webhooks/${created.id}/regenerate`);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ id: created.id, active: true });
    expect(plain.body.secret).toMatch(/^whsec_/);
    expect(plain.body.secret).not.toBe(created.secret);

    const graced = await call(alice, 'POST', `/v1/webhooks/${created.id}/regenerate`, { gracePeriodSeconds: 3600 });
    expect(graced.status).toBe(200);
    const row = await service.infra.database.db.selectFrom('webhooks').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.previous_secret_expires_at).toBe(service.clock.now() + 3600_000);
  });

  it('queues a test event and lists it in the delivery log', async () => {
    const created = await createWebhook(alice);
    const test = await call(alice, 'POST', `/v1/webhooks/${created.id}/test`);
    expect(test.status).toBe(202);
    expect(test.body.event_id).toMatch(/^evt-/);
    expect(test.body.delivery_id).toMatch(/^dlv-/);

    const log = await call(alice, 'GET', `/v1/webhooks/${created.id}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body).toEqual({
      deliveries: [
        {
          id: test.body.delivery_id,
          webhook_id: created.id,
          event_id: test.body.event_id,
          event_type: 'change.detected',
          status: 'pending',
          attempt_count: 0,
          next_attempt_at: service.clock.now(),
          error_code: null,
          created_at: service.clock.now(),
          updated_at: service.clock.now(),
          attempts: [],
        },
      ],
      pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
    });

    const again = await call(alice, 'POST', `/v1/webhooks/${created.id}/deliveries/${String(test.body.delivery_id)}/redeliver`);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ event_id: test.body.event_id, status: 'pending', attempt_count: 0, attempts: [] });
    expect(again.body.id).toMatch(/^dlv-/);
    expect(again.body.id).not.toBe(test.body.delivery_id);
    const bodies = await service.infra.database.db.selectFrom('events').select('body').where('id', '=', String(test.body.event_id)).execute();
    expect(bodies).toHaveLength(1);
  });

  it('pages the delivery log newest first', async () => {
    const created = await createWebhook(alice);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      service.clock.advance(1000);
      ids.push(String((await call(alice, 'POST', `/v1/webhooks/${created.id}/test`)).body.delivery_id));
    }
    const first = await call(alice, 'GET', `/v1/webhooks/${created.id}/deliveries?limit=2`);
    const third = await call(alice, 'GET', `/v1/webhooks/${created.id}/deliveries?limit=2&page=3`);
    const beyond = await call(alice, 'GET', `/v1/webhooks/${created.id}/deliveries?limit=2&page=4`);
    const idsOf = (body: Record<string, unknown>) => (body.deliveries as Array<{ id: string }>).map((d) => d.id);
    expect(idsOf(first.body)).toEqual([ids[4], ids[3]]);
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(idsOf(third.body)).toEqual([ids[0]]);
    expect(idsOf(beyond.body)).toEqual([]);
  });

  it('documents every webhook route in the OpenAPI reference', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/webhooks',
        '/v1/webhooks/{id}',
        '/v1/webhooks/{id}/regenerate',
        '/v1/webhooks/{id}/test',
        '/v1/webhooks/{id}/deliveries',
        '/v1/webhooks/{id}/deliveries/{delivery_id}/redeliver',
      ]),
    );
  });

  it('answers on the unprefixed paths too', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/webhooks', headers: alice.auth });
    expect(response.statusCode).toBe(200);
  });
});

describe('webhooks: errors', () => {
  const invalid: Array<{ name: string; body: unknown; message: RegExp }> = [
    { name: 'http URL', body: { url: 'http://127.0.0.1/hook' }, message: /https/ },
    { name: 'relative URL', body: { url: '/hooks/here' }, message: /absolute https/ },
    { name: 'no scheme', body: { url: 'example.com/hook' }, message: /absolute https/ },
    { name: 'ftp URL', body: { url: 'ftp://example.com/hook' }, message: /https/ },
    { name: 'credentials in URL', body: { url: 'https://user:pw@127.0.0.1/hook' }, message: /credentials/ },
    { name: 'missing url', body: {}, message: /url/ },
    { name: 'url of wrong type', body: { url: 42 }, message: /url/ },
    { name: 'unknown field', body: { url: HOOK_URL, events: ['x'] }, message: /events/ },
  ];
  it.each(invalid)('create with $name → 400 ERR_INVALID_REQUEST', async ({ body, message }) => {
    const response = await service.app.inject({ method: 'POST', url: '/v1/webhooks', headers: alice.auth, payload: body as object });
    expect(response.statusCode).toBe(400);
    const error = response.json() as { code: string; message?: string; error: string };
    expect(error.code).toBe('ERR_INVALID_REQUEST');
    expect(`${error.error} ${error.message ?? ''}`).toMatch(message);
  });

  it.each([
    { name: 'negative', body: { gracePeriodSeconds: -1 } },
    { name: 'over a week', body: { gracePeriodSeconds: 604_801 } },
    { name: 'fractional', body: { gracePeriodSeconds: 1.5 } },
    { name: 'a string', body: { gracePeriodSeconds: 'soon' } },
  ])('regenerate with a $name grace period → 400', async ({ body }) => {
    const created = await createWebhook(alice);
    const response = await call(alice, 'POST', `/v1/webhooks/${created.id}/regenerate`, body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('ERR_INVALID_REQUEST');
  });

  it('refuses the 11th active webhook with upgradeUrl, and accepts it again after a deactivation', async () => {
    const user = await registerUser(service.app);
    const made = [];
    for (let i = 0; i < 10; i++) made.push(await createWebhook(user, `${HOOK_URL}/${i}`));
    const eleventh = await call(user, 'POST', '/v1/webhooks', { url: HOOK_URL });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe('ERR_LIMIT_EXCEEDED');
    expect(eleventh.body.upgradeUrl).toBe(service.config.upgradeUrl);
    await call(user, 'DELETE', `/v1/webhooks/${made[0]!.id}`);
    await createWebhook(user);
    expect(((await call(user, 'GET', '/v1/webhooks')).body.webhooks as unknown[]).length).toBe(11);
  });

  it('refuses a private address with one generic message unless the operator allows private networks; accepts a host that does not resolve', async () => {
    const strict = await startTestService({ FREE_DAILY_REQUESTS: '100000' });
    try {
      const user = await registerUser(strict.app);
      const response = await strict.app.inject({ method: 'POST', url: '/v1/webhooks', headers: user.auth, payload: { url: 'https://127.0.0.1/hook' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'ERR_INVALID_REQUEST',
        message: 'url: this URL cannot receive webhooks; use an endpoint on the public internet, or start the service with ALLOW_PRIVATE_NETWORKS=true to deliver to private and local addresses',
      });
      const unresolvable = await strict.app.inject({ method: 'POST', url: '/v1/webhooks', headers: user.auth, payload: { url: 'https://hooks.pagewatch-test.invalid/hook' } });
      expect(unresolvable.statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('refuses tests and re-deliveries on an inactive webhook', async () => {
    const created = await createWebhook(alice);
    const test = await call(alice, 'POST', `/v1/webhooks/${created.id}/test`);
    await call(alice, 'DELETE', `/v1/webhooks/${created.id}`);
    expect((await call(alice, 'POST', `/v1/webhooks/${created.id}/test`)).status).toBe(400);
    const redeliver = await call(alice, 'POST', `/v1/webhooks/${created.id}/deliveries/${String(test.body.delivery_id)}/redeliver`);
    expect(redeliver.status).toBe(400);
    expect(redeliver.body.code).toBe('ERR_INVALID_REQUEST');
  });

  it('answers 404 for an unknown delivery, and for a delivery of another webhook', async () => {
    const one = await createWebhook(alice);
    const other = await createWebhook(alice);
    const test = await call(alice, 'POST', `/v1/webhooks/${other.id}/test`);
    for (const deliveryId of ['dlv-unknown', String(test.body.delivery_id)]) {
      const response = await call(alice, 'POST', `/v1/webhooks/${one.id}/deliveries/${deliveryId}/redeliver`);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('ERR_NOT_FOUND');
    }
  });
});

describe('webhooks: security', () => {
  it("answers 404 on every route for another user's webhook and delivery, and changes nothing", async () => {
    const owned = await createWebhook(alice);
    const test = await call(alice, 'POST', `/v1/webhooks/${owned.id}/test`);
    const routes: Array<['GET' | 'POST' | 'DELETE', string]> = [
      ['DELETE', `/v1/webhooks/${owned.id}`],
      ['POST', `/v1/webhooks/${owned.id}/regenerate`],
      ['POST', `/v1/webhooks/${owned.id}/test`],
      ['GET', `/v1/webhooks/${owned.id}/deliveries`],
      ['POST', `/v1/webhooks/${owned.id}/deliveries/${String(test.body.delivery_id)}/redeliver`],
      ['DELETE', '/v1/webhooks/wh-unknown'],
      ['GET', '/v1/webhooks/wh-unknown/deliveries'],
    ];
    for (const [method, url] of routes) {
      const response = await call(bob, method, url);
      expect({ url, status: response.status, code: response.body.code }).toEqual({ url, status: 404, code: 'ERR_NOT_FOUND' });
    }
    const bobsList = await call(bob, 'GET', '/v1/webhooks');
    expect(JSON.stringify(bobsList.body)).not.toContain(owned.id);
    const log = await call(alice, 'GET', `/v1/webhooks/${owned.id}/deliveries`);
    expect((log.body.pagination as { total: number }).total).toBe(1);
    expect(((await call(alice, 'GET', '/v1/webhooks')).body.webhooks as Array<{ id: string; active: boolean }>).find((w) => w.id === owned.id)?.active).toBe(true);
  });

  it('never shows a secret outside creation and regeneration', async () => {
    const created = await createWebhook(alice);
    const responses = [
      await call(alice, 'GET', '/v1/webhooks'),
      await call(alice, 'DELETE', `/v1/webhooks/${created.id}`),
      await call(alice, 'GET', `/v1/webhooks/${created.id}/deliveries`),
    ];
    for (const { body } of responses) {
      const text = JSON.stringify(body);
      expect(text).not.toContain('whsec_');
      expect(text).not.toContain('secret');
    }
  });

  it('needs a credential on every route', async () => {
    for (const [method, url] of [
      ['POST', '/v1/webhooks'],
      ['GET', '/v1/webhooks'],
      ['DELETE', '/v1/webhooks/wh-x'],
      ['POST', '/v1/webhooks/wh-x/test'],
      ['GET', '/v1/webhooks/wh-x/deliveries'],
    ] as const) {
      const response = await service.app.inject({ method, url });
      expect(response.statusCode).toBe(401);
    }
  });
});
