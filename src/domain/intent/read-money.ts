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
  // The Czech crown has a sign of its own.
  kč: 'CZK', kc: 'CZK', czk: 'CZK', korun: 'CZK', koruny: 'CZK',
  // The Turkish lira: "TL" after the amount, "₺" before or after it.
  tl: 'TRY', '₺': 'TRY', lira: 'TRY', 'türk lirası': 'TRY',
}));

/** Whether a lower-case word names a currency ("euro", "€", "reais"). */
export function isCurrencyWord(lower: string): boolean {
  return CURRENCIES.has(lower);
}

const MONEY_WORD =
  /^([<>≤≥]=?)?(us\$|ca?\$|au?\$|r\$|\$|€|£|¥|￥|₹|₩|₺|rs\.?|inr|usd|eur|gbp|jpy|pln|chf|cad|aud)?(\d{1,3}(?:[.,'’]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(k)?(\S*)$/i;

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

// Whether a language writes thousands with a space ("1 299 €", "3 999 zł", "12 990 kr"); the
// others use dots or commas, so a space between numbers there parts a model from an amount.
const GROUPS_THOUSANDS_WITH_SPACE: Readonly<Record<LanguageCode, boolean>> = {
  en: false, de: false, fr: true, es: false, it: false, nl: false, pt: false, pl: true, sv: true, da: false, no: true, fi: true, cs: true, tr: false,
};

const NAME_LOOKBACK = 4;

/** Whether the words right before `index` are a name that has no number yet ("iPhone", not "iPhone 15" or "Galaxy S24 Ultra"). */
function nameAwaitsNumber(tokens: Token[], used: boolean[], index: number): boolean {
  let awaits = false;
  for (let i = index - 1; i >= Math.max(0, index - NAME_LOOKBACK); i--) {
    const word = tokens[i] as Token;
    if (word.isBreak || used[i] || !/\p{Lu}|\d/u.test(word.text)) break;
    // A model takes one number: after it, a number opens the amount ("iPhone 15 1 000 €").
    if (/\d/.test(word.text)) return false;
    awaits = true;
    if (word.startsSentence) break;
  }
  return awaits && !(tokens[index - 1] as Token).startsSentence;
}

/** Whether a currency is written right after `last` ("€", or "1 299€" joined). */
function startsWithCurrency(tokens: Token[], used: boolean[], last: number, language: LanguageCode): boolean {
  const rest = /^\d{3}(?:[.,]\d{1,2})?(\S*)$/.exec((tokens[last] as Token).lower)?.[1] ?? '';
  if (rest !== '') return CURRENCIES.has(rest);
  return [2, 1].some((count) => CURRENCIES.has(wordsAt(tokens, used, last + 1, count, language) ?? ''));
}

/** The indexes of the groups of three digits, each one space apart, that follow `index` (at most two). */
function spacedGroups(tokens: Token[], used: boolean[], index: number): number[] {
  const groups: number[] = [];
  for (let next = index + 1; next <= index + 2; next++) {
    const group = tokens[next];
    if (group === undefined || group.isBreak || used[next] || !/^\d{3}(?:[.,]\d{1,2})?\S*$/.test(group.lower)) break;
    if (group.start !== (tokens[next - 1] as Token).end + 1) break;
    groups.push(next);
    if (!/^\d{3}$/.test(group.lower)) break;
  }
  return groups;
}

/**
 * French, and many Europeans, group thousands with a space: "1 000 €", "2 499,99 €". The
 * group after the space joins the number only when it is exactly three digits. Right after a
 * name that has no number yet, the first number is the model's ("wenn das iPhone 15 800 Euro
 * kostet", "als de Pixel 9 500 euro kost"), unless the groups cannot be an amount of their own
 * (a leading zero: "MacBook Air 1 099 €") or, in a language that groups thousands with spaces,
 * they are well-formed before a currency ("Xbox Series X 1 999 zł").
 */
function joinSpacedThousands(tokens: Token[], used: boolean[], index: number, language: LanguageCode): { word: string; last: number } {
  const token = tokens[index] as Token;
  let word = token.lower;
  let last = index;
  if (!/^\d{1,3}$/.test(word)) return { word, last };
  const groups = spacedGroups(tokens, used, index);
  if (groups.length === 0) return { word, last };
  const end = groups[groups.length - 1] as number;
  const leadingZero = (tokens[groups[0] as number] as Token).lower.startsWith('0');
  const amountBeforeCurrency = GROUPS_THOUSANDS_WITH_SPACE[language] && startsWithCurrency(tokens, used, end, language);
  if (!leadingZero && !amountBeforeCurrency && nameAwaitsNumber(tokens, used, index)) return { word, last };
  for (const next of groups) word += (tokens[next] as Token).lower;
  return { word, last: end };
}

// German and Dutch join an amount, its currency and a noun with hyphens: "die 300-€-Marke", "de 500-euro-grens".
const COMPOUND = /^-([^-\s]+)-\p{L}+$/u;

/** The currency of a hyphenated compound after the digits ("-€-marke" → "€"), else the text as it is. */
function compoundCurrency(rest: string): string {
  const currency = COMPOUND.exec(rest)?.[1];
  return currency !== undefined && CURRENCIES.has(currency) ? currency : rest;
}

// "Porsche 911 GT3 RS 42056", "Audi RS 3": after a word of a name, "RS" is the model's letters and the
// number after it its set or model number, not rupees; "under Rs 500" has a comparison before it.
const MODEL_LETTERS_CURRENCIES = new Set(['rs']);

function isModelLetters(tokens: Token[], index: number, word: string): boolean {
  if (!MODEL_LETTERS_CURRENCIES.has(word)) return false;
  const previous = tokens[index - 1];
  return previous !== undefined && !previous.isBreak && (/\d/.test(previous.text) || /^\p{Lu}/u.test(previous.text)) && index - 1 > 0;
}

export function readMoney(tokens: Token[], used: boolean[], index: number, language: LanguageCode): Money | null {
  const token = tokens[index];
  if (token === undefined || token.isBreak || used[index] || token.text.length > 40) return null;
  const joined = joinSpacedThousands(tokens, used, index, language);
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
  // "599,-", "7 995:-", "CHF 699.–": a dash for no cents (the Swedish after a colon), a hyphen or,
  // as Swiss prices are printed, an en or em dash.
  const unit = compoundCurrency(rest.replace(/[,.:\-–—]+$/, ''));
  if (unit !== '') {
    const suffix = CURRENCIES.get(unit);
    if (suffix === undefined) return null;
    currency ??= suffix;
  }
  if (currency === null) {
    const before = wordsAt(tokens, used, index - 1, 1, language);
    if (before !== null && CURRENCIES.has(before) && !isModelLetters(tokens, index - 1, before)) {
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
