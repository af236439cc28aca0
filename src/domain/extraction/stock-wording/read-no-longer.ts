import type { StockConcept } from './stock-concepts.js';
import { isPadding, NEGATION_REACH, termHasAny, type Line } from './stock-line.js';

// "No longer" said after the verb it denies, or before a verb of receiving: none will come, or none is made.

/**
 * The verb first, as Scandinavian word order has it: "føres ikke længere", "säljs inte längre i
 * butik", and German with the object first, its subject between ("Dieses Modell verkaufen wir
 * nicht mehr"); not a measure ("made not longer than 30 cm"), where a word no table knows follows.
 */
export function readsMadeNoLonger(line: Line, made: number): boolean {
  const { terms } = line;
  // The negation before the verb and "longer" right after it, as French and Italian put it: "Le fabricant ne produit plus", "non realizza più".
  if (terms[made - 1]?.concepts.has('negation') === true && terms[made + 1]?.concepts.has('longer') === true) return true;
  const negation = terms[made + 1]?.concepts.has('filler') === true && !terms[made + 1]!.concepts.has('negation') ? made + 2 : made + 1;
  if (!terms[negation]?.concepts.has('negation') || !terms[negation + 1]?.concepts.has('longer')) return false;
  const next = terms[negation + 2];
  return next === undefined || (next.number === null && next.concepts.size > 0);
}

/**
 * "We can no longer get this item", "non riusciamo più a riceverlo": the shop no longer obtains it.
 * Not a notice ("you will no longer receive alerts").
 */
export function readsNoLongerReceived(line: Line): boolean {
  if (!line.has('longer') || line.hasAny(['notify', 'notifyWeak'])) return false;
  const at = line.find('receive');
  if (at !== -1 && line.before(at, ['longer']) && line.before(at, ['negation'], NEGATION_REACH + 1)) return true;
  // The verb second, "no longer" after its object: "Wir bekommen den Artikel nicht mehr rein", "Wij verwachten dit artikel niet meer binnen", "Dieser Artikel kommt nicht mehr rein".
  return line.terms.some((term, i) => termHasAny(term, ARRIVING) && readsNoLongerLater(line, i));
}

// Verbs of the goods reaching the shop or the shopper, denied with "no longer": none will come
// ("Der Hersteller liefert diesen Artikel nicht mehr").
const ARRIVING: readonly StockConcept[] = ['receive', 'expected', 'coming', 'back', 'supply'];
// Object and subject words between a verb and "nicht mehr" / "niet meer" in a main clause.
const CLAUSE_OBJECT: readonly StockConcept[] = ['filler', 'units', 'results', 'supplier', 'me'];
const CLAUSE_OBJECT_WORDS = 4;

/**
 * "Dieses Produkt führen wir nicht mehr", "Den Artikel stellt der Hersteller nicht mehr her", "We
 * krijgen dit artikel niet meer binnen": the verb second, its object or subject after it (at most
 * four words, one of them a word no table knows, an article), then "no longer" closing the line or
 * followed by one particle. Not "made not longer than 30 cm" (a figure) nor a clause going on.
 */
export function readsNoLongerLater(line: Line, verb: number): boolean {
  const { terms } = line;
  let at = verb + 1;
  let unknown = 0;
  for (; at < terms.length && !terms[at]!.concepts.has('negation'); at++) {
    const term = terms[at]!;
    if (at > verb + CLAUSE_OBJECT_WORDS || term.number !== null) return false;
    if (term.concepts.size === 0 ? ++unknown > 1 : !isPadding(term, CLAUSE_OBJECT)) return false;
  }
  if (!terms[at]?.concepts.has('negation') || !terms[at + 1]?.concepts.has('longer')) return false;
  const rest = terms.slice(at + 2);
  return rest.length === 0 || (rest.length === 1 && (rest[0]!.concepts.size === 0 || isPadding(rest[0]!, ['filler'])) && rest[0]!.number === null);
}
