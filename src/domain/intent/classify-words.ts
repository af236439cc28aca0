import type { Token } from './tokenize.js';
import type { WordRole, WordSense } from './vocabulary.js';
import type { LanguageCode } from './languages/all-languages.js';
import { isColourWord, isMeasurement } from './measurements.js';
import { isVersionNoun } from './release-words.js';
import { correctPriceNoun, correctWord, findSense, isArticle, isEnglishPreposition, MAX_PHRASE_WORDS } from './vocabulary.js';

/**
 * What each token is, once sites and thresholds have claimed theirs (`used`).
 * `name` is a subject word the vocabulary vouches for ("release notes"), kept whole.
 */
export type Role = 'used' | 'break' | 'frame' | 'page' | 'soft' | 'topic' | 'word' | 'name';

export interface ClassifiedWords {
  roles: Role[];
  /** Senses of the frame words that ask for a metric, in reading order. */
  metricSenses: WordSense[];
  /** The text is mostly capitalised, so capitals do not mark names. */
  titleCase: boolean;
}

const SENTENCE_ENDS = new Set(['.', '!', '?', '…']);

function isCapitalized(token: Token): boolean {
  return /^\p{Lu}/u.test(token.text);
}

function isNameLike(tokens: Token[], words: string[], used: boolean[], index: number, language: LanguageCode): boolean {
  const token = tokens[index];
  if (token === undefined || token.isBreak || used[index]) return false;
  if (findSense(words[index] ?? '', language) !== undefined) return false;
  return isCapitalized(token) || /\d/.test(token.text);
}

/** Mostly capitalised text ("Tell Me When The Price Drops") says nothing through its capitals. */
function isTitleCase(tokens: Token[]): boolean {
  const words = tokens.filter((t) => !t.isBreak && /^\p{L}/u.test(t.text));
  return words.length >= 4 && words.filter(isCapitalized).length / words.length > 0.6;
}

/**
 * A keyword written with a capital in the middle of a sentence, next to another
 * name, is part of that name: "Apple Watch", "Washington Post", "Fitbit Charge".
 */
function isProtectedName(tokens: Token[], words: string[], used: boolean[], index: number, titleCase: boolean, language: LanguageCode): boolean {
  const token = tokens[index];
  // German capitalises every noun: there a capital marks no name.
  if (titleCase || language === 'de' || token === undefined || token.startsSentence || !isCapitalized(token)) return false;
  return isNameLike(tokens, words, used, index - 1, language) || isNameLike(tokens, words, used, index + 1, language);
}

const COLOUR_LEADS = new Set(['the', 'color', 'colour']);

/**
 * An English preposition between two words of a name is part of it: "MX Master 3S for Mac in Space
 * Grey", "Rock in Rio"; so is "in" before a colour, written in lower case too ("wh-1000xm5 in
 * silver", "in navy blue"), and before a size ("in size 10"). Elsewhere it frames ("in stock", "on amazon.com").
 */
function joinsName(tokens: Token[], words: string[], used: boolean[], index: number, titleCase: boolean): boolean {
  if (titleCase || !isEnglishPreposition(words[index] ?? '')) return false;
  if (words[index] === 'in') {
    // "in silver", "in the colour black": the colour may follow an article and the word for colour.
    let colour = index + 1;
    while (colour < index + 3 && COLOUR_LEADS.has(words[colour] ?? '')) colour++;
    // "in cherry red", "in navy blue": a shade's word before the colour.
    if (!isColourWord(words[colour] ?? '') && isColourWord(words[colour + 1] ?? '') && isSubjectWord(tokens, words, used, colour)) colour++;
    if (isColourWord(words[colour] ?? '') && isSubjectWord(tokens, words, used, index - 1) && isSubjectWord(tokens, words, used, colour)) return true;
    // "in size 10", "in size M": the size a shoe or a garment is wanted in.
    const size = tokens[index + 2];
    if (words[index + 1] === 'size' && size !== undefined && !used[index + 2] && /^(?:\d|[xsml]{1,3}$)/i.test(size.text) && isSubjectWord(tokens, words, used, index - 1)) return true;
    // "a casserole in Volcanic", "a driving test in Leeds": a capitalised name after "in" says which one, or where.
    const after = tokens[index + 1];
    if (after !== undefined && !after.startsSentence && isCapitalized(after) && isSubjectWord(tokens, words, used, index + 1) && isSubjectWord(tokens, words, used, index - 1)) return true;
  }
  return isNameLike(tokens, words, used, index - 1, 'en') && isNameLike(tokens, words, used, index + 1, 'en');
}

