import type { StockConcept } from './stock-concepts.js';
import { endsAfter, isFillerPadding, isPadding, type Line, NEGATION_REACH } from './stock-line.js';

// "More", units, object pronouns and possessives between a negation and what it negates add nothing: "não há mais
// unidades disponíveis", "no nos quedan" (the pronoun stands between the negation and its verb in Romance
// languages), "None of our stores have it in stock"; so does a size with its figure ("No tenemos la talla 38 en stock").
const UNCOUNTED: readonly StockConcept[] = ['longer', 'units', 'filler', 'me', 'mine', 'size'];
/** Negated, these say the product cannot be had: "not in stock", "nicht lieferbar", "no stock". */
const NEGATABLE: readonly StockConcept[] = ['inStock', 'available', 'supply', 'stock'];
/** Negated at the end of a line, these say none is coming: "keine Nachlieferung mehr"; not "no restocking fee". */
const NEGATABLE_LAST: readonly StockConcept[] = ['restock', 'backorder'];

/** "Lagerbestand erschöpft", "varasto tyhjä", "Stock: empty": a stock noun or the shelf used up, no count above zero ("12 empty seats"). */
export function readsDepleted(line: Line): boolean {
  return line.has('depleted') && line.hasAny(['stock', 'shelf']) && line.terms.every((term) => term.number === null || term.number === 0);
}

// What "every one sold" may hold besides "all" and "sold": units, fillers, and "last" with the word after it.
const ALL_SOLD: readonly StockConcept[] = ['whole', 'made', 'supply', 'units', 'filler', 'last'];

/**
 * "Alle Exemplare sind verkauft", "Tutto venduto", "Sold every last one": every one sold, with
 * nothing else on the line, is sold out. Not "All made in Italy" nor "All items sold by Acme": a
 * place or a seller follows, in words no table knows.
 */
export function readsAllSold(line: Line): boolean {
  if (!line.has('whole') || !line.has('made')) return false;
  return line.terms.every((term, i) => isFillerPadding(term, ALL_SOLD) || (term.number === null && term.concepts.size === 0 && line.terms[i - 1]?.concepts.has('last') === true));
}

/** "Not yet known", "noch nicht festgelegt": a negation before a word of knowing, or after it across fillers ("… wissen wir leider noch nicht"). */
export function readsNegatedKnown(line: Line): boolean {
  // Or written into the verb: cs "nevíme" (we do not know).
  const deniedAfter = (at: number) => line.terms.slice(at + 1).find((next) => !next.concepts.has('filler') || next.concepts.has('negation'))?.concepts.has('negation') === true;
  return line.terms.some((term, i) => term.concepts.has('known') && (term.concepts.has('negation') || line.before(i, ['negation']) || deniedAfter(i)));
}

// What may stand between "no" and the date and after it: "No estimated restock date yet", "Kein voraussichtlicher Liefertermin".
const DATE_PHRASE: readonly StockConcept[] = ['expected', 'delivery', 'restock', 'back', 'coming', 'filler', 'than', 'timely'];

/**
 * "No estimated restock date", "Ingen forventet leveringsdato", "Kein Liefertermin", "Geen verwachte
 * leverdatum": a date of delivery or return denied, the line ending there, is one not known. Not "No
 * expiry date" or "no delivery charge": only words of delivery, return and expectation go with the date.
 */
export function readsNoDate(line: Line): boolean {
  const at = line.find('date');
  if (at === -1 || !line.terms.slice(at + 1).every((term) => isPadding(term, DATE_PHRASE))) return false;
  let i = at - 1;
  while (i >= 0 && isPadding(line.terms[i]!, DATE_PHRASE)) i--;
  return i >= 0 && line.terms[i]!.concepts.has('negation');
}

/** "Notify me", "Benachrichtigen", "E-mail me when available", "request a stock alert". */
export function readsNotice(line: Line, stockish: readonly StockConcept[]): boolean {
  if (deniesNotice(line)) return false;
  if (readsNoticeByMeans(line)) return true;
  // "Email me when the price drops", "Preisalarm aktivieren": a price alert sits beside stock of any state.
  if (line.has('price') && !line.hasAny([...stockish, 'back', 'expected'])) return false;
  if (line.has('notify')) return line.terms.length <= 10 || line.hasAny([...stockish, 'back', 'when']);
  if (!line.has('notifyWeak')) return false;
  const aboutStock = line.hasAny([...stockish, 'back', 'expected', 'coming', 'soon']); // a release to come is stock awaited: "Coming soon – hear when it lands"
  if (aboutStock || (line.has('me') && (line.has('when') || line.terms.length <= 4))) return true;
  // "Receive a notification", "Få varsel på e-post": a short request for a notice, no offer's figures.
  return line.has('receive') && line.terms.length <= 6 && line.terms.every((term) => term.number === null);
}

