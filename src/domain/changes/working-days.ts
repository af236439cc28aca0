/**
 * Working days count only a promise: a delivery, dispatch or refund time ("Levertijd: 1-2
 * werkdagen", "ships in 3–5 business days", "3営業日以内に発送"). No page counts down in working
 * days, so a count or range of them is a term without a term word (count-facts.ts), and a line
 * stating one is the shop's promise of speed, not a delivery estimate rolling with the clock
 * (volatile-lines.ts). Hours and plain days stay out: countdowns, "arrives in 3 days".
 */
const SPACED_UNITS = [
  'working days?', 'business days?', 'werkdagen', 'werkdag', 'werktage?n?', 'arbeitstage?n?', 'jours ouvr(?:és|ables)', 'días (?:hábiles|laborables)',
  'giorni lavorativi', 'dias úteis', 'dni robocz(?:ych|e)', 'dzień roboczy', 'vardagar', 'vardag', 'hverdage', 'hverdag', 'virkedager', 'virkedag',
  'arkipäivää', 'arkipäivän', 'pracovních dnů', 'pracovní dny', 'pracovní den', 'iş günü', 'munkanap', 'zile lucrătoare',
].join('|');

// Japanese writes the count between words, with no space or boundary ("通常3営業日以内に発送").
const SOURCE = String.raw`(?<![\p{N}.,])\d+(?:\s?[–—-]\s?\d+)?\s?(?:(?:${SPACED_UNITS})(?![\p{L}])|営業日)`;

/** Every count or range of working days in a text. */
export const WORKING_DAYS = new RegExp(SOURCE, 'giu');

const ANY_WORKING_DAYS = new RegExp(SOURCE, 'iu');

export function statesWorkingDays(line: string): boolean {
  return ANY_WORKING_DAYS.test(line);
}
