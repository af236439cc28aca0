import { createHmac, timingSafeEqual } from 'node:crypto';

// Receivers import this from the package root or copy the file, so it stands
// alone on node:crypto (the signing side lives in domain/webhooks/sign-payload.ts;
// tests cross-check the two) and must never throw on hostile input.

const SERVICE_SIGNATURE = /^sha256=([0-9a-fA-F]{64})$/;
const V1_SIGNATURE = /^v1,([A-Za-z0-9+/]{43}=)$/;
const CANONICAL_SECONDS = /^(?:0|[1-9][0-9]{0,14})$/;
const DEFAULT_TOLERANCE_SECONDS = 300;
const STANDARD_SECRET_PREFIX = 'whsec_';
const PADDED_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The three Standard Webhooks headers. Node's `req.headers` fits as is; a
 * header repeated in the request (an array value) is rejected.
 */
export interface StandardWebhookHeaders {
  'webhook-id'?: string | readonly string[];
  'webhook-timestamp'?: string | readonly string[];
  'webhook-signature'?: string | readonly string[];
  /** Other request headers may be passed along; names are matched case-insensitively. */
  readonly [name: string]: string | readonly string[] | undefined;
}

export interface StandardWebhookOptions {
  /** Largest accepted distance between `webhook-timestamp` and now, either way. Default 300. */
  toleranceSeconds?: number;
  /** Current time in seconds since the epoch; defaults to the system clock. */
  nowSeconds?: number;
}

/**
 * Checks the `X-Service-Signature` header of a delivery: `sha256=` followed by
 * the hex HMAC-SHA256 of the raw body keyed with the webhook secret.
 * Compares in constant time; upper-case hex digits are accepted, a missing
 * `sha256=` prefix is not, nor is a repeated header (an array). Returns false
 * (never throws) on any malformed input.
 *
 * Pass the body exactly as received: a re-serialised JSON body does not verify.
 *
 * @example
 * // rawBody: the request body bytes as received, before any JSON parsing
 * if (!verifyWebhookSignature(rawBody, req.headers['x-service-signature'], secret)) {
 *   res.writeHead(401, { 'content-type': 'application/json' });
 *   res.end('{"error":"Invalid signature","code":"ERR_WEBHOOK_SIGNATURE_INVALID"}');
 *   return;
 * }
 * const event = JSON.parse(rawBody.toString('utf8')); // deduplicate on event.id
 */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  header: string | readonly string[] | undefined | null,
  secret: string,
): boolean {
  if (!isBody(rawBody) || typeof header !== 'string' || !isSecret(secret)) return false;
  const hex = SERVICE_SIGNATURE.exec(header)?.[1];
  if (hex === undefined) return false;
  const expected = createHmac('sha256', secret).update(toBodyBytes(rawBody)).digest();
  return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
}

/**
 * Checks the Standard Webhooks headers of a delivery (https://www.standardwebhooks.com/):
 * `webhook-timestamp` must lie within `toleranceSeconds` of now (replay
 * protection) and at least one `v1,<base64>` entry of `webhook-signature`
 * must equal the HMAC-SHA256 of `webhook-id.webhook-timestamp.body`. Several
 * entries are present while a secret is being rotated; any one may match.
 * The key is the base64-decoded part of a `whsec_` secret, as in the official
 * libraries. Returns false (never throws) on any malformed input.
 *
 * @example
 * if (!verifyStandardWebhook(rawBody, req.headers, secret)) {
 *   res.writeHead(401).end();
 *   return;
 * }
 * // webhook-id is the event id: constant across retries, use it to deduplicate
 */
export function verifyStandardWebhook(
  rawBody: string | Buffer,
  headers: StandardWebhookHeaders,
  secret: string,
  options: StandardWebhookOptions = {},
): boolean {
  if (!isBody(rawBody) || typeof headers !== 'object' || headers === null || !isSecret(secret)) {
    return false;
  }
  const id = readHeader(headers, 'webhook-id');
  const timestamp = readHeader(headers, 'webhook-timestamp');
  const signatures = readHeader(headers, 'webhook-signature');
  if (!id || timestamp === undefined || signatures === undefined) return false;
  if (!CANONICAL_SECONDS.test(timestamp)) return false;

  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  // NaN would make the window comparison below always pass.
  if (!Number.isFinite(tolerance) || tolerance < 0 || !Number.isFinite(now)) return false;
  const timestampSeconds = Number(timestamp);
  if (Math.abs(now - timestampSeconds) > tolerance) return false;

  const expected = createHmac('sha256', decodeStandardKey(secret))
    .update(`${id}.${timestamp}.`)
    .update(toBodyBytes(rawBody))
    .digest();
  return signatures.split(' ').some((entry) => {
    const encoded = V1_SIGNATURE.exec(entry)?.[1];
    return encoded !== undefined && timingSafeEqual(Buffer.from(encoded, 'base64'), expected);
  });
}

// Same mapping as the signer: a whsec_ secret keys with its decoded bytes, any other with its UTF-8 bytes.
function decodeStandardKey(secret: string): Buffer {
  const encoded = secret.slice(STANDARD_SECRET_PREFIX.length);
  if (secret.startsWith(STANDARD_SECRET_PREFIX) && encoded !== '' && PADDED_BASE64.test(encoded)) {
    return Buffer.from(encoded, 'base64');
  }
  return Buffer.from(secret, 'utf8');
}

function isBody(value: unknown): value is string | Uint8Array {
  return typeof value === 'string' || value instanceof Uint8Array;
}

function isSecret(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

function toBodyBytes(body: string | Uint8Array): string | Buffer {
  if (typeof body === 'string' || Buffer.isBuffer(body)) return body;
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

// Frameworks differ in header-name case; Node lower-cases, others keep the sender's.
function readHeader(
  headers: StandardWebhookHeaders,
  name: 'webhook-id' | 'webhook-timestamp' | 'webhook-signature',
): string | undefined {
  const direct: unknown = headers[name];
  if (direct !== undefined) return typeof direct === 'string' ? direct : undefined;
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value: unknown = entry?.[1];
  return typeof value === 'string' ? value : undefined;
}
