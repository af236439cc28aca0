import type { StockConcept } from './stock-concepts.js';
import { EXACT, GROUP_LENGTH, ONE_WORDS, PREFIX_INDEX, PREFIXES_BY_START, SUFFIXES_BY_END } from './term-table.js';
import { isNumeral } from './tokenise-wording.js';

/** A word or word group of a line and what it means in any language of the lexicon. */
export interface Term {
  concepts: ReadonlySet<StockConcept>;
  /** A number written in digits; "0" also counts as a negation ("0 in stock"), a percentage is NaN (no count). */
  number: number | null;
  /** An amount with its cents ("89,99"): NaN as a number, no count, but a price a button may name. */
  amount?: true;
}

export type Concepts = ReadonlySet<StockConcept>;

export const MAX_PHRASE_WORDS = 4;

const NONE: Concepts = new Set();

export function conceptsOf(word: string): Concepts {
  const exact = EXACT.get(word);
  if (exact !== undefined) return exact;
  if (word.length < 5) return NONE;
  for (const [prefix, concepts] of PREFIXES_BY_START.get(word.slice(0, PREFIX_INDEX)) ?? []) if (word.startsWith(prefix)) return concepts;
  for (const [suffix, concepts] of SUFFIXES_BY_END.get(word.charCodeAt(word.length - 1)) ?? []) {
    if (word.length > suffix.length && word.endsWith(suffix)) return concepts;
  }
  return encliticVerb(word);
}

// Spanish, Italian and Portuguese imperatives carry their object pronoun: "ritiralo", "cómpralo", "aggiungila".
const ENCLITIC = /(?:los|las|lo|la|li|le)$/;
const VERB_CONCEPTS: readonly StockConcept[] = ['delivery', 'buy', 'add', 'supply', 'receive', 'notify'];

/** A verb of purchase, delivery or notice with a pronoun after it reads as the verb. */
function encliticVerb(word: string): Concepts {
  const match = ENCLITIC.exec(word);
  if (match === null || word.length - match[0].length < 4) return NONE;
  const stem = word.slice(0, match.index);
  const concepts = EXACT.get(stem) ?? PREFIXES_BY_START.get(stem.slice(0, PREFIX_INDEX))?.find(([prefix]) => stem.startsWith(prefix))?.[1];
  return concepts !== undefined && VERB_CONCEPTS.some((concept) => concepts.has(concept)) ? concepts : NONE;
}

/** The line's words as terms: the longest word group of the lexicon at each place, else one word. */
export function readTerms(words: readonly string[]): Term[] {
  const terms: Term[] = [];
  for (let i = 0; i < words.length; ) {
    const word = words[i]!;
    let length = 1;
    let concepts: Concepts | undefined;
    const longest = Math.min(GROUP_LENGTH.get(word) ?? 1, MAX_PHRASE_WORDS, words.length - i);
    let key = word;
    for (let extra = 1; extra < longest; extra++) {
      key += ` ${words[i + extra]!}`;
      const found = EXACT.get(key);
      if (found !== undefined) {
        concepts = found;
        length = extra + 1;
      }
    }
    let number: number | null = null;
    let amount = false;
    if (concepts === undefined) {
      const first = word.charCodeAt(0);
      if (terms[terms.length - 1]?.concepts.has('size') === true && !isNumeral(words[i - 1]!) && (SIZE_LETTERS.test(word) || (first >= 48 && first <= 57 && isNumeral(word)))) {
        // A size's figure or letters name the size with it ("taglia 42", "size 10", "Size M"): no count, and "m" is no "me".
        concepts = SIZE;
      } else if (first >= 48 && first <= 57 && isNumeral(word)) {
        // A time of day or a countdown ("22:00", "02:14:33") is a figure but no count: its hours
        // before "restam" are not what is left.
        // So is an amount with its cents ("Solo 3,99 € con la tarjeta"): "only" before it is a price, not what is left.
        amount = AMOUNT_WITH_CENTS.test(word);
        number = word.includes(':') || amount ? Number.NaN : Number.parseInt(word, 10);
        // Only a bare "0" is none ("0 in stock"); "0,00" is an amount.
        concepts = word === '0' ? EXACT.get('0') ?? NONE : NONE;
      } else if (first >= 48 && first <= 57 && HOURS.test(word)) {
        // "24h", "48h": hours written as one word are a time ("Disponible en 24h").
        concepts = TIMELY;
      } else if (first >= 48 && first <= 57 && word.endsWith('%')) {
        // A percentage is a figure but no count ("0% APR", "10% off"): NaN fails every test of a count.
        number = Number.NaN;
        concepts = NONE;
      } else if (word === 'time' && i > 0 && isNumeral(words[i - 1]!)) {
        // Norwegian and Danish "1 time" is one hour ("om 1 time"); English counts "once", not "1 time".
        concepts = TIMELY;
      } else concepts = conceptsOf(word);
    }
    // "Only one left", "plus qu'un exemplaire", "nur noch ein Stück": after "only" the word for one
    // is the count it would be in digits; elsewhere it is an article ("un article en stock").
    if (number === null && ONE_WORDS.has(word) && terms[terms.length - 1]?.concepts.has('only') === true) number = 1;
    terms.push(amount ? { concepts, number, amount } : { concepts, number });
    i += length;
  }
  return terms;
}

const HOURS = /^\d{1,3}h$/;
// Two digits after a decimal sign end an amount; counts are whole, thousands grouped by three.
const AMOUNT_WITH_CENTS = /\d[.,]\d\d$/;
const TIMELY: Concepts = new Set(['timely']);
const SIZE: Concepts = new Set(['size']);
const SIZE_LETTERS = /^(?:x{0,3}[sml]|[2-5]xl)$/;
