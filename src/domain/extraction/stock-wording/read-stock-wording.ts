import type { Availability } from '../../observation.js';
import { foldWording } from '../fold-text.js';
import { mayOpenReading, mayOpenReadingInPart } from './may-open-reading.js';
import { readsDeliveryTime, readsInStock, readsReservedForPickup, readsWayPossible } from './read-in-stock.js';
import { readsAllSold, readsDeliveryRefused, readsDepleted, readsGone, readsListingEnded, readsNegated, readsNegatedKnown, readsNoDate, readsNoLongerIn, readsNotice, readsProductionEnded, readsStoreOnly } from './read-out-of-stock.js';
import { readsMadeNoLonger, readsNoLongerLater, readsNoLongerReceived } from './read-no-longer.js';
import { readsAllSoldBeforeReturn, readsGoneOf, readsLastSold, readsNoneHad, readsNoSeller, readsUsedUp } from './read-depletion.js';
import { readsAlmostSoldOut, readsAnswer, readsEmptyField, readsFewLeft, readsManyLeft, readsOnRequest, readsStockCount, readsZeroCount } from './read-stock-fields.js';
import { deniesService, namesClassOfGoods, readsCondition, readsStockCheck, refusesDeliveryToPlace, speaksOfCartContents, supposedClause } from './read-stock-policy.js';
import { readsRestockDenied, readsRestockOnly, readsReturn, readsSoon, readsSoonAtPlace } from './read-stock-return.js';
import { readsWithdrawn } from './read-withdrawn.js';
import { readsNotSoldOnline } from './read-not-sold-online.js';
import { readOpenBeforeClosedCollection } from './read-collection-clause.js';
import { readStateBeforePastSellOut } from './read-after-clause.js';
import { answersNoReturnDate, answersQuestion, withoutLabel } from './read-question.js';
import { saysWasIn, tellsOfThePast } from './read-past-story.js';
import { saysNoneInClosingClause } from './read-closing-clause.js';
import { readTerms, type Term } from './read-terms.js';
import { readUnspacedWording, UNSPACED_SCRIPT } from './read-unspaced-wording.js';
import type { StockConcept } from './stock-concepts.js';
import { CLAUSE_BREAK, DOUBT, isPadding, Line, MAX_LINE, NEGATION_REACH, STOCK_VOCABULARY } from './stock-line.js';
import { joinSeparableVerb } from './separable-verbs.js';
import { tokenise } from './tokenise-wording.js';

/** What a line says about stock; `unclear` when it speaks of stock in a way no rule reads. */
export type StockReading = Availability | 'unclear' | null;

/**
 * Reads the stock state a line of visible text words, in any language of stock-lexicon.ts, by
 * one grammar: a negation or absence before a word of stock or availability ("not in stock",
 * "momentan nicht verfügbar", "sin existencias"), a notice widget ("email me when it is back"),
 * back or expected with a date or "when" ("wieder verfügbar ab 12.05."), coming soon and
 * pre-order, a delivery time ("ships in 2-3 days", "levertijd 1-2 werkdagen") or an unknown one,
 * a few left, in stock. Words of stock with doubt that no rule reads give `unclear`.
 */
export function readStockWording(text: string): StockReading {
  if (text.length > MAX_LINE) return null;
  const reading = readSentences(text);
  // A badge and its label glued when markup is flattened ("NeuAusverkauft", "NouveautéÉpuisé"): a
  // small letter meeting a capital is a word break, tried only when the line read nothing as written
  // ("iPhone" and "PlayStation" keep their one word).
  return reading === null && GLUED_WORDS.test(text) ? readText(foldWording(text.replace(GLUED_WORDS_ALL, '$1 $2'))) : reading;
}

// A full stop, then a new sentence: "Kun i butikken – kan ikke købes online. Vi har 6 flasker på hylden."
const SENTENCE_END = /(?<=[\p{Ll}\p{N}]{2}[.!])\s+(?=\p{Lu})/u;

