import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerUser, startTestService, uniqueEmail, type TestService } from '../support/test-service.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

describe('accounts', () => {
  it('registers with a 7-day trial on the free tier and returns a token pair', async () => {
    const email = uniqueEmail();
    const response = await service.app.inject({ method: 'POST', url: '/v1/auth/register', payload: { email: email.toUpperCase(), password: PASSWORD } });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toEqual({
      id: expect.stringMatching(/^usr-/),
      email,
      tier: 'free',
      trial_ends_at: service.clock.now() + 7 * 86_400_000,
      created_at: service.clock.now(),
    });
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^rt_/);
    expect(body.expiresIn).toBe(900);
  });

  it('logs in, refreshes without rotating, and logs out', async () => {
    const { email } = await registerUser(service.app);
    const login = await service.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    const { refreshToken } = login.json();

    const refreshed = await service.app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    expect(Object.keys(refreshed.json()).sort()).toEqual(['accessToken', 'expiresIn']);
    const me = await service.app.inject({ url: '/v1/me', headers: { authorization: `Bearer ${refreshed.json().accessToken}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);

    expect((await service.app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refreshToken } })).statusCode).toBe(200);
    const logout = await service.app.inject({ method: 'POST', url: '/v1/auth/logout', payload: { refreshToken } });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect((await service.app.inject({ method: 'POST', url: '/v1/auth/logout', payload: { refreshToken } })).statusCode).toBe(204);
    const after = await service.app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refreshToken } });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('ERR_INVALID_REFRESH_TOKEN');
  });

  it('expires refresh tokens after 7 days and access tokens after 15 minutes', async () => {
    const user = await registerUser(service.app);
    service.clock.advance(15 * 60_000 + 1_000);
    const stale = await service.app.inject({ url: '/v1/me', headers: user.auth });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('ERR_UNAUTHORIZED');
    expect((await service.app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refreshToken: user.refreshToken } })).statusCode).toBe(200);
    service.clock.advance(7 * 86_400_000);
    const expired = await service.app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refreshToken: user.refreshToken } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('ERR_INVALID_REFRESH_TOKEN');
  });

  it('creates, lists and revokes API keys; a key authenticates until revoked', async () => {
    const user = await registerUser(service.app);
    const created = await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: user.auth, payload: { name: 'ci' } });
    expect(created.statusCode).toBe(201);
    const key = created.json();
    expect(key).toEqual({ id: expect.stringMatching(/^key-/), name: 'ci', key: expect.stringMatching(/^pw_/), key_prefix: key.key.slice(0, 10), created_at: expect.any(Number) });

    const me = await service.app.inject({ url: '/v1/me', headers: { 'x-api-key': key.key } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.user.id);
    // Test services run with SCHEDULER=off: checks happen only on demand, and the account says so.
    expect(me.json().checks_scheduled).toBe(false);

    const list = await service.app.inject({ url: '/v1/api-keys', headers: user.auth });
    expect(list.json().api_keys).toEqual([{ id: key.id, name: 'ci', key_prefix: key.key_prefix, created_at: key.created_at }]);
    expect(list.body).not.toContain(key.key);

    expect((await service.app.inject({ method: 'DELETE', url: `/v1/api-keys/${key.id}`, headers: user.auth })).statusCode).toBe(204);
    const revoked = await service.app.inject({ url: '/v1/me', headers: { 'x-api-key': key.key } });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('ERR_UNAUTHORIZED');
  });

  it('reports tier, trial, usage and limits on /v1/me', async () => {
    const user = await registerUser(service.app);
    await service.app.inject({ url: '/v1/me', headers: user.auth });
    const me = await service.app.inject({ url: '/v1/me', headers: user.auth });
    expect(me.json()).toMatchObject({
      tier: 'free',
      trial_active: true,
      usage: { requests_today: 2 },
      limits: { monitors: 10, daily_requests: 100, min_check_interval_seconds: 900, webhooks: 10, api_keys: 20 },
    });
    expect(me.headers['x-ratelimit-limit']).toBe('100');
    expect(me.headers['x-ratelimit-remaining']).toBe('98');
  });

  it('answers health with every check true', async () => {
    const response = await service.app.inject({ url: '/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      timestamp: service.clock.now(),
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      checks: { database: true, kv: true, r2: true },
    });
  });
});
