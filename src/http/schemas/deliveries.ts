import { Type, type TObject, type TString } from 'typebox';
import type { DeliveryWithAttempts } from '../../services/delivery-log.js';
import { IdParams } from './common.js';

const Attempt = Type.Object({
  attempt: Type.Integer({ description: '1-based' }),
  attempted_at: Type.Integer({ description: 'Epoch ms' }),
  status_code: Type.Union([Type.Integer(), Type.Null()], {
    description: 'null when no HTTP answer came (refused, timeout, TLS), nothing was sent, or the destination is an e-mail address',
  }),
  error: Type.Union([Type.String(), Type.Null()], {
    description: 'null on success; otherwise readable, e.g. "HTTP 500", "redirect (HTTP 302) not followed", "over 100 deliveries in the last hour"',
  }),
  duration_ms: Type.Integer(),
  response_body: Type.Union([Type.String(), Type.Null()], { description: "First 1 KB of the receiver's answer" }),
});

const DELIVERY_RULES =
  'Attempt 1 goes out at once; after failed attempt n the next waits the n-th delay ' +
  '(15 s, 1 m, 5 m, 30 m, 2 h, 12 h; a Retry-After on 429/503 may lengthen it up to the longest delay). ' +
  'Failure of the 6th attempt marks it failed. 2xx within 30 s is success; redirects are not followed. ' +
  'Past 100 attempts in the last hour for the destination, an attempt is recorded as failed without being sent and the retry schedule continues.';

/** The delivery record of SPEC 2.8 / CONTRACT, keyed by `webhook_id` or `channel_id`. */
function deliverySchema<K extends 'webhook_id' | 'channel_id'>(key: K, description: string) {
  const destination = { [key]: Type.String() } as { [P in K]: TString };
  return Type.Object(
    {
      id: Type.String({ description: 'dlv-<id>; sent as X-Service-Delivery to webhooks, the same across the retries of this delivery' }),
      ...destination,
      event_id: Type.String({ description: 'evt-<id>; the envelope id; shared by re-deliveries' }),
      event_type: Type.String(),
      status: Type.String({ enum: ['pending', 'delivered', 'failed'] }),
      attempt_count: Type.Integer(),
      next_attempt_at: Type.Union([Type.Integer(), Type.Null()], { description: 'Epoch ms; null once delivered or failed' }),
      error_code: Type.Union([Type.String(), Type.Null()], { description: 'ERR_WEBHOOK_DELIVERY_FAILED once failed, else null' }),
      created_at: Type.Integer(),
      updated_at: Type.Integer(),
      attempts: Type.Array(Attempt, { description: 'Oldest first' }),
    },
    { description: `${description} ${DELIVERY_RULES}` },
  ) as TObject;
}

export const WebhookDelivery = deliverySchema(
  'webhook_id',
  'One event sent to one webhook. A delivery whose webhook was deactivated fails at its next attempt without being sent ("webhook is inactive: delivery not sent").',
);

export const ChannelDelivery = deliverySchema(
  'channel_id',
  'One event sent to one channel, as a message in its format. An answer saying the target does not exist (400, 401, 403, 404, 410) fails the delivery at once: no retry can help. Deleting a channel deletes its deliveries.',
);

export const DeliveryParams = Type.Object({ id: IdParams.properties.id, delivery_id: Type.String({ minLength: 1, maxLength: 64 }) });

export function presentDelivery({ delivery, attempts }: DeliveryWithAttempts) {
  return {
    id: delivery.id,
    ...(delivery.webhook_id !== null ? { webhook_id: delivery.webhook_id } : { channel_id: delivery.channel_id }),
    event_id: delivery.event_id,
    event_type: delivery.event_type,
    status: delivery.status,
    attempt_count: delivery.attempt_count,
    next_attempt_at: delivery.status === 'pending' ? delivery.next_attempt_at : null,
    error_code: delivery.error_code,
    created_at: delivery.created_at,
    updated_at: delivery.updated_at,
    attempts: attempts.map((a) => ({
      attempt: a.attempt,
      attempted_at: a.attempted_at,
      status_code: a.status_code,
      error: a.error,
      duration_ms: a.duration_ms,
      response_body: a.response_body,
    })),
  };
}
