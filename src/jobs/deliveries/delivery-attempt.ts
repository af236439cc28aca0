import type { Clock } from '../../domain/clock.js';
import { newId } from '../../domain/ids.js';
import { readTelegramTarget } from '../../domain/notifications/channel-target.js';
import { isChannelType } from '../../domain/notifications/channel-types.js';
import { planNextAttempt } from '../../domain/webhooks/retry-schedule.js';
import type { SecretBox } from '../../domain/webhooks/secret-box.js';
import type { Destination, Notifiers, NotifyOutcome, OutgoingEvent } from '../../adapters/notify/notifier.js';
import type { ChannelRow } from '../../storage/repositories/channels.js';
import { destinationOf, type DeliveryRow, type DeliveryUpdate, type DestinationRecord } from '../../storage/repositories/deliveries.js';
import type { WebhookRow } from '../../storage/repositories/webhooks.js';

export const DELIVERY_FAILED_CODE = 'ERR_WEBHOOK_DELIVERY_FAILED';
export const INACTIVE_WEBHOOK_ERROR = 'webhook is inactive: delivery not sent';
export const DELETED_CHANNEL_ERROR = 'channel was deleted: delivery not sent';
export const UNCONFIRMED_CHANNEL_ERROR = 'the e-mail address has not confirmed yet: delivery not sent';

/** The per-destination cap error; also what the cap count leaves out, so a capped destination recovers. */
export function describeHourlyCap(limit: number): string {
  return `over ${limit} deliveries in the last hour`;
}

export interface AttemptContext {
  clock: Clock;
  notifiers: Notifiers;
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

/** Newest first; the previous secret only while its rotation grace period lasts. */
export function readSigningSecrets(webhook: WebhookRow, secretBox: SecretBox, nowMs: number): string[] {
  const secrets = [secretBox.open(webhook.secret_sealed)];
  if (webhook.previous_secret_sealed !== null && (webhook.previous_secret_expires_at ?? 0) > nowMs) {
    secrets.push(secretBox.open(webhook.previous_secret_sealed));
  }
  return secrets;
}

/** An attempt that ends before anything is sent. */
function notSentOutcome(error: string, retryable: boolean): NotifyOutcome {
  return { ok: false, retryable, retryAfterSeconds: null, error, statusCode: null, responseBody: null, durationMs: 0 };
}

type Opened = { ok: true; destination: Destination } | { ok: false; outcome: NotifyOutcome };

const refuse = (error: string, retryable: boolean): Opened => ({ ok: false, outcome: notSentOutcome(error, retryable) });

// Only a changed WEBHOOK_SECRET_KEY makes a sealed value unreadable; an operator can fix that, so keep retrying.
const UNREADABLE_SECRET = (what: string) => refuse(`${what} cannot be read with the current WEBHOOK_SECRET_KEY`, true);

function openWebhook(webhook: WebhookRow, secretBox: SecretBox, nowMs: number): Opened {
  if (webhook.active !== 1) return refuse(INACTIVE_WEBHOOK_ERROR, false);
  try {
    return { ok: true, destination: { kind: 'webhook', url: webhook.url, secrets: readSigningSecrets(webhook, secretBox, nowMs) } };
  } catch {
    return UNREADABLE_SECRET('webhook secret');
  }
}

function openChannel(channel: ChannelRow, secretBox: SecretBox): Opened {
  if (channel.confirmed_at === null) return refuse(UNCONFIRMED_CHANNEL_ERROR, false);
  let target: string;
  try {
    target = secretBox.open(channel.target_sealed);
  } catch {
    return UNREADABLE_SECRET('channel target');
  }
  const { type } = channel;
  if (!isChannelType(type)) return refuse(`unknown channel type ${type}`, false);
  if (type === 'email') return { ok: true, destination: { kind: 'email', address: target } };
  if (type !== 'telegram') return { ok: true, destination: { kind: type, url: target } };
  const telegram = readTelegramTarget(target);
  return telegram === null ? refuse('telegram target is not <bot-token>:<chat-id>', false) : { ok: true, destination: { kind: 'telegram', ...telegram } };
}

/** Opens the stored destination for one attempt, or says why nothing is sent. */
export function openDestination(subject: AttemptSubject, secretBox: SecretBox, nowMs: number): Opened {
  const { destination } = subject;
  if (destination === undefined) {
    return refuse(destinationOf(subject.delivery).kind === 'webhook' ? INACTIVE_WEBHOOK_ERROR : DELETED_CHANNEL_ERROR, false);
  }
  return destination.kind === 'webhook' ? openWebhook(destination.row, secretBox, nowMs) : openChannel(destination.row, secretBox);
}

/** Hands the event to the notifier of the destination's kind. */
function notify(notifiers: Notifiers, destination: Destination, event: OutgoingEvent): Promise<NotifyOutcome> {
  switch (destination.kind) {
    case 'webhook':
      return notifiers.webhook.send(destination, event);
    case 'email':
      return notifiers.email.send(destination, event);
    case 'telegram':
      return notifiers.telegram.send(destination, event);
    case 'slack':
      return notifiers.slack.send(destination, event);
    case 'discord':
      return notifiers.discord.send(destination, event);
    case 'ntfy':
      return notifiers.ntfy.send(destination, event);
  }
}

async function sendAttempt(subject: AttemptSubject, context: AttemptContext, attemptedAt: number): Promise<NotifyOutcome> {
  const { delivery, body } = subject;
  const opened = openDestination(subject, context.secretBox, attemptedAt);
  if (!opened.ok && !opened.outcome.retryable) return opened.outcome;
  if (body === undefined) return notSentOutcome('event body is missing', false);
  if (subject.overCap !== null) return notSentOutcome(subject.overCap, true);
  if (!opened.ok) return opened.outcome;
  return notify(context.notifiers, opened.destination, {
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
 * or the notifier says no retry can help. Never throws; the attempt row records what happened.
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
