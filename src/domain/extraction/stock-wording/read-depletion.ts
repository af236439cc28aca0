import { readsAllSold } from './read-out-of-stock.js';
import { pointsToOtherVariant, readsProductNotHad } from './read-not-had.js';
import { readTerms, type Term } from './read-terms.js';
import type { StockConcept } from './stock-concepts.js';
import { CLAUSE_BREAK, endsAfter, isFillerPadding, isPadding, Line } from './stock-line.js';
import { tokenise } from './tokenise-wording.js';

// What may stand before a word of depletion as what is gone: the product, all of it, its units, its
// stock or shelf, the shop ("we've run out"), a size or colour chosen ("Größe 42 ist weg"). A word no table knows there is another subject. Romance
// "prodotto", "produit", "produto" name the product and are participles of making too ("Prodotto terminato").
const GONE_SUBJECT: readonly StockConcept[] = ['filler', 'whole', 'last', 'units', 'results', 'stock', 'shelf', 'me', 'longer', 'presence', 'add', 'made', 'size'];
// What may follow it: fillers, times, more of it, a return ("Alles weg – Nachschub ist unterwegs"), the word
// again ("Weg is weg", the shops' "once it's gone, it's gone").
const GONE_AFTER: readonly StockConcept[] = ['gone', 'filler', 'timely', 'few', 'add', 'whole', 'units', 'stock', 'shelf', 'longer', 'than', 'soon', 'back', 'expected', 'restock', 'coming', 'me', 'presence', 'from', 'when'];
// Things of a page that are emptied or ended without the product being gone: a cart, a service or
// offer, a price; and a purchase or a negation ("Never run out again", "Buy before it's gone").
const NOT_THE_PRODUCT: readonly StockConcept[] = ['cart', 'service', 'price', 'negation', 'buy', 'receive', 'almost'];

/**
 * "All gone", "We've run out of this item", "Alt er væk", "Le scorte sono finite", "Towar się
 * skończył", "Stoklar bitti": a word of depletion said of the product, all of it, its stock or by
 * the shop is out of stock. What is gone stands before it in words of the tables only, so "Your
 * basket is empty", "Kampanjen har tagit slut" (a campaign) and "Der Weg zu uns" are not read; after
 * it only fillers, a return, or a span of time ("Tout est parti en quelques heures").
 */
export function readsGoneOf(whole: Line): boolean {
  const line = withoutComparison(whole);
  const at = line.find('gone');
  if (at === -1 || line.hasAny(NOT_THE_PRODUCT) || line.terms.some((term) => term.number !== null && term.number !== 0)) return false;
  if (!line.terms.slice(0, at).every((term) => isPadding(term, GONE_SUBJECT))) return false;
  // Words no table knows only inside a span of time that closes the line ("in quelques heures"):
  // "Gone are the days of tangled cables" goes on about something else after its time.
  const after = line.terms.slice(at + 1);
  const time = after.findLastIndex((term) => term.concepts.has('timely'));
  return after.every((term, i) => isPadding(term, GONE_AFTER) || (i < time && term.concepts.size === 0));
}

// Dutch "op" (used up) closes its sentence after the verb: "Alles is op", "Op = op"; before a noun it is
// "on" ("op voorraad"), so it is no word of the tables. Adverbs may stand before it ("is helaas op", "is al op").
const USED_UP = /^(?:(.*?)\s*)(?:\bis|\bzijn|=)(?:\s+(?:helaas|al|nu|helemaal|inmiddels|tijdelijk|even))*\s+op[\s!.]*$/;

// The Dutch article "de" is "than" in other tables ("De voorraad is op"); a size is the variant used up ("Deze maat is op").
const USED_UP_SUBJECT: readonly StockConcept[] = [...GONE_SUBJECT, 'than', 'size'];

/** "Alles is op", "Voorraad is op", "Op = op": all of it, its stock or "op" itself used up. */
export function readsUsedUp(line: Line): boolean {
  const match = line.text.includes(' op') ? USED_UP.exec(line.text) : null;
  if (match === null) return false;
  const subject = match[1]!;
  return subject === 'op' || readTerms(tokenise(subject)).every((term) => isPadding(term, USED_UP_SUBJECT));
}

/**
 * "Faster than expected", "schneller … als gedacht", "sneller dan verwacht": a comparison says how
 * the stock went, not what went. Its "than", the word after it, and one word no table knows before
 * "than" (the comparative, which German puts before the verb) are left out; other lines stay whole.
 */
function withoutComparison(line: Line): Line {
  const than = line.find('than');
  if (than === -1 || than + 2 !== line.terms.length) return line;
  const comparative = line.terms.findLastIndex((term, i) => i < than && term.number === null && term.concepts.size === 0);
  if (comparative === -1) return line;
  return new Line(line.terms.filter((_, i) => i !== comparative && i < than), line.text);
}

// What a line that says the shop has none may hold: "we", "have", "any", "more", units, "left".
const NONE_HAD: readonly StockConcept[] = ['longer', 'units', 'left', 'filler', 'me', 'whole', 'stock', 'presence', 'only', 'seller'];

