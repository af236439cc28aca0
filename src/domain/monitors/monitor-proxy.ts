import { MASKED_SECRET } from './browser-steps.js';

/** The proxy schemes a monitor may use; one list, used by the schemas, the service and the fetchers. */
export const PROXY_SCHEMES = ['http', 'https', 'socks5'] as const;
export type ProxyScheme = (typeof PROXY_SCHEMES)[number];

const DEFAULT_PORTS: Record<ProxyScheme, number> = { http: 80, https: 443, socks5: 1080 };

/** A monitor's proxy as stored: the whole URL sealed, and the masked form answers show. */
export interface SealedProxy {
  sealed: string;
  masked: string;
}

/** A proxy URL read into its parts; `url` is written back from them, so what is stored is what is used. */
export interface ProxyAddress {
  scheme: ProxyScheme;
  host: string;
  port: number;
  username: string | null;
  password: string | null;
  url: string;
}

export type ProxyReading = { ok: true; proxy: ProxyAddress } | { ok: false; error: string };

function isScheme(scheme: string): scheme is ProxyScheme {
  return (PROXY_SCHEMES as readonly string[]).includes(scheme);
}

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** Reads `http://user:password@host:port`, `https://…` or `socks5://…`: no path, query or fragment. */
export function readProxyUrl(text: string): ProxyReading {
  const fail = (error: string): ProxyReading => ({ ok: false, error });
  if (!URL.canParse(text)) return fail(`must be a URL such as http://proxy.example.net:8080 (schemes: ${PROXY_SCHEMES.join(', ')})`);
  const parsed = new URL(text);
  const scheme = parsed.protocol.replace(/:$/, '');
  if (!isScheme(scheme)) return fail(`scheme must be one of ${PROXY_SCHEMES.join(', ')}`);
  if (parsed.hostname === '') return fail('needs a host');
  if ((parsed.pathname !== '' && parsed.pathname !== '/') || parsed.search !== '' || parsed.hash !== '') return fail('must not have a path, query or fragment');
  const username = parsed.username === '' ? null : decode(parsed.username);
  const password = parsed.password === '' ? null : decode(parsed.password);
  if ((parsed.username !== '' && username === null) || (parsed.password !== '' && password === null)) return fail('has a badly percent-encoded user or password');
  const port = parsed.port === '' ? DEFAULT_PORTS[scheme] : Number(parsed.port);
  const credentials = parsed.username === '' ? '' : `${parsed.username}${parsed.password === '' ? '' : `:${parsed.password}`}@`;
  return { ok: true, proxy: { scheme, host: parsed.hostname, port, username, password, url: `${scheme}://${credentials}${parsed.hostname}:${port}` } };
}

/**
 * What answers show of a proxy: the password as `MASKED_SECRET`; a user name without a
 * password is the credential itself (an API key), so it is masked instead.
 */
export function maskProxy(proxy: ProxyAddress): string {
  if (proxy.username === null) return proxy.url;
  const credentials = proxy.password === null ? MASKED_SECRET : `${encodeURIComponent(proxy.username)}:${MASKED_SECRET}`;
  return `${proxy.scheme}://${credentials}@${proxy.host}:${proxy.port}`;
}

/** Whether a proxy sent in an update means "keep the stored one": it is the masked form answered. */
export function keepsStoredProxy(sent: string, stored: SealedProxy | null): boolean {
  return stored !== null && sent === stored.masked;
}

/** A proxy whose password (or lone user name) is the mask, yet not the stored one's masked form: a secret nobody sent. */
export function holdsMask(proxy: ProxyAddress): boolean {
  return proxy.password === MASKED_SECRET || (proxy.password === null && proxy.username === MASKED_SECRET);
}
