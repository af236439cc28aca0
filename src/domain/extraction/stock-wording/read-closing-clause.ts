import { foldWording } from '../fold-text.js';
import { readsGoneOf, readsNoneHad } from './read-depletion.js';
import { readsAllSold, readsDepleted } from './read-out-of-stock.js';
import type { Line } from './stock-line.js';

// A clause break, or a colon that opens what the line says ("Listing ended: the seller has none left");
// a comma or colon between digits is a number's or a time's ("Viewed 1,430 times", "20:30"), no break.
const CLOSING_BREAK = /;|(?<!\d)[,:]|[,:](?!\d)|\s[-\u2012-\u2015]\s/;
// "…, og vi har ikke flere", "…, but we have none left": the "and" or "but" opening a clause joins it to the line, no word of its own.
const OPENING_AND = /^(?:and|but|und|aber|et|mais|ma|y|pero|maar|og|men|och|ale|mutta|mas)\s+/;

/**
 * "Weg wie warme Semmeln – im Moment haben wir keine mehr", "Volati via in un baleno, per ora non ne
 * abbiamo più", "…: the stock is gone": the shop saying it has none left, its stock gone or every one
 * sold, in the line's closing clause, is the line's state, whatever the opening says in words no
 * table knows (an idiom, a thanks). Asked only of lines that read nothing whole.
 */
export function saysNoneInClosingClause(text: string, lineOf: (folded: string) => Line | null): boolean {
  const clauses = text.split(CLOSING_BREAK);
  if (clauses.length < 2) return false;
  const line = lineOf(foldWording(clauses.at(-1)!).trim().replace(OPENING_AND, ''));
  if (line === null) return false;
  if (readsNoneHad(line)) return true;
  if (!(readsGoneOf(line) || readsDepleted(line) || readsAllSold(line))) return false;
  // "Once it's gone, it's gone": gone said in the opening too is a slogan of scarcity, no state.
  const opening = lineOf(foldWording(clauses.slice(0, -1).join(',')));
  return opening === null || !opening.hasAny(['gone', 'soldOut', 'depleted']);
}
