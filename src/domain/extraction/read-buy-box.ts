import type { Availability } from '../observation.js';
import { detectStockPhrase } from './detect-stock-phrase.js';
import type { PageScan, PriceCandidate } from './page-scan.js';

// The buy box: the lines around the main price element and around the purchase button.
const LINES_BEFORE = 3;
const LINES_AFTER = 4;
const BUYABLE: ReadonlySet<Availability> = new Set(['in_stock', 'limited', 'preorder', 'backorder']);
// When the buy box words several states, the most restrictive is meant ("In stock" as a heading,
// "Pre-order: ships in May" under it).
const SEVERITY: readonly Availability[] = ['out_of_stock', 'discontinued', 'preorder', 'backorder', 'limited', 'in_stock'];

/**
 * What the buy box's wording says about stock, or null when it says nothing. The main price
 * element is the one showing the page's price (else the first price element); the window is a few
 * lines around it and around the purchase button. Wording elsewhere on the page is not read here.
 */
export function readBuyBoxStock(scan: PageScan, price: number | null): Availability | null {
  const phrases: Availability[] = [];
  const read = new Set<number>();
  for (const anchor of findAnchors(scan, price)) {
    const last = Math.min(scan.priceLines.length - 1, anchor + LINES_AFTER);
    for (let line = Math.max(0, anchor - LINES_BEFORE); line <= last; line++) {
      if (read.has(line)) continue;
      read.add(line);
      const phrase = detectStockPhrase(scan.priceLines[line]!);
      if (phrase !== null) phrases.push(phrase);
    }
  }
  // An enabled purchase button contradicts sold-out wording: that wording is about another variant.
  const worded = scan.cart.enabled ? phrases.filter((p) => BUYABLE.has(p)) : phrases;
  return SEVERITY.find((state) => worded.includes(state)) ?? null;
}

/**
 * The rule between structured data and the buy box: what a visitor reads next to the price and
 * the button is current, metadata may be stale. So the buy box wins, except that in-stock wording
 * only overrides a stated sold-out state when an enabled purchase button stands with it.
 */
export function settleAvailability(stated: Availability | null, buyBox: Availability | null, cartEnabled: boolean): Availability | null {
  if (buyBox === null || stated === null) return stated ?? null;
  if (buyBox === 'in_stock' && !BUYABLE.has(stated) && !cartEnabled) return stated;
  return buyBox;
}

function findAnchors(scan: PageScan, price: number | null): number[] {
  const anchors: number[] = [];
  const candidates = scan.priceCandidates;
  const main = (price === null ? undefined : candidates.find((c) => showsPrice(c, price))) ?? candidates[0];
  if (main !== undefined) anchors.push(main.line);
  if (scan.cart.line !== null) anchors.push(scan.cart.line);
  return anchors;
}

/** Whether a price element shows this amount; its digits are enough to tell the main price element. */
function showsPrice(candidate: PriceCandidate, price: number): boolean {
  if (candidate.amount !== null) return Math.abs(candidate.amount - price) < 0.005;
  return candidate.text.replace(/\D+/g, '').startsWith(String(Math.trunc(price)));
}