/** Whether token `index` is free and no word of the English vocabulary: a word of the subject. */
function isSubjectWord(tokens: Token[], words: string[], used: boolean[], index: number): boolean {
  const token = tokens[index];
  return token !== undefined && !token.isBreak && !used[index] && findSense(words[index] ?? '', 'en') === undefined;
}

function matchPhrase(tokens: Token[], words: string[], used: boolean[], index: number, language: LanguageCode): { sense: WordSense; length: number } | null {
  const phrase: string[] = [];
  for (let i = index; i < index + MAX_PHRASE_WORDS; i++) {
    const token = tokens[i];
    if (token === undefined || token.isBreak || used[i]) break;
    phrase.push(words[i] ?? '');
  }
  for (let length = phrase.length; length >= 1; length--) {
    const sense = findSense(phrase.slice(0, length).join(' '), language);
    if (sense !== undefined) return { sense, length };
  }
  return null;
}

/**
 * An article that is also a frame word ("het": "laat het me weten") is glue after a preposition
 * or a word of the subject and before another: "in het zwart", "lego ideas het kasteel van hogwarts";
 * so is one written with a capital inside a sentence, which opens a title ("når Den lille havfrue").
 */
function isArticleInSubject(tokens: Token[], words: string[], used: boolean[], roles: Role[], index: number, language: LanguageCode, opensName: boolean): boolean {
  if ((!opensName && roles[index - 1] !== 'soft' && roles[index - 1] !== 'word') || !isArticle(words[index] ?? '', language)) return false;
  const next = tokens[index + 1];
  return next !== undefined && !next.isBreak && !used[index + 1] && findSense(words[index + 1] ?? '', language) === undefined;
}

/**
 * A page noun after glue and before a lower-case word of the subject qualifies that word, as the first
 * noun of a compound does ("jobs for site reliability engineers", "een cursus web design"): no page is meant.
 */
function modifiesNoun(tokens: Token[], words: string[], used: boolean[], roles: Role[], index: number, language: LanguageCode): boolean {
  const next = tokens[index + 1];
  if (roles[index - 1] !== 'soft' || next === undefined || next.isBreak || used[index + 1] || next.text !== next.lower) return false;
  return findSense(words[index + 1] ?? '', language) === undefined && !/\d/.test(next.text);
}

/**
 * A price word after glue that follows the subject, and before glue and a lower-case word with no sense of
 * its own, is the head of a feature's compound noun ("AirPods 4 avec réduction de bruit", "con riduzione
 * del rumore"), part of the name; a discount's size is an amount there ("avec une réduction de 20 %").
 */
function namesFeature(tokens: Token[], words: string[], used: boolean[], roles: Role[], index: number, sense: WordSense, language: LanguageCode): boolean {
  if (sense.metric !== 'price' || findSense(words[index] ?? '', language)?.metric !== 'price' || roles[index - 1] !== 'soft' || (roles[index - 2] !== 'word' && roles[index - 2] !== 'name')) return false;
  const glue = tokens[index + 1];
  const head = tokens[index + 2];
  if (glue === undefined || head === undefined || glue.isBreak || head.isBreak || used[index + 1] || used[index + 2]) return false;
  return findSense(words[index + 1] ?? '', language)?.role === 'soft' && head.text === head.lower && !/\d/.test(head.text) && findSense(words[index + 2] ?? '', language) === undefined;
}

/**
 * French builds nouns with "de": "de retour" (back) right after a lower-case word of the subject completes that
 * noun ("politique de retour", "frais de retour"); after a verb ("est de retour") it is the stock state.
 */
function completesNoun(tokens: Token[], words: string[], roles: Role[], index: number, length: number, sense: WordSense, language: LanguageCode): boolean {
  const noun = tokens[index - 1];
  if (language !== 'fr' || length !== 2 || words[index] !== 'de' || sense.metric !== 'availability' || roles[index - 1] !== 'word') return false;
  return noun !== undefined && noun.text === noun.lower && !/\d/.test(noun.text);
}

/**
 * A metric word written with a capital beside a page noun names a section of the page, as a title does:
 * before it ("the Deals section", "the Sale page") or after it ("la sezione Offerte", "der Bereich Angebote").
 * The section is the subject, and the page is watched for content.
 */
