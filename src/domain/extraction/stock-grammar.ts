import type { Availability } from '../observation.js';
import { currencyMarkerPattern } from './currency.js';
import { foldWording } from './fold-text.js';
import {
  COMPOUND_HEADS,
  INFLECTED_CONCEPTS,
  INFLECTIONS,
  STOCK_LEXICON,
  UNSPACED_WORDING,
  type Inflection,
  type StockConcept,
  type StockTable,
  type UnspacedWording,
} from './stock-lexicon.js';

/** What a line says about stock; `unclear` when it speaks of stock in a way no rule reads. */
export type StockReading = Availability | 'unclear' | null;

/** A word or word group of a line and what it means in any language of the lexicon. */
interface Term {
  concepts: ReadonlySet<StockConcept>;
  /** A number written in digits; "0" also counts as a negation ("0 in stock"), a percentage is NaN (no count). */
  number: number | null;
}

type Concepts = ReadonlySet<StockConcept>;

// A stock state is a short statement; longer lines are prose about the product ("restocks every
// spring, never out of stock for long").
const MAX_LINE = 200;
const MAX_PHRASE_WORDS = 4;
// Words between a negation and what it negates, fillers ("currently", "leider") not counted.
const NEGATION_REACH = 3;
const NONE: Concepts = new Set();
const UNSPACED_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const CURRENCY_SIGN = /[$€£¥₹₩]/;
// An amount of money ("£3.95", "3.95 €") or a rate ("9.9% APR") is not a date: a delivery charge or
// finance says nothing of stock. Czech and Slovak space the month after the day's dot ("20. 2."); then
// the closing dot is needed.
const DATE = /(?<![$€£¥₹₩]\s?|\d)\d{1,2}(?:[./]\d{1,2}(?:[./]|\b)|\.\s\d{1,2}\.)(?!\d*\s?[$€£¥₹₩%])/;

/** Negated, these say the product cannot be had: "not in stock", "nicht lieferbar", "no stock". */
const NEGATABLE: readonly StockConcept[] = ['inStock', 'available', 'supply', 'stock'];
/** Negated at the end of a line, these say none is coming: "keine Nachlieferung mehr"; not "no restocking fee". */
const NEGATABLE_LAST: readonly StockConcept[] = ['restock', 'backorder'];
/** Stock vocabulary that, beside a word of doubt, makes a line about stock. */
const STOCK_VOCABULARY: readonly StockConcept[] = ['inStock', 'available', 'supply', 'stock', 'delivery'];
const DOUBT: readonly StockConcept[] = ['negation', 'negationAfter', 'absence', 'unknown', 'when', 'expected', 'longer', 'back'];
/**
 * Words that may stand beside "available" on an in-stock line: how and when it comes, that it can
 * be bought, and "only" ("disponible en ligne uniquement", "only available online").
 */
const DELIVERED: readonly StockConcept[] = ['filler', 'timely', 'available', 'delivery', 'supply', 'presence', 'add', 'buy', 'only'];
/**
 * Words a button label may hold besides its verb: "Buy it now", "Add to cart – $89", "Ajouter à mon
 * panier", "Köp nu – fri frakt", "Aggiungi al carrello e ritira in negozio".
 */
const LABEL_WORDS: ReadonlySet<StockConcept> = new Set(['buy', 'add', 'cart', 'timely', 'filler', 'me', 'oneClick', 'mine', 'free', 'delivery', 'with', 'channel', 'presence', 'units']);

const EXACT = new Map<string, Set<StockConcept>>();
const PREFIXES: Array<[string, Set<StockConcept>]> = [];
const SUFFIXES: Array<[string, Set<StockConcept>]> = [];
// Longest word group starting with a word, so most words need one lookup.
const GROUP_LENGTH = new Map<string, number>();

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

for (const table of Object.values(STOCK_LEXICON)) {
  for (const [concept, entries] of Object.entries(table) as Array<[StockConcept, readonly string[]]>) {
    for (const entry of entries) enter(entry, concept);
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
}
for (const [form, concepts] of FORMS) EXACT.set(form, concepts);

/** Words of folded text: letters and digits, with apostrophes inside a word ("isn't"). A character loop: a Unicode regex costs more. */
// Word stems filed under their first four letters: a word is compared with the few that share them.
const PREFIX_INDEX = 4;
const PREFIXES_BY_START = new Map<string, Array<[string, Set<StockConcept>]>>();
for (const entry of PREFIXES) {
  const start = entry[0].slice(0, PREFIX_INDEX);
  PREFIXES_BY_START.set(start, [...(PREFIXES_BY_START.get(start) ?? []), entry]);
}

// Compound heads filed under their last letter: most words end in a letter no head ends in.
const SUFFIXES_BY_END = new Map<number, Array<[string, Set<StockConcept>]>>();
for (const entry of SUFFIXES) {
  const end = entry[0].charCodeAt(entry[0].length - 1);
  SUFFIXES_BY_END.set(end, [...(SUFFIXES_BY_END.get(end) ?? []), entry]);
}

function tokenise(folded: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= folded.length; i++) {
    const code = i < folded.length ? folded.charCodeAt(i) : 32;
    if (code === 39 && start === i - 1 && isElided(folded.charCodeAt(i + 1))) {
      // French and Italian elision: "m'informer" is "m" and "informer", "l'articolo" "l" and "articolo".
      words.push(folded.slice(start, i));
      start = -1;
      continue;
    }
    const inWord =
      isWordCode(code) ||
      (code === 39 && start !== -1 && i + 1 < folded.length && isWordCode(folded.charCodeAt(i + 1))) ||
      (isNumberSeparator(code) && start !== -1 && isDigitCode(folded.charCodeAt(i - 1)) && isDigitCode(folded.charCodeAt(i + 1)));
    if (inWord) {
      if (start === -1) start = i;
    } else if (start !== -1) {
      // "0 % APR", "0% Finanzierung": a percentage is no count, so it keeps its sign and reads as no number.
      const percent = isDigitCode(folded.charCodeAt(i - 1)) ? percentSignAt(folded, i) : -1;
      words.push(percent === -1 ? folded.slice(start, i) : `${folded.slice(start, i)}%`);
      if (percent !== -1) i = percent;
      start = -1;
    }
  }
  return words;
}

