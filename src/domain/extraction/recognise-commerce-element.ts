import type { Availability } from '../observation.js';
import { classIdOf, splitClassWords } from './classify-element.js';
import { detectStockPhrase } from './detect-stock-phrase.js';

/** How much a price element is trusted: a shop platform's own price markup beats a generic "price" class. */
export const PriceRank = { Generic: 1, Platform: 2, SelectedVariant: 3 } as const;

export type CommerceRole =
  | { kind: 'price'; rank: number; hints: string; amount: number | null }
  | { kind: 'stock'; availability: Availability | null }
  /**
   * needsLabel: a plain <button>, a purchase control only if its label says so. wrapper: an element
   * that is no control by its tag (a clickable <div>), which may wrap the real button.
   */
  | { kind: 'cart'; enabled: boolean; needsLabel: boolean; wrapper?: boolean; awaitsChoice?: boolean; greyedAction?: boolean };

// Price markup of specific platforms: Amazon's buy-box containers (by id) and price spans, WooCommerce.
const PLATFORM_PRICE_TOKENS = new Set([
  'a-price', 'woocommerce-Price-amount',
  'priceblock_ourprice', 'priceblock_dealprice', 'priceblock_saleprice', 'corePrice_feature_div',
  'corePriceDisplay_desktop_feature_div', 'price_inside_buybox', 'newBuyBoxPrice',
]);
const STOCK_CLASS_TOKENS: Record<string, Availability> = {
  'in-stock': 'in_stock', instock: 'in_stock', 'out-of-stock': 'out_of_stock', outofstock: 'out_of_stock',
  'sold-out': 'out_of_stock', soldout: 'out_of_stock', 'available-on-backorder': 'backorder', onbackorder: 'backorder',
  unavailable: 'out_of_stock',
};
// "price" and "amount" in English and in the shops' own languages (de, fr, es, it, nl, pt, pl, sv/da/no, fi, tr).
const PRICE_WORDS = /\b(?:pric(?:e|es|ing)|amount|preis(?:e)?|betrag|prix|montant|precios?|prezz[oi]|importo|prijs|prijzen|bedrag|pre[cç]os?|valor|cen[ay]|kwota|pris(?:er)?|belopp|hinta|fiyat)\b/;
// The selected variant's own price, which a shop shows apart from the span of all variants'
// (WooCommerce's woocommerce-variation-price under "$18.00 – $42.00"): it is what the buy box sells.
const SELECTED_VARIANT_PRICE_WORDS = /\b(?:variation price|variant price|selected (?:variant|variation) price)\b/;
// A price element the markup names as the price to pay ("price-final", "current-price", "sale-price"):
// it outranks generic price elements beside it, whatever label words stand before them ("Běžná cena").
const CURRENT_PRICE_WORDS = /\b(?:final|current|sale|special|selling|now) (?:price|prices|pris|preis|prix|prezzo|precio|cena|hinta)\b|\b(?:price|preis|prix|prezzo|precio|cena|hinta) (?:final|current|sale|special|selling|now)\b/;
const STOCK_WORDS = /\b(?:stock|availability|inventory)\b/;
const CART_WORDS = /\b(?:add to (?:cart|bag|basket|trolley)|addtocart|add2cart|buy now|buy button|product form submit)\b/;

/** What a class/id string says about shop markup; memoised per page by the caller. */
export type ClassMeaning =
  | { role: 'stock'; availability: Availability | null }
  | { role: 'price'; rank: number; words: string }
  | { role: 'cart' }
  | null;

/**
 * Recognises shop markup that carries the price, the stock state or the purchase button:
 * WooCommerce, Magento, BigCommerce, Amazon, Shopify themes and generic "price" classes.
 */
export function recogniseCommerceElement(
  name: string,
  attribs: Record<string, string>,
  meaning: ClassMeaning,
): CommerceRole | null {
  const magentoAmount = attribs['data-price-amount'];
  if (magentoAmount !== undefined) {
    const amount = Number(magentoAmount);
    const ok = magentoAmount.trim() !== '' && Number.isFinite(amount);
    return { kind: 'price', rank: PriceRank.Platform, hints: hintsOf(attribs), amount: ok ? amount : null };
  }
  if (attribs['data-product-price-without-tax'] !== undefined || attribs['data-product-price-with-tax'] !== undefined) {
    return { kind: 'price', rank: PriceRank.Platform, hints: hintsOf(attribs), amount: null };
  }
  if (isControl(name, attribs) && (meaning?.role === 'cart' || isCartByAttributes(name, attribs))) {
    return cartRole(attribs, false);
  }
  // Script-driven shops (Squarespace's sqs-add-to-cart-button) make a <div> the purchase button:
  // one named both a cart and a button, or given role="button", counts when its label says so.
  if (meaning?.role === 'cart' && looksLikeButton(attribs)) {
    return { kind: 'cart', enabled: !isDisabled(attribs), needsLabel: true, wrapper: true };
  }
  if (meaning?.role === 'stock') return { kind: 'stock', availability: meaning.availability };
  if (meaning?.role === 'price') return { kind: 'price', rank: meaning.rank, hints: meaning.words, amount: null };
  if (name === 'button') return cartRole(attribs, true);
  // A link styled or announced as a button ("<a class="btn btn--cta">In winkelwagen</a>") is a
  // purchase control when its label says so, as a plain <button> is.
  if (name === 'a' && looksLikeButton(attribs)) return { kind: 'cart', enabled: !isDisabled(attribs), needsLabel: true };
  return null;
}

