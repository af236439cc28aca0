import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useServiceWithPages } from '../support/service-with-pages.js';
import { registerUser, startTestService } from '../support/test-service.js';
import { productPage } from '../support/page-server.js';
import { EXTRACTION_VERSION } from '../../src/domain/extraction/extraction-version.js';

const setup = useServiceWithPages();

async function createMonitor(path: string, extra: object = {}) {
  const response = await setup.service.app.inject({ method: 'POST', url: '/v1/monitors', headers: setup.user.auth, payload: { mode: 'url', name: `Monitor ${path}`, url: setup.pages.url(path), ...extra } });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

const checkNow = (id: string, auth = setup.user.auth) => setup.service.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: auth });

describe('checking a monitor now', () => {
  it('records a baseline, then reports a price drop as a typed change with a reason', async () => {
    setup.pages.set('/headphones', productPage({ name: 'Sony WH-1000XM5', price: '199.99' }));
    const id = await createMonitor('/headphones');

    const first = await checkNow(id);
    expect(first.statusCode).toBe(200);
    expect(first.json().change).toBeNull();
    expect(first.json().check.sources).toEqual([
      expect.objectContaining({ id: expect.stringMatching(/^chk-/), url: setup.pages.url('/headphones'), outcome: 'baseline', http_status: 200, error: null, observation: expect.objectContaining({ title: 'Sony WH-1000XM5', price: 199.99, currency: 'USD', availability: 'in_stock', source: 'json-ld' }) }),
    ]);

    setup.service.clock.advance(60_000);
    setup.pages.set('/headphones', productPage({ name: 'Sony WH-1000XM5', price: '149.99', noise: '1 minute ago' }));
    const second = await checkNow(id);
    const change = second.json().change;
    expect(change).toMatchObject({
      id: expect.stringMatching(/^chg-/),
      monitor_id: id,
      monitor_name: 'Monitor /headphones',
      detected_at: setup.service.clock.now(),
      type: 'price',
      source: { url: setup.pages.url('/headphones'), title: 'Sony WH-1000XM5' },
      before: { price: 199.99, currency: 'USD', availability: 'in_stock' },
      after: { price: 149.99, currency: 'USD', availability: 'in_stock' },
    });
    expect(change.relevance.score).toBeGreaterThan(0.6);
    expect(change.relevance.reason).toBe('Price dropped from $199.99 to $149.99 (-25%).');

    const history = await setup.service.app.inject({ url: `/v1/monitors/${id}/changes`, headers: setup.user.auth });
    // Read over plain HTTP: no screenshots were kept.
    expect(history.json()).toEqual({ changes: [{ ...change, screenshots: false }], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } });
    const monitor = (await setup.service.app.inject({ url: `/v1/monitors/${id}`, headers: setup.user.auth })).json();
    expect(monitor).toMatchObject({ last_check_at: setup.service.clock.now(), last_change_at: setup.service.clock.now(), last_error: null });
    // The list and the monitor carry what the last check read, for the dashboard's list.
    expect(monitor.latest_reading).toEqual({ price: 149.99, availability: 'in_stock', at: setup.service.clock.now() });
    const listed = (await setup.service.app.inject({ url: '/v1/monitors?limit=100', headers: setup.user.auth })).json().monitors;
    expect(listed.find((entry: { id: string }) => entry.id === id).latest_reading).toEqual(monitor.latest_reading);
    expect(monitor.next_check_at).toBeGreaterThanOrEqual(setup.service.clock.now() + 900_000);

    const events = await setup.service.infra.database.db.selectFrom('events').selectAll().where('user_id', '=', setup.user.user.id).execute();
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.body)).toEqual({ id: events[0]!.id, type: 'change.detected', created_at: change.detected_at, data: { change } });
  });

  it('fails the check of a price monitor whose page stopped being a product page, and reports nothing when the product is back', async () => {
    setup.pages.set('/gone', productPage({ name: 'Kettle', price: '39.00' }));
    const id = await createMonitor('/gone', { extractionPrompt: 'the price', confirmChanges: false });
    expect((await checkNow(id)).json().check.sources[0].outcome).toBe('baseline');

    // The listing was taken down and the shop answers its home page with 200.
    setup.pages.set('/gone', '<!doctype html><html><head><title>Shop</title></head><body><main><h1>Welcome</h1><p>Browse our kitchen range.</p></main></body></html>');
    setup.service.clock.advance(20_000);
    const failed = await checkNow(id);
    expect(failed.json().change).toBeNull();
    expect(failed.json().check.sources[0]).toMatchObject({ outcome: 'error', error: expect.stringContaining('the page no longer shows a product') });
    const monitor = (await setup.service.app.inject({ url: `/v1/monitors/${id}`, headers: setup.user.auth })).json();
    expect(monitor).toMatchObject({ consecutive_failures: 1, last_error: expect.stringContaining('no longer shows a product') });

    setup.pages.set('/gone', productPage({ name: 'Kettle', price: '39.00' }));
    setup.service.clock.advance(20_000);
    const back = await checkNow(id);
    expect(back.json().change).toBeNull();
    expect(back.json().check.sources[0].outcome).not.toBe('error');
    expect((await setup.service.app.inject({ url: `/v1/monitors/${id}`, headers: setup.user.auth })).json()).toMatchObject({ consecutive_failures: 0, last_error: null });
    // The free plan's ten monitors are shared by this file's tests.
    expect((await setup.service.app.inject({ method: 'DELETE', url: `/v1/monitors/${id}`, headers: setup.user.auth })).statusCode).toBe(204);
  });

  it('reports nothing when only the timestamp and the markup layout change', async () => {
    setup.pages.set('/noisy', productPage({ name: 'Kettle', price: '39.00', noise: '2 minutes ago' }));
    const id = await createMonitor('/noisy', { sensitivity: 0 });
    await checkNow(id);
    setup.pages.set('/noisy', productPage({ name: 'Kettle', price: '39.00', noise: '47 seconds ago' }).replace(/\n/g, '\n      '));
    const second = await checkNow(id);
    expect(second.json().change).toBeNull();
    expect(second.json().check.sources[0].outcome).toBe('unchanged');
  });

  it('skips reading the very bytes it read last, until the extraction version changes', async () => {
    setup.pages.set('/static', productPage({ name: 'Toaster', price: '25.00' }));
    const id = await createMonitor('/static');
    await checkNow(id);
    const db = setup.service.infra.database.db;
    const source = await db
      .selectFrom('monitor_sources')
      .innerJoin('source_observations', 'source_observations.source_id', 'monitor_sources.id')
      .select(['monitor_sources.id', 'source_observations.observation', 'monitor_sources.content_fingerprint'])
      .where('monitor_sources.monitor_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(source.content_fingerprint).toMatch(new RegExp(`^${EXTRACTION_VERSION}:`));
    // Make the stored observation say $99: a page read in full would now be a price change.
    const stored = JSON.parse(source.observation) as { price: number };
    await db.updateTable('source_observations').set({ observation: JSON.stringify({ ...stored, price: 99 }) }).where('source_id', '=', source.id).execute();

    setup.service.clock.advance(60_000);
    const same = (await checkNow(id)).json();
    expect(same.change).toBeNull();
    expect(same.check.sources[0]).toMatchObject({ outcome: 'unchanged', http_status: 200, observation: { price: 99 } });

    // Fingerprints of an older extraction do not match: the page is read in full once more.
    await db.updateTable('monitor_sources').set({ content_fingerprint: `${EXTRACTION_VERSION - 1}:${source.content_fingerprint!.split(':')[1]}` }).where('id', '=', source.id).execute();
    setup.service.clock.advance(60_000);
    const reread = (await checkNow(id)).json();
    expect(reread.check.sources[0]).toMatchObject({ outcome: 'changed', observation: { price: 25 } });
    expect(reread.change).toMatchObject({ type: 'price', before: { price: 99 }, after: { price: 25 } });
    const after = await db.selectFrom('monitor_sources').select('content_fingerprint').where('id', '=', source.id).executeTakeFirstOrThrow();
    expect(after.content_fingerprint).toBe(source.content_fingerprint);
  });

  it('reports a failing page in the check and on the monitor, never as a change', async () => {
    setup.pages.set('/flaky', productPage({ name: 'Lamp', price: '20.00' }));
    const id = await createMonitor('/flaky');
    await checkNow(id);
    setup.pages.set('/flaky', { status: 503, body: 'maintenance' });
    setup.service.clock.advance(1000);
    const failed = await checkNow(id);
    expect(failed.json().change).toBeNull();
    expect(failed.json().check.sources[0]).toMatchObject({ outcome: 'error', http_status: 503, error: 'HTTP 503' });
    expect((await setup.service.app.inject({ url: `/v1/monitors/${id}`, headers: setup.user.auth })).json().last_error).toBe(`${setup.pages.url('/flaky')}: HTTP 503`);

    const log = await setup.service.app.inject({ url: `/v1/monitors/${id}/checks?limit=1`, headers: setup.user.auth });
    expect(log.json()).toEqual({
      checks: [{ id: failed.json().check.sources[0].id, source_url: setup.pages.url('/flaky'), started_at: setup.service.clock.now(), duration_ms: expect.any(Number), http_status: 503, bytes: 0, outcome: 'error', error: 'HTTP 503', change_id: null, fetched_with: 'http', render_ms: null, blocked_requests: [], note: null }],
      pagination: { page: 1, limit: 1, total: 2, totalPages: 2 },
    });

    setup.pages.set('/flaky', productPage({ name: 'Lamp', price: '20.00' }));
    const recovered = await checkNow(id);
    expect(recovered.json().check.sources[0].outcome).toBe('unchanged');
    expect((await setup.service.app.inject({ url: `/v1/monitors/${id}`, headers: setup.user.auth })).json().last_error).toBeNull();
  });

  it('sends conditional requests and treats 304 as unchanged', async () => {
    setup.pages.set('/etag', { body: productPage({ name: 'Desk', price: '300.00' }), etag: '"v1"' });
    const id = await createMonitor('/etag');
    await checkNow(id);
    const second = await checkNow(id);
    expect(second.json().check.sources[0]).toMatchObject({ outcome: 'not_modified', http_status: 304 });
    expect(second.json().check.sources[0].observation.price).toBe(300);
  });

  // Confirmation off: this is about the condition; holding a price change for a second reading is alerts.test.ts's.
  it('honours an intent\'s condition: a move that stays above it is not reported, crossing it is', async () => {
    setup.pages.set('/tv', productPage({ name: 'LG C3 TV', price: '1499.00' }));
    const created = await setup.service.app.inject({ method: 'POST', url: '/v1/monitors', headers: setup.user.auth, payload: { mode: 'nlp', intent: `tell me when the LG C3 TV drops below $1,200 at ${setup.pages.url('/tv')}`, confirmChanges: false } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json().interpreted_as.condition).toEqual({ kind: 'below', amount: 1200, currency: 'USD' });
    expect(created.json().condition).toEqual({ kind: 'below', amount: 1200, currency: 'USD' });
    await checkNow(id);
    setup.pages.set('/tv', productPage({ name: 'LG C3 TV', price: '1399.00' }));
    expect((await checkNow(id)).json().change).toBeNull();
    setup.pages.set('/tv', productPage({ name: 'LG C3 TV', price: '1149.00' }));
    const crossed = (await checkNow(id)).json().change;
    expect(crossed).toMatchObject({ type: 'price', before: { price: 1399 }, after: { price: 1149 } });
    expect(crossed.relevance.score).toBe(1);
    expect(crossed.condition).toEqual({ kind: 'below', amount: 1200, currency: 'USD' });
  });

  it('answers 404 for checks and changes of a monitor of another user', async () => {
    setup.pages.set('/private', productPage({ name: 'Chair', price: '80.00' }));
    const id = await createMonitor('/private');
    const intruder = await registerUser(setup.service.app);
    expect((await checkNow(id, intruder.auth)).statusCode).toBe(404);
    expect((await setup.service.app.inject({ url: `/v1/monitors/${id}/changes`, headers: intruder.auth })).statusCode).toBe(404);
    expect(setup.pages.hits('/private')).toBe(0);
    const unknown = await checkNow('mon-unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not found', code: 'ERR_NOT_FOUND', message: 'monitor not found' });
  });

  it('waits for a running check of the monitor, then checks the page as it is by then', async () => {
    setup.pages.set('/slow', { body: productPage({ name: 'Desk', price: '300.00' }), delayMs: 1_000 });
    const id = await createMonitor('/slow');
    const running = checkNow(id);
    // The page server answers a request with the page as it was when the request came in.
    while (setup.pages.hits('/slow') === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    setup.pages.set('/slow', { body: productPage({ name: 'Desk', price: '240.00' }), delayMs: 1_000 });
    const second = await checkNow(id);
    const first = await running;
    expect(first.statusCode).toBe(200);
    expect(first.json().check.sources[0].outcome).toBe('baseline');
    expect(second.statusCode).toBe(200);
    expect(second.json().change).toMatchObject({ type: 'price', before: { price: 300 }, after: { price: 240 } });
    expect(setup.pages.hits('/slow')).toBe(2);
  });

  it('answers 409 when a check of the monitor is still running after the 20 s wait', { timeout: 60_000 }, async () => {
    setup.pages.set('/held', productPage({ name: 'Lamp', price: '40.00' }));
    // A user of its own: the free tier's monitor limit is the main user's to spend.
    const owner = await registerUser(setup.service.app);
    const created = await setup.service.app.inject({ method: 'POST', url: '/v1/monitors', headers: owner.auth, payload: { mode: 'url', name: 'Lamp', url: setup.pages.url('/held') } });
    const { id } = created.json();
    // Another worker process holds the monitor's lease for the next hour.
    await setup.service.infra.database.db.updateTable('monitors').set({ lease_owner: 'worker-elsewhere', lease_expires_at: setup.service.clock.now() + 3_600_000 }).where('id', '=', id).execute();
    const held = await checkNow(id, owner.auth);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({ error: 'Invalid request', code: 'ERR_INVALID_REQUEST', message: 'a check of this monitor is still running after 20 s; try again in a moment' });
    expect(setup.pages.hits('/held')).toBe(0);
  });

  it('answers 404 at once when the monitor is deleted while its check-now waits', { timeout: 60_000 }, async () => {
    setup.pages.set('/dropped', productPage({ name: 'Desk', price: '90.00' }));
    const owner = await registerUser(setup.service.app);
    const created = await setup.service.app.inject({ method: 'POST', url: '/v1/monitors', headers: owner.auth, payload: { mode: 'url', name: 'Desk', url: setup.pages.url('/dropped') } });
    const { id } = created.json();
    await setup.service.infra.database.db.updateTable('monitors').set({ lease_owner: 'worker-elsewhere', lease_expires_at: setup.service.clock.now() + 3_600_000 }).where('id', '=', id).execute();
    const started = performance.now();
    const waiting = checkNow(id, owner.auth);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const deleted = await setup.service.app.inject({ method: 'DELETE', url: `/v1/monitors/${id}`, headers: owner.auth });
    expect(deleted.statusCode).toBe(204);
    const answer = await waiting;
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'ERR_NOT_FOUND' });
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('deletes a monitor with its checks, changes and snapshots, and nothing of anyone else', async () => {
    setup.pages.set('/gone', productPage({ name: 'Bike', price: '500.00' }));
    const id = await createMonitor('/gone');
    const keep = await createMonitor('/headphones');
    await checkNow(id);
    setup.pages.set('/gone', productPage({ name: 'Bike', price: '350.00' }));
    expect((await checkNow(id)).json().change).not.toBeNull();
    await checkNow(keep);
    const snapshots = join(setup.service.config.dataDir, 'blobs', 'snapshots');
    expect(await readdir(snapshots)).toEqual(expect.arrayContaining([id, keep]));

    expect((await setup.service.app.inject({ method: 'DELETE', url: `/v1/monitors/${id}`, headers: setup.user.auth })).statusCode).toBe(204);
    const db = setup.service.infra.database.db;
    for (const table of ['checks', 'changes', 'monitor_sources'] as const) {
      expect(await db.selectFrom(table).select('id').where('monitor_id', '=', id).execute()).toEqual([]);
    }
    expect(await db.selectFrom('checks').select('id').where('monitor_id', '=', keep).execute()).not.toEqual([]);
    expect(await readdir(snapshots)).not.toContain(id);
    expect(await readdir(snapshots)).toContain(keep);
  });
});

describe('when the blob store fails', () => {
  it('still checks and reports changes; only the snapshot is skipped', async () => {
    const local = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true' });
    try {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(join(local.config.dataDir, 'blobs'), 'not a folder');
      const owner = await registerUser(local.app);
      setup.pages.set('/no-blobs', productPage({ name: 'Tent', price: '120.00' }));
      const id = (await local.app.inject({ method: 'POST', url: '/v1/monitors', headers: owner.auth, payload: { mode: 'url', name: 'Tent', url: setup.pages.url('/no-blobs') } })).json().id;
      expect((await local.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: owner.auth })).statusCode).toBe(200);
      setup.pages.set('/no-blobs', productPage({ name: 'Tent', price: '90.00' }));
      const second = await local.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: owner.auth });
      expect(second.statusCode).toBe(200);
      expect(second.json().change).toMatchObject({ type: 'price', after: { price: 90 } });
    } finally {
      await local.close();
    }
  });
});
