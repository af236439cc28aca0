import type { Availability } from '../observation.js';
import type { ScoredFinding } from './detected-change.js';
import { scoreAvailabilityChange } from './score-relevance.js';

const LABELS: Readonly<Record<Availability, string>> = {
  in_stock: 'in stock',
  out_of_stock: 'out of stock',
  preorder: 'available for preorder',
  backorder: 'on backorder',
  limited: 'in limited stock',
  discontinued: 'discontinued',
};

function describeTransition(before: Availability | null, after: Availability | null): string {
  if (before === null) return `Availability now shown: ${LABELS[after!]}.`;
  if (after === null) return `Availability no longer shown (was ${LABELS[before]}).`;
  const unavailable = (a: Availability): boolean => a === 'out_of_stock' || a === 'discontinued';
  if (unavailable(before) && !unavailable(after)) {
    return after === 'in_stock'
      ? `Back in stock (was ${LABELS[before]}).`
      : `Available again: now ${LABELS[after]} (was ${LABELS[before]}).`;
  }
  if (!unavailable(before) && after === 'out_of_stock') return `Sold out (was ${LABELS[before]}).`;
  if (!unavailable(before) && after === 'discontinued') return `Discontinued (was ${LABELS[before]}).`;
  return `Availability changed from ${LABELS[before]} to ${LABELS[after]}.`;
}

/** Finds and scores an availability transition; null when availability is unchanged. */
export function detectAvailabilityChange(
  before: Availability | null,
  after: Availability | null,
): ScoredFinding | null {
  if (before === after) return null;
  return {
    type: 'availability',
    score: scoreAvailabilityChange(before, after),
    reason: describeTransition(before, after),
  };
}
