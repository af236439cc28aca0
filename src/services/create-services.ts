import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Clock } from '../domain/clock.js';
import type { IntentInterpreter } from '../domain/intent/intent-interpreter.js';
import { createMovingInService } from './moving-in-service.js';
import { createFeedService } from './feed-service.js';
import type { SecretBox } from '../domain/webhooks/secret-box.js';
import type { Kv } from '../adapters/kv/kv.js';
import type { BlobStore } from '../adapters/blobs/blob-store.js';
import type { Mailer } from '../adapters/mail/mailer.js';
import type { PageFetcher } from '../adapters/fetch/page-fetcher.js';
import type { PageRenderer } from '../adapters/browser/page-renderer.js';
import type { PageAnalyser } from '../adapters/analysis/page-analyser.js';
import type { ValuePicker } from '../adapters/llm/value-picker.js';
import type { UrlTargetCheck } from '../adapters/net/address-guard.js';
import type { Database } from '../storage/database.js';
import type { Repositories } from '../storage/create-repositories.js';
import { VERSION } from '../version.js';
import { createAccessTokens } from './access-tokens.js';
import { createAccountService } from './account-service.js';
import { createApiKeyService } from './api-key-service.js';
import { createAuthenticator } from './authenticator.js';
import { createRateLimiter } from './rate-limiter.js';
import { createRequestQuota } from './request-quota.js';
import { createHealthService } from './health-service.js';
import { createWebhookService } from './webhook-service.js';
import { createChannelService } from './channel-service.js';
import { createDeliveryLog } from './delivery-log.js';
import { createDeliveryWakeup } from './delivery-wakeup.js';
import { createMonitorService } from './monitor-service.js';
import { createMonitorHistory } from './monitor-history.js';
import { createPlanLimits } from './plan-limits.js';
import { createPagePicker, createPageReader } from './page-reader.js';
import { createAccessReader } from './monitor-access.js';
import { createCheckService, type CheckRecorder } from '../jobs/checks/check-service.js';
import { createHistoryPruner, type PruneRecorder } from '../jobs/checks/prune-history.js';
import { createSourceFetcher } from '../jobs/checks/fetch-source.js';

/** The ports services are built on; the composition root (infrastructure.ts) opens and chooses each. */
export interface ServiceDeps {
  readonly config: Pick<
    Config,
    | 'accessTokenTtlSeconds'
    | 'freeDailyRequests'
    | 'freeInteractiveRequests'
    | 'upgradeUrl'
    | 'publicUrl'
    | 'workerLeaseSeconds'
    | 'retentionDaysFull'
    | 'confirmDelaySeconds'
  >;
  readonly log: Logger;
  readonly clock: Clock;
  /** Only probed by the health report; repositories are what read and write it. */
  readonly database: Pick<Database, 'ping'>;
  readonly repositories: Repositories;
  readonly kv: Kv;
  readonly blobs: BlobStore;
  readonly mailer: Mailer;
  readonly pageFetcher: PageFetcher;
  readonly pageRenderer: PageRenderer | null;
  readonly pageAnalyser: PageAnalyser;
  readonly secretBox: SecretBox;
  readonly intentInterpreter: IntentInterpreter;
  readonly valuePicker: ValuePicker | null;
  checkUrl(url: string): Promise<UrlTargetCheck>;
  readonly workerId: string;
  readonly jwtKey: Uint8Array;
  /** Told what checks and pruning did (the process's metrics). */
  readonly metrics: CheckRecorder & PruneRecorder;
}

/**
 * Builds the services from the ports it is handed and connects them to one another
 * (the authenticator forgets revoked users, stored events wake the deliverer). It opens and
 * chooses nothing: repositories, adapters and metrics come from the composition root.
 */
export function createServices(infra: ServiceDeps) {
  const { config, clock, kv, repositories } = infra;
  const { users, apiKeys: apiKeyRepository, monitors: monitorRepository, checks: checkRepository, webhooks: webhookRepository } = repositories;
  const deliveryWakeup = createDeliveryWakeup();
  const accessTokens = createAccessTokens({ key: infra.jwtKey, ttlSeconds: config.accessTokenTtlSeconds, clock });
  const authenticator = createAuthenticator({ apiKeys: apiKeyRepository, users, accessTokens, clock });
  const { secretBox } = infra;
  const rateLimiter = createRateLimiter({ kv, clock });
  const deliveryLog = createDeliveryLog({ deliveries: repositories.deliveries, wakeup: deliveryWakeup, clock });
  const planLimits = createPlanLimits(config);
  const destinationRules = { monitors: monitorRepository, destinations: repositories.destinations, planLimits, checkUrl: infra.checkUrl };
  const services = {
    accounts: createAccountService({
      users,
      refreshTokens: repositories.refreshTokens,
      passwordResets: repositories.passwordResets,
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
    planLimits,
    quota: createRequestQuota({ kv, clock, budgets: config, upgradeUrl: config.upgradeUrl }),
    health: createHealthService(infra, VERSION),
    deliveryWakeup,
    webhooks: createWebhookService({
      webhooks: webhookRepository,
      deliveryLog,
      rules: destinationRules,
      secretBox,
      clock,
    }),
    channels: createChannelService({
      channels: repositories.channels,
      users,
      deliveryLog,
      rules: destinationRules,
      secretBox,
      mailer: infra.mailer,
      rateLimiter,
      clock,
      log: infra.log,
      publicUrl: config.publicUrl,
    }),
    monitors: createMonitorService({
      monitors: monitorRepository,
      blobs: infra.blobs,
      interpreter: infra.intentInterpreter,
      clock,
      checkUrl: infra.checkUrl,
      planLimits,
      readPage: createPageReader(infra.pageFetcher, infra.pageRenderer),
      browserAvailable: infra.pageRenderer !== null,
      picker: infra.pageRenderer === null ? null : createPagePicker(infra.pageRenderer),
      access: createAccessReader({ secretBox, checkUrl: infra.checkUrl, browserAvailable: infra.pageRenderer !== null }),
    }),
    monitorHistory: createMonitorHistory({ monitors: monitorRepository, checks: checkRepository }),
    checks: createCheckService({
      checks: checkRepository,
      monitors: monitorRepository,
      sources: createSourceFetcher({ fetcher: infra.pageFetcher, renderer: infra.pageRenderer, secretBox }),
      analyser: infra.pageAnalyser,
      blobs: infra.blobs,
      clock,
      log: infra.log,
      workerId: infra.workerId,
      leaseMs: config.workerLeaseSeconds * 1000,
      confirmDelaySeconds: config.confirmDelaySeconds,
      valuePicker: infra.valuePicker,
      onEventsStored: () => deliveryWakeup.notify(),
      recorder: infra.metrics,
      pruner: createHistoryPruner({
        retention: repositories.retention,
        blobs: infra.blobs,
        clock,
        recorder: infra.metrics,
        retentionDaysFull: config.retentionDaysFull,
      }),
    }),
  };
  return {
    ...services,
    feeds: createFeedService({ feeds: repositories.feeds, monitors: monitorRepository, planLimits, clock, publicUrl: config.publicUrl }),
    movingIn: createMovingInService({
      monitors: services.monitors,
      channels: services.channels,
      webhooks: services.webhooks,
      monitorRows: monitorRepository,
      destinations: repositories.destinations,
      planLimits,
      clock,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