const NOTICE: readonly StockConcept[] = ['notify', 'notifyWeak', 'receive'];

/**
 * "Avisar por email", "Alert by e-mail", "Benachrichtigung per SMS": a notice word, the way it is sent and
 * its medium, nothing else, is a notice widget; "Email" or "Text message" alone are not.
 */
function readsNoticeByMeans(line: Line): boolean {
  const [first, means, medium, ...rest] = line.terms;
  return rest.length === 0 && medium !== undefined && first!.concepts.has('notifyWeak') && means!.concepts.has('means') && medium.concepts.has('notifyWeak');
}

/**
 * "You will no longer receive alerts", "Sie erhalten keine Benachrichtigungen mehr", "You won't be
 * notified": a notice denied, a negation or "no longer" right before its word, ends a subscription;
 * it is no request for a notice and says nothing of stock.
 */
function deniesNotice(line: Line): boolean {
  return line.terms.some(
    (term, i) => NOTICE.some((concept) => term.concepts.has(concept)) && (line.before(i, ['negation'], 1) || (line.before(i, ['longer'], 1) && line.before(i, ['negation'], 2))),
  );
}

/**
 * "Production ended", "Tuotanto lopetettu", "out of production", "fuera de producción", "not in
 * production", "Supply of this model has ended" (fillers and units between): making ended or
 * stopped, or "out of" it or not in it, is discontinued; not "Production costs".
 */
export function readsProductionEnded(line: Line): boolean {
  const at = line.find('production');
  if (at === -1) return false;
  const next = line.terms.findIndex((term, i) => i > at && !isPadding(term, ['filler', 'units']));
  if (line.before(at, ['absence'], 1) || line.before(at, ['ended'], 2) || line.after(at, 'ended', 2) || line.terms[next]?.concepts.has('ended') === true) return true;
  // Denied "in production" is out of it: "Non più in produzione", "Nicht mehr in Produktion".
  return line.terms[at - 1]?.concepts.has('presence') === true && line.before(at - 1, ['negation'], NEGATION_REACH);
}

/**
 * "No results", "0 products found", "Nicht gefunden", "nessun risultato"; the verb of finding before
 * its negation, as Scandinavian word order puts it ("Fant ikke produktet", "Hittades inte"). Not the
 * shopper's own search: "Can't find your size" (their own word right after finding), nor a term they
 * searched for in quotes ("Keine Ergebnisse für "Gartenschlauch"").
 */
export function readsGone(line: Line): boolean {
  return findsNothing(line) && !QUOTED.test(line.text);
}
// A term the shopper searched for, in quotes: "No results found for "blue sofa"" is an empty search, not this product gone.
const QUOTED = /"[^"]+"|(?:^|\s)'[^']+'(?=[\s.,;:!?]|$)/;
function findsNothing(line: Line): boolean {
  for (const concept of ['results', 'found'] as const) {
    const at = line.find(concept);
    if (at === -1 || line.terms[at + 1]?.concepts.has('mine') === true) continue;
    if (line.before(at, ['negation']) || line.after(at, 'negationAfter')) return true;
    if (concept === 'found' && line.terms[at + 1]?.concepts.has('negation') === true) return true;
  }
  return false;
}

/**
 * A negation or absence before a word of stock or availability, or a negation after it; or a line
 * that ends in a purchase verb its negation denies ("no se puede comprar", "kan ikke bestilles").
 */
export function readsNegated(line: Line): boolean {
  if (readsNegatedPurchase(line)) return true;
  for (let i = 0; i < line.terms.length; i++) {
    const term = line.terms[i]!;
    // "None left", "0 left", "keine Exemplare mehr übrig", "no more of these left": nothing remains.
    if (term.concepts.has('left') && line.before(i, ['negation'], 1, UNCOUNTED)) return true;
    // "Nicht versandbereit", "Not ready to ship", "Ikke klar til levering": ready denied, right before it.
    if (term.concepts.has('ready') && line.before(i, ['negation'], 1, UNCOUNTED)) return true;
    if (NEGATABLE_LAST.some((concept) => term.concepts.has(concept)) && line.before(i, ['negation']) && endsAfter(line, i)) return true;
    // "In keiner Filiale verfügbar", "available in no store near you": no store has it; not "no online payment available".
    // Or the store having the item and nothing else ("Ingen butikker har varen"); not "No stores nearby".
    if (term.concepts.has('channel') && !term.concepts.has('web') && line.before(i, ['negation'], 1) && (line.hasAny(['available', 'inStock', 'stock']) || holdsOnlyItem(line, i))) return true;
    if (!NEGATABLE.some((concept) => term.concepts.has(concept))) continue;
    // A negation before the word, or written into it (cs "nedodáváme", "we do not supply").
    if ((term.concepts.has('negation') || line.before(i, ['negation'], NEGATION_REACH, UNCOUNTED) || deniedPastPlace(line, i)) && !withoutOwnObject(line, i)) return true;
    if (term.concepts.has('stock') && line.before(i, ['absence'], 2) && !readsSource(line, i)) return true;
    if (line.after(i, 'negationAfter')) return true;
  }
  return false;
}

