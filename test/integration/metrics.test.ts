import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { HttpClient } from '../../src/adapters/http/http-client.js';
import { createGuardedHttpClient } from '../../src/adapters/http/guarded-http-client.js';
import { type DeliveryWorker } from '../../src/jobs/deliveries/delivery-worker.js';
import { startMetricsServer } from '../../src/observability/metrics-server.js';
import { createThrowawayCa, startHttpsReceiver, type HttpsReceiver } from '../support/https-receiver.js';
import { productPage, startPageServer } from '../support/page-server.js';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';
import { startTestDeliveryWorker } from '../support/test-delivery-worker.js';

const TOKEN = 'scrape-token-0123456789';

let service: TestService;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let sender: HttpClient;
let worker: DeliveryWorker;
let receiver: HttpsReceiver;
let receiverStatus = 200;

beforeAll(async () => {
  pages = await startPageServer();
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', FREE_DAILY_REQUESTS: '100000' });
  const ca = await createThrowawayCa();
  receiver = await startHttpsReceiver((_req, res) => res.writeHead(receiverStatus).end('ok'), { ca });
  sender = createGuardedHttpClient({ allowPrivateNetworks: true, ca: ca.cert, timeoutMs: 2_000 });
  worker = startTestDeliveryWorker(service, {
    sender,
    workerId: 'metrics-test-worker',
    runInBackground: false,
    recorder: service.infra.metrics,
  });
});

afterAll(async () => {
  await worker.stop();
  await sender.close();
  await receiver.close();
  await service.close();
  await pages.close();
});

interface Scrape {
  body: string;
  /** The sample's value, or undefined when absent; `labels` must match the sample's labels exactly. */
  value(name: string, labels?: Record<string, string>): number | undefined;
}

function parseScrape(body: string): Scrape {
  const samples = new Map<string, number>();
  for (const line of body.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match) samples.set(`${match[1]}{${match[2] ?? ''}}`, Number(match[3]));
  }
  return {
    body,
    value: (name, labels = {}) =>
      samples.get(
        `${name}{${Object.entries(labels)
          .map(([k, v]) => `${k}="${v}"`)
          .join(',')}}`,
      ),
  };
}

