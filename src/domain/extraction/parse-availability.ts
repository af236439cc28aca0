import type { Availability } from '../observation.js';

// Keys are values with case, punctuation and any schema.org URL prefix removed.
const STRUCTURED_VALUES: Record<string, Availability> = {
  instock: 'in_stock',
  onlineonly: 'in_stock',
  instoreonly: 'in_stock',
  available: 'in_stock',
  availablefororder: 'in_stock',
  outofstock: 'out_of_stock',
  oos: 'out_of_stock',
  soldout: 'out_of_stock',
  unavailable: 'out_of_stock',
  notavailable: 'out_of_stock',
  preorder: 'preorder',
  presale: 'preorder',
  pending: 'preorder',
  backorder: 'backorder',
  availableonbackorder: 'backorder',
  limitedavailability: 'limited',
  discontinued: 'discontinued',
};

/**
 * Reads a structured availability value: schema.org ("https://schema.org/InStock", "InStock",
 * "http://schema.org/OutOfStock", "SoldOut"), Open Graph ("instock", "oos", "out of stock").
 */
export function parseAvailability(value: string): Availability | null {
  const key = value
    .trim()
    .replace(/^https?:\/\/(?:www\.)?schema\.org\//i, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return STRUCTURED_VALUES[key] ?? null;
}

// Ordered: the first matching phrase decides, so "back in stock soon" is read as out of stock.
const STOCK_PHRASES: ReadonlyArray<readonly [RegExp, Availability]> = [
  [/\b(?:out of stock|sold out|currently unavailable|temporarily unavailable|no longer available|notify me when (?:back )?in stock|ausverkauft|nicht (?:mehr )?verfügbar|épuisé|rupture de stock|agotado)\b/i, 'out_of_stock'],
  [/\bdiscontinued\b/i, 'discontinued'],
  [/\b(?:pre-?order|coming soon)\b/i, 'preorder'],
  [/\b(?:back-?order(?:ed)?|on backorder)\b/i, 'backorder'],
  [/\b(?:only \d+ left|few (?:items )?left|low stock|limited stock|limited availability)\b/i, 'limited'],
  [/(?<!\b(?:back|not|out of|be) )\b(?:in stock|available now|ready to ship|auf lager|en stock|disponible)\b/i, 'in_stock'],
];

/** Reads availability from visible wording ("Sold out", "Only 3 left", "In stock"). */
export function detectStockPhrase(text: string): Availability | null {
  for (const [pattern, availability] of STOCK_PHRASES) {
    if (pattern.test(text)) return availability;
  }
  return null;
}

const ADD_TO_CART = /\b(?:add to (?:cart|basket|bag|trolley)|buy (?:it )?now|in den warenkorb|ajouter au panier|añadir al carrito|aggiungi al carrello)\b/i;

/** True for the label of a purchase button ("Add to cart", "Add to basket", "Buy now"). */
export function isAddToCartLabel(text: string): boolean {
  return ADD_TO_CART.test(text);
}