/**
 * "Wir haben keine mehr", "Nous n'en avons plus", "Vi har ikke flere", "Brak sztuk", "Sorry, we
 * don't have any more of these": a negation with "more", units or "left", and nothing else but
 * fillers and at most one word no table knows between them ("No tenemos más"), is none to be had.
 * Not "no longer supported" nor "no more entries" (what is denied follows "more"), nor a count:
 * "no more than 2 per customer" is a limit. Nor the product had denied ("We don't have this one", read-not-had.ts).
 */
export function readsNoneHad(line: Line): boolean {
  return readsNoneLeft(line) || readsProductNotHad(line);
}

function readsNoneLeft(line: Line): boolean {
  const { terms } = line;
  if (terms.some((term) => term.number !== null)) return false;
  const negation = terms.findIndex((term) => term.concepts.has('negation'));
  const had = terms.findLastIndex((term) => term.concepts.has('longer') || term.concepts.has('units') || term.concepts.has('left'));
  if (negation === -1 || had === -1) return false;
  // A negation after what is had closes the line ("No nos queda ninguno"); "Nothing more, nothing
  // less" goes on to deny something else.
  const denied = terms.findIndex((term, i) => i > had && term.concepts.has('negation'));
  if (denied !== -1 && !endsAfter(line, denied)) return false;
  let unknown = 0;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    // A word of negation counts as one whatever else it means ("no" is also an answer, "brak" an absence).
    if (term.concepts.size === 0) {
      // Before the negation only the subject, a noun after its article opening the line, besides the verb: "El vendedor ya no tiene unidades".
      if (i < negation && namesSubject(terms, i)) continue;
      if (i < negation || i > had) return false;
      unknown++;
    } else if (!term.concepts.has('negation') && !isFillerPadding(term, NONE_HAD)) return false;
  }
  return unknown <= 1;
}

function namesSubject(terms: readonly Term[], at: number): boolean {
  return at > 0 && terms.slice(0, at).every((term) => isPadding(term, ['filler']));
}

// Between "last" and "sold": "one", the units, fillers and "just".
const LAST_SOLD_BETWEEN: readonly StockConcept[] = ['units', 'filler', 'only', 'timely'];

/**
 * "The last one just sold", "Das letzte Exemplar wurde verkauft", "L'ultimo pezzo è stato venduto":
 * the last one sold, the line ending there, is none left. "Last sold 2 hours ago" (a count follows)
 * is a sale told to hurry buyers, not the last unit.
 */
export function readsLastSold(line: Line): boolean {
  const last = line.find('last');
  const sold = last === -1 ? -1 : line.find('made', last + 1);
  if (sold === -1 || !endsAfter(line, sold)) return false;
  const between = line.terms.slice(last + 1, sold);
  return between.every((term) => term.number === null) && between.filter((term) => !isPadding(term, LAST_SOLD_BETWEEN)).length <= 1;
}

// Words of a clause that tells of more to come.
const RETURN: readonly StockConcept[] = ['coming', 'expected', 'back', 'restock', 'soon'];

/**
 * "All sold – more arriving in spring", "Alles verkauft, Nachschub ist unterwegs", "All gone, check
 * back next week": every one sold or gone in the first clause, a return told in the rest, is out of
 * stock; the rest does not make the sale a seller's or a place's ("All items sold by Acme" stays
 * unread), and may ask the reader to come back in words of its own. So is a rest that only sends the
 * shopper to another variant ("Size 9 has run out – choose another size").
 */
export function readsAllSoldBeforeReturn(line: Line): boolean {
  const clauses = line.text.split(CLAUSE_BREAK);
  if (clauses.length < 2 || !(line.hasAny(RETURN) || clauses.slice(1).every(pointsToOtherVariant))) return false;
  const first = new Line(readTerms(tokenise(clauses[0]!)), clauses[0]!);
  return (readsAllSold(first) || readsGoneOf(first)) && !first.hasAny(RETURN);
}

// Between the opening negation and the seller: "single", "any", fillers ("Geen enkele verkoper", "No single seller").
const NO_SELLER_BETWEEN: readonly StockConcept[] = ['few', 'filler', 'whole', 'only'];

/**
 * "No seller offers this right now", "Kein Verkäufer hat den Artikel", "Żaden sprzedawca nie ma": a
 * line opened by a negation of the sellers of a marketplace is none to buy; a seller's reviews or
 * warranty ("No seller reviews yet") tell of a service. So is a seller opening the line with a negation
 * after it, closing the line, where the language puts it there. (A seller's fees are no word of service yet.)
 */
export function readsNoSeller(line: Line): boolean {
  const { terms } = line;
  const negation = terms.findIndex((term) => !isPadding(term, ['filler']));
  if (negation === -1 || line.hasAny(['service', 'price'])) return false;
  // A language that puts its negation after the noun: "Satıcı bulunamadı", "Satıcı yok" (no seller found).
  if (terms[negation]!.concepts.has('seller')) return terms[negation + 1]?.concepts.has('negationAfter') === true && endsAfter(line, negation + 1);
  if (!terms[negation]!.concepts.has('negation')) return false;
  for (let i = negation + 1; i < terms.length && i <= negation + 3; i++) {
    if (terms[i]!.concepts.has('seller')) return true;
    if (!isPadding(terms[i]!, NO_SELLER_BETWEEN)) return false;
  }
  return false;
}
