import type { Availability } from '../observation.js';
import { leaveOutClosedDelivery, leaveOutStoreCounts, readStockLine, readToComeAsPreorder, type FoldedStockWords } from './detect-stock-phrase.js';
import { fulfilmentOf, readsStockToCome, type StockReading } from './stock-wording/read-stock-wording.js';
import type { PageScan, PriceCandidate } from './page-scan.js';
import { noticeButtonLine, orderableState } from './notice-button.js';
import { optionLines } from './read-text-evidence.js';
import { chosenOptionSoldOut } from './chosen-option.js';
import { otherOfferLines, showsPrice } from './other-offer-lines.js';

// The buy box: the lines around the main price element and around the purchase button.
const LINES_BEFORE = 3;
const LINES_AFTER = 4;
const BUYABLE: ReadonlySet<Availability> = new Set(['in_stock', 'limited', 'preorder', 'backorder']);
// When the buy box words several states, the most restrictive is meant ("In stock" as a heading,
// "Pre-order: ships in May" under it).
const SEVERITY: readonly Availability[] = ['out_of_stock', 'discontinued', 'preorder', 'backorder', 'limited', 'in_stock'];

/**
 * What the buy box's wording says about stock: a state, `unclear` when it speaks of stock with
 * doubt (a negation, "when", "unknown") in words no rule reads, or null when it says nothing.
 * The main price element is the one showing the page's price (else the first price element); the
 * window is a few lines around it and around the purchase button, and the lines between the two
 * (buyBoxRanges). Wording elsewhere on the page is not read here. Stock to come beside pre-order
 * wording in it is the pre-order's date.
 */
export function readBuyBoxStock(scan: PageScan, price: number | null, stockWords?: FoldedStockWords): StockReading {
  const readings: StockReading[] = [];
  const texts: string[] = [];
  const read = new Set<number>();
  const unread = new Set<number>();
  // Past the product's own sold-out wording, another amount starts another item (a successor model,
  // a refurbished unit): its lines and its button are not the product's.
  const otherFrom = otherItemAfterSoldOut(scan, price, stockWords);
  // The product's own button: a working one past another item's price (an accessory's, a successor
  // model's) sells that item, and does not make the product buyable.
  const sellsOther = cartSellsOtherItem(scan, price) || (otherFrom !== null && scan.cart.enabledLine !== null && scan.cart.enabledLine > otherFrom);
  const enabled = scan.cart.enabled && !sellsOther;
  // Beside a purchase button that works, now or once a size is chosen, the wording of one of several
  // size or colour buttons ("46 Agotado") is of that option; without one it may be the chosen option's.
  const buyable = enabled || scan.cart.awaitsChoice;
  const options = buyable ? optionLines(scan, (line) => readStockLine(scan.priceLines[line]!, stockWords) === 'out_of_stock') : new Set<number>();
  // Another seller's offer listed under the buy box, with its own amount: its stock words are its own.
  const offers = otherOfferLines(scan, price, mainPriceCandidate(scan, price));
  for (const [first, lastWanted] of buyBoxRanges(scan, price, stockWords)) {
    const last = Math.min(scan.priceLines.length - 1, lastWanted, otherFrom === null ? Infinity : otherFrom - 1);
    for (let line = Math.max(0, first); line <= last; line++) {
      if (read.has(line)) continue;
      read.add(line);
      if (options.has(line) || offers.has(line)) continue;
      const reading = readStockLine(scan.priceLines[line]!, stockWords);
      // A few left of one size, on the button that chooses it, says nothing of the product a
      // visitor can add to the cart (the sold-out wording of such buttons is left out below).
      if (reading === 'limited' && enabled && scan.choiceLines.includes(line)) continue;
      if (reading === null) unread.add(line);
      readings.push(reading);
      texts.push(scan.priceLines[line]!);
    }
  }
  const chosenSoldOut = enabled && chosenOptionSoldOut(texts, readings);
  const classed = classedStock(scan, read, enabled, leaveOutClosedDelivery(readings, texts));
  if (classed !== null) return orderableState(classed, scan, stockWords);
  readToComeAsPreorder(readings, texts, stockWords);
  leaveOutStoreCounts(readings, texts);
  const unclear = readings.includes('unclear');
  const phrases = readings.filter((reading): reading is Availability => reading !== null && reading !== 'unclear');
  // An enabled purchase button contradicts sold-out wording: that wording is about another variant,
  // unless the shop says so in a sentence of its own beside the price (statusSaysSoldOut) or marks
  // the sold-out variant as the chosen one (chosen-option.ts).
  const worded = enabled && !(phrases.includes('out_of_stock') && (chosenSoldOut || statusSaysSoldOut(scan, price, stockWords))) ? phrases.filter((p) => BUYABLE.has(p)) : phrases;
  const state = SEVERITY.find((s) => worded.includes(s)) ?? null;
  if (state !== null) return orderableState(state, scan, stockWords);
  if (enabled) return null;
  return unclear || (scan.cart.line === null && showsUnreadStatus(scan, price, unread)) ? 'unclear' : null;
}

