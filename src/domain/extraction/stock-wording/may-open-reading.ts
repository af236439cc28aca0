import type { StockConcept } from './stock-concepts.js';
import { conceptsOf, MAX_PHRASE_WORDS, type Concepts } from './read-terms.js';
import { EXACT, GROUP_LENGTH, isHaveWord, isReserveWord } from './term-table.js';
import { isParticle } from './separable-verbs.js';

// Concepts that only mean something beside others ("made" needs "no longer", "in" a stock noun; "all",
// a price and a service only qualify a state): a line holding none but these says nothing about
// stock, and is not read further.
const SUPPORTING: ReadonlySet<StockConcept> = new Set([
  'filler', 'presence', 'known', 'date', 'than', 'depleted', 'me', 'when', 'from', 'back', 'made', 'longer', 'negation', 'negationAfter', 'absence',
  'units', 'view', 'add', 'put', 'buy', 'cart', 'timely', 'almost', 'receive', 'ample', 'channel', 'web', 'toward', 'able', 'month', 'oneClick', 'mine', 'free', 'with', 'answerNo', 'answerYes', 'monthPart', 'calendarWeek', 'most', 'other', 'signal', 'condition', 'field', 'listing',
  'signalOut', 'means', 'supplier', 'seller', 'onRequest', 'collect', 'market', 'size', 'whole', 'price', 'service',
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
const UNITS = 256;
const WEB = 512;
const CHANNEL = 1024;
const SUPPLIER = 2048;
const SELLER = 4096;
const WHOLE = 8192;
const NEGATION_AFTER = 16384;
const SUPPORT_BITS: ReadonlyArray<readonly [StockConcept, number]> = [['made', MADE], ['longer', LONGER], ['negation', NEGATION], ['buy', BUY], ['known', KNOWN], ['most', MOST], ['receive', RECEIVE], ['units', UNITS], ['web', WEB], ['channel', CHANNEL], ['supplier', SUPPLIER], ['seller', SELLER], ['whole', WHOLE], ['negationAfter', NEGATION_AFTER]];
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
 * "not to be ordered", "max. 0", "no longer in our range", "wir haben keine mehr", "brak sztuk", "all sold" and
 * "Online: 25 Stück" are the readings made only of supporting words, and so are reserving at a store
 * and no store having it.
 */
export function mayOpenReading(words: readonly string[]): boolean {
  let seen = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    // Word groups of supporting words count too: "ya no" is "no longer".
    if ((GROUP_LENGTH.get(word) ?? 1) > 1) seen |= groupGateBits(words, i);
    const concepts = conceptsOf(word);
    if (concepts.size > 0) seen |= gateBits(concepts);
    if ((seen & OPENS) !== 0) return true;
  }
  if ((seen & LONGER) !== 0 && (seen & (MADE | RECEIVE)) !== 0) return true;
  // "Tutto venduto", "kaikki on myyty": every one sold.
  if ((seen & WHOLE) !== 0 && (seen & MADE) !== 0) return true;
  // Dutch "op" closing a line is "used up" (readsUsedUp): "Op is op", "Het is op".
  if (words[words.length - 1] === 'op') return true;
  // "Verkkokaupassa: 10+ kpl", "Online: 25 Stück", "Leverandør: 5+ stk": units counted at the web shop or the supplier.
  if ((seen & (WEB | SUPPLIER)) !== 0 && (seen & UNITS) !== 0) return true;
  // "Ingen butikker har varen", "Żaden sprzedawca nie ma": no store or no seller has it, the negation before it.
  if ((seen & NEGATION) !== 0 && ((seen & (BUY | KNOWN | MOST | LONGER | UNITS | CHANNEL | SELLER)) !== 0)) return true;
  // "We don't have this one", "Nous n'avons pas ce produit": a verb of having denied (readsProductNotHad).
  if ((seen & NEGATION) !== 0 && words.some(isHaveWord)) return true;
  // "Satıcı bulunamadı": a seller with the negation after it (readsNoSeller).
  if ((seen & NEGATION_AFTER) !== 0 && (seen & SELLER) !== 0) return true;
  // "Rezervovat na prodejně": a verb of reserving no other table holds, beside a store.
  return (seen & CHANNEL) !== 0 && words.some(isReserveWord);
}

/**
 * Whether any part of a line (a sentence, a closing clause, the label before an aside) may open a
 * reading: a part's words are some of the line's, and the gate's bits only grow with words, but for a
 * separable verb's particle, which a part may end in ("Is het op, dan …" reads "op" as used up; a
 * particle closing a part joins its verb). Most lines of a page are prose: they are read no further.
 */
export function mayOpenReadingInPart(words: readonly string[]): boolean {
  return mayOpenReading(words) || words.some(isParticle);
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
