import type { Availability } from '../observation.js';
import { STOCK_WORDING, UNSPACED_LANGUAGES, type StockWording } from './stock-wording.js';

type Kind = keyof Omit<StockWording, 'negations' | 'negationsAfter' | 'buy'>;

interface Phrase {
  rank: number;
  kind: Kind;
  pattern: RegExp;
}

// The first kind found decides, in this order: "back in stock soon" is out of stock, "only 3 left
// in stock" limited, "pre-order, ships when in stock" a pre-order.
const KINDS: ReadonlyArray<readonly [Kind, Availability]> = [
  ['outOfStock', 'out_of_stock'],
  ['discontinued', 'discontinued'],
  ['preorder', 'preorder'],
  ['backorder', 'backorder'],
  ['limited', 'limited'],
  ['inStock', 'in_stock'],
  ['status', 'in_stock'],
];
const WORDINGS = Object.entries(STOCK_WORDING);
// Words are split without Unicode property escapes, which cost more than the rest of the check:
// letters are those of the Latin, Greek, Cyrillic, Arabic and Devanagari blocks.
const NON_WORD = /[^a-z0-9\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u0600-\u06ff\u0900-\u097f]+/;
const UNSPACED_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const ANCHOR_LENGTH = 5;
// A stock state is a short statement; longer lines are prose about the product ("restocks every
// spring, never out of stock for long").
const MAX_LINE = 200;
const NEGATION_REACH = 3;

const NEGATIONS = new Set(WORDINGS.flatMap(([, wording]) => wording.negations));
const NEGATIONS_AFTER = new RegExp(`^\\s*(?:${WORDINGS.flatMap(([, w]) => w.negationsAfter ?? []).join('|')})(?![\\p{L}])`, 'u');
const UNSPACED_NEGATION = /(?:无|無|没有|沒有|不)$/;
const ADD_TO_CART = new RegExp(WORDINGS.map(([lang, wording]) => phrasePattern(wording.buy.join('|'), lang)).join('|'), 'iu');

// Phrases of spaced languages filed under the start of their longest word: a line is only
// matched against the phrases whose word starts it holds. Most lines of a page are prose.
const BY_ANCHOR = new Map<string, Phrase[]>();
const UNSPACED_PHRASES: Phrase[] = [];
for (const [lang, wording] of WORDINGS) {
  KINDS.forEach(([kind], rank) => {
    for (const source of wording[kind]) {
      const phrase = { rank, kind, pattern: new RegExp(phrasePattern(source, lang), 'gu') };
      if (UNSPACED_LANGUAGES.has(lang)) {
        UNSPACED_PHRASES.push(phrase);
        continue;
      }
      const anchor = anchorOf(source);
      BY_ANCHOR.set(anchor, [...(BY_ANCHOR.get(anchor) ?? []), phrase]);
    }
  });
}

/**
 * Reads availability from visible wording in any language of stock-wording.ts: "Sold out",
 * "Nicht auf Lager", "plus disponible", "品切れ", "Only 3 left", "In stock". A negation before an
 * in-stock phrase ("not in stock", "0 in stock", "no tickets available") makes it out of stock;
 * a status word ("Available", "Disponible") counts only alone on its line.
 */
export function detectStockPhrase(text: string): Availability | null {
  if (text.length > MAX_LINE) return null;
  const line = text.toLowerCase();
  const found: Array<{ phrase: Phrase; start: number; end: number }> = [];
  for (const phrase of candidatePhrases(line)) {
    for (const match of line.matchAll(phrase.pattern)) found.push({ phrase, start: match.index, end: match.index + match[0].length });
  }
  let best = KINDS.length;
  for (const { phrase, start, end } of found) {
    // "Almost sold out" is a few left, not sold out: a phrase inside a longer one does not count.
    if (found.some((other) => other.start <= start && other.end >= end && other.end - other.start > end - start)) continue;
    const inStockKind = phrase.kind === 'inStock' || phrase.kind === 'status';
    if (inStockKind && isNegated(line, start, end)) return 'out_of_stock';
    if (phrase.kind === 'status' && !standsAlone(line, line.slice(start, end))) continue;
    best = Math.min(best, phrase.rank);
  }
  return KINDS[best]?.[1] ?? null;
}

/** True for the label of a purchase button ("Add to cart", "In den Warenkorb", "カートに入れる"). */
export function isAddToCartLabel(text: string): boolean {
  return ADD_TO_CART.test(text);
}

function candidatePhrases(line: string): Phrase[] {
  const found = new Set<Phrase>();
  for (const word of line.split(NON_WORD)) {
    if (word === '') continue;
    for (const phrase of BY_ANCHOR.get(word.slice(0, ANCHOR_LENGTH)) ?? []) found.add(phrase);
  }
  if (UNSPACED_SCRIPT.test(line)) for (const phrase of UNSPACED_PHRASES) found.add(phrase);
  return [...found].sort((a, b) => a.rank - b.rank);
}

function phrasePattern(source: string, lang: string): string {
  const body = source.replaceAll(' ', '[\\s-]+');
  return UNSPACED_LANGUAGES.has(lang) ? `(?:${body})` : `(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}])`;
}

/** The start of a phrase's longest word that every match must hold ("épuisée?s?" → "épu"). */
function anchorOf(source: string): string {
  const literal = source
    .replace(/\((?:[^()]|\([^()]*\))*\)[?*]?|\[[^\]]*\][?*+]?|\\[wdsp][*+]?|.\?/gu, ' ')
    .split(NON_WORD)
    .reduce((longest, word) => (word.length > longest.length ? word : longest), '');
  return literal.slice(0, ANCHOR_LENGTH);
}

/** A negation at most three words before the phrase, with no number between ("Item no 12345 in stock"). */
function isNegated(line: string, start: number, end: number): boolean {
  if (NEGATIONS_AFTER.test(line.slice(end, end + 20))) return true;
  const before = line.slice(Math.max(0, start - 40), start);
  if (UNSPACED_NEGATION.test(before)) return true;
  const words = before.split(/[^\p{L}\p{N}']+/u).filter((w) => w !== '').slice(-NEGATION_REACH);
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i]!;
    if (NEGATIONS.has(word) || NEGATIONS.has(word.replace("'", ''))) return true;
    if (/\d/.test(word)) return false;
  }
  return false;
}

/** "Available" on its own line is a stock state; in "available in 3 colours" it is not. */
function standsAlone(line: string, word: string): boolean {
  return line.replace(/[^\p{L}\p{N}\s]/gu, '').trim() === word;
}
