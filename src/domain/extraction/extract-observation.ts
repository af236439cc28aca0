import type { Availability, Observation, ObservationSource } from '../observation.js';
import type { FoldedStockWords } from './detect-stock-phrase.js';
import { findPrices } from './parse-price.js';
import { namesTaxExcluded, pickPrice, type PickedPrice } from './pick-price.js';
import { buyBoxLines, cartSellsOtherItem, ownCart, readBuyBoxStock, settleAvailability, standsWithOtherItem, statusSaysSoldOut } from './read-buy-box.js';
import { readJsonLd } from './read-json-ld.js';
import { addsVat, readNetHeadline, statesNetBelowGross } from './read-net-headline.js';
import { judgeVisibleStock, readMetaTags, readMicrodata, showsAmount, type Facts } from './read-page-facts.js';
import { currencyOfDomain, currencyOfLocale, currencyOfTaxedMarket } from './locale-currency.js';
import { readAppState, readAppStateOwnPrices } from './read-app-state.js';
import { readCashHeadline } from './read-cash-headline.js';
import { offersNoLonger } from './gone-offer.js';
import { statesOldPrice } from './old-prices.js';
import { readPlatformData } from './read-platform-data.js';
import { pageText } from './state-text.js';
import { readTextPrices, readWordedStock, type WordedStock } from './read-text-evidence.js';
import { isWithheldPriceLine, withholdsPrice } from './read-withheld-price.js';
import type { PageScan } from './page-scan.js';
import { scanPage } from './scan-page.js';

export interface ExtractOptions {
  /** Page address; its country domain settles ambiguous symbols ("$" on a .ca shop is CAD). */
  url?: string;
  /** Words from the user's extraction prompt ("member", "sale price") that point at the wanted price. */
  keywords?: string[];
  /** The monitor's own stock wording, read before the built-in grammar wherever wording is read. */
  stockWords?: FoldedStockWords;
}

type Tier = Facts & { source: ObservationSource };

/**
 * Reads what one check saw on a page from its HTML, in one streaming pass. Price, currency and
 * availability come from the most trusted evidence present: schema.org JSON-LD, then microdata,
 * then product meta tags, then shop platform markup, then visible-text heuristics. A price next
 * to one of the user's keywords overrides them all: it is the price the user asked about. Stock
 * wording in the buy box overrides the stated availability (docs/extraction.md).
 */
export function extractObservation(html: string, options: ExtractOptions = {}): Observation {
  return readScannedPage(scanPage(html, options.stockWords), options);
}

