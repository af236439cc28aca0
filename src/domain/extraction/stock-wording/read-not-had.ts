import { conceptsOf, readTerms } from './read-terms.js';
import type { StockConcept } from './stock-concepts.js';
import { CLAUSE_BREAK, isPadding, type Line } from './stock-line.js';
import { isHaveWord, ONE_WORDS } from './term-table.js';
import { tokenise } from './tokenise-wording.js';

// What a clause of having denied may hold besides its verb: fillers ("this", "at the moment",
// "leider"), the product ("ce produit"), a size and its value, all of it, units, a time; Polish "do"
// (to) is also English "do" ("We do not have"). A word of negation counts as one whatever else it
// means ("no" is also an answer).
const NOT_HAD: readonly StockConcept[] = ['filler', 'negation', 'made', 'size', 'whole', 'units', 'timely', 'longer', 'add'];
// French elides the "ne" of its negation before a vowel ("n'avons"): a word of its own once folded.
const ELIDED = new Set(['n']);

/**
 * "We don't have this one at the moment", "Nous n'avons pas ce produit en ce moment", "Wir haben
 * Größe 44 leider nicht": the shop's verb of having denied (a word class per language), with nothing
 * but the product, "one", a size or fillers as its object, is none to be had. Anything else had or
 * not ("We don't have a store in Leeds", "You have no items") is no state; a clause after it may only
 * send the shopper to another variant.
 */
export function readsProductNotHad(line: Line): boolean {
  if (!line.has('negation')) return false;
  const [first, ...rest] = line.text.split(CLAUSE_BREAK);
  const words = tokenise(first!);
  const have = words.findIndex(isHaveWord);
  if (have === -1 || !rest.every(pointsToOtherVariant)) return false;
  // The negation denies the verb: right before it or after it ("No. We have this one" denies something else).
  if (!words.some((word, i) => (i === have - 1 || i > have) && conceptsOf(word).has('negation'))) return false;
  const terms = readTerms(words.filter((word, i) => i !== have && !ONE_WORDS.has(word) && !ELIDED.has(word)));
  return terms.some((term) => term.concepts.has('negation')) && terms.every((term) => term.concepts.has('negation') || isPadding(term, NOT_HAD));
}

// What a clause sending to another variant holds: fillers, "other", and the size or colour it names.
const OTHER_VARIANT: readonly StockConcept[] = ['filler', 'size', 'other', 'presence'];

/**
 * "Try another colour", "pick a different size", "bitte andere Größe wählen": a clause naming a size
 * or a colour, with at most two words no table knows (the verb of choosing, "another") and nothing
 * else, sends the shopper to another variant and states nothing of its own ("other sizes in stock" does).
 */
export function pointsToOtherVariant(clause: string): boolean {
  const terms = readTerms(tokenise(clause));
  let unknown = 0;
  for (const term of terms) {
    if (term.concepts.size === 0 && term.number === null) unknown++;
    else if (!isPadding(term, OTHER_VARIANT)) return false;
  }
  return unknown <= 2 && terms.some((term) => term.concepts.has('size'));
}
