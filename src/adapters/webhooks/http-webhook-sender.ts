import { Agent } from 'undici';
import type { Dispatcher } from 'undici';
import { createGuardedConnector } from '../net/address-guard.js';
import { describeNetworkError, describeTimeout } from '../net/describe-network-error.js';
import { createHostLimiter } from '../net/host-limiter.js';
import { readHeader } from '../net/read-header.js';
import { parseRetryAfter } from '../net/parse-retry-after.js';
import type { SendOutcome, WebhookSender } from './webhook-sender.js';

export interface HttpWebhookSenderOptions {
  /** Lets webhooks reach loopback and private networks (tests, intranets). */
  allowPrivateNetworks: boolean;
  /** Per request, from the moment it leaves the per-host queue. Default 30 000. */
  timeoutMs?: number;
  /** Deliveries in flight to one host name at once; more wait in a queue. Default 8. */
  perHostConcurrency?: number;
  /** Keep-alive connections per origin. Default: perHostConcurrency. */
  connections?: number;
  /** Exact addresses treated as public although their range is not (single intranet hosts). */
  allowedAddresses?: readonly string[];
  /** Extra trusted CA certificate (PEM), on top of Node's store. */
  ca?: string | Buffer;
}

const RESPONSE_BODY_BYTES = 1024;
// Reading a little past the kept part lets the connection be reused; a
// receiver that answers with megabytes loses its connection instead.
const DRAIN_LIMIT_BYTES = 64 * 1024;

async function readResponseHead(body: Dispatcher.ResponseData['body']): Promise<string> {
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let seenBytes = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      seenBytes += chunk.length;
      if (keptBytes < RESPONSE_BODY_BYTES) {
        const part = chunk.subarray(0, RESPONSE_BODY_BYTES - keptBytes);
        kept.push(part);
        keptBytes += part.length;
      }
      if (seenBytes > DRAIN_LIMIT_BYTES) {
        body.once('error', () => undefined).destroy();
        break;
      }
    }
  } catch {
    // The status already decided the outcome; a broken body only shortens the excerpt.
  }
  return Buffer.concat(kept).toString('utf8');
}

function describeStatus(statusCode: number): string | null {
  if (statusCode >= 200 && statusCode < 300) return null;
  if (statusCode >= 300 && statusCode < 400) return `redirect (HTTP ${statusCode}) not followed`;
  return `HTTP ${statusCode}`;
}

/**
 * Sends webhook deliveries over keep-alive pools per origin, with a guarded
 * connector (no private addresses unless allowed), a per-host queue so one
 * slow receiver cannot starve the others, and failures returned as values.
 */
export function createHttpWebhookSender(opts: HttpWebhookSenderOptions): WebhookSender {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const perHostConcurrency = opts.perHostConcurrency ?? 8;
  const agent = new Agent({
    connect: createGuardedConnector({
      allowPrivateNetworks: opts.allowPrivateNetworks,
      timeoutMs,
      ...(opts.allowedAddresses === undefined ? {} : { allowedAddresses: opts.allowedAddresses }),
      ...(opts.ca === undefined ? {} : { ca: opts.ca }),
    }),
    connections: opts.connections ?? perHostConcurrency,
    keepAliveTimeout: 30_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const limiter = createHostLimiter(perHostConcurrency);

  async function post(target: URL, headers: Record<string, string>, body: Buffer): Promise<SendOutcome> {
    const started = performance.now();
    const elapsed = (): number => Math.round(performance.now() - started);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await agent.request({
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        headers,
        body,
        signal: controller.signal,
      });
      const responseBody = await readResponseHead(response.body);
      const { statusCode } = response;
      const error = describeStatus(statusCode);
      const retryAfter = statusCode === 429 || statusCode === 503 ? readHeader(response.headers, 'retry-after') : null;
      return {
        ok: error === null,
        statusCode,
        error,
        responseBody,
        durationMs: elapsed(),
        retryAfterSeconds: parseRetryAfter(retryAfter, Date.now()),
      };
    } catch (error) {
      const message = controller.signal.aborted ? describeTimeout(timeoutMs) : describeNetworkError(error, timeoutMs).error;
      return { ok: false, statusCode: null, error: message, responseBody: '', durationMs: elapsed(), retryAfterSeconds: null };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async send(url, headers, body) {
      const target = URL.canParse(url) ? new URL(url) : null;
      if (target === null || (target.protocol !== 'https:' && target.protocol !== 'http:')) {
        const error = target === null ? 'not a valid URL' : 'URL scheme must be http or https';
        return { ok: false, statusCode: null, error, responseBody: '', durationMs: 0, retryAfterSeconds: null };
      }
      const bytes = Buffer.from(body, 'utf8');
      return limiter.run(target.hostname, () => post(target, headers, bytes));
    },
    async close() {
      await agent.close();
    },
  };
}