/** What `extractObservation` reads, from a scan already made (of a monitor's selected regions, say). */
export function readScannedPage(scan: PageScan, options: ExtractOptions = {}): Observation {
  const jsonLd = readJsonLd(scan.jsonLd, {
    title: scan.meta.get('og:title') ?? scan.title,
    url: options.url ?? scan.meta.get('og:url') ?? null,
  });
  const tiers: Tier[] = [
    { source: 'json-ld', price: jsonLd?.price ?? null, currency: jsonLd?.currency ?? null, availability: jsonLd?.availability ?? null },
    { source: 'microdata', ...readMicrodata(scan.microdata) },
    { source: 'meta', ...readMetaTags(scan.meta) },
  ];
  // JSON-LD and the microdata of the price element disagreeing: the one the page shows is current
  // (an SEO module's JSON-LD keeps the price it was written at).
  const [ld, micro] = tiers as [Tier, Tier];
  if (ld.price !== null && micro.price !== null && ld.price !== micro.price && !showsAmount(scan, ld.price, ld.currency) && showsAmount(scan, micro.price, micro.currency ?? ld.currency)) {
    tiers[0] = { ...ld, price: micro.price };
  }
  // A B2B shop heading its buy box with the net price while its JSON-LD adds VAT: the headline is meant.
  const net = jsonLd?.price == null ? null : readNetHeadline(scan, jsonLd.price, jsonLd.currency);
  if (net !== null) tiers[0] = { ...tiers[0]!, price: net };
  // A buy box heading with the price paid at once while its JSON-LD keeps the card price below it.
  const cash = jsonLd?.price == null || net !== null ? null : readCashHeadline(scan, jsonLd.price, jsonLd.currency);
  if (cash !== null) tiers[0] = { ...tiers[0]!, price: cash };
  const keywords = options.keywords ?? [];
  // Most shops state price and stock in structured data; markup and text are read only when needed.
  // A span of prices ("from £649") leaves open which one the page offers: its buy box says.
  const span = jsonLd?.price != null && jsonLd.highPrice !== undefined ? { low: jsonLd.price, high: jsonLd.highPrice } : null;
  // A sale shown on the page while the structured data that states the price (JSON-LD, else
  // microdata or meta tags) still states the one now struck through beside it.
  const statedAt = tiers.findIndex((t) => t.price !== null);
  const stated = statedAt === -1 ? null : tiers[statedAt]!;
  const stale = stated !== null && statesOldPrice(scan, stated.price!, stated.currency);
  // Structured data stating an amount the page shows nowhere, while the shop's price element shows
  // another: the structured price was written before the shop changed it, and the shown one is current.
  const unshown = stated !== null && !stale && span === null && net === null && cash === null && !showsAmount(scan, stated.price!, stated.currency);
  // Structured data keeping the net amount the page writes below its gross headline: the headline is paid.
  const netBelowGross = stated !== null && !stale && span === null && net === null && statesNetBelowGross(scan, stated.price!, stated.currency);
  // Structured data saying sold out beside a working purchase button may be stale: the shop's own data says.
  const soldOutBesideCart = scan.cart.enabled && holdsShopData(scan) && tiers.some((t) => t.availability !== null && SOLD_OUT.has(t.availability));
  // Structured data naming no currency (an offer with a price alone) leaves it to the visible price's sign.
  const settled = keywords.length === 0 && span === null && !stale && !unshown && !netBelowGross && !soldOutBesideCart && stated !== null && tiers.some((t) => t.availability !== null) && statedCurrencyOf(tiers) !== null;
  if (!settled) {
    const markup = readMarkupTiers(scan, tiers, keywords, options);
    const shown = span === null && !stale && !unshown && !netBelowGross ? undefined : markup.tiers.find((t) => t.price !== null && (t.currency === null || stated!.currency === null || t.currency === stated!.currency));
    if (shown !== undefined && (stale ? isSalePrice(shown.price!, stated!.price!) : netBelowGross ? addsVat(shown.price!, stated!.price!) : unshown ? replacesUnshown(scan, shown, stated!.price!) : shown.price! > span!.low && shown.price! <= span!.high)) {
      tiers[statedAt] = { ...stated!, price: shown.price };
    }
    tiers.push(...markup.tiers);
    if (markup.keywordPrice !== null) tiers.unshift(markup.keywordPrice);
  }

  const priced = tiers.find((tier) => tier.price !== null);
  const price = priced?.price ?? null;
  // Visible wording in the buy box beats stale structured data (read-buy-box.ts has the rule).
  const cart = ownCart(scan, price);
  const stocked = stockedTier(tiers, cart.enabled && !cartSellsOtherItem(scan, price));
  const ownScan = cart === scan.cart ? scan : { ...scan, cart };
  const buyBox = stocked === undefined || stocked.source === 'heuristic' ? null : readBuyBoxStock(ownScan, price, options.stockWords);
  const stock = settleAvailability(stocked?.availability ?? null, buyBox, cart.enabled);
  // Structured data keeping the price of an offer the page no longer makes (gone-offer.ts): no price.
  const gone = price !== null && STRUCTURED.has(priced!.source) && offersNoLonger(scan, price, priced!.currency, stock.availability, cart.enabled, buyBox === 'out_of_stock' || stocked?.source === 'heuristic');
  return {
    title: jsonLd?.title ?? cleanTitle(scan.meta.get('og:title')) ?? cleanTitle(scan.title ?? undefined),
    price: gone ? null : price,
    // A price whose source names no currency, on a page that states none either (a script's state
    // behind a skeleton), is in the currency of the page's market.
    currency: priced === undefined || gone ? null : priced.currency ?? statedCurrencyOf(tiers) ?? marketCurrency(scan, options.url),
    availability: stock.availability,
    source: priced?.source ?? stocked?.source ?? null,
    text: pageText(scan),
    ...(scan.rotatingLines.length === 0 ? {} : { rotating: scan.rotatingLines }),
    ...(scan.sideLists.length === 0 ? {} : { sideLists: scan.sideLists }),
    ...(stock.note === null ? {} : { note: stock.note }),
  };
}

