import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChromiumRenderer } from '../../src/adapters/browser/chromium-renderer.js';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';
import { productPage, startPageServer } from '../support/page-server.js';
import { chromiumForTests } from '../support/chromium.js';

// The same generic refusal as plain HTTP: never which address or range a name resolves to.
const BLOCKED = 'blocked: this host may not be contacted';
const PNG_SIGNATURE = '89504e470d0a1a0a';

/** A shop page whose price and stock only exist once its script has run, as on many React and Vue shops. */
function scriptBuiltProduct(name: string, price: string, inStock = true): string {
  return `<!doctype html><html><head><title>${name} | Shop</title></head><body><div id="root"></div>
<script>
setTimeout(() => {
  document.getElementById('root').innerHTML =
    '<main><h1>${name}</h1><p class="price">$${price}</p><p>${inStock ? 'In stock' : 'Out of stock'}</p>' +
    '<p>Industry-leading noise cancellation, 30-hour battery life and a comfortable fit for long flights.</p></main>';
}, 30);
</script></body></html>`;
}

let pages: Awaited<ReturnType<typeof startPageServer>>;
beforeAll(async () => {
  pages = await startPageServer();
});
afterAll(async () => {
  await pages.close();
});

describe('pages rendered in the browser', () => {
  let service: TestService;
  let user: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', CHROMIUM_PATH: chromiumForTests(), BROWSER_TIMEOUT_SECONDS: '10' });
    user = await registerUser(service.app);
  });
  afterAll(async () => {
    await service?.close();
  });

  async function createMonitor(path: string, extra: object = {}) {
    const response = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: user.auth, payload: { mode: 'url', name: `Monitor ${path}`, url: pages.url(path), ...extra } });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; render: string };
  }
  const checkNow = (id: string) => service.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: user.auth });

  it('escalates a script-built page to the browser once and keeps it there', async () => {
    pages.set('/spa-auto', scriptBuiltProduct('Sony WH-1000XM5', '349.00'));
    const monitor = await createMonitor('/spa-auto');
    expect(monitor.render).toBe('auto');

    const first = (await checkNow(monitor.id)).json().check.sources[0];
    expect(first).toMatchObject({ outcome: 'baseline', fetched_with: 'browser', blocked_requests: [] });
    expect(first.render_ms).toEqual(expect.any(Number));
    expect(first.observation.price).toBe(349);
    // The plain fetch that showed the empty shell, then the browser.
    expect(pages.hits('/spa-auto')).toBe(2);

    const second = (await checkNow(monitor.id)).json().check.sources[0];
    expect(second).toMatchObject({ outcome: 'unchanged', fetched_with: 'browser' });
    expect(pages.hits('/spa-auto')).toBe(3);

    const log = (await service.app.inject({ url: `/v1/monitors/${monitor.id}/checks`, headers: user.auth })).json().checks;
    expect(log.map((entry: { fetched_with: string }) => entry.fetched_with)).toEqual(['browser', 'browser']);
    expect(log[0].render_ms).toEqual(expect.any(Number));
  });

  it('asks the browser when a selector misses on a plain fetch of a page that runs scripts, and keeps a narrow region on plain HTTP', async () => {
    pages.set('/spa-selector', scriptBuiltProduct('Sony WH-1000XM4', '279.00'));
    const picked = await createMonitor('/spa-selector', { selectors: { price: 'main .price' } });
    const first = (await checkNow(picked.id)).json().check.sources[0];
    expect(first).toMatchObject({ outcome: 'baseline', fetched_with: 'browser', error: null, observation: { price: 279, source: 'selector' } });
    expect(pages.hits('/spa-selector')).toBe(2);

    // A region holds little text by choice; on a server-rendered page with scripts that is no empty shell.
    pages.set('/region-with-scripts', productPage({ name: 'Desk lamp', price: '20.00' }).replace('</body>', '<script>window.analytics = [];</script></body>'));
    const narrowed = await createMonitor('/region-with-scripts', { selectors: { region: ['h1'] } });
    const plain = (await checkNow(narrowed.id)).json().check.sources[0];
    expect(plain).toMatchObject({ outcome: 'baseline', fetched_with: 'http', error: null, observation: { title: 'Desk lamp | Shop', price: null } });
    expect(pages.hits('/region-with-scripts')).toBe(1);
  });

  it('keeps a server-rendered page on plain HTTP', async () => {
    pages.set('/plain', productPage({ name: 'Desk lamp', price: '20.00' }));
    const monitor = await createMonitor('/plain');
    const first = (await checkNow(monitor.id)).json().check.sources[0];
    expect(first).toMatchObject({ fetched_with: 'http', render_ms: null, observation: { price: 20 } });
    expect(pages.hits('/plain')).toBe(1);
  });

  it('sees a price change only after rendering, and keeps screenshots of both sides for the owner', async () => {
    pages.set('/spa-price', scriptBuiltProduct('Bose QC Ultra', '429.00'));
    const rendered = await createMonitor('/spa-price', { render: 'always' });
    const plain = await createMonitor('/spa-price', { render: 'never', name: 'Plain' });
    expect([rendered.render, plain.render]).toEqual(['always', 'never']);
    await checkNow(rendered.id);
    const plainBaseline = (await checkNow(plain.id)).json().check.sources[0];
    expect(plainBaseline).toMatchObject({ fetched_with: 'http', observation: { price: null } });

    pages.set('/spa-price', scriptBuiltProduct('Bose QC Ultra', '329.00'));
    service.clock.advance(1000);
    const change = (await checkNow(rendered.id)).json().change;
    expect(change).toMatchObject({ type: 'price', before: { price: 429 }, after: { price: 329 } });
    expect((await checkNow(plain.id)).json().change).toBeNull();

    for (const side of ['before', 'after']) {
      const shot = await service.app.inject({ url: `/v1/monitors/${rendered.id}/changes/${change.id}/screenshot?side=${side}`, headers: user.auth });
      expect(shot.statusCode).toBe(200);
      expect(shot.headers['content-type']).toBe('image/png');
      expect(shot.headers['cache-control']).toBe('no-store');
      expect(shot.rawPayload.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    }
    const before = await service.app.inject({ url: `/v1/monitors/${rendered.id}/changes/${change.id}/screenshot?side=before`, headers: user.auth });
    const after = await service.app.inject({ url: `/v1/monitors/${rendered.id}/changes/${change.id}/screenshot?side=after`, headers: user.auth });
    expect(before.rawPayload.equals(after.rawPayload)).toBe(false);
    const listed = (await service.app.inject({ url: `/v1/monitors/${rendered.id}/changes`, headers: user.auth })).json().changes;
    expect(listed.map((entry: { id: string; screenshots: boolean }) => [entry.id, entry.screenshots])).toEqual([[change.id, true]]);

    const intruder = await registerUser(service.app);
    const stolen = await service.app.inject({ url: `/v1/monitors/${rendered.id}/changes/${change.id}/screenshot`, headers: intruder.auth });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('ERR_NOT_FOUND');
    expect((await service.app.inject({ url: `/v1/monitors/${rendered.id}/changes/${change.id}/screenshot` })).statusCode).toBe(401);
    const wrongMonitor = await service.app.inject({ url: `/v1/monitors/${plain.id}/changes/${change.id}/screenshot`, headers: user.auth });
    expect(wrongMonitor.statusCode).toBe(404);
    const badSide = await service.app.inject({ url: `/v1/monitors/${rendered.id}/changes/${change.id}/screenshot?side=middle`, headers: user.auth });
    expect(badSide.statusCode).toBe(400);
  });

  it('answers 404 with a reason for a change found without a browser', async () => {
    pages.set('/http-change', productPage({ name: 'Chair', price: '80.00' }));
    const monitor = await createMonitor('/http-change', { render: 'never' });
    await checkNow(monitor.id);
    pages.set('/http-change', productPage({ name: 'Chair', price: '60.00' }));
    const change = (await checkNow(monitor.id)).json().change;
    const shot = await service.app.inject({ url: `/v1/monitors/${monitor.id}/changes/${change.id}/screenshot`, headers: user.auth });
    expect(shot.statusCode).toBe(404);
    expect(shot.json().message).toMatch(/rendered in a browser/);
  });

  it('starts a fresh baseline when a source switches between plain HTTP and the browser', async () => {
    pages.set('/switch', scriptBuiltProduct('Kindle', '99.00'));
    const monitor = await createMonitor('/switch', { render: 'never' });
    await checkNow(monitor.id);
    const updated = await service.app.inject({ method: 'PATCH', url: `/v1/monitors/${monitor.id}`, headers: user.auth, payload: { render: 'always' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().render).toBe('always');
    const switched = await checkNow(monitor.id);
    expect(switched.json().change).toBeNull();
    expect(switched.json().check.sources[0]).toMatchObject({ outcome: 'baseline', fetched_with: 'browser', observation: { price: 99 } });
  });

  it('lists the screenshot route in the OpenAPI document as a PNG', async () => {
    const document = (await service.app.inject({ url: '/v1/openapi.json' })).json();
    const path = Object.keys(document.paths).find((candidate) => candidate.includes('screenshot'));
    expect(path).toBeDefined();
    expect(Object.keys(document.paths[path!].get.responses['200'].content)).toEqual(['image/png']);
    const created = document.paths['/v1/monitors'].post.requestBody.content['application/json'].schema;
    expect(JSON.stringify(created)).toContain('"always"');
  });
});

describe('the browser behind the address guard', () => {
  let service: TestService;
  let user: Awaited<ReturnType<typeof registerUser>>;
  const seen: string[] = [];
  let forbidden: ReturnType<typeof createServer>;
  let forbiddenOrigin: string;

  beforeAll(async () => {
    forbidden = createServer((request, response) => {
      seen.push(request.url ?? '');
      response.end('internal');
    });
    forbidden.on('connect', (request, socket) => {
      seen.push(`connect ${request.url}`);
      socket.destroy();
    });
    await new Promise<void>((resolve) => forbidden.listen(0, '127.0.0.2', resolve));
    forbiddenOrigin = `http://127.0.0.2:${(forbidden.address() as AddressInfo).port}`;
    const chromiumPath = chromiumForTests();
    // Monitors may name the page server; the browser's guard opens only its address, so the rest of loopback stays forbidden.
    service = await startTestService(
      { ALLOW_PRIVATE_NETWORKS: 'true', CHROMIUM_PATH: chromiumPath, BROWSER_TIMEOUT_SECONDS: '10' },
      {
        adapt: (infra) => ({
          ...infra,
          pageRenderer: createChromiumRenderer({ executablePath: chromiumPath, concurrency: 2, timeoutMs: 10_000, allowPrivateNetworks: false, allowedAddresses: ['127.0.0.1'] }),
        }),
      },
    );
    user = await registerUser(service.app);
  });
  afterAll(async () => {
    await service?.close();
    forbidden?.closeAllConnections();
    forbidden?.close();
  });

  async function createMonitor(path: string) {
    const response = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: user.auth, payload: { mode: 'url', name: path, url: pages.url(path), render: 'always' } });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  }

  it('loses the requests a page makes to a private address, and the check log names them', async () => {
    pages.set(
      '/reaches-inside',
      `<!doctype html><body><main><h1>Router admin scraper</h1><p class="price">$15.00</p></main>
<img src="${forbiddenOrigin}/pixel.gif"><iframe src="${forbiddenOrigin}/frame"></iframe>
<script>fetch('${forbiddenOrigin}/api/secrets').catch(() => {}); try { new WebSocket('ws://127.0.0.2:${new URL(forbiddenOrigin).port}/'); } catch (e) {}</script></body>`,
    );
    const id = await createMonitor('/reaches-inside');
    const source = (await service.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: user.auth })).json().check.sources[0];
    expect(source).toMatchObject({ outcome: 'baseline', fetched_with: 'browser' });
    expect(source.blocked_requests).toEqual(
      expect.arrayContaining([
        { target: `${forbiddenOrigin}/api/secrets`, error: BLOCKED },
        { target: `${forbiddenOrigin}/pixel.gif`, error: BLOCKED },
        { target: `${forbiddenOrigin}/frame`, error: BLOCKED },
      ]),
    );
    const log = (await service.app.inject({ url: `/v1/monitors/${id}/checks`, headers: user.auth })).json().checks[0];
    expect(log.blocked_requests).toEqual(source.blocked_requests);
    expect(seen).toEqual([]);
  });

  it('fails the check of a page redirected to a private address, saying why', async () => {
    pages.set('/to-inside', { status: 302, body: '', headers: { location: `${forbiddenOrigin}/admin` } });
    const id = await createMonitor('/to-inside');
    const source = (await service.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: user.auth })).json().check.sources[0];
    expect(source).toMatchObject({ outcome: 'error', fetched_with: 'browser', error: BLOCKED });
    expect(seen).toEqual([]);
  });

  it('fails the check of a page that navigates itself to a private address: no baseline, no screenshot of the refusal', async () => {
    pages.set('/wanders-inside', `<!doctype html><body><main><p class="price">$15.00</p></main><script>location.href = '${forbiddenOrigin}/admin';</script></body>`);
    const id = await createMonitor('/wanders-inside');
    const source = (await service.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: user.auth })).json().check.sources[0];
    expect(source).toMatchObject({ outcome: 'error', fetched_with: 'browser', error: BLOCKED });
    const monitor = (await service.app.inject({ url: `/v1/monitors/${id}`, headers: user.auth })).json();
    expect(monitor.last_error).toContain(BLOCKED);
    expect(monitor.last_error).not.toContain('127.0.0.2)');
    expect(seen).toEqual([]);
  });
});

