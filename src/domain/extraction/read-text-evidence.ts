import type { Availability } from '../observation.js';
import type { PageScan, PriceCandidate } from './page-scan.js';
import { detectStockPhrase, leaveOutStoreCounts, readToComeAsPreorder, type FoldedStockWords } from './detect-stock-phrase.js';
import { hasCurrencyPrice } from './parse-price.js';
import { reviewLines } from './review-sections.js';

// Cheap gates before the full price and stock patterns; only lines that pass are read in full.
// A digit next to something currency-like: a non-ASCII sign, "$", a code, or one of the ASCII
// signs and words of currency.ts ("kr", "Rs", "Ft", "lei", "pln", "euro", "S/", ":-"), or the dash
// that closes a whole amount ("9.999,-").
const MAY_HOLD_PRICE =
  /\d[.,] ?[-–—]|\d.{0,4}(?:[^\x00-\x7f]|\$|[A-Z]{2}|[KkRrFf][rsptm]|le[iu]|Fr|Br|Bs|Le|Nu|Tk|Ks|Kc|Dh|Fd|Nf|FB|Sh|Col|Bds|eur|usd|gbp|chf|pln|czk|huf|ron|bgn|rub|uah|inr|jpy|cny|aud|cad|nzd|sgd|hkd|brl|mxn|zar|ils|aed|sar|qar|kwd|nok|dkk|dollar|pound|yen|yuan|rupee|z[lł]|kc|korun|forint|kn|din|:-|[SB]\/)|(?:[^\x00-\x7f]|\$|[A-Z]{2}|[KkRrFf][rsptm]|le[iu]|R|Fr|Br|Bs|Le|Nu|Tk|Ks|Kc|Dh|Fd|Nf|FB|Sh|Col|Bds|eur|usd|gbp|chf|pln|czk|huf|ron|bgn|rub|uah|inr|jpy|cny|aud|cad|nzd|sgd|hkd|brl|mxn|zar|ils|aed|sar|qar|kwd|nok|dkk|[SB]\/\.?).{0,4}\d/;
const DIGIT = /\d/;
// A match spans at most this far around its digit: a three-letter sign and four characters between.
const PRICE_REACH_BEFORE = 7;
const PRICE_REACH_AFTER = 8;

/**
 * Markup price candidates and the prices written with a currency in the scan's price lines (not
 * in customers' reviews), merged in the order they stand on the page: pickPrice lets earlier
 * candidates win ties.
 */
export function readTextPrices(scan: PageScan): PriceCandidate[] {
  const markup = scan.priceCandidates;
  const candidates: PriceCandidate[] = [];
  let nextMarkup = 0;
  let offset = 0;
  let previous = '';
  const reviews = reviewLines(scan);
  for (let line = 0; line < scan.priceLines.length; line++) {
    const text = scan.priceLines[line] ?? '';
    while (nextMarkup < markup.length && (markup[nextMarkup]?.line ?? 0) <= line) candidates.push(markup[nextMarkup++]!);
    if (mayHoldPrice(text) && !reviews.has(line) && hasCurrencyPrice(text)) {
      candidates.push({ text, before: previous.slice(-80), hints: '', amount: null, source: 'heuristic', rank: 0, offset, line });
    }
    offset += text.length + 1;
    previous = text;
  }
  for (; nextMarkup < markup.length; nextMarkup++) candidates.push(markup[nextMarkup]!);
  return candidates;
}

/** A stock state worded on one of the scan's price lines. */
export interface WordedStock {
  line: number;
  phrase: Availability;
}

/**
 * Availabilities worded in the scan's price lines ("Sold out", "Only 3 left"), in order of
 * appearance, each with its line. Among several option buttons (sizes, colours), one's wording tells
 * of that option, not the product, unless every option is sold out. Lines `isOther` names are about
 * something else (a withheld price's "su richiesta" is not the stock wording it would be alone).
 */
export function readWordedStock(scan: PageScan, stockWords?: FoldedStockWords, isOther?: (text: string) => boolean): WordedStock[] {
  const read = scan.priceLines.map((text) => (isOther?.(text) === true ? null : detectStockPhrase(text, stockWords)));
  readToComeAsPreorder(read, scan.priceLines, stockWords);
  leaveOutStoreCounts(read, scan.priceLines);
  const options = optionLines(scan, (line) => read[line] === 'out_of_stock');
  const worded: WordedStock[] = [];
  for (let line = 0; line < read.length; line++) {
    const phrase = read[line]!;
    if (phrase !== null && !options.has(line)) worded.push({ line, phrase });
  }
  return worded;
}

const NO_LINES: ReadonlySet<number> = new Set();

/**
 * The lines of option buttons (sizes, colours) whose wording tells of that option, not of the
 * product: all of them when there are several, none when every one is sold out (then the product is).
 */
export function optionLines(scan: PageScan, isSoldOut: (line: number) => boolean): ReadonlySet<number> {
  const { choiceLines } = scan;
  return choiceLines.length > 1 && !choiceLines.every(isSoldOut) ? new Set(choiceLines) : NO_LINES;
}

/**
 * Same answer as MAY_HOLD_PRICE.test(text), but the pattern only sees the few characters around
 * each digit: on a whole line its letter-pair branches would start, and backtrack, at every word.
 */
export function mayHoldPrice(text: string): boolean {
  // Most lines of prose hold no digit at all; the regex engine finds that out fastest.
  const firstDigit = text.search(DIGIT);
  if (firstDigit === -1) return false;
  let from = -1;
  let to = -1;
  for (let i = firstDigit; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) continue;
    const start = Math.max(0, i - PRICE_REACH_BEFORE);
    const end = i + PRICE_REACH_AFTER + 1;
    if (to !== -1 && start <= to) {
      to = end;
      continue;
    }
    if (to !== -1 && MAY_HOLD_PRICE.test(text.slice(from, to))) return true;
    from = start;
    to = end;
  }
  return to !== -1 && MAY_HOLD_PRICE.test(text.slice(from, to));
}
