import type { Line } from './stock-line.js';

// Words between the removal and the market: a preposition and an article ("dal", "de la", "from the").
const MARKET_REACH = 3;

/**
 * "Withdrawn from the market", "Ritirato dal catalogo", "Retras de pe piață", "Retiré du marché": a
 * product removed or withdrawn from where goods are sold is discontinued. The market follows its
 * removal: "Market closed" or "Catalogue removed" tell of the shop, and a removal from a cart or a
 * wishlist names no market.
 */
export function readsWithdrawn(line: Line): boolean {
  if (!line.has('market')) return false;
  return line.terms.some((term, i) => term.concepts.has('ended') && line.terms.slice(i + 1, i + 1 + MARKET_REACH).some((next, j, near) => next.concepts.has('market') && near.slice(0, j).every((between) => between.number === null && !between.concepts.has('negation'))));
}