/** Where the percent sign right after a number stands (a space may come between), else -1. */
function percentSignAt(folded: string, at: number): number {
  if (folded.charCodeAt(at) === 37) return at;
  const code = folded.charCodeAt(at);
  return (code === 32 || code === 160 || code === 0x202f) && folded.charCodeAt(at + 1) === 37 ? at + 1 : -1;
}

// A time or an amount is one number: "22:00" and "129,00 zł" hold no "00", which would read as zero stock.
function isNumberSeparator(code: number): boolean {
  return code === 58 || code === 44 || code === 46;
}

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** A vowel or h after a one-letter word and an apostrophe: an elided article or pronoun, not "I'm". */
function isElided(code: number): boolean {
  return code === 97 || code === 101 || code === 105 || code === 111 || code === 117 || code === 104 || code === 121;
}

/**
 * Letters and digits: ASCII ones, and anything past Latin-1's signs except punctuation blocks,
 * variation selectors and the astral planes, where shop text holds emoji ("AJOUTER AU PANIER 🛒")
 * rather than letters.
 */
function isWordCode(code: number): boolean {
  if (code < 0x80) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  if (code < 0xc0) return code === 0xaa || code === 0xb5 || code === 0xba;
  return !(
    code === 0xd7 ||
    code === 0xf7 ||
    (code >= 0x2000 && code <= 0x2bff) ||
    (code >= 0x3000 && code <= 0x303f) ||
    (code >= 0xd800 && code <= 0xdfff) ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff65)
  );
}

function conceptsOf(word: string): Concepts {
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
function readTerms(words: readonly string[]): Term[] {
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
    if (concepts === undefined) {
      const first = word.charCodeAt(0);
      if (first >= 48 && first <= 57 && isNumeral(word)) {
        number = Number.parseInt(word, 10);
        // Only a bare "0" is none ("0 in stock"); "0,00" is an amount.
        concepts = word === '0' ? EXACT.get('0') ?? NONE : NONE;
      } else if (first >= 48 && first <= 57 && HOURS.test(word)) {
        // "24h", "48h": hours written as one word are a time ("Disponible en 24h").
        concepts = TIMELY;
      } else if (first >= 48 && first <= 57 && word.endsWith('%')) {
        // A percentage is a figure but no count ("0% APR", "10% off"): NaN fails every test of a count.
        number = Number.NaN;
        concepts = NONE;
      } else concepts = conceptsOf(word);
    }
    terms.push({ concepts, number });
    i += length;
  }
  return terms;
}

const HOURS = /^\d{1,3}h$/;
const TIMELY: Concepts = new Set(['timely']);

/** Digits, with the separators of a time or an amount between them ("3", "22:00", "129,00"). */
function isNumeral(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (!isDigitCode(code) && !isNumberSeparator(code)) return false;
  }
  return true;
}

// Concepts that only mean something beside others ("made" needs "no longer", "in" a stock noun):
// a line holding none but these says nothing about stock, and is not read further.
const SUPPORTING: ReadonlySet<StockConcept> = new Set([
  'filler', 'presence', 'known', 'than', 'depleted', 'me', 'when', 'from', 'back', 'made', 'longer', 'negation', 'negationAfter', 'absence',
  'units', 'view', 'add', 'buy', 'cart', 'timely', 'almost', 'receive', 'ample', 'channel', 'able', 'month', 'oneClick', 'mine', 'free', 'with', 'answerNo', 'answerYes', 'monthPart', 'calendarWeek', 'most', 'other', 'signal', 'condition',
]);
// What a word's concepts do at the gate, as bits: OPENS when one of them can start a reading, else
// the supporting concepts that start one only together ("no longer made", "not to be ordered").
const OPENS = 1;
const MADE = 2;
const LONGER = 4;
const NEGATION = 8;
const BUY = 16;
const KNOWN = 32;
const MOST = 64;
const RECEIVE = 128;
const SUPPORT_BITS: ReadonlyArray<readonly [StockConcept, number]> = [['made', MADE], ['longer', LONGER], ['negation', NEGATION], ['buy', BUY], ['known', KNOWN], ['most', MOST], ['receive', RECEIVE]];
// Remembered per concept set (there are a few hundred): the gate runs on every line of a page.
const GATE = new WeakMap<Concepts, number>();

function gateBits(concepts: Concepts): number {
  let bits = GATE.get(concepts);
  if (bits === undefined) {
    bits = [...concepts].some((concept) => !SUPPORTING.has(concept)) ? OPENS : 0;
    for (const [concept, bit] of SUPPORT_BITS) if (concepts.has(concept)) bits |= bit;
    GATE.set(concepts, bits);
  }
  return bits;
}

/**
 * Whether any word, or word group starting at a word, can start a reading; else the line is not
 * read into terms at all (most lines of a page are prose). "no longer made", "can no longer get",
 * "not to be ordered" and "max. 0" are the readings made only of supporting words.
 */
function mayOpenReading(words: readonly string[]): boolean {
  let seen = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    // Word groups of supporting words count too: "ya no" is "no longer".
    if ((GROUP_LENGTH.get(word) ?? 1) > 1) seen |= groupGateBits(words, i);
    const concepts = conceptsOf(word);
    if (concepts.size > 0) seen |= gateBits(concepts);
    if ((seen & OPENS) !== 0) return true;
  }
  return ((seen & (MADE | RECEIVE)) !== 0 && (seen & LONGER) !== 0) || ((seen & NEGATION) !== 0 && (seen & (BUY | KNOWN | MOST)) !== 0);
}

/** The gate bits of every word group of the lexicon that starts at word `at`. */
function groupGateBits(words: readonly string[], at: number): number {
  let bits = 0;
  const longest = Math.min(GROUP_LENGTH.get(words[at]!) ?? 1, MAX_PHRASE_WORDS, words.length - at);
  let key = words[at]!;
  for (let extra = 1; extra < longest; extra++) {
    key += ` ${words[at + extra]!}`;
    const concepts = EXACT.get(key);
    if (concepts !== undefined) bits |= gateBits(concepts);
  }
  return bits;
}

class Line {
  constructor(
    readonly terms: readonly Term[],
    readonly text: string,
  ) {}

  has(concept: StockConcept): boolean {
    return this.terms.some((term) => term.concepts.has(concept));
  }

  hasAny(concepts: readonly StockConcept[]): boolean {
    return this.terms.some((term) => concepts.some((concept) => term.concepts.has(concept)));
  }

  /** Terms that mean something besides filler. */
  get meaningful(): number {
    return this.terms.filter((term) => term.number !== null || (term.concepts.size > 0 && !term.concepts.has('filler')) || term.concepts.size === 0).length;
  }