/**
 * The state the shop's own stock element in the buy box names by its class, in no language
 * (WooCommerce's "stock available-on-backorder", "stock out-of-stock"), when it is not plain in
 * stock: the platform sets it from the product's stock status, so it outranks wording around it
 * ("Los productos en reserva se envían…" is the shop's policy, not this product's state). An
 * in-stock class is left to the wording, which pre-order add-ons and counts refine; a sold-out one
 * beside a working button is another variant's, one on a line of delivery beside collection open that way's.
 */
function classedStock(scan: PageScan, read: ReadonlySet<number>, enabled: boolean, collectable: boolean): Availability | null {
  const at = scan.stockElementLine;
  const classed = at !== null && read.has(at) && !(collectable && fulfilmentOf(scan.priceLines[at]!) === 'delivery') ? scan.stockElement : null;
  if (classed === null || classed === 'in_stock' || classed === 'limited') return null;
  return enabled && !BUYABLE.has(classed) ? null : classed;
}

/**
 * Where another item starts inside the buy box: the first price element showing another amount after
 * the product's own sold-out or discontinued wording, which stands before any other amount ("Produkt
 * wycofany ze sprzedaży", then the successor's "2 199 zł", "Dostępny" and "Do koszyka"). Shops place
 * a replacement, a refurbished unit or another seller's offer right under the product's notice,
 * closer than a related shelf stands. Wording on option buttons and labels is an option's.
 */
function otherItemAfterSoldOut(scan: PageScan, price: number | null, stockWords?: FoldedStockWords): number | null {
  if (price === null || scan.cart.line === null) return null;
  const main = mainPriceCandidate(scan, price);
  if (main === undefined || !showsPrice(main, price)) return null;
  // The wording must come before any other amount: one standing with an amount is that item's ("29,00 € Esaurito").
  const other = scan.priceCandidates.find((c) => c.line > main.line && c.line < scan.cart.line! && !showsPrice(c, price));
  if (other === undefined) return null;
  for (let line = Math.max(0, main.line - LINES_BEFORE); line < other.line; line++) {
    if (scan.choiceLines.includes(line) || scan.labelLines.includes(line)) continue;
    const reading = readStockLine(scan.priceLines[line]!, stockWords);
    if (reading === 'out_of_stock' || reading === 'discontinued') return other.line;
  }
  return null;
}

/**
 * Whether the purchase button sells another item: it stands past the main price's buy box, after
 * a price element showing another amount (a related item's, an accessory's). Shops that take the
 * product's own button away while it is sold out ("Avise-me", "Notify me") leave only such buttons.
 */
export function cartSellsOtherItem(scan: PageScan, price: number | null): boolean {
  return standsWithOtherItem(scan, price, scan.cart.line);
}

/**
 * Whether what stands at this line (a button, a stock badge) belongs to another item: it is past
 * the main price's buy box and after a price element showing another amount. Related, cross-sell and
 * accessory shelves are named in every language ("Zubehör", "관련 상품", "Asiakkaat ostivat myös"),
 * but they always list their items after the product's own price: the order says whose it is.
 */
export function standsWithOtherItem(scan: PageScan, price: number | null, line: number | null): boolean {
  if (line === null || price === null) return false;
  const main = mainPriceCandidate(scan, price);
  if (main === undefined || !showsPrice(main, price)) return false;
  const boxEnd = main.line + LINES_AFTER;
  return scan.priceCandidates.some((c) => c.line > boxEnd && c.line <= line && !showsPrice(c, price));
}

