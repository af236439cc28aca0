import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';
import { namesRegularPrice } from '../../../../src/domain/extraction/regular-prices.js';

const shop = (lang: string, body: string): string =>
  `<html lang="${lang}"><body><main><h1>Item</h1>${body}<button>Add to cart</button></main></body></html>`;

describe('a price labelled as the regular one', () => {
  it('names the regular price in its short and long forms, and no other word', () => {
    expect(namesRegularPrice('Reg. ')).toBe(true);
    expect(namesRegularPrice('Regular price: ')).toBe(true);
    expect(namesRegularPrice('Precio regular ')).toBe(true);
    expect(namesRegularPrice('Prezzo regolare ')).toBe(true);
    expect(namesRegularPrice('Regular price $49.99 Sale price ')).toBe(false);
    expect(namesRegularPrice('Regulator valve ')).toBe(false);
  });

  it('yields to the sale price beside it, though a word for price stands before it', () => {
    const html = shop('fr-CA', '<div class="price"><span class="sale">74,99 $</span> <span class="reg">Prix rég. 99,99 $</span></div>');
    expect(extractObservation(html).price).toBe(74.99);
  });

  it('is the price while no sale price stands beside it', () => {
    const html = shop('en-US', '<div class="price"><span>Regular price: $24.00</span></div>');
    expect(extractObservation(html).price).toBe(24);
  });
});
