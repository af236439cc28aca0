import type { Condition } from './condition-list.js';

/** The price target interpretations were stored with before conditions (migration 014 converts them). */
export interface LegacyThreshold {
  direction: 'below' | 'above';
  amount: number;
  currency: string | null;
}

/**
 * The condition a stored threshold meant. Thresholds were met inclusively ("below $300" by
 * $300.00), so `below` becomes `at_or_below` and alerts exactly as before; `above` keeps its name
 * (it differs only when the price equals the amount to the cent).
 */
export function conditionFromThreshold(threshold: LegacyThreshold): Condition {
  const condition: Condition = { kind: threshold.direction === 'below' ? 'at_or_below' : 'above', amount: threshold.amount };
  if (threshold.currency !== null) condition.currency = threshold.currency;
  return condition;
}
