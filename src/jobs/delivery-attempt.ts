import type { Clock } from '../domain/clock.js';
import { newId } from '../domain/ids.js';
import { planNextAttempt } from '../domain/webhooks/retry-schedule.js';
import type { SecretBox } from '../domain/webhooks/secret-box.js';
import { buildDeliveryHeaders } from '../domain/webhooks/sign-payload.js';
import type { WebhookSender } from '../adapters/webhooks/webhook-sender.js';
import type { DeliveryRow, DeliveryUpdate } from '../storage/repositories/deliveries.js';
import type { WebhookRow } from '../storage/repositories/webhooks.js';

export const DELIVERY_FAILED_CODE = 'ERR_WEBHOOK_DELIVERY_FAILED';
export const INACTIVE_WEBHOOK_ERROR = 'webhook is inactive: delivery not sent';

/** The per-webhook cap error; also what the cap count leaves out, so a capped webhook recovers. */
export function describeHourlyCap(limit: number): string {
  return `over ${limit} deliveries in the last hour`;
}

export interface AttemptContext {
  clock: Clock;
  sender: WebhookSender;
  secretBox: SecretBox;
  retryDelaysSeconds: readonly number[];
  maxAttempts: number;
}

/** What the worker knows about one claimed delivery when it attempts it. */
export interface AttemptSubject {
  delivery: DeliveryRow;
  webhook: WebhookRow | undefined;
  body: string | undefined;
  /** The webhook's hourly cap is used up: record the attempt as failed without sending. */
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

interface AttemptResult {
  statusCode: number | null;
  error: string | null;
  responseBody: string | null;
  durationMs: number;
  retryAfterSeconds: number | null;
  /** No retry can help (the webhook is gone or inactive). */
  final: boolean;
}

const notSent = (error: string, final: boolean): AttemptResult => ({
  statusCode: null,
  error,
  responseBody: null,
  durationMs: 0,
  retryAfterSeconds: null,
  final,
});

async function sendAttempt(subject: AttemptSubject, context: AttemptContext, attemptedAt: number): Promise<AttemptResult> {
  const { delivery, webhook, body } = subject;
  if (webhook === undefined || webhook.active !== 1) return notSent(INACTIVE_WEBHOOK_ERROR, true);
  if (body === undefined) return notSent('event body is missing', true);
  if (subject.overCap !== null) return notSent(subject.overCap, false);
  let headers: Record<string, string>;
  try {
    headers = buildDeliveryHeaders({
      body,
      eventType: delivery.event_type,
      deliveryId: delivery.id,
      eventId: delivery.event_id,
      timestampSeconds: Math.floor(attemptedAt / 1000),
      secrets: readSigningSecrets(webhook, context.secretBox, attemptedAt),
    });
  } catch {
    // Only a changed WEBHOOK_SECRET_KEY makes a sealed secret unreadable; an operator can fix that, so keep retrying.
    return notSent('webhook secret cannot be read with the current WEBHOOK_SECRET_KEY', false);
  }
  const outcome = await context.sender.send(webhook.url, headers, body);
  return {
    statusCode: outcome.statusCode,
    error: outcome.ok ? null : outcome.error ?? `HTTP ${outcome.statusCode}`,
    responseBody: outcome.responseBody,
    durationMs: outcome.durationMs,
    retryAfterSeconds: outcome.retryAfterSeconds,
    final: false,
  };
}

/**
 * Makes one attempt of a claimed delivery and decides what follows: delivered
 * on a 2xx, otherwise the retry schedule, and failed once attempts run out.
 * Never throws; the attempt row records what happened.
 */
export async function attemptDelivery(subject: AttemptSubject, context: AttemptContext): Promise<DeliveryUpdate> {
  const { delivery } = subject;
  const attemptedAt = context.clock.now();
  const attemptNumber = delivery.attempt_count + 1;
  const result = await sendAttempt(subject, context, attemptedAt);
  const attempt = {
    id: newId('att', attemptedAt),
    delivery_id: delivery.id,
    webhook_id: delivery.webhook_id,
    attempt: attemptNumber,
    attempted_at: attemptedAt,
    status_code: result.statusCode,
    error: result.error,
    response_body: result.responseBody,
    duration_ms: result.durationMs,
  };
  const base = { deliveryId: delivery.id, attemptCount: attemptNumber, attempt };
  if (result.error === null) return { ...base, status: 'delivered', nextAttemptAt: null, errorCode: null };
  const plan = result.final
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
