import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';
import { namesMemberPrice } from '../../../../src/domain/extraction/member-prices.js';
import { scanPage } from '../../../../src/domain/extraction/scan-page.js';

const shop = (lang: string, body: string): string =>
  `<html lang="${lang}"><body><main><h1>Item</h1>${body}<button>Add to cart</button></main></body></html>`;

describe('price labels in elements of their own', () => {
  it('sets a label ending in a small letter apart from the amount in the next element (no glued model code)', () => {
    const scan = scanPage('<div class="price price--regular"><span>Normalpreis</span><span>8,99 €</span></div>');
    expect(scan.priceCandidates[0]?.text).toBe('Normalpreis 8,99 €');
  });

  it('keeps a currency code in capitals glued to the amount after it', () => {
    const scan = scanPage('<div class="price"><span>CHF</span><span>39.90</span></div>');
    expect(scan.priceCandidates[0]?.text).toBe('CHF39.90');
  });

  it('reads the price "with" a club the shop names as a member price', () => {
    expect(namesMemberPrice('Prix avec le Club Maison ')).toBe(true);
    expect(namesMemberPrice('Price with Greenleaf Club ')).toBe(true);
    expect(namesMemberPrice('Club Chair ')).toBe(false);
  });

  it('reads an amount per a counted measure ("/100 g", "/1 l") as no price', () => {
    const html = shop('pl', '<div class="price"><span>25,98 zł/100 g</span> <span>12,99 zł</span></div>');
    expect(extractObservation(html).price).toBe(12.99);
  });

  it('reads a subscription price labelled in a script without spaces as another amount', () => {
    const html = shop('ko', '<div class="price-options"><p class="price">정기배송 18,000원</p><p class="price">일반구매 20,000원</p></div>');
    expect(extractObservation(html).price).toBe(20000);
  });
});