async function scrape(app: FastifyInstance = service.app, headers: Record<string, string> = {}): Promise<Scrape> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseScrape(response.body);
}

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, never by raw URL', async () => {
    const user = await registerUser(service.app);
    const missing = await service.app.inject({ url: '/v1/monitors/mon-zzzznotthere', headers: user.auth });
    expect(missing.statusCode).toBe(404);
    expect((await service.app.inject({ url: '/v1/no-such-thing-here' })).statusCode).toBe(404);
    expect((await service.app.inject({ url: '/v1/me' })).statusCode).toBe(401);

    const { value, body } = await scrape();
    expect(value('pagewatch_http_requests_total', { method: 'POST', route: '/v1/auth/register', status_code: '201' })).toBeGreaterThanOrEqual(1);
    expect(value('pagewatch_http_requests_total', { method: 'GET', route: '/v1/monitors/:id', status_code: '404' })).toBe(1);
    expect(value('pagewatch_http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(value('pagewatch_http_requests_total', { method: 'GET', route: '/v1/me', status_code: '401' })).toBe(1);
    expect(value('pagewatch_http_request_duration_seconds_count', { method: 'GET', route: '/v1/me', status_class: '4xx' })).toBe(1);
    expect(value('pagewatch_http_request_duration_seconds_bucket', { le: '+Inf', method: 'GET', route: '/v1/me', status_class: '4xx' })).toBe(1);
    expect(body).not.toContain('mon-zzzznotthere');
    expect(body).not.toContain('no-such-thing-here');
    expect(value('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('counts check outcomes by source and the changes they report', async () => {
    const user = await registerUser(service.app);
    const create = async (path: string) => {
      const response = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: user.auth, payload: { mode: 'url', name: path, url: pages.url(path) } });
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };
    const checkNow = async (id: string) => {
      const response = await service.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: user.auth });
      expect(response.statusCode).toBe(200);
      return response.json().check.sources[0].outcome as string;
    };
    const before = await scrape();
    pages.set('/phone', productPage({ name: 'Phone', price: '500.00' }));
    const phone = await create('/phone');
    expect(await checkNow(phone)).toBe('baseline');
    pages.set('/phone', productPage({ name: 'Phone', price: '350.00' }));
    service.clock.advance(60_000);
    expect(await checkNow(phone)).toBe('changed');
    expect(await checkNow(await create('/gone'))).toBe('error');

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) => (after.value(name, labels) ?? 0) - (before.value(name, labels) ?? 0);
    expect(delta('pagewatch_checks_total', { outcome: 'baseline' })).toBe(1);
    expect(delta('pagewatch_checks_total', { outcome: 'changed' })).toBe(1);
    expect(delta('pagewatch_checks_total', { outcome: 'error' })).toBe(1);
    expect(after.value('pagewatch_checks_total', { outcome: 'not_modified' })).toBe(0);
    expect(delta('pagewatch_check_duration_seconds_count', { outcome: 'changed' })).toBe(1);
    expect(after.value('pagewatch_check_duration_seconds_sum', { outcome: 'changed' })).toBeGreaterThan(0);
    expect(delta('pagewatch_changes_reported_total', { type: 'price' })).toBe(1);
    expect(after.value('pagewatch_changes_reported_total', { type: 'availability' })).toBe(0);
    expect(delta('pagewatch_http_requests_total', { method: 'POST', route: '/v1/monitors/:id/check', status_code: '200' })).toBe(3);
  });

  it('reports the checks queue from the database: due monitors and how long the oldest has waited', async () => {
    const user = await registerUser(service.app);
    pages.set('/due', productPage({ name: 'Due', price: '10.00' }));
    const created = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: user.auth, payload: { mode: 'url', name: 'due', url: pages.url('/due') } });
    expect(created.statusCode).toBe(201);
    service.clock.advance(90_000);

    const waiting = await scrape();
    const depth = waiting.value('pagewatch_queue_depth', { queue: 'checks' }) ?? 0;
    expect(depth).toBeGreaterThanOrEqual(1);
    expect(waiting.value('pagewatch_queue_oldest_due_age_seconds', { queue: 'checks' })).toBeGreaterThanOrEqual(90);

    await service.app.inject({ method: 'POST', url: `/v1/monitors/${created.json().id as string}/check`, headers: user.auth });
    expect((await scrape()).value('pagewatch_queue_depth', { queue: 'checks' })).toBe(depth - 1);
  });

  it('reports the deliveries queue and counts attempts by result', async () => {
    const user = await registerUser(service.app);
    const hook = await service.app.inject({ method: 'POST', url: '/v1/webhooks', headers: user.auth, payload: { url: receiver.url } });
    expect(hook.statusCode).toBe(201);
    const before = await scrape();
    expect(before.value('pagewatch_queue_depth', { queue: 'deliveries' })).toBe(0);
    expect(before.value('pagewatch_queue_oldest_due_age_seconds', { queue: 'deliveries' })).toBe(0);

    const sent = await service.app.inject({ method: 'POST', url: `/v1/webhooks/${hook.json().id as string}/test`, headers: user.auth });
    expect(sent.statusCode).toBe(202);
    service.clock.advance(5_000);
    const queued = await scrape();
    expect(queued.value('pagewatch_queue_depth', { queue: 'deliveries' })).toBe(1);
    expect(queued.value('pagewatch_queue_oldest_due_age_seconds', { queue: 'deliveries' })).toBe(5);

    receiverStatus = 503;
    expect(await worker.runOnce()).toBe(1);
    service.clock.advance(60_000);
    receiverStatus = 200;
    expect(await worker.runOnce()).toBe(1);

    const after = await scrape();
    const delta = (result: string) =>
      (after.value('pagewatch_delivery_attempts_total', { result }) ?? 0) - (before.value('pagewatch_delivery_attempts_total', { result }) ?? 0);
    expect([delta('retry'), delta('delivered'), delta('failed')]).toEqual([1, 1, 0]);
    expect(receiver.requests).toHaveLength(2);
    expect(after.value('pagewatch_queue_depth', { queue: 'deliveries' })).toBe(0);
  });

  it('is documented in the OpenAPI reference at /v1/metrics and outside the daily quota', async () => {
    const paths = (await service.app.inject({ url: '/v1/openapi.json' })).json().paths as Record<string, { get?: { responses: Record<string, unknown> } }>;
    expect(Object.keys(paths['/v1/metrics']?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '404']));
    expect(paths['/metrics']).toBeUndefined();
    const response = await service.app.inject({ url: '/v1/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('METRICS_TOKEN', () => {
  let guarded: FastifyInstance;
  beforeAll(async () => {
    // A second app over the same services: the route reads the token from its config.
    guarded = await buildApp({ config: { ...service.config, metricsToken: TOKEN }, services: service.services, metrics: service.infra.metrics, log: service.infra.log, clock: service.clock });
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded.close();
  });

  it.each([
    ['no credential', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN}x` }],
    ['the token without the Bearer scheme', { authorization: TOKEN }],
    ['an API key header instead', { 'x-api-key': TOKEN }],
  ])('refuses a scrape with %s', async (_name, headers: Record<string, string>) => {
    const response = await guarded.inject({ url: '/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.json()).toMatchObject({ code: 'ERR_UNAUTHORIZED', error: 'Unauthorized' });
    expect(response.body).not.toContain('pagewatch_');
  });

  it('serves the metrics with the token, and counts the refused scrapes', async () => {
    await guarded.inject({ url: '/v1/metrics' });
    const { value } = await scrape(guarded, { authorization: `Bearer ${TOKEN}` });
    expect(value('pagewatch_http_requests_total', { method: 'GET', route: '/v1/metrics', status_code: '401' })).toBeGreaterThanOrEqual(1);
    expect(value('pagewatch_queue_depth', { queue: 'deliveries' })).toBeDefined();
  });
});

describe('/metrics on an API listening beyond loopback', () => {
  it.each(['0.0.0.0', '::', '192.0.2.10'])('HOST=%s without METRICS_TOKEN: not served (scrape METRICS_PORT or set the token)', async (host) => {
    const open = await startTestService({ HOST: host });
    try {
      const response = await open.app.inject({ url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ERR_NOT_FOUND', message: expect.stringMatching(/METRICS_TOKEN.*METRICS_PORT/) });
      expect(response.body).not.toContain('pagewatch_');
    } finally {
      await open.close();
    }
  });

  it('HOST=0.0.0.0 with METRICS_TOKEN: served to the token only', async () => {
    const guardedPublic = await startTestService({ HOST: '0.0.0.0', METRICS_TOKEN: TOKEN });
    try {
      expect((await guardedPublic.app.inject({ url: '/metrics' })).statusCode).toBe(401);
      expect((await guardedPublic.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    } finally {
      await guardedPublic.close();
    }
  });

  it.each(['127.0.0.1', '::1', 'localhost'])('HOST=%s: open, as before', async (host) => {
    const local = await startTestService({ HOST: host });
    try {
      expect((await local.app.inject({ url: '/metrics' })).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe('the metrics listener of a worker process (METRICS_PORT)', () => {
  it('serves only GET /metrics, under the same token rule', async () => {
    const server = await startMetricsServer({ metrics: service.infra.metrics, token: TOKEN, host: '127.0.0.1', port: 0, log: service.infra.log });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const refused = await fetch(`${base}/metrics`);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: 'ERR_UNAUTHORIZED' });
      const served = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const { value } = parseScrape(await served.text());
      expect(value('pagewatch_queue_depth', { queue: 'checks' })).toBeGreaterThanOrEqual(0);
      expect(value('pagewatch_delivery_attempts_total', { result: 'delivered' })).toBeGreaterThanOrEqual(1);
      const elsewhere = await fetch(`${base}/v1/monitors`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(elsewhere.status).toBe(404);
      await elsewhere.body?.cancel();
    } finally {
      await server.close();
    }
  });
});
