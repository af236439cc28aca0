import { Flag, PRICE_SKIP } from './classify-element.js';
import { collapseWhitespace } from './normalise-text.js';
import { stockElementText } from './closed-store-lines.js';
import type { PageScan } from './page-scan.js';
import { APP_STATE_LIMIT } from './read-app-state.js';
import { COUNTED_AFTER } from './review-counts.js';
import { detectStockPhrase, isAddToCartLabel, type FoldedStockWords } from './detect-stock-phrase.js';
import type { CommerceRole } from './recognise-commerce-element.js';

/** Text being collected from an open element until it closes. */
export interface Capture {
  role: CommerceRole | { kind: 'microdata'; prop: string } | { kind: 'title' } | { kind: 'script'; type: ScriptType } | { kind: 'struck'; regular: boolean };
  text: string;
  /** Visible text before a price element, '' for other captures. */
  before: string;
  offset: number;
  /** The scan's count of block edges when text last joined this capture (scan-page.ts). */
  edge: number;
  /** The scan's count of element edges, inline ones too, when text last joined this capture. */
  elementEdge: number;
}

export type ScriptType = 'json-ld' | 'product-json' | 'app-state' | 'inline' | 'other';

/** itemprop values the extractors read. */
export const MICRODATA_PROPS = new Set(['price', 'lowprice', 'pricecurrency', 'availability']);
const CAPTURE_LIMIT = 400;
// An old price is read through its own strike-through, not through what hides it.
const STRUCK_SKIP = PRICE_SKIP & ~Flag.Strike;
const STRUCK_TEXT_LIMIT = 60;
// Readings of a stock element that a store's line inside it may have made (closed-store-lines.ts).
const STORE_SETTLED: ReadonlySet<string | null> = new Set(['out_of_stock', 'limited', 'backorder', 'preorder']);
// Globals of shop platforms (read-platform-data.ts) and of script-built shops' state (read-app-state.ts), one scan of a script.
// Frameworks name the state they hydrate a page from with leading underscores (__NUXT__, __INITIAL_STATE__,
// __remixContext, __staticRouterHydrationData): any such global assigned an object or parsed JSON,
// and the rows Next.js app router streams through self.__next_f.push([1, "…"]).
const PLATFORM_GLOBAL = /ShopifyAnalytics|BCData|Shopify\.currency|(?<![\w$])__\w+\s*=\s*(?:\{|\(|JSON\.parse)|__next_f\.push\(\[1,/;
const APP_STATE_SCRIPT_IDS = new Set(['__NEXT_DATA__', '__NUXT_DATA__']);
// Angular's TransferState: <script id="serverApp-state"> (or ng-state) of type application/json.
// Also a JSON script named for the state in a framework's underscored way ("__INITIAL_STATE__", "__APOLLO_STATE__").
const STATE_SCRIPT_ID = /(?:^|[-_])state_*$/i;
const FLIGHT_START = 'self.__next_f.push(';
// A page has one state blob, Magento a few init scripts; the first ones hold the product.
const APP_STATE_BLOBS = 6;
/** Put where an inline element (a <sup>, a <span>) follows digits in price text; `joinSetApartCents` settles it. */
export const CENTS_MARK = '\u2063';
const SET_APART_CENTS = /([\d.,]*\d)\u2063\s*(\d{2})(?![\d.,]?\d)/g;

/**
 * Shops raise the cents of a price ("139<sup>99</sup>", "1.399<sup>00</sup> €") or set them in an
 * element of their own, styled smaller ("<span>2 499</span><span>00</span><span>zł</span>", "$<span>199</span><span>00</span>"):
 * two digits opening an element right after a whole number are its decimals, written with the
 * separator the number's grouping leaves free. A number that already has decimals keeps them (the
 * superscript is a note); three digits or more go on the number as before. Two digits before a noun
 * that counts reviews or ratings are that count, after a score ("4" then "21 reviews"): the element
 * edge is a word break.
 */
export function joinSetApartCents(text: string): string {
  if (!text.includes(CENTS_MARK)) return text;
  return text
    .replace(SET_APART_CENTS, (whole: string, units: string, cents: string, at: number) => {
      if (COUNTED_AFTER.test(text.slice(at + whole.length))) return `${units} ${cents}`;
      if (/[.,]\d{1,2}$/.test(units)) return whole;
      return `${units}${units.includes('.') && !units.includes(',') ? ',' : '.'}${cents}`;
    })
    .replaceAll(CENTS_MARK, '');
}

/** Files a finished capture's text where the extractors will look for it. */
export function storeCapture(scan: PageScan, capture: Capture, stockWords?: FoldedStockWords): void {
  const { role } = capture;
  switch (role.kind) {
    case 'script':
      if (role.type === 'json-ld') scan.jsonLd.push(capture.text);
      else if (role.type === 'product-json') scan.productJson.push(capture.text);
      else if (role.type === 'app-state') keepAppState(scan, capture.text);
      else if (role.type === 'inline') {
        const global = PLATFORM_GLOBAL.exec(capture.text)?.[0];
        if (global === undefined) return;
        if (global.startsWith('__')) keepAppState(scan, capture.text);
        else scan.platformScripts.push(capture.text);
      }
      return;
    case 'title':
      scan.title ??= capture.text;
      return;
    case 'microdata':
      if (!scan.microdata.has(role.prop) && capture.text.trim() !== '') scan.microdata.set(role.prop, capture.text.trim());
      return;
    case 'price':
      scan.priceCandidates.push({
        text: collapseWhitespace(joinSetApartCents(capture.text)), before: capture.before, hints: role.hints,
        amount: role.amount, source: 'platform', rank: role.rank, offset: capture.offset, line: scan.priceLines.length,
      });
      return;
    case 'struck': {
      // An old price is a short label and an amount; a long text is a block a class word happened to name.
      const text = collapseWhitespace(joinSetApartCents(capture.text));
      if (text.length > STRUCK_TEXT_LIMIT || !/\d/.test(text)) return;
      scan.struckPrices.push(text);
      if (role.regular) scan.regularPrices.push(text);
      return;
    }
    case 'stock':
      if (scan.stockElement !== null) return;
      scan.stockElement = role.availability ?? detectStockPhrase(capture.text, stockWords);
      // A block holding the web's line and the stores' is read without a store's closed line, few left or wait.
      if (role.availability === null && STORE_SETTLED.has(scan.stockElement)) scan.stockElement = detectStockPhrase(stockElementText(collapseWhitespace(capture.text), scan.priceLines), stockWords);
      // A block element's text is a line already; an inline one's ends the line still open.
      scan.stockElementLine = scan.priceLines.at(-1) === collapseWhitespace(capture.text) ? scan.priceLines.length - 1 : scan.priceLines.length;
      return;
    case 'cart':
      recordCart(scan, role, capture, stockWords);
  }
}

// Server-rendered shops hand their product to scripts in attributes too (PrestaShop data-product,
// Magento data-mage-init, WooCommerce data-product_variations): JSON read like a state blob.
const STATE_ATTRIBUTE = /product|mage-init|variant|offer/;

/** Keeps the JSON an element's product data attributes hold, for read-app-state.ts. */
export function keepAttributeState(scan: PageScan, attribs: Record<string, string>): void {
  for (const name in attribs) {
    const first = attribs[name]!.charCodeAt(0);
    // '{' or '[': most attributes are no JSON, and the name is tested only when the value may be.
    if ((first === 123 || first === 91) && name.startsWith('data-') && STATE_ATTRIBUTE.test(name)) keepAppState(scan, attribs[name]!);
  }
}

function keepAppState(scan: PageScan, text: string): void {
  // Flight data comes in many small scripts: they are kept as one blob, to the same bound.
  const last = scan.appState.length - 1;
  if (last >= 0 && text.startsWith(FLIGHT_START) && scan.appState[last]!.startsWith(FLIGHT_START)) {
    if (scan.appState[last]!.length + text.length <= APP_STATE_LIMIT) scan.appState[last] += `\n${text}`;
    return;
  }
  if (text.length <= APP_STATE_LIMIT && scan.appState.length < APP_STATE_BLOBS) scan.appState.push(text);
}

/** Whether a capture takes a text node seen under these flags. */
export function acceptsText(capture: Capture, flags: number): boolean {
  const { kind } = capture.role;
  if (kind === 'script' || kind === 'title') return true;
  if (capture.text.length >= CAPTURE_LIMIT) return false;
  if (kind === 'microdata') return (flags & Flag.Invisible) === 0;
  return (flags & (kind === 'struck' ? STRUCK_SKIP : PRICE_SKIP)) === 0;
}

export function scriptTypeOf(attribs: Record<string, string>): ScriptType {
  const type = (attribs.type ?? '').toLowerCase();
  if (type.includes('ld+json')) return 'json-ld';
  if (APP_STATE_SCRIPT_IDS.has(attribs.id ?? '') || type === 'text/x-magento-init') return 'app-state';
  if (type.includes('json')) {
    if (STATE_SCRIPT_ID.test(attribs.id ?? '')) return 'app-state';
    const isProduct = attribs['data-product-json'] !== undefined || /^ProductJson/i.test(attribs.id ?? '');
    return isProduct ? 'product-json' : 'other';
  }
  return type === '' || type.includes('javascript') ? 'inline' : 'other';
}

/** Files a <meta> tag: microdata itemprop values, else property/name → content. */
export function readMeta(scan: PageScan, attribs: Record<string, string>, flags: number): void {
  const content = attribs.content;
  if (content === undefined) return;
  const itemprop = attribs.itemprop?.toLowerCase();
  if (itemprop !== undefined) {
    if (MICRODATA_PROPS.has(itemprop) && (flags & Flag.Noise) === 0 && !scan.microdata.has(itemprop)) {
      scan.microdata.set(itemprop, content.trim());
    }
    return;
  }
  const key = (attribs.property ?? attribs.name)?.toLowerCase();
  if (key !== undefined && !scan.meta.has(key)) scan.meta.set(key, content);
}

/**
 * Keeps the page's canonical address (meta key "canonical") and its language alternates by address
 * (key "hreflang <address>"): the alternate that is the page itself names its market.
 */
export function readLink(scan: PageScan, attribs: Record<string, string>): void {
  const { href, hreflang } = attribs;
  const rel = attribs.rel?.toLowerCase();
  if (href === undefined) return;
  if (rel === 'canonical' && !scan.meta.has('canonical')) scan.meta.set('canonical', href);
  else if (rel === 'alternate' && hreflang !== undefined) scan.meta.set(`hreflang ${href}`, hreflang);
}

/** Whether a capture is a purchase button: a cart element whose label, when it needs one, says add-to-cart. */
export function isPurchaseControl(capture: Capture | null | undefined): boolean {
  const role = capture?.role;
  return role?.kind === 'cart' && labelsPurchase(role, capture!.text);
}

// Words a greyed button's own label may hold when it names the state instead of the verb: "Sold out", "Nicht mehr verfügbar".
const MAX_STATE_LABEL_WORDS = 4;

/**
 * Whether a cart element's label makes it the purchase button: any label when its markup says so;
 * else a purchase verb, or a greyed button styled as the page's action (a btn or button class, not a
 * size chip's "46 Agotado") labelled with the sold-out state ("Esaurito", "Sold out"), which shops
 * put in place of the verb when nothing can be bought.
 */
function labelsPurchase(role: Extract<CommerceRole, { kind: 'cart' }>, label: string): boolean {
  if (!role.needsLabel || isAddToCartLabel(label)) return true;
  return role.greyedAction === true && label.trim().split(/\s+/).length <= MAX_STATE_LABEL_WORDS && detectStockPhrase(label) === 'out_of_stock';
}

function recordCart(scan: PageScan, role: Extract<CommerceRole, { kind: 'cart' }>, capture: Capture, stockWords?: FoldedStockWords): void {
  const label = capture.text;
  if (!labelsPurchase(role, label)) return;
  // A wrapper closes after the buttons inside it: around a disabled one it is no control of its own.
  if (role.wrapper === true && scan.cart.disabled) return;
  scan.cart.line ??= scan.priceLines.length;
  // Greyed until a size or colour is chosen: neither sold out nor buyable yet; the wording says.
  if (role.awaitsChoice === true) {
    scan.cart.awaitsChoice = true;
    return;
  }
  const stated = detectStockPhrase(label, stockWords);
  const blocked = !role.enabled || stated === 'out_of_stock' || stated === 'discontinued' || stated === 'preorder';
  if (blocked) {
    scan.cart.disabled = true;
    return;
  }
  scan.cart.enabled = true;
  scan.cart.offset ??= capture.offset;
  scan.cart.enabledLine ??= scan.priceLines.length;
}

/** Whether text after a block edge carries on the number before it: its decimals or its last digits. */
export function continuesNumber(before: string, after: string): boolean {
  return (/\d$/.test(before) && /^[.,]\d/.test(after)) || (/\d[.,]$/.test(before) && /^\d/.test(after));
}
