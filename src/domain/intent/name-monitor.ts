import { findChangeType } from '../changes/change-types/registry.js';
import type { Condition } from '../conditions/condition-list.js';
import type { Intent } from '../intent.js';

const MAX_NAME_LENGTH = 80;
const MAX_PLACE_LENGTH = 40;
const SYMBOLS = new Map([['USD', '$'], ['EUR', '€'], ['GBP', '£'], ['JPY', '¥'], ['INR', '₹']]);

/** "example.com/pricing" for "https://www.example.com/pricing/". */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\./, '');
    const path = parsed.pathname.replace(/\/+$/, '');
    return `${host}${path}`;
  } catch {
    return url;
  }
}

function formatAmount(amount: number, currency: string | undefined): string {
  const digits = amount.toLocaleString('en-US', { maximumFractionDigits: 2, useGrouping: false });
  const symbol = currency === undefined ? undefined : SYMBOLS.get(currency);
  if (symbol !== undefined) return `${symbol}${digits}`;
  return `${digits}${currency === undefined ? '' : ` ${currency}`}`;
}

/** How a price condition reads in a name: "below $300", "drop of 10%"; null for other kinds, whose metric says enough. */
function formatCondition(condition: Condition): string | null {
  const money = () => formatAmount(condition.amount ?? 0, condition.currency);
  switch (condition.kind) {
    case 'below':
      return `below ${money()}`;
    case 'at_or_below':
      return `at most ${money()}`;
    case 'above':
      return `above ${money()}`;
    case 'drop_pct':
      return `drop of ${condition.amount}%`;
    case 'drop_abs':
      return `drop of ${money()}`;
    case 'any_drop':
      return 'drop';
    default:
      return null;
  }
}

/**
 * A short monitor name such as "Sony WH-1000XM5 price on bestbuy.com" or
 * "Changes on example.com/pricing", at most 80 characters.
 */
export function nameMonitor(intent: Omit<Intent, 'name'>): string {
  const place = intent.urls[0] !== undefined ? describeUrl(intent.urls[0]) : (intent.sites[0] ?? '');
  // A long URL path must not crowd the product out of the name.
  const where = place.length <= MAX_PLACE_LENGTH ? place : `${place.slice(0, MAX_PLACE_LENGTH - 1)}…`;
  const { naming } = findChangeType(intent.metric).intent;
  const condition = naming.withCondition && intent.condition !== null ? formatCondition(intent.condition) : null;
  const tail = `${[naming.noun, ...(condition === null ? [] : [condition])].join(' ')} ${naming.preposition} ${where}`;
  if (intent.product === '') {
    const name = tail.charAt(0).toUpperCase() + tail.slice(1);
    return name.length <= MAX_NAME_LENGTH ? name : `${name.slice(0, MAX_NAME_LENGTH - 1)}…`;
  }
  const room = MAX_NAME_LENGTH - tail.length - 1;
  if (intent.product.length <= room) return `${intent.product} ${tail}`;
  if (room >= 10) return `${intent.product.slice(0, room - 1).trimEnd()}… ${tail}`;
  const name = `${intent.product} ${tail}`;
  return `${name.slice(0, MAX_NAME_LENGTH - 1)}…`;
}
