import type { StockConcept } from './stock-concepts.js';
import { isPadding, NEGATION_REACH, type Line, termHasAny } from './stock-line.js';
import { isNowWord } from './term-table.js';
import { tokenise } from './tokenise-wording.js';

/** "Soon" of stock, but not Italian and Portuguese "pronto" beside shipping ("pronto per la spedizione"), which is "ready". */
export function readsSoon(line: Line): boolean {
  const shipping = line.hasAny(['delivery', 'supply']);
  return soonOfStock(line) && line.terms.some((term) => term.concepts.has('soon') && !(shipping && term.concepts.has('ready')));
}

// What "coming soon" may hold besides a possessive: "Coming soon to our online store", "Bald in unseren Filialen";
// Dutch "de" is an article, which the tables also hold as the "than" of French "plus de" ("Binnenkort in de winkel").
const SOON_PLACE: readonly StockConcept[] = ['soon', 'coming', 'channel', 'web', 'presence', 'add', 'toward', 'mine', 'filler', 'than'];

/**
 * "Coming soon to our online store", "Bald in unseren Filialen", "Próximamente en tiendas": soon where
 * it will be sold, nothing else but one word no table knows (a possessive), is not sold yet. "Sale
 * coming soon to our stores" says what else is coming.
 */
export function readsSoonAtPlace(line: Line): boolean {
  if (!line.has('channel')) return false;
  let unknown = 0;
  for (const term of line.terms) {
    if (term.number !== null) return false;
    if (term.concepts.size === 0) unknown++;
    else if (!isPadding(term, SOON_PLACE)) return false;
  }
  return unknown <= 1;
}

// What may stand beside "expected" and its date: "Ventes inn 20. januar", "Expected on 3/4".
const EXPECTED_ON: readonly StockConcept[] = ['expected', 'filler', 'month', 'from', 'presence', 'add'];

/** Back or expected in stock with "when", "soon", a date: "back in stock soon", "weer op voorraad vanaf 3 mei". */
export function readsReturn(line: Line, stockish: readonly StockConcept[]): boolean {
  // "Back soon", "bald wieder da": coming back is not being here.
  if (line.has('back') && line.has('soon')) return true;
  // "Réassort prévu le 15/04", "Nachschub erwartet": a restock on its way or dated is not stock now.
  // "Restocking early January", "Dostawa planowana na styczeń": an arrival set for a month is to come;
  // so is any delivery or stock set for a part of a month ("chega no final de fevereiro").
  if (line.hasAny(['restock', 'expected', 'coming', 'back']) && line.hasMonthOnly()) return true;
  if (line.has('monthPart') && line.hasMonthOnly() && line.hasAny(['delivery', 'supply', ...stockish])) return true;
  // "Wordt verwacht in week 8", "Arrivage prévu semaine 6", "Lieferung in KW 9 erwartet": expected
  // in a calendar week, a delivery word beside it or not (shops promise days, not weeks, for what
  // they hold). A day is not enough: "Arriving 12/03" is as often a delivery estimate.
  if (line.hasAny(['expected', 'coming']) && line.hasWeekNumber()) return true;
  // "Expected back on 3 March", "Wir erwarten ihn am 14.05. wieder": expected back with a day or a
  // month is a return whatever the date's form; a stock word is not needed, "back" says it.
  if (line.has('expected') && line.has('back') && (line.has('month') || line.terms.some((term) => term.number !== null))) return true;
  // "Afventer varer fra leverandør", "In attesa di merce dal fornitore": awaited from the supplier, with
  // no count or time of delivery (an estimate such as "expected from the supplier in 3-5 days" is a delivery time).
  if (line.has('expected') && line.has('supplier') && !line.hasAny(['timely']) && line.terms.every((term) => term.number === null)) return true;
  // "Ventes inn 20. januar", "Erwartet am 14.03.": expected on a date, nothing else but fillers, is goods
  // awaited; with a word of delivery or arrival ("Expected delivery: 20 Jan") it is when an order arrives.
  if (line.has('expected') && line.hasDate() && line.terms.every((term) => term.number !== null || isPadding(term, EXPECTED_ON))) return true;
  const restock = line.find('restock');
  if (restock !== -1 && (line.hasDate() || line.hasWeekNumber() || line.terms.some((term, i) => i !== restock && termHasAny(term, ['expected', 'soon', 'coming'])))) return true;
  if (restock !== -1 && readsRestockUnderWay(line, restock)) return true;
  // "Neue Ware ab Februar", "lieferbar ab März": stock or availability from a month on.
  if (line.hasAny(['available', 'stock']) && line.hasMonthOnly() && line.hasMonthFrom()) return true;
  if (!line.hasAny(stockish)) return false;
  // "In stock soon": not in stock now ("available soon" is a pre-order); "em estoque e pronto para envio" is ready to ship.
  if (readsSoon(line) && (line.has('inStock') || line.presenceOfStock() !== -1)) return true;
  if (expectsStock(line)) return true;
  if (line.has('when')) return true;
  // "Disponible à partir du 12/03", "lieferbar ab 20.12.", "leverbaar vanaf week 40": available from a
  // date or a calendar week on is not now.
  if (line.has('from') && line.has('available') && (line.hasDate() || line.hasWeekNumber())) return true;
  // "Kun 2 tilbage", "1 igjen": after a count the word is "left", not "back".
  const back = line.terms.some((term, i) => term.concepts.has('back') && !(term.concepts.has('left') && line.terms[i - 1]?.number != null));
  if (!back) return false;
  if (line.hasDate()) return true;
  // "Di nuovo disponibile! Spedizione in 24 ore", "Envío en 24/48 h": a count after a word of delivery is its time, no return's.
  const delivery = line.find('delivery');
  const counted = line.terms.some((term, i) => term.number !== null && (delivery === -1 || i < delivery));
  return line.hasAny(['soon', 'coming']) || counted || (line.has('from') && !(line.terms.every((term) => term.number === null) && fromNow(line)));
}