/**
 * Platform data, shop markup and visible text, as tiers after the structured ones; apart, a price
 * found next to one of the user's keywords, which goes before all of them.
 */
function readMarkupTiers(
  scan: PageScan,
  structured: readonly Tier[],
  keywords: readonly string[],
  { url, stockWords }: ExtractOptions,
): { tiers: Tier[]; keywordPrice: Tier | null } {
  // A shop platform's own data first; else the state a script-built shop hydrates its page from.
  const fromPlatform = readPlatformData(scan.productJson, scan.platformScripts, url ?? scan.meta.get('og:url'));
  const stateTitle = scan.meta.get('og:title') ?? scan.title;
  const platformData = fromPlatform ?? (scan.appState.length === 0 ? null : readAppState(scan.appState, stateTitle));
  // "Price on request" where the price would stand: the page names no price, and no purchase button
  // on it sells this product (those that work belong to accessories or related items).
  const withheld = !structured.some((tier) => tier.price !== null) && withholdsPrice(scan);
  // Stock wording is read only when a decision below needs it: most pages state stock otherwise.
  let worded: WordedStock[] | null = null;
  const readWorded = (): WordedStock[] => (worded ??= readWordedStock(scan, stockWords, withheld ? isWithheldPriceLine : undefined));
  const readPhrases = (): Availability[] => readWorded().map((w) => w.phrase);
  const statedCurrency = statedCurrencyOf(structured) ?? platformData?.currency ?? null;
  const textPrices = readTextPrices(scan);
  const market = marketCurrency(scan, url);
  const pageCurrency = statedCurrency ?? currencyOfTaxedMarket(market, scan.priceLines);
  const picked = withRegularPrice(pickPrice(textPrices, { keywords, pageCurrency, cartOffset: scan.cart.offset, lines: scan.priceLines }), scan.regularPrices, pageCurrency);
  const fromMarkup = picked?.source === 'platform' && !withheld ? picked : null;
  // A bare amount in prose ("will cost $12 million") is no price; on a shop page something says "buy".
  const looksLikeShop = (): boolean =>
    scan.cart.enabled || scan.cart.disabled || scan.stockElement !== null ||
    scan.meta.get('og:type')?.toLowerCase() === 'product' || readPhrases().length > 0;
  const fromText = picked?.source === 'heuristic' && !withheld && (picked.labelled || picked.keywordMatched || looksLikeShop()) ? picked : null;
  // The chosen variant's own price element beats the state every variant is listed in: the state's
  // first variant is not the one chosen (a default variation preselected in WooCommerce). So does a
  // buy-box price that is another of the options the state lists.
  const showsOther = fromPlatform === null && platformData !== null && showsOtherOption(platformData.price, picked, () => readAppStateOwnPrices(scan.appState, stateTitle));
  const platformPrice = fromMarkup?.chosenVariant === true || showsOther ? picked!.amount : inShownUnits(platformData?.price ?? null, picked?.amount ?? null);
  const price = structured.find((t) => t.price !== null)?.price ?? platformPrice ?? picked?.amount ?? null;
  // A stock badge on a card of the related or accessory shelf past the product's price is that item's.
  const stockElement = standsWithOtherItem(scan, price, scan.stockElementLine) ? null : scan.stockElement;
  const platformAvailability = platformData?.availability ?? stockElement;
  // Visible wording only counts when no tier before it states stock.
  const statedStock = platformAvailability !== null || structured.some((tier) => tier.availability !== null);
  // The purchase button the visible wording is weighed against, unless it sells something else:
  // a button past the buy box after another item's price is that item's.
  const productCart = (): PageScan['cart'] => (withheld || cartSellsOtherItem(scan, price) ? NO_CART : ownCart(scan, price));
  // What the visible wording says when it decides alone. "In stock" or "a few left" is the product's
  // only in its buy box: elsewhere it is a site-wide promise, a review or another item's, and a
  // wrong "in stock" is worse than none. Sold-out wording anywhere still counts.
  const visibleStock = (): Availability | null => {
    const cart = productCart();
    if (cart.enabled || cart.awaitsChoice) {
      // A sentence beside the price saying the product is sold out outweighs a button the theme leaves.
      if (cart.enabled && readPhrases().includes('out_of_stock') && statusSaysSoldOut(scan, price, stockWords)) return 'out_of_stock';
      const judged = judgeVisibleStock(readPhrases(), cart);
      // Many shops sell a pre-order through their ordinary purchase button: said in the buy box, it is the product's state.
      if (judged !== 'in_stock' || !readWorded().some((w) => w.phrase === 'preorder')) return judged;
      const box = buyBoxLines(scan, price, textPrices, stockWords);
      return readWorded().some((w) => w.phrase === 'preorder' && box.has(w.line)) ? 'preorder' : judged;
    }
    const box = buyBoxLines(scan, price, textPrices, stockWords);
    return judgeVisibleStock(readWorded().filter((w) => !ON_SALE.has(w.phrase) || box.has(w.line)).map((w) => w.phrase), cart);
  };
  const tiers: Tier[] = [
    {
      source: 'platform',
      price: platformPrice ?? fromMarkup?.amount ?? null,
      // Shopify's product JSON states the amount alone: the page's prices are written in its currency.
      currency: (platformPrice !== null ? platformData?.currency ?? picked?.currency : fromMarkup?.currency) ?? platformData?.currency ?? null,
      availability: platformAvailability,
    },
    {
      source: 'heuristic',
      price: fromText?.amount ?? null,
      currency: fromText?.currency ?? null,
      availability: statedStock ? null : visibleStock(),
    },
  ];
  const keywordPick = picked?.keywordMatched ? fromMarkup ?? fromText : null;
  const keywordPrice: Tier | null = keywordPick
    ? { source: keywordPick.source, price: keywordPick.amount, currency: keywordPick.currency, availability: null }
    : null;
  return { tiers, keywordPrice };
}

