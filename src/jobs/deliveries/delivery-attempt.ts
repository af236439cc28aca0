import type { Clock } from '../../domain/clock.js';
import { newId } from '../../domain/ids.js';
import { DELETED_CHANNEL_ERROR, INACTIVE_WEBHOOK_ERROR, openDestination, type OpenedDestination, type Opening } from '../../domain/destinations/open-destination.js';
import type { DestinationKindName } from '../../domain/destinations/registry.js';
import { planNextAttempt } from '../../domain/webhooks/retry-schedule.js';
import type { SecretBox } from '../../domain/webhooks/secret-box.js';
import type { NotifyOutcome, OutgoingEvent, Senders } from '../../adapters/notify/sender.js';
import { destinationOf, type DeliveryRow, type DeliveryUpdate, type DestinationRecord } from '../../storage/repositories/deliveries.js';
import { readStoredDestination } from '../../storage/repositories/destinations.js';

export const DELIVERY_FAILED_CODE = 'ERR_WEBHOOK_DELIVERY_FAILED';

/** The per-destination cap error; also what the cap count leaves out, so a capped destination recovers. */
export function describeHourlyCap(limit: number): string {
  return `over ${limit} deliveries in the last hour`;
}

export interface AttemptContext {
  clock: Clock;
  senders: Senders;
  secretBox: SecretBox;
  retryDelaysSeconds: readonly number[];
  maxAttempts: number;
}

/** What the worker knows about one claimed delivery when it attempts it. */
export interface AttemptSubject {
  delivery: DeliveryRow;
  /** undefined when the destination is gone. */
  destination: DestinationRecord | undefined;
  body: string | undefined;
  /** The destination's hourly cap is used up: record the attempt as failed without sending. */
  overCap: string | null;
}

/** An attempt that ends before anything is sent. */
function notSentOutcome(error: string, retryable: boolean): NotifyOutcome {
  return { ok: false, retryable, retryAfterSeconds: null, error, statusCode: null, responseBody: null, durationMs: 0 };
}

// A delivery whose destination row is gone: webhooks are only deactivated, channels are deleted.
const GONE_ERRORS = { webhook: INACTIVE_WEBHOOK_ERROR, channel: DELETED_CHANNEL_ERROR } as const;

/** Opens the stored destination for one attempt through its kind in the registry, or says why nothing is sent. */
export function openSubject(subject: AttemptSubject, secretBox: SecretBox, nowMs: number): Opening {
  const { destination } = subject;
  if (destination === undefined) return { ok: false, error: GONE_ERRORS[destinationOf(subject.delivery).kind], retryable: false };
  return openDestination(readStoredDestination(destination), secretBox, nowMs);
}

/** Hands the event to the sender of the destination's kind. */
function sendThrough<K extends DestinationKindName>(senders: Senders, destination: OpenedDestination<K>, event: OutgoingEvent): Promise<NotifyOutcome> {
  return senders[destination.kind].send(destination, event);
}

async function sendAttempt(subject: AttemptSubject, context: AttemptContext, attemptedAt: number): Promise<NotifyOutcome> {
  const { delivery, body } = subject;
  const opened = openSubject(subject, context.secretBox, attemptedAt);
  if (!opened.ok && !opened.retryable) return notSentOutcome(opened.error, false);
  if (body === undefined) return notSentOutcome('event body is missing', false);
  if (subject.overCap !== null) return notSentOutcome(subject.overCap, true);
  if (!opened.ok) return notSentOutcome(opened.error, true);
  return sendThrough(context.senders, opened.destination, {
    deliveryId: delivery.id,
    eventId: delivery.event_id,
    eventType: delivery.event_type,
    body,
    attemptedAt,
  });
}

/**
 * Makes one attempt of a claimed delivery and decides what follows: delivered
 * on success, otherwise the retry schedule, and failed once attempts run out
 * or the sender says no retry can help. Never throws; the attempt row records what happened.
 */
export async function attemptDelivery(subject: AttemptSubject, context: AttemptContext): Promise<DeliveryUpdate> {
  const { delivery } = subject;
  const attemptedAt = context.clock.now();
  const attemptNumber = delivery.attempt_count + 1;
  const result = await sendAttempt(subject, context, attemptedAt);
  const attempt = {
    id: newId('att', attemptedAt),
    delivery_id: delivery.id,
    destination_id: destinationOf(delivery).id,
    attempt: attemptNumber,
    attempted_at: attemptedAt,
    status_code: result.statusCode,
    error: result.ok ? null : result.error ?? 'not delivered',
    response_body: result.responseBody,
    duration_ms: result.durationMs,
  };
  const base = { deliveryId: delivery.id, attemptCount: attemptNumber, attempt };
  if (result.ok) return { ...base, status: 'delivered', nextAttemptAt: null, errorCode: null };
  const plan = !result.retryable
    ? ({ kind: 'failed' } as const)
    : planNextAttempt({
        attemptNumber,
        maxAttempts: context.maxAttempts,
        delaysSeconds: context.retryDelaysSeconds,
        nowMs: context.clock.now(),
        retryAfterSeconds: result.retryAfterSeconds,
      });
  return plan.kind === 'retry'
    ? { ...base, status: 'pending', nextAttemptAt: plan.nextAttemptAt, errorCode: null }
    : { ...base, status: 'failed', nextAttemptAt: null, errorCode: DELIVERY_FAILED_CODE };
}
