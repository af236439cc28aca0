/**
 * One row of a list of variants or stores changing its stock state ("42 – lieferbar" → "42 –
 * ausverkauft", "Bleu marine : en stock" → "épuisé", a store's cell "在庫あり" → "在庫なし"):
 * that size's or that store's news, while the page's own stock state stays. A table with a header
 * naming stock is read in table-cell-facts.ts; these lists and tables carry no such header.
 */
import { readStockLine } from '../extraction/detect-stock-phrase.js';

// A row names its variant or store, then a separator, then its state; a cell holds the state alone.
const MAX_ROW_CHARS = 80;
const MAX_CELL_CHARS = 30;
const MAX_CHANGED_ROWS = 3;
const SEPARATORS = ':–—-|·\t';
// A hyphen joins words too ("in-store"), so a cell may hold one; the other separators set off a label.
const HAS_SEPARATOR = /[:–—|·\t]/;

function stateOf(text: string): string | null {
  const reading = readStockLine(text);
  return reading === null || reading === 'unclear' ? null : reading;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

// The same label up to a separator, and a different state after it; or a short cell, with no
// separator, that is a state on both sides. A list shown in another order changes its labels
// before any separator and is no such row.
function isStateRow(was: string, now: string): boolean {
  if (was.length > MAX_ROW_CHARS || now.length > MAX_ROW_CHARS) return false;
  const shared = was.slice(0, commonPrefix(was, now));
  let cut = -1;
  for (let i = shared.length - 1; i >= 2 && cut === -1; i--) if (SEPARATORS.includes(shared[i]!)) cut = i + 1;
  if (cut === -1 && (was.length > MAX_CELL_CHARS || now.length > MAX_CELL_CHARS)) return false;
  // What follows the label is the state alone: "Din butik: Kista – I lager" → "Nacka – Slut" names another store.
  const valueWas = was.slice(Math.max(cut, 0));
  const valueNow = now.slice(Math.max(cut, 0));
  if (HAS_SEPARATOR.test(valueWas) || HAS_SEPARATOR.test(valueNow)) return false;
  const stateWas = stateOf(valueWas);
  const stateNow = stateOf(valueNow);
  return stateWas !== null && stateNow !== null && stateWas !== stateNow;
}

/** True when every line that differs (lines kept in place) is a row or cell whose stock state changed. */
export function isStockLineChange(before: string, after: string): boolean {
  const beforeLines = before.split('\n');
  const afterLines = after.split('\n');
  if (beforeLines.length !== afterLines.length) return false;
  let changed = 0;
  for (let i = 0; i < beforeLines.length; i++) {
    const was = beforeLines[i]!.trim();
    const now = afterLines[i]!.trim();
    if (was === now) continue;
    if (++changed > MAX_CHANGED_ROWS || !isStateRow(was, now)) return false;
  }
  return changed > 0;
}
