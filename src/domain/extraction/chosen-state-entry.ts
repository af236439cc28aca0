import { OTHER_PRODUCTS_KEY, resolve, type Node } from './state-nodes.js';

// Among a product's variants or offers (sizes, condition grades), the one the page shows is flagged.
export const SELECTED_KEY = /^(?:selected|isSelected|active|isActive|current|isCurrent|chosen|checked)$/;
// A product naming the option the page shows by a value of that option ("selectedVariant": "42",
// "selectedSku": "FD2596-100-10", "currentOptionId": 7): a word of choosing, then what is chosen.
const CHOSEN_NAME_KEY = /^(?:selected|current|active|chosen)_?(?:variant|variation|sku|option|size|item|offer|grade|condition|model|storage|colou?r)s?(?:_?(?:id|code|key|value|name|no))?$/i;
const ENTRIES_LIMIT = 200;
// An option's amounts and counts are not what names it.
const AMOUNT_KEY = /price|amount|stock|qty|quantity|count/i;

/**
 * The entry of a product's own list (variants, SKUs, options, grades) that the page shows chosen:
 * the one flagged selected, or the one holding the value the product names as its chosen option.
 * Lists of other products are not searched. Null when no entry is chosen, or more than one is.
 */
export function chosenEntry(product: Node, refs: Node | null): Node | null {
  let named: string | null = null;
  for (const [key, value] of Object.entries(product)) {
    if (((typeof value === 'string' && value !== '') || typeof value === 'number') && CHOSEN_NAME_KEY.test(key)) named ??= String(value);
  }
  let chosen: Node | null = null;
  for (const [key, list] of Object.entries(product)) {
    if (!Array.isArray(list) || list.length < 2 || list.length > ENTRIES_LIMIT || OTHER_PRODUCTS_KEY.test(key)) continue;
    for (const item of list) {
      const entry = resolve(item, refs);
      if (entry === null || !(isFlagged(entry) || (named !== null && holdsValue(entry, named)))) continue;
      if (chosen !== null && chosen !== entry) return null;
      chosen = entry;
    }
  }
  return chosen;
}

function isFlagged(entry: Node): boolean {
  for (const key in entry) if (entry[key] === true && SELECTED_KEY.test(key)) return true;
  return false;
}

function holdsValue(entry: Node, value: string): boolean {
  for (const key in entry) {
    const item = entry[key];
    if ((typeof item === 'string' || typeof item === 'number') && !AMOUNT_KEY.test(key) && String(item) === value) return true;
  }
  return false;
}