  /** A term with `concept` among the few words before term `at`, with no number between. */
  before(at: number, concepts: readonly StockConcept[], reach = NEGATION_REACH): boolean {
    let counted = 0;
    for (let i = at - 1; i >= 0 && counted < reach; i--) {
      const term = this.terms[i]!;
      if (concepts.some((concept) => term.concepts.has(concept))) return true;
      if (term.number !== null) return false;
      if (!term.concepts.has('filler')) counted++;
    }
    return false;
  }

  after(at: number, concept: StockConcept, reach = 2): boolean {
    return this.terms.slice(at + 1, at + 1 + reach).some((term) => term.concepts.has(concept));
  }

  /** Index of the first term with `concept` at or after `from`, -1 when none. */
  find(concept: StockConcept, from = 0): number {
    for (let i = from; i < this.terms.length; i++) if (this.terms[i]!.concepts.has(concept)) return i;
    return -1;
  }

  /** A date in digits ("12.03.", "20. 2.") or a day beside a month's name ("4–6 dicembre", "Dec 4", "le 8 février"). */
  hasDate(): boolean {
    if (DATE.test(this.text)) return true;
    return this.terms.some((term, at) => term.concepts.has('month') && this.terms.slice(Math.max(0, at - 2), at + 3).some((near) => near.number !== null && near.number >= 1 && near.number <= 31));
  }

  /** A calendar week by its number ("KW 12", "week 8", "semaine 6"); "1 week" is a span, the number after is a week. */
  hasWeekNumber(): boolean {
    return this.terms.some((term, at) => term.concepts.has('calendarWeek') && (this.terms[at + 1]?.number ?? 0) >= 1 && (this.terms[at + 1]?.number ?? 0) <= 53);
  }

  /**
   * A month right after "from" ("ab März", "ab Mitte Februar", "a partir de enero"), fillers and a
   * part of a month between; "0% APR available on orders" names no month it is available from.
   */
  hasMonthFrom(): boolean {
    return this.terms.some((term, at) => term.concepts.has('month') && this.before(at, ['from'], 2));
  }

  /** A month named without a day ("ab Mitte Februar", "a mediados de enero"): a time to come, not a delivery date. */
  hasMonthOnly(): boolean {
    return this.has('month') && !this.hasDate();
  }

  /** "in stock", "auf Lager", "op voorraad": a preposition of presence right before a stock noun. */
  presenceOfStock(): number {
    for (let i = 0; i + 1 < this.terms.length; i++) {
      if (this.terms[i]!.concepts.has('presence') && this.terms[i + 1]!.concepts.has('stock')) return i;
    }
    return -1;
  }
}

/**
 * Reads the stock state a line of visible text words, in any language of stock-lexicon.ts, by
 * one grammar: a negation or absence before a word of stock or availability ("not in stock",
 * "momentan nicht verfügbar", "sin existencias"), a notice widget ("email me when it is back"),
 * back or expected with a date or "when" ("wieder verfügbar ab 12.05."), coming soon and
 * pre-order, a delivery time ("ships in 2-3 days", "levertijd 1-2 werkdagen") or an unknown one,
 * a few left, in stock. Words of stock with doubt that no rule reads give `unclear`.
 */
export function readStockWording(text: string): StockReading {
  if (text.length > MAX_LINE) return null;
  const folded = foldWording(text);
  if (UNSPACED_SCRIPT.test(folded)) {
    const unspaced = readUnspacedWording(folded);
    if (unspaced !== null) return unspaced;
  }
  const statement = afterQuestion(folded);
  if (statement === null) return readFolded(folded);
  // The question's state is doubt at most: a stale "InStock" beside it is left unknown.
  const reading = readFolded(statement);
  return reading === null && readFolded(folded.slice(0, folded.length - statement.length)) !== null ? 'unclear' : reading;
}

function readFolded(folded: string): StockReading {
  const words = tokenise(folded);
  if (!mayOpenReading(words)) return null;
  const terms = readTerms(words);
  const line = terms.some((term) => term.concepts.has('other')) ? readOwnClauses(folded) : new Line(terms, folded);
  return decide(new Line(countsAbove(line.terms), line.text));
}

// Words after a question that make a sentence of their own rather than the field's answer ("Auf Lager? Ja").
const MIN_STATEMENT_WORDS = 2;

/**
 * "Out of stock? Try our similar products", "Ausverkauft? Wir beraten Sie gern": a state asked
 * about is a prompt that shops show on any page; the statement after it is what the line says.
 * Null when the line asks nothing, or answers its question in a word.
 */
function afterQuestion(folded: string): string | null {
  const mark = folded.lastIndexOf('?');
  if (mark === -1) return null;
  const rest = folded.slice(mark + 1);
  return tokenise(rest).length >= MIN_STATEMENT_WORDS ? rest : null;
}

// Where a sentence changes clause: a comma, a semicolon, or a dash between words.
const CLAUSE_BREAK = /[,;]|\s[-\u2012-\u2015]\s/;

/**
 * "This colour is sold out, but other colours are available", "Op voorraad, andere maten
 * uitverkocht": a clause about other variants or items says nothing of this one, and is left out.
 */
function readOwnClauses(folded: string): Line {
  const own = folded.split(CLAUSE_BREAK).flatMap((clause) => {
    const terms = readTerms(tokenise(clause));
    return terms.some((term) => term.concepts.has('other')) ? [] : [{ clause, terms }];
  });
  return new Line(own.flatMap(({ terms }) => terms), own.map(({ clause }) => clause).join(','));
}

/**
 * "More than 10 available", "mehr als 20 auf Lager", "più di 5 disponibili": "more" then "than"
 * before a count is the count; left in, "more" would read as the "longer" of "no longer".
 */
function countsAbove(terms: readonly Term[]): Term[] {
  return terms.filter((term, i) => !(
    (term.concepts.has('longer') && terms[i + 1]?.concepts.has('than') && terms[i + 2]?.number != null) ||
    (term.concepts.has('than') && terms[i - 1]?.concepts.has('longer') && terms[i + 1]?.number != null)
  ));
}

