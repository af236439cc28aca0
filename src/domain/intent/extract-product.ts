import type { Role } from './classify-words.js';
import { isCategoryName, MAX_CATEGORY_WORDS } from './category-words.js';
import { isListedBrand } from './correct-brand-spelling.js';
import { isMeasurement } from './measurements.js';
import { balanceQuotes, unquoteTitle } from './quoted-names.js';
import { afterInstalment, isInstalmentNoun, isSoftwareKindBefore } from './release-words.js';
import type { LanguageCode } from './languages/all-languages.js';
import type { Token } from './tokenize.js';
import { isArticle } from './vocabulary.js';
import { titleOpening } from './title-opening.js';
import { trimWithTagger } from './trim-with-tagger.js';

export interface Run {
  first: number;
  last: number;
}

// Product names are short; longer runs are rambling or junk, cut to their start.
const MAX_PRODUCT_TOKENS = 12;
const MAX_PRODUCT_LENGTH = 120;

/** Digits, or a capital where capitals mean something, mark a word as part of a name. */
type Significance = (token: Token) => boolean;

function significanceFor(titleCase: boolean, language: LanguageCode): Significance {
  // German capitalises nouns, never an article mid-sentence unless it opens a title: "wenn Das Boot".
  const titleArticle = (token: Token): boolean => language === 'de' && !token.startsSentence && /^\p{Lu}/u.test(token.text) && isArticle(token.lower, language);
  return (token) => /\d/.test(token.text) || (!titleCase && !token.startsSentence && /^\p{Lu}/u.test(token.text)) || titleArticle(token);
}

/** The run without glue ("the", "of") at either end, unless the glue is part of a name ("The Witcher 3"). */
function trimGlue(tokens: Token[], roles: Role[], run: Run, isSignificant: Significance): Run | null {
  const isGlue = (i: number): boolean => roles[i] === 'soft' && !isSignificant(tokens[i] as Token);
  let { first, last } = run;
  while (first <= last && isGlue(first)) first++;
  while (last >= first && isGlue(last)) last--;
  const kinds = roles.slice(first, last + 1);
  return kinds.includes('word') || kinds.includes('name') ? { first, last } : null;
}

/**
 * Maximal spans of subject words and glue, at most MAX_PRODUCT_TOKENS words long: glue inside a
 * title is not counted ("The Lord of the Rings: The Fellowship of the Ring 4K Ultra HD").
 */
function findRuns(roles: Role[]): Run[] {
  const runs: Run[] = [];
  let first = -1;
  let words = 0;
  // The rest of an overlong run is dropped: it is cut to its start.
  let cut = false;
  for (let i = 0; i <= roles.length; i++) {
    const inRun = roles[i] === 'word' || roles[i] === 'name' || roles[i] === 'soft';
    if (!inRun) {
      if (first !== -1) runs.push({ first, last: i - 1 });
      [first, cut] = [-1, false];
      continue;
    }
    if (cut) continue;
    if (first === -1) [first, words] = [i, 0];
    if (roles[i] !== 'soft') words++;
    if (words > MAX_PRODUCT_TOKENS) {
      runs.push({ first, last: i - 1 });
      [first, cut] = [-1, true];
    }
  }
  return runs;
}

// Words right after "about" or "mentions" are what the writer wants to hear about.
const TOPIC_BONUS = 2;

function scoreRun(tokens: Token[], roles: Role[], run: Run, isSignificant: Significance): number {
  let before = run.first - 1;
  while (before >= 0 && roles[before] === 'soft') before--;
  let score = roles[before] === 'topic' ? TOPIC_BONUS : 0;
  for (let i = run.first; i <= run.last; i++) {
    if (roles[i] === 'word' || roles[i] === 'name') score += isSignificant(tokens[i] as Token) ? 1.5 : 1;
  }
  return score;
}

// Most words a verb before its object may have: "cherche", "already bought".
const MAX_VERB_WORDS = 2;

