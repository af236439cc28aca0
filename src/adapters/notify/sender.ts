import type { OpenedDestination } from '../../domain/destinations/open-destination.js';
import type { DestinationKindName } from '../../domain/destinations/registry.js';

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

/** Sends one event to one opened destination of its kind. */
export interface Sender<K extends DestinationKindName = DestinationKindName> {
  send(destination: OpenedDestination<K>, event: OutgoingEvent): Promise<NotifyOutcome>;
}

/** One sender per kind of the registry (domain/destinations/registry.ts). */
export type Senders = { readonly [K in DestinationKindName]: Sender<K> };

/** An attempt that ended before anything was sent. */
export function notSentOutcome(error: string, retryable: boolean): NotifyOutcome {
  return { ok: false, retryable, retryAfterSeconds: null, error, statusCode: null, responseBody: null, durationMs: 0 };
}