function decide(line: Line): StockReading {
  const stockish: readonly StockConcept[] = ['inStock', 'stock', 'available'];
  if (line.has('almost') && line.has('soldOut')) return 'limited';
  const answer = readsAnswer(line, stockish);
  if (answer !== null) return answer;
  if (namesClassOfGoods(line)) return 'unclear';
  if (readsCondition(line)) return null;
  if (readsNotice(line, stockish)) return 'out_of_stock';
  if (line.hasAny(['soldOut', 'supplyBreak']) || readsDepleted(line)) return 'out_of_stock';
  if (line.has('discontinued')) return 'discontinued';
  const made = line.find('made');
  if (made !== -1 && line.before(made, ['longer']) && line.before(made, ['negation'], NEGATION_REACH + 1)) return 'discontinued';
  if (made !== -1 && readsMadeNoLonger(line, made)) return 'discontinued';
  if (readsNoLongerReceived(line)) return 'out_of_stock';
  if (readsGone(line)) return 'out_of_stock';
  // "Pre-order: estimated to ship in March": the date a pre-order ships, not a return to stock.
  if (readsReturn(line, stockish)) return line.has('preorder') ? 'preorder' : 'out_of_stock';
  if (readsNegated(line) || readsDeliveryRefused(line) || readsZeroCount(line, stockish) || readsEmptyField(line, stockish)) return 'out_of_stock';
  if (line.hasAny(['preorder', 'release'])) return 'preorder';
  if (readsSoon(line) && (line.hasAny(['available', 'coming', ...stockish]) || line.meaningful <= 2)) return 'preorder';
  if (line.has('backorder')) return 'backorder';
  if (line.has('coming') && line.meaningful <= 3) return 'preorder';
  if (readsFewLeft(line)) return 'limited';
  // "Lieferzeit unbekannt", "restock date unknown": no known delivery or return is none now.
  if ((line.has('unknown') || readsNegatedKnown(line)) && line.hasAny(['delivery', 'supply', 'available', 'stock', 'expected', 'back', 'restock', 'coming'])) return 'out_of_stock';
  if (readsDeliveryTime(line)) return 'in_stock';
  if (readsInStock(line) || readsStockCount(line)) return 'in_stock';
  return line.hasAny(DOUBT) && line.hasAny(STOCK_VOCABULARY) ? 'unclear' : null;
}

/**
 * "Out of stock items are removed at checkout", "Hide sold-out products", "Ausverkaufte Artikel
 * ausblenden": a sold-out state said of a noun of goods, in a sentence with a verb of its own (a
 * word no table knows), names a class of goods (a policy, a filter), not this product's state.
 * Alone it is a badge: "Ausverkaufter Artikel". ("Vorrätige Artikel werden sofort versendet" is
 * read as in stock: beside this product it says it ships now.)
 */
function namesClassOfGoods(line: Line): boolean {
  const at = line.terms.findIndex(
    (term, i) => line.terms[i + 1]?.concepts.has('results') === true && (term.concepts.has('soldOut') || (term.concepts.has('stock') && line.terms[i - 1]?.concepts.has('absence') === true)),
  );
  return at !== -1 && line.terms.some((term, i) => i !== at + 1 && term.number === null && term.concepts.size === 0);
}

/**
 * "Subject to stock availability", "Sous réserve de disponibilité", "Salvo disponibilità": a
 * condition on availability, no state. The condition takes the stock word right after it, fillers
 * not counted; "Salvo errores, en stock" conditions something else.
 */
function readsCondition(line: Line): boolean {
  return line.terms.some((term, i) => term.concepts.has('condition') && conditions(line, i));
}

/** Whether the first word after the condition at `at` that is no filler is a stock word. */
function conditions(line: Line, at: number): boolean {
  for (let i = at + 1; i < line.terms.length; i++) {
    const term = line.terms[i]!;
    if (STOCK_VOCABULARY.some((concept) => term.concepts.has(concept))) return true;
    if (!term.concepts.has('filler') && !term.concepts.has('than')) return false;
  }
  return false;
}

// Zero as money or a share ("€0 deposit", "0 % APR") is no count of stock.
const ZERO_AMOUNT = /[$€£¥₹₩]\s?0(?![\d.,])|(?<![\d.,])0\s?(?:%|[$€£¥₹₩])/;

/**
 * "Stock: 0", "Lagerbestand: 0 Stk.", "disponible en 0 tiendas", "Menge: max. 0": zero as the value
 * of stock or availability, or as the most one may order, is none. It is the line's first count and
 * ends the line or stands before its units or stores ("0–2 days" are days).
 */
function readsZeroCount(line: Line, stockish: readonly StockConcept[]): boolean {
  const at = line.terms.findIndex((term) => term.number !== null);
  if (at === -1 || line.terms[at]!.number !== 0) return false;
  const next = line.terms[at + 1];
  if ((next !== undefined && !next.concepts.has('units') && !next.concepts.has('channel')) || ZERO_AMOUNT.test(line.text)) return false;
  return line.terms[at - 1]?.concepts.has('most') === true || line.hasAny(stockish);
}

// A field's value written as a dash or a cross rather than a count: "Voorraad: —", "Stock : ✕".
const EMPTY_VALUE = /:\s*[-\u2012-\u2015\u2212\u00d7\u2715\u2716]+\s*$/;

/**
 * "Lagerbestand: –", "Stock: none", "Voorraad: geen": a stock field whose value is a dash or one word
 * of negation is none; not when the field itself doubts ("Not in stock: none" is left to other rules).
 */
function readsEmptyField(line: Line, stockish: readonly StockConcept[]): boolean {
  const colon = line.text.lastIndexOf(':');
  if (colon === -1 || !line.hasAny(stockish)) return false;
  const value = tokenise(line.text.slice(colon + 1));
  const empty = value.length === 0 ? EMPTY_VALUE.test(line.text) : value.length === 1 && conceptsOf(value[0]!).has('negation');
  return empty && !line.terms.slice(0, line.terms.length - value.length).some((term) => DOUBT.some((concept) => term.concepts.has(concept)));
}

/** "Lagerbestand erschöpft", "varasto tyhjä", "Stock: empty": a stock noun used up, no count above zero ("12 empty seats"). */
function readsDepleted(line: Line): boolean {
  return line.has('depleted') && line.has('stock') && line.terms.every((term) => term.number === null || term.number === 0);
}

/** "Not yet known", "noch nicht festgelegt", "non ancora nota": a negation before a word of knowing. */
function readsNegatedKnown(line: Line): boolean {
  return line.terms.some((term, i) => term.concepts.has('known') && line.before(i, ['negation']));
}

