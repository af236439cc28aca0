import type { StockConcept } from './stock-concepts.js';
import type { Term } from './read-terms.js';
import { CLAUSE_BREAK, isPadding, STOCK_VOCABULARY, type Line, termHasAny } from './stock-line.js';
import { isSupposingWord } from './term-table.js';

/**
 * "Out of stock items are removed at checkout", "Hide sold-out products", "Ausverkaufte Artikel
 * ausblenden": a sold-out state said of a noun of goods, in a sentence with a verb of its own (a
 * word no table knows, or one of removal or ending: "removed", "entfernt"), names a class of goods (a policy, a filter), not this product's state.
 * Alone it is a badge: "Ausverkaufter Artikel". ("Vorrätige Artikel werden sofort versendet" is
 * read as in stock: beside this product it says it ships now.)
 */
export function namesClassOfGoods(line: Line): boolean {
  const { terms } = line;
  const at = terms.findIndex((term, i) => terms[i + 1]?.concepts.has('results') === true && statesBefore(line, i));
  if (at !== -1 && terms.some((term, i) => i !== at + 1 && (isUnknownWord(term) || isPadding(term, ['ended'])))) return true;
  if (qualifiesGoodsOfService(line)) return true;
  // The verb first, the state after the goods: "Ocultar productos agotados", "Toon alleen artikelen op
  // voorraad", "Show only items in stock"; not "Artikel ausverkauft, Farbe Rot" (nothing before the goods).
  const goods = terms.findIndex((term) => term.concepts.has('results'));
  if (goods !== -1 && isFilterLabel(line)) return true;
  if (goods < 1 || !statesAfter(line, goods)) return false;
  return terms.slice(0, goods).some(isUnknownWord) && terms.slice(0, goods).every((term) => isUnknownWord(term) || isPadding(term, ['only', 'filler', 'view']));
}

/**
 * "Free returns on all in-stock items", "Kostenlose Rücksendung aller vorrätigen Artikel": a state
 * said before the goods noun as their quality, after a service the shop offers, names the goods
 * the service covers; the line is the service's terms.
 */
function qualifiesGoodsOfService(line: Line): boolean {
  const { terms } = line;
  // The goods may follow another quality joined to it: "in-stock and sale items".
  const at = terms.findIndex((term, i) => termHasAny(term, ['inStock', 'available', 'soldOut']) && terms.slice(i + 1, i + 4).some((next) => next.concepts.has('results')));
  return at > 0 && terms.slice(0, at).some((term) => term.concepts.has('service'));
}

/** A state said right before the goods noun at `at` + 1: "Ausverkaufte", "Out of stock", "Nicht verfügbare". */
function statesBefore(line: Line, at: number): boolean {
  const term = line.terms[at]!;
  const previous = line.terms[at - 1]?.concepts;
  return term.concepts.has('soldOut') || (term.concepts.has('stock') && previous?.has('absence') === true) || ((term.concepts.has('available') || term.concepts.has('inStock')) && previous?.has('negation') === true);
}

/** A state right after the goods noun at `goods`, nothing after it: "productos agotados", "artikelen op voorraad". */
function statesAfter(line: Line, goods: number): boolean {
  const rest = line.terms.slice(goods + 1);
  return rest.length > 0 && rest.length <= 3 && rest.every((term) => term.number === null && term.concepts.size > 0) && rest.some((term) => termHasAny(term, ['soldOut', 'inStock', 'stock', 'available']));
}

// What a filter's label holds: "only", the goods, a state of them and a verb of showing.
const FILTER_LABEL: readonly StockConcept[] = ['only', 'results', 'units', 'filler', 'view', 'inStock', 'available', 'soldOut', 'stock', 'presence', 'absence'];

/**
 * "In-stock items only", "Nur verfügbare Artikel", "Solo productos disponibles": the goods, a state
 * and "only", no count and nothing else, is a filter of a list; "Only 2 items in stock" counts.
 */
