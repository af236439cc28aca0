import { CLAUSE_BREAK } from './stock-line.js';
import { tokenise } from './tokenise-wording.js';

/**
 * Past forms of "to be", folded, in the languages a shopper's review is written in. Swedish "var" is
 * also "where", and left out.
 */
const PAST_BE = new Set([
  'was', 'were', 'war', 'waren', 'etait', 'etaient', 'era', 'erano', 'estaba', 'estaban', 'estava', 'estavam',
  'byl', 'byla', 'bylo', 'byly', 'nebyl', 'nebyla', 'nebylo', 'nebyly', 'oli', 'olivat', 'ollut',
]);

// A clause that reads nothing tells no state; "Výroba byla ukončena", "it was discontinued": a passive of ending says what holds now.
const NO_STORY: ReadonlySet<unknown> = new Set([null, 'discontinued']);

// Cheap gate: one of the words anywhere, before the line is cut into clauses.
const PAST_BE_GATE = new RegExp(`\\b(?:${[...PAST_BE].join('|')})\\b`);

/**
 * "It was sold out at my local store, so I ordered here", "War lange ausverkauft, hab dann sofort
 * zugeschlagen", "Great product, luckily it was still in stock": a state said with a past form of
 * "to be", in a line that goes on in another clause, is a story told (a review, a note of what
 * happened), not the product's state now. A line of one clause keeps its reading.
 */
export function tellsOfThePast(folded: string, reads: (clause: string) => unknown): boolean {
  if (!PAST_BE_GATE.test(folded)) return false;
  const clauses = folded.split(CLAUSE_BREAK);
  return clauses.length >= 2 && clauses.some((clause) => saysWasIn(clause) && !NO_STORY.has(reads(clause)));
}

/** Whether a clause holds a past form of "to be": an opening label that does ("Dlouho nebyl skladem, ale …") is the story's. */
export function saysWasIn(folded: string): boolean {
  return PAST_BE_GATE.test(folded) && tokenise(folded).some((word) => PAST_BE.has(word));
}
