/**
 * Opening hours written in whole hours ("Sa 7–14 Uhr", "Lør 7–14", "So 8–12", "9時〜17時"): a span
 * someone plans by, as "8:00 – 15:00" is (count-facts.ts). A bare range of numbers is read as hours
 * only with an hour word after it, or alone after a short day label on its line; both ends are
 * hours of a day and the first comes before the second, so sizes, ages and pages stay out.
 */
const HOUR_WORD = String.raw`(?<![\p{N}.,:])(\d{1,2})\s?[–—-]\s?(\d{1,2})\s?(?:uhr|uur|h|hod\.?|godz\.?|timer|tim)(?![\p{L}])`;
const JAPANESE = String.raw`(\d{1,2})時\s?[〜~～–-]\s?(\d{1,2})時`;
// "Mo–Fr 8–18", "Sa 7–14", "Po–Pá 6–18", "Lør. 10-14": a day or a span of days of two to four letters.
const DAY_LED = String.raw`^\s*\p{L}{2,4}\.?(?:\s?[–—-]\s?\p{L}{2,4}\.?)?\s+(\d{1,2})\s?[–—-]\s?(\d{1,2})\s*$`;

const HOUR_RANGES = new RegExp(`${HOUR_WORD}|${JAPANESE}`, 'giu');
const DAY_LED_RANGE = new RegExp(DAY_LED, 'gimu');

function isDaySpan(from: string, to: string): boolean {
  const start = Number(from);
  const end = Number(to);
  return start < end && end <= 24;
}

/** Calls `add` with every span of whole hours in `text`. */
export function forEachHourRange(text: string, add: (range: string) => void): void {
  for (const match of text.matchAll(HOUR_RANGES)) {
    const from = match[1] ?? match[3]!;
    const to = match[2] ?? match[4]!;
    if (isDaySpan(from, to)) add(match[0]);
  }
  for (const match of text.matchAll(DAY_LED_RANGE)) if (isDaySpan(match[1]!, match[2]!)) add(match[0].trim());
}