/**
 * The purchase button of the product itself. When its own button is disabled (sold out) and the only
 * ones that work stand with other items (accessories' "Add to cart"), the product's is disabled.
 */
export function ownCart(scan: PageScan, price: number | null): PageScan['cart'] {
  const { cart } = scan;
  if (!cart.enabled || !cart.disabled) return cart;
  if (!standsWithOtherItem(scan, price, cart.enabledLine) && !followsOtherPrice(scan, price, cart.line, cart.enabledLine)) return cart;
  return { ...cart, enabled: false, offset: null, enabledLine: null };
}

/**
 * The disabled button first, then another amount's price element, then a working button: the
 * working one sells that item, however near the buy box the shelf stands ("Tillbehör" right under
 * the product's greyed button).
 */
function followsOtherPrice(scan: PageScan, price: number | null, disabledLine: number | null, enabledLine: number | null): boolean {
  if (price === null || disabledLine === null || enabledLine === null || enabledLine <= disabledLine) return false;
  return scan.priceCandidates.some((c) => c.line >= disabledLine && c.line <= enabledLine && !showsPrice(c, price));
}

/**
 * Whether a short line of words stands beside the main price that the grammar does not read, on a
 * page that shows no purchase control at all. The line right after the price, or right before it,
 * is where shops write the stock state ("Zur Zeit leider vergriffen", "Tijdelijk uitverkocht"), so
 * in-stock metadata beside such a line is not evidence enough. Headings, labels and lines with
 * figures (tax, shipping, instalments) are not status lines.
 */
function showsUnreadStatus(scan: PageScan, price: number | null, unread: ReadonlySet<number>): boolean {
  const main = mainPriceCandidate(scan, price);
  if (main === undefined) return false;
  // A price element that closes a block has its own line before main.line; an inline one shares main.line.
  const priceLine = scan.priceLines[main.line]?.includes(main.text) === true ? main.line : main.line - 1;
  // Both lines lie within the window readBuyBoxStock has read: `unread` holds those it found silent.
  return [priceLine - 1, priceLine + 1].some((line) => unread.has(line) && !scan.labelLines.includes(line) && looksLikeStatus(scan.priceLines[line]!));
}

/**
 * Whether the shop writes in a sentence on the status line beside the price (the line right before
 * or after it) that the product is sold out now ("Tijdelijk uitverkocht, we verwachten hem binnen
 * twee weken terug"), and nothing in the buy box says it can be bought. Such a sentence is the
 * shop's word on this product and outweighs a purchase button its theme leaves in place; a variant's
 * sold-out state is a badge or an option's label, not a sentence, and stock only to come (a release
 * date) is a pre-order's.
 */
export function statusSaysSoldOut(scan: PageScan, price: number | null, stockWords?: FoldedStockWords): boolean {
  const main = mainPriceCandidate(scan, price);
  if (main === undefined) return false;
  const priceLine = scan.priceLines[main.line]?.includes(main.text) === true ? main.line : main.line - 1;
  const soldOut = (line: number): boolean => {
    const text = scan.priceLines[line];
    return text !== undefined && !scan.labelLines.includes(line) && !scan.choiceLines.includes(line) && isSentence(text) &&
      readStockLine(text, stockWords) === 'out_of_stock' && !readsStockToCome(text);
  };
  if (!soldOut(priceLine - 1) && !soldOut(priceLine + 1)) return false;
  for (const line of buyBoxLines(scan, price, scan.priceCandidates, stockWords)) {
    const reading = readStockLine(scan.priceLines[line]!, stockWords);
    if (reading !== null && reading !== 'unclear' && BUYABLE.has(reading)) return false;
  }
  return true;
}

const SENTENCE_MIN_WORDS = 5;

function isSentence(text: string): boolean {
  return text.split(' ').filter((word) => /\p{L}/u.test(word)).length >= SENTENCE_MIN_WORDS;
}

const STATUS_MAX_WORDS = 8;

// A line ending in a colon labels what follows ("UVP:", "Menge:"), a value the scan may leave out.
const LABEL_END = /:\s*$/;

function looksLikeStatus(text: string): boolean {
  if (/\d/.test(text) || LABEL_END.test(text)) return false;
  const words = text.split(' ').filter((word) => /\p{L}/u.test(word)).length;
  return words >= 1 && words <= STATUS_MAX_WORDS;
}

