import type { DestinationKind } from '../../domain/notifications/channel-types.js';

/** Where one delivery goes, opened for the attempt: secrets in clear, never stored like this. */
export type Destination =
  | { kind: 'webhook'; url: string; /** Newest first. */ secrets: readonly string[] }
  | { kind: 'email'; address: string }
  | { kind: 'slack'; url: string }
  | { kind: 'discord'; url: string }
  | { kind: 'ntfy'; url: string }
  | { kind: 'telegram'; botToken: string; chatId: string };

/** One event as one delivery carries it. */
export interface OutgoingEvent {
  /** `dlv-…`, the same across retries. */
  deliveryId: string;
  /** `evt-…`, shared by re-deliveries. */
  eventId: string;
  eventType: string;
  /** The stored body bytes: sent as-is to webhooks, read into a message for channels. */
  body: string;
  attemptedAt: number;
}

/** What one attempt came to; failures are values, never exceptions. */
export interface NotifyOutcome {
  ok: boolean;
  /** false: no retry can help (the service says the target does not exist or the event cannot be read). */
  retryable: boolean;
  /** The wait the service asked for (Retry-After, or its own field on 429), in seconds. */
  retryAfterSeconds: number | null;
  error: string | null;
  /** The HTTP status; null for mail and when no answer came. */
  statusCode: number | null;
  /** The start of the service's answer (HTTP body or SMTP reply). */
  responseBody: string | null;
  durationMs: number;
}

/** Sends one event to one kind of destination. */
export interface Notifier<K extends DestinationKind = DestinationKind> {
  send(destination: Extract<Destination, { kind: K }>, event: OutgoingEvent): Promise<NotifyOutcome>;
}

/** One notifier per kind of destination. */
export type Notifiers = { readonly [K in DestinationKind]: Notifier<K> };

/** An attempt that ended before anything was sent. */
export function notSentOutcome(error: string, retryable: boolean): NotifyOutcome {
  return { ok: false, retryable, retryAfterSeconds: null, error, statusCode: null, responseBody: null, durationMs: 0 };
}
