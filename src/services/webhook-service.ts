import type { Clock } from '../domain/clock.js';
import { newId } from '../domain/ids.js';
import type { Tier } from '../domain/accounts/tiers.js';
import { generateWebhookSecret, type SecretBox } from '../domain/webhooks/secret-box.js';
import type { UrlTargetCheck } from '../adapters/net/address-guard.js';
import { invalidRequest, notFound } from '../errors.js';
import type { DeliveryRow, DestinationRef } from '../storage/repositories/deliveries.js';
import type { WebhookRepository, WebhookRow } from '../storage/repositories/webhooks.js';
import type { DeliveryLog, DeliveryWithAttempts } from './delivery-log.js';
import { describeFullDestinations, destinationLimit, readMonitorIds, type DestinationRuleDeps } from './destination-rules.js';

export type { DeliveryWithAttempts } from './delivery-log.js';

export interface WebhookServiceDeps {
  webhooks: WebhookRepository;
  deliveryLog: DeliveryLog;
  rules: DestinationRuleDeps;
  secretBox: SecretBox;
  clock: Clock;
  checkUrl(url: string): Promise<UrlTargetCheck>;
}

function requireHttpsUrl(url: string): void {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (parsed === null) throw invalidRequest('url must be an absolute https:// URL');
  if (parsed.protocol !== 'https:') throw invalidRequest(`url must use https, got ${parsed.protocol.replace(/:$/, '')}`);
}

const asDestination = (webhookId: string): DestinationRef => ({ kind: 'webhook', id: webhookId });

export function createWebhookService(deps: WebhookServiceDeps) {
  const { webhooks, deliveryLog, clock } = deps;

  async function requireOwned(userId: string, webhookId: string): Promise<WebhookRow> {
    const webhook = await webhooks.findOwned(userId, webhookId);
    if (!webhook) throw notFound('webhook');
    return webhook;
  }

  function requireActive(webhook: WebhookRow): void {
    if (webhook.active !== 1) throw invalidRequest('webhook is inactive; create a new webhook to receive events again');
  }

  return {
    /** `monitorIds` limits the webhook to those monitors' changes; absent, it gets every change of its owner. */
    async create(user: { id: string; tier: Tier }, url: string, monitorIds?: readonly string[]): Promise<{ row: WebhookRow; secret: string }> {
      requireHttpsUrl(url);
      const target = await deps.checkUrl(url);
      if (!target.ok && target.reason === 'malformed') throw invalidRequest(`url ${target.error}`);
      if (!target.ok) throw invalidRequest('url: this URL cannot receive webhooks; use an endpoint on the public internet, or start the service with ALLOW_PRIVATE_NETWORKS=true to deliver to private and local addresses');
      const storedMonitorIds = await readMonitorIds(deps.rules, user.id, monitorIds);
      const now = clock.now();
      const secret = generateWebhookSecret();
      const row: WebhookRow = {
        id: newId('wh', now),
        user_id: user.id,
        url,
        secret_sealed: deps.secretBox.seal(secret),
        previous_secret_sealed: null,
        previous_secret_expires_at: null,
        monitor_ids: storedMonitorIds,
        active: 1,
        created_at: now,
        updated_at: now,
      };
      const limit = destinationLimit(deps.rules, user.tier);
      if ((await webhooks.insertWithinLimit(row, limit)) === 'over_limit') throw await describeFullDestinations(deps.rules, user.id, limit);
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

    async sendTestEvent(userId: string, webhookId: string): Promise<{ eventId: string; deliveryId: string }> {
      requireActive(await requireOwned(userId, webhookId));
      return deliveryLog.sendTestEvent(userId, asDestination(webhookId));
    },

    async listDeliveries(
      userId: string,
      webhookId: string,
      page: number,
      limit: number,
    ): Promise<{ items: DeliveryWithAttempts[]; total: number }> {
      await requireOwned(userId, webhookId);
      return deliveryLog.list(asDestination(webhookId), page, limit);
    },

    /** A new delivery of the same stored event (same id and body bytes), due at once. */
    async redeliver(userId: string, webhookId: string, deliveryId: string): Promise<DeliveryRow> {
      const webhook = await requireOwned(userId, webhookId);
      const original = await deliveryLog.findDelivery(asDestination(webhookId), deliveryId);
      if (!original) throw notFound('delivery');
      requireActive(webhook);
      return deliveryLog.redeliver(original);
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
