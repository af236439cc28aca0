import { inLanguage, skipArticle, wordsAt } from './comparison-phrases.js';
import type { LanguageCode } from './languages/all-languages.js';
import { isCurrencyWord, readMoney, type Money } from './read-money.js';
import type { Token } from './tokenize.js';

/** An amount at `index`, or right after a currency written apart before it ("R$ 3.800"). */
function moneyAt(tokens: Token[], used: boolean[], index: number, language: LanguageCode): Money | null {
  const at = skipArticle(tokens, used, index, language);
  const money = readMoney(tokens, used, at, language);
  if (money !== null) return money;
  return isCurrencyWord(wordsAt(tokens, used, at, 1, language) ?? '') ? readMoney(tokens, used, at + 1, language) : null;
}

/**
 * A range of prices, "between $1,400 and $1,600", "zwischen 700 und 750 Euro", "entre R$ 3.800 e
 * R$ 4.000": the price a buyer waits for is inside it, and a falling price enters it at its upper
 * end, so it reads as at or below the higher amount. A currency written once serves both. Null
 * unless the word at `index` opens a range and two amounts, the second higher, follow it.
 */
export function readRange(tokens: Token[], used: boolean[], index: number, language: LanguageCode): Money | null {
  const word = wordsAt(tokens, used, index, 1, language);
  if (word === null || !inLanguage(language, 'between', word)) return null;
  const low = moneyAt(tokens, used, index + 1, language);
  if (low === null) return null;
  const and = wordsAt(tokens, used, low.last + 1, 1, language);
  if (and === null || !inLanguage(language, 'rangeAnd', and)) return null;
  const high = moneyAt(tokens, used, low.last + 2, language);
  if (high === null || high.amount <= low.amount) return null;
  return { amount: high.amount, currency: high.currency ?? low.currency, first: index, last: high.last, direction: 'at_or_below', strong: true };
}
