import { detectAvailabilityChange } from '../availability-change.js';
import { detectStockDateMove } from '../stock-date-move.js';
import type { ChangeTypeDefinition } from './change-type.js';

const isAvailable = (state: string | null): boolean => state !== null && state !== 'out_of_stock' && state !== 'discontinued';

/** The page's stock state: back in stock, sold out, pre-order, discontinued, shown or gone; or the date stock is to come moved. */
export const AVAILABILITY_CHANGE: ChangeTypeDefinition<'availability'> = {
  name: 'availability',
  reads: { kind: 'field', isShown: (observation) => observation.availability !== null },
  coversPagePrice: false,
  compare: (before, after) => detectAvailabilityChange(before.availability, after.availability) ?? detectStockDateMove(before.text, after.text),
  weights: { price: 0.9, availability: 1, content: 0.8 },
  describeSide: (side) => (side.availability === null ? null : side.availability.replace(/_/g, ' ')),
  readDirection: (before, after) => {
    if (isAvailable(after.availability) === isAvailable(before.availability)) return null;
    return isAvailable(after.availability) ? 'down' : 'up';
  },
  emoji: (direction) => (direction === 'up' ? 'x' : 'package'),
  intent: {
    priority: 1,
    words:
      'available|availability|avail|stock|instock|restock|restocks|restocked|restocking|preorder|preorders|pre-order|' +
      'pre-orders|presale|pre-sale|orderable|buyable|purchasable|unavailable|oos|in stock|back in stock|out of stock|sold out|is back|are back|' +
      'comes back|come back|be back|back again|available again|for sale|can buy|can order|can be ordered|can be bought|' +
      'up for preorder|open for orders|pre order|in-stock|out-of-stock|sells out|sell out|sold|shipping|ships',
    weakWords: '',
    wordsIn: (language) => language.availability,
    naming: { noun: 'availability', withCondition: false, preposition: 'at' },
  },
};
