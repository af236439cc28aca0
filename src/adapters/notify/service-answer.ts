import type { HttpClient, HttpMethod, HttpOutcome } from '../http/http-client.js';
import type { NotifyOutcome } from './sender.js';

export const NOTIFIER_USER_AGENT = 'PageWatch-Notifications/1.0';

// One object for every message: the client sends the headers as they are.
const JSON_HEADERS: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': NOTIFIER_USER_AGENT };

// Answers that say the target itself is wrong (bad token, unknown webhook or chat, archived channel):
// the same request cannot succeed later.
const PERMANENT_STATUSES = new Set([400, 401, 403, 404, 410]);

/** Sends a JSON payload through the guarded client (address guard, timeout, per-host queue). */
export function sendJson(http: HttpClient, url: string, payload: unknown, method: HttpMethod = 'POST', headers: Record<string, string> = JSON_HEADERS): Promise<HttpOutcome> {
  return http.send(method, url, headers, JSON.stringify(payload));
}

/** The JSON headers plus `extra` (e.g. an Authorization header). */
export function jsonHeadersWith(extra: Record<string, string>): Record<string, string> {
  return { ...JSON_HEADERS, ...extra };
}

/** A wait from a chat service's JSON answer at `path`, in seconds; `unitsPerSecond` 1000 reads milliseconds. */
export function readJsonRetryAfter(responseBody: string, path: readonly string[], unitsPerSecond = 1): number | null {
  try {
    let value: unknown = JSON.parse(responseBody);
    for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.ceil(value / unitsPerSecond) : null;
  } catch {
    return null;
  }
}

/**
 * Turns a chat service's HTTP answer into an outcome: 2xx delivered, a refusal of the target
 * final, anything else retried; a wait the service asks for in its body counts like Retry-After.
 */
export function readServiceAnswer(outcome: HttpOutcome, bodyRetryAfter: number | null = null): NotifyOutcome {
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