function namesSection(tokens: Token[], words: string[], used: boolean[], index: number, sense: WordSense, language: LanguageCode, titleCase: boolean): boolean {
  const token = tokens[index] as Token;
  if (titleCase || sense.metric === null || token.startsSentence || !isCapitalized(token)) return false;
  const isPage = (k: number): boolean => !used[k] && tokens[k]?.isBreak === false && findSense(words[k] ?? '', language)?.role === 'page';
  return isPage(index - 1) || (language !== 'de' && isPage(index + 1));
}

/**
 * A price word between an article and a word of the subject is an adjective of a product with no brand, part
 * of what is wanted: "a cheap standing desk", "een goedkope waterkoker", "ein günstiger Luftentfeuchter".
 */
function describesProduct(tokens: Token[], words: string[], used: boolean[], index: number, sense: WordSense, language: LanguageCode): boolean {
  const next = tokens[index + 1];
  if (sense.metric !== 'price' || used[index - 1] || tokens[index - 1]?.isBreak !== false || !isArticle(words[index - 1] ?? '', language)) return false;
  return next !== undefined && !next.isBreak && !used[index + 1] && !/\d/.test(next.text) && findSense(words[index + 1] ?? '', language) === undefined;
}

const VERSION_NUMBER = /^v?\d+(?:\.\d+)*(?:\.x)?$/;

/**
 * "version 4.4 of Godot", "la versión 2.0 de Blender": after a version noun, a number followed by the
 * glue that opens its object is the version's, not the subject's, and frames the sentence as the noun does.
 */
function isVersionNumber(tokens: Token[], words: string[], used: boolean[], index: number, language: LanguageCode): boolean {
  const token = tokens[index];
  const glue = tokens[index + 1];
  if (token === undefined || used[index] || !isVersionNoun(words[index - 1] ?? '') || !VERSION_NUMBER.test(token.lower)) return false;
  return glue !== undefined && !glue.isBreak && !used[index + 1] && findSense(words[index + 1] ?? '', language)?.role === 'soft';
}

// Polish "wydanie" is a release ("nowe wydanie X") and an edition: after a word of the subject and before a
// neuter adjective agreeing with it ("Lalka wydanie kolekcjonerskie"), it names the edition, part of the name.
const POLISH_NEUTER_ADJECTIVE = /^\p{Ll}{2,}(?:owe|ne|kie|gie|ane|one|te|we)$/u;

function isPolishEdition(tokens: Token[], words: string[], used: boolean[], roles: Role[], index: number, language: LanguageCode): boolean {
  const next = tokens[index + 1];
  if (language !== 'pl' || words[index] !== 'wydanie' || (roles[index - 1] !== 'word' && roles[index - 1] !== 'name')) return false;
  return next !== undefined && !next.isBreak && !used[index + 1] && POLISH_NEUTER_ADJECTIVE.test(next.text) && findSense(words[index + 1] ?? '', language) === undefined;
}

// Swedish and Danish "om" is "if" and the "of"/"about" of titles ("Sagan om ringen", "Eventyret om ringen"): between
// a word of the subject and a word with no sense of its own it is the preposition, glue inside the name.
function isNordicTitlePreposition(tokens: Token[], words: string[], used: boolean[], roles: Role[], index: number, language: LanguageCode): boolean {
  const next = tokens[index + 1];
  if ((language !== 'sv' && language !== 'da' && language !== 'no') || words[index] !== 'om' || (roles[index - 1] !== 'word' && roles[index - 1] !== 'name')) return false;
  return next !== undefined && !next.isBreak && !used[index + 1] && !/\d/.test(next.text) && findSense(words[index + 1] ?? '', language) === undefined;
}

// The writer as the object of a lead verb: "… and ping me", "… und schreib mir", "… og send meg en mail".
const WRITER = new Set(['me', 'us', 'mich', 'mir', 'uns', 'mij', 'ons', 'mig', 'oss', 'meg', 'os', 'mnie', 'nam', 'mě', 'mi', 'minulle', 'mulle']);

function readRole(role: WordRole, subjectSeen: boolean, toWriter: boolean): Role {
  // "watch", "track" frame the sentence only before its subject: "watch the Apple watch"; after it, a verb of telling the writer.
  if (role === 'lead') return subjectSeen && !toWriter ? 'word' : 'frame';
  return role === 'subject' ? 'name' : role;
}

