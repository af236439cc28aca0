import { Agent } from 'undici';
import type { Dispatcher } from 'undici';
import { createGuardedConnector } from '../net/address-guard.js';
import { describeNetworkError, describeTimeout } from '../net/describe-network-error.js';
import { createHostLimiter } from '../net/host-limiter.js';
import { readHeader } from '../net/read-header.js';
import { isWatchableMediaType, readMediaType } from './media-type.js';
import { readCappedBody, type CappedBodyResult } from './read-capped-body.js';
import type { ConditionalHeaders, FetchOutcome, FetchRoute, PageFetcher } from './page-fetcher.js';
import { createHostChecker } from '../net/check-host.js';
import { describeProxyError, openProxyDispatcher } from './proxy-dispatcher.js';

export interface HttpPageFetcherOptions {
  /** Lets pages on loopback and private networks be fetched (tests, intranets). */
  allowPrivateNetworks: boolean;
  /** Whole fetch incl. redirects and body, counted from the first dispatched request. Default 15 000. */
  timeoutMs?: number;
  /** Cap on the decoded body. Default 5 MiB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  userAgent?: string;
  /** Requests in flight to one host name at once; more wait in a queue. Default 4. */
  perHostConcurrency?: number;
  /** Exact addresses treated as public although their range is not (single intranet hosts). */
  allowedAddresses?: readonly string[];
  /** Extra trusted CA certificate (PEM), on top of Node's store. */
  ca?: string | Buffer;
}

type Untimed<T> = T extends unknown ? Omit<T, 'durationMs'> : never;
type PendingOutcome = Untimed<FetchOutcome>;
type HopResult = { kind: 'redirect'; location: URL; status: number } | { kind: 'done'; outcome: PendingOutcome };

const MIB = 1024 * 1024;
const DEFAULT_USER_AGENT = 'PageWatch/0.1 (+https://github.com/pagewatch)';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DISCARD_LIMIT = 64 * 1024;

