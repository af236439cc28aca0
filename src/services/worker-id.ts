import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/** Names a process in leases, so an operator can tell which worker holds what. */
export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}
