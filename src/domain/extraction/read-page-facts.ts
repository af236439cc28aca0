import type { Availability } from '../observation.js';
import { normaliseCurrency } from './currency.js';
import { detectStockPhrase } from './detect-stock-phrase.js';
import { parseAvailability } from './parse-availability.js';
import { findPrices, parsePrice } from './parse-price.js';
import type { PageScan } from './page-scan.js';

/** Price facts from one kind of evidence on the page. */
export interface Facts {
  price: number | null;
  currency: string | null;
  availability: Availability | null;
}

/** Reads itemprop="price" / "lowPrice" / "priceCurrency" / "availability" values. */
export function readMicrodata(values: PageScan['microdata']): Facts {
  const currencyValue = values.get('pricecurrency');
  const currency = currencyValue === undefined ? null : normaliseCurrency(currencyValue);
  const priceValue = values.get('price') ?? values.get('lowprice');
  const availabilityValue = values.get('availability');
  return {
    price: priceValue === undefined ? null : readPriceValue(priceValue, currency),
    currency: currency ?? (priceValue === undefined ? null : parsePrice(priceValue)?.currency ?? null),
    availability: availabilityValue === undefined ? null : parseAvailability(availabilityValue) ?? detectStockPhrase(availabilityValue),
  };
}

/**
 * Whether a price line of the page writes `amount`. Lines are found by the amount's last digits, and
 * by `cue` when given, before any pattern runs on them; `accept` may ask more of the line and place.
 */
export function showsAmount(
  scan: PageScan,
  amount: number,
  currency: string | null,
  { cue, accept }: { cue?: RegExp; accept?: (line: string, price: { index: number; end: number }) => boolean } = {},
): boolean {
  const tail = String(Math.trunc(amount)).slice(-3);
  return scan.priceLines.some((line) => line.includes(tail) && (cue === undefined || cue.test(line)) &&
    findPrices(line, currency).some((p) => Math.abs(p.amount - amount) < 0.005 && (accept === undefined || accept(line, p))));
}

/** Reads Open Graph / Facebook product meta tags; a stated sale price wins over the regular one. */
export function readMetaTags(meta: PageScan['meta']): Facts {
  const amount = meta.get('product:sale_price:amount') ?? meta.get('product:price:amount') ?? meta.get('og:price:amount');
  const code = meta.get('product:sale_price:currency') ?? meta.get('product:price:currency') ?? meta.get('og:price:currency');
  const currency = code === undefined ? null : normaliseCurrency(code);
  const availability = meta.get('product:availability') ?? meta.get('og:availability');
  return {
    price: amount === undefined ? null : readPriceValue(amount, currency),
    currency,
    availability: availability === undefined ? null : parseAvailability(availability),
  };
}

/**
 * Availability from what a visitor sees: stock wording and the purchase button.
 * "Sold out" wins unless an enabled add-to-cart button says otherwise; one greyed only until an
 * option is chosen sells the product when no wording says it is sold out.
 */
export function judgeVisibleStock(phrases: readonly Availability[], cart: PageScan['cart']): Availability | null {
  const has = (availability: Availability): boolean => phrases.includes(availability);
  if (!cart.enabled && (has('out_of_stock') || cart.disabled)) return 'out_of_stock';
  if (!cart.enabled && has('discontinued')) return 'discontinued';
  if (has('backorder')) return 'backorder';
  if (!cart.enabled && has('preorder')) return 'preorder';
  if (has('limited')) return 'limited';
  return cart.enabled || cart.awaitsChoice || has('in_stock') ? 'in_stock' : null;
}

/**
 * Machine-written amounts use "." as the decimal mark ("1.299" is not a thousand); others are
 * parsed as text. 0 is a placeholder, not a price: null.
 */
export function readPriceValue(value: string, currency: string | null): number | null {
  const amount = /^\s*\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : parsePrice(value, currency)?.amount ?? null;
  return amount !== null && amount > 0 ? amount : null;
}
