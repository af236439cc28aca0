export type Tier = 'free' | 'full';

export const TIERS: readonly Tier[] = ['free', 'full'];

export interface TierLimits {
  /** null: unlimited */
  monitors: number | null;
  dailyRequests: number | null;
  minCheckIntervalSeconds: number;
  /** Active webhooks and notification channels together. */
  destinations: number;
  apiKeys: number;
}

export const TRIAL_DAYS = 7;

export function limitsFor(tier: Tier, freeDailyRequests: number): TierLimits {
  return tier === 'full'
    ? { monitors: null, dailyRequests: null, minCheckIntervalSeconds: 60, destinations: 10, apiKeys: 20 }
    : { monitors: 10, dailyRequests: freeDailyRequests, minCheckIntervalSeconds: 900, destinations: 10, apiKeys: 20 };
}

export function isTier(value: string): value is Tier {
  return (TIERS as readonly string[]).includes(value);
}