/**
 * "je cherche une friteuse", "busco una tele", "ich brauch die galaxy buds": lower-case words that
 * open a run (no article or preposition before them) and stand right before an article are a verb,
 * the article opens its object, the subject. A noun has its own article before it ("le fogão a gás"
 * starts with glue), so it is never cut this way.
 */
function openAtArticle(tokens: Token[], roles: Role[], run: Run, language: LanguageCode): Run {
  if (roles[run.first - 1] === 'soft') return run;
  for (let k = run.first; k <= Math.min(run.last - 1, run.first + MAX_VERB_WORDS); k++) {
    const token = tokens[k] as Token;
    if (k > run.first && roles[k] === 'soft' && isArticle(token.lower, language) && token.text === token.lower) return { first: k, last: run.last };
    // A capital marks a name ("Astérix le domaine des dieux") unless it starts the sentence ("Busco una tele").
    if (roles[k] !== 'word' || (token.text !== token.lower && !token.startsSentence) || /\d/.test(token.text)) return run;
  }
  return run;
}

// Most words a description ("robot vacuum", "tickets for") may have before the name it describes.
const MAX_DESCRIPTION_WORDS = 3;

/** The first word of `run` after a category name ("Grafikkarte", "Smart TV") that starts it; `run.first` when none does. */
function skipCategory(tokens: Token[], run: Run): number {
  for (let length = Math.min(MAX_CATEGORY_WORDS, run.last - run.first); length >= 1; length--) {
    const phrase = tokens.slice(run.first, run.first + length).map((t) => t.lower).join(' ');
    if (isCategoryName(phrase)) return run.first + length;
  }
  return run.first;
}

/**
 * "robot vacuum Roborock Q7 Max" → "Roborock Q7 Max", "Grafikkarte RTX 5070" → "RTX 5070":
 * a category name or lower-case words before a name that starts with a capital and runs
 * on for two words or more describe it, and are not its name.
 */
// "For" in the nine languages: what a category is for (Swedish tickets are "till" an event).
// Nouns of job listings that follow the role in English and Dutch.
const LISTING_NOUNS = new Set(['jobs', 'roles', 'openings', 'positions', 'vacancies', 'postings', 'vacatures']);

const PURPOSE_WORDS = new Set(['for', 'für', 'pour', 'para', 'per', 'voor', 'dla', 'för', 'till']);

