import { conceptsOf, type Term } from './read-terms.js';
import type { StockConcept } from './stock-concepts.js';
import { CLAUSE_BREAK, DOUBT, isPadding, type Line, termHasAny } from './stock-line.js';
import { tokenise } from './tokenise-wording.js';

const CURRENCY_SIGN = /[$€£¥₹₩]/;

// Zero as money or a share ("€0 deposit", "0 % APR") is no count of stock.
const ZERO_AMOUNT = /[$€£¥₹₩]\s?0(?![\d.,])|(?<![\d.,])0\s?(?:%|[$€£¥₹₩])/;

/**
 * "Stock: 0", "Lagerbestand: 0 Stk.", "disponible en 0 tiendas", "Menge: max. 0": zero as the value
 * of stock, availability or what is left, or as the most one may order, is none. It is the line's first count and
 * ends the line or stands before its units or stores ("0–2 days" are days).
 */
export function readsZeroCount(line: Line, stockish: readonly StockConcept[]): boolean {
  const at = line.terms.findIndex((term) => term.number !== null);
  if (at === -1 || line.terms[at]!.number !== 0) return false;
  const next = line.terms[at + 1];
  if ((next !== undefined && !next.concepts.has('units') && !next.concepts.has('channel')) || ZERO_AMOUNT.test(line.text)) return false;
  // "Units remaining: 0", "Quedan 0 unidades": zero of what is left, or of units, with no cart ("0
  // items in your basket") and nothing no table knows ("X-RateLimit-Remaining: 0" counts no goods).
  const leftOrUnits = line.hasAny(['left', 'units']) && !line.hasAny(['cart', 'service']) && line.terms.every((term) => term.number !== null || term.concepts.size > 0);
  return line.terms[at - 1]?.concepts.has('most') === true || line.hasAny(stockish) || leftOrUnits;
}

// A field's value written as a dash or a cross rather than a count: "Voorraad: —", "Stock : ✕".
const EMPTY_VALUE = /:\s*[-\u2012-\u2015\u2212\u00d7\u2715\u2716]+\s*$/;

/**
 * "Lagerbestand: –", "Stock: none", "Voorraad: geen": a stock field whose value is a dash or one word
 * of negation is none; not when the field itself doubts ("Not in stock: none" is left to other rules).
 */
export function readsEmptyField(line: Line, stockish: readonly StockConcept[]): boolean {
  const colon = line.text.lastIndexOf(':');
  if (colon === -1 || !line.hasAny(stockish)) return false;
  const value = tokenise(line.text.slice(colon + 1));
  const empty = value.length === 0 ? EMPTY_VALUE.test(line.text) : value.length === 1 && conceptsOf(value[0]!).has('negation');
  return empty && !line.terms.slice(0, line.terms.length - value.length).some((term) => DOUBT.some((concept) => term.concepts.has(concept)));
}

/**
 * A field and its answer: "In stock: No", "Op voorraad: nee", "Verfügbar: Ja", "Disponible : oui".
 * The answer closes the line after a colon or a question mark, and the field speaks of stock; a
 * "yes" counts only when nothing before it doubts ("Not available: yes" is left to the negation rule).
 */
export function readsAnswer(line: Line, stockish: readonly StockConcept[]): 'in_stock' | 'out_of_stock' | null {
  const last = line.terms[line.terms.length - 1];
  if (last === undefined || line.terms.length < 2 || !/[:?]/.test(line.text)) return null;
  const field = line.terms.slice(0, -1);
  if (!field.some((term) => stockish.some((concept) => term.concepts.has(concept)))) return null;
  const light = answersWithLight(line);
  if (last.concepts.has('answerNo') || light === 'out_of_stock') return 'out_of_stock';
  const doubted = field.some((term) => DOUBT.some((concept) => term.concepts.has(concept)));
  return (last.concepts.has('answerYes') || light === 'in_stock') && !doubted ? 'in_stock' : null;
}

const LIGHT_FIELD: readonly StockConcept[] = ['stock', 'available', 'field', 'filler'];

/**
 * "Lagerstatus: grün", "Stock status: green", "Disponibilità: verde": a stock field answered by the
 * colour of a stock light, green or yellow (class `signal`, the colours shops show beside in-stock
 * wording) in stock, red (`signalOut`) out of stock. The field holds only stock words, so "Available
 * in: Red" and "Available colours: green" name a variant.
 */
function answersWithLight(line: Line): 'in_stock' | 'out_of_stock' | null {
  const colon = line.text.lastIndexOf(':');
  if (colon === -1 || tokenise(line.text.slice(colon + 1)).length !== 1) return null;
  if (!line.terms.slice(0, -1).every((term) => LIGHT_FIELD.some((concept) => term.concepts.has(concept)))) return null;
  const colour = line.terms[line.terms.length - 1]!.concepts;
  return colour.has('signalOut') ? 'out_of_stock' : colour.has('signal') ? 'in_stock' : null;
}

