import type { Condition } from '../conditions/condition-list.js';
import { isConditionWord, isDropBy, LONGEST_PHRASE, type ConditionWordField } from './condition-words.js';
import type { Token } from './tokenize.js';
import { OTHER_LANGUAGES, type LanguageCode } from './languages/all-languages.js';
import { listWordsWithoutAccents } from './languages/language-words.js';
import { valueOfNumberWord } from './number-words.js';
import { correctWord, isArticle } from './vocabulary.js';

/** What an amount of money bounds: a price level, inclusive or not, or the size of a drop. */
type Direction = 'below' | 'at_or_below' | 'above' | 'drop_abs';

// Symbols and words for currencies, looked up lower-case. "$" alone is read as USD,
// "¥" as JPY: the common meaning for the people who type them.
const CURRENCIES = new Map<string, string>(Object.entries({
  $: 'USD', us$: 'USD', usd: 'USD', dollar: 'USD', dollars: 'USD', bucks: 'USD', 'us dollars': 'USD',
  c$: 'CAD', ca$: 'CAD', cad: 'CAD', 'canadian dollars': 'CAD', a$: 'AUD', au$: 'AUD', aud: 'AUD',
  'australian dollars': 'AUD', '€': 'EUR', eur: 'EUR', euro: 'EUR', euros: 'EUR', '£': 'GBP', gbp: 'GBP',
  pound: 'GBP', pounds: 'GBP', quid: 'GBP', 'british pounds': 'GBP', '¥': 'JPY', '￥': 'JPY', '円': 'JPY',
  jpy: 'JPY', yen: 'JPY', 'japanese yen': 'JPY', '₹': 'INR', rs: 'INR', 'rs.': 'INR', inr: 'INR', rupee: 'INR',
  rupees: 'INR', 'indian rupees': 'INR', zł: 'PLN', zl: 'PLN', pln: 'PLN', zloty: 'PLN', złoty: 'PLN',
  zlotys: 'PLN', złotych: 'PLN', 'polish zloty': 'PLN', chf: 'CHF', franc: 'CHF', francs: 'CHF', sfr: 'CHF',
  'swiss francs': 'CHF', sek: 'SEK', nok: 'NOK', dkk: 'DKK', cny: 'CNY', rmb: 'CNY', yuan: 'CNY', '₩': 'KRW',
  krw: 'KRW', r$: 'BRL', brl: 'BRL', reais: 'BRL', mxn: 'MXN', franken: 'CHF', fr: 'CHF',
}));

/** Whether a lower-case word names a currency ("euro", "€", "reais"). */
export function isCurrencyWord(lower: string): boolean {
  return CURRENCIES.has(lower);
}

