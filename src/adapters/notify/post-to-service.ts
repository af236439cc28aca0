import type { SendOutcome, WebhookSender } from '../webhooks/webhook-sender.js';
import type { NotifyOutcome } from './notifier.js';

export const NOTIFIER_USER_AGENT = 'PageWatch-Notifications/1.0';

// Answers that say the target itself is wrong (bad token, unknown webhook or chat, archived channel):
// the same request cannot succeed later.
const PERMANENT_STATUSES = new Set([400, 401, 403, 404, 410]);

/** POSTs a JSON payload through the guarded sender (address guard, timeout, per-host queue). */
export function postJson(sender: WebhookSender, url: string, payload: unknown): Promise<SendOutcome> {
  return sender.send(url, { 'Content-Type': 'application/json', 'User-Agent': NOTIFIER_USER_AGENT }, JSON.stringify(payload));
}

/** A `retry_after` in seconds from a chat service's JSON answer, wherever that service puts it. */
export function readJsonRetryAfter(responseBody: string, path: readonly string[]): number | null {
  try {
    let value: unknown = JSON.parse(responseBody);
    for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : null;
  } catch {
    return null;
  }
}

/**
 * Turns a chat service's HTTP answer into an outcome: 2xx delivered, a refusal of the target
 * final, anything else retried; a wait the service asks for in its body counts like Retry-After.
 */
export function readServiceAnswer(outcome: SendOutcome, bodyRetryAfter: number | null = null): NotifyOutcome {
  const headerWait = outcome.retryAfterSeconds;
  const retryAfterSeconds = headerWait === null ? bodyRetryAfter : Math.max(headerWait, bodyRetryAfter ?? 0);
  return {
    ok: outcome.ok,
    retryable: outcome.statusCode === null || !PERMANENT_STATUSES.has(outcome.statusCode),
    retryAfterSeconds: outcome.ok ? null : retryAfterSeconds,
    error: outcome.ok ? null : outcome.error ?? `HTTP ${outcome.statusCode}`,
    statusCode: outcome.statusCode,
    responseBody: outcome.responseBody,
    durationMs: outcome.durationMs,
  };
}
