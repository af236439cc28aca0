import type { Infrastructure } from '../infrastructure.js';
import { VERSION } from '../version.js';
import { createUserRepository } from '../storage/repositories/users.js';
import { createRefreshTokenRepository } from '../storage/repositories/refresh-tokens.js';
import { createPasswordResetRepository } from '../storage/repositories/password-resets.js';
import { createApiKeyRepository } from '../storage/repositories/api-keys.js';
import { createAccessTokens } from './access-tokens.js';
import { createAccountService } from './account-service.js';
import { createApiKeyService } from './api-key-service.js';
import { createAuthenticator } from './authenticator.js';
import { createRateLimiter } from './rate-limiter.js';
import { createRequestQuota } from './request-quota.js';
import { createHealthService } from './health-service.js';
import { createWebhookRepository } from '../storage/repositories/webhooks.js';
import { createDeliveryRepository } from '../storage/repositories/deliveries.js';
import { createSecretBox } from '../domain/webhooks/secret-box.js';
import { createWebhookService } from './webhook-service.js';
import { createDeliveryWakeup } from './delivery-wakeup.js';
import { createMonitorRepository } from '../storage/repositories/monitors.js';
import { createMonitorService } from './monitor-service.js';
import { embeddedInterpreter } from './intent-interpreter.js';
import { checkUrlTarget } from '../adapters/net/address-guard.js';

/** Wires repositories and services over one set of infrastructure. */
export function createServices(infra: Infrastructure) {
  const { config, clock, database, kv } = infra;
  const users = createUserRepository(database.db);
  const apiKeyRepository = createApiKeyRepository(database.db);
  const deliveryWakeup = createDeliveryWakeup();
  const accessTokens = createAccessTokens({ key: infra.jwtKey, ttlSeconds: config.accessTokenTtlSeconds, clock });
  return {
    users,
    accounts: createAccountService({
      users,
      refreshTokens: createRefreshTokenRepository(database.db),
      passwordResets: createPasswordResetRepository(database.db),
      accessTokens,
      mailer: infra.mailer,
      clock,
      log: infra.log,
      publicUrl: config.publicUrl,
    }),
    apiKeys: createApiKeyService({ apiKeys: apiKeyRepository, clock, freeDailyRequests: config.freeDailyRequests, upgradeUrl: config.upgradeUrl }),
    authenticator: createAuthenticator({ apiKeys: apiKeyRepository, users, accessTokens }),
    rateLimiter: createRateLimiter({ kv, clock }),
    quota: createRequestQuota({ kv, clock, freeDailyRequests: config.freeDailyRequests, upgradeUrl: config.upgradeUrl }),
    health: createHealthService(infra, VERSION),
    deliveryWakeup,
    webhooks: createWebhookService({
      database,
      webhooks: createWebhookRepository(database.db),
      deliveries: createDeliveryRepository(database.db),
      secretBox: createSecretBox(infra.webhookSecretKey),
      wakeup: deliveryWakeup,
      clock,
      allowPrivateNetworks: config.allowPrivateNetworks,
      freeDailyRequests: config.freeDailyRequests,
      upgradeUrl: config.upgradeUrl,
    }),
    monitors: createMonitorService({
      monitors: createMonitorRepository(database.db),
      interpreter: embeddedInterpreter,
      clock,
      checkUrl: (url) => checkUrlTarget(url, { allowPrivateNetworks: config.allowPrivateNetworks }),
      freeDailyRequests: config.freeDailyRequests,
      upgradeUrl: config.upgradeUrl,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