const MONEY_WORD =
  /^([<>≤≥]=?)?(us\$|ca?\$|au?\$|r\$|\$|€|£|¥|￥|₹|₩|rs\.?|inr|usd|eur|gbp|jpy|pln|chf|cad|aud)?(\d{1,3}(?:[.,'’]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(k)?(\S*)$/i;

// "7 mil reais", "2 Tausend Euro": a word for thousand after the number.
const THOUSAND_WORDS = new Set(['thousand', 'mil', 'mille', 'mila', 'tausend', 'duizend']);

// "max" counts only after the amount ("$300 max"): before it, it is usually a model name ("Air Max 90").
const BELOW = new Set([
  'below', 'under', 'beneath', 'sub', '<', '<=', '≤', 'less than', 'lower than', 'cheaper than',
  'at most', 'up to', 'drops below', 'drop below', 'falls below', 'dips below', 'goes below', 'drops to', 'drop to',
  'falls to', 'fall to', 'dips to', 'down to', 'reduced to', 'gets to', 'goes to', 'no more than', 'not more than',
  'for less than', 'goes down to', 'comes down to', 'drops under', 'falls under', 'hits', 'reaches', 'is at',
]);
const ABOVE = new Set([
  'above', 'over', 'exceeds', 'exceed', 'beyond', '>', '>=', '≥', 'more than', 'higher than', 'greater than',
  'at least', 'rises above', 'rises to', 'goes above', 'goes over', 'climbs above', 'more expensive than',
]);
// Other languages' comparisons need an amount right after them, so reading them in any intent is safe.
for (const language of OTHER_LANGUAGES) {
  for (const phrase of listWordsWithoutAccents(language.below)) BELOW.add(phrase);
  for (const phrase of listWordsWithoutAccents(language.above)) ABOVE.add(phrase);
}
const BELOW_AFTER = new Set(['or less', 'or lower', 'or cheaper', 'or below', 'or under', 'and under', 'and below', 'max']);
const ABOVE_AFTER = new Set(['or more', 'or higher', 'or above', 'and up', 'and above']);
// Words that are weak evidence of a price: only with a currency do they make a threshold.
const WEAK_BELOW = new Set(['hits', 'reaches', 'is at', 'gets to', 'goes to']);

interface Money {
  amount: number;
  currency: string | null;
  first: number;
  last: number;
  direction: Direction | null;
  strong: boolean;
}

/** "1.299" and "12,000" are thousands; "99.99" and "2,50" are decimals; "1.299,00" is both. */
function parseAmount(digits: string, thousands: boolean): number | null {
  const groups = digits.split(/[.,'’]/);
  const lastSep = digits.search(/[.,'’]\d{1,2}$/);
  let value: number;
  if (lastSep !== -1 && !(groups.length === 2 && groups[1]?.length === 3)) {
    value = Number(digits.slice(0, lastSep).replace(/[.,'’]/g, '') + '.' + digits.slice(lastSep + 1));
  } else {
    value = Number(digits.replace(/[.,'’]/g, ''));
  }
  if (thousands) value *= 1000;
  return Number.isFinite(value) && value > 0 ? value : null;
}

function wordsAt(tokens: Token[], used: boolean[], from: number, count: number, language: LanguageCode): string | null {
  const words: string[] = [];
  for (let i = from; i < from + count; i++) {
    const token = tokens[i];
    if (token === undefined || token.isBreak || used[i]) return null;
    words.push(correctWord(token.lower, language));
  }
  return words.join(' ');
}

/**
 * French, and many Europeans, group thousands with a space: "1 000 €", "2 499,99 €". The
 * group after the space joins the number only when it is exactly three digits.
 */
function joinSpacedThousands(tokens: Token[], used: boolean[], index: number): { word: string; last: number } {
  const token = tokens[index] as Token;
  let word = token.lower;
  let last = index;
  if (!/^\d{1,3}$/.test(word)) return { word, last };
  for (let next = index + 1; next <= index + 2; next++) {
    const group = tokens[next];
    if (group === undefined || group.isBreak || used[next] || !/^\d{3}(?:[.,]\d{1,2})?\S*$/.test(group.lower)) break;
    if (group.start !== (tokens[next - 1] as Token).end + 1) break;
    word += group.lower;
    last = next;
    if (!/^\d{3}$/.test(group.lower)) break;
  }
  return { word, last };
}

function readMoney(tokens: Token[], used: boolean[], index: number, language: LanguageCode): Money | null {
  const token = tokens[index];
  if (token === undefined || token.isBreak || used[index] || token.text.length > 40) return null;
  const joined = joinSpacedThousands(tokens, used, index);
  // A number written out counts only with a currency right after it: "ten euros", not "Galaxy One".
  const spelled = valueOfNumberWord(joined.word, language);
  if (spelled !== undefined && CURRENCIES.has(wordsAt(tokens, used, index + 1, 1, language) ?? '')) joined.word = String(spelled);
  const match = MONEY_WORD.exec(joined.word);
  if (match === null) return null;
  const [, comparator, prefix, digits = '', thousands, rest = ''] = match;
  let last = joined.last;
  const spelledThousands = rest === '' && thousands === undefined && THOUSAND_WORDS.has(wordsAt(tokens, used, last + 1, 1, language) ?? '');
  if (spelledThousands) last++;
  const amount = parseAmount(digits, thousands !== undefined || spelledThousands);
  if (amount === null) return null;
  let currency = prefix === undefined ? null : (CURRENCIES.get(prefix) ?? null);
  let first = index;
  const unit = rest.replace(/[,.-]+$/, '');
  if (unit !== '') {
    const suffix = CURRENCIES.get(unit);
    if (suffix === undefined) return null;
    currency ??= suffix;
  }
  if (currency === null) {
    const before = wordsAt(tokens, used, index - 1, 1, language);
    if (before !== null && CURRENCIES.has(before)) {
      currency = CURRENCIES.get(before) ?? null;
      first = index - 1;
    }
  }
  if (currency === null) {
    for (const count of [2, 1]) {
      const after = wordsAt(tokens, used, last + 1, count, language);
      if (after !== null && CURRENCIES.has(after)) {
        currency = CURRENCIES.get(after) ?? null;
        last += count;
        break;
      }
    }
  }
  const money: Money = { amount, currency, first, last, direction: null, strong: false };
  if (comparator !== undefined) {
    money.direction = comparator === '<=' || comparator === '≤' ? 'at_or_below' : comparator.startsWith('<') ? 'below' : 'above';
    money.strong = true;
  }
  return money;
}

const inLanguage = (language: LanguageCode, field: ConditionWordField, phrase: string): boolean =>
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
function kindBefore(phrase: string, language: LanguageCode): Direction | 'by' | null {
  const kind = inclusiveKind(phrase, language) ?? comparisonKind(phrase, language);
  if (kind !== null) return kind;
  return isConditionWord(language, 'by', phrase) ? 'by' : null;
}

function kindAfter(phrase: string, language: LanguageCode): Direction | null {
  for (const code of new Set([language, 'en' as const])) {
    if (isConditionWord(code, 'atMostAfter', phrase)) return 'at_or_below';
    if (isConditionWord(code, 'dropAfter', phrase)) return 'drop_abs';
  }
  if (BELOW_AFTER.has(phrase)) return 'below';
  if (ABOVE_AFTER.has(phrase)) return 'above';
  return null;
}

/**
 * Reads what the words around an amount make of it. Before it: "below", "at most", "drops by"
 * (the longest phrase wins); after it: "or less", "cheaper" ("$50 cheaper" is a drop of $50,
 * "cheaper than $50" a level). A word after the amount decides only what the words before left
 * open, so "unter 300 € sinkt" stays a level.
 */
/** Whether a drop phrase names its preposition ("drops by", "sinkt um"), not only the verb ("drops"). */
const isBy = (phrase: string, language: LanguageCode): boolean =>
  [language, 'en' as const].some((code) => isConditionWord(code, 'by', phrase.split(' ').at(-1) as string));

/** "cheaper than": the word after the amount starts a comparison with another amount, not a drop's size. */
function comparesNext(tokens: Token[], used: boolean[], next: number, phrase: string, language: LanguageCode): boolean {
  const following = wordsAt(tokens, used, next, 1, language);
  return following !== null && BELOW.has(`${phrase} ${following}`);
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

function readDirection(tokens: Token[], used: boolean[], money: Money, language: LanguageCode): void {
  let by = 0;
  // The comparison may stand right before the amount or before an article or "noch" ("über die 700 €").
  for (const gap of [0, wordsBeforeAmount(tokens, used, money.first, language)]) {
    for (let count = LONGEST_PHRASE; count >= 1 && by === 0 && money.direction === null; count--) {
      const phrase = wordsAt(tokens, used, money.first - gap - count, count, language);
      const before = phrase === null ? null : kindBefore(phrase, language);
      if (before === null) continue;
      if (before === 'by') {
        by = count + gap;
        continue;
      }
      if (before === 'drop_abs' && money.currency === null && !isBy(phrase as string, language)) continue;
      money.direction = before;
      money.strong = !WEAK_BELOW.has(phrase as string);
      money.first -= count + gap;
    }
  }
  // "monte au-dessus de 300 €", "fällt unter 500 €": a verb going the bound's way belongs to it.
  if (money.direction !== null && money.direction !== 'drop_abs') {
    money.first = verbBefore(tokens, used, money.first, language, money.direction === 'above' ? 'riseVerbs' : 'dropVerbs');
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
    // Verb-last clauses put the verb after the amount: "um 20 Euro fallen", "met 20 euro daalt", "150 € steigt".
    const verbLast = phrase === null ? null : by > 0 && isConditionWord(language, 'dropVerbs', phrase) ? 'drop_abs' : isConditionWord(language, 'riseVerbs', phrase) && money.currency !== null ? 'above' : null;
    const after = phrase === null ? null : ((skip === 0 ? kindAfter(phrase, language) : null) ?? verbLast);
    if (after === null) continue;
    // A rise at the clause's end decides even after a bound: "tot 180 euro stijgt", "bis 300 € steigt" name the level risen to.
    const open = money.direction === null || (money.direction === 'below' && after === 'at_or_below') || (after === 'above' && verbLast === 'above');
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
    const money = readMoney(tokens, used, i, language);
    if (money === null) continue;
    readDirection(tokens, used, money, language);
    if (money.currency === null && !money.strong) continue;
    if (best === null || (money.strong && !best.strong)) best = money;
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
  if (isCurrencyWord(word) || amountAt(index)) return true;
  for (let count = LONGEST_PHRASE; count >= 1; count--) {
    const phrase = wordsAt(tokens, used, index, count, language);
    const kind = phrase === null ? null : kindBefore(phrase, language);
    if (kind !== null && kind !== 'by' && amountAt(index + count)) return true;
  }
  return false;
}

const PERCENT = /^-?(\d{1,2}(?:[.,]\d{1,2})?)\s?%$/;
const BARE_NUMBER = /^-?\d{1,2}(?:[.,]\d{1,2})?$/;

/** "10%", "10 %", "10 Prozent": the percentage and the index of its last token, or null. */
function readPercent(tokens: Token[], used: boolean[], index: number, language: LanguageCode): { amount: number; last: number } | null {
  const token = tokens[index];
  if (token === undefined || token.isBreak || used[index]) return null;
  const written = PERCENT.exec(token.lower)?.[1];
  let last = index;
  let digits = written;
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
  if (digits === undefined) return null;
  const amount = Math.abs(Number(digits.replace(',', '.')));
  return amount > 0 && amount < 100 ? { amount, last } : null;
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
 * A percentage beside a drop word is the size of a drop ("drops 10%", "10 % günstiger", "-15%");
 * a rise right before it is not, since no condition kind watches rises by a share. Its drop words are used
 * up with it so they stay out of the product.
 */
function extractPercentDrop(tokens: Token[], used: boolean[], language: LanguageCode): Condition | null {
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
    if (!dropBefore && !tokens[i]!.lower.startsWith('-') && !dropsNear(tokens, used, i, percent.last, language)) continue;
    let last = percent.last;
    for (const count of [3, 2, 1]) {
      const phrase = wordsAt(tokens, used, last + 1, count, language);
      if (phrase !== null && kindAfter(phrase, language) === 'drop_abs') {
        last += count;
        break;
      }
    }
    for (let j = first; j <= last; j++) used[j] = true;
    return { kind: 'drop_pct', amount: percent.amount };
  }
  return null;
}
