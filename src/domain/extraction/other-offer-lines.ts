import type { PageScan, PriceCandidate } from './page-scan.js';

/** Whether a price element shows this amount; its digits are enough to tell the main price element. */
export function showsPrice(candidate: PriceCandidate, price: number): boolean {
  if (candidate.amount !== null) return Math.abs(candidate.amount - price) < 0.005;
  return candidate.text.replace(/\D+/g, '').startsWith(String(Math.trunc(price)));
}

/**
 * The lines past the product's own price whose price elements all show other amounts: another
 * seller's or shop's offer listed under the buy box ("Κατάστημα Γ 239,00 € Κατόπιν παραγγελίας",
 * "TeknoMarket – 43.899,00 TL"), each with its own delivery or stock words. Those words are that
 * offer's; a buyer of the page's price does not wait on them.
 */
export function otherOfferLines(scan: PageScan, price: number | null, main: PriceCandidate | undefined): ReadonlySet<number> {
  const lines = new Set<number>();
  // Without the product's own price element there is no telling an offer under it from the product.
  if (price === null || main === undefined || !showsPrice(main, price)) return lines;
  const mainLine = main.line;
  const own = new Set<number>();
  for (const c of scan.priceCandidates) {
    if (c.line <= mainLine) continue;
    if (showsPrice(c, price)) own.add(c.line);
    // A price element closing a block of its own was filed as the line before c.line: only one inside the line is on it.
    else if (scan.priceLines[c.line]?.includes(c.text) === true) lines.add(c.line);
  }
  for (const line of own) lines.delete(line);
  return lines;
}
