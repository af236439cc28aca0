import type { Kv } from '../adapters/kv/kv.js';
import type { Clock } from '../domain/clock.js';
import { utcDay } from '../domain/accounts/windows.js';
import { limitsFor, type Tier } from '../domain/accounts/tiers.js';
import { ApiError } from '../errors.js';

export interface QuotaState {
  limit: number;
  used: number;
  remaining: number;
  /** Epoch seconds of the next midnight UTC. */
  resetAt: number;
}

const keyOf = (userId: string, day: string) => `quota:${userId}:${day}`;

export function createRequestQuota(deps: { kv: Kv; clock: Clock; freeDailyRequests: number; upgradeUrl: string }) {
  // Formatting the day's date is a visible share of a cheap request; it changes once a day.
  let today = utcDay(deps.clock.now());
  const dayOf = (now: number) => {
    if (now >= today.endsAt || now < today.endsAt - 86_400_000) today = utcDay(now);
    return today;
  };
  const stateOf = (limit: number, used: number, endsAt: number): QuotaState => ({
    limit,
    used,
    remaining: Math.max(0, limit - used),
    resetAt: Math.ceil(endsAt / 1000),
  });
  return {
    /**
     * `consume` without waiting, for the usual request of an account far below its limit: the
     * quota, or null for unlimited tiers; undefined, counting nothing, when the count must be
     * written now (call `consume` then). Never refuses: refusals happen only near the limit.
     */
    consumeInMemory(userId: string, tier: Tier): QuotaState | null | undefined {
      const limit = limitsFor(tier, deps.freeDailyRequests).dailyRequests;
      if (limit === null) return null;
      const { day, endsAt } = dayOf(deps.clock.now());
      const used = deps.kv.countInMemory(keyOf(userId, day), limit);
      return used === undefined ? undefined : stateOf(limit, used, endsAt);
    },
    /** Counts one request against the account's day; null for unlimited tiers. Past the limit: 429 ERR_LIMIT_EXCEEDED. */
    async consume(userId: string, tier: Tier): Promise<QuotaState | null> {
      const limit = limitsFor(tier, deps.freeDailyRequests).dailyRequests;
      if (limit === null) return null;
      const now = deps.clock.now();
      const { day, endsAt } = dayOf(now);
      const used = await deps.kv.countLazily(keyOf(userId, day), endsAt, limit);
      const state = stateOf(limit, used, endsAt);
      if (used > limit) {
        throw new ApiError('ERR_LIMIT_EXCEEDED', `daily request limit of ${limit} reached; it resets at midnight UTC`, {
          upgradeUrl: deps.upgradeUrl,
          headers: { ...quotaHeaders(state), 'retry-after': String(Math.max(1, Math.ceil((endsAt - now) / 1000))) },
        });
      }
      return state;
    },
  };
}

export function quotaHeaders(state: QuotaState): Record<string, string> {
  return {
    'x-ratelimit-limit': String(state.limit),
    'x-ratelimit-remaining': String(state.remaining),
    'x-ratelimit-reset': String(state.resetAt),
  };
}

export type RequestQuota = ReturnType<typeof createRequestQuota>;
