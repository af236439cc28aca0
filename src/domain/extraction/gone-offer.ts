import type { Availability } from '../observation.js';
import type { PageScan } from './page-scan.js';
import { findPrices } from './parse-price.js';
import { showsAmount } from './read-page-facts.js';

/**
 * Whether the price structured data states is of an offer the page no longer makes: the product is
 * read sold out in the page's own words (`wordedSoldOut`: a page of structured data alone says
 * nothing against its price), no purchase button of its own works, and the amount stands nowhere in
 * the page's text. A marketplace whose own offer is gone ("Tijdelijk uitverkocht", "Currently unavailable")
 * shows no price of its own, only other sellers' from-prices, while an SEO module's JSON-LD keeps
 * the last one it sold at; a shop that still shows its sold-out price keeps it (it stands in the text).
 */
export function offersNoLonger(scan: PageScan, price: number, currency: string | null, availability: Availability | null, ownCartWorks: boolean, wordedSoldOut: boolean): boolean {
  if (!wordedSoldOut || ownCartWorks || (availability !== 'out_of_stock' && availability !== 'discontinued')) return false;
  // A script may write the price from the shop's state after load: an amount the state holds is the page's.
  const forms = [price.toFixed(2), String(price), String(Math.round(price * 100))];
  if ([...scan.appState, ...scan.productJson, ...scan.platformScripts].some((blob) => forms.some((form) => blob.includes(form)))) return false;
  const writes = (text: string): boolean => findPrices(text, currency).some((p) => Math.abs(p.amount - price) < 0.005);
  // A sold-out theme may strike the price through or set it in an element of its own: still shown.
  return !showsAmount(scan, price, currency) && !scan.struckPrices.some(writes) && !scan.priceCandidates.some((c) => writes(c.text));
}
