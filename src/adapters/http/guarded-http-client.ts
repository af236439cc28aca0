import { Agent, util } from 'undici';
import type { Dispatcher } from 'undici';
import { createGuardedConnector } from '../net/address-guard.js';
import { describeNetworkError, describeTimeout } from '../net/describe-network-error.js';
import { createHostLimiter } from '../net/host-limiter.js';
import { readHeader } from '../net/read-header.js';
import { parseRetryAfter } from '../net/parse-retry-after.js';
import type { HttpClient, HttpMethod, HttpOutcome } from './http-client.js';

export interface GuardedHttpClientOptions {
  /** Lets deliveries reach loopback and private networks (tests, intranets). */
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

/** The first RESPONSE_BODY_BYTES of a response body, collected as it arrives. */
function createBodyExcerpt() {
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let seenBytes = 0;
  return {
    /** Keeps what fits; false once the body is past the drain limit and the connection should go. */
    take(chunk: Buffer): boolean {
      seenBytes += chunk.length;
      if (keptBytes < RESPONSE_BODY_BYTES) {
        const part = chunk.subarray(0, RESPONSE_BODY_BYTES - keptBytes);
        kept.push(part);
        keptBytes += part.length;
      }
      return seenBytes <= DRAIN_LIMIT_BYTES;
    },
    text: () => Buffer.concat(kept).toString('utf8'),
  };
}

function describeStatus(statusCode: number): string | null {
  if (statusCode >= 200 && statusCode < 300) return null;
  if (statusCode >= 300 && statusCode < 400) return `redirect (HTTP ${statusCode}) not followed`;
  return `HTTP ${statusCode}`;
}

/**
 * Sends deliveries (webhooks and chat services) over keep-alive pools per origin, with a
 * guarded connector (no private addresses unless allowed), a per-host queue so one slow
 * receiver cannot starve the others, and failures returned as values.
 */
export function createGuardedHttpClient(opts: GuardedHttpClientOptions): HttpClient {
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

  /**
   * One request through undici's handler interface rather than `request()`: no response stream,
   * async iterator or AbortSignal per attempt, which were a tenth of a delivery's CPU time.
   * The timer bounds the whole attempt, body included, as a signal did.
   */
  function dispatch(method: HttpMethod, target: URL, headers: Record<string, string>, body: Buffer): Promise<HttpOutcome> {
    const started = performance.now();
    const elapsed = (): number => Math.round(performance.now() - started);
    const excerpt = createBodyExcerpt();
    let statusCode: number | null = null;
    let retryAfter: string | null = null;
    let abort: ((reason: Error) => void) | null = null;
    let timedOut = false;
    return new Promise<HttpOutcome>((resolve) => {
      let settled = false;
      const timer = setTimeout(() => {
        timedOut = true;
        if (abort !== null) abort(new Error('delivery attempt timed out'));
        // Still queued for a connection: nothing was sent, and nothing of it is waited for.
        else answer(null);
      }, timeoutMs);
      function answer(error: unknown): void {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        // After the status line, a broken or stalled body only shortens the excerpt: the status decided.
        if (statusCode === null) {
          const message = timedOut ? describeTimeout(timeoutMs) : describeNetworkError(error, timeoutMs).error;
          resolve({ ok: false, statusCode: null, error: message, responseBody: '', durationMs: elapsed(), retryAfterSeconds: null });
          return;
        }
        const failure = describeStatus(statusCode);
        resolve({
          ok: failure === null,
          statusCode,
          error: failure,
          responseBody: excerpt.text(),
          durationMs: elapsed(),
          retryAfterSeconds: parseRetryAfter(retryAfter, Date.now()),
        });
      }
      const handler: Dispatcher.DispatchHandler = {
        onConnect(abortRequest) {
          abort = abortRequest;
          if (timedOut) abortRequest(new Error('delivery attempt timed out'));
        },
        onHeaders(status, rawHeaders) {
          // Informational answers (103 Early Hints) come before the real one.
          if (status < 200) return true;
          statusCode = status;
          if (status === 429 || status === 503) retryAfter = readHeader(util.parseHeaders(rawHeaders), 'retry-after');
          return true;
        },
        onData(chunk) {
          if (!excerpt.take(chunk)) abort?.(new Error('response body past the drain limit'));
          return true;
        },
        onComplete: () => answer(null),
        onError: (error) => answer(error),
      };
      try {
        agent.dispatch({ origin: target.origin, path: `${target.pathname}${target.search}`, method, headers, body }, handler);
      } catch (error) {
        answer(error);
      }
    });
  }

  return {
    async send(method, url, headers, body) {
      const target = URL.canParse(url) ? new URL(url) : null;
      if (target === null || (target.protocol !== 'https:' && target.protocol !== 'http:')) {
        const error = target === null ? 'not a valid URL' : 'URL scheme must be http or https';
        return { ok: false, statusCode: null, error, responseBody: '', durationMs: 0, retryAfterSeconds: null };
      }
      const bytes = Buffer.from(body, 'utf8');
      return limiter.run(target.hostname, () => dispatch(method, target, headers, bytes));
    },
    async close() {
      await agent.close();
    },
  };
}