/**
 * A state's amount in the units the page shows. Headless shops (Vendure, Medusa, Shopify's own
 * JSON) keep integer minor units in their state ("priceWithTax": 34900): an integer that is the
 * price shown times a hundred is that price.
 */
function inShownUnits(state: number | null, shown: number | null): number | null {
  if (state === null || shown === null || !Number.isInteger(state) || state <= shown) return state;
  return Math.abs(state - shown * 100) < 0.5 ? shown : state;
}

/**
 * Whether the page's price element shows another of the amounts the state holds for the product's
 * own variants or offers than the one the state is read at: the state lists every size or colour,
 * and its first or flagged one need not be the one the page shows chosen. Only a price element or
 * a labelled price counts, and not one the user's keywords steered to.
 */
function showsOtherOption(statePrice: number | null, picked: PickedPrice | null, ownPrices: () => number[]): boolean {
  if (statePrice === null || picked === null || picked.keywordMatched || (picked.source !== 'platform' && !picked.labelled)) return false;
  const near = (amount: number): boolean => Math.abs(amount - picked.amount) < 0.005;
  return !near(statePrice) && ownPrices().some(near);
}

/** The currency of the page's market: its country domain, else its locale or the hreflang naming the page itself. */
function marketCurrency(scan: PageScan, url: string | undefined): string | null {
  const address = url ?? scan.meta.get('og:url') ?? scan.meta.get('canonical');
  return currencyOfDomain(address) ?? currencyOfLocale(scan.lang ?? scan.meta.get('og:locale')) ?? (address === undefined ? null : currencyOfLocale(scan.meta.get(`hreflang ${address}`)));
}