/** Only a verb of having and the item after term `at`: "… har varen", "… has this item". */
function holdsOnlyItem(line: Line, at: number): boolean {
  const rest = line.terms.slice(at + 1);
  return rest.length > 0 && rest.every((term) => isPadding(term, ['filler', 'units', 'results']));
}

// Words of a place after "in" that no table knows, or possessives: "Ihrer Region", "uw land", "Twoim kraju".
const PLACE_WORDS = 2;

/**
 * "Nicht in Ihrer Region verfügbar", "Niet in uw land leverbaar", "Nie w Twoim kraju dostępny": the
 * verb last, as German, Dutch and Polish put it, a place phrase ("in" and at most two words no table
 * knows or possessives) stands between the negation and the word it denies, and does not count
 * toward the negation's reach. Not "nicht in allen Filialen verfügbar": stores are a word of the tables.
 */
function deniedPastPlace(line: Line, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && isPadding(line.terms[i]!, ['filler'])) i--;
  let place = 0;
  while (i >= 0 && place < PLACE_WORDS && line.terms[i]!.number === null && (line.terms[i]!.concepts.size === 0 || isPadding(line.terms[i]!, ['mine']))) {
    i--;
    place++;
  }
  return place > 0 && i >= 1 && line.terms[i]!.concepts.has('presence') && line.before(i, ['negation'], 1, UNCOUNTED);
}

/**
 * "Paiement en 4x sans frais disponible", "Ratenkauf ohne Zinsen verfügbar": "without" takes the
 * word right after it, one no table knows, as its object; the availability after that is not denied.
 * "Sin existencias disponibles" denies the stock noun itself.
 */
function withoutOwnObject(line: Line, at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const term = line.terms[i]!;
    if (!term.concepts.has('negation')) continue;
    const object = line.terms[i + 1];
    return term.concepts.has('absence') && i + 1 < at && object!.number === null && object!.concepts.size === 0;
  }
  return false;
}

/**
 * "Keine Lieferung möglich", "Versand nicht möglich", "levering niet mogelijk": delivery said to be
 * impossible, with nothing else on the line but fillers and where; so is ordering ("Online bestellen
 * nicht möglich", "Commande en ligne impossible"). "Express delivery not possible" (one way of
 * shipping) and "No delivery charge" are not this.
 */
export function readsDeliveryRefused(line: Line): boolean {
  // Short words of many meanings stand here too: "no" is also an answer and Portuguese "in the".
  if (!line.hasAny(['delivery', 'supply', 'buy', 'cart']) || !line.has('negation') || !line.has('able')) return false;
  return line.terms.every((term) => isPadding(term, ['delivery', 'supply', 'buy', 'cart', 'negation', 'answerNo', 'able', 'filler', 'channel', 'web', 'presence', 'add']));
}

/**
 * "Leverbaar uit eigen magazijn", "ships out of our Leeds warehouse": right after a word of
 * availability or supply, "out of" with a word of its own before the stock noun at `at` says where
 * it comes from, not that there is none.
 */
function readsSource(line: Line, at: number): boolean {
  // Right before the noun it is absence again: "Availability: out of stock" is a field and its value.
  for (let i = at - 2; i > 0; i--) {
    if (!line.terms[i]!.concepts.has('absence')) continue;
    return line.terms[i - 1]!.concepts.has('available') || line.terms[i - 1]!.concepts.has('supply');
  }
  return false;
}

/**
 * "Niet te bestellen", "går inte att beställa just nu", "kann nicht bestellt werden": a negation, then only
 * modal words, fillers, "longer" or where it is sold, then a purchase verb with nothing after it but fillers, times or a place. A verb
 * with more after it ("no order too small", "kein Mindestbestellwert, jetzt bestellen") is not read.
 */
function readsNegatedPurchase(line: Line): boolean {
  const { terms } = line;
  let end = terms.length - 1;
  // A passive's auxiliary or where it is sold may close the line: "kann nicht bestellt werden", "cannot be ordered online".
  while (end >= 0 && isPadding(terms[end]!, ['filler', 'timely', 'able', 'channel', 'web'])) end--;
  // "Why not buy now?": a question that invites is no statement of stock.
  if (end < 1 || !terms[end]!.concepts.has('buy') || line.text.trimEnd().endsWith('?')) return false;
  let at = end - 1;
  // A negation that is also a preposition of putting in, right before the verb, is that preposition:
  // Portuguese "no" is "in the" ("calculado no checkout"); "no se puede comprar" has its modal between.
  if (terms[at]?.concepts.has('add') === true) return false;
  // "Can no longer be ordered", "niet online te bestellen": "longer" and where it is sold may stand between too,
  // and a passive's auxiliary whatever else it means ("ne peut pas être commandé", "non può essere ordinato").
  while (at >= 0 && (isPadding(terms[at]!, ['filler', 'able', 'longer', 'channel', 'web']) || terms[at]!.concepts.has('able'))) at--;
  return at >= 0 && terms[at]!.concepts.has('negation');
}

