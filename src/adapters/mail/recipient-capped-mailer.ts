import { createHash } from 'node:crypto';
import type { Clock } from '../../domain/clock.js';
import { fixedWindow } from '../../domain/accounts/windows.js';
import type { Kv } from '../kv/kv.js';
import type { Mailer } from './mailer.js';

/** Mails one address receives per hour, from every channel, account and kind of mail together. */
export const MAILS_PER_RECIPIENT_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

/** A mail refused because its recipient had its hour's share; `retryAfterMs` is when the next hour starts. */
export class RecipientCapReachedError extends Error {
  readonly retryAfterMs: number;

  constructor(limit: number, retryAfterMs: number) {
    super(`not sent: this address has received ${limit} mails this hour, the most it gets`);
    this.name = 'RecipientCapReachedError';
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * Counts every mail per recipient address in the shared kv store, so that no address can be
 * flooded through the service: not by many channels, nor by many accounts (ten channels to one
 * address once delivered 200 mails in a minute). The key holds a digest, not the address.
 */
export function createRecipientCappedMailer(mailer: Mailer, deps: { kv: Kv; clock: Clock; limit?: number }): Mailer {
  const limit = deps.limit ?? MAILS_PER_RECIPIENT_PER_HOUR;
  return {
    async send(message) {
      const now = deps.clock.now();
      const window = fixedWindow(now, HOUR_MS);
      const recipient = createHash('sha256').update(message.to.trim().toLowerCase()).digest('hex').slice(0, 32);
      if ((await deps.kv.increment(`mail-to:${recipient}:${window.index}`, window.endsAt)) > limit) {
        throw new RecipientCapReachedError(limit, window.endsAt - now);
      }
      await mailer.send(message);
    },
    close: () => mailer.close(),
  };
}