// Words that make "soon" a return rather than a selling-out: "Ausverkauft, bald wieder da".
const RETURNING: readonly StockConcept[] = ['back', 'expected', 'restock', 'coming', 'when', 'negation'];

/**
 * "Fast ausverkauft", "Næsten udsolgt", and "soon" right before sold out ("Snart slut", "Bald
 * ausverkauft", "Snel uitverkocht"): the selling-out is still to come, so a few are left, as French
 * "bientôt épuisé" reads. Not when a clause breaks between or the line speaks of a return; a word of
 * both ("bientôt") is "soon" ("Épuisé – bientôt de retour" is a return).
 */
export function readsAlmostSoldOut(line: Line): boolean {
  if (!line.hasAny(['soldOut', 'gone'])) return false;
  if (line.terms.some((term) => term.concepts.has('almost') && !term.concepts.has('soon'))) return true;
  if (!line.has('soon') || CLAUSE_BREAK.test(line.text) || line.hasAny(RETURNING)) return false;
  return line.terms.some((term, i) => term.concepts.has('soon') && (line.terms[i + 1]?.concepts.has('soldOut') === true || line.terms[i + 1]?.concepts.has('gone') === true));
}

/**
 * Below ten a count of what is left is "a few": shops show "Only 3 left" to hurry a buyer, and a
 * count of ten or more ("Restam 38 unidades", "Noch 25 Stück", "Only 12 left") is stock to spare,
 * read in stock. One bound for every language the tables read counts in.
 */
const FEW = 10;

/** "Only 3 left", "nur noch 2 Stück", "pocas unidades", "beperkte voorraad", "últimas unidades". */
export function readsFewLeft(line: Line): boolean {
  const count = countLeft(line);
  return count === null ? readsFewWords(line) || readsSellingFast(line) : count < FEW;
}

/**
 * "Selling fast", "Verkauft sich schnell – jetzt zugreifen", "Sta andando a ruba!": stock going quickly,
 * the badge opening the line after fillers only, is a few left. Not in a sentence that tells of other
 * goods ("Our bestsellers sell fast at Christmas"), nor beside doubt (a negation, a return, a wait).
 */
function readsSellingFast(line: Line): boolean {
  const at = line.find('sellsFast');
  return at !== -1 && !line.hasAny(DOUBT) && line.terms.slice(0, at).every((term) => isPadding(term, ['filler']));
}

/** "Only 12 left", "Quedan 20 unidades", "Noch 15 Stück": a count of ten or more left, in stock. */
export function readsManyLeft(line: Line): boolean {
  const count = countLeft(line);
  return count !== null && count >= FEW;
}

/** The count of what is left ("only 3", "3 left", "last 3 units"), null when the line states none. */
function countLeft(line: Line): number | null {
  const { terms } = line;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    const next = terms[i + 1];
    if (term.number !== null && term.number > 0) {
      if (next?.concepts.has('left') || (next?.concepts.has('units') && terms[i + 2]?.concepts.has('left'))) return term.number;
      if (line.before(i, ['only'], 1)) {
        if (next === undefined) return CURRENCY_SIGN.test(line.text) ? null : term.number;
        if (termHasAny(next, ['units', 'left', 'stock', 'presence', 'inStock', 'available'])) return term.number;
      }
    }
    // "Ultimi 2 pezzi", "letzte 3 Exemplare", "last 4 available": the count between.
    const after = terms[i + 2];
    if ((term.concepts.has('few') || term.concepts.has('last')) && next?.number != null && next.number > 0 && after !== undefined && termHasAny(after, ['units', 'available', 'left', 'stock', 'inStock'])) return next.number;
  }
  return null;
}

/** "Pocas unidades", "Laatste exemplaren", "stock limité", "Just a couple left": a few in words. */
function readsFewWords(line: Line): boolean {
  const { terms } = line;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    const next = terms[i + 1];
    if (term.concepts.has('few') || term.concepts.has('last')) {
      if (next !== undefined && (next.concepts.has('units') || next.concepts.has('left') || next.concepts.has('stock'))) return true;
      // "Peu de stock", "Nur wenige verfügbar", "Poche disponibili": few of the stock or available, fillers between.
      let j = i + 1;
      while (terms[j] !== undefined && terms[j]!.number === null && terms[j]!.concepts.has('filler')) j++;
      if (term.concepts.has('few') && terms[j] !== undefined && termHasAny(terms[j]!, ['stock', 'available', 'inStock'])) return true;
      // "Posledních pár kusů", "letzte paar Stück": a word of quantity no table knows between.
      if (term.concepts.has('last') && next?.number === null && next.concepts.size === 0 && terms[i + 2]?.concepts.has('units')) return true;
    }
    if (term.concepts.has('scarce') && next !== undefined && (next.concepts.has('stock') || next.concepts.has('available') || next.concepts.has('units'))) return true;
    // The adjective after the noun: "stock limité", "scorte limitate", "existencias bajas".
    if (next?.concepts.has('scarce') && (term.concepts.has('stock') || term.concepts.has('available'))) return true;
    if (term.concepts.has('left') && line.before(i, ['few'], 1)) return true;
    // "Nur noch wenige", "Only a few", "Solo unos pocos": few, with "only" before, closing the line.
    if (term.concepts.has('few') && next === undefined && line.before(i, ['only'], 1)) return true;
  }
  return false;
}