/** "Soon" of stock, but not Italian and Portuguese "pronto" beside shipping ("pronto per la spedizione"), which is "ready". */
function readsSoon(line: Line): boolean {
  const shipping = line.hasAny(['delivery', 'supply']);
  return soonOfStock(line) && line.terms.some((term) => term.concepts.has('soon') && !(shipping && term.concepts.has('ready')));
}

/**
 * A field and its answer: "In stock: No", "Op voorraad: nee", "Verfügbar: Ja", "Disponible : oui".
 * The answer closes the line after a colon or a question mark, and the field speaks of stock; a
 * "yes" counts only when nothing before it doubts ("Not available: yes" is left to the negation rule).
 */
function readsAnswer(line: Line, stockish: readonly StockConcept[]): StockReading {
  const last = line.terms[line.terms.length - 1];
  if (last === undefined || line.terms.length < 2 || !/[:?]/.test(line.text)) return null;
  const field = line.terms.slice(0, -1);
  if (!field.some((term) => stockish.some((concept) => term.concepts.has(concept)))) return null;
  if (last.concepts.has('answerNo')) return 'out_of_stock';
  const doubted = field.some((term) => DOUBT.some((concept) => term.concepts.has(concept)));
  return last.concepts.has('answerYes') && !doubted ? 'in_stock' : null;
}

/**
 * The verb first, as Scandinavian word order has it: "føres ikke længere", "säljs inte längre i
 * butik"; not a measure ("made not longer than 30 cm"), where a word no table knows follows.
 */
function readsMadeNoLonger(line: Line, made: number): boolean {
  const { terms } = line;
  if (!terms[made + 1]?.concepts.has('negation') || !terms[made + 2]?.concepts.has('longer')) return false;
  const next = terms[made + 3];
  return next === undefined || (next.number === null && next.concepts.size > 0);
}

/** "Notify me", "Benachrichtigen", "E-mail me when available", "request a stock alert". */
function readsNotice(line: Line, stockish: readonly StockConcept[]): boolean {
  // "Email me when the price drops", "Preisalarm aktivieren": a price alert sits beside stock of any state.
  if (line.has('price') && !line.hasAny([...stockish, 'back', 'expected'])) return false;
  if (line.has('notify')) return line.terms.length <= 10 || line.hasAny([...stockish, 'back', 'when']);
  if (!line.has('notifyWeak')) return false;
  const aboutStock = line.hasAny([...stockish, 'back', 'expected']);
  if (aboutStock || (line.has('me') && (line.has('when') || line.terms.length <= 4))) return true;
  // "Receive a notification", "Få varsel på e-post": a short request for a notice, no offer's figures.
  return line.has('receive') && line.terms.length <= 6 && line.terms.every((term) => term.number === null);
}

/**
 * "We can no longer get this item", "non riusciamo più a riceverlo": the shop no longer obtains it.
 * Not a notice ("you will no longer receive alerts").
 */
function readsNoLongerReceived(line: Line): boolean {
  const at = line.find('receive');
  return at !== -1 && line.before(at, ['longer']) && line.before(at, ['negation'], NEGATION_REACH + 1) && !line.hasAny(['notify', 'notifyWeak']);
}

/** "No results", "0 products found", "Nicht gefunden", "nessun risultato". */
function readsGone(line: Line): boolean {
  for (const concept of ['results', 'found'] as const) {
    const at = line.find(concept);
    if (at !== -1 && (line.before(at, ['negation']) || line.after(at, 'negationAfter'))) return true;
  }
  return false;
}

/** Back or expected in stock with "when", "soon", a date: "back in stock soon", "weer op voorraad vanaf 3 mei". */
function readsReturn(line: Line, stockish: readonly StockConcept[]): boolean {
  // "Back soon", "bald wieder da": coming back is not being here.
  if (line.has('back') && line.has('soon')) return true;
  // "Réassort prévu le 15/04", "Nachschub erwartet": a restock on its way or dated is not stock now.
  // "Restocking early January", "Dostawa planowana na styczeń": an arrival set for a month is to come;
  // so is any delivery or stock set for a part of a month ("chega no final de fevereiro").
  if (line.hasAny(['restock', 'expected', 'coming', 'back']) && line.hasMonthOnly()) return true;
  if (line.has('monthPart') && line.hasMonthOnly() && line.hasAny(['delivery', 'supply', ...stockish])) return true;
  // "Wordt verwacht in week 8", "Arrivage prévu semaine 6": expected in a calendar week, with no
  // delivery word. A day is not enough: "Arriving 12/03" is as often a delivery estimate.
  if (line.hasAny(['expected', 'coming']) && line.hasWeekNumber() && !line.hasAny(['delivery', 'supply'])) return true;
  const restock = line.find('restock');
  if (restock !== -1 && (line.hasDate() || line.hasWeekNumber() || line.terms.some((term, i) => i !== restock && ['expected', 'soon', 'coming'].some((c) => term.concepts.has(c as StockConcept))))) return true;
  if (restock !== -1 && readsRestockUnderWay(line, restock)) return true;
  // "Neue Ware ab Februar", "lieferbar ab März": stock or availability from a month on.
  if (line.hasAny(['available', 'stock']) && line.hasMonthOnly() && line.hasMonthFrom()) return true;
  if (!line.hasAny(stockish)) return false;
  // "In stock soon": not in stock now ("available soon" is a pre-order).
  if (soonOfStock(line) && (line.has('inStock') || line.presenceOfStock() !== -1)) return true;
  if (line.has('expected')) return true;
  if (line.has('when')) return true;
  // "Disponible à partir du 12/03", "lieferbar ab 20.12.": available from a date on is not now.
  if (line.has('from') && line.has('available') && line.hasDate()) return true;
  // "Kun 2 tilbage", "1 igjen": after a count the word is "left", not "back".
  const back = line.terms.some((term, i) => term.concepts.has('back') && !(term.concepts.has('left') && line.terms[i - 1]?.number != null));
  if (!back) return false;
  return line.hasAny(['soon', 'from', 'coming']) || line.terms.some((term) => term.number !== null) || line.hasDate();
}

/**
 * "Soon" said of stock, not of buying: "Only 2 left in stock – order soon" urges an order; "in stock
 * soon", "bald wieder auf Lager" are to come.
 */
function soonOfStock(line: Line): boolean {
  return line.terms.some((term, i) => term.concepts.has('soon') && line.terms[i - 1]?.concepts.has('buy') !== true);
}

