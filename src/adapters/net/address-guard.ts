import { lookup as lookupCallback, type LookupAddress } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import { isIP, type LookupFunction } from 'node:net';
import { createSecureContext, rootCertificates } from 'node:tls';
import { buildConnector } from 'undici';
import { classifyAddress, type ForbiddenKind } from './address-ranges.js';
import { parseHostLiteral } from './host-literal.js';

export { parseHostLiteral } from './host-literal.js';
export { classifyAddress, type ForbiddenKind } from './address-ranges.js';

export const MAX_URL_LENGTH = 2048;
const DNS_TIMEOUT_MS = 5000;

/** Error code carried by the error a guarded connection fails with. */
export const ADDRESS_BLOCKED_CODE = 'ERR_ADDRESS_BLOCKED';

/** True for any address a monitor or webhook must not reach (fails closed on garbage). */
export function isForbiddenAddress(ip: string): boolean {
  return classifyAddress(ip) !== null;
}

/** "resolves to a loopback address (127.0.0.1)". */
export function describeForbiddenAddress(ip: string, kind: ForbiddenKind): string {
  const article = /^[aeiou]/.test(kind) ? 'an' : 'a';
  return `resolves to ${article} ${kind} address (${ip})`;
}

export class AddressBlockedError extends Error {
  readonly code = ADDRESS_BLOCKED_CODE;

  constructor(ip: string, kind: ForbiddenKind) {
    super(`blocked: ${describeForbiddenAddress(ip, kind)}`);
    this.name = 'AddressBlockedError';
  }
}

/**
 * Whether a URL may be watched or receive webhooks. `malformed` errors are for the user;
 * a `forbidden` error names the address and its range, which tells how internal names
 * resolve, so it goes to the server log and the user gets one generic message.
 */
export type UrlTargetCheck = { ok: true } | { ok: false; reason: 'malformed' | 'forbidden'; error: string };

export type AddressClassifier = (ip: string) => ForbiddenKind | null;

// An operator may open single intranet addresses without opening every private network.
export function createClassifier(allowedAddresses: readonly string[] | undefined): AddressClassifier {
  const allowed = new Set((allowedAddresses ?? []).map((ip) => parseHostLiteral(ip) ?? ip));
  if (allowed.size === 0) return classifyAddress;
  return (ip) => (allowed.has(parseHostLiteral(ip) ?? ip) ? null : classifyAddress(ip));
}

export interface UrlTargetOptions {
  allowPrivateNetworks: boolean;
  /** Exact addresses treated as public although their range is not. */
  allowedAddresses?: readonly string[];
  /** Resolves a host name to its addresses; defaults to the system resolver (dns.lookup). */
  resolveHost?: (hostname: string) => Promise<string[]>;
}

