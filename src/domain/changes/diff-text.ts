import { findChangedSpan, widenToSentences } from './changed-span.js';
import { countFacts } from './count-facts.js';
import { isListEntryChange } from './list-entries.js';
import { isTableCellFactChange } from './table-cell-facts.js';
import { isStockLineChange } from './stock-line-change.js';
import { findRollingDates } from './rolling-dates.js';
import { isRotatingCopy } from './rotating-copy.js';
import { forEachWord, isUnspacedLetterCode, sizeOfUnspaced, splitWords, wordSize } from './split-words.js';
import { classifyVolatileChange, type VolatileChange } from './volatile-lines.js';
import { PROSE_CURRENCY_MARKERS } from '../extraction/currency.js';
import { letterTree } from '../extraction/letter-tree.js';

/** The size and shape of a difference between two page texts. */
export interface TextDiff {
  /** Words whose count differs, summed over both sides (multiset symmetric difference). */
  changedWords: number;
  /** Whitespace-separated words on both sides together. */
  totalWords: number;
  /** True when the money amounts mentioned differ (a plan price, a salary). */
  moneyChanged: boolean;
  /** True when a plan limit or a notice's date differs (count-facts.ts). */
  factsChanged: boolean;
  /**
   * True when only prose changed, in a block the page labels as rotating (rotating-copy.ts), or
   * when only volatile lines changed (volatile-lines.ts): a rotating block's prose, amounts derived from a rate.
   */
  rotatingCopy: boolean;
  /** Up to MAX_EXCERPTS short passages gone from / new in the text. */
  removed: string[];
  added: string[];
}

// Guards the worst case (a multi-megabyte text dump): beyond this the tail is ignored.
const MAX_CHARS = 100_000;
const MAX_EXCERPTS = 3;
const EXCERPT_CHARS = 160;
// A block a page rotates (a dish, a quote, a headline) is a few lines; a longer change is read whole.
const ROTATING_MAX_WORDS = 120;

const SEGMENT_BREAK = /(?<=[.!?])\s+|\s*\n+\s*|\s+[|•·]\s+/u;
// Every currency the extraction knows in text (currency.ts), as written: "258 lei", "289 990 Ft",
// "3 100 Kč", "0,0005 BTC" is no currency, "¥480", "5 TL". Case matters ("Ft" is money, "ft" feet).
const CURRENCY = letterTree(PROSE_CURRENCY_MARKERS);
const CURRENCY_BEFORE = String.raw`(?<![\p{L}\p{N}])(?:${CURRENCY})`;
const CURRENCY_AFTER = String.raw`(?:${CURRENCY})(?:(?<!\p{L})|(?![\p{L}]))`;
// Grouping by "," "." or "'" (de-CH), or by a space as in cs, hu, fr, pl, sv ("289 990 Ft"), and
// the Swiss/German whole-amount endings ".–" and ",-".
const AMOUNT = String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?(?![\d.,])|\d[\d.,'’]*\d(?:[.,][-–])?|\d`;
// A unit price in minor units ("30p per pod", "12c each", "8,5 ct/Stück", "99¢"): the letter
// counts as money only before a "per" word or a slash, so "30p" alone (a page, a resolution) stays text.
const MINOR = String.raw`(${AMOUNT})(?:¢|\s?(?:p|c|ct|cents?)(?=\s?(?:\/|(?:per|each|pro|je|par|por|ea)(?![\p{L}]))))`;
const MONEY = new RegExp(String.raw`${CURRENCY_BEFORE}\s?(${AMOUNT})|(${AMOUNT})\s?${CURRENCY_AFTER}|${MINOR}`, 'gu');

function countWords(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of splitWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

// Whitespace-separated tokens, each as many words as wordSize says (a Japanese sentence is several).
function countTokens(text: string): number {
  let tokens = 0;
  let inToken = false;
  let unspaced = 0;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    const space = code === 32 || (code >= 9 && code <= 13) || code === 160;
    if (space && inToken) tokens += sizeOfUnspaced(unspaced);
    if (space) unspaced = 0;
    else if (isUnspacedLetterCode(code)) unspaced++;
    inToken = !space;
  }
  return tokens;
}

// "1.299,00" and "1,299.00" are the same amount: the last separator followed by
// one or two digits is the decimal point, every other separator is grouping.
function normaliseAmount(raw: string): string {
  const trimmed = raw.replace(/[.,][-–]$/, '');
  const decimal = /[.,](\d{1,2})$/.exec(trimmed);
  const whole = (decimal ? trimmed.slice(0, decimal.index) : trimmed).replace(/\D/g, '');
  return String(Number(`${whole}.${decimal?.[1] ?? '0'}`));
}

// Money holds a digit: only lines with one are scanned with the long pattern of every currency,
// which would otherwise cost more than the rest of a comparison.
const HAS_DIGIT = /\d/;

function countAmounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const matches = text.split('\n').flatMap((line) => (HAS_DIGIT.test(line) ? [...line.matchAll(MONEY)] : []));
  for (const match of matches) {
    const amount = match[3] === undefined ? normaliseAmount(match[1] ?? match[2] ?? '') : `${normaliseAmount(match[3])}¢`;
    counts.set(amount, (counts.get(amount) ?? 0) + 1);
  }
  return counts;
}

