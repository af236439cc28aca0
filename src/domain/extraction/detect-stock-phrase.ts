import type { Availability } from '../observation.js';
import { foldWording } from './fold-text.js';
import { readsPurchaseLabel } from './stock-wording/read-purchase-label.js';
import { readStockWording, type StockReading } from './stock-wording/read-stock-wording.js';

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
  if (userWords !== undefined && (userWords.inStock.length > 0 || userWords.outOfStock.length > 0)) {
    const line = foldWording(text).replace(/\s+/g, ' ');
    if (userWords.outOfStock.some((phrase) => line.includes(phrase))) return 'out_of_stock';
    if (userWords.inStock.some((phrase) => line.includes(phrase))) return 'in_stock';
  }
  return readStockWording(text);
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