/**
 * "Stock: 14 units", "Lagerbestand: 23 Stück", "Voorraad winkel: 5", "Cantidad disponible: 7": a
 * stock noun, or a field of stock or availability, and a count above zero, its units after it,
 * nothing else but fillers and where the stock is.
 */
export function readsStockCount(line: Line): boolean {
  const words = line.terms.filter((term, i) => term.number !== null || !(isPadding(term, ['filler', 'channel', 'web']) || boundsCount(line, i)));
  const count = words.findIndex((term) => term.number !== null);
  if (count === -1 || words[count]!.number === 0) return false;
  const after = words.length - count - 1;
  if (after > 1 || (after === 1 && !words[count + 1]!.concepts.has('units'))) return false;
  // "Verkkokaupassa: 10+ kpl", "Online: 25 Stück": the web shop, this page's shop, as the field's label.
  if (count === 0) return line.has('web') && line.text.includes(':');
  return count === 1 ? termHasAny(words[0]!, ['stock', 'supplier']) : count === 2 && (namesStockField(words[0]!, words[1]!) || namesStockPlace(line, words[0]!, words[1]!));
}

/**
 * "Externe voorraad: 40+", "Lager extern: 12", "Stock fournisseur : 12": a stock noun beside the
 * supplier, or beside one word no table knows in a field's label before its colon, is that stock
 * named by where it is kept (external, central, remote), counted.
 */
function namesStockPlace(line: Line, first: Term, second: Term): boolean {
  const [stock, other] = first.concepts.has('stock') ? [first, second] : [second, first];
  if (!stock.concepts.has('stock')) return false;
  return other.concepts.has('supplier') || (other.concepts.size === 0 && other.number === null && line.text.includes(':'));
}

/**
 * A bound written before a count is part of the count: "über 10", "yli 10 kpl", "more than 10",
 * "plus de 10" ("than" right before the number, and "more" right before that "than").
 */
function boundsCount(line: Line, at: number): boolean {
  const { terms } = line;
  if (terms[at]!.concepts.has('than')) return terms[at + 1]?.number != null;
  return terms[at]!.concepts.has('longer') && terms[at + 1]?.concepts.has('than') === true && terms[at + 2]?.number != null;
}

/**
 * "Available quantity", "Menge verfügbar", "Stock level": a field word beside one of stock or
 * availability, either side; or two stock nouns, the stock named by where it is kept, as a compound
 * written in two words ("Warehouse stock", "Store stock").
 */
function namesStockField(first: Term, second: Term): boolean {
  const ofStock = (term: Term): boolean => term.concepts.has('stock') || term.concepts.has('available') || term.concepts.has('inStock');
  return (first.concepts.has('field') && ofStock(second)) || (second.concepts.has('field') && ofStock(first)) || (first.concepts.has('stock') && second.concepts.has('stock'));
}

// What a field given on request may name: a delivery time or date, or stock and availability before a colon.
const REQUESTED_FIELD: readonly StockConcept[] = ['delivery', 'date'];

/**
 * "Lieferzeit: auf Anfrage", "Plazo de entrega: a consultar", "Leveringstid: på forespørsel": a
 * delivery time given only on request names none, so none is known now (out of stock, as own-16
 * labels it). The words right after the field's word, fillers between, and in a field before its colon
 * one word no table knows, the head written apart ("Delivery time: on request"); "Assembly on request" and
 * "APR available on request" name no delivery, and availability counts only as a field before a colon.
 */
export function readsOnRequest(line: Line, stockish: readonly StockConcept[]): boolean {
  const at = line.find('onRequest');
  if (at === -1) return false;
  let i = at - 1;
  while (i >= 0 && isPadding(line.terms[i]!, ['filler'])) i--;
  if (i > 0 && line.terms[i]!.number === null && line.terms[i]!.concepts.size === 0 && line.text.includes(':')) i--;
  if (i < 0) return false;
  const field = line.terms[i]!.concepts;
  return REQUESTED_FIELD.some((concept) => field.has(concept)) || (stockish.some((concept) => field.has(concept)) && line.text.includes(':'));
}
