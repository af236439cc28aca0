import {
  THREE_DECIMAL_CURRENCIES,
  currencyMarkerPattern,
  isSpecificMarker,
  isWrittenCode,
  normaliseCurrency,
  resolveCurrency,
} from './currency.js';
import { foldCharacters } from './fold-text.js';

export { normaliseCurrency } from './currency.js';

export interface ParsedPrice {
  amount: number;
  currency: string | null;
}

const MARKER = currencyMarkerPattern();
// Digit groups may be split by "," "." "'" or a space; a space only before exactly three digits,
// so "2 300 ml" stays two numbers while "1 299,00 zł" is one. ",-" / ".–" close a whole amount;
// a decimal part may follow its separator after one space ("$119. 95", "118, 99 TL"). Neither
// side of a clock time ("08:00") is a number ("199:-" still is).
const NUMBER = new RegExp(
  String.raw`(?<!\p{N}|\p{N}[.,':])(?:\d+(?:[,.']\d+| \d{3}(?!\d))*(?:[.,] ?[-–—]{1,2}|[.,] \d{2}(?![\d.,]))?(?!\d|:\d)|[.,]\d{1,2}(?!\d))`,
  'gu',
);
// One or two markers ("SGD$", "$ SGD", "US$:") ending right before the number. A marker written in
// letters ("kr", "Rs") is a whole word; a sign ("$", "€") is one whatever stands before it: a label in
// the element beside it is glued on when the markup has no space between them ("Sale Price$18.50").
const PREFIX = new RegExp(String.raw`(?:(?<![\p{L}\p{N}])|(?<=\p{L})(?!\p{L}))(${MARKER})(?:[ :]{0,2}(${MARKER}))?[ :]{0,2}$`, 'u');
// One or two markers right after it ("€", "€HT", "AUD", "NZD $"); a marker ending in a letter is a
// whole word, or ends where a capital meets it (markup flattened: "1 299 złNajniższa cena").
const SUFFIX = new RegExp(
  String.raw`^ {0,2}(${MARKER})(?:(?<!\p{L})|(?!\p{L})|(?<=\p{Ll})(?=\p{Lu}))(?: {0,2}(${MARKER})(?:(?<!\p{L})|(?!\p{L})))?`,
  'u',
);
// The rest of a model code after its digits: capitals and digits to the end of the word.
const MODEL_CODE_TAIL = /^[A-Z\d]*[A-Z][A-Z\d]*(?![\p{L}\p{N}])/u;
// Letters of scripts whose labels meet their amounts with no space (Han, kana, and Hangul in flattened markup).
const UNSPACED_LETTER = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;
// "35€ 99": a sign between euros and cents.
const CENTS_AFTER_SIGN = /^ ?(\d{2})(?![\d.,])/;
// "From 26 to 50 €", "10–20 zł": a range names its currency once, after the upper bound.
const RANGE_JOIN = /^\s*(?:-|–|~|～|to|bis|à|a|al|tot|till|til|do|až|ile)\s*$/i;
// A measure written right after a number ("0,3 l", "250 g", "1,5 kg", "12 fl oz"): the number is a
// quantity of what is sold, not an amount of money, even where a sign stands before it in flattened
// markup ("0,95 €0,3 l"). Per a measure ("€ 2,99/kg") is a unit price, read elsewhere.
const QUANTITY_UNIT = /^ ?(?:ml|cl|dl|l|mg|g|kg|fl\.? ?oz|oz|lbs?)(?![\p{L}\p{N}])/iu;
const PERCENT_BEFORE = /(?<!\d ?)% ?$/;
const PREFIX_REACH = 24;
const SUFFIX_REACH = 24;
const DATES =
  /\b(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})(?!\d)|\d{1,2}(?:st|nd|rd|th)?\.? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|janv|févr|avr|mai|juin|juil|août|déc|märz|okt|dez|ene|abr|ago|dic|gen|mag|giu|lug|set|ott|maj|okt)[a-zé]*\.?,? \d{4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4})\b/gi;
const MAY_HOLD_DATE = /\d[./-]\d|\d \p{L}|\p{L} \d/u;

