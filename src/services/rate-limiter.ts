import type { Kv } from '../adapters/kv/kv.js';
import type { Clock } from '../domain/clock.js';
import { describeWait, fixedWindow } from '../domain/accounts/windows.js';
import { ApiError } from '../errors.js';

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

/** SPEC.md section 8, plus password-reset requests, which would otherwise let anyone mail-bomb an address. */
export const RATE_LIMITS = {
  register: { name: 'register', limit: 3, windowMs: 3_600_000 },
  login: { name: 'login', limit: 5, windowMs: 900_000 },
  passwordReset: { name: 'password-reset', limit: 5, windowMs: 3_600_000 },
  // Per account: confirmation mails go to addresses that never asked for them.
  channelConfirmation: { name: 'channel-confirmation', limit: 5, windowMs: 3_600_000 },
} as const satisfies Record<string, RateLimitRule>;

export function createRateLimiter(deps: { kv: Kv; clock: Clock }) {
  return {
    /** Counts one attempt from `clientKey`; past the rule's limit, a 429 ERR_RATE_LIMIT. */
    async hit(rule: RateLimitRule, clientKey: string): Promise<void> {
      const now = deps.clock.now();
      const window = fixedWindow(now, rule.windowMs);
      const count = await deps.kv.increment(`rl:${rule.name}:${clientKey}:${window.index}`, window.endsAt);
      if (count > rule.limit) {
        const retryAfter = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
        throw new ApiError('ERR_RATE_LIMIT', `too many ${rule.name} attempts; try again in ${describeWait(retryAfter)}`, {
          headers: { 'retry-after': String(retryAfter) },
        });
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
