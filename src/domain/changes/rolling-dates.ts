/**
 * A rolling date: "Prices valid until 28 November" tomorrow reads "29 November", with nothing
 * else changed. A notice's date moved by one day in step with the calendar is the page's render
 * day, not a decision; a real postponement or a new deadline moves it further or backwards.
 */

const DAY_MS = 86_400_000;

// Month names by their first letters, in the languages count-facts.ts reads dates in.
const MONTH_PREFIXES: readonly (readonly string[])[] = [
  ['jan', 'ene', 'gen'], ['feb', 'fév', 'fev'], ['mar', 'mär'], ['apr', 'avr', 'abr'], ['may', 'mai', 'mag'],
  ['jun', 'juin', 'giu'], ['jul', 'juil', 'lug'], ['aug', 'aoû', 'ago'], ['sep', 'set'], ['oct', 'okt', 'ott'],
  ['nov'], ['dec', 'déc', 'dez', 'dic'],
];

function monthOf(name: string): number | null {
  let best: number | null = null;
  let bestLength = 0;
  MONTH_PREFIXES.forEach((prefixes, month) => {
    for (const prefix of prefixes) {
      if (name.startsWith(prefix) && prefix.length > bestLength) {
        best = month;
        bestLength = prefix.length;
      }
    }
  });
  return best;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMERIC = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})(?:st|nd|rd|th|er|°)?\.?\s(\p{L}+)\.?,?\s(\d{4})$/u;
const MONTH_DAY_YEAR = /^(\p{L}+)\.?\s(\d{1,2})(?:st|nd|rd|th)?,?\s(\d{4})$/u;

/** Days since the epoch of a date fact as count-facts.ts writes it (lower case), or null without a year. */
function readDay(fact: string): number | null {
  let match = ISO.exec(fact);
  if (match) return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
  match = NUMERIC.exec(fact);
  // Day first, as in most of the languages read; a US month-first date read so still rolls by a day.
  if (match) return Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])) / DAY_MS;
  match = DAY_MONTH_YEAR.exec(fact);
  let month = match ? monthOf(match[2]!) : null;
  if (match && month !== null) return Date.UTC(Number(match[3]), month, Number(match[1])) / DAY_MS;
  match = MONTH_DAY_YEAR.exec(fact);
  month = match ? monthOf(match[1]!) : null;
  if (match && month !== null) return Date.UTC(Number(match[3]), month, Number(match[2])) / DAY_MS;
  return null;
}

function onlyIn(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): string[] {
  const out: string[] = [];
  for (const [fact, count] of a) for (let i = b.get(fact) ?? 0; i < count; i++) out.push(fact);
  return out;
}

/** The dates that differ when each moved forward by exactly one day (gone and new), or null. */
export function findRollingDates(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): { gone: string[]; fresh: string[] } | null {
  const gone = onlyIn(before, after);
  const fresh = onlyIn(after, before);
  if (gone.length === 0 || gone.length !== fresh.length) return null;
  const goneDays = gone.map(readDay);
  const freshDays = fresh.map(readDay);
  if (goneDays.includes(null) || freshDays.includes(null)) return null;
  const byDay = (a: number | null, b: number | null): number => a! - b!;
  goneDays.sort(byDay);
  freshDays.sort(byDay);
  const rolled = goneDays.every((day, i) => freshDays[i]! - day! === 1);
  return rolled ? { gone, fresh } : null;
}
