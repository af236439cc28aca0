import type { StockConcept } from './stock-concepts.js';
import { DOUBT, isPadding, type Line, termHasAny } from './stock-line.js';
import { isReserveWord } from './term-table.js';
import { tokenise } from './tokenise-wording.js';

/**
 * Words that may stand beside "available" on an in-stock line: how and when it comes, that it can
 * be bought, "only" ("disponible en ligne uniquement", "only available online"), and "again" with no
 * time to come ("Disponível novamente", "Vuelve a estar disponible": a return dated or soon is read before).
 */
const DELIVERED: readonly StockConcept[] = ['filler', 'timely', 'available', 'delivery', 'supply', 'presence', 'add', 'buy', 'only', 'back'];

// Words that describe counted stores besides words no table knows: prepositions and pronouns ("near you").
const STORE_DESCRIPTION: readonly StockConcept[] = ['filler', 'presence', 'add', 'toward', 'able', 'mine', 'me'];

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
export function readsDeliveryTime(line: Line): boolean {
  if (line.has('ready') && line.hasAny(['delivery', 'collect', 'supply', 'timely', 'stock'])) return true;
  if (readsWorkingDays(line)) return true;
  if (!line.hasAny(['delivery', 'supply'])) return line.has('workday') && line.has('stock') && timedNear(line, ['stock'], true);
  if (line.hasDate()) return true;
  if (line.has('delivery') && line.has('timely')) return true;
  // "Ophalen mogelijk in 14 winkels", "Abholung in 5 Filialen": a way to get it, at stores that are counted.
  if (line.has('delivery') && countsStores(line) && !line.hasAny(DOUBT)) return true;
  // Supply words ("offer", "sold", "orders") are common in prose, so their time must stand close:
  // "sold within 2 days", not "we offer … and four weeks of paid vacation".
  // A supplier is where it is sent from, as a stock is: "Dispatched from our supplier in 3–5 days".
  if (timedNear(line, ['supply', 'stock', 'supplier'], false)) return true;
  // "24h", "48 h": a number of hours written as one word.
  return /\b\d{1,3} ?h\b/.test(line.text);
}

/**
 * A time close to one of `near`'s words; `counted`, only working days after a count. Working days are
 * counted only of a dispatch, so beside a stock noun they are its time whatever verb no table knows says
 * it: "Leaves our warehouse within 2 working days", "Verlässt das Lager in 1-2 Werktagen". A service
 * between the two takes the time as its own: "Verkauft von Acme: Rückgabe innerhalb von 14 Tagen" is
 * the returns' window, not the sale's.
 */
function timedNear(line: Line, near: readonly StockConcept[], counted: boolean): boolean {
  const at = line.terms.flatMap((term, i) => (termHasAny(term, near) ? [i] : []));
  return line.terms.some((term, i) =>
    (counted ? term.concepts.has('workday') && line.terms[i - 1]?.number != null : term.concepts.has('timely')) &&
    at.some((d) => wordsBetween(line, d, i) <= SUPPLY_REACH && !serviceBetween(line, d, i)),
  );
}

/** Whether a service word stands between two terms. */
function serviceBetween(line: Line, a: number, b: number): boolean {
  for (let i = Math.min(a, b) + 1; i < Math.max(a, b); i++) if (line.terms[i]!.concepts.has('service')) return true;
  return false;
}

// What a bare count of working days may hold besides its figures: "ca. 3-4 Werktage", "in 2-3 werkdagen".
const WORKING_DAYS_PADDING: readonly StockConcept[] = ['filler', 'presence', 'timely', 'workday'];

/**
 * "1-2 Werktage", "3-5 werkdagen", "2 tot 3 werkdagen", "1-3 giorni lavorativi": working days are
 * counted only of a dispatch or a delivery, so a count of them, alone on the line beside the price, is
 * the delivery time a shop prints for goods it holds. Only the word between two figures ("tot", "bis",
 * "a") may be any; days alone ("30 Tage") are also a return window or a trial, and are not read.
 */
function readsWorkingDays(line: Line): boolean {
  const { terms } = line;
  // The count stands right before, or before the days the word qualifies ("3-5 días hábiles", "2 jours ouvrés").
  let at = terms.findIndex((term) => term.concepts.has('workday'));
  while (at > 0 && terms[at - 1]!.number === null && terms[at - 1]!.concepts.has('timely')) at--;
  if (at < 1 || !((terms[at - 1]!.number ?? 0) > 0)) return false;
  return terms.every((term, i) => term.number !== null || isPadding(term, WORKING_DAYS_PADDING) || (terms[i - 1]?.number != null && terms[i + 1]?.number != null));
}