// Where a label meets its aside: a clause break or a bracket ("Verfügbar – Versand durch Händler", "Disponible (Paris)").
// A comma between digits is an amount's ("nur 4,45 €", "Tylko 12,99 zł"): cut there, "nur 4" reads as a count left.
const ASIDE_BREAK = /[;([]|,(?!\d)|(?<!\d),|\s[-\u2012-\u2015]\s/;
// A label is a few words; the opening clause of prose is longer and reading it cost every page's lines.
const LABEL_MAX_CHARS = 40;

/**
 * A line read whole, else sentence by sentence when whole it reads nothing: a notice that says its
 * state in one sentence and tells of the shop in the next is read by the sentence that says it (the
 * first that does). A line read whole keeps its reading ("Sold out. Other sizes in stock."). Else a
 * state label opening the line is read before its aside, a clause or a bracket telling of the seller,
 * a place or a code ("Verfügbar – Versand durch Händler", "Disponível (Lisboa)"); only the opening
 * part, so that the second clause of a review's prose is never read as a label, and only stock at hand:
 * other states read whole, and a hero's "Snel geregeld, …" is no pre-order.
 */
function readSentences(text: string): StockReading {
  const folded = foldWording(text);
  const words = folded.includes('?') || UNSPACED_SCRIPT.test(folded) ? null : tokenise(folded);
  // A part's words are some of the line's: when no word can open a reading, no part reads anything.
  if (words !== null && !mayOpenReadingInPart(words)) return null;
  const reading = words === null ? readText(folded) : readFolded(folded, words);
  if (reading !== null && reading !== 'unclear') return reading;
  const sentences = text.includes('. ') || text.includes('! ') ? text.split(SENTENCE_END) : [];
  if (sentences.length >= 2) {
    for (const sentence of sentences) {
      const said = readText(foldWording(sentence));
      // Whole, "It's back! Restocked in every size" is back and doubt; the sentence that states it says it.
      if (said !== null && (reading === null || said !== 'unclear')) return said;
    }
    return reading;
  }
  if (reading !== null) return reading;
  if (saysNoneInClosingClause(text, lineOf)) return 'out_of_stock';
  const label = text.split(ASIDE_BREAK, 1)[0]!;
  const said = label.length < text.length && label.length <= LABEL_MAX_CHARS && label.trim() !== '' && !saysWasIn(foldWording(label)) ? readText(foldWording(label)) : null;
  return said === 'in_stock' || said === 'limited' ? said : null;
}

// Latin letters only: a character class, cheap on every line.
const GLUED_WORDS = /([a-zß-öø-ÿ])([A-ZÀ-ÖØ-Þ])/;
const GLUED_WORDS_ALL = new RegExp(GLUED_WORDS.source, 'g');

function readText(folded: string): StockReading {
  if (UNSPACED_SCRIPT.test(folded)) {
    const unspaced = readUnspacedWording(folded);
    if (unspaced !== null) return unspaced;
  }
  const statement = afterQuestion(folded);
  if (statement === null) return readFolded(folded);
  const reading = readFolded(statement);
  if (reading !== null && reading !== 'unclear') return reading;
  const question = withoutLabel(folded.slice(0, folded.length - statement.length));
  if (reading === null && answersNoReturnDate(question, statement)) return 'out_of_stock';
  const asked = readFolded(question);
  if (asked === null) return reading;
  return answersQuestion(asked, statement) ?? 'unclear';
}

function readFolded(folded: string, words = tokenise(folded)): StockReading {
  const line = lineOf(folded, words);
  if (line === null) return null;
  const supposed = supposedClause(folded);
  if (supposed !== null && readFolded(supposed) !== null) return null;
  const reading = decide(line);
  return reading !== null && tellsOfThePast(folded, readFolded) ? null : reading;
}

/**
 * Whether a line reads out of stock only because stock is to come: back, expected, restocked or
 * available from a date or a month ("Disponible a partir del 14/03/2027", "Expected in stock in
 * March"). On a page that takes pre-orders, that date is when the pre-order ships.
 */
export function readsStockToCome(text: string): boolean {
  if (text.length > MAX_LINE) return false;
  const folded = foldWording(text);
  if (UNSPACED_SCRIPT.test(folded) || afterQuestion(folded) !== null) return false;
  const line = lineOf(folded);
  return line !== null && decideBeforeReturn(line) === undefined && readsReturn(line, STOCKISH) && !line.has('preorder');
}

/**
 * The sales channel a line speaks of: the web shop whose page this is ("In stock online", "Im
 * Onlineshop auf Lager"), a store ("2 left at the Leeds store", "in 12 Filialen"), or neither.
 */
export function channelOf(text: string): 'web' | 'store' | null {
  if (text.length > MAX_LINE) return null;
  const terms = readTerms(tokenise(foldWording(text)));
  if (terms.some((term) => term.concepts.has('web'))) return 'web';
  return terms.some((term) => term.concepts.has('channel')) ? 'store' : null;
}

// A name before a colon is short: a store's, a town's ("Stockholm City:", "Malmö:").
const MAX_NAME = 40;

/**
 * Whether a line is led by a name and a colon, the name words no table knows ("Malmö: Få kvar",
 * "Leeds Briggate: out of stock"), as the rows of a list of stores are; "Lieferzeit: 2 Tage" and
 * "Availability: in stock" are led by a field of stock, "Size 42: sold out" by a count.
 */
export function ledByName(text: string): boolean {
  const colon = text.indexOf(':');
  if (colon < 2 || colon > MAX_NAME) return false;
  const terms = readTerms(tokenise(foldWording(text.slice(0, colon))));
  return terms.length > 0 && terms.every((term) => term.concepts.size === 0 && term.number === null);
}

/**
 * The way of getting the product a line speaks of: collecting it at a store ("Retrait en magasin",
 * "Abholung im Markt", "Odbiór osobisty"), having it delivered ("Livraison à domicile", "Dostawa
 * kurierem", "Shipping"), or neither. A line naming both is of collection ("Click & collect" is
 * also a word of delivery).
 */
export function fulfilmentOf(text: string): 'collect' | 'delivery' | null {
  if (text.length > MAX_LINE) return null;
  const terms = readTerms(tokenise(foldWording(text)));
  if (terms.some((term) => term.concepts.has('collect'))) return 'collect';
  return terms.some((term) => term.concepts.has('delivery') || term.concepts.has('supply')) ? 'delivery' : null;
}

function lineOf(folded: string, tokens = tokenise(folded)): Line | null {
  const words = joinSeparableVerb(tokens);
  if (!mayOpenReading(words)) return null;
  const terms = withoutOpeningYes(readTerms(words), folded);
  const line = terms.some((term) => term.concepts.has('other')) ? readOwnClauses(folded) : new Line(terms, folded);
  return new Line(countsAbove(line.terms), line.text);
}

/**
 * "Yes – this one is available", "Ja, sofort lieferbar", "Oui : en stock": a "yes" in a clause of its
 * own opening the line answers a question the page asked; the line says its state after it.
 */
function withoutOpeningYes(terms: Term[], folded: string): Term[] {
  if (terms[0]?.concepts.has('answerYes') !== true || terms.length < 2) return terms;
  const opening = folded.split(CLAUSE_BREAK)[0]!;
  return opening.length < folded.length && tokenise(opening).length === 1 ? terms.slice(1) : terms;
}

// Words after a question that make a sentence of their own rather than the field's answer ("Auf Lager? Ja").
const MIN_STATEMENT_WORDS = 2;

/**
 * "Out of stock? Try our similar products", "Ausverkauft? Wir beraten Sie gern": a state asked
 * about is a prompt that shops show on any page; the statement after it is what the line says.
 * Null when the line asks nothing, or answers its question in a word.
 */
function afterQuestion(folded: string): string | null {
  const mark = folded.lastIndexOf('?');
  if (mark === -1) return null;
  const rest = folded.slice(mark + 1);
  return tokenise(rest).length >= MIN_STATEMENT_WORDS ? rest : null;
}

/**
 * "This colour is sold out, but other colours are available", "Op voorraad, andere maten
 * uitverkocht": a clause about other variants or items says nothing of this one, and is left out.
 */
function readOwnClauses(folded: string): Line {
  const own = folded.split(CLAUSE_BREAK).flatMap((clause) => {
    const terms = readTerms(tokenise(clause));
    return terms.some((term) => term.concepts.has('other')) ? [] : [{ clause, terms }];
  });
  return new Line(own.flatMap(({ terms }) => terms), own.map(({ clause }) => clause).join(','));
}

/**
 * "More than 10 available", "mehr als 20 auf Lager", "più di 5 disponibili": "more" then "than"
 * before a count is the count; left in, "more" would read as the "longer" of "no longer". So is a
 * one-word "more than" opening the line before its count ("Over 20 available", "Oltre 10 pezzi",
 * "Yli 10 kpl varastossa"), which some tables hold as another language's word ("over" is Dutch "left").
 */
function countsAbove(terms: readonly Term[]): Term[] {
  return terms.filter((term, i) => !(
    (term.concepts.has('longer') && terms[i + 1]?.concepts.has('than') && terms[i + 2]?.number != null) ||
    (term.concepts.has('than') && (i === 0 || terms[i - 1]?.concepts.has('longer')) && terms[i + 1]?.number != null)
  ));
}

const STOCKISH: readonly StockConcept[] = ['inStock', 'stock', 'available'];

function decide(line: Line): StockReading {
  const beforeCollection = line.has('collect') ? readOpenBeforeClosedCollection(line, decide) : readStateBeforePastSellOut(line, decide);
  if (beforeCollection !== undefined) return beforeCollection;
  const before = decideBeforeReturn(line);
  if (before !== undefined) return before;
  if (readsOrderedForLater(line)) return 'backorder';
  // "Pre-order: estimated to ship in March": the date a pre-order ships, not a return to stock.
  if (readsReturn(line, STOCKISH)) return line.has('preorder') ? 'preorder' : 'out_of_stock';
  if (readsRestockOnly(line)) return 'out_of_stock';
  if (readsNegated(line) || readsNoneHad(line) || readsDeliveryRefused(line) || readsZeroCount(line, STOCKISH) || readsEmptyField(line, STOCKISH)) return 'out_of_stock';
  if (readsStoreOnly(line) || readsNotSoldOnline(line)) return 'out_of_stock';
  if (readsReservedForPickup(line)) return 'in_stock';
  if (line.hasAny(['preorder', 'release'])) return 'preorder';
  if (readsSoon(line) && (line.hasAny(['available', 'coming', ...STOCKISH]) || line.meaningful <= 2 || readsSoonAtPlace(line))) return 'preorder';
  // "Lieferzeit unbekannt", "restock date unknown", "no delivery date": no known delivery or return is
  // none now; before a back-order, which promises one ("Nachlieferung, Termin unbekannt" is out of stock).
  if ((line.has('unknown') || readsNegatedKnown(line) || readsNoDate(line) || readsOnRequest(line, STOCKISH)) && line.hasAny(['delivery', 'supply', 'available', 'stock', 'expected', 'back', 'restock', 'coming', 'backorder'])) return 'out_of_stock';
  if (line.has('backorder')) return 'backorder';
  if (line.has('coming') && line.meaningful <= 3) return 'preorder';
  if (readsFewLeft(line)) return 'limited';
  if (readsManyLeft(line)) return 'in_stock';
  if (readsDeliveryTime(line)) return 'in_stock';
  if (readsInStock(line) || readsStockCount(line) || readsWayPossible(line)) return 'in_stock';
  return line.hasAny(DOUBT) && line.hasAny(STOCK_VOCABULARY) ? 'unclear' : null;
}

/**
 * "Wird nachbestellt – Versand in 2 Wochen", "Non disponibile, ordinabile: spedizione in 10-15 giorni":
 * stock being restocked or not held now, beside a counted wait the shop still promises (a number of
 * days or weeks), is an order taken now and filled later. A delivery time alone is stock at hand; a
 * return alone takes no order; a date, "today" or "ready" denied ("Not yet ready to ship") counts no wait.
 */
function readsOrderedForLater(line: Line): boolean {
  if (!line.has('timely') || line.has('ready') || line.hasDate() || !line.terms.some((term, i) => term.concepts.has('timely') && line.terms[i - 1]?.number != null)) return false;
  return orderedFromSupplier(line) || (readsDeliveryTime(line) && (line.has('restock') || readsNegated(line)));
}

/**
 * "Bestilt fra leverandør", "Beim Hersteller bestellt", "Ordered from the supplier": a verb of ordering
 * beside the supplier (a preposition or fillers between) is the shop ordering it in, a restock, not
 * the shopper's purchase.
 */
function orderedFromSupplier(line: Line): boolean {
  const { terms } = line;
  return terms.some((term, i) => term.concepts.has('buy') && [-1, 1].some((step) => {
    let j = i + step;
    while (terms[j] !== undefined && isPadding(terms[j]!, ['from', 'presence', 'filler'])) j += step;
    return terms[j]?.concepts.has('supplier') === true && Math.abs(j - i) <= 3;
  }));
}

/** The rules before a return to stock is read: answers, policies, notices, sold out, gone, discontinued; undefined when none applies. */
function decideBeforeReturn(line: Line): StockReading | undefined {
  if (readsAlmostSoldOut(line)) return 'limited';
  const answer = readsAnswer(line, STOCKISH);
  if (answer !== null) return answer;
  if (namesClassOfGoods(line)) return 'unclear';
  // "Subscribe to our newsletter for restock news", "Meld je aan voor de nieuwsbrief": a newsletter tells of the shop, not of this product's stock.
  if (line.has('newsletter') || readsCondition(line) || refusesDeliveryToPlace(line) || deniesService(line) || speaksOfCartContents(line) || readsStockCheck(line)) return null;
  if (readsNotice(line, STOCKISH)) return 'out_of_stock';
  if (line.hasAny(['soldOut', 'supplyBreak']) || readsDepleted(line) || readsAllSold(line)) return 'out_of_stock';
  if (readsGoneOf(line) || readsUsedUp(line) || readsLastSold(line) || readsAllSoldBeforeReturn(line) || readsNoSeller(line)) return 'out_of_stock';
  if (line.has('discontinued') || readsProductionEnded(line) || readsWithdrawn(line)) return 'discontinued';
  // Any word of making or selling may be the one denied: "Ce produit n'est plus référencé" (the first, "produit", is the subject).
  const made = line.terms.flatMap((term, i) => (term.concepts.has('made') ? [i] : []));
  if (made.some((at) => line.before(at, ['longer']) && (line.terms[at]!.concepts.has('negation') || line.before(at, ['negation'], NEGATION_REACH + 1)))) return 'discontinued';
  if (made.some((at) => readsMadeNoLonger(line, at) || readsNoLongerLater(line, at))) return 'discontinued';
  if (readsNoLongerReceived(line)) return 'out_of_stock';
  if (readsNoLongerIn(line)) return 'discontinued';
  if (readsGone(line)) return 'out_of_stock';
  if (readsListingEnded(line) || readsRestockDenied(line)) return 'out_of_stock';
  return undefined;
}
