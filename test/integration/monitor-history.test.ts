import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';
import { productPage, startPageServer } from '../support/page-server.js';

let service: TestService;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let owner: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let monitorId: string;
/** When each check that read the page started. */
const readAt: number[] = [];

const history = (id: string, query: string, auth = owner.auth) => service.app.inject({ url: `/v1/monitors/${id}/history${query}`, headers: auth });

beforeAll(async () => {
  pages = await startPageServer();
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true' });
  owner = await registerUser(service.app);
  stranger = await registerUser(service.app);
  const created = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: owner.auth, payload: { mode: 'url', name: 'Lamp', url: pages.url('/lamp'), sensitivity: 0 } });
  expect(created.statusCode).toBe(201);
  monitorId = created.json().id;

  // The price moves down, stays (the same bytes: an unchanged check still reads it), goes up as
  // the lamp sells out, then the page fails: a failed check adds no point.
  const steps: { price: string; inStock: boolean; status?: number }[] = [
    { price: '100.00', inStock: true },
    { price: '90.00', inStock: true },
    { price: '90.00', inStock: true },
    { price: '120.00', inStock: false },
    { price: '120.00', inStock: false, status: 503 },
  ];
  for (const { price, inStock, status } of steps) {
    service.clock.advance(60_000);
    pages.set('/lamp', status ? { status, body: 'maintenance' } : productPage({ name: 'Lamp', price, inStock }));
    const checked = await service.app.inject({ method: 'POST', url: `/v1/monitors/${monitorId}/check`, headers: owner.auth });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().check.sources[0].outcome === 'error').toBe(status !== undefined);
    if (!status) readAt.push(service.clock.now());
  }
});
afterAll(async () => {
  await service.close();
  await pages.close();
});

describe('GET /v1/monitors/{id}/history', () => {
  it('answers the price of every check that read one, oldest first, with the lowest and highest', async () => {
    const response = await history(monitorId, '?field=price');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      points: [100, 90, 90, 120].map((value, i) => ({ at: readAt[i], value })),
      min: 90,
      max: 120,
    });
    // price is the field when none is named
    expect((await history(monitorId, '')).json()).toEqual(response.json());
  });

  it('answers the availability series without min or max', async () => {
    const response = await history(monitorId, '?field=availability');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      points: ['in_stock', 'in_stock', 'in_stock', 'out_of_stock'].map((value, i) => ({ at: readAt[i], value })),
    });
  });

  it('answers no points and no range for a monitor not checked yet', async () => {
    const created = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: owner.auth, payload: { mode: 'url', name: 'New', url: pages.url('/new') } });
    expect((await history(created.json().id, '?field=price')).json()).toEqual({ points: [] });
  });

  it('is 404 for another user\'s monitor and for an unknown one', async () => {
    for (const response of [await history(monitorId, '?field=price', stranger.auth), await history('mon-unknown', '?field=price')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ERR_NOT_FOUND' });
    }
  });

  it('is 400 naming the field for a field it does not keep', async () => {
    const response = await history(monitorId, '?field=title');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ERR_INVALID_REQUEST', message: expect.stringContaining('field') });
  });

  it('is listed in the OpenAPI document with its field and an example', async () => {
    const document = (await service.app.inject({ url: '/v1/openapi.json' })).json();
    const operation = document.paths['/v1/monitors/{id}/history'].get;
    expect(operation.description).toContain('500');
    expect(JSON.stringify(operation.parameters)).toContain('availability');
    expect(JSON.stringify(operation.responses['200'])).toContain('149.99');
  });
});
