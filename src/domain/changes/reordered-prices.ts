import type { Observation } from '../observation.js';
import { findPrices } from '../extraction/parse-price.js';

/**
 * A listing shown in another order (issue 22, pairs-25): a category grid or search results whose
 * cards a shop shuffles per load. A price read from markup or text, not from structured data, is
 * then the first card's, and moves to another card's amount while nothing was repriced. It moved
 * only by order when both amounts stand on lines the two texts share and no line that changed
 * states either: the old amount still shows, the new one showed before.
 */

// Structured data names the page's own offer: its price moving is a move whatever the text shows.
const READ_FROM_PAGE = new Set<Observation['source']>(['platform', 'heuristic']);
const EPSILON = 0.005;

/** The digits an amount is written with last in its whole part ("299" of 1.299,00): a cheap test before parsing a line. */
function wholeDigits(amount: number): string {
  const whole = Math.trunc(amount);
  return whole < 1000 ? String(whole) : String(whole % 1000).padStart(3, '0');
}

function states(line: string, amount: number, digits: string, currency: string | null): boolean {
  return line.includes(digits) && findPrices(line, currency).some((price) => Math.abs(price.amount - amount) < EPSILON);
}

/** True when the page's price moved only because the page's items were shown in another order. */
export function isReorderedPrice(before: Observation, after: Observation): boolean {
  const was = before.price;
  const now = after.price;
  if (was === null || now === null || Math.abs(was - now) < EPSILON || before.currency !== after.currency) return false;
  if (!READ_FROM_PAGE.has(before.source) || !READ_FROM_PAGE.has(after.source)) return false;
  const beforeLines = new Set(before.text.split('\n'));
  const afterLines = new Set(after.text.split('\n'));
  const wasDigits = wholeDigits(was);
  const nowDigits = wholeDigits(now);
  const statesEither = (line: string): boolean => states(line, was, wasDigits, before.currency) || states(line, now, nowDigits, before.currency);
  let wasShared = false;
  let nowShared = false;
  for (const line of beforeLines) {
    if (!afterLines.has(line)) {
      if (statesEither(line)) return false;
      continue;
    }
    wasShared ||= states(line, was, wasDigits, before.currency);
    nowShared ||= states(line, now, nowDigits, before.currency);
  }
  for (const line of afterLines) if (!beforeLines.has(line) && statesEither(line)) return false;
  return wasShared && nowShared;
}
