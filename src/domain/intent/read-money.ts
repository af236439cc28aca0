import type { Token } from './tokenize.js';
import type { LanguageCode } from './languages/all-languages.js';
import { valueOfNumberWord } from './number-words.js';
import { wordsAt, type Direction } from './comparison-phrases.js';

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
  // Crowns: Swedish unless the shop sells in another crown (`market-currency.ts`).
  kr: 'SEK', 'kr.': 'SEK', kronor: 'SEK', kronur: 'SEK', kroner: 'SEK',
}));

/** Whether a lower-case word names a currency ("euro", "€", "reais"). */
export function isCurrencyWord(lower: string): boolean {
  return CURRENCIES.has(lower);
}

const MONEY_WORD =
  /^([<>≤≥]=?)?(us\$|ca?\$|au?\$|r\$|\$|€|£|¥|￥|₹|₩|rs\.?|inr|usd|eur|gbp|jpy|pln|chf|cad|aud)?(\d{1,3}(?:[.,'’]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(k)?(\S*)$/i;

// "7 mil reais", "2 Tausend Euro": a word for thousand after the number.
const THOUSAND_WORDS = new Set(['thousand', 'mil', 'mille', 'mila', 'tausend', 'duizend']);

export interface Money {
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

/**
 * French, and many Europeans, group thousands with a space: "1 000 €", "2 499,99 €". The
 * group after the space joins the number only when it is exactly three digits.
 */
function joinSpacedThousands(tokens: Token[], used: boolean[], index: number): { word: string; last: number } {
  const token = tokens[index] as Token;
  let word = token.lower;
  let last = index;
  if (!/^\d{1,3}$/.test(word)) return { word, last };
  // Right after a name's word the first group is the model's number: "wenn das iPhone 15 800 Euro kostet".
  const previous = tokens[index - 1];
  if (previous !== undefined && !previous.isBreak && !used[index - 1] && !previous.startsSentence && /\p{Lu}|\d/u.test(previous.text)) return { word, last };
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

// German and Dutch join an amount, its currency and a noun with hyphens: "die 300-€-Marke", "de 500-euro-grens".
const COMPOUND = /^-([^-\s]+)-\p{L}+$/u;

/** The currency of a hyphenated compound after the digits ("-€-marke" → "€"), else the text as it is. */
function compoundCurrency(rest: string): string {
  const currency = COMPOUND.exec(rest)?.[1];
  return currency !== undefined && CURRENCIES.has(currency) ? currency : rest;
}

export function readMoney(tokens: Token[], used: boolean[], index: number, language: LanguageCode): Money | null {
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
  const unit = compoundCurrency(rest.replace(/[,.-]+$/, ''));
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
