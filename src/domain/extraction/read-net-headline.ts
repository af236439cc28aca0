import { findPrices } from './parse-price.js';
import type { PageScan } from './page-scan.js';
import { saysTaxExcluded } from './pick-price.js';

// Gross over net at VAT rates from about 4 % to 27 %: the span in which a structured price can be the
// headline's amount with VAT added.
const LEAST_VAT_FACTOR = 1.04;
const MOST_VAT_FACTOR = 1.28;
const TAX_WORDS = /\b(?:ht|ex|excl|exkl|ekskl|zzgl|ohne|netto(?:preis)?|bez|hors|sin|senza|sem|veroton|alv|ilman|utan|uden|uten)\b/i;

/**
 * The net price a B2B shop heads its buy box with, when its structured data states the same price
 * with VAT added: the page's first price element shows an amount marked as without VAT ("249,00 € HT",
 * "£150.00 ex VAT") and the structured price is that amount times a VAT rate. A shop that heads with the
 * gross price, or whose structured price is some other amount, keeps its structured price. Null: no such headline.
 */
export function readNetHeadline(scan: PageScan, structured: number, currency: string | null): number | null {
  const main = scan.priceCandidates[0];
  if (main === undefined) return null;
  // An inline price element shares its block's line; one that closes a block has the line before.
  const own = scan.priceLines[main.line];
  const line = own?.includes(main.text) === true ? own : scan.priceLines[main.line - 1];
  if (line === undefined || !TAX_WORDS.test(line)) return null;
  const first = findPrices(line, currency)[0];
  if (first === undefined || first.amount <= 0 || !saysTaxExcluded(line.slice(first.end, first.end + 16))) return null;
  const factor = structured / first.amount;
  return factor >= LEAST_VAT_FACTOR && factor <= MOST_VAT_FACTOR ? first.amount : null;
}
