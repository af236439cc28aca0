import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createProxy } from 'proxy';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chromiumForTests } from '../support/chromium.js';
import { productPage } from '../support/page-server.js';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

// Each test starts pages in Chromium, on a machine shared with other test runs.
vi.setConfig({ testTimeout: 120_000 });

// Unique, so finding it anywhere is finding the leak.
const PASSWORD = 'Pw-7f3c9e1b-login';
const PROXY_PASSWORD = 'Px-52ab77d0-proxy';
const SESSION = 'session=s-1234567890';

/** A shop whose product page sits behind a login form and a session cookie, and a page behind a cookie wall. */
async function startShop() {
  const hits = new Map<string, number>();
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => resolve(body));
    });
  const html = { 'content-type': 'text/html; charset=utf-8' };
  const server = createServer(async (request, response) => {
    const path = (request.url ?? '/').replace(/^https?:\/\/[^/]+/, '').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/login') {
      response.writeHead(200, html).end(`<!doctype html><html><head><title>Sign in | Shop</title></head><body>
<form method="post" action="/session"><label>User <input id="user" name="user"></label>
<label>Password <input id="password" name="password" type="password"></label><button type="submit">Sign in</button></form></body></html>`);
    } else if (path === '/session' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      if (form.get('user') === 'ada' && form.get('password') === PASSWORD) {
        response.writeHead(303, { location: '/account/kettle', 'set-cookie': `${SESSION}; Path=/; HttpOnly` }).end();
      } else {
        response.writeHead(200, html).end('<!doctype html><html><body><h1>Wrong user or password</h1></body></html>');
      }
    } else if (path === '/account/kettle') {
      if ((request.headers.cookie ?? '').includes(SESSION)) {
        response.writeHead(200, html).end(productPage({ name: 'Kettle (member price)', price: '39.00' }).replace('<main>', '<main><p>Member price</p>'));
      } else {
        response.writeHead(302, { location: '/login' }).end();
      }
    } else if (path === '/wall') {
      response.writeHead(200, html).end(`<!doctype html><html><head><title>Lamp | Shop</title></head><body>
<div id="wall"><p>We use cookies.</p><button onclick="accept()">Accept all</button></div><main id="main"></main>
<script>function accept() {
  document.getElementById('wall').remove();
  document.getElementById('main').innerHTML = '<h1>Desk lamp</h1><p class="price">$25.00</p><p>In stock</p><p>A warm light for long evenings of reading and writing.</p>';
}</script></body></html>`);
    } else if (path === '/plain') {
      response.writeHead(200, html).end(productPage({ name: 'Teapot', price: '18.00' }));
    } else {
      response.writeHead(404, html).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    authority: `127.0.0.1:${port}`,
    hits: (path: string) => hits.get(path) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())).then(() => server.closeAllConnections()),
  };
}

