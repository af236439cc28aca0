import { CURRENCY_MARKERS, THREE_DECIMAL_CURRENCIES, normaliseCurrency, resolveCurrency } from './currency.js';

export { normaliseCurrency } from './currency.js';

export interface ParsedPrice {
  amount: number;
  currency: string | null;
}

const MARKER = CURRENCY_MARKERS.map((m) => m.replace(/[.$*+?^()[\]{}|\\]/g, '\\$&')).join('|');
// Digit groups may be split by "," "." "'" or a space; a space only before exactly three digits,
// so "2 300 ml" stays two numbers while "1 299,00 zł" is one. ",-" / ".–" close a whole amount.
const NUMBER = String.raw`\d+(?:[,.']\d+| \d{3}(?!\d))*(?:[.,][-–—]{1,2})?|[.,]\d{1,2}(?!\d)`;
const PRICE_PATTERN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(${MARKER}) {0,2})?(${NUMBER})(?: {0,2}(${MARKER})(?!\p{L}))?`,
  'gu',
);
const PRICE_WITH_CURRENCY = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:${MARKER}) {0,2}(?:${NUMBER})|(?:${NUMBER}) {0,2}(?:${MARKER})(?!\p{L}))`,
  'u',
);

/**
 * Reads the first price in a piece of text, in any common locale format:
 * "$1,299.99", "1.299,00 €", "1 299,00 zł", "CHF 1'299.–", "Rs. 1,23,456", "$.99".
 * A price that names its currency wins over a bare number earlier in the text.
 * defaultCurrency (an ISO code, e.g. from the page's structured data) is used when the text
 * names none, and settles ambiguous symbols ("$" on a CAD page, "kr" on a NOK page).
 */
export function parsePrice(text: string, defaultCurrency?: string | null): ParsedPrice | null {
  const prices = findPrices(text, defaultCurrency);
  const price = prices.find((p) => p.marked) ?? prices[0];
  return price === undefined ? null : { amount: price.amount, currency: price.currency };
}

/** A price found in text, with where it sits, for callers that weigh the words around it. */
export interface PriceMatch extends ParsedPrice {
  index: number;
  end: number;
  /** True when a currency symbol or code was written next to the number. */
  marked: boolean;
}

/** Every number in the text that reads as a price, in order; see parsePrice for the formats. */
export function findPrices(text: string, defaultCurrency?: string | null): PriceMatch[] {
  const input = normaliseSeparators(text);
  const fallback = defaultCurrency ? normaliseCurrency(defaultCurrency) : null;
  const found: PriceMatch[] = [];
  for (const match of input.matchAll(PRICE_PATTERN)) {
    const marker = match[1] ?? match[3];
    const currency = marker === undefined ? fallback : resolveCurrency(marker, fallback);
    const amount = readAmount(match[2] ?? '', currency);
    if (amount === null) continue;
    const index = match.index;
    found.push({ amount, currency, index, end: index + match[0].length, marked: marker !== undefined });
  }
  return found;
}

/** True when the text holds a number written next to a currency symbol or code. */
export function hasCurrencyPrice(text: string): boolean {
  return PRICE_WITH_CURRENCY.test(normaliseSeparators(text));
}

const NEEDS_NORMALISING = /[\t\n\r\f\v\u00a0\u202f\u2009\u2007’‘`´￥]/;

function normaliseSeparators(text: string): string {
  if (!NEEDS_NORMALISING.test(text)) return text;
  // No-break, narrow no-break and thin spaces group thousands in fr/pl/ru/sv; ’ in de-CH.
  // One character for one, so match indexes stay valid in the caller's text.
  return text.replace(/[\s\u00a0\u202f\u2009\u2007]/g, ' ').replace(/[’‘`´]/g, "'").replace(/￥/g, '¥');
}

function readAmount(raw: string, currency: string | null): number | null {
  let digits = raw.replace(/[.,][-–—]+$/, '').replace(/[' ]/g, '');
  if (/^[.,]\d+$/.test(digits)) digits = `0${digits}`;
  const decimalAt = findDecimalSeparator(digits, currency);
  const whole = (decimalAt === -1 ? digits : digits.slice(0, decimalAt)).replace(/[.,]/g, '');
  const fraction = decimalAt === -1 ? '' : digits.slice(decimalAt + 1);
  const amount = Number(fraction === '' ? whole : `${whole}.${fraction}`);
  return Number.isFinite(amount) && whole !== '' ? amount : null;
}

/** Index of the decimal separator in digits-and-separators, or -1 for a whole amount. */
function findDecimalSeparator(digits: string, currency: string | null): number {
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  // Both kinds present: the later one is decimal ("1,299.99", "1.299,00", "1,23,456.50").
  if (lastDot !== -1 && lastComma !== -1) return Math.max(lastDot, lastComma);
  const at = Math.max(lastDot, lastComma);
  if (at === -1) return -1;
  const separator = digits.charAt(at);
  // Repeated separator groups thousands ("1.234.567", Indian "1,23,456").
  if (digits.indexOf(separator) !== at) return -1;
  const fractionLength = digits.length - at - 1;
  if (fractionLength !== 3) return at;
  // "1,299" is thousands, except with three-decimal currencies or a zero whole part ("0.125").
  const threeDecimals = currency !== null && THREE_DECIMAL_CURRENCIES.has(currency);
  return threeDecimals || digits.slice(0, at) === '0' ? at : -1;
}