/** A store noun right after a count above zero: "in 14 winkels", "at 3 stores". */
function countsStores(line: Line): boolean {
  return line.terms.some((term, i) => term.concepts.has('channel') && (line.terms[i - 1]?.number ?? 0) > 0);
}

// What may stand beside a restock done: "Just restocked", "Restocked in every size", "Lager wieder aufgefüllt".
const RESTOCKED_NOW: readonly StockConcept[] = ['back', 'filler', 'now', 'whole', 'size', 'presence', 'add', 'stock', 'inStock', 'only', 'units'];

/**
 * "Réassorti !", "Wieder aufgefüllt", "Reabastecido en todas las tallas": a participle of restocking with
 * nothing but these is a restock done, stock back now. A time, a date, a negation or a word no table
 * knows ("Will be restocked", "Non verrà riassortito") keeps it from reading here.
 */
function readsRestockedNow(line: Line): boolean {
  return line.has('restocked') && line.terms.every((term) => term.concepts.has('restocked') || isPadding(term, RESTOCKED_NOW));
}

/** "In stock", "auf Lager", "lagernd", "5 in stock", "Back in stock!", "Available" alone, "Stock in warehouse", "Restocked". */
export function readsInStock(line: Line): boolean {
  if (readsRestockedNow(line)) return true;
  // "In stock levels are updated hourly", "In-stock quantity: 4": before a field word the stock word names the field, not a state.
  if (line.terms.some((term, i) => term.concepts.has('inStock') && line.terms[i + 1]?.concepts.has('field') !== true) || line.presenceOfStock() !== -1) return true;
  // "Ruime voorraad", "Hoher Lagerbestand", "Dostępność: duża": plenty beside stock, either side.
  for (let i = 0; i + 1 < line.terms.length; i++) {
    const [first, second] = [line.terms[i]!.concepts, line.terms[i + 1]!.concepts];
    if ((first.has('ample') && (second.has('stock') || second.has('available'))) || (second.has('ample') && (first.has('stock') || first.has('available')))) return true;
  }
  if (readsSuppliersStock(line)) return true;
  const available = line.find('available');
  if (available === -1) return false;
  // "Available", "Disponibile online", "sofort verfügbar", "available to ship", "disponible en 2-3
  // días": availability alone or with how and when it is delivered, not "in 3 colours". Stores
  // count when they are counted ("in 12 Märkten verfügbar"): a bare "available to buy in store"
  // often stands beside "not online". So do units ("5 Stück verfügbar"). A size before it is the
  // variant it is said of ("Taglia 42 disponibile"); after it, the sizes on offer ("available in sizes 8-14").
  const counted = line.terms.some((term) => term.number !== null);
  // Words no table knows after counted stores describe them, with prepositions and pronouns: "en 2
  // tiendas cercanas", "in 3 Filialen in Ihrer Nähe", "in 4 winkels bij jou in de buurt".
  const stores = line.terms.findIndex((term, i) => term.concepts.has('channel') && (line.terms[i - 1]?.number ?? 0) > 0);
  const destination = destinationAfter(line);
  const labelled = signalLabel(line);
  const others = line.terms.flatMap((term, i) =>
    i === available ||
    i === labelled ||
    (i < available && (term.concepts.has('size') || namesVariantValue(line, i))) ||
    namesWebShop(line, i) ||
    term.number !== null ||
    DELIVERED.some((concept) => term.concepts.has(concept)) ||
    // "Ab sofort wieder lieferbar": from a time that readsReturn read as now.
    (term.concepts.has('from') && line.terms[i + 1]?.concepts.has('timely') === true) ||
    (counted && (term.concepts.has('channel') || term.concepts.has('units'))) ||
    (stores !== -1 && i > stores && (term.concepts.size === 0 || isPadding(term, STORE_DESCRIPTION))) ||
    (destination !== -1 && i > destination && term.concepts.size === 0)
      ? []
      : [i],
  );
  return others.length === 0 || readsPlace(line, others);
}

