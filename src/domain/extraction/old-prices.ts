import { findPrices } from './parse-price.js';
import { namesOldPrice } from './pick-price.js';
import type { PageScan, PriceCandidate } from './page-scan.js';

/**
 * Whether the page shows a structured price as an old one: struck through or classed as a was-price
 * (`PageScan.struckPrices`), or named one in words in price markup ("statt", "au lieu de", the lowest
 * of the last N days). Such structured data is stale: the lower price shown beside it is the price.
 */
export function statesOldPrice(scan: PageScan, amount: number, currency: string | null): boolean {
  return isStruckPrice(scan.struckPrices, amount, currency) || isNamedOldPrice(scan.priceCandidates, scan.struckPrices, amount, currency);
}

/** Whether one of the page's old prices is this amount (in this currency, when it names one). */
function isStruckPrice(struck: readonly string[], amount: number, currency: string | null): boolean {
  return struck.some((text) => findPrices(text, currency).some((p) => Math.abs(p.amount - amount) < 0.005 && (p.currency === null || currency === null || p.currency === currency)));
}

/**
 * Whether shop markup names this amount an old price in words ("statt CHF 229.–", "au lieu de 39 €").
 * The scan leaves struck amounts out of the text, so a name standing before a bare struck amount
 * ("UVP" then a struck "99,95 €") reads as if it stood before the price after it: where a bare
 * amount above this one is struck, only an element holding a name and this amount alone counts
 * ("Prezzo più basso negli ultimi 30 giorni: 549,99 €").
 */
function isNamedOldPrice(candidates: readonly PriceCandidate[], struck: readonly string[], amount: number, currency: string | null): boolean {
  const bareAbove = struck.some((text) => !NAMING_WORD.test(text) && findPrices(text, currency).some((p) => p.amount > amount));
  return candidates.some((candidate) => {
    const prices = findPrices(candidate.text, currency);
    if (bareAbove && prices.filter((p) => p.marked).length !== 1) return false;
    return prices.some((p) =>
      Math.abs(p.amount - amount) < 0.005 && (p.currency === null || currency === null || p.currency === currency) &&
      namesOldPrice(`${bareAbove ? '' : candidate.before} ${candidate.text.slice(0, p.index)}`.slice(-80)));
  });
}

// A word of four letters or more names a struck amount; shorter ones are its currency ("EUR", "zł", "Lei").
const NAMING_WORD = /\p{L}{4}/u;
