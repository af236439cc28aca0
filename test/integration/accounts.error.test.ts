import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { PASSWORD, registerUser, startTestService, uniqueEmail, type TestService } from '../support/test-service.js';

let service: TestService;
let user: Awaited<ReturnType<typeof registerUser>>;
let ip = 0;
beforeAll(async () => {
  service = await startTestService();
  user = await registerUser(service.app);
});
afterAll(() => service.close());

interface Case {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: string | Buffer | object;
  headers?: Record<string, string>;
  auth?: boolean;
  status: number;
  code: string;
  message?: RegExp;
}

const TWO_MIB = 'x'.repeat(2 * 1024 * 1024);

const cases: Case[] = [
  { name: 'malformed JSON', method: 'POST', url: '/v1/auth/register', body: '{"email": "a@b.co",', headers: { 'content-type': 'application/json' }, status: 400, code: 'ERR_INVALID_REQUEST', message: /JSON/ },
  { name: 'empty JSON body', method: 'POST', url: '/v1/auth/login', body: '', headers: { 'content-type': 'application/json' }, status: 400, code: 'ERR_INVALID_REQUEST' },
  { name: 'wrong content type', method: 'POST', url: '/v1/auth/login', body: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 400, code: 'ERR_INVALID_REQUEST', message: /content type/ },
  { name: 'JSON array instead of object', method: 'POST', url: '/v1/auth/register', body: '[]', headers: { 'content-type': 'application/json' }, status: 400, code: 'ERR_INVALID_REQUEST', message: /^body must be a JSON object$/ },
  { name: 'JSON string instead of object', method: 'POST', url: '/v1/auth/login', body: '"ada"', headers: { 'content-type': 'application/json' }, status: 400, code: 'ERR_INVALID_REQUEST', message: /^body must be a JSON object$/ },
  { name: 'plain-text content type', method: 'POST', url: '/v1/auth/login', body: '{}', headers: { 'content-type': 'text/plain' }, status: 400, code: 'ERR_INVALID_REQUEST', message: /content type must be application\/json/ },
  { name: '__proto__ key', method: 'POST', url: '/v1/auth/login', body: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}', headers: { 'content-type': 'application/json' }, status: 400, code: 'ERR_INVALID_REQUEST', message: /may not contain a __proto__ key/ },
  { name: 'nested constructor.prototype key', method: 'POST', url: '/v1/api-keys', body: '{"name":"x","constructor":{"prototype":{}}}', headers: { 'content-type': 'application/json' }, auth: true, status: 400, code: 'ERR_INVALID_REQUEST', message: /constructor\.prototype/ },
  { name: 'lone surrogate escape in a string', method: 'POST', url: '/v1/auth/register', body: '{"email":"a\\ud800@example.com","password":"Correct-horse-9"}', headers: { 'content-type': 'application/json' }, status: 400, code: 'ERR_INVALID_REQUEST', message: /lone surrogate/ },
  { name: 'lone surrogate escape in an API key name', method: 'POST', url: '/v1/api-keys', body: '{"name":"ci \\udfff"}', headers: { 'content-type': 'application/json' }, auth: true, status: 400, code: 'ERR_INVALID_REQUEST', message: /lone surrogate/ },
  { name: 'invalid UTF-8 bytes', method: 'POST', url: '/v1/api-keys', body: Buffer.concat([Buffer.from('{"name":"ci '), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]), headers: { 'content-type': 'application/json' }, auth: true, status: 400, code: 'ERR_INVALID_REQUEST', message: /UTF-8/ },
  { name: 'missing password', method: 'POST', url: '/v1/auth/register', body: { email: 'x@example.com' }, status: 400, code: 'ERR_INVALID_REQUEST', message: /password is required/ },
  { name: 'email of wrong type', method: 'POST', url: '/v1/auth/register', body: { email: 42, password: PASSWORD }, status: 400, code: 'ERR_INVALID_REQUEST', message: /email must be a string/ },
  { name: 'unknown field', method: 'POST', url: '/v1/auth/register', body: { email: 'y@example.com', password: PASSWORD, admin: true }, status: 400, code: 'ERR_INVALID_REQUEST', message: /unknown field 'admin'/ },
  { name: 'over-long email', method: 'POST', url: '/v1/auth/register', body: { email: `${'a'.repeat(400)}@example.com`, password: PASSWORD }, status: 400, code: 'ERR_INVALID_REQUEST', message: /email/ },
  { name: 'invalid email', method: 'POST', url: '/v1/auth/register', body: { email: 'not-an-email', password: PASSWORD }, status: 400, code: 'ERR_INVALID_EMAIL' },
  { name: 'short password', method: 'POST', url: '/v1/auth/register', body: { email: 'z1@example.com', password: 'Ab1' }, status: 400, code: 'ERR_WEAK_PASSWORD', message: /8 characters/ },
  { name: 'password without upper case', method: 'POST', url: '/v1/auth/register', body: { email: 'z2@example.com', password: 'lowercase1' }, status: 400, code: 'ERR_WEAK_PASSWORD', message: /uppercase/ },
  { name: 'password without digit', method: 'POST', url: '/v1/auth/register', body: { email: 'z3@example.com', password: 'NoDigitsHere' }, status: 400, code: 'ERR_WEAK_PASSWORD', message: /number/ },
  { name: 'body of 2 MiB', method: 'POST', url: '/v1/auth/login', body: JSON.stringify({ email: TWO_MIB, password: 'x' }), headers: { 'content-type': 'application/json' }, status: 413, code: 'ERR_INVALID_REQUEST', message: /1 MiB/ },
  { name: 'wrong password', method: 'POST', url: '/v1/auth/login', body: { email: 'nobody@example.com', password: PASSWORD }, status: 401, code: 'ERR_UNAUTHORIZED' },
  { name: 'unknown refresh token', method: 'POST', url: '/v1/auth/refresh', body: { refreshToken: 'rt_nope' }, status: 401, code: 'ERR_INVALID_REFRESH_TOKEN' },
  { name: 'refresh token of wrong type', method: 'POST', url: '/v1/auth/refresh', body: { refreshToken: 7 }, status: 400, code: 'ERR_INVALID_REQUEST' },
  { name: 'no credential', url: '/v1/me', status: 401, code: 'ERR_UNAUTHORIZED' },
  { name: 'garbage bearer token', url: '/v1/me', headers: { authorization: 'Bearer not.a.jwt' }, status: 401, code: 'ERR_UNAUTHORIZED' },
  { name: 'basic auth scheme', url: '/v1/me', headers: { authorization: 'Basic dXNlcjpwYXNz' }, status: 401, code: 'ERR_UNAUTHORIZED' },
  { name: 'unknown API key', url: '/v1/me', headers: { 'x-api-key': 'pw_unknown' }, status: 401, code: 'ERR_UNAUTHORIZED' },
  { name: 'API key name missing', method: 'POST', url: '/v1/api-keys', body: {}, auth: true, status: 400, code: 'ERR_INVALID_REQUEST', message: /name is required/ },
  { name: 'API key name over-long', method: 'POST', url: '/v1/api-keys', body: { name: 'n'.repeat(101) }, auth: true, status: 400, code: 'ERR_INVALID_REQUEST' },
  { name: 'revoking an unknown API key', method: 'DELETE', url: '/v1/api-keys/key-unknown', auth: true, status: 404, code: 'ERR_NOT_FOUND' },
  { name: 'unknown route', url: '/v1/nothing-here', status: 404, code: 'ERR_NOT_FOUND' },
  { name: 'wrong method on a known path', method: 'DELETE', url: '/v1/auth/login', status: 405, code: 'ERR_INVALID_REQUEST', message: /POST/ },
  { name: 'NUL character in an e-mail', method: 'POST', url: '/v1/auth/login', body: { email: 'a\u0000@example.com', password: PASSWORD }, status: 400, code: 'ERR_INVALID_REQUEST', message: /NUL/ },
  { name: 'NUL character in a path id', url: '/v1/monitors/mon-%00', auth: true, status: 400, code: 'ERR_INVALID_REQUEST', message: /NUL/ },
  { name: 'NUL character in an API key name', method: 'POST', url: '/v1/api-keys', body: { name: 'ci\u0000' }, auth: true, status: 400, code: 'ERR_INVALID_REQUEST', message: /NUL/ },
  { name: 'over-long path id', url: `/v1/monitors/mon-${'x'.repeat(100)}`, auth: true, status: 400, code: 'ERR_INVALID_REQUEST', message: /must NOT have more than 64/ },
  { name: 'absurdly long path id', url: `/v1/monitors/mon-${'x'.repeat(1000)}`, auth: true, status: 414, code: 'ERR_INVALID_REQUEST', message: /too long/ },
  { name: 'bad percent-encoding in the path', url: '/v1/monitors/%zz', auth: true, status: 400, code: 'ERR_INVALID_REQUEST', message: /percent-encoding/ },
  { name: 'reset confirm with unknown token', method: 'POST', url: '/v1/auth/password-reset/confirm', body: { token: 'reset_nope', password: PASSWORD }, status: 400, code: 'ERR_INVALID_REQUEST', message: /token/ },
];

