import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedHttpClient } from '../../src/adapters/http/guarded-http-client.js';
import type { HttpClient } from '../../src/adapters/http/http-client.js';
import type { DeliveryWorker } from '../../src/jobs/deliveries/delivery-worker.js';
import { verifyWebhookSignature } from '../../src/verify-webhook-signature.js';
import { createThrowawayCa, startHttpsReceiver, type HttpsReceiver, type ThrowawayCa } from '../support/https-receiver.js';
import { productPage, startPageServer } from '../support/page-server.js';
import { startTestDeliveryWorker } from '../support/test-delivery-worker.js';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

let service: TestService;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let ca: ThrowawayCa;
let sender: HttpClient;
let deliveries: DeliveryWorker;
const receivers: HttpsReceiver[] = [];

beforeAll(async () => {
  pages = await startPageServer();
  ca = await createThrowawayCa();
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', FREE_DAILY_REQUESTS: '100000' });
  sender = createGuardedHttpClient({ allowPrivateNetworks: true, ca: ca.cert, timeoutMs: 2000 });
  deliveries = startTestDeliveryWorker(service, { sender, workerId: 'tags-test', runInBackground: false });
});

afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

afterAll(async () => {
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
  const api = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
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
const monitorOf = (request: { rawBody: Buffer }) => json(request).data.change.monitor_id as string;

describe('tags on monitors', () => {
  it('keeps tags normalised, replaces them on update and filters the list by tag', async () => {
    const { api, created } = await setUp();
    const kettle = await created('/v1/monitors', { mode: 'url', name: 'Kettle', url: 'https://example.com/kettle', tags: [' Kitchen ', 'kitchen', 'Black   Friday'] });
    expect(kettle.tags).toEqual(['kitchen', 'black friday']);
    // Lists are newest first: the clock moves so the order is decided by creation.
    service.clock.advance(1);
    const drill = await created('/v1/monitors', { mode: 'url', name: 'Drill', url: 'https://example.com/drill', tags: ['garage'] });
    const plain = await created('/v1/monitors', { mode: 'url', name: 'Plain', url: 'https://example.com/plain' });
    expect(plain.tags).toEqual([]);

    const byTag = async (tag: string) => {
      const answer = await api('GET', `/v1/monitors?tag=${encodeURIComponent(tag)}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return { ids: (answer.body.monitors as Array<{ id: string }>).map((m) => m.id), total: answer.body.pagination.total as number };
    };
    expect(await byTag('KITCHEN')).toEqual({ ids: [kettle.id], total: 1 });
    expect(await byTag('black friday')).toEqual({ ids: [kettle.id], total: 1 });
    expect(await byTag('garden')).toEqual({ ids: [], total: 0 });
    expect((await api('GET', '/v1/monitors')).body.pagination.total).toBe(3);

    const updated = await api('PATCH', `/v1/monitors/${drill.id}`, { tags: ['Kitchen', 'tools/power'] });
    expect(updated.body.tags).toEqual(['kitchen', 'tools/power']);
    expect((await api('GET', `/v1/monitors/${drill.id}`)).body.tags).toEqual(['kitchen', 'tools/power']);
    expect(await byTag('kitchen')).toEqual({ ids: [drill.id, kettle.id], total: 2 });
    expect(await byTag('garage')).toEqual({ ids: [], total: 0 });
    expect((await api('PATCH', `/v1/monitors/${drill.id}`, { tags: [] })).body.tags).toEqual([]);
    expect(await byTag('kitchen')).toEqual({ ids: [kettle.id], total: 1 });
  });

  it('does not list another account\'s monitors under the same tag', async () => {
    const alice = await setUp();
    const bob = await setUp();
    await alice.created('/v1/monitors', { mode: 'url', name: 'A', url: 'https://example.com/a', tags: ['shared'] });
    const answer = await bob.api('GET', '/v1/monitors?tag=shared');
    expect(answer.body.monitors).toEqual([]);
  });

  it.each([
    ['/v1/monitors', { mode: 'url', name: 'x', url: 'https://example.com/', tags: ['ok', 'a,b'] }, /tags\[1\]/],
    ['/v1/monitors', { mode: 'url', name: 'x', url: 'https://example.com/', tags: ['   '] }, /tags\[0\] must not be empty/],
    ['/v1/monitors', { mode: 'url', name: 'x', url: 'https://example.com/', tags: ['x'.repeat(41)] }, /tags\[0\] must be at most 40/],
    ['/v1/monitors', { mode: 'url', name: 'x', url: 'https://example.com/', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, /tags may hold at most 20/],
    ['/v1/monitors', { mode: 'url', name: 'x', url: 'https://example.com/', tags: 'kitchen' }, /tags/],
    ['/v1/monitors', { mode: 'url', name: 'x', url: 'https://example.com/', tags: [3] }, /tags\[0\]/],
    ['/v1/webhooks', { url: 'https://example.com/hook', tags: [] }, /tags/],
    ['/v1/webhooks', { url: 'https://example.com/hook', tags: ['-lead'] }, /tags\[0\]/],
    ['/v1/channels', { type: 'slack', target: 'https://hooks.slack.com/services/T/B/C', tags: ['<b>'] }, /tags\[0\]/],
  ])('POST %s %j is a 400 naming the field', async (url, payload, field) => {
    const { api } = await setUp();
    const answer = await api('POST', url, payload);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('ERR_INVALID_REQUEST');
    expect(answer.body.message).toMatch(field);
  });

  it('refuses a bad tag on update and in the list filter, naming the field', async () => {
    const { api, created } = await setUp();
    const monitor = await created('/v1/monitors', { mode: 'url', name: 'x', url: 'https://example.com/x', tags: ['keep'] });
    const patched = await api('PATCH', `/v1/monitors/${monitor.id}`, { tags: ['fine', 'not"fine'] });
    expect(patched.status).toBe(400);
    expect(patched.body.message).toMatch(/tags\[1\]/);
    expect((await api('GET', `/v1/monitors/${monitor.id}`)).body.tags).toEqual(['keep']);
    const listed = await api('GET', '/v1/monitors?tag=%22quoted%22');
    expect(listed.status).toBe(400);
    expect(listed.body.message).toMatch(/^tag /);
  });
});

describe('destinations bound to tags', () => {
  it("a tag-bound channel and webhook receive only their tag's changes; monitorIds and tags together take both", async () => {
    const { api, created } = await setUp();
    const slack = await receiver();
    const tagged = await receiver();
    const both = await receiver();
    const unbound = await receiver();
    const channel = await created('/v1/channels', { type: 'slack', target: slackTarget(slack), tags: ['Kitchen'] });
    expect(channel.tags).toEqual(['kitchen']);
    const hook = await created('/v1/webhooks', { url: tagged.url, tags: ['kitchen'] });
    expect(hook.tags).toEqual(['kitchen']);

    pages.set('/tag-kettle', productPage({ name: 'Kettle', price: '100.00' }));
    pages.set('/tag-drill', productPage({ name: 'Drill', price: '50.00' }));
    const kettle = await created('/v1/monitors', { mode: 'url', name: 'Kettle', url: pages.url('/tag-kettle'), tags: ['kitchen'], confirmChanges: false });
    const drill = await created('/v1/monitors', { mode: 'url', name: 'Drill', url: pages.url('/tag-drill'), tags: ['garage'], confirmChanges: false });
    await created('/v1/webhooks', { url: both.url, tags: ['kitchen'], monitorIds: [drill.id] });
    await created('/v1/webhooks', { url: unbound.url });
    for (const monitor of [kettle, drill]) await api('POST', `/v1/monitors/${monitor.id}/check`);

    pages.set('/tag-kettle', productPage({ name: 'Kettle', price: '80.00' }));
    pages.set('/tag-drill', productPage({ name: 'Drill', price: '40.00' }));
    service.clock.advance(1000);
    for (const monitor of [kettle, drill]) expect((await api('POST', `/v1/monitors/${monitor.id}/check`)).body.change).not.toBeNull();
    await deliveries.runOnce();

    expect(slack.requests).toHaveLength(1);
    expect(json(slack.requests[0]!).text).toContain('Kettle');
    expect(tagged.requests.map(monitorOf)).toEqual([kettle.id]);
    expect(verifyWebhookSignature(tagged.requests[0]!.rawBody, tagged.requests[0]!.headers['x-service-signature'], hook.secret as string)).toBe(true);
    expect(both.requests.map(monitorOf).sort()).toEqual([kettle.id, drill.id].sort());
    expect(unbound.requests.map(monitorOf).sort()).toEqual([kettle.id, drill.id].sort());

    // A tag added later binds the monitor from then on.
    await api('PATCH', `/v1/monitors/${drill.id}`, { tags: ['garage', 'KITCHEN'] });
    pages.set('/tag-drill', productPage({ name: 'Drill', price: '30.00' }));
    service.clock.advance(1000);
    expect((await api('POST', `/v1/monitors/${drill.id}/check`)).body.change).not.toBeNull();
    await deliveries.runOnce();
    expect(tagged.requests.map(monitorOf)).toEqual([kettle.id, drill.id]);
    expect(slack.requests).toHaveLength(2);
    expect(json(slack.requests[1]!).text).toContain('Drill');
  }, 60_000);
});
