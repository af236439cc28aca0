import type { Availability } from '../observation.js';
import { foldWording } from './fold-text.js';
import { leaveOutClosedStores, leaveOutStoreStates } from './closed-store-lines.js';
import { readsPurchaseLabel } from './stock-wording/read-purchase-label.js';
import { channelOf, fulfilmentOf, ledByName, readsStockToCome, readStockWording, type StockReading } from './stock-wording/read-stock-wording.js';

/** A user's own stock wording (a monitor's `stockWords`): it beats the built-in grammar. */
export interface StockWords {
  inStock?: readonly string[];
  outOfStock?: readonly string[];
}

/** StockWords folded once, as the grammar folds page text. */
export interface FoldedStockWords {
  inStock: readonly string[];
  outOfStock: readonly string[];
}

export function foldStockWords(words: StockWords): FoldedStockWords {
  const fold = (list: readonly string[] | undefined): string[] =>
    (list ?? []).map((phrase) => foldWording(phrase).replace(/\s+/g, ' ').trim()).filter((phrase) => phrase !== '');
  return { inStock: fold(words.inStock), outOfStock: fold(words.outOfStock) };
}

/**
 * Reads the stock state of a line, `unclear` when it speaks of stock in a way the grammar does not
 * read. The user's phrases come first, out of stock before in stock.
 */
export function readStockLine(text: string, userWords?: FoldedStockWords): StockReading {
  return readUserWords(text, userWords) ?? readStockWording(text);
}

function readUserWords(text: string, userWords: FoldedStockWords | undefined): StockReading {
  if (userWords === undefined || (userWords.inStock.length === 0 && userWords.outOfStock.length === 0)) return null;
  const line = foldWording(text).replace(/\s+/g, ' ');
  if (userWords.outOfStock.some((phrase) => line.includes(phrase))) return 'out_of_stock';
  if (userWords.inStock.some((phrase) => line.includes(phrase))) return 'in_stock';
  return null;
}

/**
 * Lines read in one place (the buy box, the page), settled together: stock to come ("Disponible a
 * partir del 14/03/2027", "expected in March") beside wording that takes pre-orders ("Reservar",
 * "Pre-order now") is the date the pre-order ships, so it is read as a pre-order. A user's own
 * out-of-stock words stand as they are.
 */
export function readToComeAsPreorder(readings: StockReading[], texts: readonly string[], userWords?: FoldedStockWords): void {
  if (!readings.includes('preorder')) return;
  readings.forEach((reading, i) => {
    if (reading === 'out_of_stock' && readUserWords(texts[i]!, userWords) === null && readsStockToCome(texts[i]!)) readings[i] = 'preorder';
  });
}

/**
 * Lines read in one place, settled together: lists of stores beside the web's line, stores closed
 * beside a line that can be ordered, and a store's few left or wait beside the web's stock
 * (closed-store-lines.ts) say nothing of what this page sells.
 */
export function leaveOutStoreCounts(readings: StockReading[], texts: readonly string[]): void {
  leaveOutStoreLists(readings, texts);
  leaveOutClosedStores(readings, texts);
  leaveOutStoreStates(readings, texts);
}

/**
 * Ways of getting the product read together: delivery closed beside collection open ("Home
 * delivery: unavailable" above "Collect in store: available today") is a product bought by
 * collecting it, in stock (click and collect only); the closed way says nothing of its stock.
 * Whether collection is open, so that lines of delivery say nothing of the product.
 */
export function leaveOutClosedDelivery(readings: StockReading[], texts: readonly string[]): boolean {
  if (!readings.some((reading, i) => (reading === 'in_stock' || reading === 'limited') && fulfilmentOf(texts[i]!) === 'collect')) return false;
  readings.forEach((reading, i) => {
    if (reading === 'out_of_stock' && fulfilmentOf(texts[i]!) === 'delivery') readings[i] = null;
  });
  return true;
}

/**
 * Reads availability from visible wording in any language of stock-wording/stock-lexicon.ts: "Sold out",
 * "Nicht auf Lager", "plus disponible", "品切れ", "Only 3 left", "In stock", "Ships in 2 days".
 * Null when the line says nothing about stock, or nothing the grammar reads.
 */
export function detectStockPhrase(text: string, userWords?: FoldedStockWords): Availability | null {
  const reading = readStockLine(text, userWords);
  return reading === 'unclear' ? null : reading;
}

/** True for the label of a purchase button ("Add to cart", "In den Warenkorb", "カートに入れる"). */
export function isAddToCartLabel(text: string): boolean {
  return readsPurchaseLabel(text);
}

/**
 * Lines read in one place, settled together: a line naming stores ("Lagerstatus i butik", "Stock in
 * our stores") over rows each led by a name and a colon ("Malmö: Få kvar", "Göteborg: Slut i butik")
 * is a list of stock per store. When a line outside it states stock, that line is the web shop's and
 * the list says nothing of what this page sells: the heading and its rows are left out.
 */
function leaveOutStoreLists(readings: StockReading[], texts: readonly string[]): void {
  // Only a store's few left or sold out would change the reading; most buy boxes have neither.
  if (!readings.some((reading) => reading === 'limited' || reading === 'out_of_stock')) return;
  const stores = new Set<number>();
  for (let i = 0; i + 1 < texts.length; i++) {
    if (!ledByName(texts[i + 1]!) || channelOf(texts[i]!) !== 'store') continue;
    let row = i + 1;
    while (row < texts.length && ledByName(texts[row]!)) row++;
    for (let line = i; row > i + 1 && line < row; line++) stores.add(line);
  }
  if (stores.size === 0 || !readings.some((reading, i) => reading !== null && reading !== 'unclear' && !stores.has(i))) return;
  for (const line of stores) readings[line] = null;
}
