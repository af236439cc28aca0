import type { Condition } from '../conditions/condition-list.js';
import { isConditionWord, LONGEST_PHRASE } from './condition-words.js';
import { inLanguage, kindAfter, kindBefore, wordsAt } from './comparison-phrases.js';
import type { LanguageCode } from './languages/all-languages.js';
import { isHalvingVerb, shareOfFractionWord, valueOfNumberWord } from './number-words.js';
import type { Token } from './tokenize.js';
import { isArticle, isPriceNoun } from './vocabulary.js';

// The sign after the number, or before it as Turkish writes it ("%15").
const PERCENT = /^-?(?:(\d{1,2}(?:[.,]\d{1,2})?)\s?%|%(\d{1,2}(?:[.,]\d{1,2})?))$/;
const BARE_NUMBER = /^-?\d{1,2}(?:[.,]\d{1,2})?$/;

/** A percentage read from the words: its amount, its last token, and whether it is a share of the price itself. */
interface Share {
  amount: number;
  last: number;
  /** "half price", "un quart de son prix": a fraction of the price names a drop without a drop word. */
  ofPrice: boolean;
}

// How many words may stand between a fraction and its price noun: "un quart de son prix", "la mitad del precio".
const PRICE_NOUN_REACH = 3;

// How far a verb of costing may stand from a fraction it prices: "kostet nur noch die Hälfte", "die Hälfte kostet".
const COST_REACH = 3;

/** Whether a verb of costing stands within three words before `first` or after `last`. */
function costsNear(tokens: Token[], used: boolean[], first: number, last: number, language: LanguageCode): boolean {
  for (let i = Math.max(0, first - COST_REACH); i <= last + COST_REACH; i++) {
    if (i >= first && i <= last) continue;
    const word = wordsAt(tokens, used, i, 1, language);
    if (word !== null && inLanguage(language, 'cost', word)) return true;
  }
  return false;
}

/**
 * "a quarter", "ein Fünftel", "una cuarta parte", "half": a fraction written out, from an article
 * before it when there is one, as a percentage; `ofPrice` when a price noun follows it within three
 * words or a verb of costing stands beside it ("costa la metà"), or when a verb halves the price ("halbiert").
 */
function readFraction(tokens: Token[], used: boolean[], index: number, language: LanguageCode): Share | null {
  const word = wordsAt(tokens, used, index, 1, language);
  if (word === null) return null;
  if (isHalvingVerb(word)) return { amount: 50, last: index, ofPrice: true };
  const at = isArticle(word, language) || isArticle(word, 'en') ? index + 1 : index;
  for (const count of [2, 1]) {
    const phrase = wordsAt(tokens, used, at, count, language);
    const amount = phrase === null ? undefined : shareOfFractionWord(phrase, language);
    if (amount === undefined) continue;
    const last = at + count - 1;
    for (let next = last + 1; next <= last + PRICE_NOUN_REACH; next++) {
      const after = wordsAt(tokens, used, next, 1, language);
      if (after === null) break;
      if (isPriceNoun(after, language)) return { amount, last: next, ofPrice: true };
    }
    return { amount, last, ofPrice: costsNear(tokens, used, index, last, language) };
  }
  return null;
}

/** "10%", "10 %", "10 Prozent", "a quarter": the percentage and the index of its last token, or null. */
export function readPercent(tokens: Token[], used: boolean[], index: number, language: LanguageCode): Share | null {
  const token = tokens[index];
  if (token === undefined || token.isBreak || used[index]) return null;
  const sign = PERCENT.exec(token.lower);
  let last = index;
  let digits = sign?.[1] ?? sign?.[2];
  // A word for percent before the number, as Turkish puts it: "yüzde 15".
  if (digits === undefined && isConditionWord(language, 'percentBefore', token.lower)) {
    const next = wordsAt(tokens, used, index + 1, 1, language);
    if (next !== null && BARE_NUMBER.test(next)) {
      digits = next;
      last = index + 1;
    }
  }
  const number = BARE_NUMBER.test(token.lower) ? token.lower : valueOfNumberWord(token.lower, language)?.toString();
  if (digits === undefined && number !== undefined) {
    for (const count of [2, 1]) {
      const after = wordsAt(tokens, used, index + 1, count, language);
      if (after === '%' || (after !== null && (isConditionWord(language, 'percent', after) || isConditionWord('en', 'percent', after)))) {
        digits = number;
        last = index + count;
        break;
      }
    }
  }
  if (digits === undefined) return readFraction(tokens, used, index, language);
  const amount = Math.abs(Number(digits.replace(',', '.')));
  return amount > 0 && amount < 100 ? { amount, last, ofPrice: false } : null;
}

