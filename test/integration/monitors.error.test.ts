import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

let service: TestService;
let user: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  service = await startTestService();
  user = await registerUser(service.app);
});
afterAll(() => service.close());

const url = 'https://93.184.216.34/product';
// One message for every forbidden address: which range it is in would tell how internal names resolve.
const FORBIDDEN = /^[^:]+: this URL cannot be watched; use a page on the public internet, or start the service with ALLOW_PRIVATE_NETWORKS=true to watch private and local addresses$/;

interface Case {
  name: string;
  body: unknown;
  message: RegExp;
}

const createCases: Case[] = [
  { name: 'no mode', body: { url, name: 'x' }, message: /mode is required/ },
  { name: 'unknown mode', body: { mode: 'css', url, name: 'x' }, message: /mode must be one of nlp, url/ },
  { name: 'url mode without url', body: { mode: 'url', name: 'x' }, message: /url is required/ },
  { name: 'url mode without name', body: { mode: 'url', url }, message: /name is required/ },
  { name: 'nlp mode without intent', body: { mode: 'nlp' }, message: /intent is required/ },
  { name: 'blank intent', body: { mode: 'nlp', intent: '   ' }, message: /intent is required/ },
  { name: 'intent of 10 KB', body: { mode: 'nlp', intent: 'watch the price of a thing on bestbuy.com '.repeat(250) }, message: /intent must NOT have more than 2000 characters/ },
  { name: 'intent with nothing to watch', body: { mode: 'nlp', intent: 'tell me things' }, message: /no product, site or URL/ },
  { name: 'intent with a product but no site', body: { mode: 'nlp', intent: 'tell me when the Sony WH-1000XM5 gets cheaper' }, message: /no site or URL/ },
  { name: 'ftp URL', body: { mode: 'url', name: 'x', url: 'ftp://93.184.216.34/file' }, message: /http\(s\)/ },
  { name: 'javascript URL', body: { mode: 'url', name: 'x', url: 'javascript:alert(1)' }, message: /http\(s\)/ },
  { name: 'relative URL', body: { mode: 'url', name: 'x', url: '/pricing' }, message: /absolute/ },
  { name: 'over-long URL', body: { mode: 'url', name: 'x', url: `https://93.184.216.34/${'a'.repeat(2100)}` }, message: /url must NOT have more than 2048/ },
  { name: 'loopback URL', body: { mode: 'url', name: 'x', url: 'http://127.0.0.1/admin' }, message: FORBIDDEN },
  { name: 'localhost URL', body: { mode: 'url', name: 'x', url: 'http://localhost:3000/' }, message: FORBIDDEN },
  { name: 'private URL', body: { mode: 'url', name: 'x', url: 'http://10.0.0.5/' }, message: FORBIDDEN },
  { name: 'metadata URL', body: { mode: 'url', name: 'x', url: 'http://169.254.169.254/latest/meta-data/' }, message: FORBIDDEN },
  { name: 'IPv4-mapped IPv6 loopback', body: { mode: 'url', name: 'x', url: 'http://[::ffff:127.0.0.1]/' }, message: FORBIDDEN },
  { name: 'decimal-encoded loopback', body: { mode: 'url', name: 'x', url: 'http://2130706433/' }, message: FORBIDDEN },
  { name: 'loopback URL inside an intent', body: { mode: 'nlp', intent: 'watch http://127.0.0.1:8080/status for changes' }, message: FORBIDDEN },
  { name: 'sensitivity as a string', body: { mode: 'url', name: 'x', url, sensitivity: '0.5' }, message: /sensitivity must be a number/ },
  { name: 'sensitivity above 1', body: { mode: 'url', name: 'x', url, sensitivity: 1.5 }, message: /sensitivity must be <= 1/ },
  { name: 'sensitivity below 0', body: { mode: 'url', name: 'x', url, sensitivity: -0.1 }, message: /sensitivity must be >= 0/ },
  { name: 'interval below the free minimum', body: { mode: 'url', name: 'x', url, checkIntervalSeconds: 60 }, message: /at least 900/ },
  { name: 'fractional interval', body: { mode: 'url', name: 'x', url, checkIntervalSeconds: 900.5 }, message: /checkIntervalSeconds must be an integer/ },
  { name: 'interval as a string', body: { mode: 'url', name: 'x', url, checkIntervalSeconds: '900' }, message: /checkIntervalSeconds must be an integer/ },
  { name: 'interval over 30 days', body: { mode: 'url', name: 'x', url, checkIntervalSeconds: 31 * 86_400 }, message: /at most/ },
  { name: 'snake_case field in a request', body: { mode: 'url', name: 'x', url, check_interval_seconds: 900 }, message: /unknown field 'check_interval_seconds'/ },
  { name: 'over-long name', body: { mode: 'url', name: 'n'.repeat(201), url }, message: /name must NOT have more than 200/ },
  { name: 'body that is a string', body: 'monitor', message: /^body must be a JSON object$/ },
];

