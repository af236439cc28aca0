import type { Availability } from '../observation.js';
import { normaliseCurrency } from './currency.js';
import { parsePrice } from './parse-price.js';
import { decodeAppState } from './decode-app-state.js';
import type { PlatformFacts } from './read-platform-data.js';
import { OTHER_PRODUCTS_KEY, asNode, resolve, type Node } from './state-nodes.js';
import { SELECTED_KEY, chosenEntry } from './chosen-state-entry.js';
import { isStockKey, readAvailability, readNestedStock } from './state-stock.js';


/** Blobs larger than this are not parsed: a page's state is rarely past a few hundred KB. */
export const APP_STATE_LIMIT = 512_000;
// Objects visited per blob: enough for a product page's state, bounded on catalogue dumps.
const VISIT_LIMIT = 20_000;
const DEPTH_LIMIT = 24;

// Price keys that name the price paid now, before the plain ones; old, list and tax-excluded
// amounts are never read ("basePrice" is Magento's price without tax, "display_price" WooCommerce's shown one,
// "bestPrice" the selling price of VTEX-built stores beside their list "price").
// A retailer's "current retail" (the price at retail now) is one of them; "retail" alone may be a list price.
// The price to buy outright is the price beside a monthly plan's or a contract's amounts.
// The price with tax is named in either word order, with tax or VAT ("priceInclVat", "priceTaxIncluded",
// "vat_inclusive_price"): beside a plain "price" without it, it is what a buyer pays. Without the word
// price ("withTax") it is one of the amounts inside a price object, read there.
const WITH_TAX = String.raw`(?:incl(?:uding)?|with)_?(?:tax|vat)|(?:tax|vat)_?incl(?:uded|usive)?`;
const CURRENT_PRICE_KEY = new RegExp(String.raw`^(?:sale|selling|current|final|special|offer|now|actual|discounted|promo|best|gross|display|outright)_?(?:price|amount|retail)?$|^(?:finalPrice|final_price)$|^taxIncluded$|^price_?(?:${WITH_TAX})(?:_?amount)?$|^(?:${WITH_TAX})_?(?:price|amount)$`, 'i');
const PLAIN_PRICE_KEY = /^(?:price|prices|pricing|price_?amount|minVariantPrice|priceRange|min_?price)$/i;
// Generic amount keys count only inside a price ({"price": {"value": 12, "currency": "EUR"}}): on an
// object of their own ({"id": "views", "value": 1234}) they are counters, ratings and options.
const AMOUNT_KEY = /^(?:amount|value|centAmount|raw)$/i;
// The price as the page writes it ("0,89 €"), beside amounts whose unit the state does not say (an
// integer may be cents): what the visitor is shown, read first.
const FORMATTED_PRICE_KEY = /^(?:formatted_?(?:price|amount|value)?|(?:price|amount|value)_?(?:formatted|string|text))$/i;
const FORMATTED_LIMIT = 40;
const IDENTITY_KEY = /^(?:name|title|itemName|productName|sku|itemCode|productId|product_id|id|slug|handle|key)$/;
// Headless shops type their objects (GraphQL's __typename): "Product", Magento's "ConfigurableProduct".
const PRODUCT_TYPENAME = /(?:^|[a-z])Product$|^ProductVariant$/;
// A product may state its stock one or two objects down, in a block of its own (fulfilment, inventory).
const NESTED_STOCK_DEPTH = 2;
const TITLE_KEY = /^(?:name|title|itemName|productName)$/;
const CURRENCY_KEY = /^(?:currency|currencyCode|priceCurrency|currency_code)$/;
// Blocks of a product's selling terms, which may hold its price: "sellingMode", "pricing", "saleInfo".
const SELLING_KEY = /^(?:selling|sale|pricing|purchase|buy)(?:_?[A-Z]?[a-z]*)?$/i;

interface Candidate {
  price: number;
  currency: string | null;
  availability: Availability | null;
  score: number;
  /** Not in a list of other products: one of this product's own variants or offers, if not the product. */
  own: boolean;
}

/**
 * Reads the product a script-built shop puts into its page's state (Next.js __NEXT_DATA__,
 * window.__INITIAL_STATE__ / __PRELOADED_STATE__ / __APOLLO_STATE__ / __remixContext and other
 * underscored globals, Nuxt 2 and 3, Next.js app router flight rows, Angular TransferState, Magento
 * x-magento-init; decode-app-state.ts): the object with a price and a name, stock or id beside it,
 * the one named like the page's title first, then one flagged selected, and one that is not in a
 * list of other products.
 */
export function readAppState(blobs: readonly string[], pageTitle: string | null): PlatformFacts | null {
  let best: Candidate | null = null;
  for (const candidate of readCandidates(blobs, pageTitle)) if (best === null || candidate.score > best.score) best = candidate;
  return best === null ? null : { price: best.price, currency: best.currency, availability: best.availability };
}

/**
 * Every amount the state holds for the product's own objects (its variants and offers, not a list
 * of other products): read again only when the page's price element shows another amount than
 * readAppState's, which is rare.
 */
