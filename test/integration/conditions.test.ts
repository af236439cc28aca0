import { describe, expect, it } from 'vitest';
import { useServiceWithPages } from '../support/service-with-pages.js';
import { productPage } from '../support/page-server.js';

const setup = useServiceWithPages();

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
const setPrice = (path: string, price: number) => setup.pages.set(path, { body: JSON.stringify({ name: 'Kettle', price }), headers: JSON_TYPE });

function create(payload: object) {
  return setup.service.app.inject({ method: 'POST', url: '/v1/monitors', headers: setup.user.auth, payload });
}

async function createMonitor(path: string, extra: object) {
  // Confirmation re-reads a price or stock change after a delay (docs/alerts.md); these tests read the decision at once.
  const response = await create({ mode: 'url', name: `Monitor ${path}`, url: setup.pages.url(path), confirmChanges: false, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; condition: unknown; interpreted_as: { metric: string } };
}

async function checkNow(id: string) {
  const response = await setup.service.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: setup.user.auth });
  expect(response.statusCode).toBe(200);
  setup.service.clock.advance(60_000);
  return response.json();
}

async function storedEvents(monitorId: string) {
  const rows = await setup.service.infra.database.db.selectFrom('events').select('body').where('user_id', '=', setup.user.user.id).execute();
  return rows.map((row) => JSON.parse(row.body)).filter((event) => event.data.change.monitor_id === monitorId);
}

describe('a condition decides when a monitor alerts', () => {
  it('fires "drops by 10%" on a JSON price falling 12%, not on one falling 5%, and names the condition in the change and its event', async () => {
    setPrice('/api/drop', 100);
    const monitor = await createMonitor('/api/drop', { jsonExpression: 'price', condition: { kind: 'drop_pct', amount: 10 } });
    expect(monitor.condition).toEqual({ kind: 'drop_pct', amount: 10 });
    expect(monitor.interpreted_as.metric).toBe('price');
    await checkNow(monitor.id);

    setPrice('/api/drop', 95);
    const small = await checkNow(monitor.id);
    expect(small.change).toBeNull();
    expect(small.check.sources[0].outcome).toBe('minor_change');

    setPrice('/api/drop', 83.6);
    const big = await checkNow(monitor.id);
    expect(big.change).toMatchObject({ type: 'price', before: { price: 95 }, after: { price: 83.6 }, condition: { kind: 'drop_pct', amount: 10 } });
    expect(big.change.relevance).toEqual({ score: 1, reason: 'Price dropped from 95.00 to 83.60 (-12%); condition met: price drops by 10% or more.' });

    const events = await storedEvents(monitor.id);
    expect(events).toHaveLength(1);
    expect(events[0].data.change.condition).toEqual({ kind: 'drop_pct', amount: 10 });
    const history = await setup.service.app.inject({ url: `/v1/monitors/${monitor.id}/changes`, headers: setup.user.auth });
    expect(history.json().changes[0].condition).toEqual({ kind: 'drop_pct', amount: 10 });
    // The JSON reader loads JSONata on first use: seconds on a busy machine.
  }, 90_000);

  it('fires text_appears only when the text appears, whatever else changes', async () => {
    setup.pages.set('/news', '<html><body><main><h1>Festival</h1><p>Line-up coming soon. Updated at 10:00.</p></main></body></html>');
    const monitor = await createMonitor('/news', { condition: { kind: 'text_appears', text: 'Tickets on sale' }, sensitivity: 0 });
    await checkNow(monitor.id);

    setup.pages.set('/news', '<html><body><main><h1>Festival</h1><p>Line-up: three bands announced, more to come this week.</p></main></body></html>');
    expect((await checkNow(monitor.id)).change).toBeNull();

    setup.pages.set('/news', '<html><body><main><h1>Festival</h1><p>Line-up: three bands announced. TICKETS ON SALE now!</p></main></body></html>');
    const fired = await checkNow(monitor.id);
    expect(fired.change).toMatchObject({ type: 'content', condition: { kind: 'text_appears', text: 'Tickets on sale' } });

    setup.pages.set('/news', '<html><body><main><h1>Festival</h1><p>Line-up: four bands announced. TICKETS ON SALE now!</p></main></body></html>');
    expect((await checkNow(monitor.id)).change).toBeNull();
  });

  it('fires "below" when the price crosses in, and not while it stays below', async () => {
    setup.pages.set('/tv', productPage({ name: 'TV', price: '329.00' }));
    const monitor = await createMonitor('/tv', { condition: { kind: 'below', amount: 300, currency: 'USD' } });
    await checkNow(monitor.id);
    setup.pages.set('/tv', productPage({ name: 'TV', price: '300.00' }));
    expect((await checkNow(monitor.id)).change).toBeNull();
    setup.pages.set('/tv', productPage({ name: 'TV', price: '289.00' }));
    expect((await checkNow(monitor.id)).change).toMatchObject({ type: 'price', after: { price: 289 }, condition: { kind: 'below', amount: 300, currency: 'USD' } });
    setup.pages.set('/tv', productPage({ name: 'TV', price: '259.00' }));
    expect((await checkNow(monitor.id)).change).toBeNull();
  });

  it('fires back_in_stock when the stock state flips, and lets PATCH replace and remove the condition', async () => {
    setup.pages.set('/console', productPage({ name: 'Console', price: '499.00', inStock: false }));
    const monitor = await createMonitor('/console', { condition: { kind: 'back_in_stock' } });
    await checkNow(monitor.id);
    setup.pages.set('/console', productPage({ name: 'Console', price: '479.00', inStock: false }));
    expect((await checkNow(monitor.id)).change).toBeNull();
    setup.pages.set('/console', productPage({ name: 'Console', price: '479.00', inStock: true }));
    expect((await checkNow(monitor.id)).change).toMatchObject({ type: 'availability', condition: { kind: 'back_in_stock' } });

    const patch = (payload: object) => setup.service.app.inject({ method: 'PATCH', url: `/v1/monitors/${monitor.id}`, headers: setup.user.auth, payload });
    const replaced = await patch({ condition: { kind: 'any_drop' } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().condition).toEqual({ kind: 'any_drop' });
    const removed = await patch({ condition: null });
    expect(removed.json().condition).toBeNull();
    expect((await setup.service.app.inject({ url: `/v1/monitors/${monitor.id}`, headers: setup.user.auth })).json().condition).toBeNull();
  });

  it('lets a given condition override the intent\'s, and shows both in the preview', async () => {
    const intent = `tell me when the LG C3 TV drops below $1,200 at ${setup.pages.url('/lg')}`;
    const preview = await setup.service.app.inject({ method: 'POST', url: '/v1/monitors/preview', headers: setup.user.auth, payload: { mode: 'nlp', intent, condition: { kind: 'drop_abs', amount: 100, currency: 'USD' } } });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().interpreted_as.condition).toEqual({ kind: 'below', amount: 1200, currency: 'USD' });
    expect(preview.json().condition).toEqual({ kind: 'drop_abs', amount: 100, currency: 'USD' });
    const created = await create({ mode: 'nlp', intent, condition: { kind: 'drop_abs', amount: 100, currency: 'USD' } });
    expect(created.json().condition).toEqual({ kind: 'drop_abs', amount: 100, currency: 'USD' });
    // The intent reader loads its lexicon on first use.
  }, 90_000);
});