function formatSize(bytes: number): string {
  if (bytes % MIB === 0) return `${bytes / MIB} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

function fail(error: string, retryable: boolean, status: number | null): PendingOutcome {
  return { ok: false, error, retryable, status };
}

function describeBodyFailure(result: Exclude<CappedBodyResult, { ok: true }>, maxBytes: number): string {
  if (result.reason === 'too-large') return `response larger than ${formatSize(maxBytes)}`;
  if (result.reason === 'unsupported-encoding') return `unsupported content encoding (${result.encoding})`;
  return 'response body could not be decompressed';
}

async function discardBody(body: Dispatcher.ResponseData['body']): Promise<void> {
  // Draining a small body keeps the connection reusable; past the limit it is closed.
  await body.dump({ limit: DISCARD_LIMIT }).catch(() => undefined);
}

function isHttpUrl(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/**
 * Fetches pages for monitors over a keep-alive pool whose connector refuses
 * non-public addresses at connect time (unless allowed), following redirects
 * by hand so every hop is checked, decoding gzip/br/deflate and the charset,
 * and capping size, time and per-host concurrency.
 */
export function createHttpPageFetcher(opts: HttpPageFetcherOptions): PageFetcher {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const maxBytes = opts.maxBytes ?? 5 * MIB;
  const maxRedirects = opts.maxRedirects ?? 5;
  const userAgent = opts.userAgent ?? DEFAULT_USER_AGENT;
  const perHostConcurrency = opts.perHostConcurrency ?? 4;
  const connector = createGuardedConnector({
    allowPrivateNetworks: opts.allowPrivateNetworks,
    timeoutMs,
    ...(opts.allowedAddresses === undefined ? {} : { allowedAddresses: opts.allowedAddresses }),
    ...(opts.ca === undefined ? {} : { ca: opts.ca }),
  });
  const agent = new Agent({
    connect: connector,
    connections: perHostConcurrency,
    keepAliveTimeout: 10_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const limiter = createHostLimiter(perHostConcurrency);
  const guard = {
    allowPrivateNetworks: opts.allowPrivateNetworks,
    timeoutMs,
    ...(opts.allowedAddresses === undefined ? {} : { allowedAddresses: opts.allowedAddresses }),
  };
  // Through a proxy the page is dialled by the proxy: its address is checked here before each request.
  const checkProxiedTarget = createHostChecker(guard);

  function buildHeaders(conditional: ConditionalHeaders | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      'user-agent': userAgent,
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,application/json;q=0.8,text/*;q=0.7,*/*;q=0.5',
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': 'en-US,en;q=0.9',
    };
    if (conditional?.etag) headers['if-none-match'] = conditional.etag;
    if (conditional?.lastModified) headers['if-modified-since'] = conditional.lastModified;
    return headers;
  }

  async function fetchHop(url: URL, conditional: ConditionalHeaders | undefined, signal: AbortSignal, dispatcher: Dispatcher): Promise<HopResult> {
    const done = (outcome: PendingOutcome): HopResult => ({ kind: 'done', outcome });
    if (dispatcher !== agent) {
      const target = await checkProxiedTarget(url.hostname);
      if (!target.ok) return done(fail(target.error, !target.blocked, null));
    }
    const { statusCode, headers, body } = await dispatcher.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: buildHeaders(conditional),
      signal,
    });
    const location = readHeader(headers, 'location');
    if (REDIRECT_STATUSES.has(statusCode) && location !== null) {
      await discardBody(body);
      const next = URL.canParse(location, url.href) ? new URL(location, url) : null;
      if (next === null) return done(fail('redirect to an invalid URL', false, statusCode));
      return { kind: 'redirect', location: next, status: statusCode };
    }
    const etag = readHeader(headers, 'etag');
    const lastModified = readHeader(headers, 'last-modified');
    if (statusCode === 304) {
      await discardBody(body);
      return done({
        ok: true,
        notModified: true,
        status: 304,
        finalUrl: url.href,
        bytes: 0,
        etag: etag ?? conditional?.etag ?? null,
        lastModified: lastModified ?? conditional?.lastModified ?? null,
      });
    }
    if (statusCode < 200 || statusCode > 299) {
      await discardBody(body);
      return done(fail(`HTTP ${statusCode}`, statusCode >= 500 || statusCode === 429, statusCode));
    }
    const contentType = readHeader(headers, 'content-type');
    const mediaType = readMediaType(contentType);
    if (!isWatchableMediaType(mediaType)) {
      await discardBody(body);
      return done(fail(`unsupported content type (${mediaType})`, false, statusCode));
    }
    const contentEncoding = readHeader(headers, 'content-encoding');
    if (contentEncoding === null && Number(readHeader(headers, 'content-length') ?? 0) > maxBytes) {
      // undici reports its own abort as an error event; nobody is left to hear it.
      body.once('error', () => undefined).destroy();
      return done(fail(`response larger than ${formatSize(maxBytes)}`, false, statusCode));
    }
    const read = await readCappedBody(body, contentEncoding, maxBytes);
    if (!read.ok) {
      // An unsupported encoding leaves the body unread; a too-large one is already closed.
      await discardBody(body);
      return done(fail(describeBodyFailure(read, maxBytes), false, statusCode));
    }
    return done({
      ok: true,
      notModified: false,
      status: statusCode,
      finalUrl: url.href,
      content: read.bytes,
      contentType,
      bytes: read.bytes.length,
      etag,
      lastModified,
    });
  }

  async function followRedirects(
    url: string,
    conditional: ConditionalHeaders | undefined,
    signal: AbortSignal,
    startClock: () => void,
    dispatcher: Dispatcher,
  ): Promise<PendingOutcome> {
    if (!URL.canParse(url)) return fail('not a valid URL', false, null);
    let current = new URL(url);
    for (let redirects = 0; ; redirects += 1) {
      if (!isHttpUrl(current)) {
        const error = redirects === 0 ? 'URL scheme must be http or https' : `redirect to unsupported scheme (${current.protocol})`;
        return fail(error, false, null);
      }
      const target = current;
      const hop = await limiter.run(target.hostname, () => {
        startClock();
        return fetchHop(target, conditional, signal, dispatcher);
      });
      if (hop.kind === 'done') return hop.outcome;
      if (redirects >= maxRedirects) return fail(`too many redirects (max ${maxRedirects})`, false, hop.status);
      current = hop.location;
    }
  }

  return {
    async fetchPage(url, conditional, route: FetchRoute = {}) {
      const started = performance.now();
      const proxied = route.proxy ? await openProxyDispatcher(route.proxy, { ...guard, ...(opts.ca === undefined ? {} : { ca: opts.ca }) }) : null;
      if (proxied !== null && !proxied.ok) return { ...fail(proxied.error, proxied.retryable, null), durationMs: Math.round(performance.now() - started) } as FetchOutcome;
      const dispatcher = proxied?.dispatcher ?? agent;
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      // Time spent queued behind other checks of the same host does not count.
      const startClock = (): void => {
        timer ??= setTimeout(() => controller.abort(), timeoutMs);
      };
      let outcome: PendingOutcome;
      try {
        outcome = await followRedirects(url, conditional, controller.signal, startClock, dispatcher);
      } catch (error) {
        const network = describeNetworkError(error, timeoutMs);
        const described = controller.signal.aborted
          ? { error: describeTimeout(timeoutMs), retryable: true }
          : dispatcher === agent
            ? network
            : describeProxyError(error, network);
        outcome = fail(described.error, described.retryable, null);
      } finally {
        clearTimeout(timer);
        // A proxy's connection serves one fetch: its credentials are not kept in a pool between checks.
        if (dispatcher !== agent) await dispatcher.destroy().catch(() => undefined);
      }
      return { ...outcome, durationMs: Math.round(performance.now() - started) } as FetchOutcome;
    },
    async close() {
      await agent.close();
    },
  };
}