describe('without a browser configured', () => {
  let service: TestService;
  let user: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', CHROMIUM_PATH: 'off' });
    user = await registerUser(service.app);
  });
  afterAll(async () => {
    await service?.close();
  });

  it('refuses render "always" with a 400 saying how to enable a browser, on create and update', async () => {
    const refused = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: user.auth, payload: { mode: 'url', name: 'SPA', url: pages.url('/spa-none'), render: 'always' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'ERR_INVALID_REQUEST' });
    expect(refused.json().message).toMatch(/CHROMIUM_PATH.*BROWSER_WS_URL/);

    const created = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: user.auth, payload: { mode: 'url', name: 'SPA', url: pages.url('/spa-none') } });
    expect(created.json().render).toBe('auto');
    const update = await service.app.inject({ method: 'PATCH', url: `/v1/monitors/${created.json().id}`, headers: user.auth, payload: { render: 'always' } });
    expect(update.statusCode).toBe(400);
    const invalid = await service.app.inject({ method: 'PATCH', url: `/v1/monitors/${created.json().id}`, headers: user.auth, payload: { render: 'sometimes' } });
    expect(invalid.statusCode).toBe(400);
  });

  it('keeps "auto" on plain HTTP', async () => {
    pages.set('/spa-none', scriptBuiltProduct('Echo Dot', '49.99'));
    const created = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: user.auth, payload: { mode: 'url', name: 'SPA auto', url: pages.url('/spa-none') } });
    const source = (await service.app.inject({ method: 'POST', url: `/v1/monitors/${created.json().id}/check`, headers: user.auth })).json().check.sources[0];
    expect(source).toMatchObject({ outcome: 'baseline', fetched_with: 'http', render_ms: null, observation: { price: null } });
  });
});
