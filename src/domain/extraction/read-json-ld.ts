import type { Availability } from '../observation.js';
import { normaliseCurrency } from './currency.js';
import { decodeEntities } from './decode-entities.js';
import { parseAvailability } from './parse-availability.js';
import { parseLenientJson } from './parse-lenient-json.js';
import { readPriceValue, type Facts } from './read-page-facts.js';

/** What structured data says about the product on the page. */
export interface ProductFacts extends OfferFacts {
  title: string | null;
}

/** Offers read together; `highPrice` is the top of the span they state ("from £649 to £1,099"), when wider than one price. */
export interface OfferFacts extends Facts {
  highPrice?: number;
}

type Node = Record<string, unknown>;

const PRODUCT_TYPES = new Set(['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel', 'SomeProducts', 'Vehicle', 'Book']);
const OFFER_TYPES = new Set(['Offer', 'AggregateOffer']);
// Where a page's own product sits; related products (isRelatedTo, itemListElement) are left alone.
const CONTAINER_KEYS = ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemReviewed'];
const STRIKE_PRICE_TYPES = /ListPrice|StrikethroughPrice|MSRP|SRP|InvoicePrice/i;
// UN/CEFACT codes of a measure (area, length, volume, mass): a price per one of them is a unit price
// ("18.95" per MTK, m²), not what the pack, roll or case sold costs. Pieces (C62, H87, EA) are the item.
const MEASURE_CODES = new Set(['MTK', 'FTK', 'YDK', 'MTR', 'CMT', 'FOT', 'YRD', 'MTQ', 'LTR', 'MLT', 'CLT', 'GLL', 'KGM', 'GRM', 'LBR', 'ONZ']);

/** What the page says about itself, to tell its own product from an accessory's block. */
export interface PageIdentity {
  title: string | null;
  url: string | null;
}

/**
 * Reads schema.org JSON-LD blocks: Product (or ProductGroup) with Offer / AggregateOffer offers,
 * in arrays, @graph or mainEntity. With several products, the page's own is the one whose name
 * or URL matches the page's title or address, not an accessory listed beside it. Offers across
 * variants are summarised (summariseOffers). Malformed blocks are skipped, never thrown.
 */
export function readJsonLd(blocks: readonly string[], page: PageIdentity = { title: null, url: null }): ProductFacts | null {
  const products: Node[] = [];
  const offers: Node[] = [];
  for (const block of blocks) collectNodes(parseLenientJson(block), products, offers, 0);
  const read = products.map(readProduct);
  const main = pickMainProduct(products, read, page);
  if (main !== null) return { ...main, title: main.title ?? read.find((r) => r.title !== null)?.title ?? null };
  const fromOffers = offers.length > 0 ? summariseOffers(offers.map(readOffer)) : null;
  const first = read[0] ?? null;
  if (fromOffers !== null && (first === null || fromOffers.price !== null)) {
    return { title: first?.title ?? null, ...fromOffers };
  }
  return first;
}

/** The priced product that best matches the page's title or address; the first priced one on a tie. */
function pickMainProduct(products: readonly Node[], read: readonly ProductFacts[], page: PageIdentity): ProductFacts | null {
  if (read.length === 1) return read[0]!.price === null ? null : read[0]!;
  let best: ProductFacts | null = null;
  let bestScore = -1;
  read.forEach((facts, index) => {
    if (facts.price === null) return;
    const score = scoreMatch(products[index]!, facts.title, page);
    if (score > bestScore) {
      best = facts;
      bestScore = score;
    }
  });
  return best;
}

function scoreMatch(product: Node, title: string | null, page: PageIdentity): number {
  const url = [field(product, 'url'), product['@id']].find((v): v is string => typeof v === 'string');
  if (url !== undefined && page.url !== null && samePath(url, page.url)) return 2;
  if (title === null || page.title === null) return 0;
  const pageWords = new Set(wordsOf(page.title));
  const words = wordsOf(title);
  return words.length === 0 ? 0 : words.filter((w) => pageWords.has(w)).length / words.length;
}

function samePath(a: string, b: string): boolean {
  const path = (value: string): string | null =>
    URL.canParse(value, 'https://x.invalid') ? new URL(value, 'https://x.invalid').pathname.replace(/\/+$/, '') : null;
  const left = path(a);
  return left !== null && left !== '' && left === path(b);
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1);
}

function collectNodes(value: unknown, products: Node[], offers: Node[], depth: number): void {
  if (depth > 6 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collectNodes(item, products, offers, depth + 1);
    return;
  }
  const node = value as Node;
  if (hasType(node, PRODUCT_TYPES)) products.push(node);
  else if (hasType(node, OFFER_TYPES)) offers.push(node);
  for (const key of CONTAINER_KEYS) collectNodes(node[key], products, offers, depth + 1);
}

function hasType(node: Node, types: ReadonlySet<string>): boolean {
  const type = node['@type'];
  if (typeof type === 'string') return types.has(stripSchemaPrefix(type));
  return Array.isArray(type) && type.some((t) => typeof t === 'string' && types.has(stripSchemaPrefix(t)));
}

