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