/** "Ab sofort wieder lieferbar", "Available again from today": back from now on is back, no return to come; the words are asked last. */
function fromNow(line: Line): boolean {
  return tokenise(line.text).some(isNowWord);
}

/**
 * "Expected" said of the stock, not of a delivery: "In stock – estimated delivery 3-5 days",
 * "Fjernlager, forventet levering 4-6 hverdage", "livraison prévue sous 48h" estimate when an order
 * arrives, and so does a delivery verb after fillers and a particle ("expected to ship in 6-8 weeks",
 * "expected to be dispatched"); "expected in stock 12 March" is a return.
 */
function expectsStock(line: Line): boolean {
  return line.terms.some((term, i) => term.concepts.has('expected') && (!expectsDelivery(line, i) || arrivesInStock(line, i)));
}

// What may stand between "expected", its word of delivery and the stock it goes into: "in", "to", "our".
const INTO_STOCK: readonly StockConcept[] = ['delivery', 'coming', 'filler', 'add', 'toward', 'presence', 'mine'];

/**
 * "Arrivo previsto in magazzino: 20/06", "Przewidywana dostawa do magazynu": a delivery whose
 * destination is the shop's stock or warehouse is the shop's restock, no order's delivery.
 */
function arrivesInStock(line: Line, expected: number): boolean {
  for (let i = expected + 1; i < line.terms.length; i++) {
    const term = line.terms[i]!;
    if (termHasAny(term, ['stock', 'inStock'])) return true;
    if (!isPadding(term, INTO_STOCK)) return false;
  }
  return false;
}

// Particles between "expected" and its verb: en "to", "be" and other fillers.
const EXPECTED_PADDING: readonly StockConcept[] = ['filler', 'add', 'able'];

function expectsDelivery(line: Line, expected: number): boolean {
  if (line.terms[expected - 1]?.concepts.has('delivery') === true) return true;
  if (line.terms[expected + 1]?.concepts.has('delivery') === true) return true;
  for (let i = expected + 1; i < line.terms.length; i++) {
    const term = line.terms[i]!;
    // A verb of sending after a particle ("to ship", "to be dispatched").
    if (i > expected + 1 && term.concepts.has('supply')) return true;
    if (!isPadding(term, EXPECTED_PADDING)) return false;
    if (!isPadding(term, EXPECTED_PADDING)) return false;
  }
  return false;
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

// What a denied restock may hold besides its negation: fillers, modal and expecting words, "more", times.
const RESTOCK_DENIED: readonly StockConcept[] = ['filler', 'expected', 'able', 'longer', 'timely', 'add', 'me'];

/**
 * "No restock planned", "Won't be restocked", "Ne sera pas réassorti", "Non verrà riassortito": a
 * restock denied is none to come, so none now. Not "No restocking fee": a word no table knows names
 * what is denied, and a stock or availability word makes it a return ("Not back in stock until May").
 */
export function readsRestockDenied(line: Line): boolean {
  const at = line.terms.findIndex((term) => term.concepts.has('restock') || (term.concepts.has('back') && !term.concepts.has('left')));
  if (at === -1 || !line.before(at, ['negation'], NEGATION_REACH + 1)) return false;
  return line.terms.every((term, i) => i === at || term.concepts.has('negation') || isPadding(term, RESTOCK_DENIED));
}

// What a restock label may hold besides the restock: fillers and the product's word ("Dieser Artikel wird nachproduziert").
const RESTOCK_LABEL: readonly StockConcept[] = ['restock', 'expected', 'filler', 'results', 'units'];

/**
 * "Restocking", "Wird nachproduziert", "Riassortimento in corso": a restock and nothing else is stock
 * on its way, none now. Not "Restocking fee: 15 %" (a figure and a word no table knows) nor a restock
 * denied, read before, nor one done ("Réassorti !": a participle of restocking alone, read-in-stock.ts).
 */
export function readsRestockOnly(line: Line): boolean {
  return line.terms.some((term) => term.concepts.has('restock') && !term.concepts.has('restocked')) && line.terms.every((term) => isPadding(term, RESTOCK_LABEL));
}
