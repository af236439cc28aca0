// The port deliveries send through; infrastructure.ts chooses the implementation.

/** The methods deliveries use: POST for webhooks and most chat services, PUT for Matrix's idempotent send. */
export type HttpMethod = 'POST' | 'PUT';

/** One request; `ok` is true only for a 2xx answer within the timeout. */
export interface HttpOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  /** The first 1 KB of the receiver's answer, decoded as UTF-8. */
  responseBody: string;
  durationMs: number;
  /** From Retry-After on a 429 or 503, in seconds. */
  retryAfterSeconds: number | null;
}

export interface HttpClient {
  /** Sends `body` as-is; never throws, never follows redirects. */
  send(method: HttpMethod, url: string, headers: Record<string, string>, body: string): Promise<HttpOutcome>;
  close(): Promise<void>;
}
