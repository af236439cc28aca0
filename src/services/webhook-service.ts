import type { Clock } from '../domain/clock.js';
import { newId } from '../domain/ids.js';
import type { Tier } from '../domain/accounts/tiers.js';
import { webhookKind } from '../domain/destinations/webhook.js';
import { generateWebhookSecret, type SecretBox } from '../domain/webhooks/secret-box.js';
import { invalidRequest, notFound } from '../errors.js';
import { isAppriseUrl, readAppriseUrl } from '../domain/destinations/apprise-url.js';
import type { Webhook } from '../domain/webhooks/webhook.js';
import type { WebhookRepository } from '../storage/repositories/webhooks.js';
import type { DeliveryLog } from './delivery-log.js';
import {
  acceptTarget,
  insertWithinDestinationLimit,
  readDestinationDigest,
  readDestinationTags,
  type DigestInput,
  readEvents,
  readMonitorIds,
  requireOwnedDestination,
  type DestinationRuleDeps,
} from './destination-rules.js';
import type { EventType } from '../domain/webhooks/event-types.js';

export type { DeliveryWithAttempts } from './delivery-log.js';

export interface WebhookServiceDeps {
  webhooks: WebhookRepository;
  deliveryLog: DeliveryLog;
  rules: DestinationRuleDeps;
  secretBox: SecretBox;
  clock: Clock;
}

export interface NewWebhook extends DigestInput {
  url: string;
  /** Only these monitors' events (with `tags`: these and the tagged ones); absent with `tags` absent: every monitor's. */
  monitorIds?: readonly string[];
  /** Binds the webhook to monitors carrying any of these tags. */
  tags?: readonly string[];
  /** Absent: change.detected only. */
  events?: readonly EventType[];
}

const INACTIVE = 'webhook is inactive; create a new webhook to receive events again';

/** A webhook's URL, also written as Apprise's json:// or jsons:// (the same place over http or https). */
export function readWebhookUrl(url: string): string {
  // Another scheme (ftp://) is no Apprise URL to a webhook: it is refused as not https.
  if (!isAppriseUrl(url, { knownOnly: true })) return url;
  const read = readAppriseUrl(url);
  if (!read.ok) throw invalidRequest(`url: ${read.error}`);
  if (read.kind !== webhookKind.name) throw invalidRequest(`url: ${read.scheme}:// names a ${read.kind} channel, not a webhook; create it with POST /v1/channels {"target": "${read.scheme}://…"}`);
  return read.target;
}

export function createWebhookService(deps: WebhookServiceDeps) {
  const { webhooks, clock } = deps;

  return {
    ...deps.deliveryLog({ kind: 'webhook', destinations: webhooks, refusalOf: (webhook) => (webhook.active ? null : INACTIVE) }),

    async create(user: { id: string; tier: Tier }, input: NewWebhook): Promise<{ row: Webhook; secret: string }> {
      const accepted = await acceptTarget(deps.rules, webhookKind, readWebhookUrl(input.url), { field: 'url', purpose: 'webhooks' });
      const ownMonitorIds = await readMonitorIds(deps.rules, user.id, input.monitorIds);
      const tags = readDestinationTags(input.tags);
      const digest = readDestinationDigest(input);
      const now = clock.now();
      const secret = generateWebhookSecret();
      const webhook: Webhook = {
        id: newId('wh', now),
        userId: user.id,
        url: accepted.target,
        secretSealed: deps.secretBox.seal(secret),
        previousSecret: null,
        monitorIds: ownMonitorIds,
        tags,
        digest,
        events: readEvents(input.events),
        active: true,
        createdAt: now,
        updatedAt: now,
      };
      await insertWithinDestinationLimit(deps.rules, user, (limit) => webhooks.insertWithinLimit(webhook, limit));
      return { row: webhook, secret };
    },

    list(userId: string): Promise<Webhook[]> {
      return webhooks.listByUser(userId);
    },

    async deactivate(userId: string, webhookId: string): Promise<Webhook> {
      const webhook = await webhooks.deactivate(userId, webhookId, clock.now());
      if (!webhook) throw notFound('webhook');
      return webhook;
    },

    /** The old secret keeps signing (as a second `webhook-signature` entry) for `gracePeriodSeconds`. */
    async regenerate(userId: string, webhookId: string, gracePeriodSeconds: number): Promise<{ row: Webhook; secret: string }> {
      const current = await requireOwnedDestination(webhooks, 'webhook', userId, webhookId);
      const now = clock.now();
      const secret = generateWebhookSecret();
      const webhook = await webhooks.rotateSecret(
        userId,
        webhookId,
        {
          secretSealed: deps.secretBox.seal(secret),
          previousSecret: gracePeriodSeconds > 0 ? { sealed: current.secretSealed, expiresAt: now + gracePeriodSeconds * 1000 } : null,
        },
        now,
      );
      if (!webhook) throw notFound('webhook');
      return { row: webhook, secret };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
