// The port deliveries send through; infrastructure.ts chooses the implementation.

/** One delivery attempt; `ok` is true only for a 2xx answer within the timeout. */
export interface SendOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  /** The first 1 KB of the receiver's answer, decoded as UTF-8. */
  responseBody: string;
  durationMs: number;
  /** From Retry-After on a 429 or 503, in seconds. */
  retryAfterSeconds: number | null;
}

export interface WebhookSender {
  /** POSTs `body` as-is; never throws, never follows redirects. */
  send(url: string, headers: Record<string, string>, body: string): Promise<SendOutcome>;
  close(): Promise<void>;
}
