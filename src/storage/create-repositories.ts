import type { Database } from './database.js';
import { createApiKeyRepository } from './repositories/api-keys.js';
import { createChannelRepository } from './repositories/channels.js';
import { createCheckRepository } from './repositories/checks.js';
import { createDeliveryRepository } from './repositories/deliveries.js';
import { createDestinationRepository } from './repositories/destinations.js';
import { createDigestRepository } from './repositories/digests.js';
import { createFeedRepository } from './repositories/feeds.js';
import { createMonitorRepository } from './repositories/monitors.js';
import { createPasswordResetRepository } from './repositories/password-resets.js';
import { createRetentionRepository } from './repositories/retention.js';
import { createRefreshTokenRepository } from './repositories/refresh-tokens.js';
import { createUserRepository } from './repositories/users.js';
import { createWebhookRepository } from './repositories/webhooks.js';

/** Every repository over one opened database; the composition root hands them to services and jobs. */
export function createRepositories({ db, capabilities }: Database) {
  return {
    users: createUserRepository(db),
    refreshTokens: createRefreshTokenRepository(db),
    passwordResets: createPasswordResetRepository(db),
    apiKeys: createApiKeyRepository(db),
    monitors: createMonitorRepository(db),
    checks: createCheckRepository(db, capabilities),
    webhooks: createWebhookRepository(db),
    channels: createChannelRepository(db),
    deliveries: createDeliveryRepository(db, capabilities),
    destinations: createDestinationRepository(db),
    digests: createDigestRepository(db, capabilities),
    retention: createRetentionRepository(db),
    feeds: createFeedRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
