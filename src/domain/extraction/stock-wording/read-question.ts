import type { Availability } from '../../observation.js';
import { readTerms } from './read-terms.js';
import { CLAUSE_BREAK, isPadding, Line, STOCK_VOCABULARY } from './stock-line.js';
import { tokenise } from './tokenise-wording.js';

/**
 * What a statement that reads nothing alone says after a question of stock, its label taken off
 * ("A:", "Antwort:", "Réponse :"): a "no" with fillers as its first clause answers it ("In stock? Not
 * at the moment, sorry", "Auf Lager? Leider nein, derzeit nicht": none), a "yes" opening it confirms
 * it ("Is it available in 42? Answer: Yes, we have 3"). Else the question's state is doubt at most,
 * and a stale "InStock" beside it is left unknown (undefined); "Out of stock? Email us for advice" is
 * a prompt shops show on any page.
 */
export function answersQuestion(asked: Availability | 'unclear', statement: string): Availability | undefined {
  if (asked !== 'in_stock' && asked !== 'limited') return undefined;
  const opening = readTerms(tokenise(withoutLabel(statement).split(CLAUSE_BREAK, 1)[0]!));
  if (opening.length > 0 && opening.every((term) => isPadding(term, ['negation', 'negationAfter', 'answerNo', 'filler']))) return 'out_of_stock';
  return opening[0]?.concepts.has('answerYes') === true ? asked : undefined;
}

// One word and a colon opening a question or its answer: "Q:", "Frage:", "Réponse :"; a letter alone is one ("A:" is also a word of some tables).
const LABEL = /^\s*\p{L}+\s*:/u;

/** Text without the label of a question or an answer opening it, a word no table knows ("Lieferzeit:" is a field and stays). */
export function withoutLabel(text: string): string {
  const label = LABEL.exec(text);
  if (label === null) return text;
  const terms = readTerms(tokenise(label[0]));
  const letter = label[0].trim().length <= 2;
  return letter || terms.every((term) => term.concepts.size === 0 && term.number === null) ? text.slice(label[0].length) : text;
}

/**
 * "Q: Will the grey one come back? A: We have no date for that yet", "Kiedy wróci? Nie znamy
 * terminu": a question whether or when stock returns, answered by denying a date or any knowledge of
 * one (and giving none), says it is not here and its return unknown.
 */
export function answersNoReturnDate(question: string, statement: string): boolean {
  const answer = new Line(readTerms(tokenise(withoutLabel(statement))), statement);
  if (!answer.hasAny(['date', 'known', 'unknown']) || answer.hasDate() || answer.terms.some((term) => term.number !== null || term.concepts.has('month'))) return false;
  if (!answer.has('unknown') && !answer.hasAny(['negation', 'absence'])) return false;
  const asked = new Line(readTerms(tokenise(question)), question);
  return asked.hasAny(['back', 'restock']) || (asked.has('when') && asked.hasAny(STOCK_VOCABULARY));
}
