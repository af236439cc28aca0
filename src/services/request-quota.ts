import type { Kv } from '../adapters/kv/kv.js';
import type { Clock } from '../domain/clock.js';
import { utcDay } from '../domain/accounts/windows.js';
import { limitsFor, type FreePlanBudgets, type RequestBudget, type Tier } from '../domain/accounts/tiers.js';
import { ApiError } from '../errors.js';
import { createTtlCache } from './ttl-cache.js';

export interface QuotaState {
  limit: number;
  used: number;
  remaining: number;
  /** Epoch seconds of the next midnight UTC. */
  resetAt: number;
}

const USAGE_CACHE_MS = 5_000;

const keyOf = (userId: string, day: string, budget: RequestBudget) =>
  budget === 'api' ? `quota:${userId}:${day}` : `iquota:${userId}:${day}`;

export function createRequestQuota(deps: { kv: Kv; clock: Clock; budgets: FreePlanBudgets; upgradeUrl: string }) {
  const limitOf = (tier: Tier, budget: RequestBudget) => {
    const limits = limitsFor(tier, deps.budgets);
    return budget === 'api' ? limits.dailyRequests : limits.interactiveDailyRequests;
  };
  // Formatting the day's date is a visible share of a cheap request; it changes once a day.
  let today = utcDay(deps.clock.now());
  const dayOf = (now: number) => {
    if (now >= today.endsAt || now < today.endsAt - 86_400_000) today = utcDay(now);
    return today;
  };
  const usageSeen = createTtlCache<number>({ ttlMs: USAGE_CACHE_MS, maxEntries: 10_000, clock: deps.clock });
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
    consumeInMemory(userId: string, tier: Tier, budget: RequestBudget): QuotaState | null | undefined {
      const limit = limitOf(tier, budget);
      if (limit === null) return null;
      const { day, endsAt } = dayOf(deps.clock.now());
      const used = deps.kv.countInMemory(keyOf(userId, day, budget), limit);
      return used === undefined ? undefined : stateOf(limit, used, endsAt);
    },
    /** Counts one request against the account's budget for the day; null for unlimited tiers. Past the limit: 429 ERR_LIMIT_EXCEEDED. */
    async consume(userId: string, tier: Tier, budget: RequestBudget): Promise<QuotaState | null> {
      const limit = limitOf(tier, budget);
      if (limit === null) return null;
      const now = deps.clock.now();
      const { day, endsAt } = dayOf(now);
      const used = await deps.kv.countLazily(keyOf(userId, day, budget), endsAt, limit);
      const state = stateOf(limit, used, endsAt);
      if (used > limit) {
        const what = budget === 'api' ? `daily request limit of ${limit}` : `daily limit of ${limit} dashboard requests`;
        throw new ApiError('ERR_LIMIT_EXCEEDED', `${what} reached; it resets at midnight UTC`, {
          upgradeUrl: deps.upgradeUrl,
          headers: { ...quotaHeaders(state), 'retry-after': String(Math.max(1, Math.ceil((endsAt - now) / 1000))) },
        });
      }
      return state;
    },
    /**
     * The account's use of a budget today without counting a request; null for unlimited tiers.
     * Remembered for USAGE_CACHE_MS: GET /v1/me shows the other budget too, and reading the
     * store for it on every call would double the cost of that route.
     */
    async usage(userId: string, tier: Tier, budget: RequestBudget): Promise<QuotaState | null> {
      const limit = limitOf(tier, budget);
      if (limit === null) return null;
      const { day, endsAt } = dayOf(deps.clock.now());
      const key = keyOf(userId, day, budget);
      let used = usageSeen.get(key);
      if (used === undefined) {
        used = await deps.kv.peek(key, endsAt);
        usageSeen.set(key, used);
      }
      return stateOf(limit, used, endsAt);
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