const SOLD_OUT: ReadonlySet<Availability> = new Set(['out_of_stock', 'discontinued']);
const STRUCTURED: ReadonlySet<ObservationSource> = new Set(['json-ld', 'microdata', 'meta']);
const ON_SALE: ReadonlySet<Availability> = new Set(['in_stock', 'limited']);

/**
 * The tier whose availability the page is read by: the first that states one, except that
 * structured data saying sold out is stale when the shop's own product data (platform data, app
 * state) says the product is on sale and the product's purchase button works: two live signals
 * agree against markup an SEO app or a cache wrote earlier.
 */
function stockedTier(tiers: readonly Tier[], ownCartWorks: boolean): Tier | undefined {
  const stocked = tiers.find((tier) => tier.availability !== null);
  if (stocked === undefined || !ownCartWorks || !SOLD_OUT.has(stocked.availability!) || stocked.source === 'platform') return stocked;
  const live = tiers.find((tier) => tier.source === 'platform');
  return live !== undefined && live.availability !== null && ON_SALE.has(live.availability) ? live : stocked;
}

function holdsShopData(scan: PageScan): boolean {
  return scan.productJson.length > 0 || scan.platformScripts.length > 0 || scan.appState.length > 0;
}

const NO_CART: PageScan['cart'] = { enabled: false, disabled: false, awaitsChoice: false, offset: null, line: null, enabledLine: null };

/**
 * A price named only as the regular one ("regular-price") is the price while no sale price stands
 * beside it: when no markup price was picked, and no text amount below it (a sale is lower) or
 * beside the user's keywords.
 */
function withRegularPrice(picked: PickedPrice | null, regular: readonly string[], pageCurrency: string | null): PickedPrice | null {
  if (picked?.source === 'platform' || picked?.keywordMatched === true || regular.length === 0) return picked;
  const shown = findPrices(regular[0]!, pageCurrency).find((p) => p.marked && p.amount > 0);
  if (shown === undefined || (picked !== null && picked.amount < shown.amount)) return picked;
  return { amount: shown.amount, currency: shown.currency, source: 'platform', keywordMatched: false, labelled: true, chosenVariant: false };
}

// A price shown beside the struck one is its sale price when lower, but not a fraction as small as an
// instalment or a deposit ("10 × 89,90 zł" under 1 199 zł).
const LEAST_SALE_SHARE = 0.2;

function isSalePrice(shown: number, struck: number): boolean {
  return shown < struck && shown >= struck * LEAST_SALE_SHARE;
}

// A price element's amount replacing a structured one the page does not show is the same offer
// repriced, within a factor of the structured amount: not an accessory's or a monthly amount. An
// amount written without VAT is no repricing: how it stands to the structured one is the net headline's rule.
const MOST_REPRICING_FACTOR = 2;

function replacesUnshown(scan: PageScan, shown: Tier, stated: number): boolean {
  if (shown.source !== 'platform' || shown.price! * MOST_REPRICING_FACTOR < stated || shown.price! > stated * MOST_REPRICING_FACTOR) return false;
  const net = (line: string, p: { index: number; end: number }): boolean => namesTaxExcluded(line.slice(Math.max(0, p.index - 40), p.index), line.slice(p.end, p.end + 16));
  return !showsAmount(scan, shown.price!, shown.currency, { accept: net });
}

function statedCurrencyOf(tiers: readonly Tier[]): string | null {
  return tiers.find((tier) => tier.currency !== null)?.currency ?? null;
}

function cleanTitle(title: string | undefined): string | null {
  const cleaned = title?.replace(/\s+/g, ' ').trim();
  return cleaned ? cleaned : null;
}
