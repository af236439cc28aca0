import type { Availability } from '../observation.js';
import { readStockLine, type FoldedStockWords } from './detect-stock-phrase.js';
import type { PageScan } from './page-scan.js';

/**
 * Where a button asking to be told when the product is back stands, counted as the purchase
 * button's place is (the lines before it, its own included).
 */
export function noticeButtonLine(scan: PageScan, stockWords?: FoldedStockWords): number | null {
  const line = scan.choiceLines.find((at) => readStockLine(scan.priceLines[at]!, stockWords) === 'out_of_stock');
  return line === undefined ? null : line + 1;
}

/**
 * A pre-order only the purchase button takes: "Bientôt disponible", "Coming soon" on a page whose
 * only control asks to be told when it comes ("Me prévenir", "Notify me") cannot be ordered now,
 * so it is out of stock. A page with a purchase button, or no button at all, keeps its pre-order.
 */
export function orderableState(state: Availability, scan: PageScan, stockWords?: FoldedStockWords): Availability {
  return state === 'preorder' && scan.cart.line === null && noticeButtonLine(scan, stockWords) !== null ? 'out_of_stock' : state;
}