function risesBefore(tokens: Token[], used: boolean[], index: number, language: LanguageCode): boolean {
  for (let from = Math.max(0, index - 3); from < index; from++) {
    for (const count of [1, 2]) {
      if (from + count > index) continue;
      const phrase = wordsAt(tokens, used, from, count, language);
      if (phrase !== null && (isConditionWord(language, 'riseVerbs', phrase) || isConditionWord('en', 'riseVerbs', phrase))) return true;
    }
  }
  return false;
}

const isDropWord = (phrase: string, language: LanguageCode): boolean =>
  [language, 'en' as const].some((code) => isConditionWord(code, 'anyDrop', phrase) || isConditionWord(code, 'dropVerbs', phrase) || isConditionWord(code, 'dropAfter', phrase) || isConditionWord(code, 'by', phrase));

/** Whether a drop word stands within three words of a percentage: "70% cocoa" is a product, "drops 10%" a drop. */
function dropsNear(tokens: Token[], used: boolean[], first: number, last: number, language: LanguageCode): boolean {
  for (let from = Math.max(0, first - 3); from <= last + 3; from++) {
    if (from >= first && from <= last) continue;
    for (const count of [1, 2]) {
      const to = from + count - 1;
      if (from < first && to >= first) continue;
      const phrase = wordsAt(tokens, used, from, count, language);
      if (phrase !== null && isDropWord(phrase, language)) return true;
    }
  }
  return false;
}

/**
 * A percentage beside a drop word is the size of a drop ("drops 10%", "10 % günstiger", "-15%"),
 * and so is a fraction of the price ("half price", "den halben Preis");
 * a rise right before it is not, since no condition kind watches rises by a share. Its drop words are used
 * up with it so they stay out of the product.
 */
export function extractPercentDrop(tokens: Token[], used: boolean[], language: LanguageCode): Condition | null {
  for (let i = 0; i < tokens.length; i++) {
    const percent = readPercent(tokens, used, i, language);
    if (percent === null) continue;
    if (risesBefore(tokens, used, i, language)) continue;
    let first = i;
    let dropBefore = false;
    for (let count = LONGEST_PHRASE; count >= 1; count--) {
      const phrase = wordsAt(tokens, used, i - count, count, language);
      const kind = phrase === null ? null : kindBefore(phrase, language);
      if (kind !== null) {
        first = i - count;
        dropBefore = kind === 'drop_abs';
        break;
      }
    }
    // "baisse d' au moins 20 %": a drop verb with its preposition may stand further off than three words.
    if (!dropBefore && !percent.ofPrice && !tokens[i]!.lower.startsWith('-') && !dropsNear(tokens, used, i, percent.last, language)) continue;
    let last = percent.last;
    // "sinkt um 20 % oder mehr": a lower bound after the drop's size says it may be larger, as "at least" before it does.
    for (const count of [3, 2, 1]) {
      const phrase = wordsAt(tokens, used, last + 1, count, language);
      const after = phrase === null ? null : kindAfter(phrase, language);
      if (after === 'drop_abs' || after === 'above') {
        last += count;
        break;
      }
    }
    for (let j = first; j <= last; j++) used[j] = true;
    return { kind: 'drop_pct', amount: percent.amount };
  }
  return null;
}
