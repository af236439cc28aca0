import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { loadConfig } from '../../src/config.js';
import { closeInfrastructure, openInfrastructure, type Infrastructure } from '../../src/infrastructure.js';
import { createServices } from '../../src/services/create-services.js';
import { buildApp } from '../../src/app.js';
import { CREDENTIAL_CACHE_MS } from '../../src/services/authenticator.js';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';
import type { FastifyInstance } from 'fastify';

let first: TestService;
let secondInfra: Infrastructure;
let second: FastifyInstance;

beforeAll(async () => {
  first = await startTestService();
  const config = loadConfig({ ...first.backend.env, LOG_LEVEL: 'silent', SCHEDULER: 'off' });
  secondInfra = await openInfrastructure(config, { clock: first.clock, log: pino({ level: 'silent' }) });
  second = await buildApp({ config, services: createServices(secondInfra), metrics: secondInfra.metrics, log: secondInfra.log, clock: first.clock });
});

afterAll(async () => {
  await second.close();
  await closeInfrastructure(secondInfra);
  await first.close();
});

describe('a revoked API key', () => {
  it('stops working at once where it was revoked, and on other API processes within the credential cache time', async () => {
    const user = await registerUser(first.app);
    const key = (await first.app.inject({ method: 'POST', url: '/v1/api-keys', headers: user.auth, payload: { name: 'shared' } })).json();
    const withKey = { 'x-api-key': key.key as string };
    expect((await first.app.inject({ url: '/v1/me', headers: withKey })).statusCode).toBe(200);
    expect((await second.inject({ url: '/v1/me', headers: withKey })).statusCode).toBe(200);

    expect((await first.app.inject({ method: 'DELETE', url: `/v1/api-keys/${key.id}`, headers: user.auth })).statusCode).toBe(204);
    expect((await first.app.inject({ url: '/v1/me', headers: withKey })).statusCode).toBe(401);

    first.clock.advance(CREDENTIAL_CACHE_MS);
    expect((await second.inject({ url: '/v1/me', headers: withKey })).statusCode).toBe(401);
  });
});