// The value a variant picker shows after its attribute, a word or two no table knows: "Farbe Salbei", "Colour Midnight Blue".
function namesVariantValue(line: Line, at: number): boolean {
  const { terms } = line;
  if (terms[at]!.concepts.size !== 0 || terms[at]!.number !== null) return false;
  for (let j = at - 1; j >= Math.max(0, at - 2); j--) {
    if (terms[j]!.concepts.has('size')) return true;
    if (terms[j]!.concepts.size !== 0 || terms[j]!.number !== null) return false;
  }
  return false;
}

/**
 * Words no table knows after the way or the time it comes, once a preposition has opened them,
 * say where to ("for delivery to Northern Ireland", "para envío a domicilio", "in 1-3 Werktagen
 * bei Ihnen") or where from ("for Click & Collect at Leeds Kirkstall"); not "30-day returns
 * available". The preposition's index, else -1.
 */
const PREPOSITIONS: readonly StockConcept[] = ['filler', 'add', 'presence', 'toward'];

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

/**
 * "Verfügbar im Onlineshop", "Disponible en tienda online", "available in our web shop": the web, or
 * a store named by it, is the shop whose page this is, so availability there is this page's stock.
 */
function namesWebShop(line: Line, at: number): boolean {
  const { terms } = line;
  return terms[at]!.concepts.has('web') || (terms[at]!.concepts.has('channel') && (terms[at - 1]?.concepts.has('web') === true || terms[at + 1]?.concepts.has('web') === true));
}

// A word and a colon or a spaced dash opening the line: "Verde: disponibile", "Grün – auf Lager".
const LABEL = /^\s*[\p{L}]+\s*(?::|\s[-\u2012-\u2015]\s)/u;

/**
 * A stock light's colour as the label of the line ("Verde: disponibile", "Grøn: tilgængelig"): the
 * light's name, not a variant; "Available in green" names a colour. Index of that term, else -1.
 */
function signalLabel(line: Line): number {
  return line.terms[0]?.concepts.has('signal') === true && LABEL.test(line.text) ? 0 : -1;
}

/**
 * The words left beside availability name where it is: "in our Leeds warehouse", "nel magazzino
 * di Milano", "uit eigen magazijn", "im Markt Hamburg-Altona", or the shop's stores by their kind
 * ("Verfügbar in der Filiale", "Disponível na loja"). One run of words holding a stock or store
 * noun; else nothing but prepositions and words no table knows, fillers between. Availability in
 * store is in stock, the shop has it; only in store is read before, as out of stock (the page cannot
 * sell it), and other stores' clauses are left out before (`readOwnClauses`).
 */
function readsPlace(line: Line, at: readonly number[]): boolean {
  if (line.hasAny(DOUBT.filter((c) => c !== 'absence'))) return false;
  // A store or stock noun right before the words left (fillers between) is the one they name: "in
  // Filiale Hamburg-Altona: 7 Stück", where a count already let the store noun stand.
  let start = at[0]!;
  while (start > 0 && line.terms[start - 1]!.concepts.has('filler')) start--;
  const named = start > 0 && termHasAny(line.terms[start - 1]!, PLACE_NOUNS);
  const run = line.terms.slice(named ? start - 1 : at[0], at[at.length - 1]! + 1);
  if (!run.some((term) => termHasAny(term, PLACE_NOUNS))) return false;
  // "Of" after the place noun ("punto vendita di Milano", "magasin de Lyon") is Romance "than" in a count.
  return run.every((term, i) => term.concepts.size === 0 || termHasAny(term, [...PLACE_NOUNS, 'presence', 'absence', 'from', 'filler']) || (term.concepts.has('than') && i > 0 && termHasAny(run[i - 1]!, PLACE_NOUNS)));
}

// Where stock is kept: a stock noun, a store, and the supplier whose stock the shop sells from
// ("Disponible en proveedor", "Verfügbar beim Lieferanten").
const PLACE_NOUNS: readonly StockConcept[] = ['stock', 'channel', 'supplier'];

// What a supplier's stock may hold besides its two nouns: "Leverancier heeft voorraad", "Stock fournisseur : 12".
const SUPPLIERS_STOCK: readonly StockConcept[] = ['supplier', 'stock', 'filler', 'presence', 'units'];

/**
 * "Leverancier heeft voorraad", "Supplier has stock", "Stock fournisseur": the supplier's stock, the
 * two nouns side by side (fillers between), is stock the shop sells from; a count, if any, above zero.
 * Denied or awaited it is read before; "Stock du fournisseur épuisé" holds a word of its own.
 */