/** Whether the line states an amount of money. */
export function statesMoney(line: string): boolean {
  return countAmounts(line).size > 0;
}

/**
 * `text` without the money amounts equal to one of `amounts` (as prices, e.g. 990 for "$990.00"):
 * the page's own price, when a typed finding already compares it, is no text change too.
 */
export function removeAmounts(text: string, amounts: readonly number[]): string {
  if (amounts.length === 0) return text;
  const wanted = new Set(amounts.map((amount) => String(amount)));
  const remove = (match: string, before?: string, after?: string) => ((before ?? after) !== undefined && wanted.has(normaliseAmount(before ?? after ?? '')) ? '' : match);
  return text
    .split('\n')
    .map((line) => (HAS_DIGIT.test(line) ? line.replace(MONEY, remove) : line))
    .join('\n');
}

// Every changed word is part of a date rolled forward a day with the calendar ("valid until 28
// November" → "29 November"): the page was rendered on another day, nothing else changed.
function onlyDatesRolled(before: Map<string, number>, after: Map<string, number>, gone: ReadonlySet<string>, fresh: ReadonlySet<string>): boolean {
  const rolled = findRollingDates(before, after);
  if (rolled === null) return false;
  const goneWords = new Set(rolled.gone.flatMap((fact) => splitWords(fact)));
  const freshWords = new Set(rolled.fresh.flatMap((fact) => splitWords(fact)));
  return [...gone].every((word) => goneWords.has(word)) && [...fresh].every((word) => freshWords.has(word));
}

// The span's text without the reading lines of a volatile change. The span cuts its first and
// last lines: the first is a reading's end, the last a reading's start.
function withoutLines(text: string, volatile: VolatileChange | null): string {
  if (volatile === null || volatile.readings.size === 0) return text;
  const lines = text.split('\n');
  const readings = [...volatile.readings];
  const isReading = (line: string, i: number) =>
    volatile.readings.has(line) || (i === 0 && readings.some((r) => r.endsWith(line))) || (i === lines.length - 1 && readings.some((r) => r.startsWith(line)));
  return lines.filter((line, i) => !isReading(line, i)).join('\n');
}

function hasDigit(words: ReadonlySet<string>): boolean {
  for (const word of words) if (HAS_DIGIT.test(word)) return true;
  return false;
}

function isSameBag(a: Map<string, number>, b: Map<string, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, count] of a) if (b.get(key) !== count) return false;
  return true;
}

/** Cuts a long passage to a window that starts near its first changed word. */
function excerpt(segment: string, changed: ReadonlySet<string>): string {
  if (segment.length <= EXCERPT_CHARS) return segment;
  const lower = segment.toLowerCase();
  let start = -1;
  forEachWord(lower, (from, to) => {
    if (start === -1 && changed.has(lower.slice(from, to))) start = Math.max(0, from - 40);
  });
  start = Math.max(0, start);
  const window = segment.slice(start, start + EXCERPT_CHARS).trim();
  return `${start > 0 ? '…' : ''}${window}${start + EXCERPT_CHARS < segment.length ? '…' : ''}`;
}

interface Segment {
  text: string;
  words: string[];
  key: string;
}

function splitSegments(text: string): Segment[] {
  return text.split(SEGMENT_BREAK).map((segment) => {
    const words = splitWords(segment.toLowerCase());
    return { text: segment.trim(), words, key: words.join(' ') };
  });
}