async function resolveWithSystem(hostname: string): Promise<string[]> {
  const addresses = await lookupAll(hostname, { all: true, verbatim: true });
  return addresses.map((entry) => entry.address);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('DNS lookup timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function checkAddresses(addresses: string[], classify: AddressClassifier): UrlTargetCheck {
  for (const address of addresses) {
    const kind = classify(address);
    if (kind !== null) return { ok: false, reason: 'forbidden', error: describeForbiddenAddress(address, kind) };
  }
  return { ok: true };
}

function malformed(error: string): UrlTargetCheck {
  return { ok: false, reason: 'malformed', error };
}

/**
 * Validates a monitor or webhook URL when it is created: http(s) only, at
 * most 2048 characters, no credentials, and (unless private networks are
 * allowed) no host that resolves to a non-public address. A host that does
 * not resolve (yet) passes: DNS failures are often transient, and the first
 * check or delivery reports them. Connections are checked again at connect
 * time; this check only gives early feedback.
 */
export async function checkUrlTarget(url: string, opts: UrlTargetOptions): Promise<UrlTargetCheck> {
  if (url.length > MAX_URL_LENGTH) return malformed(`URL is longer than ${MAX_URL_LENGTH} characters`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return malformed('not a valid URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return malformed('URL scheme must be http or https');
  // Credentials would be stored and echoed back in API responses.
  if (parsed.username !== '' || parsed.password !== '') return malformed('URL must not contain credentials');
  const classify = createClassifier(opts.allowedAddresses);
  const literal = parseHostLiteral(parsed.hostname);
  if (literal !== null) return opts.allowPrivateNetworks ? { ok: true } : checkAddresses([literal], classify);
  if (opts.allowPrivateNetworks) return { ok: true };
  let addresses: string[];
  try {
    addresses = await withTimeout((opts.resolveHost ?? resolveWithSystem)(parsed.hostname), DNS_TIMEOUT_MS);
  } catch {
    return { ok: true };
  }
  return checkAddresses(addresses, classify);
}

/** Told the detail of a refused URL, which the user is not. */
export type ForbiddenTargetLogger = (detail: { url: string; error: string }) => void;

/** `checkUrlTarget` bound to the operator's options, logging what it refuses for a forbidden address. */
export function createUrlTargetChecker(opts: UrlTargetOptions & { logForbidden: ForbiddenTargetLogger }): (url: string) => Promise<UrlTargetCheck> {
  return async (url) => {
    const result = await checkUrlTarget(url, opts);
    if (!result.ok && result.reason === 'forbidden') opts.logForbidden({ url, error: result.error });
    return result;
  };
}

// Every address the name resolves to is checked, and only checked addresses
// are handed to the socket: what is connected to is what was checked, so DNS
// rebinding and redirects to internal names cannot slip past.
export function createGuardedLookup(classify: AddressClassifier): LookupFunction {
  return (hostname, options, callback) =>
    lookupCallback(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      for (const entry of addresses) {
        const kind = classify(entry.address);
        if (kind !== null) {
          callback(new AddressBlockedError(entry.address, kind), '', 0);
          return;
        }
      }
      const first = addresses[0];
      if (options.all === true) callback(null, addresses);
      else if (first === undefined) callback(Object.assign(new Error('host not found'), { code: 'ENOTFOUND' }), '', 0);
      else callback(null, first.address, first.family);
    });
}

function readExtraCaCertificates(): string[] {
  const path = process.env['NODE_EXTRA_CA_CERTS'];
  if (path === undefined || path === '') return [];
  try {
    return [readFileSync(path, 'utf8')];
  } catch {
    return [];
  }
}

export interface GuardedConnectorOptions {
  allowPrivateNetworks: boolean;
  timeoutMs: number;
  /** Exact addresses treated as public although their range is not. */
  allowedAddresses?: readonly string[];
  /** Extra trusted CA (PEM) on top of Node's store; NODE_EXTRA_CA_CERTS only works from process start. */
  ca?: string | Buffer;
}

/**
 * An undici connector that refuses, at connect time, any address that is not
 * public (unless private networks are allowed): IP literals before dialling,
 * names in the DNS lookup the socket itself uses.
 */
export function createGuardedConnector(opts: GuardedConnectorOptions): buildConnector.connector {
  // An explicit `ca` replaces Node's store, so the defaults are added back;
  // one context is built up front because parsing the store per connection is slow.
  const trust =
    opts.ca === undefined
      ? {}
      : { secureContext: createSecureContext({ ca: [...rootCertificates, ...readExtraCaCertificates(), opts.ca] }) };
  if (opts.allowPrivateNetworks) return buildConnector({ timeout: opts.timeoutMs, ...trust });
  const classify = createClassifier(opts.allowedAddresses);
  const connect = buildConnector({ timeout: opts.timeoutMs, lookup: createGuardedLookup(classify), ...trust });
  return (options, callback) => {
    if (isIP(options.hostname) !== 0) {
      const kind = classify(options.hostname);
      if (kind !== null) {
        callback(new AddressBlockedError(options.hostname, kind), null);
        return;
      }
    }
    connect(options, callback);
  };
}
