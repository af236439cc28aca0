import { describe, expect, it } from 'vitest';
import { useServiceWithPages } from '../support/service-with-pages.js';
import { minimalPdf } from '../support/minimal-pdf.js';

const setup = useServiceWithPages();

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
const product = (price: number, stock: string) => JSON.stringify({ name: 'Kettle', price, items: [{ sku: 'K1', stock }] });

function setJson(path: string, body: string) {
  setup.pages.set(path, { body, headers: JSON_TYPE });
}

async function createMonitor(path: string, extra: object = {}) {
  const response = await setup.service.app.inject({ method: 'POST', url: '/v1/monitors', headers: setup.user.auth, payload: { mode: 'url', name: `Monitor ${path}`, url: setup.pages.url(path), ...extra } });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; jsonExpression: string | null };
}

async function checkNow(id: string) {
  const response = await setup.service.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: setup.user.auth });
  expect(response.statusCode).toBe(200);
  setup.service.clock.advance(60_000);
  return response.json();
}

describe('a JSON response', () => {
  it('reports the price its expression picks dropping as a price change', async () => {
    setJson('/api/kettle-price', product(50, 'in stock'));
    const { id } = await createMonitor('/api/kettle-price', { jsonExpression: 'price' });
    const first = await checkNow(id);
    expect(first.check.sources[0]).toMatchObject({ outcome: 'baseline', observation: expect.objectContaining({ price: 50, source: 'json' }) });

    setJson('/api/kettle-price', product(40, 'in stock'));
    const second = await checkNow(id);
    expect(second.change).toMatchObject({ type: 'price', before: { price: 50 }, after: { price: 40 } });
    expect(second.change.relevance.reason).toMatch(/dropped/i);
  });

  it('reports the text its expression picks changing as a content change, and nothing when other fields move', async () => {
    setJson('/api/kettle-stock', product(50, 'in stock'));
    const { id } = await createMonitor('/api/kettle-stock', { jsonExpression: 'items[0].stock' });
    await checkNow(id);
    setJson('/api/kettle-stock', product(45, 'in stock'));
    expect((await checkNow(id)).change).toBeNull();

    setJson('/api/kettle-stock', product(45, 'only 2 left'));
    const changed = await checkNow(id);
    expect(changed.change).toMatchObject({ type: 'content', before: { excerpt: expect.stringContaining('in stock') }, after: { excerpt: expect.stringContaining('only 2 left') } });
  });

  it('keeps the expression through create, get, update and preview, and starts afresh with a new one', async () => {
    setJson('/api/round-trip', product(30, 'in stock'));
    const created = await createMonitor('/api/round-trip', { jsonExpression: '  price  ' });
    expect(created.jsonExpression).toBe('price');
    const got = await setup.service.app.inject({ url: `/v1/monitors/${created.id}`, headers: setup.user.auth });
    expect(got.json().jsonExpression).toBe('price');
    await checkNow(created.id);

    const updated = await setup.service.app.inject({ method: 'PATCH', url: `/v1/monitors/${created.id}`, headers: setup.user.auth, payload: { jsonExpression: 'items[0].stock' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().jsonExpression).toBe('items[0].stock');
    // Read with another expression, the last observation is no baseline: no change from price to text.
    const afresh = await checkNow(created.id);
    expect(afresh.change).toBeNull();
    expect(afresh.check.sources[0]).toMatchObject({ outcome: 'baseline', observation: expect.objectContaining({ price: null }) });

    const cleared = await setup.service.app.inject({ method: 'PATCH', url: `/v1/monitors/${created.id}`, headers: setup.user.auth, payload: { jsonExpression: null } });
    expect(cleared.json().jsonExpression).toBeNull();
    const list = await setup.service.app.inject({ url: '/v1/monitors', headers: setup.user.auth });
    expect(list.json().monitors.find((m: { id: string }) => m.id === created.id).jsonExpression).toBeNull();

    const preview = await setup.service.app.inject({ method: 'POST', url: '/v1/monitors/preview', headers: setup.user.auth, payload: { mode: 'url', name: 'Kettle API', url: setup.pages.url('/api/round-trip'), jsonExpression: 'price' } });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().page).toMatchObject({ price: 30, error: null, text_start: null });
    const previewText = await setup.service.app.inject({ method: 'POST', url: '/v1/monitors/preview', headers: setup.user.auth, payload: { mode: 'url', name: 'Kettle API', url: setup.pages.url('/api/round-trip'), jsonExpression: 'items[0].stock' } });
    expect(previewText.json().page).toMatchObject({ price: null, text_start: 'in stock' });
  });

  it('refuses an expression that does not parse with 400 naming the field and the error, on create, preview and update', async () => {
    setJson('/api/refused', product(30, 'in stock'));
    const payload = { mode: 'url', name: 'Kettle API', url: setup.pages.url('/api/refused'), jsonExpression: 'items[' };
    for (const url of ['/v1/monitors', '/v1/monitors/preview']) {
      const response = await setup.service.app.inject({ method: 'POST', url, headers: setup.user.auth, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ERR_INVALID_REQUEST', message: expect.stringMatching(/^jsonExpression .*Expected "\]"/) });
    }
    const { id } = await createMonitor('/api/refused');
    const update = await setup.service.app.inject({ method: 'PATCH', url: `/v1/monitors/${id}`, headers: setup.user.auth, payload: { jsonExpression: '$.(' } });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toMatch(/^jsonExpression /);
  });

  it('fails the check, not the service, on a body that is not JSON or an expression failing on it, and says why in the preview', async () => {
    setJson('/api/broken', '{"price": ');
    const { id } = await createMonitor('/api/broken', { jsonExpression: 'price' });
    const broken = await checkNow(id);
    expect(broken.check.sources[0]).toMatchObject({ outcome: 'error', http_status: 200, error: expect.stringMatching(/^the response is not valid JSON/) });
    const monitor = await setup.service.app.inject({ url: `/v1/monitors/${id}`, headers: setup.user.auth });
    expect(monitor.json().last_error).toMatch(/not valid JSON/);

    setJson('/api/broken', product(30, 'in stock'));
    await setup.service.app.inject({ method: 'PATCH', url: `/v1/monitors/${id}`, headers: setup.user.auth, payload: { jsonExpression: '$number(name)' } });
    expect((await checkNow(id)).check.sources[0]).toMatchObject({ outcome: 'error', error: expect.stringMatching(/^jsonExpression: /) });

    const preview = await setup.service.app.inject({ method: 'POST', url: '/v1/monitors/preview', headers: setup.user.auth, payload: { mode: 'url', name: 'Kettle API', url: setup.pages.url('/api/broken'), jsonExpression: '$number(name)' } });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().page).toMatchObject({ http_status: 200, price: null, error: expect.stringMatching(/^jsonExpression: /) });
  });
});

describe('a PDF response', () => {
  it('reports a changed sentence as a content change', async () => {
    const pdf = (sentence: string) => ({ body: minimalPdf(['Shop terms', sentence]), headers: { 'content-type': 'application/pdf' } });
    setup.pages.set('/terms.pdf', pdf('Refunds are accepted within 30 days.'));
    const { id } = await createMonitor('/terms.pdf');
    const first = await checkNow(id);
    expect(first.check.sources[0]).toMatchObject({ outcome: 'baseline', error: null });

    setup.pages.set('/terms.pdf', pdf('Refunds are accepted within 14 days.'));
    const second = await checkNow(id);
    expect(second.change).toMatchObject({ type: 'content', after: { excerpt: expect.stringContaining('14 days') } });
  });
});
