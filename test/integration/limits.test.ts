import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, registerUser, startTestService, uniqueEmail, type TestService } from '../support/test-service.js';
import { runAdmin } from '../../src/cli/admin.js';

let service: TestService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const register = (s: TestService, remoteAddress: string, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url: '/v1/auth/register', payload: { email: uniqueEmail(), password: PASSWORD }, remoteAddress, headers });

describe('rate limits per client IP', () => {
  it('allows 3 registrations an hour from one IP, then 429 with Retry-After', async () => {
    service = await startTestService();
    for (let i = 0; i < 3; i++) expect((await register(service, '203.0.113.5')).statusCode).toBe(201);
    const fourth = await register(service, '203.0.113.5');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('ERR_RATE_LIMIT');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(service, '203.0.113.6')).statusCode).toBe(201);
    service.clock.advance(3_600_000);
    expect((await register(service, '203.0.113.5')).statusCode).toBe(201);
  });

  it('allows 5 login attempts per 15 minutes, failed or not', async () => {
    service = await startTestService();
    const { email } = await registerUser(service.app);
    const login = (password: string) => service!.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 4; i++) expect((await login('Wrong-password-1')).statusCode).toBe(401);
    expect((await login(PASSWORD)).statusCode).toBe(200);
    const sixth = await login(PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('ERR_RATE_LIMIT');
    service.clock.advance(15 * 60_000);
    expect((await login(PASSWORD)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    service = await startTestService();
    for (let i = 0; i < 3; i++) expect((await register(service, '198.51.100.1', { 'x-forwarded-for': `192.0.2.${i}` })).statusCode).toBe(201);
    expect((await register(service, '198.51.100.1', { 'x-forwarded-for': '192.0.2.99' })).statusCode).toBe(429);
    await service.close();

    service = await startTestService({ TRUST_PROXY: 'true' });
    for (let i = 0; i < 4; i++) expect((await register(service, '198.51.100.1', { 'x-forwarded-for': `192.0.2.${i}` })).statusCode).toBe(201);
  });

  it('does not rate limit API-key callers', async () => {
    service = await startTestService();
    const user = await registerUser(service.app);
    const key = (await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: user.auth, payload: { name: 'k' } })).json().key;
    for (let i = 0; i < 8; i++) {
      expect((await service.app.inject({ url: '/v1/me', headers: { 'x-api-key': key }, remoteAddress: '203.0.113.77' })).statusCode).toBe(200);
    }
  });
});

