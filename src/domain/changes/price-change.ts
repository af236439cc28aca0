import type { Observation } from '../observation.js';
import type { ScoredFinding } from './detected-change.js';
import { formatMoney, formatPercentChange } from './format-money.js';
import { scorePriceMove } from './score-relevance.js';

/** A currency switch (locale or store change) is notable but says nothing about the amount. */
export const CURRENCY_CHANGE_SCORE = 0.6;
export const PRICE_APPEARED_SCORE = 0.5;
/** Often a rendering glitch or a sold-out page hiding the price; availability tells the rest. */
export const PRICE_VANISHED_SCORE = 0.3;

// Half a cent: float noise from parsing "149.99" vs "149.990" is not a move.
const PRICE_EPSILON = 0.005;

type Priced = Pick<Observation, 'price' | 'currency'>;

function sameCurrency(a: string | null, b: string | null): boolean {
  return a === null || b === null || a === b;
}

/** Finds and scores a change of price or currency between two observations; null when none. */
export function detectPriceChange(before: Priced, after: Priced): ScoredFinding | null {
  if (before.price === null && after.price === null) return null;

  if (before.price === null && after.price !== null) {
    const shown = formatMoney(after.price, after.currency);
    return { type: 'price', score: PRICE_APPEARED_SCORE, reason: `Price now shown: ${shown}.` };
  }
  if (before.price !== null && after.price === null) {
    const shown = formatMoney(before.price, before.currency);
    return { type: 'price', score: PRICE_VANISHED_SCORE, reason: `Price no longer shown (was ${shown}).` };
  }

  const was = before.price!;
  const now = after.price!;
  const from = formatMoney(was, before.currency);
  const to = formatMoney(now, after.currency);

  if (!sameCurrency(before.currency, after.currency)) {
    return {
      type: 'price',
      score: CURRENCY_CHANGE_SCORE,
      reason: `Price changed from ${from} to ${to} (currency changed from ${before.currency} to ${after.currency}).`,
    };
  }
  if (Math.abs(now - was) < PRICE_EPSILON) return null;

  // A move away from a free price has no percentage; it is as large as moves get.
  const percent = was > 0 ? ((now - was) / was) * 100 : 100;
  const verb = now < was ? 'dropped' : 'rose';
  return {
    type: 'price',
    score: scorePriceMove(percent),
    reason: `Price ${verb} from ${from} to ${to} (${formatPercentChange(percent)}).`,
  };
}
