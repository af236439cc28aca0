import { limitsFor, type FreePlanBudgets, type Tier, type TierLimits } from '../domain/accounts/tiers.js';
import { ApiError } from '../errors.js';

/** What a plan allows, and the one way a service refuses to go past it. */
export interface PlanLimits {
  limitsOf(tier: Tier): TierLimits;
  /** 429 ERR_LIMIT_EXCEEDED with the upgrade link; `message` says what to do next. */
  exceeded(message: string): ApiError;
}

export function createPlanLimits(config: FreePlanBudgets & { upgradeUrl: string }): PlanLimits {
  return {
    limitsOf: (tier) => limitsFor(tier, config),
    exceeded: (message) => new ApiError('ERR_LIMIT_EXCEEDED', message, { upgradeUrl: config.upgradeUrl }),
  };
}