/**
 * "In riassortimento", "en reposición", "Produit en cours de réapprovisionnement", "Restock in
 * progress": a restock noun with a preposition of presence, and at most one word no table knows
 * ("cours", "progress"), nothing else but fillers: a restock under way. "Restocking fee applies" is not.
 */
// "Produit" is "product" and "made"; "de" is "of" and "than".
const RESTOCK_PADDING: readonly StockConcept[] = ['filler', 'than', 'made'];

function readsRestockUnderWay(line: Line, restock: number): boolean {
  const presence = line.terms.findIndex((term) => term.concepts.has('presence'));
  if (presence === -1) return false;
  let unknown = 0;
  for (let i = 0; i < line.terms.length; i++) {
    const term = line.terms[i]!;
    if (i === restock || i === presence) continue;
    if (term.number === null && term.concepts.size === 0) unknown++;
    else if (!isPadding(term, RESTOCK_PADDING)) return false;
  }
  return unknown <= 1;
}

/**
 * A negation or absence before a word of stock or availability, or a negation after it; or a line
 * that ends in a purchase verb its negation denies ("no se puede comprar", "kan ikke bestilles").
 */
function readsNegated(line: Line): boolean {
  if (readsNegatedPurchase(line)) return true;
  for (let i = 0; i < line.terms.length; i++) {
    const term = line.terms[i]!;
    // "None left", "0 left", "keine mehr übrig": nothing remains.
    if (term.concepts.has('left') && line.before(i, ['negation'], 1)) return true;
    if (NEGATABLE_LAST.some((concept) => term.concepts.has(concept)) && line.before(i, ['negation']) && endsAfter(line, i)) return true;
    if (!NEGATABLE.some((concept) => term.concepts.has(concept))) continue;
    if (line.before(i, ['negation']) && !withoutOwnObject(line, i)) return true;
    if (term.concepts.has('stock') && line.before(i, ['absence'], 2) && !readsSource(line, i)) return true;
    if (line.after(i, 'negationAfter')) return true;
  }
  return false;
}

/**
 * "Paiement en 4x sans frais disponible", "Ratenkauf ohne Zinsen verfügbar": "without" takes the
 * word right after it, one no table knows, as its object; the availability after that is not denied.
 * "Sin existencias disponibles" denies the stock noun itself.
 */
function withoutOwnObject(line: Line, at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const term = line.terms[i]!;
    if (!term.concepts.has('negation')) continue;
    const object = line.terms[i + 1];
    return term.concepts.has('absence') && i + 1 < at && object!.number === null && object!.concepts.size === 0;
  }
  return false;
}

/**
 * "Keine Lieferung möglich", "Versand nicht möglich", "levering niet mogelijk": delivery said to be
 * impossible, with nothing else on the line but fillers and where; "Express delivery not possible"
 * (one way of shipping) and "No delivery charge" are not this.
 */
function readsDeliveryRefused(line: Line): boolean {
  // Short words of many meanings stand here too: "no" is also an answer and Portuguese "in the".
  if (!line.hasAny(['delivery', 'supply']) || !line.has('negation') || !line.has('able')) return false;
  return line.terms.every((term) => isPadding(term, ['delivery', 'supply', 'negation', 'answerNo', 'able', 'filler', 'channel', 'presence', 'add']));
}

/**
 * "Leverbaar uit eigen magazijn", "ships out of our Leeds warehouse": right after a word of
 * availability or supply, "out of" with a word of its own before the stock noun at `at` says where
 * it comes from, not that there is none.
 */
function readsSource(line: Line, at: number): boolean {
  // Right before the noun it is absence again: "Availability: out of stock" is a field and its value.
  for (let i = at - 2; i > 0; i--) {
    if (!line.terms[i]!.concepts.has('absence')) continue;
    return line.terms[i - 1]!.concepts.has('available') || line.terms[i - 1]!.concepts.has('supply');
  }
  return false;
}

/**
 * "Niet te bestellen", "går inte att beställa just nu", "kann nicht bestellt werden": a negation, then only
 * modal words or fillers, then a purchase verb with nothing after it but fillers, times or a place. A verb
 * with more after it ("no order too small", "kein Mindestbestellwert, jetzt bestellen") is not read.
 */
function readsNegatedPurchase(line: Line): boolean {
  const { terms } = line;
  let end = terms.length - 1;
  // A passive's auxiliary or where it is sold may close the line: "kann nicht bestellt werden", "cannot be ordered online".
  while (end >= 0 && isPadding(terms[end]!, ['filler', 'timely', 'able', 'channel'])) end--;
  // "Why not buy now?": a question that invites is no statement of stock.
  if (end < 1 || !terms[end]!.concepts.has('buy') || line.text.trimEnd().endsWith('?')) return false;
  let at = end - 1;
  while (at >= 0 && isPadding(terms[at]!, ['filler', 'able'])) at--;
  return at >= 0 && terms[at]!.concepts.has('negation');
}

/** Nothing but fillers, times and "more" after term `at`. */
function endsAfter(line: Line, at: number): boolean {
  return line.terms.slice(at + 1).every((term) => isPadding(term, ['filler', 'timely', 'longer']));
}

function isPadding(term: Term, concepts: readonly StockConcept[]): boolean {
  return term.number === null && term.concepts.size > 0 && [...term.concepts].every((concept) => concepts.includes(concept));
}

/** "Only 3 left", "nur noch 2 Stück", "pocas unidades", "beperkte voorraad", "últimas unidades". */
function readsFewLeft(line: Line): boolean {
  const { terms } = line;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    const next = terms[i + 1];
    if (term.number !== null && term.number > 0) {
      if (next?.concepts.has('left') || (next?.concepts.has('units') && terms[i + 2]?.concepts.has('left'))) return true;
      if (line.before(i, ['only'], 1)) {
        if (next === undefined) return !CURRENCY_SIGN.test(line.text);
        if (['units', 'left', 'stock', 'presence', 'inStock', 'available'].some((concept) => next.concepts.has(concept as StockConcept))) return true;
      }
    }
    if (term.concepts.has('few') || term.concepts.has('last')) {
      if (next !== undefined && (next.concepts.has('units') || next.concepts.has('left') || next.concepts.has('stock'))) return true;
      // "Ultimi 2 pezzi", "letzte 3 Exemplare", "last 4 available": the count between.
      const after = terms[i + 2];
      if (next?.number != null && next.number > 0 && after !== undefined && ['units', 'available', 'left', 'stock', 'inStock'].some((c) => after.concepts.has(c as StockConcept))) return true;
      // "Posledních pár kusů", "letzte paar Stück": a word of quantity no table knows between.
      if (term.concepts.has('last') && next?.number === null && next.concepts.size === 0 && after?.concepts.has('units')) return true;
    }
    if (term.concepts.has('scarce') && next !== undefined && (next.concepts.has('stock') || next.concepts.has('available') || next.concepts.has('units'))) return true;
    // The adjective after the noun: "stock limité", "scorte limitate", "existencias bajas".
    if (next?.concepts.has('scarce') && (term.concepts.has('stock') || term.concepts.has('available'))) return true;
    if (term.concepts.has('left') && line.before(i, ['few'], 1)) return true;
  }
  return false;
}

