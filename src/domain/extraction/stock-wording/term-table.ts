import { foldWording } from '../fold-text.js';
import type { StockConcept, StockTable } from './stock-concepts.js';
import { STOCK_LEXICON } from './stock-lexicon.js';
import { tokenise } from './tokenise-wording.js';
import { COMPOUND_HEADS, INFLECTED_CONCEPTS, INFLECTIONS, NEGATING_PREFIXES, PREFIX_NEGATED_CONCEPTS, type Inflection } from './word-forms.js';

// Every word, word group, stem and compound head of the lexicon with its meanings, built once when
// the module loads: reading a line is then lookups only.

export const EXACT = new Map<string, Set<StockConcept>>();
const PREFIXES: Array<[string, Set<StockConcept>]> = [];
const SUFFIXES: Array<[string, Set<StockConcept>]> = [];
// Longest word group starting with a word, so most words need one lookup.
export const GROUP_LENGTH = new Map<string, number>();

function enter(entry: string, concept: StockConcept): void {
  const folded = foldWording(entry);
  const list = folded.startsWith('*') ? SUFFIXES : folded.endsWith('*') ? PREFIXES : null;
  if (list !== null) {
    const affix = folded.replaceAll('*', '');
    const found = list.find(([text]) => text === affix);
    if (found === undefined) list.push([affix, new Set([concept])]);
    else found[1].add(concept);
    return;
  }
  const words = tokenise(folded);
  const key = words.join(' ');
  if (key === '') return;
  // Apostrophes are optional: shops write "isnt" and "don't" alike.
  if (key.includes("'")) enter(key.replaceAll("'", ''), concept);
  const concepts = EXACT.get(key) ?? new Set<StockConcept>();
  concepts.add(concept);
  EXACT.set(key, concepts);
  GROUP_LENGTH.set(words[0]!, Math.max(GROUP_LENGTH.get(words[0]!) ?? 1, words.length));
}

/** The word for one in each language: not a meaning of its own but a count after "only" (read-terms.ts). */
export const ONE_WORDS = new Set<string>();

/** The words of reserving a unit, folded (a trailing "*" a stem): not a meaning of its own, asked of a line's words by `readsReservedForPickup`. */
const RESERVE_WORDS: string[] = [];

export function isReserveWord(word: string): boolean {
  return RESERVE_WORDS.some((entry) => (entry.endsWith('*') ? word.startsWith(entry.slice(0, -1)) : word === entry));
}

/** The words of now, folded: not a meaning of their own, asked of a line's words by `readsReturn` ("ab sofort", "from today"). */
const NOW_WORDS = new Set<string>();

export function isNowWord(word: string): boolean {
  return NOW_WORDS.has(word);
}

/** The verbs of having, folded: not a meaning of their own, asked of a line's words by `readsProductNotHad` and the gate. */
const HAVE_WORDS = new Set<string>();

export function isHaveWord(word: string): boolean {
  return HAVE_WORDS.has(word);
}

/** The words of "after", folded: not a meaning of their own, asked of a line's words by `readStateBeforePastSellOut`. */
const AFTER_WORDS = new Set<string>();

export function isAfterWord(word: string): boolean {
  return AFTER_WORDS.has(word);
}

/** The words opening a supposed clause, folded: asked of a line's first word by `supposedClause`. */
const SUPPOSING_WORDS = new Set<string>();

export function isSupposingWord(word: string): boolean {
  return SUPPOSING_WORDS.has(word);
}

for (const table of Object.values(STOCK_LEXICON)) {
  for (const [concept, entries] of Object.entries(table) as Array<[StockConcept, readonly string[]]>) {
    if (concept === 'one') for (const entry of entries) ONE_WORDS.add(foldWording(entry));
    else if (concept === 'reserve') for (const entry of entries) RESERVE_WORDS.push(foldWording(entry));
    else if (concept === 'now') for (const entry of entries) NOW_WORDS.add(foldWording(entry));
    else if (concept === 'after') for (const entry of entries) AFTER_WORDS.add(foldWording(entry));
    else if (concept === 'have') for (const entry of entries) HAVE_WORDS.add(foldWording(entry));
    else if (concept === 'supposing') for (const entry of entries) SUPPOSING_WORDS.add(foldWording(entry));
    else for (const entry of entries) enter(entry, concept);
  }
}

// Inflected and compound forms are made from the tables once, here; a word the tables list keeps
// only the meanings they give it.
const MIN_INFLECTED = 5;
const MIN_COMPOUND_PART = 4;
const FORMS = new Map<string, Set<StockConcept>>();

function addForm(form: string, concept: StockConcept): void {
  if (EXACT.has(form)) return;
  const concepts = FORMS.get(form) ?? new Set<StockConcept>();
  concepts.add(concept);
  FORMS.set(form, concepts);
}

/** One plain word of a table, folded; null for word groups and affixes. */
function plainWord(entry: string, minLength: number): string | null {
  const folded = foldWording(entry);
  return folded.length >= minLength && !folded.includes(' ') && !folded.includes('*') ? folded : null;
}

function inflect(word: string, rules: readonly Inflection[]): string[] {
  return rules.flatMap(([ending, replacements]) =>
    word.endsWith(ending) ? replacements.map((replacement) => word.slice(0, word.length - ending.length) + replacement).filter((form) => form !== word) : [],
  );
}

function plainWords(table: StockTable, concept: StockConcept, minLength: number): string[] {
  return (table[concept] ?? []).flatMap((entry) => plainWord(entry, minLength) ?? []);
}

for (const [language, table] of Object.entries(STOCK_LEXICON)) {
  const rules = INFLECTIONS[language];
  if (rules !== undefined) {
    for (const concept of INFLECTED_CONCEPTS) for (const word of plainWords(table, concept, MIN_INFLECTED)) for (const form of inflect(word, rules)) addForm(form, concept);
  }
  const heads = COMPOUND_HEADS[language];
  if (heads !== undefined) {
    const nouns = plainWords(table, 'stock', MIN_COMPOUND_PART);
    for (const noun of nouns) for (const head of [...heads, ...nouns]) for (const link of ['', 's']) addForm(noun + link + head, 'stock');
  }
  const negating = NEGATING_PREFIXES[language];
  if (negating !== undefined) {
    for (const concept of PREFIX_NEGATED_CONCEPTS) {
      for (const word of plainWords(table, concept, MIN_COMPOUND_PART)) {
        addForm(negating + word, concept);
        addForm(negating + word, 'negation');
      }
    }
  }
}
for (const [form, concepts] of FORMS) EXACT.set(form, concepts);

// Word stems filed under their first four letters: a word is compared with the few that share them.
export const PREFIX_INDEX = 4;
export const PREFIXES_BY_START = new Map<string, Array<[string, Set<StockConcept>]>>();
for (const entry of PREFIXES) {
  const start = entry[0].slice(0, PREFIX_INDEX);
  PREFIXES_BY_START.set(start, [...(PREFIXES_BY_START.get(start) ?? []), entry]);
}

// Compound heads filed under their last letter: most words end in a letter no head ends in.
export const SUFFIXES_BY_END = new Map<number, Array<[string, Set<StockConcept>]>>();
for (const entry of SUFFIXES) {
  const end = entry[0].charCodeAt(entry[0].length - 1);
  SUFFIXES_BY_END.set(end, [...(SUFFIXES_BY_END.get(end) ?? []), entry]);
}