describe('creating a monitor with bad input', () => {
  it.each(createCases)('$name → 400 ERR_INVALID_REQUEST', async ({ body, message }) => {
    const response = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: { ...user.auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('ERR_INVALID_REQUEST');
    expect(response.json().message).toMatch(message);
  });
});

describe('updating a monitor with bad input', () => {
  let id: string;
  beforeAll(async () => {
    id = (await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: user.auth, payload: { mode: 'url', name: 'x', url } })).json().id;
  });

  it.each([
    { name: 'unknown status', body: { status: 'deleted' }, message: /status must be one of active, paused/ },
    { name: 'sensitivity as a string', body: { sensitivity: 'high' }, message: /sensitivity must be a number/ },
    { name: 'interval below minimum', body: { checkIntervalSeconds: 899 }, message: /at least 900/ },
    { name: 'empty name', body: { name: '  ' }, message: /name must not be empty/ },
    { name: 'mode cannot change', body: { mode: 'nlp' }, message: /unknown field 'mode'/ },
  ])('$name → 400', async ({ body, message }) => {
    const response = await service.app.inject({ method: 'PATCH', url: `/v1/monitors/${id}`, headers: user.auth, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it.each([
    { query: 'page=0', message: /page must be >= 1/ },
    { query: 'limit=101', message: /limit must be <= 100/ },
    { query: 'limit=abc', message: /limit must be an integer/ },
    { query: 'sort=name', message: /unknown field 'sort'/ },
  ])('lists with $query → 400', async ({ query, message }) => {
    const response = await service.app.inject({ url: `/v1/monitors?${query}`, headers: user.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('tier limits and ownership', () => {
  it('refuses the 11th monitor of a free account with 429 and upgradeUrl', async () => {
    const owner = await registerUser(service.app);
    for (let i = 0; i < 10; i++) {
      expect((await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: owner.auth, payload: { mode: 'url', name: `p${i}`, url } })).statusCode).toBe(201);
    }
    for (const attempt of [11, 12]) {
      const over = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: owner.auth, payload: { mode: 'url', name: `p${attempt}`, url } });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'ERR_LIMIT_EXCEEDED', upgradeUrl: service.config.upgradeUrl });
      expect(over.headers['retry-after']).toBe('3600');
    }
    expect((await service.app.inject({ url: '/v1/monitors', headers: owner.auth })).json().pagination.total).toBe(10);
  });

  it("answers 404 for another user's monitor on every route, and leaves it untouched", async () => {
    const owner = await registerUser(service.app);
    const intruder = await registerUser(service.app);
    const monitor = (await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: owner.auth, payload: { mode: 'url', name: 'mine', url } })).json();
    for (const [method, payload] of [['GET', undefined], ['PATCH', { status: 'paused' }], ['PUT', { sensitivity: 1 }], ['DELETE', undefined]] as const) {
      const response = await service.app.inject({ method, url: `/v1/monitors/${monitor.id}`, headers: intruder.auth, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('ERR_NOT_FOUND');
    }
    expect((await service.app.inject({ url: '/v1/monitors', headers: intruder.auth })).json().monitors).toEqual([]);
    expect((await service.app.inject({ url: `/v1/monitors/${monitor.id}`, headers: owner.auth })).json()).toMatchObject({ status: 'active', sensitivity: 0.5, name: 'mine' });
  });

  it('needs a credential', async () => {
    const response = await service.app.inject({ method: 'POST', url: '/v1/monitors', payload: { mode: 'url', name: 'x', url } });
    expect(response.statusCode).toBe(401);
  });
});
