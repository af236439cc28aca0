import type { Clock } from '../domain/clock.js';
import { newId } from '../domain/ids.js';
import type { Tier } from '../domain/accounts/tiers.js';
import { webhookKind } from '../domain/destinations/webhook.js';
import { generateWebhookSecret, type SecretBox } from '../domain/webhooks/secret-box.js';
import { notFound } from '../errors.js';
import type { WebhookRepository, WebhookRow } from '../storage/repositories/webhooks.js';
import type { DeliveryLog } from './delivery-log.js';
import { acceptTarget, insertWithinDestinationLimit, readMonitorIds, type DestinationRuleDeps } from './destination-rules.js';

export type { DeliveryWithAttempts } from './delivery-log.js';

export interface WebhookServiceDeps {
  webhooks: WebhookRepository;
  deliveryLog: DeliveryLog;
  rules: DestinationRuleDeps;
  secretBox: SecretBox;
  clock: Clock;
}

const INACTIVE = 'webhook is inactive; create a new webhook to receive events again';

export function createWebhookService(deps: WebhookServiceDeps) {
  const { webhooks, clock } = deps;

  async function requireOwned(userId: string, webhookId: string): Promise<WebhookRow> {
    const webhook = await webhooks.findOwned(userId, webhookId);
    if (!webhook) throw notFound('webhook');
    return webhook;
  }

  return {
    ...deps.deliveryLog({ kind: 'webhook', destinations: webhooks, refusalOf: (webhook) => (webhook.active === 1 ? null : INACTIVE) }),

    /** `monitorIds` limits the webhook to those monitors' changes; absent, it gets every change of its owner. */
    async create(user: { id: string; tier: Tier }, url: string, monitorIds?: readonly string[]): Promise<{ row: WebhookRow; secret: string }> {
      const accepted = await acceptTarget(deps.rules, webhookKind, url, { field: 'url', purpose: 'webhooks' });
      const storedMonitorIds = await readMonitorIds(deps.rules, user.id, monitorIds);
      const now = clock.now();
      const secret = generateWebhookSecret();
      const row: WebhookRow = {
        id: newId('wh', now),
        user_id: user.id,
        url: accepted.target,
        secret_sealed: deps.secretBox.seal(secret),
        previous_secret_sealed: null,
        previous_secret_expires_at: null,
        monitor_ids: storedMonitorIds,
        active: 1,
        created_at: now,
        updated_at: now,
      };
      await insertWithinDestinationLimit(deps.rules, user, (limit) => webhooks.insertWithinLimit(row, limit));
      return { row, secret };
    },

    list(userId: string): Promise<WebhookRow[]> {
      return webhooks.listByUser(userId);
    },

    async deactivate(userId: string, webhookId: string): Promise<WebhookRow> {
      const row = await webhooks.deactivate(userId, webhookId, clock.now());
      if (!row) throw notFound('webhook');
      return row;
    },

    /** The old secret keeps signing (as a second `webhook-signature` entry) for `gracePeriodSeconds`. */
    async regenerate(userId: string, webhookId: string, gracePeriodSeconds: number): Promise<{ row: WebhookRow; secret: string }> {
      const current = await requireOwned(userId, webhookId);
      const now = clock.now();
      const secret = generateWebhookSecret();
      const row = await webhooks.rotateSecret(
        userId,
        webhookId,
        {
          secretSealed: deps.secretBox.seal(secret),
          previousSecretSealed: gracePeriodSeconds > 0 ? current.secret_sealed : null,
          previousSecretExpiresAt: gracePeriodSeconds > 0 ? now + gracePeriodSeconds * 1000 : null,
        },
        now,
      );
      if (!row) throw notFound('webhook');
      return { row, secret };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