function trimDescription(tokens: Token[], roles: Role[], run: Run, isSignificant: Significance, language: LanguageCode): Run {
  // Right after a topic ("vagas de analista UX", "jobs for senior PHP developers") the lower-case words are
  // the people or things sought, not a description of the capitalised name after them.
  if (roles[run.first - 1] === 'topic') return run;
  const category = skipCategory(tokens, run);
  // "iPhone" is a name although it starts in lower case: a description has no capital at all.
  const isDescriptive = (token: Token): boolean => !isSignificant(token) && !/\p{Lu}/u.test(token.text);
  // "aspirateur dyson v15 detect", "robot vacuum roborock qrevo": after a category word, words with a model number
  // or a listed brand first name the product when nothing is capitalised (else the capital marks where the name
  // starts, below); a size is no model number ("fernseher samsung 65 zoll").
  const rest = tokens.slice(category, run.last + 1).filter((_, k) => !isMeasurement(tokens, category + k));
  const lowerCase = !rest.some((t) => /\p{Lu}/u.test(t.text));
  // Glue before the model number joins a description to the category, not a name: "notebook gamer com rtx 4060".
  let model = category;
  while (model <= run.last && !/\d/.test((tokens[model] as Token).text)) model++;
  const described = roles.slice(category, model).some((role, k) => role === 'soft' && !isArticle((tokens[category + k] as Token).lower, language));
  const named = rest.some((t) => /\d/.test(t.text)) || isListedBrand((rest[0] as Token | undefined)?.lower ?? '');
  if (category > run.first && roles[category] !== 'soft' && lowerCase && !described && rest.length >= 2 && named) {
    return { first: category, last: run.last };
  }
  let name = category;
  while (name <= run.last && name < category + MAX_DESCRIPTION_WORDS && isDescriptive(tokens[name] as Token)) name++;
  const head = tokens[name];
  // A name starts with a capital, or, right after a category, with one or two small letters before it ("smartfon
  // iPhone 16", "robot sprzątający iRobot Roomba"); after other lower-case words "iOS" may be what they are about.
  const camelName = name === category && category > run.first && /^\p{Ll}{1,2}\p{Lu}/u.test(head?.text ?? '');
  if (name === run.first || head === undefined || !(/^\p{Lu}/u.test(head.text) || camelName)) return run;
  // "camisa do Flamengo 2025", "case for Galaxy S24": words joined to a name by "do" or "for" are
  // the product, the name what it is for; a category ("tickets for Glastonbury") is not. An article
  // alone joins nothing: it opens the name's own phrase ("me interesa el Kindle").
  const joins = (k: number): boolean => roles[k] === 'soft' && !isArticle((tokens[k] as Token).lower, language);
  if (category === run.first && tokens.slice(run.first, name).some((_, k) => joins(run.first + k))) return run;
  // "biglietti per i Måneskin": a category joined to a name by "for" is for the name, which is the
  // product however short; joined by "of" or "with" the name is its maker or part ("Trockner von Bosch").
  if (category > run.first && PURPOSE_WORDS.has((tokens[category] as Token).lower) && roles.slice(category, name).every((role) => role === 'soft')) {
    return { first: name, last: run.last };
  }
  // "Fernseher Samsung 65 Zoll": a size is not a name, and a lone brand needs its category; a lone model ("PS5") does not.
  const left = tokens.slice(name, run.last + 1).filter((_, k) => !isMeasurement(tokens, name + k)).map((t) => t.text);
  if (left.length < 2 && !(category > run.first && left.length === 1 && /\p{L}/u.test(left[0] ?? '') && /\d/.test(left[0] ?? ''))) return run;
  // German capitalises nouns: one alone after inflected adjectives ("leiser Ventilator mit Timer") is no name.
  const nounAlone = (name === run.last || roles[name + 1] === 'soft') && head.quoted !== true && tokens.slice(run.first, name).every((t) => /^\p{Ll}{2,}(?:e|er|es|en|em)$/u.test(t.text));
  if (language === 'de' && nounAlone && !tokens.slice(name, run.last + 1).some((t) => /\d/.test(t.text))) return run;
  // "iPhone 15 case" keeps its words: a number before the name is part of what is meant, unless a category holds it ("4K-Box").
  if (tokens.slice(category, name).some((t) => /\d/.test(t.text))) return run;
  return { first: name, last: run.last };
}

/**
 * "Earth, Wind & Fire", "Crosby, Stills, Nash & Young": names listed with commas and closed by an
 * ampersand are one name; the run after the last comma takes the capitalised words listed before it.
 */
function listedNamesBefore(tokens: Token[], roles: Role[], run: Run): number {
  if (!tokens.slice(run.first, run.last + 1).some((t) => t.text === '&')) return run.first;
  let first = run.first;
  const isListedName = (i: number): boolean => (roles[i] === 'word' || roles[i] === 'name') && /^\p{Lu}/u.test(tokens[i]?.text ?? '') && tokens[i]?.startsSentence === false;
  while (tokens[first - 1]?.text === ',' && isListedName(first - 2) && roles[first - 3] !== 'word') first -= 2;
  return first;
}

export interface ProductReading {
  /** Capitals mark no names: Title Case or ALL CAPS text, or German, which capitalises every noun. */
  titleCase: boolean;
  /** The intent's language: compromise's lexicon and suffix rules read English only. */
  language: LanguageCode;
  /** Index of the first word of the price condition, when one was read: its clause holds the subject. */
  conditionAt?: number | null;
}

// "I have the iphone 15, tell me when the magsafe charger drops below $30": of two names, the one
// in the condition's clause is what the condition is about.
const CONDITION_CLAUSE_BONUS = 1;

