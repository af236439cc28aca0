import { connect, type Socket } from 'node:net';
import { ADDRESS_BLOCKED_CODE, AddressBlockedError, createClassifier, createGuardedLookup } from './address-guard.js';
import { describeNetworkError } from './describe-network-error.js';
import { parseHostLiteral } from './host-literal.js';

export interface GuardedSocketOptions {
  allowPrivateNetworks: boolean;
  /** Exact addresses treated as public although their range is not. */
  allowedAddresses?: readonly string[];
  connectTimeoutMs: number;
}

export type SocketOutcome = { ok: true; socket: Socket } | { ok: false; error: string; blocked: boolean };

/** Opens a TCP connection to `host:port`; never throws. */
export type OpenGuardedSocket = (host: string, port: number) => Promise<SocketOutcome>;

/**
 * The plain TCP form of the fetcher's guarded connector: the same classifier
 * and the same checked DNS lookup, so a tunnel reaches exactly the addresses
 * a page fetch may reach.
 */
export function createGuardedSocketOpener(opts: GuardedSocketOptions): OpenGuardedSocket {
  const classify = createClassifier(opts.allowedAddresses);
  const lookup = opts.allowPrivateNetworks ? undefined : createGuardedLookup(classify);
  return (host, port) =>
    new Promise((resolve) => {
      const literal = parseHostLiteral(host);
      const kind = literal === null || opts.allowPrivateNetworks ? null : classify(literal);
      // The guard's own message names the address and its range; what a rendered page and its
      // check log show is the one generic refusal plain HTTP gives (describeNetworkError).
      if (literal !== null && kind !== null) {
        resolve({ ok: false, error: describeNetworkError(new AddressBlockedError(literal, kind), opts.connectTimeoutMs).error, blocked: true });
        return;
      }
      const socket = connect({ host: literal ?? host, port, ...(lookup ? { lookup } : {}) });
      const timer = setTimeout(() => socket.destroy(Object.assign(new Error('connect timed out'), { code: 'ETIMEDOUT' })), opts.connectTimeoutMs);
      const onError = (error: Error): void => {
        clearTimeout(timer);
        socket.destroy();
        const blocked = (error as { code?: string }).code === ADDRESS_BLOCKED_CODE;
        resolve({ ok: false, error: describeNetworkError(error, opts.connectTimeoutMs).error, blocked });
      };
      socket.once('error', onError);
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.off('error', onError);
        resolve({ ok: true, socket });
      });
    });
}
