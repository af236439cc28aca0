import { formatMoney } from '../format-money.js';
import { detectPriceChange } from '../price-change.js';
import { isReorderedPrice } from '../reordered-prices.js';
import { detectUnitPriceChange } from '../unit-price-change.js';
import type { ChangeTypeDefinition } from './change-type.js';

/** The page's price and currency: moves (not a listing's reorder), currency switches, a price shown or gone, a target crossed, a unit price moved at the same pack price. */
export const PRICE_CHANGE: ChangeTypeDefinition<'price'> = {
  name: 'price',
  reads: { kind: 'field', isShown: (observation) => observation.price !== null },
  coversPagePrice: true,
  // A listing's first card changing with the order of its cards is no move (reordered-prices.ts).
  compare: (before, after) => (isReorderedPrice(before, after) ? null : detectPriceChange(before, after)) ?? detectUnitPriceChange(before, after),
  weights: { price: 1, availability: 0.4, content: 0.8 },
  describeSide: (side) => (side.price === null ? null : formatMoney(side.price, side.currency)),
  readDirection: ({ price: before }, { price: after }) => {
    if (before === null || after === null || before === after) return null;
    return after < before ? 'down' : 'up';
  },
  emoji: (direction) => (direction === 'up' ? 'chart_with_upwards_trend' : 'chart_with_downwards_trend'),
  intent: {
    priority: 2,
    words:
      'price|prices|priced|cost|costs|cheaper|cheap|cheapest|drop|drops|dropped|dropping|dip|dips|falls|fall|fell|reduced|' +
      'reduction|decrease|decreases|decreased|lower|lowered|lowers|deal|deals|discount|discounts|discounted|sale|sales|' +
      'offer|offers|bargain|bargains|promo|promos|promotion|coupon|coupons|markdown|clearance|expensive|affordable|' +
      'price drop|price drops|price cut|price change|price changes|on sale|goes down|go down|went down|comes down|' +
      'come down|for less|less|deal alert|lowest|pricedrop',
    // "Pricing" names a page as often as it asks about a price.
    weakWords: 'pricing',
    wordsIn: (language) => language.price,
    naming: { noun: 'price', withCondition: true, preposition: 'on' },
  },
};