/**
 * Reads the first price in a piece of text, in any common locale format:
 * "$1,299.99", "1.299,00 €", "1 299,00 zł", "CHF 1'299.–", "Rs. 1,23,456", "$.99", "171900 руб.".
 * A price that names its currency wins over a bare number earlier in the text, and a price above
 * zero over "$0.00". A range ("From 26 to 50 €") reads as its lower bound. Dates, clock times and
 * percentages are never prices. defaultCurrency (an ISO code, e.g. from the page's structured data) is used
 * when the text names none, and settles ambiguous signs ("$" on a CAD page, "kr" on a NOK page).
 */
export function parsePrice(text: string, defaultCurrency?: string | null): ParsedPrice | null {
  const prices = findPrices(text, defaultCurrency);
  const price = prices.find((p) => p.marked && p.amount > 0) ?? prices.find((p) => p.marked) ?? prices[0];
  return price === undefined ? null : { amount: price.amount, currency: price.currency };
}

/** A price found in text, with where it sits, for callers that weigh the words around it. */
export interface PriceMatch extends ParsedPrice {
  index: number;
  end: number;
  /** True when a currency sign, word or code was written next to the number. */
  marked: boolean;
}

/** Every number in the text that reads as a price, in order; see parsePrice for the formats. */
export function findPrices(text: string, defaultCurrency?: string | null): PriceMatch[] {
  const input = blankDates(normaliseSeparators(text));
  const fallback = defaultCurrency ? normaliseCurrency(defaultCurrency) : null;
  const found: PriceMatch[] = [];
  for (const match of input.matchAll(NUMBER)) {
    const price = readMatch(input, match.index, match[0], fallback);
    if (price !== null) found.push(price);
  }
  carryRangeCurrency(input, found);
  return found;
}

/** True when the text holds a number written next to a currency sign, word or code. */
export function hasCurrencyPrice(text: string): boolean {
  return findPrices(text).some((price) => price.marked);
}

function readMatch(input: string, index: number, raw: string, fallback: string | null): PriceMatch | null {
  let end = index + raw.length;
  const following = input.slice(end, end + 2);
  // A sign of percent before a number makes it the percentage in Turkish ("%40 indirim"); one closing a
  // percentage of its own ("-15%", "15 %") is a badge before the amount that follows, glued to it
  // where markup is flattened ("15%118,150원").
  if (/^ ?%/.test(following) || PERCENT_BEFORE.test(input.slice(Math.max(0, index - 4), index))) return null;
  const prefix = PREFIX.exec(input.slice(Math.max(0, index - PREFIX_REACH), index));
  const gluedToWord = prefix === null && index > 0 && /\p{L}/u.test(input.charAt(index - 1));
  // A model code ("RS68A8840S9", "KR810D"): capitals glued to both sides of the digits are one word,
  // not a sign ("Rs", "kr") and an amount.
  if (prefix !== null && /[A-Z]$/.test(prefix[0]) && /^\d+$/.test(raw) && MODEL_CODE_TAIL.test(input.slice(end, end + SUFFIX_REACH))) return null;
  let suffix = SUFFIX.exec(input.slice(end, end + SUFFIX_REACH));
  // A sign glued to the number after it is that number's ("1-11 $4.95", "2 x €12"), unless its two
  // digits are the cents of this one ("35€99"), or it is glued to this one too: a prefix never
  // follows a digit, and flattened markup joins a price to its copy ("379.990Ft379.990 Ft").
  if (suffix !== null && suffix[0].startsWith(' ') && gluedToNextNumber(input.slice(end + suffix[0].length))) suffix = null;
  // A number glued to a word that is no currency ("X5", "र24") is a model name or an unread sign; an
  // amount with cents and a sign after it is a price whose label, in the element before, is glued on
  // ("Prix spécial549,99 €"). Chinese and Japanese write no space after a word, and yen, yuan and won
  // no cents: there a label ends where its amount starts ("販売価格12,980円", "판매가49,000원").
  if (suffix === null && QUANTITY_UNIT.test(input.slice(end, end + 8))) return null;
  const labelGlued = suffix !== null && (UNSPACED_LETTER.test(input.charAt(index - 1)) || (!/^\p{L}/u.test(suffix[1]!) && /[.,]\d{2}$/.test(raw)));
  if (gluedToWord && !labelGlued) return null;
  const markers = [prefix?.[1], prefix?.[2], suffix?.[1], suffix?.[2]].filter((m): m is string => m !== undefined);
  const marker = pickMarker(markers);
  const currency = marker === undefined ? fallback : resolveCurrency(marker, fallback);
  let digits = raw;
  if (suffix !== null) {
    end += suffix[0].length;
    const cents = /[.,]/.test(raw) || /\p{L}$/u.test(suffix[0]) ? null : CENTS_AFTER_SIGN.exec(input.slice(end));
    if (cents !== null) {
      digits = `${raw}.${cents[1]}`;
      end += cents[0].length;
    }
  }
  const amount = readAmount(digits, currency);
  if (amount === null) return null;
  const start = prefix === null ? index : index - prefix[0].length;
  // ",-" / ".–" closing a whole amount is money's own notation ("9.999,-", "CHF 89.–").
  const wholeAmountDash = /[.,] ?[-–—]{1,2}$/.test(raw);
  return { amount, currency, index: start, end, marked: marker !== undefined || wholeAmountDash };
}