// How many words (not counting figures and filler) may stand between a supply or stock word and
// its time: "Versand aus Lager Leipzig innerhalb 1 Werktag", "sold within 2 days".
const SUPPLY_REACH = 3;

/** The words between two terms, figures and filler not counted. */
function wordsBetween(line: Line, a: number, b: number): number {
  let words = 0;
  for (let i = Math.min(a, b) + 1; i < Math.max(a, b); i++) {
    const term = line.terms[i]!;
    if (term.number === null && !term.concepts.has('filler')) words++;
  }
  return words;
}

/** "Ships in 2-3 days", "Lieferzeit: 1-2 Werktage", "entrega en 24h", "versandbereit". */
function readsDeliveryTime(line: Line): boolean {
  if (line.has('ready') && line.hasAny(['delivery', 'supply', 'timely', 'stock'])) return true;
  if (!line.hasAny(['delivery', 'supply'])) return false;
  if (line.hasDate()) return true;
  if (line.has('delivery') && line.has('timely')) return true;
  // "Ophalen mogelijk in 14 winkels", "Abholung in 5 Filialen": a way to get it, at stores that are counted.
  if (line.has('delivery') && countsStores(line) && !line.hasAny(DOUBT)) return true;
  // Supply words ("offer", "sold", "orders") are common in prose, so their time must stand close:
  // "sold within 2 days", not "we offer … and four weeks of paid vacation".
  const supply = line.terms.flatMap((term, i) => (term.concepts.has('supply') || term.concepts.has('stock') ? [i] : []));
  const timed = line.terms.some((term, i) => term.concepts.has('timely') && supply.some((d) => wordsBetween(line, d, i) <= SUPPLY_REACH));
  if (timed) return true;
  // "24h", "48 h": a number of hours written as one word.
  return /\b\d{1,3} ?h\b/.test(line.text);
}

/** A store noun right after a count above zero: "in 14 winkels", "at 3 stores". */
function countsStores(line: Line): boolean {
  return line.terms.some((term, i) => term.concepts.has('channel') && (line.terms[i - 1]?.number ?? 0) > 0);
}

/** "In stock", "auf Lager", "lagernd", "5 in stock", "Back in stock!", "Available" alone, "Stock in warehouse". */
function readsInStock(line: Line): boolean {
  if (line.has('inStock') || line.presenceOfStock() !== -1) return true;
  // "Ruime voorraad", "Hoher Lagerbestand", "Dostępność: duża": plenty beside stock, either side.
  for (let i = 0; i + 1 < line.terms.length; i++) {
    const [first, second] = [line.terms[i]!.concepts, line.terms[i + 1]!.concepts];
    if ((first.has('ample') && (second.has('stock') || second.has('available'))) || (second.has('ample') && (first.has('stock') || first.has('available')))) return true;
  }
  const available = line.find('available');
  if (available === -1) return false;
  // "Available", "Disponibile online", "sofort verfügbar", "available to ship", "disponible en 2-3
  // días": availability alone or with how and when it is delivered, not "in 3 colours". Stores
  // count when they are counted ("in 12 Märkten verfügbar"): a bare "available to buy in store"
  // often stands beside "not online". So do units ("5 Stück verfügbar").
  const counted = line.terms.some((term) => term.number !== null);
  // Words no table knows after counted stores describe them: "en 2 tiendas cercanas", "in 3 Filialen in Ihrer Nähe".
  const stores = line.terms.findIndex((term, i) => term.concepts.has('channel') && (line.terms[i - 1]?.number ?? 0) > 0);
  const destination = destinationAfter(line);
  const labelled = signalLabel(line);
  const others = line.terms.flatMap((term, i) =>
    i === available ||
    i === labelled ||
    term.number !== null ||
    DELIVERED.some((concept) => term.concepts.has(concept)) ||
    (counted && (term.concepts.has('channel') || term.concepts.has('units'))) ||
    (stores !== -1 && i > stores && term.concepts.size === 0) ||
    (destination !== -1 && i > destination && term.concepts.size === 0)
      ? []
      : [i],
  );
  return others.length === 0 || readsPlace(line, others);
}

/**
 * Words no table knows after the way or the time it comes, once a preposition has opened them,
 * say where to ("for delivery to Northern Ireland", "para envío a domicilio", "in 1-3 Werktagen
 * bei Ihnen") or where from ("for Click & Collect at Leeds Kirkstall"); not "30-day returns
 * available". The preposition's index, else -1.
 */
const PREPOSITIONS: readonly StockConcept[] = ['filler', 'add', 'presence'];

function destinationAfter(line: Line): number {
  const { terms } = line;
  const way = terms.findIndex((term) => term.concepts.has('delivery') || term.concepts.has('timely'));
  if (way === -1) return -1;
  for (let i = way + 1; i < terms.length; i++) {
    const term = terms[i]!;
    if (term.concepts.size === 0) return -1;
    if (term.number === null && PREPOSITIONS.some((concept) => term.concepts.has(concept))) return i;
  }
  return -1;
}

// A word and a colon opening the line: "Verde: disponibile", "Grün: auf Lager".
const LABEL = /^\s*[\p{L}]+\s*:/u;

/**
 * A stock light's colour as the label of the line ("Verde: disponibile", "Grøn: tilgængelig"): the
 * light's name, not a variant; "Available in green" names a colour. Index of that term, else -1.
 */
function signalLabel(line: Line): number {
  return line.terms[0]?.concepts.has('signal') === true && LABEL.test(line.text) ? 0 : -1;
}

/**
 * The words left beside availability name where it is: "in our Leeds warehouse", "nel magazzino
 * di Milano", "uit eigen magazijn", "im Markt Hamburg-Altona". One run of words holding a stock
 * noun, or a store noun followed by its name; else nothing but prepositions and words no table
 * knows, fillers between. A store named by its kind alone ("available in other stores") is not this store's stock.
 */