/** Words a store-only line may hold besides words no table knows (the store's name or kind). */
const STORE_ONLY: readonly StockConcept[] = ['only', 'channel', 'available', 'inStock', 'stock', 'presence', 'add', 'filler', 'than', 'mine', 'made', 'buy', 'able'];

/**
 * "Only available in store", "Nur im Markt erhältlich", "Disponible uniquement en magasin",
 * "In-store only": sold in shops alone, the item cannot be bought from the page a watcher checks,
 * which is out of stock for them (own-13). Not "only available online" (the web is a channel too),
 * nor with a count ("only 2 left in store" is a few left) or a way of getting it ("only for pickup").
 * A verb of selling and a preposition count whatever else they mean ("Only sold in stores", cs "v").
 */
export function readsStoreOnly(line: Line): boolean {
  if (!line.has('only') || line.has('web') || !line.has('channel')) return false;
  return line.terms.every((term) => term.number === null && (term.concepts.size === 0 || isPadding(term, STORE_ONLY) || term.concepts.has('made') || term.concepts.has('presence')));
}

// What "no longer in our range" may hold besides the range's name, which no table needs to know: also
// a verb of being had (sv "finns", da "findes": "Finns inte längre i sortimentet") and the product's
// word where it is also a participle of making or a unit (fr "produit", "article": "Cet article ne fait
// plus partie de notre catalogue").
const NO_LONGER_IN: readonly StockConcept[] = ['negation', 'answerNo', 'longer', 'presence', 'add', 'filler', 'mine', 'me', 'stock', 'listing', 'available', 'made', 'units'];
// Words no table knows, or a market's noun: the possessive and the range's noun ("nuestro catálogo", "unserem Angebot").
const RANGE_WORDS = 3;

/**
 * "Ya no está en nuestro catálogo", "Nicht mehr in unserem Angebot", "Niet langer in ons aanbod":
 * "no longer", then "in" and a short noun phrase, nothing else: the shop no longer carries it.
 * Said of the product itself: no word no table knows before it ("Charger no longer in the box" speaks
 * of something else). Not "no longer in your basket" (a cart is a word of its own), nor a line with a count.
 */
export function readsNoLongerIn(line: Line): boolean {
  const { terms } = line;
  // The negation may follow "longer", as Czech and Polish put it: "již není v nabídce", "już nie ma w ofercie".
  const longer = terms.findIndex((term, i) => term.concepts.has('longer') && (term.concepts.has('negation') || line.before(i, ['negation'], 1) || terms[i + 1]?.concepts.has('negation') === true));
  if (longer === -1 || !terms.slice(longer + 1).some((term) => term.concepts.has('presence'))) return false;
  let unknown = 0;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    if (term.number !== null) return false;
    if (term.concepts.size === 0 && i < longer) return false;
    if (term.concepts.size === 0 || isPadding(term, ['market'])) unknown++;
    // A preposition of presence counts as one whatever else it means (Czech "v" is also Swedish "week").
    else if (!term.concepts.has('presence') && !isPadding(term, NO_LONGER_IN)) return false;
  }
  return unknown >= 1 && unknown <= RANGE_WORDS;
}

// Words beside "listing" and "ended" in a marketplace's notice: "This listing has ended", "Angebot beendet".
const LISTING_ENDED_WORDS = 4;

/**
 * "This listing has ended", "Angebot beendet", "Sprzedaż zakończona", "Publicación finalizada": a
 * marketplace's listing that has ended sells nothing, whatever its stale data says. A short notice
 * with no figures: "Auction ends in 2 days" and "Offer ended 12 May" are other matters. The tables
 * hold nouns of a listing, not of a deal ("offerta", "aanbieding", "oferta": the tables are read
 * for every language, and "Oferta finalizada" ends a flash sale), and beside German "Angebot", which
 * is both, no word of expiry: "Offerta scaduta" and "Angebot abgelaufen" tell that a promotion ran
 * out, which says nothing of stock.
 */
export function readsListingEnded(line: Line): boolean {
  return line.has('ended') && line.has('listing') && line.terms.every((term) => term.number === null) && line.meaningful <= LISTING_ENDED_WORDS;
}
