import nlp from 'compromise/two';
import type { Token } from './tokenize.js';

/** Tokens `first` to `last` of a sentence, as `extract-product.ts`'s runs are. */
interface Run {
  first: number;
  last: number;
}

// Parts of speech that never start or end a product name ("really", "whatever", "happens").
const EDGE_TAGS = ['Adverb', 'Pronoun', 'Conjunction', 'Preposition', 'Determiner', 'QuestionWord'];

/** Part-of-speech tags of each token, read by compromise from the run's own text. */
function tagTokens(tokens: Token[], run: Run): Set<string>[] {
  const parts = tokens.slice(run.first, run.last + 1).map((t) => t.text);
  const tags = parts.map(() => new Set<string>());
  const starts: number[] = [];
  let offset = 0;
  for (const part of parts) {
    starts.push(offset);
    offset += part.length + 1;
  }
  let cursor = 0;
  // Lexicon and suffix rules only: the contextual pass costs milliseconds and adds little on a few words.
  for (const term of nlp.tokenize(parts.join(' ')).compute(['lexicon', 'preTagger']).termList()) {
    const at = cursor + term.pre.length;
    cursor = at + term.text.length + term.post.length;
    let k = starts.length - 1;
    while (k > 0 && (starts[k] ?? 0) > at) k--;
    for (const tag of term.tags ?? []) tags[k]?.add(tag);
  }
  return tags;
}

function isEdgeWord(tags: Set<string> | undefined, token: Token, atEnd: boolean): boolean {
  if (tags === undefined || tags.has('Noun') || tags.has('Value')) return false;
  if (EDGE_TAGS.some((tag) => tags.has(tag))) return true;
  // A trailing inflected verb ends the subject's clause: "the new firmware arrives".
  return atEnd && tags.has('Verb') && (tags.has('PastTense') || (tags.has('PresentTense') && /s$/i.test(token.text)));
}

/**
 * Trims adverbs, pronouns and trailing verbs the vocabulary does not know, using
 * compromise's tagger; `isKept` words (names, vouched-for phrases) are never trimmed. `from`
 * (at most `run.first`) is where the glue before the run starts: lower-case words after a
 * preposition are its object, a noun phrase with no verb ("jobs for software engineers").
 */
export function trimWithTagger(tokens: Token[], run: Run, isKept: (index: number) => boolean, from: number): Run | null {
  if (isKept(run.first) && isKept(run.last)) return run;
  const tags = tagTokens(tokens, { first: from, last: run.last });
  const objectOfPreposition =
    run.first > from && (tags[run.first - 1 - from]?.has('Preposition') ?? false) &&
    tokens.slice(run.first, run.last + 1).every((t) => !/\p{Lu}/u.test(t.text));
  // "body only", "Wi-Fi only": "only" after a noun says which variant, and is kept as part of the name.
  const namesVariant = (i: number): boolean => tokens[i]?.lower === 'only' && (tags[i - 1 - from]?.has('Noun') ?? false);
  const isTrimmable = (i: number, atEnd: boolean): boolean =>
    !isKept(i) && !(atEnd && (objectOfPreposition || namesVariant(i))) && isEdgeWord(tags[i - from], tokens[i] as Token, atEnd);
  let first = run.first;
  let last = run.last;
  while (first <= last && isTrimmable(first, false)) first++;
  while (last >= first && isTrimmable(last, true)) last--;
  return first <= last ? { first, last } : null;
}