/** Whether no break stands between `run` and token `at`. */
function inClauseOf(tokens: Token[], run: Run, at: number): boolean {
  const [from, to] = at < run.first ? [at, run.first] : [run.last, at];
  for (let i = from + 1; i < to; i++) if (tokens[i]?.isBreak === true) return false;
  return true;
}

export interface ExtractedProduct {
  /** The words as written, or '' when none are left. */
  product: string;
  /** Indexes of its first and last token, for readings of the words around it; null when there is no product. */
  span: Run | null;
}

/**
 * The product or subject: the best-scoring span of words left once frame words,
 * sites and thresholds are taken out ("the price of the Sony WH-1000XM5 drops" →
 * "Sony WH-1000XM5"). The product is '' when no such span remains.
 */
export function extractProduct(text: string, tokens: Token[], roles: Role[], { titleCase, language, conditionAt = null }: ProductReading): ExtractedProduct {
  const isSignificant = significanceFor(titleCase, language);
  const isKept = (i: number): boolean => roles[i] === 'name' || isSignificant(tokens[i] as Token);
  let best: Run | null = null;
  let bestFrom = 0;
  let bestScore = 0;
  for (const candidate of findRuns(roles)) {
    const glueless = trimGlue(tokens, roles, candidate, isSignificant);
    const tagged = glueless === null || language !== 'en' ? glueless : trimWithTagger(tokens, glueless, isKept, candidate.first);
    const trimmed = tagged === null ? null : trimGlue(tokens, roles, tagged, isSignificant);
    if (trimmed === null) continue;
    const run = trimGlue(tokens, roles, openAtArticle(tokens, roles, trimmed, language), isSignificant);
    if (run === null) continue;
    const score = scoreRun(tokens, roles, run, isSignificant) + (conditionAt !== null && inClauseOf(tokens, run, conditionAt) ? CONDITION_CLAUSE_BONUS : 0);
    if (score > bestScore) {
      best = run;
      bestFrom = candidate.first;
      bestScore = score;
    }
  }
  if (best === null) return { product: '', span: null };
  best = { first: titleOpening(tokens, roles, bestFrom, best, language), last: best.last };
  best = trimDescription(tokens, roles, best, isSignificant, language);
  if (isSoftwareKindBefore(tokens, best.first, best.last)) best = { first: best.first + 1, last: best.last };
  best = { first: afterInstalment(tokens, (k) => roles[k] === 'soft', best.first, best.last), last: best.last };
  // "a new episode of de slimste mens": a title typed in lower case after an installment and its "of" keeps
  // its article, which glue would otherwise trim; a capital tells a name's start without it.
  const [article, of, instalment] = [tokens[best.first - 1], best.first - 2, tokens[best.first - 3]];
  const lowerCase = tokens.slice(best.first, best.last + 1).every((t) => t.text === t.lower);
  if (article !== undefined && instalment !== undefined && lowerCase && roles[of] === 'soft' && isArticle(article.lower, language) && isInstalmentNoun(instalment.lower)) {
    best = { first: best.first - 1, last: best.last };
  }
  best = { first: listedNamesBefore(tokens, roles, best), last: best.last };
  // "new software engineer roles", "data engineer jobs": the noun of the listing closes the role sought,
  // and a posting names the role alone. A capital keeps a name's word ("Steve Jobs").
  const closing = tokens[best.last] as Token;
  if (best.last > best.first && closing.text === closing.lower && LISTING_NOUNS.has(closing.lower)) best = { first: best.first, last: best.last - 1 };
  const first = tokens[best.first] as Token;
  const last = tokens[best.last] as Token;
  const [start, end] = balanceQuotes(text, first.start, last.end);
  const product = unquoteTitle(text.slice(start, end)).replace(/\s+/g, ' ');
  return { product: product.length <= MAX_PRODUCT_LENGTH ? product : product.slice(0, MAX_PRODUCT_LENGTH).trimEnd(), span: best };
}