/** A forward proxy (the `proxy` package) asking for credentials, recording what it was asked to reach. */
async function startTestProxy() {
  const seen: string[] = [];
  const server = createProxy(createServer());
  server.authenticate = (request) => request.headers['proxy-authorization'] === `Basic ${Buffer.from(`ada:${PROXY_PASSWORD}`).toString('base64')}`;
  server.on('connect', (request: IncomingMessage) => seen.push(`CONNECT ${request.url}`));
  server.on('request', (request: IncomingMessage) => seen.push(`${request.method} ${request.url}`));
  await new Promise<void>((resolve) => (server as Server).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (password = PROXY_PASSWORD) => `http://ada:${password}@127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let shop: Awaited<ReturnType<typeof startShop>>;
let proxy: Awaited<ReturnType<typeof startTestProxy>>;
let service: TestService;
let user: Awaited<ReturnType<typeof registerUser>>;
const logLines: string[] = [];

beforeAll(async () => {
  shop = await startShop();
  proxy = await startTestProxy();
  const log = pino({ level: 'trace' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (logLines.push(chunk.toString()), done()) }));
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', CHROMIUM_PATH: chromiumForTests(), BROWSER_TIMEOUT_SECONDS: '40', FREE_DAILY_REQUESTS: '100000' }, { log });
  user = await registerUser(service.app);
});
afterAll(async () => {
  await service?.close();
  await proxy?.close();
  await shop?.close();
});

const LOGIN_STEPS = [
  { action: 'type', selector: '#user', value: 'ada' },
  { action: 'type', selector: '#password', value: PASSWORD, secret: true },
  { action: 'click', text: 'Sign in' },
  { action: 'wait_for', text: 'Member price' },
];

const create = (payload: object) => service.app.inject({ method: 'POST', url: '/v1/monitors', headers: user.auth, payload: { mode: 'url', name: 'Monitor', ...payload } });
const patch = (id: string, payload: object) => service.app.inject({ method: 'PATCH', url: `/v1/monitors/${id}`, headers: user.auth, payload });
const checkNow = async (id: string) => (await service.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: user.auth })).json();
const getMonitor = async (id: string) => (await service.app.inject({ url: `/v1/monitors/${id}`, headers: user.auth })).json();

/** Every file the service keeps (database file, snapshots, screenshots) and every row of the monitor tables. */
async function everythingStored(): Promise<string> {
  const files = await readdir(service.config.dataDir, { recursive: true, withFileTypes: true });
  const contents = await Promise.all(files.filter((entry) => entry.isFile()).map((entry) => readFile(join(entry.parentPath, entry.name)).then((bytes) => bytes.toString('latin1'))));
  const { db } = service.infra.database;
  const rows = await Promise.all([db.selectFrom('monitors').selectAll().execute(), db.selectFrom('checks').selectAll().execute(), db.selectFrom('source_observations').selectAll().execute()]);
  return [...contents, JSON.stringify(rows)].join('\n');
}

describe('steps before reading', () => {
  it('signs in with a secret password and reads the page behind the login; the password shows nowhere', async () => {
    const answers: string[] = [];
    const preview = await service.app.inject({ method: 'POST', url: '/v1/monitors/preview', headers: user.auth, payload: { mode: 'url', name: 'Kettle', url: shop.url('/account/kettle'), steps: LOGIN_STEPS } });
    answers.push(preview.body);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().page).toMatchObject({ error: null, price: 39, url: shop.url('/account/kettle') });

    const created = await create({ url: shop.url('/account/kettle'), steps: LOGIN_STEPS });
    answers.push(created.body);
    expect(created.statusCode).toBe(201);
    expect(created.json().steps).toEqual([LOGIN_STEPS[0], { action: 'type', selector: '#password', value: '********', secret: true }, LOGIN_STEPS[2], LOGIN_STEPS[3]]);
    const { id } = created.json();

    const first = await checkNow(id);
    answers.push(JSON.stringify(first));
    expect(first.check.sources[0]).toMatchObject({ outcome: 'baseline', fetched_with: 'browser', observation: { price: 39 } });
    expect(shop.hits('/session')).toBeGreaterThanOrEqual(1);

    // The answer sent back as it came keeps the password: the next check signs in again.
    const renamed = await patch(id, { name: 'Kettle (members)', steps: created.json().steps });
    answers.push(renamed.body);
    expect(renamed.statusCode).toBe(200);
    const sessions = shop.hits('/session');
    const second = await checkNow(id);
    expect(second.check.sources[0]).toMatchObject({ outcome: 'unchanged', observation: { price: 39 } });
    expect(shop.hits('/session')).toBe(sessions + 1);

    const monitor = await getMonitor(id);
    expect(monitor.last_error).toBeNull();
    answers.push(JSON.stringify(monitor));
    answers.push((await service.app.inject({ url: '/v1/monitors', headers: user.auth })).body);
    answers.push((await service.app.inject({ url: `/v1/monitors/${id}/checks`, headers: user.auth })).body);
    for (const answer of answers) expect(answer).not.toContain(PASSWORD);
    expect(answers.join('\n')).toContain('********');
    // The capture is the service's own logger (it logs little on this path: request logging is off).
    service.infra.log.info('log capture check');
    expect(logLines.join('')).toContain('log capture check');
    expect(logLines.join('')).not.toContain(PASSWORD);
    expect(await everythingStored()).not.toContain(PASSWORD);
  });

  it('names the failing step in last_error, and a wrong password never shows there either', async () => {
    const wrong = 'Pw-wrong-0b9d44';
    const created = await create({
      url: shop.url('/account/kettle'),
      steps: [LOGIN_STEPS[0], { ...LOGIN_STEPS[1], value: wrong }, LOGIN_STEPS[2], { action: 'wait_for', text: 'Member price' }],
    });
    const failed = await checkNow(created.json().id);
    expect(failed.check.sources[0].outcome).toBe('error');
    const monitor = await getMonitor(created.json().id);
    // 5 s, or what was left of the page budget on a slow machine.
    expect(monitor.last_error).toMatch(new RegExp(`^${shop.url('/account/kettle')}: step 4 \\(wait_for 'Member price'\\): did not appear within [\\d.]+ s$`));
    expect(JSON.stringify(monitor)).not.toContain(wrong);

    const missing = await create({ url: shop.url('/wall'), steps: [{ action: 'click', text: 'Reject everything' }] });
    await checkNow(missing.json().id);
    expect((await getMonitor(missing.json().id)).last_error).toBe(`${shop.url('/wall')}: step 1 (click 'Reject everything'): no element matched`);
    expect(logLines.join('')).not.toContain(wrong);
  });

  it('reads a page behind a cookie wall after a click', async () => {
    const without = await create({ url: shop.url('/wall'), render: 'always' });
    expect((await checkNow(without.json().id)).check.sources[0].observation.price).toBeNull();
    const created = await create({ url: shop.url('/wall'), steps: [{ action: 'click', text: 'Accept all' }] });
    const checked = await checkNow(created.json().id);
    expect(checked.check.sources[0]).toMatchObject({ outcome: 'baseline', fetched_with: 'browser', observation: { price: 25, availability: 'in_stock' } });
  });
});

describe('a proxy per monitor', () => {
  it('fetches a plain page through the proxy, and shows the proxy masked', async () => {
    const before = proxy.seen.length;
    const created = await create({ url: shop.url('/plain'), render: 'never', proxy: proxy.url() });
    expect(created.statusCode).toBe(201);
    expect(created.json().proxy).toBe(proxy.url('********'));
    const checked = await checkNow(created.json().id);
    expect(checked.check.sources[0]).toMatchObject({ outcome: 'baseline', fetched_with: 'http', observation: { price: 18 } });
    expect(proxy.seen.slice(before)).toContain(`CONNECT ${shop.authority}`);
    expect(JSON.stringify(await getMonitor(created.json().id))).not.toContain(PROXY_PASSWORD);
  });

  it('renders a page in the browser through the proxy', async () => {
    const before = proxy.seen.length;
    const created = await create({ url: shop.url('/wall'), steps: [{ action: 'click', text: 'Accept all' }], proxy: proxy.url() });
    const checked = await checkNow(created.json().id);
    expect(checked.check.sources[0]).toMatchObject({ outcome: 'baseline', fetched_with: 'browser', observation: { price: 25 } });
    expect(proxy.seen.slice(before)).toContain(`CONNECT ${shop.authority}`);
  });

  it('says the proxy refused wrong credentials, without repeating them', async () => {
    const wrong = 'Px-wrong-91c2aa';
    for (const render of ['never', 'always']) {
      const created = await create({ url: shop.url('/plain'), render, proxy: proxy.url(wrong) });
      await checkNow(created.json().id);
      const monitor = await getMonitor(created.json().id);
      expect(monitor.last_error, render).toContain('proxy');
      expect(monitor.last_error, render).toContain('407');
      expect(JSON.stringify(monitor)).not.toContain(wrong);
    }
    expect(logLines.join('')).not.toContain(wrong);
    expect(await everythingStored()).not.toContain(PROXY_PASSWORD);
  });

  it('keeps the stored proxy when its masked form is sent back, and removes it with null', async () => {
    const created = await create({ url: shop.url('/plain'), render: 'never', proxy: proxy.url() });
    const { id } = created.json();
    const kept = await patch(id, { proxy: created.json().proxy });
    expect(kept.json().proxy).toBe(proxy.url('********'));
    const before = proxy.seen.length;
    expect((await checkNow(id)).check.sources[0].outcome).toBe('baseline');
    expect(proxy.seen.length).toBeGreaterThan(before);

    const otherMask = await patch(id, { proxy: 'http://ada:********@127.0.0.1:1' });
    expect(otherMask.statusCode).toBe(400);
    expect(otherMask.json().message).toMatch(/^proxy /);

    const removed = await patch(id, { proxy: null });
    expect(removed.json().proxy).toBeNull();
    const direct = proxy.seen.length;
    await checkNow(id);
    expect(proxy.seen.length).toBe(direct);
  });
});

describe('bad steps and proxies', () => {
  it.each<[string, object, RegExp]>([
    ['an unknown action', { steps: [{ action: 'click', text: 'Go' }, { action: 'hover', selector: 'a' }] }, /^steps\[1\]\.action must be one of click, type, select, wait_for, wait$/],
    ['a click with nothing to click', { steps: [{ action: 'click' }] }, /^steps\[0\] needs selector or text for click$/],
    ['a fractional wait', { steps: [{ action: 'wait', ms: 1.5 }] }, /^steps\[0\]\.ms must be an integer$/],
    ['a wait past the total', { steps: [{ action: 'wait', ms: 8000 }, { action: 'wait', ms: 8000 }] }, /^steps\[1\]\.ms makes the wait steps last more than 10000 ms together$/],
    ['an unknown step field', { steps: [{ action: 'click', text: 'Go', delay: 3 }] }, /^unknown field 'steps\[0\]\.delay'$/],
    ['a value on a click', { steps: [{ action: 'click', text: 'Go', value: 'x' }] }, /^steps\[0\]\.value is not used by click$/],
    ['a mask with nothing stored', { steps: [{ action: 'type', selector: '#p', value: '********', secret: true }] }, /^steps\[0\]\.value is the mask/],
    ['steps that may not use the browser', { render: 'never', steps: [{ action: 'wait', ms: 1 }] }, /render "never"/],
    ['a steps object', { steps: { action: 'wait' } }, /^steps must be an array$/],
    ['an ftp proxy', { proxy: 'ftp://proxy.example.net:21' }, /^proxy scheme must be one of http, https, socks5$/],
    ['a socks4 proxy', { proxy: 'socks4://proxy.example.net' }, /^proxy scheme must be one of http, https, socks5$/],
    ['a proxy with a path', { proxy: 'http://proxy.example.net:8080/x' }, /^proxy must not have a path, query or fragment$/],
    ['a proxy that is no URL', { proxy: 'proxy.example.net 8080' }, /^proxy must be a URL/],
    ['a masked proxy on create', { proxy: 'http://ada:********@proxy.example.net:8080' }, /^proxy holds the mask/],
  ])('refuses %s with a 400 naming the field', async (_name, fields, message) => {
    for (const url of ['/v1/monitors', '/v1/monitors/preview']) {
      const response = await service.app.inject({ method: 'POST', url, headers: user.auth, payload: { mode: 'url', name: 'Bad', url: shop.url('/plain'), ...fields } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: 'ERR_INVALID_REQUEST', message: expect.stringMatching(message) });
    }
  });

  it('refuses a proxy on a private network unless private networks are allowed', async () => {
    const guarded = await startTestService({ CHROMIUM_PATH: chromiumForTests() });
    try {
      const owner = await registerUser(guarded.app);
      const response = await guarded.app.inject({ method: 'POST', url: '/v1/monitors', headers: owner.auth, payload: { mode: 'url', name: 'x', url: 'https://example.com/', proxy: 'socks5://127.0.0.1:9050' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^proxy cannot be used: its host is not on the public internet/);
    } finally {
      await guarded.close();
    }
  });
});
