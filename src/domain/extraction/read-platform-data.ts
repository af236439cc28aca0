import type { Availability } from '../observation.js';
import { normaliseCurrency } from './currency.js';
import { parseLenientJson, sliceJsonObject } from './parse-lenient-json.js';

/** Product facts that a shop platform embeds for its own scripts. */
export interface PlatformFacts {
  price: number | null;
  currency: string | null;
  availability: Availability | null;
}

type Node = Record<string, unknown>;

/**
 * Reads Shopify product JSON (data-product-json, ShopifyAnalytics `var meta`) and
 * BigCommerce `BCData`. Shopify states prices in cents; BigCommerce in major units. A Shopify
 * address's `?variant=` (the monitor's, else the page's og:url) names the variant the page shows.
 */
export function readPlatformData(productJson: readonly string[], scripts: readonly string[], pageUrl?: string | null): PlatformFacts | null {
  const currency = readShopifyCurrency(scripts);
  const urlVariant = pageUrl == null ? null : VARIANT_PARAM.exec(pageUrl)?.[1] ?? null;
  for (const json of productJson) {
    const parsed = asNode(parseLenientJson(json));
    const product = asNode(parsed?.product) ?? parsed;
    if (product !== null) {
      const facts = readShopifyProduct(product, parsed === product ? [product] : [product, parsed!], currency, urlVariant);
      if (facts.price !== null || facts.availability !== null) return facts;
    }
  }
  for (const script of scripts) {
    const facts = readShopifyMeta(script, currency, urlVariant) ?? readBigCommerce(script);
    if (facts !== null) return facts;
  }
  return null;
}

/**
 * In stock when any variant is; the price of the variant the page has selected, when the JSON
 * names one, else the lowest price of the variants that can be bought. `holders` are the objects
 * that may name the selected variant: the product, and the JSON around it.
 */
function readShopifyProduct(product: Node, holders: readonly Node[], currency: string | null, urlVariant: string | null): PlatformFacts {
  const variants = Array.isArray(product.variants) ? product.variants.map(asNode).filter((v): v is Node => v !== null) : [];
  const buyable = variants.filter((v) => v.available === true);
  const prices = (buyable.length > 0 ? buyable : variants).map((v) => fromCents(v.price)).filter((p): p is number => p !== null);
  const selected = fromCents((findSelectedVariant(holders, variants) ?? variantById(variants, urlVariant))?.price);
  const price = selected ?? (prices.length > 0 ? Math.min(...prices) : null) ?? fromCents(product.price);
  const anyVariant = buyable.length > 0 ? true : variants.some((v) => v.available === false) ? false : undefined;
  const available = typeof product.available === 'boolean' ? product.available : anyVariant;
  const availability = available === true ? 'in_stock' : available === false ? 'out_of_stock' : null;
  return { price, currency, availability };
}

// Keys under which themes name the variant a page shows (a ?variant= link, a default size):
// selected_or_first_available_variant, current_variant_id, selectedVariantId, initialVariant...
const SELECTED_VARIANT_KEY = /^(?:selected|current|initial|active)_?(?:or_?first_?available_?)?variant(?:_?id)?$/i;

const VARIANT_PARAM = /[?&]variant=(\d{1,20})/;

function variantById(variants: readonly (Node | null)[], id: string | null): Node | null {
  return id === null ? null : variants.find((v) => v !== null && String(v.id) === id) ?? null;
}

/** The variant marked `selected: true`, or named by id (or by an object with its id) under a selected-variant key. */
function findSelectedVariant(holders: readonly Node[], variants: readonly Node[]): Node | null {
  const flagged = variants.find((v) => v.selected === true);
  if (flagged !== undefined) return flagged;
  for (const holder of holders) {
    for (const [key, value] of Object.entries(holder)) {
      if (!SELECTED_VARIANT_KEY.test(key)) continue;
      const id = asNode(value)?.id ?? value;
      if (typeof id !== 'number' && typeof id !== 'string') continue;
      const match = variants.find((v) => (typeof v.id === 'number' || typeof v.id === 'string') && String(v.id) === String(id));
      if (match !== undefined) return match;
    }
  }
  return null;
}

function readShopifyMeta(script: string, currency: string | null, urlVariant: string | null): PlatformFacts | null {
  const at = script.search(/\bvar meta\s*=/);
  if (at === -1) return null;
  const meta = asNode(parseLenientJson(sliceJsonObject(script, at) ?? ''));
  const product = asNode(meta?.product);
  const variants = Array.isArray(product?.variants) ? product.variants.map(asNode) : [];
  const price = fromCents((variantById(variants, urlVariant) ?? variants[0])?.price);
  return price === null ? null : { price, currency, availability: null };
}

function readShopifyCurrency(scripts: readonly string[]): string | null {
  for (const script of scripts) {
    const match = /ShopifyAnalytics\.meta\.currency\s*=\s*['"]([A-Za-z]{3})['"]|Shopify\.currency\s*=\s*\{\s*"active"\s*:\s*"([A-Za-z]{3})"/.exec(script);
    const code = match?.[1] ?? match?.[2];
    if (code !== undefined) return normaliseCurrency(code);
  }
  return null;
}

function readBigCommerce(script: string): PlatformFacts | null {
  const at = script.search(/\bBCData\s*=/);
  if (at === -1) return null;
  const attributes = asNode(asNode(parseLenientJson(sliceJsonObject(script, at) ?? ''))?.product_attributes);
  if (attributes === null) return null;
  const priceNode = asNode(attributes.price);
  const amountNode = asNode(priceNode?.without_tax) ?? asNode(priceNode?.with_tax);
  const value = amountNode?.value;
  const code = amountNode?.currency;
  const instock = attributes.instock;
  return {
    price: typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null,
    currency: typeof code === 'string' ? normaliseCurrency(code) : null,
    availability: instock === true ? 'in_stock' : instock === false ? 'out_of_stock' : null,
  };
}

/** Shopify amounts; 0 is a placeholder, not a price. */
function fromCents(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value / 100 : null;
  if (typeof value !== 'string' || !/^\d+(?:\.\d+)?$/.test(value) || Number(value) === 0) return null;
  // A formatted "129.00" is already in major units; a bare "12900" is cents like the numbers.
  return value.includes('.') ? Number(value) : Number(value) / 100;
}

function asNode(value: unknown): Node | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : null;
}
