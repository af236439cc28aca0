import type { Condition } from '../conditions/condition-list.js';
import { isConditionWord, LONGEST_PHRASE } from './condition-words.js';
import { inLanguage, isBelowPhrase, isWeakBelow, kindAfter, kindBefore, skipArticle, wordsAt } from './comparison-phrases.js';
import type { LanguageCode } from './languages/all-languages.js';
import { isCurrencyWord, readMoney, type Money } from './read-money.js';
import { extractPercentDrop, readPercent } from './read-percent.js';
import { readRange } from './read-range.js';
import type { Token } from './tokenize.js';
import { isArticle } from './vocabulary.js';

// "max", French "maxi", Polish "maks", Spanish and Portuguese "máx" written without a dot: bounds only before money.
const BARE_MAX = new Set(['max', 'maxi', 'maks', 'máx']);

/** Whether a drop phrase names its preposition ("drops by", "sinkt um"), not only the verb ("drops"). */
const isBy = (phrase: string, language: LanguageCode): boolean =>
  [language, 'en' as const].some((code) => isConditionWord(code, 'by', phrase.split(' ').at(-1) as string));

/** "cheaper than": the word after the amount starts a comparison with another amount, not a drop's size. */
function comparesNext(tokens: Token[], used: boolean[], next: number, phrase: string, language: LanguageCode): boolean {
  const following = wordsAt(tokens, used, next, 1, language);
  if (following === null || !isBelowPhrase(`${phrase} ${following}`)) return false;
  // A bound needs its amount: "$50 cheaper than now", "50 € billiger als jetzt" compare with today's price.
  return [next + 1, next + 2].some((i) => /\d/.test(tokens[i]?.text ?? ''));
}

/** Index of a negation among the two words before `index` (the verb may stand between: "não custar mais de"), or -1. */
function negationBefore(tokens: Token[], used: boolean[], index: number, language: LanguageCode): number {
  for (let i = index - 1; i >= Math.max(0, index - 2); i--) {
    const word = wordsAt(tokens, used, i, 1, language);
    if (word === null) return -1;
    if (isConditionWord(language, 'negation', word) || isConditionWord('en', 'negation', word)) return i;
  }
  return -1;
}

/** How many words of `only` (one phrase of up to two words) end right before `index`: 0 to 2. */
function onlyBefore(tokens: Token[], used: boolean[], index: number, language: LanguageCode): number {
  for (const count of [2, 1]) {
    const phrase = wordsAt(tokens, used, index - count, count, language);
    if (phrase !== null && inLanguage(language, 'only', phrase)) return count;
  }
  return 0;
}

/**
 * How many words of a negation's second half and an article ("pas les") end right before `index`, 0 to 2:
 * in "ne dépasse pas les 900 €" they stand between the verb of comparison and its amount.
 */
function negationAfterBefore(tokens: Token[], used: boolean[], index: number, language: LanguageCode): number {
  const article = wordsAt(tokens, used, index - 1, 1, language);
  const gap = article !== null && isArticle(article, language) ? 1 : 0;
  const word = wordsAt(tokens, used, index - gap - 1, 1, language);
  return word !== null && isConditionWord(language, 'negationAfter', word) ? gap + 1 : 0;
}

/** How many words that may stand between a comparison and its amount ("über die", "höchstens noch") end right before `index`: 0 to 2. */
function wordsBeforeAmount(tokens: Token[], used: boolean[], index: number, language: LanguageCode): number {
  const only = onlyBefore(tokens, used, index, language);
  const article = wordsAt(tokens, used, index - only - 1, 1, language);
  return only + (only < 2 && article !== null && isArticle(article, language) ? 1 : 0);
}

/** Index of a verb of rising among the three words before `index` ("climbs past $180", "sale oltre 150 €"), or -1. */
function riseBefore(tokens: Token[], used: boolean[], index: number, language: LanguageCode): number {
  for (let from = Math.max(0, index - 3); from < index; from++) {
    for (const count of [2, 1]) {
      const phrase = from + count > index ? null : wordsAt(tokens, used, from, count, language);
      if (phrase !== null && inLanguage(language, 'riseVerbs', phrase)) return from;
    }
  }
  return -1;
}

/** The index of a verb of `field` (one or two words) ending right before `index`, else `index`. */
function verbBefore(tokens: Token[], used: boolean[], index: number, language: LanguageCode, field: 'riseVerbs' | 'dropVerbs'): number {
  for (const count of [2, 1]) {
    const phrase = wordsAt(tokens, used, index - count, count, language);
    if (phrase !== null && inLanguage(language, field, phrase)) return index - count;
  }
  return index;
}

