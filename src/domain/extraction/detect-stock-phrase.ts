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

// Phrases of spaced languages filed under the start of their longest word: a line is only
// matched against the phrases whose word starts it holds. Most lines of a page are prose.
const BY_ANCHOR = new Map<string, Phrase[]>();
const UNSPACED_PHRASES: Phrase[] = [];
// Purchase-button labels, filed the same way (rank and kind unused).
const BUY_BY_ANCHOR = new Map<string, Phrase[]>();
const UNSPACED_BUY: Phrase[] = [];
for (const [lang, wording] of WORDINGS) {
  const file = (source: string, phrase: Phrase, byAnchor: Map<string, Phrase[]>, unspaced: Phrase[]): void => {
    if (UNSPACED_LANGUAGES.has(lang)) unspaced.push(phrase);
    else byAnchor.set(anchorOf(source), [...(byAnchor.get(anchorOf(source)) ?? []), phrase]);
  };
  KINDS.forEach(([kind], rank) => {
    for (const source of wording[kind]) file(source, { rank, kind, pattern: new RegExp(phrasePattern(source, lang), 'gu') }, BY_ANCHOR, UNSPACED_PHRASES);
  });
  for (const source of wording.buy) file(source, { rank: 0, kind: 'inStock', pattern: new RegExp(phrasePattern(source, lang), 'gu') }, BUY_BY_ANCHOR, UNSPACED_BUY);
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
  const candidates = candidatePhrases(line, BY_ANCHOR, UNSPACED_PHRASES);
  if (candidates.length === 0) return null;
  const found: Array<{ phrase: Phrase; start: number; end: number }> = [];
  for (const phrase of candidates.sort((a, b) => a.rank - b.rank)) {
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
  if (text.length > MAX_LINE) return false;
  const label = text.toLowerCase();
  return candidatePhrases(label, BUY_BY_ANCHOR, UNSPACED_BUY).some((phrase) => {
    phrase.pattern.lastIndex = 0;
    return phrase.pattern.test(label);
  });
}

function candidatePhrases(line: string, byAnchor: ReadonlyMap<string, Phrase[]>, unspaced: readonly Phrase[]): Phrase[] {
  const found = new Set<Phrase>();
  // A character loop finds the word starts: splitting with a regex costs more than the lookups.
  let start = -1;
  for (let i = 0; i <= line.length; i++) {
    const inWord = i < line.length && isWordCode(line.charCodeAt(i));
    if (inWord && start === -1) start = i;
    if (inWord || start === -1) continue;
    for (const phrase of byAnchor.get(line.slice(start, Math.min(i, start + ANCHOR_LENGTH))) ?? []) found.add(phrase);
    start = -1;
  }
  if (UNSPACED_SCRIPT.test(line)) for (const phrase of unspaced) found.add(phrase);
  return found.size === 0 ? [] : [...found];
}

/** Letters and digits of the scripts NON_WORD keeps. */
function isWordCode(code: number): boolean {
  if (code < 0x80) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
  return (code >= 0xc0 && code <= 0x24f) || (code >= 0x370 && code <= 0x4ff) || (code >= 0x600 && code <= 0x6ff) || (code >= 0x900 && code <= 0x97f);
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