function stripSchemaPrefix(type: string): string {
  return type.replace(/^(?:https?:\/\/schema\.org\/|schema:)/, '');
}

function readProduct(product: Node): ProductFacts {
  const name = field(product, 'name');
  const title = typeof name === 'string' ? cleanTitle(name) : null;
  let offerNodes = asNodes(field(product, 'offers'));
  if (offerNodes.length === 0) offerNodes = asNodes(field(product, 'hasVariant')).flatMap((variant) => asNodes(field(variant, 'offers')));
  return { title, ...summariseOffers(offerNodes.map(readOffer)) };
}

const BUYABLE: ReadonlySet<Availability | null> = new Set(['in_stock', 'limited', 'backorder', 'preorder']);
// Which state a product with several offers (sizes, colours, sellers) is in: the best one.
const AVAILABILITY_ORDER: readonly Availability[] = ['in_stock', 'limited', 'backorder', 'preorder', 'out_of_stock', 'discontinued'];

/**
 * One product, several offers (per size, colour or seller): in stock when any offer can be
 * bought, at the lowest price among the offers that can be bought (all offers when none can).
 */
export function summariseOffers(offers: readonly OfferFacts[]): OfferFacts {
  const states = offers.map((o) => o.availability).filter((a): a is Availability => a !== null);
  const availability = AVAILABILITY_ORDER.find((state) => states.includes(state)) ?? null;
  const priced = offers.filter((o) => o.price !== null);
  const buyable = priced.filter((o) => o.availability === null || BUYABLE.has(o.availability));
  const cheapest = (buyable.length > 0 ? buyable : priced).reduce<Facts | null>(
    (low, offer) => (low === null || offer.price! < low.price! ? offer : low),
    null,
  );
  const currency = cheapest?.currency ?? offers.find((o) => o.currency !== null)?.currency ?? null;
  const price = cheapest?.price ?? null;
  const top = Math.max(...(buyable.length > 0 ? buyable : priced).map((o) => o.highPrice ?? o.price!));
  return { price, currency, availability, ...(price !== null && top > price ? { highPrice: top } : {}) };
}

function readOffer(offer: Node): OfferFacts {
  const stated = field(offer, 'availability');
  const availability = typeof stated === 'string' ? parseAvailability(stated) : null;
  const code = field(offer, 'priceCurrency');
  let currency = typeof code === 'string' ? normaliseCurrency(code) : null;
  const spec = asNodes(field(offer, 'priceSpecification')).find((s) => !STRIKE_PRICE_TYPES.test(String(s.priceType ?? '')));
  let price = readAmount(field(offer, 'lowPrice') ?? field(offer, 'price'), currency);
  if (spec !== undefined && pricesPerMeasure(spec) && (price === null || readAmount(spec.price, currency) === price)) return { price: null, currency, availability };
  if (price === null) {
    if (spec !== undefined) {
      currency ??= typeof spec.priceCurrency === 'string' ? normaliseCurrency(spec.priceCurrency) : null;
      price = readAmount(spec.price ?? spec.minPrice, currency);
    }
  }
  if (price === null && offer['@type'] === 'AggregateOffer') {
    const nested = summariseOffers(asNodes(field(offer, 'offers')).map(readOffer));
    return { ...nested, currency: nested.currency ?? currency, availability: nested.availability ?? availability };
  }
  const highPrice = readAmount(field(offer, 'highPrice'), currency);
  price ??= highPrice;
  return { price, currency, availability, ...(highPrice !== null && price !== null && highPrice > price ? { highPrice } : {}) };
}

/**
 * An offer whose own price is specified per one of a measure ("unitCode": "MTK", or a reference
 * quantity of 1 m²) states a unit price: a floor's price per m² beside the pack the page sells. Its
 * amount is left to the page, whose pack price is what is paid. A reference quantity of 2.22 m² is
 * the pack's, and a unit price beside another offer price (per kg beside the jar's) leaves that one.
 */
function pricesPerMeasure(spec: Node): boolean {
  const reference = asNodes(spec.referenceQuantity)[0];
  if (reference !== undefined && reference.value !== undefined && Number(reference.value) !== 1) return false;
  const code = reference?.unitCode ?? spec.unitCode;
  return typeof code === 'string' && MEASURE_CODES.has(code.toUpperCase());
}

/** A schema.org property, also under the capitalised key some shops write ("Offers", "Price"). */
function field(node: Node, name: string): unknown {
  return node[name] ?? node[name.charAt(0).toUpperCase() + name.slice(1)];
}

/** A price of 0 is a placeholder ("call for price", a variant not yet priced), never a price. */
function readAmount(value: unknown, currency: string | null): number | null {
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? readPriceValue(value, currency) : null;
  return amount !== null && Number.isFinite(amount) && amount > 0 ? amount : null;
}

function asNodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.filter((v): v is Node => v !== null && typeof v === 'object');
  return value !== null && typeof value === 'object' ? [value as Node] : [];
}

function cleanTitle(name: string): string | null {
  const title = decodeEntities(name).replace(/\s+/g, ' ').trim();
  return title === '' ? null : title;
}
