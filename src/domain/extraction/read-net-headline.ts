import { findPrices } from './parse-price.js';
import type { PageScan } from './page-scan.js';
import { showsAmount } from './read-page-facts.js';
import { namesTaxExcluded, saysTaxExcluded } from './pick-price.js';

// Gross over net at VAT rates from about 4 % to 27 %: the span in which a structured price can be the
// headline's amount with VAT added.
const LEAST_VAT_FACTOR = 1.04;
const MOST_VAT_FACTOR = 1.28;
// A line that may name an amount without VAT holds a tax's name or one of the words that stand for
// it (pick-price.ts: every form of TAX_EXCLUDED holds one; the Japanese words are 税抜, 税別, 本体).
const TAX_WORD_CUE = /\b(?:ht|h\.t|htva|netto|veroton|vat|gst|btw|mwst|ust|moms|mva|tva|iva|dph|dds|alv|tax|impuest|impost)|税抜|税別|本体/i;

// A display toggle's side that shows prices with VAT: a word of inclusion before the tax's name
// ("inc VAT", "inkl. MwSt.", "incl. btw", "s DPH", "sis. ALV"), the name before its participle ("IVA
// incluida", "VAT included"), or a word that means it alone (Brutto, gross, TTC, TVAC, 税込).
const INCLUDING = String.raw`inc|incl|including|inclusive|inkl|inklusive|inklusiv|inkludert|inclusief|s|sis|med|mit|con|com|with|z`;
const INCLUDED = String.raw`incl\p{L}*|inclu\p{L}*|inbegr\p{L}*|compris\p{L}*`;
const VAT = String.raw`vat|gst|btw|mwst|ust|moms|mva|tva|iva|dph|alv|tax|taxes`;
const GROSS_DISPLAY = new RegExp(
  String.raw`(?<!\p{L})(?:(?:${INCLUDING})\.?\s?(?:${VAT})|(?:${VAT})\s(?:${INCLUDED})|brutto|gross|ttc|tvac)(?!\p{L})|税込`,
  'iu',
);

/**
 * The net price a B2B shop heads its buy box with, when its structured data states the same price
 * with VAT added: the page's first price element with an amount shows an amount marked as without VAT ("249,00 € HT",
 * "£150.00 ex VAT") and the structured price is that amount times a VAT rate. A shop that heads with the
 * gross price, or whose structured price is some other amount, keeps its structured price. Null: no such headline.
 */
export function readNetHeadline(scan: PageScan, structured: number, currency: string | null): number | null {
  // The first price element showing an amount: a display toggle ("Netto | Brutto") or a tax note
  // may come before it in the buy box, themselves price elements without one.
  // A display toggle set to prices with VAT shows the gross price whatever amount stands first.
  if (scan.chosenLines.some((line) => GROSS_DISPLAY.test(scan.priceLines[line] ?? ''))) return null;
  const main = scan.priceCandidates.find((c) => findPrices(c.text, currency).some((p) => p.amount > 0));
  if (main === undefined) return null;
  // An inline price element shares its block's line; one that closes a block has the line before.
  const own = scan.priceLines[main.line];
  const line = own?.includes(main.text) === true ? own : scan.priceLines[main.line - 1];
  if (line === undefined || !TAX_WORD_CUE.test(line)) return null;
  const first = findPrices(line, currency)[0];
  if (first === undefined || first.amount <= 0 || !saysTaxExcluded(line.slice(first.end, first.end + 16))) return null;
  return addsVat(structured, first.amount) ? first.amount : null;
}

/** Whether `gross` is `net` with VAT added, at a rate in the span above. */
export function addsVat(gross: number, net: number): boolean {
  const factor = gross / net;
  return factor >= LEAST_VAT_FACTOR && factor <= MOST_VAT_FACTOR;
}

/**
 * Whether the structured price is the amount the page writes as without VAT ("（税抜 ¥33,000）",
 * "£1,082.50 Ex VAT") below a headline that is not: a shop for consumers that heads its buy box with
 * the price including VAT and keeps the net one in its structured data. A page heading with the net
 * amount (a B2B shop's chosen display) is not one. The lines are found by the amount's last digits
 * before any pattern runs on them.
 */
export function statesNetBelowGross(scan: PageScan, structured: number, currency: string | null): boolean {
  const accept = (line: string, p: { index: number; end: number }): boolean => namesTaxExcluded(line.slice(Math.max(0, p.index - 40), p.index), line.slice(p.end, p.end + 16));
  if (!showsAmount(scan, structured, currency, { cue: TAX_WORD_CUE, accept })) return false;
  for (const candidate of scan.priceCandidates) {
    const shown = findPrices(candidate.text, currency).find((p) => p.marked && p.amount > 0);
    if (shown !== undefined) return shown.amount !== structured;
  }
  return false;
}
