import type { Token } from './tokenize.js';
import { OTHER_LANGUAGES, type LanguageCode } from './languages/all-languages.js';
import { listWords, listWordsWithoutAccents } from './languages/language-words.js';
import { isWordOf } from './vocabulary.js';

const ENGLISH_MARKERS = 'the|when|me|at|on|is|of|price|tell|let|know|back|in|below|under|notify|alert|drops|and|or|for|to|my|please|if|it|goes';

const markers = new Map<LanguageCode, Set<string>>([
  ['en', new Set(listWords(ENGLISH_MARKERS))],
  ...OTHER_LANGUAGES.map((l): [LanguageCode, Set<string>] => [l.code as LanguageCode, new Set(listWordsWithoutAccents(l.markers))]),
]);

// A common word ("wenn", "quand") says more about the language than a keyword ("stock", "Preis").
const MARKER_WEIGHT = 2;

/**
 * The language an intent is written in: the one whose common words ("wenn", "quand",
 * "cuando") and keywords it uses most. English wins ties, so short or mixed text reads as before.
 */
export function detectLanguage(tokens: Token[]): LanguageCode {
  let best: LanguageCode = 'en';
  let bestCount = 0;
  for (const [code, words] of markers) {
    let count = 0;
    for (const token of tokens) {
      if (token.isBreak) continue;
      if (words.has(token.lower)) count += MARKER_WEIGHT;
      else if (isWordOf(code, token.lower)) count++;
    }
    if (count > bestCount) {
      best = code;
      bestCount = count;
    }
  }
  return best;
}