// Passages of `from` missing in `to` (as a multiset, so moved passages are not
// reported) that contain at least one changed word.
function pickExcerpts(from: readonly Segment[], to: readonly Segment[], changed: ReadonlySet<string>): string[] {
  const available = new Map<string, number>();
  for (const segment of to) available.set(segment.key, (available.get(segment.key) ?? 0) + 1);
  const picked: string[] = [];
  for (const segment of from) {
    if (picked.length >= MAX_EXCERPTS) break;
    const left = available.get(segment.key) ?? 0;
    if (left > 0) {
      available.set(segment.key, left - 1);
      continue;
    }
    if (segment.words.some((word) => changed.has(word))) picked.push(excerpt(segment.text, changed));
  }
  return picked;
}

/**
 * Compares two normalised page texts as bags of words, case-insensitively:
 * reordered passages (rotating carousels, shuffled reviews) and case or
 * whitespace changes are no difference at all. Returns null when the words
 * are the same, or when only a notice's date rolled forward a day. Only the span between the common prefix and suffix is
 * tokenised (the bag difference is the same), so a local edit in a 20 KB text
 * costs well under a millisecond; input is capped at MAX_CHARS per side.
 */
export function diffText(before: string, after: string, rotating: { before?: readonly string[]; after?: readonly string[] } = {}): TextDiff | null {
  if (before === after) return null;
  const beforeText = before.slice(0, MAX_CHARS);
  const afterText = after.slice(0, MAX_CHARS);
  const span = findChangedSpan(beforeText, afterText);
  const beforeMiddle = beforeText.slice(span.start, span.beforeEnd).toLowerCase();
  const afterMiddle = afterText.slice(span.start, span.afterEnd).toLowerCase();
  const beforeWords = countWords(beforeMiddle);
  const afterWords = countWords(afterMiddle);

  let changedWords = 0;
  const gone = new Set<string>();
  const fresh = new Set<string>();
  for (const [word, count] of beforeWords) {
    const delta = count - (afterWords.get(word) ?? 0);
    if (delta > 0) gone.add(word);
    changedWords += Math.abs(delta) * wordSize(word);
  }
  for (const [word, count] of afterWords) {
    if (!beforeWords.has(word)) changedWords += count * wordSize(word);
    if (count > (beforeWords.get(word) ?? 0)) fresh.add(word);
  }
  if (changedWords === 0) return null;

  const context = widenToSentences(beforeText, afterText, span);
  // The line above the context, the same on both sides: it may label the context's first line.
  const above = beforeText.slice(beforeText.lastIndexOf('\n', context.start - 2) + 1, Math.max(0, context.start - 1));
  const beforeFacts = countFacts(context.before, above);
  const afterFacts = countFacts(context.after, above);
  if (!isSameBag(beforeFacts, afterFacts) && onlyDatesRolled(beforeFacts, afterFacts, gone, fresh)) return null;
  const beforeSegments = splitSegments(context.before);
  const afterSegments = splitSegments(context.after);
  // A change confined to volatile lines is judged by size; readings (derived amounts, the day's numbers) move no decision.
  const volatile = changedWords <= ROTATING_MAX_WORDS ? classifyVolatileChange(beforeText, afterText, span, rotating) : null;
  // Amounts are read in the text as written: a currency's case tells it from a unit ("Ft", "ft").
  // A reading's amounts (an exchange rate beside a rotated promo) move no decision.
  const moneyChanged = volatile?.kind !== 'reading' && !isSameBag(countAmounts(withoutLines(beforeText.slice(span.start, span.beforeEnd), volatile)), countAmounts(withoutLines(afterText.slice(span.start, span.afterEnd), volatile)));
  // Sentences, not the changed span: "Applications close on" may stand a few words before the date.
  // An entry added to or removed from a list is news to its watcher however few its words.
  const factsChanged = volatile?.kind !== 'reading' && (
    !isSameBag(beforeFacts, afterFacts) || isTableCellFactChange(context.before, context.after, beforeText.slice(0, span.start)) || isListEntryChange(beforeText, afterText, span) ||
    isStockLineChange(context.before, context.after)
  );
  const proseOnly = !moneyChanged && !factsChanged && !hasDigit(gone) && !hasDigit(fresh);
  return {
    changedWords,
    totalWords: countTokens(beforeText) + countTokens(afterText),
    moneyChanged,
    factsChanged,
    rotatingCopy: volatile !== null || (proseOnly && changedWords <= ROTATING_MAX_WORDS && gone.size > 0 && fresh.size > 0 && isRotatingCopy(beforeText, afterText)),
    removed: pickExcerpts(beforeSegments, afterSegments, gone),
    added: pickExcerpts(afterSegments, beforeSegments, fresh),
  };
}
