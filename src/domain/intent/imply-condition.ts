import type { Condition } from '../conditions/condition-list.js';
import type { Metric } from '../intent.js';
import { isConditionWord, LONGEST_PHRASE, type ConditionWordField } from './condition-words.js';
import type { LanguageCode } from './languages/all-languages.js';
import { removeAccents } from './languages/language-words.js';
import type { Token } from './tokenize.js';

const inLanguage = (language: LanguageCode, field: ConditionWordField, phrase: string): boolean =>
  [language, 'en' as const].some((code) => isConditionWord(code, field, phrase) || isConditionWord(code, field, removeAccents(phrase)));

/** Whether any run of words in the intent is one of `field`'s phrases, in its language or in English. */
function says(tokens: readonly Token[], field: ConditionWordField, language: LanguageCode): boolean {
  for (let first = 0; first < tokens.length; first++) {
    const words: string[] = [];
    for (let last = first; last < Math.min(tokens.length, first + LONGEST_PHRASE); last++) {
      const token = tokens[last] as Token;
      if (token.isBreak) break;
      words.push(token.lower);
      const phrase = words.join(' ');
      for (const code of new Set([language, 'en' as const])) {
        if (isConditionWord(code, field, phrase) || isConditionWord(code, field, removeAccents(phrase))) return true;
      }
    }
  }
  return false;
}

/**
 * A negation with at most two words before a phrase of `field`: of being in stock ("nicht mehr auf
 * Lager", "ne sera plus disponible", "is not in stock anymore"), or of being out of it ("nicht mehr
 * ausverkauft", "n'est plus en rupture", "no longer sold out"). An out-of-stock phrase that is itself a
 * negated stock word ("not available", "plus disponible") is not negated again.
 */
function negates(tokens: readonly Token[], field: 'inStock' | 'outOfStock', language: LanguageCode): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const negation = tokens[i] as Token;
    if (negation.isBreak || !inLanguage(language, 'negation', negation.lower)) continue;
    for (let first = i + 1; first <= i + 3; first++) {
      const words: string[] = [];
      for (let last = first; last < Math.min(tokens.length, first + 3); last++) {
        const token = tokens[last] as Token;
        if (token.isBreak) break;
        words.push(token.lower);
        if (inLanguage(language, field, words.join(' ')) && (field === 'inStock' || !words.some((w) => inLanguage(language, 'inStock', w)))) return true;
      }
      if ((tokens[first] as Token | undefined)?.isBreak !== false) break;
    }
  }
  return false;
}

/**
 * The condition an intent asks for without an amount: "gets cheaper" is any drop, "sold out" going
 * out of stock, "when it is in stock again" coming back. Availability named without a direction
 * ("watch the availability") and a price named without one ("track the price") alert on every
 * change, as a monitor without a condition does.
 */
export function implyCondition(tokens: readonly Token[], metric: Metric, language: LanguageCode): Condition | null {
  // A verb of dropping with no amount is any drop, however it is conjugated ("se o preço descer").
  if (metric === 'price') return says(tokens, 'anyDrop', language) || says(tokens, 'dropVerbs', language) ? { kind: 'any_drop' } : null;
  if (metric !== 'availability') return null;
  // "nicht mehr ausverkauft": no longer out of stock is back in it.
  if (negates(tokens, 'outOfStock', language)) return { kind: 'back_in_stock' };
  if (says(tokens, 'outOfStock', language)) return { kind: 'out_of_stock' };
  if (!says(tokens, 'again', language) && negates(tokens, 'inStock', language)) return { kind: 'out_of_stock' };
  return says(tokens, 'neutralStock', language) ? null : { kind: 'back_in_stock' };
}
