import { MONTHS } from './month-names.js';

/** How pages write a calendar date, for count-facts.ts's notices, calendars, spans and windows. */

// A date in digits, day first: "12.05.2026", "12/05/2026", and with a space after each dot as cs,
// sk, sl, hr and de write it ("31. 3. 2027").
const NUMERIC_DATE = String.raw`\d{1,2}(?:[./]|\.\s)\d{1,2}(?:[./]|\.\s)\d{4}`;
// Day first, its ordinal as en, fr and it write it ("1st", "1er", "1°"), with "de"/"di" between in
// es, pt ("15 de enero de 2027"); month first; year first
// as in hu ("2027. április 1."); ISO, numeric, and ja/zh ("2027年4月1日").
export const ANY_DATE = String.raw`(?<![\p{L}\p{N}])(?:\d{1,2}(?:st|nd|rd|th|er|°)?\.?\s(?:de\s)?(?:${MONTHS})\.?(?:,?\s(?:de\s)?\d{4})?|(?:${MONTHS})\.?\s\d{1,2}(?:st|nd|rd|th)?(?:,?\s\d{4})?|\d{4}\.\s(?:${MONTHS})\s\d{1,2}\.?|\d{4}-\d{2}-\d{2}|${NUMERIC_DATE})(?![\p{L}\p{N}])|(?:\d{4}年)?\d{1,2}月\d{1,2}日`;
// A date with its year, as a calendar's entry or a table's date column writes it.
export const DATED = String.raw`\d{1,2}(?:st|nd|rd|th|er|°)?\.?\s(?:de\s)?(?:${MONTHS})\.?,?\s(?:de\s)?\d{4}|(?:${MONTHS})\.?\s\d{1,2}(?:st|nd|rd|th)?,?\s\d{4}|\d{4}\.\s(?:${MONTHS})\s\d{1,2}\.?|\d{4}-\d{2}-\d{2}|${NUMERIC_DATE}|\d{4}年\d{1,2}月\d{1,2}日`;
