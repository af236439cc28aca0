import type { Config } from '../config.js';

type TrustProxy = false | string | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count trusts exactly that many proxies from the
 * socket inwards, so `request.ip` is the address the outermost trusted proxy saw; the entries a
 * client wrote further left are never used. (Fastify itself refuses to trust a bare number.)
 */
export function toTrustProxy(setting: Config['trustProxy']): TrustProxy {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