/** The index of a drop verb before "in price" ending right before `index` ("drops in price", "baisse de prix"), or -1. */
function dropInPriceBefore(tokens: Token[], used: boolean[], index: number, language: LanguageCode): number {
  for (const count of [2, 1]) {
    const phrase = wordsAt(tokens, used, index - count, count, language);
    if (phrase === null || !isConditionWord(language, 'inPrice', phrase)) continue;
    const verb = verbBefore(tokens, used, index - count, language, 'dropVerbs');
    return verb < index - count ? verb : -1;
  }
  return -1;
}

/**
 * Reads what the words around an amount make of it. Before it: "below", "at most", "drops by"
 * (the longest phrase wins); after it: "or less", "cheaper" ("$50 cheaper" is a drop of $50,
 * "cheaper than $50" a level). A word after the amount decides only what the words before left
 * open, so "unter 300 € sinkt" stays a level.
 */
function readDirection(tokens: Token[], used: boolean[], money: Money, language: LanguageCode): void {
  let by = 0;
  // The comparison may stand right before the amount or before an article or "noch" ("über die 700 €").
  // After the second half of a negation only a lower bound is read, which the negation makes an upper one.
  const negatedGap = negationAfterBefore(tokens, used, money.first, language);
  for (const gap of [0, wordsBeforeAmount(tokens, used, money.first, language), negatedGap]) {
    for (let count = LONGEST_PHRASE; count >= 1 && by === 0 && money.direction === null; count--) {
      const phrase = wordsAt(tokens, used, money.first - gap - count, count, language);
      const before = phrase === null ? null : kindBefore(phrase, language);
      if (before === null || (gap === negatedGap && gap > 0 && before !== 'above' && before !== 'at_or_below')) continue;
      if (before === 'by') {
        by = count + gap;
        continue;
      }
      if (before === 'drop_abs' && money.currency === null && !isBy(phrase as string, language)) continue;
      money.direction = before;
      money.strong = !isWeakBelow(phrase as string);
      money.first -= count + gap;
    }
  }
  // "drops in price by $30", "scende di prezzo di 30 euro", "baje de precio 30 €": "in price" between a drop verb
  // and the amount (or its "by") makes the amount the drop's size.
  if (money.direction === null && (by > 0 || money.currency !== null)) {
    const drop = dropInPriceBefore(tokens, used, money.first - by, language);
    if (drop !== -1) {
      money.direction = 'drop_abs';
      money.strong = true;
      money.first = drop;
      return;
    }
  }
  // "monte au-dessus de 300 €", "fällt unter 500 €": a verb going the bound's way belongs to it.
  if (money.direction !== null && money.direction !== 'drop_abs') {
    money.first = verbBefore(tokens, used, money.first, language, money.direction === 'above' ? 'riseVerbs' : 'dropVerbs');
  }
  // "voor max 850 euro", "für max 300 €", "maxi 400 €": a bare "max" bounds an amount of money; before
  // a bare number it is a model name ("Air Max 90"), so the currency decides.
  if (money.direction === null && by === 0 && money.currency !== null && BARE_MAX.has(wordsAt(tokens, used, money.first - 1, 1, language) ?? '')) {
    money.direction = 'at_or_below';
    money.strong = true;
    money.first -= 1;
  }
  if (money.direction === null && by === 0) {
    const only = onlyBefore(tokens, used, money.first, language);
    if (only > 0) {
      money.direction = 'at_or_below';
      money.strong = true;
      money.first -= only;
    }
  }
  if (money.direction === null && by === 0) {
    // A verb of rising before the amount makes it a level to rise above, whatever word joins them.
    const rise = riseBefore(tokens, used, money.first, language);
    if (rise !== -1) {
      money.direction = 'above';
      money.strong = true;
      money.first = rise;
    }
  }
  if (money.direction === 'above' || money.direction === 'at_or_below') {
    // "non costa più di 550 €", "ne coûte pas plus de 499 €": a negated "more than" is an upper bound.
    const negated = negationBefore(tokens, used, money.first, language);
    if (negated !== -1) {
      money.direction = 'at_or_below';
      money.first = negated;
    }
  }
  // "im Preis", "in prijs" may stand between the amount and a verb-last drop.
  let skip = 0;
  for (const count of [2, 1]) {
    const phrase = wordsAt(tokens, used, money.last + 1, count, language);
    if (skip === 0 && phrase !== null && isConditionWord(language, 'inPrice', phrase)) skip = count;
  }
  for (const count of [3, 2, 1]) {
    const phrase = wordsAt(tokens, used, money.last + 1 + skip, count, language);
    // Verb-last clauses put the verb after the amount: "um 20 Euro fallen", "met 20 euro daalt", "150 € steigt",
    // and after a lower bound, which is the drop's least size: "minstens 30 euro in prijs dalen"; "in price" alone
    // says the amount is the price's fall ("50 euro in prijs zakt", "20 € im Preis fällt").
    const verbLast = phrase === null ? null : (by > 0 || skip > 0 || money.direction === 'above') && isConditionWord(language, 'dropVerbs', phrase) ? 'drop_abs' : isConditionWord(language, 'riseVerbs', phrase) && money.currency !== null ? 'above' : null;
    const after = phrase === null ? null : ((skip === 0 ? kindAfter(phrase, language) : null) ?? verbLast);
    if (after === null) continue;
    // A rise at the clause's end decides even after a bound: "tot 180 euro stijgt", "bis 300 € steigt" name the level risen to.
    // A lower bound before a drop's size bounds the drop: "at least $50 cheaper", "mindestens 20 € günstiger".
    const open =
      money.direction === null ||
      (money.direction === 'below' && after === 'at_or_below') ||
      (after === 'above' && verbLast === 'above') ||
      (money.direction === 'above' && after === 'drop_abs');
    if (!open) return;
    // "iPhone 15 cheaper" names a model: a drop's size after the amount needs money or a "by".
    if (after === 'drop_abs' && money.currency === null && by === 0) return;
    if (after === 'drop_abs' && comparesNext(tokens, used, money.last + count + 1, phrase as string, language)) return;
    money.direction = after;
    money.strong = true;
    money.last += count + skip;
    if (after === 'drop_abs') money.first -= by;
    return;
  }
}

