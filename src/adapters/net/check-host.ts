import { lookup } from 'node:dns/promises';
import { AddressBlockedError, createClassifier } from './address-guard.js';
import { describeNetworkError } from './describe-network-error.js';
import { parseHostLiteral } from './host-literal.js';

export interface HostCheckOptions {
  allowPrivateNetworks: boolean;
  /** Exact addresses treated as public although their range is not. */
  allowedAddresses?: readonly string[];
  timeoutMs: number;
}

/** `address`: the checked address to connect to; the name itself when private networks are allowed. */
export type HostCheck = { ok: true; address: string } | { ok: false; error: string; blocked: boolean };

async function resolveWithin(host: string, timeoutMs: number): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('DNS lookup timed out'), { code: 'ETIMEDOUT' })), timeoutMs);
  });
  try {
    return (await Promise.race([lookup(host, { all: true, verbatim: true }), timeout])).map((entry) => entry.address);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The address guard for a host that another machine connects to (a page reached through a
 * proxy): every address the name resolves to here must be public, and a name that does not
 * resolve here is refused, since the proxy might resolve it to its own network.
 */
export function createHostChecker(opts: HostCheckOptions): (host: string) => Promise<HostCheck> {
  const classify = createClassifier(opts.allowedAddresses);
  const refuse = (error: unknown, blocked: boolean): HostCheck => ({ ok: false, error: describeNetworkError(error, opts.timeoutMs).error, blocked });
  return async (host) => {
    const bare = host.replace(/^\[|\]$/g, '');
    if (opts.allowPrivateNetworks) return { ok: true, address: bare };
    const literal = parseHostLiteral(bare);
    let addresses: string[];
    try {
      addresses = literal === null ? await resolveWithin(bare, opts.timeoutMs) : [literal];
    } catch (error) {
      return refuse(error, false);
    }
    for (const address of addresses) {
      const kind = classify(address);
      if (kind !== null) return refuse(new AddressBlockedError(address, kind), true);
    }
    return addresses[0] === undefined ? refuse(Object.assign(new Error('host not found'), { code: 'ENOTFOUND' }), false) : { ok: true, address: addresses[0] };
  };
}