/** The availability a page is read as, and why it differs from what its structured data states. */
export interface SettledAvailability {
  availability: Availability | null;
  /** Set when the buy box silenced the structured data: what the check log says. */
  note: string | null;
}

const IN_STOCK_STATES: ReadonlySet<Availability> = new Set(['in_stock', 'limited']);

/**
 * The rule between structured data and the buy box: what a visitor reads next to the price and
 * the button is current, metadata may be stale. So the buy box wins, except that in-stock wording
 * only overrides a stated sold-out state when an enabled purchase button stands with it. When the
 * buy box speaks of stock in words not understood and the data says in stock, the answer is
 * unknown: a wrong "in stock" is worse than none. "Speaks of stock" is a line with doubt words,
 * or, on a page with no purchase control, any short line of words beside the price.
 */
export function settleAvailability(stated: Availability | null, buyBox: StockReading, cartEnabled: boolean): SettledAvailability {
  if (buyBox === null || stated === null) return { availability: stated, note: null };
  if (buyBox === 'unclear') {
    if (!IN_STOCK_STATES.has(stated)) return { availability: stated, note: null };
    return {
      availability: null,
      note: `stock left unknown: structured data says ${stated}, but the buy box shows wording that was not understood; add the shop's words to the monitor's stockWords to read it`,
    };
  }
  if (buyBox === 'in_stock' && !BUYABLE.has(stated) && !cartEnabled) return { availability: stated, note: null };
  return { availability: buyBox, note: null };
}

// A buy box holds pickers, promotions and delivery blocks between the price and the button: a
// screen's worth of lines. Further apart, the button may stand in a block of its own.
const MAX_SPAN = 16;

/**
 * The line ranges of the buy box: a few lines around the main price element and around the
 * purchase button, and every line between the two when the button follows the price within a
 * screen's worth of lines, up to another item's price (as standsWithOtherItem tells it). A page
 * whose button gave way to a notice button ("Notify me", "Avvisami") has it stand in the button's place.
 */
function buyBoxRanges(scan: PageScan, price: number | null, stockWords?: FoldedStockWords, candidates: readonly PriceCandidate[] = scan.priceCandidates): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const main = mainPriceCandidate(scan, price, candidates);
  if (main !== undefined) ranges.push([main.line - LINES_BEFORE, endBefore(scan, main.line)]);
  const control = scan.cart.line ?? noticeButtonLine(scan, stockWords);
  if (control === null) return ranges;
  ranges.push([control - LINES_BEFORE, endBefore(scan, control)]);
  if (main !== undefined && price !== null && control > main.line && control - main.line <= MAX_SPAN) {
    // Past the price's own few lines, a price element showing another amount starts another item's.
    const other = candidates.find((c) => c.line > main.line + LINES_AFTER && c.line <= control && !showsPrice(c, price));
    ranges.push([main.line, other === undefined ? control : other.line - 1]);
  }
  return ranges;
}

/** The last line of the few after `line`: a section's heading (a description, the reviews) starts what is no longer the buy box. */
function endBefore(scan: PageScan, line: number): number {
  const section = scan.sectionLines.find((at) => at >= line && at <= line + LINES_AFTER);
  return section === undefined ? line + LINES_AFTER : section - 1;
}

/**
 * The lines of the buy box (buyBoxRanges), for wording read across the page. `candidates` may hold
 * the prices of visible text beside the markup's (readTextPrices), on pages without price markup.
 */
export function buyBoxLines(scan: PageScan, price: number | null, candidates: readonly PriceCandidate[], stockWords?: FoldedStockWords): ReadonlySet<number> {
  const lines = new Set<number>();
  for (const [first, last] of buyBoxRanges(scan, price, stockWords, candidates)) {
    for (let line = Math.max(0, first); line <= Math.min(scan.priceLines.length - 1, last); line++) lines.add(line);
  }
  return lines;
}

/** The price element showing the page's price, else the first one. */
function mainPriceCandidate(scan: PageScan, price: number | null, candidates: readonly PriceCandidate[] = scan.priceCandidates): PriceCandidate | undefined {
  return (price === null ? undefined : candidates.find((c) => showsPrice(c, price))) ?? candidates[0];
}

