import type { Availability } from '../observation.js';
import { normaliseCurrency } from './currency.js';
import { decodeEntities } from './decode-entities.js';
import { parseAvailability } from './parse-availability.js';
import { parseLenientJson } from './parse-lenient-json.js';
import { readPriceValue, type Facts } from './read-page-facts.js';

/** What structured data says about the product on the page. */
export interface ProductFacts extends Facts {
  title: string | null;
}

type Node = Record<string, unknown>;

const PRODUCT_TYPES = new Set(['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel', 'SomeProducts', 'Vehicle', 'Book']);
const OFFER_TYPES = new Set(['Offer', 'AggregateOffer']);
// Where a page's own product sits; related products (isRelatedTo, itemListElement) are left alone.
const CONTAINER_KEYS = ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemReviewed'];
const STRIKE_PRICE_TYPES = /ListPrice|StrikethroughPrice|MSRP|SRP|InvoicePrice/i;

/**
 * Reads schema.org JSON-LD blocks: Product (or ProductGroup) with Offer / AggregateOffer offers,
 * in arrays, @graph or mainEntity. Malformed blocks are skipped, never thrown.
 */
export function readJsonLd(blocks: readonly string[]): ProductFacts | null {
  const products: Node[] = [];
  const offers: Node[] = [];
  for (const block of blocks) collectNodes(parseLenientJson(block), products, offers, 0);
  let first: ProductFacts | null = null;
  for (const product of products) {
    const found = readProduct(product);
    first ??= found;
    if (found.price !== null) return { ...found, title: found.title ?? first.title };
  }
  const fromOffers = offers.length > 0 ? readOffers(offers) : null;
  if (fromOffers !== null && (first === null || fromOffers.price !== null)) {
    return { title: first?.title ?? null, ...fromOffers };
  }
  return first;
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
  const title = typeof product.name === 'string' ? cleanTitle(product.name) : null;
  let offerNodes = asNodes(product.offers);
  if (offerNodes.length === 0) offerNodes = asNodes(product.hasVariant).flatMap((variant) => asNodes(variant.offers));
  return { title, ...readOffers(offerNodes) };
}

function readOffers(offerNodes: readonly Node[]): Facts {
  let firstAvailability: Availability | null = null;
  for (const offer of offerNodes) {
    const read = readOffer(offer);
    firstAvailability ??= read.availability;
    if (read.price !== null) return { ...read, availability: read.availability ?? firstAvailability };
  }
  return { price: null, currency: null, availability: firstAvailability };
}

function readOffer(offer: Node): Facts {
  const availability = typeof offer.availability === 'string' ? parseAvailability(offer.availability) : null;
  let currency = typeof offer.priceCurrency === 'string' ? normaliseCurrency(offer.priceCurrency) : null;
  let price = readAmount(offer.lowPrice ?? offer.price, currency);
  if (price === null) {
    const spec = asNodes(offer.priceSpecification).find((s) => !STRIKE_PRICE_TYPES.test(String(s.priceType ?? '')));
    if (spec !== undefined) {
      currency ??= typeof spec.priceCurrency === 'string' ? normaliseCurrency(spec.priceCurrency) : null;
      price = readAmount(spec.price ?? spec.minPrice, currency);
    }
  }
  if (price === null && offer['@type'] === 'AggregateOffer') {
    const nested = readOffers(asNodes(offer.offers));
    return { ...nested, currency: nested.currency ?? currency, availability: nested.availability ?? availability };
  }
  price ??= readAmount(offer.highPrice, currency);
  return { price, currency, availability };
}

function readAmount(value: unknown, currency: string | null): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  return typeof value === 'string' ? readPriceValue(value, currency) : null;
}

function asNodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.filter((v): v is Node => v !== null && typeof v === 'object');
  return value !== null && typeof value === 'object' ? [value as Node] : [];
}

function cleanTitle(name: string): string | null {
  const title = decodeEntities(name).replace(/\s+/g, ' ').trim();
  return title === '' ? null : title;
}
