import type { StockConcept } from './stock-concepts.js';
import type { Term } from './read-terms.js';
import { isPadding, STOCK_VOCABULARY, type Line } from './stock-line.js';

/**
 * "Out of stock items are removed at checkout", "Hide sold-out products", "Ausverkaufte Artikel
 * ausblenden": a sold-out state said of a noun of goods, in a sentence with a verb of its own (a
 * word no table knows, or one of removal or ending: "removed", "entfernt"), names a class of goods (a policy, a filter), not this product's state.
 * Alone it is a badge: "Ausverkaufter Artikel". ("Vorrätige Artikel werden sofort versendet" is
 * read as in stock: beside this product it says it ships now.)
 */
export function namesClassOfGoods(line: Line): boolean {
  const at = line.terms.findIndex(
    (term, i) => line.terms[i + 1]?.concepts.has('results') === true && (term.concepts.has('soldOut') || (term.concepts.has('stock') && line.terms[i - 1]?.concepts.has('absence') === true)),
  );
  return at !== -1 && line.terms.some((term, i) => i !== at + 1 && term.number === null && (term.concepts.size === 0 || isPadding(term, ['ended'])));
}

/**
 * "Subject to stock availability", "Sous réserve de disponibilité", "Salvo disponibilità": a
 * condition on availability, no state. The condition takes the stock word right after it, fillers
 * not counted; "Salvo errores, en stock" conditions something else.
 */
export function readsCondition(line: Line): boolean {
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

// Words of a state that a negation before them denies; "unavailable" (soldOut) denies itself.
const DENIABLE: readonly StockConcept[] = ['available', 'inStock', 'supply'];

/**
 * "Keine Ratenzahlung verfügbar", "Gift wrapping is not available for this item", "No reviews
 * available", "Paiement en 3 fois indisponible": availability denied to a service of the shop or a
 * part of its page (a way to pay, gift wrap, assembly, returns, reviews, a size guide) named before
 * it is said of that, not of the product, and states no stock. The line's first state word decides:
 * "Not available – assembly on request" denies the product, and one said positively ("Gift wrap
 * available, sold out") leaves the line to the other rules.
 */
export function deniesService(line: Line): boolean {
  const at = line.terms.findIndex((term) => term.concepts.has('soldOut') || DENIABLE.some((concept) => term.concepts.has(concept)));
  if (at === -1 || !line.terms.slice(0, at).some((term) => term.concepts.has('service'))) return false;
  return line.terms[at]!.concepts.has('soldOut') || line.before(at, ['negation']);
}

// What a refusal of delivery may hold besides the place: "Delivery is not available to", "Envío no disponible a"
// ("de" is the article of Dutch and the "than" of "plus de").
const REFUSAL: readonly StockConcept[] = ['delivery', 'supply', 'available', 'negation', 'answerNo', 'able', 'filler', 'add', 'presence', 'mine', 'me', 'than'];
// The preposition before the place: "to", "a", "in", "nach", "naar", "vers".
const DIRECTION: readonly StockConcept[] = ['add', 'presence', 'toward'];

/**
 * "Delivery not available to Northern Ireland", "Envío no disponible a Canarias", "Versand nach
 * Österreich nicht möglich", "We don't ship to Hawaii": delivery refused to a place is about the
 * place, not the product. The place is words no table knows after a preposition of direction (a
 * possessive may stand between) that follows the delivery noun or supply verb; nothing else on the
 * line but the refusal. "Delivery not available" alone, "not available for delivery or collection"
 * and "cannot be shipped to you" (a passive, and "you" names no place) are left to the other rules.
 */
export function refusesDeliveryToPlace(line: Line): boolean {
  const { terms } = line;
  if (!line.has('negation')) return false;
  // A supply verb only in the active voice, the shop speaking of where it ships ("We don't ship to
  // Hawaii", "Wir liefern nicht nach Luxemburg"); with a modal or passive ("cannot be shipped to")
  // it is said of the item.
  const active = !line.has('able');
  const way = terms.findIndex((term) => term.concepts.has('delivery') || (active && term.concepts.has('supply')));
  const place = terms.findIndex((term) => term.number === null && term.concepts.size === 0);
  if (way === -1 || place <= way + 1) return false;
  let before = place - 1;
  while (before > way && isPadding(terms[before]!, ['filler', 'mine', 'me', 'than']) && !isDirection(terms[before]!)) before--;
  if (before === way || !isDirection(terms[before]!)) return false;
  // "Naar" is also the "go to" of navigation: as the place's preposition it is only that.
  return terms.every((term, i) => i === before || (term.number === null && term.concepts.size === 0) || isPadding(term, REFUSAL));
}

function isDirection(term: Term): boolean {
  return DIRECTION.some((concept) => term.concepts.has(concept));
}

// Between the goods and the cart: "items in your basket", "Artikel im Warenkorb", "article dans votre panier".
const IN_CART: readonly StockConcept[] = ['presence', 'add', 'mine', 'filler'];
const GOODS: readonly StockConcept[] = ['results', 'units'];

/**
 * "There are no items in your shopping bag", "Es befinden sich keine Artikel im Warenkorb", "Some items
 * in your basket are no longer available": goods in the cart, a preposition of presence between, are
 * what the line speaks of; it tells what the basket holds, not this product's stock. A button putting
 * the product in the cart ("Add 2 items to basket") holds a verb of putting in or buying.
 */
export function speaksOfCartContents(line: Line): boolean {
  if (line.hasAny(['put', 'buy'])) return false;
  return line.terms.some((term, at) => term.concepts.has('cart') && goodsInCart(line, at));
}

function goodsInCart(line: Line, cart: number): boolean {
  let presence = false;
  for (let i = cart - 1; i >= 0; i--) {
    const term = line.terms[i]!;
    if (term.concepts.has('presence')) presence = true;
    else if (!isPadding(term, IN_CART)) return presence && GOODS.some((concept) => term.concepts.has(concept));
  }
  return false;
}