export function readAppStateOwnPrices(blobs: readonly string[], pageTitle: string | null): number[] {
  return readCandidates(blobs, pageTitle).filter((candidate) => candidate.own).map((candidate) => candidate.price);
}

function readCandidates(blobs: readonly string[], pageTitle: string | null): Candidate[] {
  const title = foldTitle(pageTitle ?? '');
  const found: Candidate[] = [];
  for (const blob of blobs) {
    const root = decodeAppState(blob, VISIT_LIMIT, DEPTH_LIMIT);
    if (root !== undefined) found.push(...findProducts(root, title));
  }
  return found;
}

function findProducts(root: unknown, title: string): Candidate[] {
  const found: Candidate[] = [];
  // Apollo's cache names objects by key and points at them with {"__ref": key}.
  const refs = asNode(root);
  let visits = VISIT_LIMIT;
  // A currency stated once anywhere (a shop's config beside its product) holds where no other is stated.
  const stated = new Set<string>();
  // Apollo keeps every product at the top of its cache: one a related list points at is another product there too.
  const others = refs === null ? new Set<string>() : otherProductRefs(refs);
  // `currency`: one stated for the whole state or product ({"currency": "USD", "variants": [...]})
  // holds for the amounts below it that name none.
  const walk = (value: unknown, depth: number, inOtherList: boolean, currency: string | null): void => {
    if (depth > DEPTH_LIMIT || visits-- <= 0) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1, inOtherList, currency);
      return;
    }
    const node = resolve(value, refs);
    if (node === null) return;
    const candidate = readProduct(node, refs, title, depth, inOtherList, currency);
    if (candidate !== null) found.push(candidate);
    const own = currencyOf(node);
    if (own !== null) stated.add(own);
    const scoped = own ?? currency;
    for (const [key, item] of Object.entries(node)) {
      const other = inOtherList || OTHER_PRODUCTS_KEY.test(key) || (node === refs && others.has(key));
      if (item !== null && typeof item === 'object') walk(item, depth + 1, other, scoped);
    }
  };
  walk(root, 0, false, null);
  const only = stated.size === 1 ? [...stated][0]! : null;
  return only === null ? found : found.map((candidate) => (candidate.currency === null ? { ...candidate, currency: only } : candidate));
}

/** Keys of cached objects that a list of other products (related, recommended) points at with {"__ref": key}. */
function otherProductRefs(refs: Node): Set<string> {
  const found = new Set<string>();
  for (const entry of Object.values(refs)) {
    const node = asNode(entry);
    if (node === null) continue;
    for (const [key, list] of Object.entries(node)) {
      if (!OTHER_PRODUCTS_KEY.test(key) || !Array.isArray(list)) continue;
      for (const item of list) {
        const ref = asNode(item)?.__ref;
        if (typeof ref === 'string') found.add(ref);
      }
    }
  }
  return found;
}

function readProduct(node: Node, refs: Node | null, title: string, depth: number, inOtherList: boolean, outerCurrency: string | null): Candidate | null {
  let identified = false;
  let named = false;
  let selected = false;
  let stated: Availability | null = null;
  let priceValue: unknown;
  let currentValue: unknown;
  let formattedValue: unknown;
  let currency: string | null = null;
  for (const [key, value] of Object.entries(node)) {
    if (FORMATTED_PRICE_KEY.test(key)) formattedValue ??= value;
    else if (CURRENT_PRICE_KEY.test(key)) currentValue ??= value;
    else if (PLAIN_PRICE_KEY.test(key)) priceValue ??= value;
    if (IDENTITY_KEY.test(key) || (key === '__typename' && typeof value === 'string' && PRODUCT_TYPENAME.test(value))) identified = true;
    if (value === true && SELECTED_KEY.test(key)) selected = true;
    if (TITLE_KEY.test(key) && !named) named = isNamedBy(title, titleOf(value));
    if (isStockKey(key)) stated ??= readAvailability(value, key);
    if (CURRENCY_KEY.test(key) && typeof value === 'string') currency ??= normaliseCurrency(value);
  }
  if (identified) stated ??= readNestedStock(node, refs, NESTED_STOCK_DEPTH);
  if (!identified && stated === null) return null;
  // The option the page shows chosen (a size, a grade, a storage) states its own price and stock
  // before the product's, which are often its first or cheapest option's.
  const chosen = identified ? chosenEntry(node, refs) : null;
  const money = (chosen === null ? null : statedMoney(chosen, refs)) ?? readFormatted(formattedValue) ?? readMoney(currentValue, refs, 0) ?? readMoney(priceValue, refs, 0) ?? (identified ? readSellingTerms(node, refs) : null);
  if (money === null) return null;
  if (chosen !== null) stated = statedStock(chosen) ?? stated;
  const score = (named ? 100 : 0) + (selected ? 20 : 0) + (stated !== null ? 10 : 0) - (inOtherList ? 50 : 0) - depth;
  return { price: money.amount, currency: money.currency ?? currency ?? outerCurrency, availability: stated, score, own: !inOtherList };
}

