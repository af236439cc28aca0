import { readStockLine } from '../extraction/detect-stock-phrase.js';
import { readsStockToCome } from '../extraction/stock-wording/read-stock-wording.js';
import type { ScoredFinding } from './detected-change.js';

// A moved date of stock to come tells a waiting buyer more than the page's other words: it outranks
// the content change it is (0.6 there for a line with a date), under every metric's weights.
const DATE_MOVE_SCORE = 0.8;
// Lines longer than this are prose, not a stock line (readStockWording reads no longer one either).
const MAX_STOCK_LINE = 200;

/**
 * The date stock is to come moved, the state staying: a back-order's shipping date ("Envio a partir
 * de 12 de janeiro" → "2 de fevereiro"), a pre-order's release, a restock date. The page's stock
 * state carries no date, so the text says it: exactly one line changed, and it speaks of stock to
 * come, or of a pre-order or back-order, on both sides. A delivery estimate of goods in stock
 * ("Get it by Thursday") is no such line: it rolls with the calendar.
 */
export function detectStockDateMove(before: string, after: string): ScoredFinding | null {
  if (before === after) return null;
  const gone = changedLines(before, after);
  const fresh = gone.length === 1 ? changedLines(after, before) : [];
  if (gone.length !== 1 || fresh.length !== 1) return null;
  const [was, now] = [gone[0]!, fresh[0]!];
  if (was.length > MAX_STOCK_LINE || now.length > MAX_STOCK_LINE || !/\d/.test(was) || !/\d/.test(now)) return null;
  if (!waitsForDate(was) || !waitsForDate(now)) return null;
  return { type: 'availability', score: DATE_MOVE_SCORE, reason: `Stock to come moved: "${was}" → "${now}".` };
}

/** The lines of `text` not in `other`; it stops at two, as one is all a moved date may change. */
function changedLines(text: string, other: string): string[] {
  const kept = new Set(other.split('\n'));
  const changed: string[] = [];
  for (const line of text.split('\n')) {
    if (!kept.has(line) && changed.push(line) > 1) break;
  }
  return changed;
}

function waitsForDate(line: string): boolean {
  if (readsStockToCome(line)) return true;
  const state = readStockLine(line);
  return state === 'preorder' || state === 'backorder';
}
