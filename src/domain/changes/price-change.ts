import type { PriceThreshold } from '../intent.js';
import type { Observation } from '../observation.js';
import type { ScoredFinding } from './detected-change.js';
import { formatMoney, formatPercentChange } from './format-money.js';
import { roundScore, scorePriceMove } from './score-relevance.js';

/** A currency switch (locale or store change) is notable but says nothing about the amount. */
export const CURRENCY_CHANGE_SCORE = 0.6;
export const PRICE_APPEARED_SCORE = 0.5;
/** Often a rendering glitch or a sold-out page hiding the price; availability tells the rest. */
export const PRICE_VANISHED_SCORE = 0.3;
export const THRESHOLD_CROSSED_IN_SCORE = 1;
export const THRESHOLD_CROSSED_OUT_SCORE = 0.6;
/** Moves that stay outside the user's target keep only this share of their move score. */
export const THRESHOLD_OUTSIDE_FACTOR = 0.2;

// Half a cent: float noise from parsing "149.99" vs "149.990" is not a move.
const PRICE_EPSILON = 0.005;

type Priced = Pick<Observation, 'price' | 'currency'>;

function sameCurrency(a: string | null, b: string | null): boolean {
  return a === null || b === null || a === b;
}

/** Inclusive: "below $300" is met by $300.00, as shoppers read it. */
function isInsideThreshold(side: Priced, threshold: PriceThreshold): boolean {
  if (side.price === null || !sameCurrency(side.currency, threshold.currency)) return false;
  return threshold.direction === 'below' ? side.price <= threshold.amount : side.price >= threshold.amount;
}

function describeTarget(threshold: PriceThreshold, currency: string | null): string {
  return `${threshold.direction} your ${formatMoney(threshold.amount, threshold.currency ?? currency)} target`;
}

/** Scores a move under a threshold intent: crossing in is what the user asked for. */
function scoreAgainstThreshold(
  before: Priced,
  after: Priced,
  threshold: PriceThreshold | null,
  moveScore: number,
): { score: number; note: string } {
  if (!threshold || !sameCurrency(after.currency, threshold.currency)) return { score: moveScore, note: '' };
  const wasInside = isInsideThreshold(before, threshold);
  const isInside = isInsideThreshold(after, threshold);
  const target = describeTarget(threshold, after.currency ?? before.currency);
  if (isInside && !wasInside) return { score: THRESHOLD_CROSSED_IN_SCORE, note: `, now ${target}` };
  if (wasInside && !isInside) {
    return { score: Math.max(THRESHOLD_CROSSED_OUT_SCORE, moveScore), note: `, no longer ${target}` };
  }
  if (isInside) return { score: moveScore, note: `, still ${target}` };
  return { score: moveScore * THRESHOLD_OUTSIDE_FACTOR, note: `, still not ${target}` };
}

/** Finds and scores a change of price or currency between two observations; null when none. */
export function detectPriceChange(
  before: Priced,
  after: Priced,
  threshold: PriceThreshold | null,
): ScoredFinding | null {
  if (before.price === null && after.price === null) return null;

  if (before.price === null && after.price !== null) {
    const shown = formatMoney(after.price, after.currency);
    const { score, note } = scoreAgainstThreshold(before, after, threshold, PRICE_APPEARED_SCORE);
    return { type: 'price', score: roundScore(score), reason: `Price now shown: ${shown}${note}.` };
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
    const { score, note } = scoreAgainstThreshold(before, after, threshold, CURRENCY_CHANGE_SCORE);
    return {
      type: 'price',
      score: roundScore(score),
      reason: `Price changed from ${from} to ${to} (currency changed from ${before.currency} to ${after.currency})${note}.`,
    };
  }
  if (Math.abs(now - was) < PRICE_EPSILON) return null;

  // A move away from a free price has no percentage; it is as large as moves get.
  const percent = was > 0 ? ((now - was) / was) * 100 : 100;
  const { score, note } = scoreAgainstThreshold(before, after, threshold, scorePriceMove(percent));
  const verb = now < was ? 'dropped' : 'rose';
  return {
    type: 'price',
    score: roundScore(score),
    reason: `Price ${verb} from ${from} to ${to} (${formatPercentChange(percent)})${note}.`,
  };
}