// A purchase button greyed until an option is chosen says so in its tooltip ("Selecciona una talla",
// "Please choose a colour"): the verb of choosing, in the shops' languages. It says nothing of stock,
// unless the tooltip also says sold out ("Sold out – choose another size").
const CHOOSE_WORDS = /(?<!\p{L})(?:select|choose|pick|w[aä]hle|w[aä]hlen|ausw[aä]hlen|s[eé]lectionne[rz]?|choisi(?:r|ssez)|selecciona|seleccione|elige|escoge|escolha|selecione|seleziona|scegli|kies|selecteer|v[aä]lj|v[aæ]lg|velg|valitse|wybierz|vyberte|zvolte)(?!\p{L})|選択|選んで/iu;

function cartRole(attribs: Record<string, string>, needsLabel: boolean): CommerceRole {
  const enabled = !isDisabled(attribs);
  if (enabled) return { kind: 'cart', enabled, needsLabel };
  const tip = `${attribs.title ?? ''} ${attribs['aria-label'] ?? ''} ${attribs['data-tooltip'] ?? ''}`;
  const awaitsChoice = tip.length > 2 && CHOOSE_WORDS.test(tip) && detectStockPhrase(tip) === null;
  // Styled as the page's action (not a size or colour chip): its label may name the state in place of the verb.
  const greyedAction = looksLikeButton(attribs);
  return { kind: 'cart', enabled, needsLabel, ...(awaitsChoice ? { awaitsChoice } : {}), ...(greyedAction ? { greyedAction } : {}) };
}

// Themes grey a sold-out button with aria-disabled or a "disabled" class as often as with the
// attribute, and a visitor cannot press it either way.
function isDisabled(attribs: Record<string, string>): boolean {
  return attribs.disabled !== undefined || attribs['aria-disabled'] === 'true' || /\bdisabled\b/.test(attribs.class ?? '');
}

function looksLikeButton(attribs: Record<string, string>): boolean {
  return attribs.role === 'button' || /(?:^|[\s_-])(?:btn|button)(?:$|[\s_-])/i.test(attribs.class ?? '');
}

/** What class and id tokens as written, and their words (splitClassWords), say about an element. */
export function classMeaningOf(tokens: readonly string[], words: string): ClassMeaning {
  for (const token of tokens) {
    const availability = STOCK_CLASS_TOKENS[token.toLowerCase()];
    if (availability !== undefined) return { role: 'stock', availability };
  }
  if (tokens.some((token) => PLATFORM_PRICE_TOKENS.has(token))) return { role: 'price', rank: PriceRank.Platform, words };
  if (CART_WORDS.test(words)) return { role: 'cart' };
  if (SELECTED_VARIANT_PRICE_WORDS.test(words)) return { role: 'price', rank: PriceRank.SelectedVariant, words };
  if (CURRENT_PRICE_WORDS.test(words)) return { role: 'price', rank: PriceRank.Platform, words };
  if (PRICE_WORDS.test(words)) return { role: 'price', rank: PriceRank.Generic, words };
  if (STOCK_WORDS.test(words)) return { role: 'stock', availability: null };
  return null;
}

function hintsOf(attribs: Record<string, string>): string {
  return splitClassWords(classIdOf(attribs));
}

function isControl(name: string, attribs: Record<string, string>): boolean {
  if (name === 'input') return attribs.type === 'submit' || attribs.type === 'button';
  return name === 'button' || name === 'a';
}

/**
 * Shopify's <button name="add">, an input whose value reads "Add to cart", or a control whose test
 * hook names the cart (data-testid="add-to-cart" of React storefronts such as Catalyst): its label
 * may be a state's ("Pre-order", "Notify me") rather than a purchase verb.
 */
function isCartByAttributes(name: string, attribs: Record<string, string>): boolean {
  if (name === 'button' && attribs.name === 'add') return true;
  const hook = attribs['data-testid'] ?? attribs['data-test'];
  if (hook !== undefined && CART_WORDS.test(splitClassWords(hook))) return true;
  return name === 'input' && CART_WORDS.test(splitClassWords(`${attribs.name ?? ''} ${attribs.value ?? ''}`));
}