describe('daily request quota', () => {
  it('counts every request exactly in one process, from memory far below the limit and in the store near it', async () => {
    const limit = 150;
    service = await startTestService({ FREE_DAILY_REQUESTS: String(limit) });
    const user = await registerUser(service.app);
    // Creating the key is the account's first counted request.
    const key = (await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: user.auth, payload: { name: 'k' } })).json().key as string;
    const counted: number[] = [];
    const remaining: string[] = [];
    for (let n = 2; n <= limit; n++) {
      const answer = await service.app.inject({ url: '/v1/me', headers: n % 2 === 0 ? { 'x-api-key': key } : user.auth });
      expect(answer.statusCode).toBe(200);
      counted.push(answer.json().usage.requests_today);
      remaining.push(answer.headers['x-ratelimit-remaining'] as string);
    }
    expect(counted).toEqual(Array.from({ length: limit - 1 }, (_, i) => i + 2));
    expect(remaining).toEqual(Array.from({ length: limit - 1 }, (_, i) => String(limit - 2 - i)));
    expect((await service.app.inject({ url: '/v1/me', headers: { 'x-api-key': key } })).statusCode).toBe(429);
  });

  it('gives a free account 100 requests a day, then 429 ERR_LIMIT_EXCEEDED until midnight UTC', async () => {
    service = await startTestService({ FREE_DAILY_REQUESTS: '5' });
    const user = await registerUser(service.app);
    const keyResponse = await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: user.auth, payload: { name: 'k' } });
    const auth = { 'x-api-key': keyResponse.json().key as string };
    service.clock.set(Date.UTC(2026, 10, 23, 23, 0, 0));
    for (let i = 0; i < 5; i++) {
      const ok = await service.app.inject({ url: '/v1/me', headers: auth });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-ratelimit-remaining']).toBe(String(4 - i));
      expect(ok.headers['x-ratelimit-reset']).toBe(String(Date.UTC(2026, 10, 24) / 1000));
    }
    const over = await service.app.inject({ url: '/v1/me', headers: auth });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'ERR_LIMIT_EXCEEDED', upgradeUrl: service.config.upgradeUrl });
    expect(over.headers['retry-after']).toBe('3600');
    expect(over.headers['x-ratelimit-remaining']).toBe('0');
    service.clock.set(Date.UTC(2026, 10, 24, 0, 0, 1));
    expect((await service.app.inject({ url: '/v1/me', headers: auth })).statusCode).toBe(200);
  });

  it('keeps the count across a restart', async () => {
    const first = await startTestService({ FREE_DAILY_REQUESTS: '3' });
    const user = await registerUser(first.app);
    for (let i = 0; i < 3; i++) expect((await first.app.inject({ url: '/v1/me', headers: user.auth })).statusCode).toBe(200);
    await first.app.close();
    await first.infra.kv.close();
    await first.infra.database.close();

    const { loadConfig } = await import('../../src/config.js');
    const { openInfrastructure, closeInfrastructure } = await import('../../src/infrastructure.js');
    const { createServices } = await import('../../src/services/create-services.js');
    const { buildApp } = await import('../../src/app.js');
    const config = loadConfig({ ...first.backend.env, FREE_DAILY_REQUESTS: '3', LOG_LEVEL: 'silent' });
    const infra = await openInfrastructure(config, { clock: first.clock });
    const app = await buildApp({ config, services: createServices(infra), metrics: infra.metrics, log: infra.log, clock: first.clock });
    try {
      const over = await app.inject({ url: '/v1/me', headers: user.auth });
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('ERR_LIMIT_EXCEEDED');
    } finally {
      await app.close();
      await closeInfrastructure(infra);
      await first.backend.cleanup();
    }
  });

  it('counts a dashboard session against its own interactive budget, never against the API quota', async () => {
    service = await startTestService({ FREE_DAILY_REQUESTS: '3', FREE_DAILY_SESSION_REQUESTS: '6' });
    const email = uniqueEmail();
    const csrf = { 'x-pagewatch-csrf': '1' };
    const session = await service.app.inject({ method: 'POST', url: '/v1/auth/session/register', headers: csrf, payload: { email, password: PASSWORD } });
    expect(session.statusCode).toBe(201);
    const dashboard = { authorization: `Bearer ${session.json().accessToken}` };
    for (let i = 1; i <= 5; i++) {
      const me = await service.app.inject({ url: '/v1/me', headers: dashboard });
      expect(me.statusCode).toBe(200);
      expect(me.headers['x-ratelimit-limit']).toBe('6');
      expect(me.json()).toMatchObject({ usage: { requests_today: 0, interactive_requests_today: i }, limits: { daily_requests: 3, interactive_daily_requests: 6 } });
    }
    // A token from the API login counts against the API quota, whatever the dashboard did.
    const api = await service.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: PASSWORD } });
    const apiAuth = { authorization: `Bearer ${api.json().accessToken}` };
    const viaApi = await service.app.inject({ url: '/v1/me', headers: apiAuth });
    expect(viaApi.headers['x-ratelimit-limit']).toBe('3');
    expect(viaApi.json().usage).toEqual({ requests_today: 1, interactive_requests_today: 5 });
    for (let i = 0; i < 2; i++) expect((await service.app.inject({ url: '/v1/me', headers: apiAuth })).statusCode).toBe(200);
    expect((await service.app.inject({ url: '/v1/me', headers: apiAuth })).statusCode).toBe(429);
    // The API quota is spent; the dashboard still works until its own budget is.
    expect((await service.app.inject({ url: '/v1/me', headers: dashboard })).statusCode).toBe(200);
    const over = await service.app.inject({ url: '/v1/me', headers: dashboard });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'ERR_LIMIT_EXCEEDED', message: expect.stringMatching(/6 dashboard requests/) });
    // A session refreshed from its cookie keeps counting as the dashboard.
    const cookie = String(session.headers['set-cookie']).split(';')[0];
    const refreshed = await service.app.inject({ method: 'POST', url: '/v1/auth/session/refresh', headers: { ...csrf, cookie } });
    expect(refreshed.statusCode).toBe(200);
    const again = await service.app.inject({ url: '/v1/me', headers: { authorization: `Bearer ${refreshed.json().accessToken}` } });
    expect(again.statusCode).toBe(429);
    expect(again.headers['x-ratelimit-limit']).toBe('6');
  });

  it('lets a full-tier account past the free quota; the operator command sets the tier', async () => {
    service = await startTestService({ FREE_DAILY_REQUESTS: '2' });
    const user = await registerUser(service.app);
    const result = await runAdmin(['set-tier', user.email.toUpperCase(), 'full'], { ...service.backend.env, LOG_LEVEL: 'silent' });
    expect(result).toEqual({ code: 0, output: `${user.email} is now on the full tier` });
    for (let i = 0; i < 4; i++) {
      const response = await service.app.inject({ url: '/v1/me', headers: user.auth });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
    expect((await service.app.inject({ url: '/v1/me', headers: user.auth })).json()).toMatchObject({ tier: 'full', limits: { monitors: null, daily_requests: null, min_check_interval_seconds: 60 } });
    expect((await runAdmin(['set-tier', 'nobody@example.com', 'full'], service.backend.env)).code).toBe(1);
    expect((await runAdmin(['set-tier', user.email, 'gold'], service.backend.env)).code).toBe(2);
  });
});
