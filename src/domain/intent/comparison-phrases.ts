import { conditionWordList, isConditionWord, type ConditionWordField } from './condition-words.js';
import { LANGUAGE_CODES, type LanguageCode } from './languages/all-languages.js';
import { listWordsWithoutAccents } from './languages/language-words.js';
import type { Token } from './tokenize.js';
import { correctWord, isArticle } from './vocabulary.js';

// The comparison words around an amount and what they make of it, shared by the readings of
// money (`extract-threshold.ts`) and of percentages (`read-percent.ts`).

/** What an amount of money bounds: a price level, inclusive or not, or the size of a drop. */
export type Direction = 'below' | 'at_or_below' | 'above' | 'drop_abs';

// Every language's strict and lower bounds before an amount, read in any intent: they need an
// amount right after them. "max" counts only after the amount ("$300 max"): before it, it is
// usually a model name ("Air Max 90").
// Verbs of reaching an amount are weak evidence of a price: only with a currency do they make a threshold.
const REACH = LANGUAGE_CODES.flatMap((code) => listWordsWithoutAccents(conditionWordList(code, 'reach')));
const BELOW = new Set([...LANGUAGE_CODES.flatMap((code) => listWordsWithoutAccents(conditionWordList(code, 'below'))), ...REACH]);
const ABOVE = new Set(LANGUAGE_CODES.flatMap((code) => listWordsWithoutAccents(conditionWordList(code, 'above'))));
const WEAK_BELOW = new Set(['hits', 'reaches', 'is at', 'gets to', 'goes to', ...REACH]);

/** Whether a phrase is a strict upper bound before an amount ("under", "cheaper than", "unter"). */
export const isBelowPhrase = (phrase: string): boolean => BELOW.has(phrase);

/** Whether a bound is weak evidence of a price ("hits", "reaches"): only with a currency does it make a threshold. */
export const isWeakBelow = (phrase: string): boolean => WEAK_BELOW.has(phrase);

/** The words from `from` on, `count` of them, spelling-corrected and joined; null past a break, a used word or the end. */
export function wordsAt(tokens: Token[], used: boolean[], from: number, count: number, language: LanguageCode): string | null {
  const words: string[] = [];
  for (let i = from; i < from + count; i++) {
    const token = tokens[i];
    if (token === undefined || token.isBreak || used[i]) return null;
    words.push(correctWord(token.lower, language));
  }
  return words.join(' ');
}

/** The index after an article at `index` ("unter die 500 €", "tussen de 800"), else `index`. */
export function skipArticle(tokens: Token[], used: boolean[], index: number, language: LanguageCode): number {
  const word = wordsAt(tokens, used, index, 1, language);
  return word !== null && isArticle(word, language) ? index + 1 : index;
}

/** A drop's size introduced by a verb, with or without the preposition: "drops by", "sinkt um", "baja". */
function isDropBy(language: LanguageCode, phrase: string): boolean {
  if (isConditionWord(language, 'dropVerbs', phrase)) return true;
  const words = phrase.split(' ');
  for (let split = 1; split < words.length; split++) {
    const verb = words.slice(0, split).join(' ');
    const by = words.slice(split).join(' ');
    if (isConditionWord(language, 'dropVerbs', verb) && isConditionWord(language, 'by', by)) return true;
  }
  return false;
}

export const inLanguage = (language: LanguageCode, field: ConditionWordField, phrase: string): boolean =>
  isConditionWord(language, field, phrase) || isConditionWord('en', field, phrase);

/** The kind a comparison alone gives an amount: "below", "at most", "drops by". */
function comparisonKind(phrase: string, language: LanguageCode): Direction | null {
  for (const code of new Set([language, 'en' as const])) {
    if (isDropBy(code, phrase)) return 'drop_abs';
    if (isConditionWord(code, 'atMost', phrase)) return 'at_or_below';
  }
  if (BELOW.has(phrase)) return 'below';
  if (ABOVE.has(phrase)) return 'above';
  return null;
}

/**
 * A strict bound joined with "or equal" on either side includes its amount: "less than or equal
 * to", "under or at", "igual o menos de", "inférieur ou égal à". No kind says "at or above", so a
 * lower bound stays "above".
 */
function inclusiveKind(phrase: string, language: LanguageCode): Direction | null {
  const words = phrase.split(' ');
  for (let split = 1; split < words.length; split++) {
    const head = words.slice(0, split).join(' ');
    const tail = words.slice(split).join(' ');
    const bound = inLanguage(language, 'orEqual', tail) ? comparisonKind(head, language) : inLanguage(language, 'equalOr', head) ? comparisonKind(tail, language) : null;
    if (bound === 'below' || bound === 'at_or_below') return 'at_or_below';
    if (bound === 'above') return 'above';
  }
  return null;
}

/** The kind a phrase before an amount gives it; `by` alone ("um 50 €") waits for a drop word after it. */
export function kindBefore(phrase: string, language: LanguageCode): Direction | 'by' | null {
  const kind = inclusiveKind(phrase, language) ?? comparisonKind(phrase, language);
  if (kind !== null) return kind;
  return isConditionWord(language, 'by', phrase) ? 'by' : null;
}

/**
 * The phrase with its last word in the masculine singular, where the Romance endings are regular
 * ("más baratas" → "más barato", "moins chères" → "moins cher", "più economiche" → "più economico"),
 * else null: the word lists give one form of each adjective.
 */
function singularOf(phrase: string, language: LanguageCode): string | null {
  let singular = phrase;
  if (language === 'it') singular = phrase.replace(/([cg])he$/, '$1o').replace(/[iea]$/, 'o');
  else if (language === 'es' || language === 'pt') singular = phrase.replace(/(?:os|as|a)$/, 'o').replace(/s$/, '');
  else if (language === 'fr') singular = phrase.replace(/s$/, '').replace(/ère$/, 'er');
  return singular === phrase ? null : singular;
}

/** The kind a phrase after an amount gives it: "or less", "cheaper" (a drop of that size), "or more". */
export function kindAfter(phrase: string, language: LanguageCode): Direction | null {
  const kind = kindAfterWritten(phrase, language);
  if (kind !== null) return kind;
  const singular = singularOf(phrase, language);
  return singular === null ? null : kindAfterWritten(singular, language);
}

function kindAfterWritten(phrase: string, language: LanguageCode): Direction | null {
  for (const code of new Set([language, 'en' as const])) {
    if (isConditionWord(code, 'atMostAfter', phrase)) return 'at_or_below';
    if (isConditionWord(code, 'dropAfter', phrase)) return 'drop_abs';
  }
  if (inLanguage(language, 'belowAfter', phrase)) return 'below';
  return inLanguage(language, 'aboveAfter', phrase) ? 'above' : null;
}
