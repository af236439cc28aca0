import { currencyMarkerPattern } from '../currency.js';
import { foldWording } from '../fold-text.js';
import { readsUnspacedPurchaseLabel, UNSPACED_SCRIPT } from './read-unspaced-wording.js';
import { readTerms, type Term } from './read-terms.js';
import type { StockConcept } from './stock-concepts.js';
import { Line, MAX_LINE } from './stock-line.js';
import { tokenise } from './tokenise-wording.js';

/**
 * Words a button label may hold besides its verb: "Buy it now", "Add to cart – $89", "Ajouter à mon
 * panier", "Köp nu – fri frakt", "Aggiungi al carrello e ritira in negozio", "Ab in den Warenkorb"
 * (off into the cart), "From £19 – Buy now".
 */
const LABEL_WORDS: ReadonlySet<StockConcept> = new Set(['buy', 'add', 'cart', 'timely', 'filler', 'me', 'oneClick', 'mine', 'free', 'delivery', 'with', 'channel', 'presence', 'units', 'from']);

// A currency word or code beside an amount ("129,00 zł", "349 kr", "EUR 20"): the price on a button, not a word of its label.
const PRICE_MARKER = new RegExp(String.raw`(?<=\d\s?)(?:${currencyMarkerPattern()})(?!\p{L})|(?<![\p{L}\p{N}])(?:${currencyMarkerPattern()})(?=\s?\d)`, 'gu');

/** True for the label of a purchase button ("Add to cart", "In den Warenkorb", "Nu kopen", "カートに入れる"). */
export function readsPurchaseLabel(text: string): boolean {
  if (text.length > MAX_LINE) return false;
  const folded = foldWording(text.replace(PRICE_MARKER, ' '));
  if (UNSPACED_SCRIPT.test(folded) && readsUnspacedPurchaseLabel(folded)) return true;
  const terms = readTerms(tokenise(folded));
  const line = new Line(terms, folded);
  if (terms.length === 0) return false;
  // "Zum Warenkorb" goes to the cart; "Zum Warenkorb hinzufügen" puts into it: a word of navigation
  // is the preposition of a verb of putting in that follows it.
  const put = terms.findLastIndex((term) => term.concepts.has('put'));
  const toPut = (term: Term, i: number): boolean => i < put && term.concepts.has('view');
  if (terms.some((term, i) => term.concepts.has('view') && !toPut(term, i))) return false;
  // Whatever is free may follow "free", in one word or more ("Free returns", "Free P&P"); the means of paying, of one word or more,
  // all that follows "with" ("Kjøp med Vipps", "Buy with Shop Pay"); a count's unit the count
  // ("Añadir al carrito · 2 uds.", "3 Pck. in den Warenkorb").
  const paying = terms.findIndex((term) => term.concepts.has('with'));
  const free = terms.findIndex((term) => term.concepts.has('free'));
  const object = addedObjectEnd(terms);
  const onlyLabelWords = terms.every(
    (term, i) =>
      term.number !== null ||
      [...term.concepts].some((concept) => LABEL_WORDS.has(concept)) ||
      toPut(term, i) ||
      (free !== -1 && i > free) ||
      (paying !== -1 && i > paying) ||
      (i < object && term.concepts.size === 0) ||
      (terms[i - 1]?.number != null && term.concepts.size === 0) ||
      pricePreposition(terms, i),
  );
  if (!onlyLabelWords) return false;
  return line.has('buy') || (line.has('cart') && (line.has('add') || terms.length === 1)) || putsWithoutCart(terms);
}

/**
 * "Koupit za 12 990 Kč", "Kup za 129 zł", "Comprar por 19,99 €": a word no table knows right before
 * the amount, after the label's first word, is the price's preposition, as "for" and "für" are.
 */
function pricePreposition(terms: readonly Term[], i: number): boolean {
  const term = terms[i]!;
  const next = terms[i + 1];
  return i > 0 && term.number === null && term.concepts.size === 0 && next?.number != null && (!Number.isNaN(next.number) || next.amount === true);
}

// What may follow a verb of putting in when no cart is named: "Add 2", "Add for delivery", "Hinzufügen".
const PUT_COMPLEMENT: readonly StockConcept[] = ['add', 'filler', 'units', 'delivery', 'free', 'mine'];

/**
 * "Añadir", "Hinzufügen", "Lisää", "Add for delivery", "Add 2 for collection": a label that opens
 * with a verb of putting in (class `put`, not the "to" or "in" of "add") needs no cart; after it only
 * a count, fillers and the way it is got. "Add to wishlist" holds a word no table knows and is no
 * purchase label.
 */
function putsWithoutCart(terms: readonly Term[]): boolean {
  if (terms[0]?.concepts.has('put') !== true) return false;
  return terms.slice(1).every((term) => term.number !== null || [...term.concepts].some((concept) => PUT_COMPLEMENT.includes(concept)));
}

// The most words a product's name on a button may have ("Add the Sage Oracle Jet to basket").
const MAX_OBJECT_WORDS = 6;

/**
 * "Add the Sage Oracle Jet to basket", "Ajouter la Pixel 9 au panier": a label that opens with its
 * verb of putting in may name what it puts between the verb and the cart, in words no table knows.
 * The index of the cart term that closes that object, else -1 ("Proceed to basket" opens with no
 * such verb).
 */
function addedObjectEnd(terms: readonly Term[]): number {
  if (terms[0]?.concepts.has('add') !== true) return -1;
  const cart = terms.findIndex((term) => term.concepts.has('cart'));
  if (cart === -1) return -1;
  const unknown = terms.slice(1, cart).filter((term) => term.number === null && term.concepts.size === 0).length;
  return unknown <= MAX_OBJECT_WORDS ? cart : -1;
}
