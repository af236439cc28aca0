import type { Availability } from '../../observation.js';
import { readTerms } from './read-terms.js';
import type { StockConcept } from './stock-concepts.js';
import { Line } from './stock-line.js';
import { isAfterWord } from './term-table.js';
import { tokenise } from './tokenise-wording.js';

// A line's reading, as read-stock-wording.ts gives it (not imported from there: it imports this).
type Reading = Availability | 'unclear' | null;

const AT_HAND: ReadonlySet<Reading> = new Set(['in_stock', 'limited']);
// Words of a sell-out, or of the selling that ran it out ("after selling out").
const SELL_OUT: readonly StockConcept[] = ['soldOut', 'supplyBreak', 'gone', 'depleted', 'production'];
// Words of stock to come: "available after restock" is a return, not the past.
const TO_COME: readonly StockConcept[] = ['restock', 'expected', 'back', 'coming', 'soon', 'preorder', 'release', 'backorder'];

/**
 * "Back in stock after selling out in March", "Di nuovo disponibile dopo il tutto esaurito": a
 * sell-out after "after" (a word class per language) is told of the past; the state before it,
 * stock at hand, is the line's. Undefined when the line is not so built: no sell-out, nothing at hand
 * before "after", or stock to come, a count or a date before the sell-out ("Available after 12 May").
 */
export function readStateBeforePastSellOut(line: Line, decide: (line: Line) => Reading): Reading | undefined {
  if (!line.hasAny(SELL_OUT)) return undefined;
  const words = tokenise(line.text);
  const at = words.findIndex(isAfterWord);
  if (at < 1) return undefined;
  const past = readTerms(words.slice(at + 1));
  const sellOut = past.findIndex((term) => SELL_OUT.some((concept) => term.concepts.has(concept)));
  if (sellOut === -1 || past.some((term) => TO_COME.some((concept) => term.concepts.has(concept))) || past.slice(0, sellOut).some((term) => term.number !== null)) return undefined;
  const before = words.slice(0, at);
  const reading = decide(new Line(readTerms(before), before.join(' ')));
  return AT_HAND.has(reading) ? reading : undefined;
}
