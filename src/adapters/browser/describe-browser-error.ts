import type { ProxyRefusal } from './guarded-proxy.js';

export interface BrowserErrorContext {
  /** The page-load budget, for the message of a timeout. */
  timeoutMs: number;
  /** What the proxy refused during this render, newest last. */
  refusals: readonly ProxyRefusal[];
  /** False once the browser process is gone: the render died with it. */
  browserConnected: boolean;
}

// Chromium's own net errors that mean the same as the plain fetcher's messages.
const NET_ERRORS: Record<string, { error: string; retryable: boolean }> = {
  ERR_NAME_NOT_RESOLVED: { error: 'host not found', retryable: false },
  ERR_CONNECTION_REFUSED: { error: 'connection refused', retryable: true },
  ERR_CONNECTION_RESET: { error: 'connection reset by peer', retryable: true },
  ERR_CONNECTION_CLOSED: { error: 'connection closed unexpectedly', retryable: true },
  ERR_EMPTY_RESPONSE: { error: 'connection closed unexpectedly', retryable: true },
  ERR_TIMED_OUT: { error: 'timeout', retryable: true },
  ERR_CERT_AUTHORITY_INVALID: { error: 'TLS: certificate not trusted', retryable: false },
  ERR_CERT_COMMON_NAME_INVALID: { error: 'TLS: certificate does not match the host name', retryable: false },
  ERR_CERT_DATE_INVALID: { error: 'TLS: certificate expired', retryable: false },
  ERR_SSL_PROTOCOL_ERROR: { error: 'TLS: handshake failed', retryable: false },
  ERR_TOO_MANY_REDIRECTS: { error: 'too many redirects', retryable: false },
  ERR_ABORTED: { error: 'the page started a download or was aborted; only web pages can be watched', retryable: false },
};

export const BROWSER_STOPPED = 'the browser stopped during the check (crashed or was killed); it is started again for the next check';

/** "page did not load within 20 s". */
export function describeLoadTimeout(timeoutMs: number): string {
  return `page did not load within ${Math.round(timeoutMs / 100) / 10} s`;
}

/**
 * Turns what Playwright threw while loading a page into the check log's
 * message: the guard's refusal when the document itself was the request it
 * lost, a crash when the browser went away, else Chromium's net error.
 */
export function describeBrowserError(error: unknown, context: BrowserErrorContext): { error: string; retryable: boolean } {
  if (!context.browserConnected) {
    return { error: BROWSER_STOPPED, retryable: true };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === 'TimeoutError') return { error: describeLoadTimeout(context.timeoutMs), retryable: true };
  const code = /net::(ERR_[A-Z_]+)/.exec(message)?.[1] ?? null;
  if (code === 'ERR_TUNNEL_CONNECTION_FAILED' || code === 'ERR_PROXY_CONNECTION_FAILED') {
    const refusal = context.refusals.at(-1);
    if (refusal) return { error: refusal.error, retryable: !refusal.blocked };
    return { error: 'connection failed', retryable: true };
  }
  if (/Download is starting/i.test(message)) return NET_ERRORS['ERR_ABORTED']!;
  if (code !== null) {
    const known = NET_ERRORS[code];
    if (known?.error === 'timeout') return { error: describeLoadTimeout(context.timeoutMs), retryable: true };
    return known ?? { error: `browser: ${code}`, retryable: true };
  }
  if (/closed|crash|disconnected/i.test(message)) {
    return { error: BROWSER_STOPPED, retryable: true };
  }
  return { error: `browser: ${message.split('\n')[0]!.slice(0, 200)}`, retryable: true };
}