function readsPlace(line: Line, at: readonly number[]): boolean {
  if (line.hasAny(DOUBT.filter((c) => c !== 'absence'))) return false;
  const run = line.terms.slice(at[0], at[at.length - 1]! + 1);
  const place = run.findIndex((term) => term.concepts.has('stock') || term.concepts.has('channel'));
  if (place === -1) return false;
  const named = run[place]!.concepts.has('stock') || run.slice(place + 1).some((term) => term.concepts.size === 0);
  return named && run.every((term) => term.concepts.size === 0 || ['stock', 'channel', 'presence', 'absence', 'from', 'filler'].some((c) => term.concepts.has(c as StockConcept)));
}

/**
 * "Stock: 14 units", "Lagerbestand: 23 Stück", "Voorraad winkel: 5": a stock noun and a count above
 * zero, nothing else but fillers and where the stock is.
 */
function readsStockCount(line: Line): boolean {
  const words = line.terms.filter((term) => term.number !== null || !isPadding(term, ['filler', 'channel']));
  const [noun, count, units] = words;
  if (noun === undefined || !noun.concepts.has('stock') || count?.number == null || count.number === 0) return false;
  return words.length === 2 || (words.length === 3 && units!.concepts.has('units'));
}

interface UnspacedPattern {
  state: Availability;
  pattern: RegExp;
}

const UNSPACED_STATES: ReadonlyArray<readonly [keyof UnspacedWording, Availability]> = [
  ['outOfStock', 'out_of_stock'],
  ['discontinued', 'discontinued'],
  ['preorder', 'preorder'],
  ['backorder', 'backorder'],
  ['limited', 'limited'],
  ['inStock', 'in_stock'],
];
const UNSPACED_PATTERNS: UnspacedPattern[] = [];
const UNSPACED_STOCK: RegExp[] = [];
const UNSPACED_BUY: RegExp[] = [];
for (const wording of Object.values(UNSPACED_WORDING)) {
  for (const [kind, state] of UNSPACED_STATES) {
    for (const source of wording[kind]) UNSPACED_PATTERNS.push({ state, pattern: new RegExp(source, 'g') });
  }
  const before = wording.negationsBefore.length === 0 ? null : `(?:${wording.negationsBefore.join('|')})`;
  const after = wording.negationsAfter.length === 0 ? null : `(?:${wording.negationsAfter.join('|')})`;
  for (const stock of wording.stock) {
    if (before !== null) UNSPACED_STOCK.push(new RegExp(`${before}.?${stock}`));
    // "재고: 없음", "在庫：なし": a field and its answer.
    if (after !== null) UNSPACED_STOCK.push(new RegExp(`${stock}\\s?:?\\s?${after}`));
    // "在庫：0", "库存：12件": a stock field and its count; one-character words ("货") are too short to be a field.
    if (stock.length > 1) {
      UNSPACED_STOCK.push(new RegExp(`${stock}\\s?:?\\s?0(?![\\d.,])`));
      UNSPACED_PATTERNS.push({ state: 'in_stock', pattern: new RegExp(`${stock}\\s?:?\\s?[1-9]\\d*(?![\\d.,])`, 'g') });
    }
  }
  for (const label of wording.buy) UNSPACED_BUY.push(new RegExp(label));
}
const UNSPACED_RANK: readonly Availability[] = UNSPACED_STATES.map(([, state]) => state);

/** Chinese, Japanese and Korean wording: phrases found inside running text, a phrase inside a longer one not counted. */
function readUnspacedWording(line: string): Availability | null {
  if (UNSPACED_STOCK.some((pattern) => pattern.test(line))) return 'out_of_stock';
  const found: Array<{ state: Availability; start: number; end: number }> = [];
  for (const { state, pattern } of UNSPACED_PATTERNS) {
    for (const match of line.matchAll(pattern)) found.push({ state, start: match.index, end: match.index + match[0].length });
  }
  let best = UNSPACED_RANK.length;
  for (const { state, start, end } of found) {
    if (found.some((other) => other.start <= start && other.end >= end && other.end - other.start > end - start)) continue;
    best = Math.min(best, UNSPACED_RANK.indexOf(state));
  }
  if (best < UNSPACED_RANK.length) return UNSPACED_RANK[best]!;
  // A stock word alone on its line ("在庫") is in stock, as "Available" is.
  return Object.values(UNSPACED_WORDING).some((w) => w.stock.some((stock) => line.trim() === stock)) ? 'in_stock' : null;
}

// A currency word or code beside an amount ("129,00 zł", "349 kr", "EUR 20"): the price on a button, not a word of its label.
const PRICE_MARKER = new RegExp(String.raw`(?<=\d\s?)(?:${currencyMarkerPattern()})(?!\p{L})|(?<![\p{L}\p{N}])(?:${currencyMarkerPattern()})(?=\s?\d)`, 'gu');

/** True for the label of a purchase button ("Add to cart", "In den Warenkorb", "Nu kopen", "カートに入れる"). */
export function readsPurchaseLabel(text: string): boolean {
  if (text.length > MAX_LINE) return false;
  const folded = foldWording(text.replace(PRICE_MARKER, ' '));
  if (UNSPACED_SCRIPT.test(folded) && UNSPACED_BUY.some((pattern) => pattern.test(folded))) return true;
  const terms = readTerms(tokenise(folded));
  const line = new Line(terms, folded);
  if (line.has('view') || terms.length === 0) return false;
  // Whatever is free may follow "free" ("Free returns"); the means of paying, of one word or more,
  // all that follows "with" ("Kjøp med Vipps", "Buy with Shop Pay"); a count's unit the count
  // ("Añadir al carrito · 2 uds.", "3 Pck. in den Warenkorb").
  const paying = terms.findIndex((term) => term.concepts.has('with'));
  const onlyLabelWords = terms.every(
    (term, i) =>
      term.number !== null ||
      [...term.concepts].some((concept) => LABEL_WORDS.has(concept)) ||
      terms[i - 1]?.concepts.has('free') === true ||
      (paying !== -1 && i > paying) ||
      (terms[i - 1]?.number != null && term.concepts.size === 0),
  );
  if (!onlyLabelWords) return false;
  return line.has('buy') || (line.has('cart') && (line.has('add') || terms.length === 1));
}
