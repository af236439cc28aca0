import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDashboard, type DashboardBuild } from '../../scripts/build-dashboard.js';
import { PASSWORD, registerUser, startTestService, uniqueEmail, type TestService } from '../support/test-service.js';
import { productPage, startPageServer } from '../support/page-server.js';

let built: DashboardBuild;
let service: TestService;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let ip = 0;

beforeAll(async () => {
  built = await buildDashboard(await mkdtemp(join(tmpdir(), 'pagewatch-dashboard-')));
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', FREE_DAILY_REQUESTS: '100000', CHROMIUM_PATH: 'off' }, { dashboardDir: built.outDir });
  pages = await startPageServer();
});

afterAll(async () => {
  await pages.close();
  await service.close();
  await rm(built.outDir, { recursive: true, force: true });
});

const CSRF = { 'x-pagewatch-csrf': '1' };
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith('pagewatch_session='));
  if (!header) throw new Error('no session cookie was set');
  return header;
}

describe('the dashboard files', () => {
  it('fits the first page in 150 KB of compressed JavaScript and CSS', () => {
    expect(built.firstPageGzipBytes).toBeGreaterThan(1000);
    expect(built.firstPageGzipBytes).toBeLessThanOrEqual(150 * 1024);
  });

  it('sends / to /app/ and serves the page with a strict CSP and no inline script', async () => {
    const root = await service.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/app/');
    const page = await service.app.inject({ method: 'GET', url: '/app/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.body).toMatch(/<script type="module" src="\/app\/assets\/main-[A-Z0-9]+\.js">/);
    // The icon is inline, so the tab has one without a request the CSP would have to allow.
    expect(page.body).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,%3Csvg/);
    expect(csp).toMatch(/img-src [^;]*data:/);
  });

  it('answers every path below /app/ with the same page, so the reset link and deep links work', async () => {
    const root = await service.app.inject({ method: 'GET', url: '/app/' });
    for (const url of ['/app/reset?token=abc', '/app/account', '/app/monitors/mon-1']) {
      const page = await service.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toBe(root.body);
    }
  });

  it('serves hashed assets precompressed and cacheable forever, and 404s unknown ones', async () => {
    const page = await service.app.inject({ method: 'GET', url: '/app/' });
    const script = /src="(\/app\/assets\/[^"]+)"/.exec(page.body)![1]!;
    const gzipped = await service.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toContain('immutable');
    expect(gzipped.headers['content-type']).toContain('text/javascript');
    const plain = await service.app.inject({ method: 'GET', url: script });
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const brotli = await service.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect((await service.app.inject({ method: 'GET', url: '/app/assets/nope.js' })).statusCode).toBe(404);
  });

  it('says how to build the dashboard when it is missing, and the API keeps working', async () => {
    const bare = await startTestService({}, { dashboardDir: join(tmpdir(), 'pagewatch-no-dashboard-here') });
    try {
      const page = await bare.app.inject({ method: 'GET', url: '/app/' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      expect((await bare.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('browser sessions', () => {
  it('keeps the refresh token in an httpOnly, SameSite=Strict cookie scoped to the session routes', async () => {
    const email = uniqueEmail();
    const started = await service.app.inject({
      method: 'POST',
      url: '/v1/auth/session/register',
      headers: CSRF,
      payload: { email, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(started.statusCode).toBe(201);
    expect(started.headers['cache-control']).toBe('no-store');
    const body = started.json();
    expect(body.user.email).toBe(email);
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body).not.toHaveProperty('refreshToken');
    const cookie = sessionCookie(started.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/v1/auth/session');
    expect(cookie).not.toContain('Secure');
    const value = cookie.split(';')[0]!;

    const refreshed = await service.app.inject({ method: 'POST', url: '/v1/auth/session/refresh', headers: { ...CSRF, cookie: value } });
    expect(refreshed.statusCode).toBe(200);
    const me = await service.app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${refreshed.json().accessToken}` } });
    expect(me.json().email).toBe(email);

    const ended = await service.app.inject({ method: 'DELETE', url: '/v1/auth/session', headers: { ...CSRF, cookie: value } });
    expect(ended.statusCode).toBe(204);
    expect(sessionCookie(ended.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    const after = await service.app.inject({ method: 'POST', url: '/v1/auth/session/refresh', headers: { ...CSRF, cookie: value } });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('ERR_INVALID_REFRESH_TOKEN');
    const again = await service.app.inject({ method: 'DELETE', url: '/v1/auth/session', headers: CSRF });
    expect(again.statusCode).toBe(204);
  });

  it('logs in with the same rules as /v1/auth/login', async () => {
    const { email } = await registerUser(service.app);
    const wrong = await service.app.inject({ method: 'POST', url: '/v1/auth/session', headers: CSRF, payload: { email, password: 'Wrong-pass-1' }, remoteAddress: nextIp() });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('ERR_UNAUTHORIZED');
    const right = await service.app.inject({ method: 'POST', url: '/v1/auth/session', headers: CSRF, payload: { email, password: PASSWORD }, remoteAddress: nextIp() });
    expect(right.statusCode).toBe(200);
    expect(sessionCookie(right.headers['set-cookie'])).toContain('HttpOnly');
  });

  it('refuses cookie requests without the CSRF header or from another origin', async () => {
    const { email } = await registerUser(service.app);
    const login = await service.app.inject({ method: 'POST', url: '/v1/auth/session', headers: CSRF, payload: { email, password: PASSWORD }, remoteAddress: nextIp() });
    const cookie = sessionCookie(login.headers['set-cookie']).split(';')[0]!;
    const cases = [
      { name: 'no header', headers: { cookie } },
      { name: 'wrong value', headers: { cookie, 'x-pagewatch-csrf': 'yes' } },
      { name: 'foreign origin', headers: { cookie, ...CSRF, origin: 'https://evil.example' } },
    ];
    for (const { name, headers } of cases) {
      const refused = await service.app.inject({ method: 'POST', url: '/v1/auth/session/refresh', headers });
      expect(refused.statusCode, name).toBe(401);
      expect(refused.json().code, name).toBe('ERR_UNAUTHORIZED');
      expect(refused.json().message, name).toMatch(/x-pagewatch-csrf|may not use the browser session/);
      const logout = await service.app.inject({ method: 'DELETE', url: '/v1/auth/session', headers });
      expect(logout.statusCode, name).toBe(401);
    }
    const own = await service.app.inject({ method: 'POST', url: '/v1/auth/session/refresh', headers: { cookie, ...CSRF, origin: 'http://localhost:80' } });
    expect(own.statusCode).toBe(200);
  });

  it('marks the cookie Secure when the public URL is https', async () => {
    const secure = await startTestService({ PUBLIC_URL: 'https://watch.example.com' }, { dashboardDir: built.outDir });
    try {
      const started = await secure.app.inject({
        method: 'POST',
        url: '/v1/auth/session/register',
        headers: CSRF,
        payload: { email: uniqueEmail(), password: PASSWORD },
      });
      expect(sessionCookie(started.headers['set-cookie'])).toContain('Secure');
    } finally {
      await secure.close();
    }
  });
});

describe('monitor preview', () => {
  it('shows what the service sees on a URL without saving a monitor', async () => {
    const user = await registerUser(service.app);
    pages.set('/preview-product', productPage({ name: 'Preview Phones', price: '249.00', currency: 'EUR' }));
    const preview = await service.app.inject({
      method: 'POST',
      url: '/v1/monitors/preview',
      headers: user.auth,
      payload: { mode: 'url', name: 'Phones', url: pages.url('/preview-product') },
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.name).toBe('Phones');
    expect(body.sources).toEqual([{ url: pages.url('/preview-product'), title: 'Phones' }]);
    expect(body.page).toMatchObject({ error: null, http_status: 200, price: 249, currency: 'EUR', availability: 'in_stock' });
    expect(body.page.title).toContain('Preview Phones');
    expect(body.page.text_start).toContain('noise cancellation');
    const list = await service.app.inject({ method: 'GET', url: '/v1/monitors', headers: user.auth });
    expect(list.json().pagination.total).toBe(0);
  });

  it('reports an unreadable page as a value, and reads an intent into its pages', async () => {
    const user = await registerUser(service.app);
    const missing = await service.app.inject({
      method: 'POST',
      url: '/v1/monitors/preview',
      headers: user.auth,
      payload: { mode: 'url', name: 'Gone', url: pages.url('/missing') },
    });
    expect(missing.statusCode).toBe(200);
    expect(missing.json().page).toMatchObject({ http_status: 404, price: null });
    expect(missing.json().page.error).toEqual(expect.any(String));

    pages.set('/intent-product', productPage({ name: 'Intent Kettle', price: '80.00' }));
    const intent = await service.app.inject({
      method: 'POST',
      url: '/v1/monitors/preview',
      headers: user.auth,
      payload: { mode: 'nlp', intent: `tell me when the price of the kettle at ${pages.url('/intent-product')} drops below $70` },
    });
    expect(intent.statusCode).toBe(200);
    expect(intent.json().interpreted_as.metric).toBe('price');
    expect(intent.json().sources.map((source: { url: string }) => source.url)).toContain(pages.url('/intent-product'));
    expect(intent.json().page).toBeNull();
  });

  it('refuses what create would refuse, with the same messages', async () => {
    const user = await registerUser(service.app);
    const cases = [
      { payload: { mode: 'url', name: 'Fast', url: pages.url('/p'), checkIntervalSeconds: 60 }, message: /900/ },
      { payload: { mode: 'url', name: 'Bad', url: 'ftp://example.com/x' }, message: /url/ },
      { payload: { mode: 'nlp' }, message: /intent is required/ },
      { payload: { mode: 'url', name: 'Scripted', url: pages.url('/p'), render: 'always' }, message: /needs a browser/ },
    ];
    for (const { payload, message } of cases) {
      const refused = await service.app.inject({ method: 'POST', url: '/v1/monitors/preview', headers: user.auth, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code).toBe('ERR_INVALID_REQUEST');
      expect(refused.json().message).toMatch(message);
    }
    expect((await service.app.inject({ method: 'POST', url: '/v1/monitors/preview', payload: { mode: 'nlp', intent: 'x' } })).statusCode).toBe(401);
  });

  it('is in the API reference with the session routes, and /me names the upgrade link', async () => {
    const document = (await service.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/v1/monitors/preview', '/v1/auth/session', '/v1/auth/session/register', '/v1/auth/session/refresh']),
    );
    expect(Object.keys(document.paths).some((path) => path.startsWith('/app'))).toBe(false);
    const user = await registerUser(service.app);
    const me = await service.app.inject({ method: 'GET', url: '/v1/me', headers: user.auth });
    expect(me.json().upgrade_url).toBe(service.config.upgradeUrl);
  });
});
