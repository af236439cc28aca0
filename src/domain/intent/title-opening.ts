import type { Role } from './classify-words.js';
import type { LanguageCode } from './languages/all-languages.js';
import type { Token } from './tokenize.js';
import { isArticle } from './vocabulary.js';

// The words that open the clause of what is watched ("when", "if", "as soon as"), in the twelve languages. After
// a noun of the frame ("the price of the", "episodes of a") a preposition belongs to the frame, not to a title.
const CLAUSE_OPENERS = new Set(
  ('when|if|once|als|wanneer|zodra|wenn|sobald|falls|quand|si|lorsque|cuando|quando|se|gdy|kiedy|jak|jeśli|' +
    'när|om|når|hvis|až|když|jestli|pokud').split('|'),
);

/**
 * "als in de ban van de ring trilogie": a subject opening right after "when" or "if" with a preposition and an
 * article in lower case, with more glue inside it, is a title that starts with a preposition; trimming glue
 * would cut its start. Returns where the subject starts: `from`, the candidate's first word, or `run.first`.
 */
export function titleOpening(tokens: Token[], roles: Role[], from: number, run: { first: number; last: number }, language: LanguageCode): number {
  const [opener, preposition, article] = [tokens[from - 1], tokens[from], tokens[from + 1]];
  if (run.first !== from + 2 || roles[from - 1] !== 'frame' || opener === undefined || preposition === undefined || article === undefined) return run.first;
  if (!CLAUSE_OPENERS.has(opener.lower) || isArticle(preposition.lower, language) || !isArticle(article.lower, language)) return run.first;
  const lowerCase = preposition.text === preposition.lower && article.text === article.lower;
  return lowerCase && roles.slice(run.first, run.last + 1).includes('soft') ? from : run.first;
}
