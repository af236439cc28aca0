import type { StockReading } from './stock-wording/read-stock-wording.js';
import { channelOf, fulfilmentOf, readStockWording } from './stock-wording/read-stock-wording.js';

const ORDERABLE: ReadonlySet<StockReading> = new Set(['in_stock', 'limited', 'preorder', 'backorder']);
// A store's own stock or wait: a few left there, stock ordered in for it, a reservation there.
const STORE_STATES: ReadonlySet<StockReading> = new Set(['limited', 'backorder', 'preorder']);

/**
 * Lines read in one place, settled together: a line of the shops' stores or of collecting there
 * saying none ("In stores: not available", "Myymälöissä: ei saatavilla", "Pickup: unavailable")
 * beside a line, not of stores, saying the product can be ordered (in stock, a pre-order, a
 * back-order) is the stores' state; the page sells through the web, so the stores' line is left
 * out. The reverse, sold out online beside stock in stores, is kept (it is out of stock).
 */
export function leaveOutClosedStores(readings: StockReading[], texts: readonly string[]): void {
  // Most buy boxes hold no sold-out line at all: nothing to weigh.
  if (!readings.includes('out_of_stock')) return;
  const ofStores = (i: number): boolean => channelOf(texts[i]!) === 'store' || fulfilmentOf(texts[i]!) === 'collect';
  if (!readings.some((reading, i) => ORDERABLE.has(reading) && !ofStores(i))) return;
  readings.forEach((reading, i) => {
    if (reading === 'out_of_stock' && ofStores(i)) readings[i] = null;
  });
}

/**
 * Lines read in one place, settled together: stock the web shop states is this page's, so a few
 * left at a store beside it, or an order a store takes for stock it lacks, is that store's stock
 * ("In stock online" above "Available at Bourke St (4 left)"; "Skladem na e-shopu" above "Prodejna
 * Brno: na objednávku"), which a buyer of the page does not wait on.
 */
export function leaveOutStoreStates(readings: StockReading[], texts: readonly string[]): void {
  if (!readings.some((reading) => reading !== null && STORE_STATES.has(reading))) return;
  if (!readings.some((reading, i) => (reading === 'in_stock' || reading === 'limited') && channelOf(texts[i]!) === 'web')) return;
  readings.forEach((reading, i) => {
    if (reading !== null && STORE_STATES.has(reading) && channelOf(texts[i]!) === 'store') readings[i] = null;
  });
}

/**
 * The text of a stock element made of block lines ("Ennakkotilattavissa – julkaisu 14.3.2027" over
 * "Myymälöissä: ei saatavilla"), the last lines filed, without its stores' closed line when another
 * of its lines can be ordered (leaveOutClosedStores), and without a store's few left or wait when
 * the web's line says in stock (leaveOutStoreStates); the text as it is otherwise. Asked only of an
 * element read as sold out, few left, a back-order or a pre-order. The element's lines are found by their length, not by a fixed count:
 * a block may hold a heading, the stores, the web, a delivery promise and a count.
 */
export function stockElementText(text: string, lines: readonly string[]): string {
  let length = -1;
  let start = lines.length;
  while (start > 0 && length < text.length) length += lines[--start]!.length + 1;
  const own = lines.slice(start);
  if (own.length < 2 || own.join(' ') !== text) return text;
  const read: StockReading[] = own.map((line) => readStockWording(line));
  const kept = [...read];
  leaveOutClosedStores(kept, own);
  leaveOutStoreStates(kept, own);
  return own.filter((_, i) => kept[i] === read[i]).join(' ');
}
