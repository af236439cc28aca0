import { ProxyAgent, type Dispatcher } from 'undici';
import { readProxyUrl } from '../../domain/monitors/monitor-proxy.js';
import { createClassifier, createGuardedLookup } from '../net/address-guard.js';
import { createHostChecker, type HostCheck } from '../net/check-host.js';

export interface ProxyDispatcherOptions {
  allowPrivateNetworks: boolean;
  allowedAddresses?: readonly string[];
  timeoutMs: number;
  /** Extra trusted CA (PEM) for the pages, as the direct connector has it. */
  ca?: string | Buffer;
}

export type ProxyDispatcher = { ok: true; dispatcher: Dispatcher } | { ok: false; error: string; retryable: boolean };

/**
 * A dispatcher for one fetch through a monitor's proxy: undici's ProxyAgent for http(s)
 * proxies, fetch-socks for SOCKS5. The proxy's own address is guarded like any connection from
 * here (names in the lookup the socket uses, SOCKS5 proxies resolved and checked first); the
 * page's address is the fetcher's to check before each request (`createHostChecker`).
 */
export async function openProxyDispatcher(proxyUrl: string, opts: ProxyDispatcherOptions): Promise<ProxyDispatcher> {
  const read = readProxyUrl(proxyUrl);
  if (!read.ok) return { ok: false, error: `proxy: the proxy URL cannot be read: ${read.error}`, retryable: false };
  const proxy = read.proxy;
  const checkHost = createHostChecker({ ...opts, timeoutMs: opts.timeoutMs });
  const limits = { headersTimeout: opts.timeoutMs, bodyTimeout: opts.timeoutMs, connections: 1 };
  const pageTls = { timeout: opts.timeoutMs, ...(opts.ca === undefined ? {} : { ca: opts.ca }) };
  const host: HostCheck = await checkHost(proxy.host);
  if (!host.ok) return { ok: false, error: `proxy: ${host.error}`, retryable: !host.blocked };
  if (proxy.scheme === 'socks5') {
    // The socks library dials the proxy itself, so it is handed the address just checked.
    const { socksDispatcher } = await import('fetch-socks');
    const credentials = proxy.username === null ? {} : { userId: proxy.username, password: proxy.password ?? '' };
    return { ok: true, dispatcher: socksDispatcher({ type: 5, host: host.address, port: proxy.port, ...credentials }, { ...limits, connect: pageTls }) };
  }
  // Checked above by name; the lookup the socket uses checks again what it connects to.
  const guardedLookup = opts.allowPrivateNetworks ? {} : { lookup: createGuardedLookup(createClassifier(opts.allowedAddresses)) };
  return {
    ok: true,
    dispatcher: new ProxyAgent({ uri: proxy.url, ...limits, proxyTls: { timeout: opts.timeoutMs, ...guardedLookup }, requestTls: pageTls }),
  };
}

function findMessage(error: unknown, pattern: RegExp, depth = 0): RegExpExecArray | null {
  if (depth > 5 || typeof error !== 'object' || error === null) return null;
  const found = error instanceof Error ? pattern.exec(error.message) : null;
  return found ?? findMessage((error as { cause?: unknown }).cause, pattern, depth + 1);
}

/**
 * What a failed fetch through a proxy says: the proxy's answer to CONNECT or the SOCKS5 step that
 * failed, marked as the proxy's; other network errors as without a proxy. Neither undici's nor
 * the socks library's messages carry the proxy's credentials.
 */
export function describeProxyError(error: unknown, network: { error: string; retryable: boolean }): { error: string; retryable: boolean } {
  const status = findMessage(error, /Proxy response \((\d{3})\)|\((\d{3})\)$/);
  const code = status?.[1] ?? status?.[2];
  if (code === '407') return { error: 'proxy: the proxy refused its credentials (HTTP 407)', retryable: false };
  if (code !== undefined) return { error: `proxy: the proxy could not open the connection (HTTP ${code})`, retryable: true };
  const socks = findMessage(error, /^Socks5? .*$/i);
  if (socks !== null) return { error: `proxy: ${socks[0].replace(/^Socks5? /i, 'SOCKS5 ')}`, retryable: !/authentication/i.test(socks[0]) };
  return network;
}
