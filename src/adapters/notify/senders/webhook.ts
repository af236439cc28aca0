import { buildDeliveryHeaders } from '../../../domain/webhooks/sign-payload.js';
import type { HttpClient } from '../../http/http-client.js';
import { notSentOutcome, type Sender } from '../sender.js';

/** Signed POSTs of the stored body bytes (SPEC 6.2); every failure may be retried. */
export function createWebhookSender({ http }: { http: HttpClient }): Sender<'webhook'> {
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
      const outcome = await http.send('POST', destination.parts.url, headers, event.body);
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
