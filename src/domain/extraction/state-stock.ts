import type { Availability } from '../observation.js';
import { detectStockPhrase } from './detect-stock-phrase.js';
import { parseAvailability } from './parse-availability.js';
import { OTHER_PRODUCTS_KEY, asNode, resolve, type Node } from './state-nodes.js';

// How a script's state states a product's or an option's stock (read-app-state.ts).
const STOCK_KEY = /^(?:availability|availabilityStatus|availability_status|stockStatus|stock_status|inventoryStatus|inventory_status|salesStatus|sales_status|saleStatus|sale_status|stock|inventory|inStock|in_stock|isInStock|is_in_stock|available|availableForSale|isOnStock|purchasable|status)$/;
// Flags that say the opposite: true is sold out.
const SOLD_OUT_KEY = /^(?:soldOut|sold_out|isSoldOut|is_sold_out|outOfStock|isOutOfStock|is_out_of_stock)$/;
// A stock status longer than this is prose, not a value.
const STATUS_LIMIT = 40;

/** A key under which an object states stock (a status, a count, a flag either way). */
export function isStockKey(key: string): boolean {
  return STOCK_KEY.test(key) || SOLD_OUT_KEY.test(key);
}

/**
 * The stock a product states in an object of its own below it ({"fulfillment": {"shipping_options":
 * {"availability_status": "OUT_OF_STOCK"}}}), the first one found; lists (variants, stores, other
 * products) are not searched, since their entries are of one option or place.
 */
export function readNestedStock(node: Node, refs: Node | null, depth: number): Availability | null {
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value) || OTHER_PRODUCTS_KEY.test(key)) continue;
    const child = resolve(value, refs);
    if (child === null) continue;
    for (const [inner, item] of Object.entries(child)) {
      if (!STOCK_KEY.test(inner) && !SOLD_OUT_KEY.test(inner)) continue;
      const read = readAvailability(item, inner);
      if (read !== null) return read;
    }
    if (depth > 1) {
      const below = readNestedStock(child, refs, depth - 1);
      if (below !== null) return below;
    }
  }
  return null;
}

export function readAvailability(value: unknown, key: string): Availability | null {
  if (typeof value === 'boolean') return value !== SOLD_OUT_KEY.test(key) ? 'in_stock' : 'out_of_stock';
  // A status no schema names ("FEW_LEFT", "Nur noch wenige") is read as the shop's words for it.
  if (typeof value === 'string') return parseAvailability(value) ?? (value.length <= STATUS_LIMIT ? detectStockPhrase(value.replace(/_/g, ' ')) : null);
  // A count of items in stock, under a stock key ("stock": 0).
  if (typeof value === 'number' && /stock|inventory/i.test(key)) return value > 0 ? 'in_stock' : 'out_of_stock';
  const node = asNode(value);
  if (node === null) return null;
  for (const [inner, item] of Object.entries(node)) {
    if ((STOCK_KEY.test(inner) || SOLD_OUT_KEY.test(inner)) && (typeof item === 'boolean' || typeof item === 'string')) {
      const read = readAvailability(item, inner);
      if (read !== null) return read;
    }
  }
  return null;
}
