import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

let service: TestService;
let user: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true' });
  user = await registerUser(service.app);
});
afterAll(() => service.close());

const create = (payload: object, auth = user.auth) => service.app.inject({ method: 'POST', url: '/v1/monitors', headers: auth, payload });

describe('monitors', () => {
  it('creates a url-mode monitor with defaults, in snake_case', async () => {
    const response = await create({ mode: 'url', name: 'Pricing', url: 'http://127.0.0.1:9/pricing', extractionPrompt: 'the Pro plan price' });
    expect(response.statusCode).toBe(201);
    const now = service.clock.now();
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^mon-[0-9a-z]{26}$/),
      user_id: user.user.id,
      name: 'Pricing',
      mode: 'url',
      intent: null,
      url: 'http://127.0.0.1:9/pricing',
      extraction_prompt: 'the Pro plan price',
      status: 'active',
      sensitivity: 0.5,
      check_interval_seconds: 900,
      render: 'auto',
      jsonExpression: null,
      condition: null,
      selectors: null,
      filters: null,
      stockWords: null,
      steps: [],
      proxy: null,
      confirmChanges: true,
      failureThreshold: 3,
      consecutive_failures: 0,
      tags: [],
      source_count: 1,
      sources: [{ url: 'http://127.0.0.1:9/pricing', title: 'Pricing', resolved_from: null }],
      interpreted_as: { product: '', metric: 'price', sites: ['127.0.0.1'], condition: null },
      last_check_at: null,
      next_check_at: now,
      last_change_at: null,
      last_error: null,
      latest_reading: null,
      created_at: now,
      updated_at: now,
    });
  });

  it('creates an nlp monitor: reads the intent into interpreted_as, a name and sources', async () => {
    const response = await create({ mode: 'nlp', intent: 'Tell me when the Sony WH-1000XM5 drops below $300 on bestbuy.com', sensitivity: 0.2, checkIntervalSeconds: 3600 });
    expect(response.statusCode).toBe(201);
    const monitor = response.json();
    expect(monitor.interpreted_as).toEqual({ product: 'Sony WH-1000XM5', metric: 'price', sites: ['bestbuy.com'], condition: { kind: 'below', amount: 300, currency: 'USD' } });
    expect(monitor.condition).toEqual({ kind: 'below', amount: 300, currency: 'USD' });
    expect(monitor.name).toMatch(/Sony WH-1000XM5/);
    expect(monitor.source_count).toBe(1);
    expect(monitor.sources[0].url).toMatch(/^https:\/\/www\.bestbuy\.com\/.*Sony/i);
    expect(monitor.sensitivity).toBe(0.2);
    expect(monitor.check_interval_seconds).toBe(3600);
  });

  it('watches several shops and explicit URLs of one intent', async () => {
    const response = await create({ mode: 'nlp', intent: 'Alert me when the price of the Sony WH-1000XM5 drops on bestbuy.com or amazon.com' });
    expect(response.statusCode).toBe(201);
    expect(response.json().interpreted_as.sites.sort()).toEqual(['amazon.com', 'bestbuy.com']);
    expect(response.json().source_count).toBe(2);

    const withUrl = await create({ mode: 'nlp', intent: 'Watch http://127.0.0.1:9/pricing for changes to the Pro plan' });
    expect(withUrl.statusCode).toBe(201);
    expect(withUrl.json().sources.map((s: { url: string }) => s.url)).toEqual(['http://127.0.0.1:9/pricing']);
    expect(withUrl.json().interpreted_as.metric).toBe('content');
  });

  it('gets, lists with pagination newest first, pauses, resumes, updates and deletes', async () => {
    const owner = await registerUser(service.app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      service.clock.advance(1000);
      ids.push((await create({ mode: 'url', name: `page ${i}`, url: `http://127.0.0.1:9/p${i}` }, owner.auth)).json().id);
    }
    const page1 = await service.app.inject({ url: '/v1/monitors?page=1&limit=2', headers: owner.auth });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().monitors.map((m: { id: string }) => m.id)).toEqual([ids[2], ids[1]]);
    expect(page1.json().pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const page2 = await service.app.inject({ url: '/monitors?page=2&limit=2', headers: owner.auth });
    expect(page2.json().monitors.map((m: { id: string }) => m.id)).toEqual([ids[0]]);
    const defaults = await service.app.inject({ url: '/v1/monitors', headers: owner.auth });
    expect(defaults.json().pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });

    const get = await service.app.inject({ url: `/v1/monitors/${ids[0]}`, headers: owner.auth });
    expect(get.json().name).toBe('page 0');

    service.clock.advance(5000);
    const paused = await service.app.inject({ method: 'PATCH', url: `/v1/monitors/${ids[0]}`, headers: owner.auth, payload: { status: 'paused' } });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'paused', next_check_at: null, updated_at: service.clock.now() });

    service.clock.advance(5000);
    const resumed = await service.app.inject({ method: 'PUT', url: `/v1/monitors/${ids[0]}`, headers: owner.auth, payload: { status: 'active', sensitivity: 0.9, checkIntervalSeconds: 1800, name: 'renamed' } });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ status: 'active', sensitivity: 0.9, check_interval_seconds: 1800, name: 'renamed', next_check_at: service.clock.now(), updated_at: service.clock.now() });
    expect((await service.app.inject({ url: `/v1/monitors/${ids[0]}`, headers: owner.auth })).json()).toMatchObject({ status: 'active', sensitivity: 0.9, name: 'renamed' });

    expect((await service.app.inject({ method: 'DELETE', url: `/v1/monitors/${ids[0]}`, headers: owner.auth })).statusCode).toBe(204);
    expect((await service.app.inject({ url: `/v1/monitors/${ids[0]}`, headers: owner.auth })).statusCode).toBe(404);
    expect((await service.app.inject({ url: '/v1/monitors', headers: owner.auth })).json().pagination.total).toBe(2);
  });

  it('lets the full tier go below 900 s and past 10 monitors', async () => {
    const owner = await registerUser(service.app);
    await service.infra.repositories.users.updateTier(owner.email, 'full', service.clock.now());
    for (let i = 0; i < 11; i++) {
      expect((await create({ mode: 'url', name: `p${i}`, url: `http://127.0.0.1:9/${i}`, checkIntervalSeconds: 60 }, owner.auth)).statusCode).toBe(201);
    }
  });
});