describe('an invalid condition', () => {
  it.each([
    [{ kind: 'cheaper' }, 'condition.kind must be one of below, at_or_below, above, drop_pct'],
    [{}, 'condition.kind is required'],
    [{ kind: 'drop_pct' }, 'condition.amount is required when condition.kind is drop_pct'],
    [{ kind: 'drop_pct', amount: 150 }, 'condition.amount is a percentage and must be below 100'],
    [{ kind: 'below', amount: -1 }, 'condition.amount must be a positive number'],
    [{ kind: 'below', amount: '300' }, 'condition.amount must be a number'],
    [{ kind: 'below', amount: 300, currency: 'dollars' }, 'condition.currency must be an ISO 4217 code'],
    [{ kind: 'text_appears' }, 'condition.text is required when condition.kind is text_appears'],
    [{ kind: 'back_in_stock', text: 'x' }, 'condition.text is not used when condition.kind is back_in_stock'],
    [{ kind: 'below', amount: 1, when: 'now' }, "unknown field 'condition.when'"],
    ['drop_pct', 'condition must be a JSON object'],
  ])('%j → 400 naming the field', async (condition, message) => {
    for (const [method, url] of [['POST', '/v1/monitors'], ['POST', '/v1/monitors/preview']] as const) {
      const response = await setup.service.app.inject({ method, url, headers: setup.user.auth, payload: { mode: 'url', name: 'Bad', url: setup.pages.url('/bad'), condition } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: 'ERR_INVALID_REQUEST' });
      expect(response.json().message, url).toContain(message);
    }
  });

  it('is refused by PATCH too, leaving the monitor as it was', async () => {
    setPrice('/api/patch', 10);
    const monitor = await createMonitor('/api/patch', { jsonExpression: 'price', condition: { kind: 'any_drop' } });
    const response = await setup.service.app.inject({ method: 'PATCH', url: `/v1/monitors/${monitor.id}`, headers: setup.user.auth, payload: { condition: { kind: 'drop_abs' } } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('condition.amount is required when condition.kind is drop_abs');
    expect((await setup.service.app.inject({ url: `/v1/monitors/${monitor.id}`, headers: setup.user.auth })).json().condition).toEqual({ kind: 'any_drop' });
  });
});
