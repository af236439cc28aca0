export type Tier = 'free' | 'full';

export const TIERS: readonly Tier[] = ['free', 'full'];

export interface TierLimits {
  /** null: unlimited */
  monitors: number | null;
  dailyRequests: number | null;
  /** Requests a day from signed-in dashboard sessions, counted apart from the API quota; null: unlimited. */
  interactiveDailyRequests: number | null;
  minCheckIntervalSeconds: number;
  /** Active webhooks and notification channels together. */
  destinations: number;
  apiKeys: number;
}

export const TRIAL_DAYS = 7;

/** Which daily budget a request counts against: the API quota, or the dashboard's interactive budget. */
export type RequestBudget = 'api' | 'interactive';

/** The free plan's daily budgets, from configuration (FREE_DAILY_REQUESTS, FREE_DAILY_SESSION_REQUESTS). */
export interface FreePlanBudgets {
  freeDailyRequests: number;
  freeInteractiveRequests: number;
}

export function limitsFor(tier: Tier, budgets: FreePlanBudgets): TierLimits {
  return tier === 'full'
    ? { monitors: null, dailyRequests: null, interactiveDailyRequests: null, minCheckIntervalSeconds: 60, destinations: 10, apiKeys: 20 }
    : {
        monitors: 10,
        dailyRequests: budgets.freeDailyRequests,
        interactiveDailyRequests: budgets.freeInteractiveRequests,
        minCheckIntervalSeconds: 900,
        destinations: 10,
        apiKeys: 20,
      };
}

export function isTier(value: string): value is Tier {
  return (TIERS as readonly string[]).includes(value);
}
