import type { Availability } from '../../observation.js';
import type { StockConcept } from './stock-concepts.js';
import { DOUBT, Line } from './stock-line.js';

// A line's reading, as read-stock-wording.ts gives it (not imported from there: it imports this).
type Reading = Availability | 'unclear' | null;

const DELIVERABLE: ReadonlySet<Reading> = new Set(['in_stock', 'limited']);
const CLOSING: readonly StockConcept[] = [...DOUBT, 'soldOut'];

/**
 * "Disponibile – consegna in 2-4 giorni Ritiro in negozio: non disponibile", "In stock, delivery in 3
 * days. Click & collect: unavailable": a way of getting it that works, then collection at a store
 * closed. The closed collection is that way's state, not the product's: it can still be bought
 * from the page, as a collection-only page can (batch 20). Read the part before collection alone;
 * undefined when the line is not so built. The reverse, delivery closed and a store open, is left
 * to the grammar (sold out online but in stores is out of stock).
 */
export function readOpenBeforeClosedCollection(line: Line, decide: (line: Line) => Reading): Reading | undefined {
  const at = line.terms.findIndex((term) => term.concepts.has('collect'));
  // Collection said closed holds a word of doubt or of sold out after its own; without one no reading is spent.
  if (at < 2 || !line.terms.slice(at + 1).some((term) => CLOSING.some((concept) => term.concepts.has(concept)))) return undefined;
  const open = decide(new Line(line.terms.slice(0, at), line.text));
  if (!DELIVERABLE.has(open)) return undefined;
  return decide(new Line(line.terms.slice(at), line.text)) === 'out_of_stock' ? open : undefined;
}