function isFilterLabel(line: Line): boolean {
  return line.has('only') && line.hasAny(['inStock', 'available', 'soldOut', 'stock']) && line.terms.every((term) => isPadding(term, FILTER_LABEL));
}

function isUnknownWord(term: Term): boolean {
  return term.number === null && term.concepts.size === 0;
}

// "Leer", "tom", "vide" lead to an empty cart, and after a stock noun say the stock is used up ("Lager leer").
function isVerbOfChecking(term: Term | undefined): boolean {
  return term !== undefined && term.concepts.has('view') && !term.concepts.has('depleted');
}

// What a link to check stock may name besides its verb: availability or stock, its field, and where.
const CHECKED: readonly StockConcept[] = ['stock', 'available', 'inStock', 'field', 'presence', 'channel', 'web', 'filler', 'mine'];

/**
 * "Vérifier la disponibilité en magasin", "Se lagerstatus i butik", "Verfügbarkeit in der Filiale
 * prüfen": a verb of checking or seeing, first as an imperative or last as an infinitive, with
 * nothing but availability or stock and where: a link to look stock up, which states none.
 */
export function readsStockCheck(line: Line): boolean {
  const { terms } = line;
  const verb = [0, terms.length - 1].find((i) => isVerbOfChecking(terms[i]));
  if (verb === undefined || !line.hasAny(['stock', 'available']) || line.has('negation')) return false;
  return terms.every((term, i) => i === verb || isPadding(term, CHECKED));
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
 * available, sold out") leaves the line to the other rules. So is a service denied as the object of
 * the line's first negation, no state word before it ("No returns on sale items", "We no longer
 * offer gift wrapping").
 */
export function deniesService(line: Line): boolean {
  if (!line.hasAny(['service', 'free'])) return false;
  const at = line.terms.findIndex((term) => term.concepts.has('soldOut') || DENIABLE.some((concept) => term.concepts.has(concept)));
  // Something free is an offer of the shop too: "Kostenloser Versand nicht verfügbar" denies the offer,
  // not the delivery; "Free delivery: not in stock" still speaks of the stock.
  const offered = (term: Term) => term.concepts.has('service') || (term.concepts.has('free') && !line.terms[at]!.concepts.has('inStock'));
  // "No returns on sale items", "We no longer offer gift wrapping": the line's first negation has a
  // service as its object, "longer" and a verb of offering between.
  const negation = line.find('negation');
  if (negation !== -1 && (at === -1 || negation < at) && line.terms.slice(negation + 1).find((term) => !isPadding(term, TO_SERVICE))?.concepts.has('service') === true) return true;
  if (at === -1 || !line.terms.slice(0, at).some(offered)) return false;
  return line.terms[at]!.concepts.has('soldOut') || line.before(at, ['negation']);
}

// What may stand between a negation and the service it denies.
const TO_SERVICE: readonly StockConcept[] = ['longer', 'supply', 'able', 'filler'];

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

// Words a supposed clause and the main clause after it hold at least: "si" alone before a comma is Spanish "sí" ("Sí, quedan 5").
const MIN_SUPPOSED_WORDS = 3;
const MIN_MAIN_WORDS = 2;

/**
 * "Sollte ein Artikel nicht mehr lieferbar sein, erstatten wir den Betrag", "Si un article est en
 * rupture, nous vous remboursons": the clause a word of supposing opens at the start of the line,
 * before a main clause; what it says of stock is supposed of any item, the shop's policy. Null when
 * the line opens with no such clause; the first word is asked before anything is split.
 */
export function supposedClause(folded: string): string | null {
  const space = folded.indexOf(' ');
  if (space === -1 || !isSupposingWord(folded.slice(0, space))) return null;
  const parts = folded.split(CLAUSE_BREAK);
  if (parts.length < 2) return null;
  const words = (text: string) => text.split(' ').filter((word) => word !== '').length;
  return words(parts[0]!) >= MIN_SUPPOSED_WORDS && words(parts.slice(1).join(' ')) >= MIN_MAIN_WORDS ? parts[0]!.slice(space + 1) : null;
}