function readsSuppliersStock(line: Line): boolean {
  const { terms } = line;
  const nextTo = terms.some((term, i) => term.concepts.has('supplier') && [-1, 1].some((step) => {
    let j = i + step;
    while (terms[j]?.concepts.has('filler') === true) j += step;
    return terms[j]?.concepts.has('stock') === true;
  }));
  return nextTo && terms.every((term) => (term.number !== null && term.number > 0) || isPadding(term, SUPPLIERS_STOCK));
}

// What a reservation to collect may hold besides its two words: the store, the web, prepositions and
// articles (Dutch "de" is also Romance "than"), a day ("today", "now"), and the "and" between them
// where it is another language's "yes" (Finnish "ja": "Varaa ja nouda").
const RESERVED_FOR_PICKUP: readonly StockConcept[] = ['preorder', 'stock', 'collect', 'delivery', 'channel', 'web', 'presence', 'add', 'toward', 'filler', 'than', 'free', 'mine', 'me', 'answerYes', 'timely', 'inStock'];

/**
 * "Reserve & collect", "Reservieren und in der Filiale abholen", "Réserver et retirer en magasin",
 * "Reserva y recoge en tienda": reserving to collect at a store holds a unit that is there now, so it
 * is in stock, not a pre-order (whose reserving waits for a release or a date, neither of which may
 * stand here). English "reserve" is also French "réserve", a stock noun. A verb of reserving with a
 * store and no word of collecting says the same ("Reserve in store", "Reserver i butikk", "Prenota in
 * negozio"); with the web ("Reserve online") or with a word of pre-ordering alone it stays a pre-order.
 */
export function readsReservedForPickup(line: Line): boolean {
  const collected = line.has('collect') && line.hasAny(['preorder', 'stock']);
  if (!collected && !readsReservedAtStore(line)) return false;
  // Words no table knows: the "and" between, a store's name, a verb of reserving no table holds; at most two.
  const unknown = line.terms.filter((term) => term.number === null && term.concepts.size === 0).length;
  return unknown <= 2 && line.terms.every((term, i) => (term.number === null && term.concepts.size === 0) || isPadding(term, RESERVED_FOR_PICKUP) || isStoreCount(line, i));
}

// A count of the stores that hold it ("in 23 winkels", "in 4 stores"): a number right before a store, no date.
function isStoreCount(line: Line, at: number): boolean {
  const term = line.terms[at]!;
  return term.number !== null && term.number > 0 && line.terms[at + 1]?.concepts.has('channel') === true;
}

// A store named and no web; the words are asked last, the rarest and dearest test.
function readsReservedAtStore(line: Line): boolean {
  return line.has('channel') && !line.has('web') && tokenise(line.text).some(isReserveWord);
}

// What a store collection that can be made may hold besides its three words: prepositions and articles
// (Dutch "de" is also Romance "than"), a day, the shop's own ("in our Leeds store").
const COLLECTABLE: readonly StockConcept[] = ['collect', 'delivery', 'channel', 'able', 'presence', 'add', 'toward', 'filler', 'than', 'timely', 'mine', 'free', 'web'];
// A delivery said possible holds nothing else: "Lieferung ins Ausland möglich" and "free delivery possible" are the shop's terms.
const DELIVERABLE: readonly StockConcept[] = ['delivery', 'supply', 'able', 'filler'];

/**
 * "Kan hentes i butikken", "Can be collected in store", "Abholung in der Filiale möglich": collecting
 * at a store said to be possible holds a unit that is there now, so it is in stock, as does a delivery
 * said possible alone ("Lieferung möglich", "Kan leveres", "Can be delivered"), as "Home delivery
 * available" is; the way alone ("Abholung in der Filiale") is an option every page prints, and is not read.
 */
export function readsWayPossible(line: Line): boolean {
  if (!line.has('able') || line.hasAny(DOUBT)) return false;
  if (line.terms.every((term) => isPadding(term, DELIVERABLE)) && line.hasAny(['delivery', 'supply'])) return true;
  if (!line.has('collect') || !line.has('channel')) return false;
  const unknown = line.terms.filter((term) => term.number === null && term.concepts.size === 0).length;
  return unknown <= 2 && line.terms.every((term) => term.concepts.size === 0 || isPadding(term, COLLECTABLE));
}
