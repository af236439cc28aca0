import { describe, expect, it } from 'vitest';
import { stoppedBeingProduct } from '../../../../src/domain/monitors/product-gone.js';

const reading = (price: number | null, availability: 'in_stock' | 'out_of_stock' | null) => ({ price, availability });

describe('stoppedBeingProduct', () => {
  it('says so when a price or stock watcher loses both the price and the stock state', () => {
    expect(stoppedBeingProduct('price', reading(49, 'in_stock'), reading(null, null))).toBe(true);
    expect(stoppedBeingProduct('availability', reading(null, 'out_of_stock'), reading(null, null))).toBe(true);
  });

  it('leaves a sold-out page that hides its price, a first reading, a page that never was a product, and content watchers alone', () => {
    expect(stoppedBeingProduct('price', reading(49, 'in_stock'), reading(null, 'out_of_stock'))).toBe(false);
    expect(stoppedBeingProduct('price', null, reading(null, null))).toBe(false);
    expect(stoppedBeingProduct('price', reading(null, null), reading(null, null))).toBe(false);
    expect(stoppedBeingProduct('content', reading(49, 'in_stock'), reading(null, null))).toBe(false);
  });
});
