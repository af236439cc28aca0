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
import { createWebhookService } from './webhook-service.js';
import { createChannelRepository } from '../storage/repositories/channels.js';
import { createChannelService } from './channel-service.js';
import { createDeliveryLog } from './delivery-log.js';
import { createDeliveryWakeup } from './delivery-wakeup.js';
import { createMonitorRepository } from '../storage/repositories/monitors.js';
import { createMonitorService } from './monitor-service.js';
import { createPlanLimits } from './plan-limits.js';
import { createPageReader } from './page-reader.js';
import { createCheckRepository } from '../storage/repositories/checks.js';
import { createCheckService } from './check-service.js';
import { createSourceFetcher } from './fetch-source.js';
import { createMetrics } from '../observability/metrics.js';
import { createQueueStatsReader } from '../observability/queue-stats.js';

/** Wires repositories and services over one set of infrastructure. */
export function createServices(infra: Infrastructure) {
  const { config, clock, database, kv } = infra;
  const users = createUserRepository(database.db);
  const apiKeyRepository = createApiKeyRepository(database.db);
  const deliveryWakeup = createDeliveryWakeup();
  const accessTokens = createAccessTokens({ key: infra.jwtKey, ttlSeconds: config.accessTokenTtlSeconds, clock });
  const authenticator = createAuthenticator({ apiKeys: apiKeyRepository, users, accessTokens, clock });
  const monitorRepository = createMonitorRepository(database.db);
  const checkRepository = createCheckRepository(database.db, database.capabilities);
  const { secretBox } = infra;
  const rateLimiter = createRateLimiter({ kv, clock });
  const deliveryLog = createDeliveryLog({ deliveries: createDeliveryRepository(database.db, database.capabilities), wakeup: deliveryWakeup, clock });
  const planLimits = createPlanLimits(config);
  const webhookRepository = createWebhookRepository(database.db);
  const destinationRules = { monitors: monitorRepository, webhooks: webhookRepository, planLimits };
  const metrics = createMetrics({ readQueueStats: createQueueStatsReader(database.db, clock), log: infra.log });
  return {
    metrics,
    users,
    accounts: createAccountService({
      users,
      refreshTokens: createRefreshTokenRepository(database.db),
      passwordResets: createPasswordResetRepository(database.db),
      apiKeys: apiKeyRepository,
      kv,
      accessTokens,
      onCredentialsRevoked: (userId) => authenticator.forgetUser(userId),
      mailer: infra.mailer,
      clock,
      log: infra.log,
      publicUrl: config.publicUrl,
    }),
    apiKeys: createApiKeyService({
      apiKeys: apiKeyRepository,
      clock,
      planLimits,
      onRevoked: (userId) => authenticator.forgetUser(userId),
    }),
    authenticator,
    rateLimiter,
    quota: createRequestQuota({ kv, clock, freeDailyRequests: config.freeDailyRequests, upgradeUrl: config.upgradeUrl }),
    health: createHealthService(infra, VERSION),
    deliveryWakeup,
    webhooks: createWebhookService({
      webhooks: webhookRepository,
      deliveryLog,
      rules: destinationRules,
      secretBox,
      clock,
      checkUrl: infra.checkUrl,
    }),
    channels: createChannelService({
      channels: createChannelRepository(database.db),
      deliveryLog,
      rules: destinationRules,
      secretBox,
      mailer: infra.mailer,
      rateLimiter,
      clock,
      log: infra.log,
      checkUrl: infra.checkUrl,
      publicUrl: config.publicUrl,
    }),
    monitors: createMonitorService({
      monitors: monitorRepository,
      blobs: infra.blobs,
      interpreter: infra.intentInterpreter,
      clock,
      checkUrl: infra.checkUrl,
      planLimits,
      readPage: createPageReader(infra.pageFetcher),
      browserAvailable: infra.pageRenderer !== null,
    }),
    checkRepository,
    checks: createCheckService({
      checks: checkRepository,
      monitors: monitorRepository,
      sources: createSourceFetcher({ fetcher: infra.pageFetcher, renderer: infra.pageRenderer }),
      analyser: infra.pageAnalyser,
      blobs: infra.blobs,
      clock,
      log: infra.log,
      workerId: infra.workerId,
      leaseMs: config.workerLeaseSeconds * 1000,
      valuePicker: infra.valuePicker,
      onEventsStored: () => deliveryWakeup.notify(),
      recorder: metrics,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
