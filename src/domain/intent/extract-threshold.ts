import type { Condition } from '../conditions/condition-list.js';
import type { Token } from './tokenize.js';
import { OTHER_LANGUAGES, type LanguageCode } from './languages/all-languages.js';
import { listWordsWithoutAccents } from './languages/language-words.js';
import { correctWord } from './vocabulary.js';

type Direction = 'below' | 'above';

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
    money.direction = comparator.startsWith('<') || comparator.startsWith('≤') ? 'below' : 'above';
    money.strong = true;
  }
  return money;
}

function readDirection(tokens: Token[], used: boolean[], money: Money, language: LanguageCode): void {
  for (const count of [3, 2, 1]) {
    const before = wordsAt(tokens, used, money.first - count, count, language);
    if (before === null || money.direction !== null) continue;
    const direction = BELOW.has(before) ? 'below' : ABOVE.has(before) ? 'above' : null;
    if (direction === null) continue;
    money.direction = direction;
    money.strong = !WEAK_BELOW.has(before);
    money.first -= count;
  }
  for (const count of [2, 1]) {
    const after = wordsAt(tokens, used, money.last + 1, count, language);
    if (after === null || !(BELOW_AFTER.has(after) || ABOVE_AFTER.has(after))) continue;
    money.direction ??= BELOW_AFTER.has(after) ? 'below' : 'above';
    money.strong = true;
    money.last += count;
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
    const money = readMoney(tokens, used, i, language);
    if (money === null) continue;
    readDirection(tokens, used, money, language);
    if (money.currency === null && !money.strong) continue;
    if (best === null || (money.strong && !best.strong)) best = money;
    i = money.last;
  }
  if (best === null) return null;
  for (let i = best.first; i <= best.last; i++) used[i] = true;
  const condition: Condition = { kind: best.direction ?? 'below', amount: best.amount };
  if (best.currency !== null) condition.currency = best.currency;
  return condition;
}
