import type { Clock } from '../domain/clock.js';
import { newId } from '../domain/ids.js';
import { limitsFor, type Tier } from '../domain/accounts/tiers.js';
import { serialiseEvent } from '../domain/webhooks/event-envelope.js';
import { buildSampleChangeEvent } from '../domain/webhooks/sample-event.js';
import { generateWebhookSecret, type SecretBox } from '../domain/webhooks/secret-box.js';
import type { UrlTargetCheck } from '../adapters/net/address-guard.js';
import { ApiError, invalidRequest, notFound } from '../errors.js';
import type { DeliveryAttemptRow, DeliveryRepository, DeliveryRow } from '../storage/repositories/deliveries.js';
import type { WebhookRepository, WebhookRow } from '../storage/repositories/webhooks.js';
import type { DeliveryWakeup } from './delivery-wakeup.js';

export interface WebhookServiceDeps {
  webhooks: WebhookRepository;
  deliveries: DeliveryRepository;
  secretBox: SecretBox;
  wakeup: DeliveryWakeup;
  clock: Clock;
  checkUrl(url: string): Promise<UrlTargetCheck>;
  freeDailyRequests: number;
  upgradeUrl: string;
}

export interface DeliveryWithAttempts {
  delivery: DeliveryRow;
  attempts: DeliveryAttemptRow[];
}

function requireHttpsUrl(url: string): void {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (parsed === null) throw invalidRequest('url must be an absolute https:// URL');
  if (parsed.protocol !== 'https:') throw invalidRequest(`url must use https, got ${parsed.protocol.replace(/:$/, '')}`);
}

export function createWebhookService(deps: WebhookServiceDeps) {
  const { webhooks, deliveries, clock } = deps;

  async function requireOwned(userId: string, webhookId: string): Promise<WebhookRow> {
    const webhook = await webhooks.findOwned(userId, webhookId);
    if (!webhook) throw notFound('webhook');
    return webhook;
  }

  function requireActive(webhook: WebhookRow): void {
    if (webhook.active !== 1) throw invalidRequest('webhook is inactive; create a new webhook to receive events again');
  }

  return {
    async create(user: { id: string; tier: Tier }, url: string): Promise<{ row: WebhookRow; secret: string }> {
      requireHttpsUrl(url);
      const target = await deps.checkUrl(url);
      if (!target.ok && target.reason === 'malformed') throw invalidRequest(`url ${target.error}`);
      if (!target.ok) throw invalidRequest('url: this URL cannot receive webhooks; use an endpoint on the public internet');
      const limit = limitsFor(user.tier, deps.freeDailyRequests).webhooks;
      if ((await webhooks.countActive(user.id)) >= limit) {
        throw new ApiError('ERR_LIMIT_EXCEEDED', `an account holds at most ${limit} active webhooks; deactivate one first`, {
          upgradeUrl: deps.upgradeUrl,
        });
      }
      const now = clock.now();
      const secret = generateWebhookSecret();
      const row: WebhookRow = {
        id: newId('wh', now),
        user_id: user.id,
        url,
        secret_sealed: deps.secretBox.seal(secret),
        previous_secret_sealed: null,
        previous_secret_expires_at: null,
        active: 1,
        created_at: now,
        updated_at: now,
      };
      await webhooks.insert(row);
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
      const webhook = await requireOwned(userId, webhookId);
      requireActive(webhook);
      const now = clock.now();
      const eventId = newId('evt', now);
      const body = serialiseEvent(buildSampleChangeEvent({ eventId, changeId: newId('chg', now), nowMs: now }));
      const deliveryId = await deliveries.storeEventFor(webhookId, { eventId, userId, type: 'change.detected', body, createdAt: now });
      deps.wakeup.notify();
      return { eventId, deliveryId };
    },

    async listDeliveries(
      userId: string,
      webhookId: string,
      page: number,
      limit: number,
    ): Promise<{ items: DeliveryWithAttempts[]; total: number }> {
      await requireOwned(userId, webhookId);
      const { rows, total } = await deliveries.listPage(webhookId, page, limit);
      const attempts = await deliveries.listAttempts(rows.map((row) => row.id));
      const byDelivery = new Map<string, DeliveryAttemptRow[]>();
      for (const attempt of attempts) byDelivery.set(attempt.delivery_id, [...(byDelivery.get(attempt.delivery_id) ?? []), attempt]);
      return { items: rows.map((delivery) => ({ delivery, attempts: byDelivery.get(delivery.id) ?? [] })), total };
    },

    /** A new delivery of the same stored event (same id and body bytes), due at once. */
    async redeliver(userId: string, webhookId: string, deliveryId: string): Promise<DeliveryRow> {
      const webhook = await requireOwned(userId, webhookId);
      const original = await deliveries.findInWebhook(webhookId, deliveryId);
      if (!original) throw notFound('delivery');
      requireActive(webhook);
      const created = await deliveries.enqueueAgain(original, clock.now());
      deps.wakeup.notify();
      return created;
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
