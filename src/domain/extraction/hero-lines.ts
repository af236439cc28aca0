import { readStockWording } from './stock-wording/read-stock-wording.js';

/**
 * Which lines of a hero (or teaser) rotate between visits. Its prose is swapped and A/B tested; a
 * number in it is mostly what the page announces (a price, a percentage, a date, a time, a
 * version, a year) and stays the page's own. A count in its prose ("Mais de 120 imagens", "in 30
 * Sekunden zum Ticket") says nothing the reader acts on, so a line whose numbers are all counts
 * rotates too (issue 22, pairs-10 and pairs-11).
 */

// A whole number (grouped or not, never a decimal, a time or a year) followed by a word that is no
// month and no currency: "120 imagens", "1,200 photographs", "30 Sekunden".
const MONTH_OR_MONEY = String.raw`(?:jan|feb|f[eé]v|mar|mär|apr|avr|abr|ma[iy]|mei|mag|jun|jui|giu|jul|lug|aug|ao[uû]|ago|sep|set|oct|okt|ott|out|nov|d[eé]c|dez|dic|euro|dollar|pound|franc|real|reais|peso|kron|złot|yen|rupee|cent|pence)`;
const COUNT = new RegExp(String.raw`(?<![\p{L}\p{N}.,:/$€£¥+\-−])\d{1,3}(?:[ .,’']\d{3})*\s(?!${MONTH_OR_MONEY})\p{L}{2,}`, 'giu');
const DIGIT = /\d/;
const SIGN = /[$€£¥₹%]/;

/**
 * True when a hero line is prose, or prose whose only numbers are counts, and states no stock: a
 * headline that turns to "Sold out" or "Tickets available" is the page's news, not its A/B copy.
 */
export function isRotatingHeroLine(line: string): boolean {
  return readStockWording(line) === null && isProse(line);
}

/**
 * True when a line is prose, or prose whose only numbers are counts. A review's line rotates so
 * whatever stock words it holds, and is not read for them: a review block's lines are many.
 */
export function isProse(line: string): boolean {
  if (!DIGIT.test(line)) return true;
  if (SIGN.test(line)) return false;
  return !DIGIT.test(line.replace(COUNT, ''));
}
