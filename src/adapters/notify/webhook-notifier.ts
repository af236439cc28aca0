import { buildDeliveryHeaders } from '../../domain/webhooks/sign-payload.js';
import type { WebhookSender } from '../webhooks/webhook-sender.js';
import { notSentOutcome, type Notifier } from './notifier.js';

/** Signed POSTs of the stored body bytes (SPEC 6.2); every failure may be retried. */
export function createWebhookNotifier(sender: WebhookSender): Notifier<'webhook'> {
  return {
    async send(destination, event) {
      if (destination.secrets.length === 0) return notSentOutcome('webhook has no signing secret', false);
      const headers = buildDeliveryHeaders({
        body: event.body,
        eventType: event.eventType,
        deliveryId: event.deliveryId,
        eventId: event.eventId,
        timestampSeconds: Math.floor(event.attemptedAt / 1000),
        secrets: destination.secrets,
      });
      const outcome = await sender.send(destination.url, headers, event.body);
      return {
        ok: outcome.ok,
        retryable: true,
        retryAfterSeconds: outcome.retryAfterSeconds,
        error: outcome.ok ? null : outcome.error ?? `HTTP ${outcome.statusCode}`,
        statusCode: outcome.statusCode,
        responseBody: outcome.responseBody,
        durationMs: outcome.durationMs,
      };
    },
  };
}