function gluedToNextNumber(after: string): boolean {
  if (!/^\d/.test(after) || CENTS_AFTER_SIGN.test(after)) return false;
  // "0,95 €0,3 l": the number after the sign is a quantity, so the sign is the amount's before it.
  const quantity = /^[\d.,]+/.exec(after)![0];
  return !QUANTITY_UNIT.test(after.slice(quantity.length, quantity.length + 8));
}

/** Of the markers around a number, the most specific: "AUD" in "$1,190.00 AUD", "SGD" in "SGD$4.90". */
function pickMarker(markers: readonly string[]): string | undefined {
  return markers.find(isWrittenCode) ?? markers.find(isSpecificMarker) ?? markers[0];
}

function carryRangeCurrency(input: string, found: PriceMatch[]): void {
  for (let i = found.length - 2; i >= 0; i--) {
    const low = found[i]!;
    const high = found[i + 1]!;
    if (low.marked || !high.marked || !RANGE_JOIN.test(input.slice(low.end, high.index))) continue;
    // "3 - €12,50" is a count and a price; the bounds of a range are written alike ("26 to 50 €").
    if (decimalsOf(input.slice(low.index, low.end)) !== decimalsOf(input.slice(high.index, high.end))) continue;
    found[i] = { ...low, currency: high.currency, marked: true };
  }
}

function decimalsOf(written: string): number {
  return /[.,](\d{1,2})(?!\d)/.exec(written)?.[1]?.length ?? 0;
}

const CONTROL_SPACES = /[\t\n\r\f\v\u0085\u2028\u2029]/g;
const NEEDS_NORMALISING = /[^\x20-\x7e]|`/;

function normaliseSeparators(text: string): string {
  if (!NEEDS_NORMALISING.test(text)) return text;
  // No-break, narrow no-break and thin spaces group thousands in fr/pl/ru/sv; ’ in de-CH; full-width
  // digits and signs in ja/zh. One character for one, so match indexes stay valid in the caller's text.
  return foldCharacters(text).replace(CONTROL_SPACES, ' ');
}

/** Dates become spaces of the same length, so their numbers are never read as prices. */
function blankDates(text: string): string {
  if (!MAY_HOLD_DATE.test(text)) return text;
  return text.replace(DATES, (date) => ' '.repeat(date.length));
}

function readAmount(raw: string, currency: string | null): number | null {
  let digits = raw.replace(/[.,] ?[-–—]+$/, '').replace(/([.,]) (?=\d{2}$)/, '$1').replace(/[' ]/g, '');
  if (/^[.,]\d+$/.test(digits)) digits = `0${digits}`;
  const decimalAt = findDecimalSeparator(digits, currency);
  const whole = decimalAt === -1 ? digits : digits.slice(0, decimalAt);
  if (!isWellGrouped(whole)) return null;
  const fraction = decimalAt === -1 ? '' : digits.slice(decimalAt + 1);
  const amount = Number(fraction === '' ? whole.replace(/[.,]/g, '') : `${whole.replace(/[.,]/g, '')}.${fraction}`);
  return Number.isFinite(amount) && whole !== '' ? amount : null;
}

/**
 * Thousands come in groups of three ("1,299,000") or the Indian 2-2-3 ("1,23,456"); anything else
 * ("12.05.2024", "1.2.3") is a version, a date or a code, not an amount.
 */
function isWellGrouped(whole: string): boolean {
  if (!/[.,]/.test(whole)) return true;
  return /^\d{1,3}(?:[.,]\d{3})+$/.test(whole) || /^\d{1,2}(?:,\d{2})+,\d{3}$/.test(whole);
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