describe('bad input gets its documented 4xx', () => {
  it.each(cases)('$name → $status $code', async (c) => {
    ip += 1;
    const response = await service.app.inject({
      method: c.method ?? 'GET',
      url: c.url,
      headers: { ...(c.auth ? user.auth : {}), ...c.headers },
      remoteAddress: `10.9.0.${ip}`,
      ...(c.body === undefined ? {} : typeof c.body === 'string' || Buffer.isBuffer(c.body) ? { body: c.body } : { payload: c.body }),
    });
    expect(response.statusCode).toBe(c.status);
    const body = response.json();
    expect(body.code).toBe(c.code);
    expect(typeof body.error).toBe('string');
    if (c.message) expect(body.message).toMatch(c.message);
    expect(response.body).not.toMatch(/at .*\.ts:\d+|select |insert into/i);
  });

  it('answers 405 with an Allow header', async () => {
    const response = await service.app.inject({ method: 'PUT', url: '/v1/api-keys' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
  });

  it('rejects a JWT signed with another key, and an expired one', async () => {
    const foreign = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(user.user.id).setIssuer('pagewatch').setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-of-at-least-32-bytes!!'));
    const foreignResponse = await service.app.inject({ url: '/v1/me', headers: { authorization: `Bearer ${foreign}` } });
    expect(foreignResponse.statusCode).toBe(401);
    expect(foreignResponse.json().code).toBe('ERR_UNAUTHORIZED');

    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.user.id })).toString('base64url')}.`;
    expect((await service.app.inject({ url: '/v1/me', headers: { authorization: `Bearer ${none}` } })).statusCode).toBe(401);
  });

  it('refuses a duplicate registration, whatever the case of the address', async () => {
    const email = uniqueEmail();
    await registerUser(service.app, email);
    const again = await service.app.inject({ method: 'POST', url: '/v1/auth/register', payload: { email: email.toUpperCase(), password: PASSWORD }, remoteAddress: '10.8.0.1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('ERR_EMAIL_EXISTS');
  });

  it("answers 404 for another user's API key, and leaves it working", async () => {
    const other = await registerUser(service.app);
    const key = (await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: other.auth, payload: { name: 'mine' } })).json();
    const attempt = await service.app.inject({ method: 'DELETE', url: `/v1/api-keys/${key.id}`, headers: user.auth });
    expect(attempt.statusCode).toBe(404);
    expect((await service.app.inject({ url: '/v1/me', headers: { 'x-api-key': key.key } })).statusCode).toBe(200);
  });

  it('caps an account at 20 API keys', async () => {
    const owner = await registerUser(service.app);
    await service.infra.repositories.users.updateTier(owner.email, 'full', service.clock.now());
    for (let i = 0; i < 20; i++) {
      expect((await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: owner.auth, payload: { name: `k${i}` } })).statusCode).toBe(201);
    }
    const over = await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: owner.auth, payload: { name: 'k21' } });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'ERR_LIMIT_EXCEEDED', upgradeUrl: expect.any(String) });
  });
});
