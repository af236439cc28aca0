import type { Line } from './stock-line.js';

/**
 * "Säljs inte på nätet", "No se vende online", "Selges ikke på nett": a verb of selling denied, either
 * side of its negation, with the web as where, is sold in stores only (own-13's convention: the page
 * cannot sell it), out of stock. "No longer" beside it is discontinued, read before.
 */
export function readsNotSoldOnline(line: Line): boolean {
  if (!line.has('web') || !line.has('made') || line.has('longer')) return false;
  return line.terms.some((term, i) => term.concepts.has('made') && (line.before(i, ['negation']) || line.terms[i + 1]?.concepts.has('negation') === true));
}
