import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { loadConfig, type Config } from '../../src/config.js';
import { closeInfrastructure, openInfrastructure, type Infrastructure } from '../../src/infrastructure.js';
import { createServices, type Services } from '../../src/services/create-services.js';
import { buildApp } from '../../src/app.js';
import { createBackendEnv, type BackendEnv } from './backend.js';
import { createTestClock, type TestClock } from './test-clock.js';

export interface TestService {
  app: FastifyInstance;
  config: Config;
  infra: Infrastructure;
  services: Services;
  clock: TestClock;
  backend: BackendEnv;
  close(): Promise<void>;
}

/**
 * The whole service in-process on the current test backend, with a clock the test moves.
 * `adapt` swaps a real adapter for another real one built differently (e.g. a browser whose
 * guard opens only the page server's address).
 */
export async function startTestService(
  env: Record<string, string> = {},
  options: { dashboardDir?: string; log?: Logger; adapt?: (infra: Infrastructure) => Infrastructure } = {},
): Promise<TestService> {
  const { log, adapt = (infra: Infrastructure) => infra, ...appOptions } = options;
  const backend = await createBackendEnv();
  const config = loadConfig({ SCHEDULER: 'off', LOG_LEVEL: 'silent', ...backend.env, ...env });
  const clock = createTestClock();
  const infra = adapt(await openInfrastructure(config, { clock, log: log ?? pino({ level: 'silent' }) }));
  const services = createServices(infra);
  const app = await buildApp({ config, services, metrics: infra.metrics, log: infra.log, clock, ...appOptions });
  await app.ready();
  return {
    app,
    config,
    infra,
    services,
    clock,
    backend,
    async close() {
      await app.close();
      await closeInfrastructure(infra);
      await backend.cleanup();
    },
  };
}

let counter = 0;

export function uniqueEmail(): string {
  counter += 1;
  return `user${counter}-${Date.now()}@example.com`;
}

export const PASSWORD = 'Correct-horse-9';

/** A fresh user moved to the full tier, as services take an owner: for tests that create many monitors. */
export async function registerFullTierOwner(service: TestService): Promise<{ id: string; tier: 'full' }> {
  const user = await registerUser(service.app);
  await service.infra.repositories.users.updateTier(user.email, 'full', service.clock.now());
  return { id: user.user.id, tier: 'full' };
}

/** Registers a fresh user from a fresh client IP (so registration limits never interfere). */
export async function registerUser(app: FastifyInstance, email = uniqueEmail()) {
  counter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    payload: { email, password: PASSWORD },
    remoteAddress: `10.1.${Math.floor(counter / 250) % 250}.${counter % 250}`,
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { user: { id: string; email: string }; accessToken: string; refreshToken: string };
  return { ...body, email, auth: { authorization: `Bearer ${body.accessToken}` } };
}
