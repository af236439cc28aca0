import { CONDITION_KIND_DISPLAY, type Condition } from '../conditions/condition-list.js';
import { currencyOfMarket, type Market } from './markets.js';
import { marketOfSite } from './shops.js';

// Dollars other than the US one: a bare "$" at a shop selling in these means the shop's dollar.
const DOLLARS = new Set(['AUD', 'CAD', 'NZD', 'MXN', 'ARS', 'CLP', 'SGD']);
// "$300 USD", "US$300", "300 US dollars": the writer meant US dollars whatever the shop.
const EXPLICIT_US_DOLLARS = /\busd\b|\bus\s?\$|\bus dollars?\b/i;
// "kr" is the crown of the shop's market: Swedish, Danish or Norwegian; "SEK" names the Swedish one.
const CROWNS = new Set(['SEK', 'DKK', 'NOK']);
const EXPLICIT_SEK = /\bsek\b/i;

/** The one currency every site sells in, or null when a site's market is unknown or they differ. */
function currencyOfSites(sites: readonly string[]): string | null {
  const currencies = new Set(sites.map((site) => {
    const market = marketOfSite(site);
    return market === null ? null : currencyOfMarket(market);
  }));
  const [only] = currencies;
  return currencies.size === 1 && only !== undefined ? only : null;
}

/**
 * A condition's amount of money in the currency of the shops' market when the intent names none
 * ("under 120 on amazon.co.uk" → GBP, "onder 50 op bol.com" → EUR), and a bare "$" at a shop
 * selling in another dollar in that dollar ("under $400 at JB Hi-Fi" → AUD).
 */
export function applyMarketCurrency(condition: Condition | null, sites: readonly string[], text: string, readersMarket: Market | null = null): Condition | null {
  if (condition === null || CONDITION_KIND_DISPLAY[condition.kind].input !== 'money') return condition;
  const market = currencyOfSites(sites);
  if (market === null) {
    // "kr" at a site of no known market ("nemlig.com") is the crown where the intent's readers shop: Danish crowns in Danish.
    const readers = readersMarket === null ? null : currencyOfMarket(readersMarket);
    if (readers !== null && CROWNS.has(readers) && condition.currency === 'SEK' && !EXPLICIT_SEK.test(text)) return { ...condition, currency: readers };
    return condition;
  }
  if (condition.currency === undefined) return { ...condition, currency: market };
  if (condition.currency === 'USD' && DOLLARS.has(market) && !EXPLICIT_US_DOLLARS.test(text)) return { ...condition, currency: market };
  if (condition.currency === 'SEK' && CROWNS.has(market) && !EXPLICIT_SEK.test(text)) return { ...condition, currency: market };
  return condition;
}