/**
 * Reads each remaining word as frame ("tell me when", "drops"), page kind, glue or
 * subject word, and collects the metric the frame words ask for.
 */
export function classifyWords(tokens: Token[], used: boolean[], language: LanguageCode): ClassifiedWords {
  const roles: Role[] = [];
  const metricSenses: WordSense[] = [];
  const titleCase = isTitleCase(tokens);
  const capitalsMarkNames = !titleCase && language !== 'de';
  const mayBeName = (t: Token): boolean => capitalsMarkNames && !t.startsSentence && isCapitalized(t);
  const words = tokens.map((t) => correctWord(t.lower, language, mayBeName(t)));
  // A slip of the price noun is told by its place: after the frame, before "of" ("prjs van de PS5").
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1];
    if (used[i] || token.isBreak || mayBeName(token) || next === undefined || next.isBreak) continue;
    const before = i > 0 && !used[i - 1] && !tokens[i - 1]?.isBreak ? words[i - 1] : undefined;
    const afterSubjectWord = before !== undefined && findSense(before, language) === undefined;
    words[i] = correctPriceNoun(words[i] ?? token.lower, words[i + 1] ?? next.lower, afterSubjectWord, language);
  }
  let subjectSeen = false;
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i] as Token;
    if (used[i] || token.isBreak) {
      roles[i] = used[i] ? 'used' : 'break';
      if (SENTENCE_ENDS.has(token.text)) subjectSeen = false;
      i++;
      continue;
    }
    // A quoted title's words name it, whatever they mean elsewhere: "'Ensaio sobre a Cegueira'", "„Über Menschen“".
    if (token.quoted === true) {
      roles[i++] = 'word';
      subjectSeen = true;
      continue;
    }
    // "galaxy s24 +": a plus written apart after a model number is the model's ("S24+"), not "and".
    if (token.text === '+' && /\d/.test(tokens[i - 1]?.text ?? '') && !used[i - 1] && tokens[i - 1]?.isBreak === false) {
      roles[i++] = 'word';
      continue;
    }
    const match = matchPhrase(tokens, words, used, i, language);
    // A unit after a number is part of a size, whatever else the word means: "128 go", "1 to".
    const unit = match !== null && match.length === 1 && !/\d/.test(token.text) && isMeasurement(tokens, i);
    if (match === null || unit || (match.length === 1 && isProtectedName(tokens, words, used, i, titleCase, language))) {
      roles[i++] = 'word';
      subjectSeen = true;
      continue;
    }
    const { sense, length } = match;
    if (length === 1 && language === 'en' && joinsName(tokens, words, used, i, titleCase)) {
      roles[i++] = 'soft';
      continue;
    }
    if (length === 1 && isPolishEdition(tokens, words, used, roles, i, language)) {
      roles[i++] = 'word';
      continue;
    }
    // The price word alone or with its glue ("réduction de"): the glue stays glue inside the name.
    if (length <= 2 && namesFeature(tokens, words, used, roles, i, sense, language)) {
      roles[i++] = 'word';
      continue;
    }
    if (length === 1 && describesProduct(tokens, words, used, i, sense, language)) {
      roles[i++] = 'word';
      subjectSeen = true;
      continue;
    }
    if (length === 1 && namesSection(tokens, words, used, i, sense, language, titleCase)) {
      roles[i++] = 'word';
      subjectSeen = true;
      continue;
    }
    if (completesNoun(tokens, words, roles, i, length, sense, language)) {
      roles[i] = 'soft';
      roles[i + 1] = 'word';
      i += 2;
      continue;
    }
    if (length === 1 && isNordicTitlePreposition(tokens, words, used, roles, i, language)) {
      roles[i++] = 'soft';
      continue;
    }
    const role = length === 1 && sense.role === 'frame' && isArticleInSubject(tokens, words, used, roles, i, language, mayBeName(token)) ? 'soft' : length === 1 && sense.role === 'page' && modifiesNoun(tokens, words, used, roles, i, language) ? 'word' : readRole(sense.role, subjectSeen, WRITER.has(words[i + length] ?? ''));
    if (role === 'name') subjectSeen = true;
    if (role !== 'name' && sense.metric !== null) metricSenses.push(sense);
    for (let k = 0; k < length; k++) roles[i + k] = role;
    i += length;
    if (role === 'frame' && isVersionNumber(tokens, words, used, i, language)) roles[i++] = 'frame';
  }
  return { roles, metricSenses, titleCase };
}