/**
 * Finds a price condition ("below $300", "1.299 € or less", "over ¥12,000") and marks its
 * words used. A number counts only with a currency or a comparison word, so model numbers
 * ("Switch 2", "iPhone 15") are left alone; a currency with no comparison means "below".
 */
export function extractCondition(tokens: Token[], used: boolean[], language: LanguageCode): Condition | null {
  let best: Money | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const percent = readPercent(tokens, used, i, language);
    if (percent !== null) {
      i = percent.last;
      continue;
    }
    const range = readRange(tokens, used, i, language);
    const money = range ?? readMoney(tokens, used, i, language);
    if (money === null) continue;
    if (range === null) readDirection(tokens, used, money, language);
    if (money.currency === null && !money.strong) continue;
    // Of two bounds, one on money beats one on a bare number: "Roomba Combo 10 Max sotto i 600 euro".
    const moneyOverNumber = money.strong && best !== null && best.strong && best.currency === null && money.currency !== null;
    if (best === null || (money.strong && !best.strong) || moneyOverNumber) best = money;
    i = money.last;
  }
  if (best === null) return extractPercentDrop(tokens, used, language);
  for (let i = best.first; i <= best.last; i++) used[i] = true;
  const condition: Condition = { kind: best.direction ?? 'below', amount: best.amount };
  if (best.currency !== null) condition.currency = best.currency;
  return condition;
}

/**
 * Whether the words from `index` open a price condition: an amount of money or a percentage,
 * a currency, or a comparison right before one ("nicht mehr als 1.399€", "hooguit 429 euro").
 * Such words after a shop's name are the condition, not more of a product's name ("bei Otto 1.399€").
 */
export function opensCondition(tokens: Token[], used: boolean[], index: number, language: LanguageCode): boolean {
  const amountAt = (at: number): boolean =>
    readPercent(tokens, used, at, language) !== null || (readMoney(tokens, used, at, language)?.currency ?? null) !== null;
  const word = wordsAt(tokens, used, index, 1, language);
  if (word === null) return false;
  if (isCurrencyWord(word) || amountAt(index) || readRange(tokens, used, index, language) !== null) return true;
  // A negation may open a negated comparison: "bei Otto nicht teurer als 400 €".
  const from = isConditionWord(language, 'negation', word) ? index + 1 : index;
  for (let count = LONGEST_PHRASE; count >= 1; count--) {
    const phrase = wordsAt(tokens, used, from, count, language);
    const kind = phrase === null ? null : kindBefore(phrase, language);
    // An article may stand between the comparison and its amount: "unter die 500 €", "sotto i 700 €".
    if (kind !== null && kind !== 'by' && amountAt(skipArticle(tokens, used, from + count, language))) return true;
  }
  return false;
}

