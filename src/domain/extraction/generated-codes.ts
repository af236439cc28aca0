/**
 * Voucher codes a shop generates for each visit ("Code BIENVENUE-7KQ2 : −10 %", "mit dem Code
 * WINTER-8F2K", "kod RABAT-Q9TD"): the offer stays, the code is drawn anew on every render. A code
 * is generated when a part of it mixes letters and digits back and forth in a few characters
 * ("7KQ2", "Q9TD"); a code someone chose reads as a word and a number ("SUMMER20", "XMAS2026",
 * "SAVE10") and stays, since a new one is a new offer. Patterns work on one whitespace-normalised line.
 */

// The word for a code or voucher before it, in the languages of our stock tables and beyond.
const CODE_WORDS = String.raw`code|codes|promo ?code|gutschein(?:code)?|rabattcode|aktionscode|codice|código|cupón|cupom|coupon|voucher|kod(?:em)?|kode|koden|koodi|koodilla|kód(?:em)?|kupon|kuponu|cod(?:ul)?|κωδικ\p{L}*`;
const MAY_HAVE_CODE = /cod|códig|gutschein|cupón|cupom|coupon|voucher|kod|kód|koodi|kupon|κωδικ/i;
const CODE = new RegExp(String.raw`(?<![\p{L}])(?:${CODE_WORDS})(?![\p{L}])[:\s]{1,3}["'«“„]?([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)`, 'giu');

// A part of 4 to 8 capitals and digits that turns between letters and digits at least twice.
function isDrawn(part: string): boolean {
  if (part.length < 4 || part.length > 8 || !/^[A-Z0-9]+$/.test(part)) return false;
  let turns = 0;
  for (let i = 1; i < part.length; i++) if (/\d/.test(part[i]!) !== /\d/.test(part[i - 1]!)) turns++;
  return turns >= 2;
}

/** The line with each generated code after a code word left out. */
export function stripGeneratedCodes(line: string): string {
  if (!MAY_HAVE_CODE.test(line)) return line;
  return line.replace(CODE, (whole, code: string) => (code.split('-').some(isDrawn) ? whole.slice(0, whole.length - code.length) : whole));
}