/** The price an option states under a price key of its own. */
function statedMoney(entry: Node, refs: Node | null): { amount: number; currency: string | null } | null {
  const { formatted, current, plain } = priceValues(entry, false);
  return readFormatted(formatted) ?? readMoney(current, refs, 0) ?? readMoney(plain, refs, 0);
}

/** The first value under each kind of price key: as the page shows it, the current price, a plain one (or an amount, when `amounts`). */
function priceValues(node: Node, amounts: boolean): { formatted: unknown; current: unknown; plain: unknown } {
  const values: { formatted: unknown; current: unknown; plain: unknown } = { formatted: undefined, current: undefined, plain: undefined };
  for (const [key, value] of Object.entries(node)) {
    if (FORMATTED_PRICE_KEY.test(key)) values.formatted ??= value;
    else if (CURRENT_PRICE_KEY.test(key)) values.current ??= value;
    else if (PLAIN_PRICE_KEY.test(key) || (amounts && AMOUNT_KEY.test(key))) values.plain ??= value;
  }
  return values;
}

function statedStock(entry: Node): Availability | null {
  for (const [key, value] of Object.entries(entry)) {
    const read = isStockKey(key) ? readAvailability(value, key) : null;
    if (read !== null) return read;
  }
  return null;
}

/** An amount: a number, a plain numeric string, or an object or list of prices holding one (with its currency). */
function readMoney(value: unknown, refs: Node | null, depth: number): { amount: number; currency: string | null } | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? { amount: value, currency: null } : null;
  // A price string written as the page shows it ("display": "149,99 €") carries its currency.
  if (typeof value === 'string') return /^\d+(?:\.\d+)?$/.test(value) ? (Number(value) > 0 ? { amount: Number(value), currency: null } : null) : readFormatted(value);
  // A list of one product's prices (commercetools' prices by channel or country, tiers from one unit
  // up): its first entry is the one a buyer with no channel or quantity chosen pays.
  if (Array.isArray(value)) return depth > 3 || value.length === 0 ? null : readMoney(value[0], refs, depth + 1);
  const node = resolve(value, refs);
  if (node === null || depth > 3) return null;
  const currency = currencyOf(node);
  // An integer in minor units with its number of digits: commercetools' centAmount and fractionDigits,
  // Dinero.js's amount and precision ({"amount": 64900, "currency": "GBP", "precision": 2}).
  if (typeof node.centAmount === 'number' && node.centAmount > 0) return { amount: node.centAmount / 10 ** (typeof node.fractionDigits === 'number' ? node.fractionDigits : 2), currency };
  if (typeof node.amount === 'number' && Number.isInteger(node.amount) && node.amount > 0 && typeof node.precision === 'number' && node.precision > 0 && node.precision <= 4) return { amount: node.amount / 10 ** node.precision, currency };
  const { formatted, current, plain } = priceValues(node, true);
  const inner = readFormatted(formatted) ?? readMoney(current, refs, depth + 1) ?? readMoney(plain, refs, depth + 1);
  return inner === null ? null : { amount: inner.amount, currency: inner.currency ?? currency };
}

/**
 * The price a product states in a block of its selling terms below it (a marketplace offer's
 * {"sellingMode": {"price": {"amount": "2199.00"}}}, {"pricing": {"current": …}}): the block is read
 * as a price object is. Blocks of other words (shipping, instalments) hold other amounts.
 */
function readSellingTerms(node: Node, refs: Node | null): { amount: number; currency: string | null } | null {
  for (const [key, value] of Object.entries(node)) {
    if (!SELLING_KEY.test(key) || Array.isArray(value)) continue;
    const money = readMoney(value, refs, 1);
    if (money !== null) return money;
  }
  return null;
}

/** The currency an object states under a currency key, if any. */
function currencyOf(node: Node): string | null {
  for (const key in node) {
    const item = node[key];
    if (typeof item === 'string' && CURRENCY_KEY.test(key)) {
      const currency = normaliseCurrency(item);
      if (currency !== null) return currency;
    }
  }
  return null;
}

/** A short price string with its currency written in it ("0,89 €", "$1,299.00"). */
function readFormatted(value: unknown): { amount: number; currency: string | null } | null {
  if (typeof value !== 'string' || value.length > FORMATTED_LIMIT) return null;
  const price = parsePrice(value);
  return price !== null && price.currency !== null && price.amount > 0 ? price : null;
}

function titleOf(value: unknown): string {
  if (typeof value === 'string') return foldTitle(value);
  // Localised names: {"de-DE": "…"}.
  const node = asNode(value);
  const first = node === null ? undefined : Object.values(node).find((v) => typeof v === 'string');
  return typeof first === 'string' ? foldTitle(first) : '';
}

/** The page's title names the product when it holds its whole name ("Lamp – Brass | Shop" holds "Lamp – Brass"). */
function isNamedBy(title: string, name: string): boolean {
  return name.length >= 4 && title.includes(name);
}

function foldTitle(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}
