import { createHmac } from 'node:crypto';

const STANDARD_SECRET_PREFIX = 'whsec_';
const PADDED_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export const WEBHOOK_USER_AGENT = 'Service-Webhooks/1.0';

/**
 * SPEC 6.3 signature: lower-case hex HMAC-SHA256 of the raw body, keyed with
 * the UTF-8 bytes of the whole secret string (`whsec_` prefix included), so
 * `openssl dgst -sha256 -hmac "$SECRET"` reproduces it.
 */
export function signPayload(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * The HMAC key of the Standard Webhooks `v1` scheme for one of our secrets.
 * A `whsec_<standard base64>` secret (what generateWebhookSecret makes) keys
 * with the decoded bytes, exactly as the official libraries do; any other
 * secret keys with its UTF-8 bytes, which the official libraries call the
 * "raw" secret format.
 */
export function decodeStandardWebhookKey(secret: string): Buffer {
  if (secret.startsWith(STANDARD_SECRET_PREFIX)) {
    const encoded = secret.slice(STANDARD_SECRET_PREFIX.length);
    if (encoded.length > 0 && PADDED_BASE64.test(encoded)) return Buffer.from(encoded, 'base64');
  }
  return Buffer.from(secret, 'utf8');
}

/** One Standard Webhooks signature entry: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. */
export function signStandardWebhook(
  id: string,
  timestampSeconds: number,
  rawBody: string | Buffer,
  secret: string,
): string {
  const digest = createHmac('sha256', decodeStandardWebhookKey(secret))
    .update(`${id}.${timestampSeconds}.`)
    .update(rawBody)
    .digest('base64');
  return `v1,${digest}`;
}

export interface DeliveryHeadersInput {
  /** The exact bytes that will be sent (serialiseEvent output). */
  body: string;
  eventType: string;
  /** `dlv-…`; the same across the retries of one delivery. */
  deliveryId: string;
  /** `evt-…`; sent as `webhook-id` so receivers dedupe across retries and re-deliveries. */
  eventId: string;
  /** Time of this attempt, whole seconds since the epoch. */
  timestampSeconds: number;
  /** Newest first; more than one only during a rotation grace period. */
  secrets: readonly string[];
}

/**
 * Headers of one delivery attempt (SPEC 6.2 plus Standard Webhooks).
 * `X-Service-Signature` uses only the newest secret; `webhook-signature`
 * carries one `v1` entry per secret, space-separated, so a receiver still on
 * the previous secret keeps verifying during a rotation.
 * Throws on an empty secret list or a non-integer timestamp: both are bugs
 * of the caller, never a property of the receiver.
 */
export function buildDeliveryHeaders(input: DeliveryHeadersInput): Record<string, string> {
  const [newest] = input.secrets;
  if (newest === undefined) throw new Error('buildDeliveryHeaders needs at least one secret');
  if (!Number.isSafeInteger(input.timestampSeconds) || input.timestampSeconds < 0) {
    throw new Error(`timestampSeconds must be a non-negative integer, got ${input.timestampSeconds}`);
  }
  const standardSignatures = input.secrets.map((secret) =>
    signStandardWebhook(input.eventId, input.timestampSeconds, input.body, secret),
  );
  return {
    'Content-Type': 'application/json',
    'User-Agent': WEBHOOK_USER_AGENT,
    'X-Service-Signature': `sha256=${signPayload(input.body, newest)}`,
    'X-Service-Event': input.eventType,
    'X-Service-Delivery': input.deliveryId,
    'webhook-id': input.eventId,
    'webhook-timestamp': String(input.timestampSeconds),
    'webhook-signature': standardSignatures.join(' '),
  };
}
