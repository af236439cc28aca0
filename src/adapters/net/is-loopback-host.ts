import { isIP } from 'node:net';
import { classifyAddress } from './address-ranges.js';

/** Whether a listen address (HOST) is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true;
  return isIP(host) !== 0 && classifyAddress(host) === 'loopback';
}
