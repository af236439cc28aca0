import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';

// What a price element's neighbours, its class and the page's market say about the amount it shows.
const shop = (lang: string, main: string, head = ''): string =>
  `<!doctype html><html lang="${lang}"><head>${head}</head><body><main>${main}<button class="add-to-cart">Add to cart</button></main></body></html>`;

describe('extractObservation: a score and a count of reviews are no price', () => {
  it.each([
    ['de-DE', '<h1>Eichentisch</h1><div class="price-box"><span class="stars">5</span><span class="count">38 Bewertungen</span></div><p>Preis: 249,00 €</p>', 249, 'EUR'],
    ['es-ES', '<h1>Mesa</h1><p class="product-price-rating"><span>3</span><span>17 reseñas</span></p><p>Precio: 89,90 €</p>', 89.9, 'EUR'],
  ])('%s: the digits after the score are not its cents', (lang, main, price, currency) => {
    expect(extractObservation(shop(lang, main))).toMatchObject({ price, currency });
  });
});

describe('extractObservation: a price named only as the regular one', () => {
  it('is the price when no sale price stands beside it', () => {
    const html = shop('en-GB', '<h1>Wool Throw</h1><div class="product-info"><span class="product-regular-price">£65.00</span></div>');
    expect(extractObservation(html)).toMatchObject({ price: 65, currency: 'GBP' });
  });

  it('is the price when a theme repeats the name with a modifier ("price-regular price-regular--lg" reads "regular price")', () => {
    const html = shop('en-AU', '<h1>Wool Throw</h1><div class="price-regular price-regular--lg">$65.00</div>');
    expect(extractObservation(html)).toMatchObject({ price: 65, currency: 'AUD' });
  });

  it('is the old price beside a sale price, in markup or in the text', () => {
    expect(extractObservation(shop('en-GB', '<h1>Wool Throw</h1><span class="sale-price">£49.00</span><span class="regular-price">£65.00</span>'))).toMatchObject({ price: 49 });
    expect(extractObservation(shop('en-GB', '<h1>Wool Throw</h1><p>Now £49.00</p><span class="regular-price">£65.00</span>'))).toMatchObject({ price: 49 });
  });

  it('is an old price when its class names one otherwise too, or it is drawn through', () => {
    expect(extractObservation(shop('en-GB', '<h1>Wool Throw</h1><span class="old-price regular-price">£65.00</span>')).price).toBeNull();
    expect(extractObservation(shop('en-GB', '<h1>Wool Throw</h1><s class="regular-price">£65.00</s>')).price).toBeNull();
  });
});

describe('extractObservation: a price named as the standard one', () => {
  it('is the old price beside the final price inside one price wrapper, whatever its label says', () => {
    const main = '<h1>Kaffekvarn</h1><div class="final-price-wrapper"><span class="price-standard">Pris 1 890 kr</span> <strong class="final-price">1 490 kr</strong></div>';
    expect(extractObservation(shop('sv-SE', main))).toMatchObject({ price: 1490, currency: 'SEK' });
  });

  it('is the price when no sale price stands beside it', () => {
    expect(extractObservation(shop('sk-SK', '<h1>Mlynček</h1><div class="product-info"><span class="standard-price">42,50 €</span></div>'))).toMatchObject({ price: 42.5, currency: 'EUR' });
  });
});

describe('extractObservation: a from-price badge before the range it opens', () => {
  it('is no quantity tier: a number written with a currency is an amount, and the range starts at the price', () => {
    const main = '<h1>Krukke</h1><span class="badge">Fra 149 kr</span><p class="price"><span class="amount">149 kr</span> – <span class="amount">249 kr</span></p>';
    expect(extractObservation(shop('nb-NO', main))).toMatchObject({ price: 149, currency: 'NOK' });
  });

  it('still lowers an amount after a count of pieces ("fra 3 stk")', () => {
    const main = '<h1>Krukke</h1><p class="price"><span class="amount">149 kr</span></p><p class="tier">Fra 3 stk <span class="amount">129 kr</span></p>';
    expect(extractObservation(shop('nb-NO', main))).toMatchObject({ price: 149, currency: 'NOK' });
  });
});

describe('extractObservation: dollars with GST are the dollars of a market that charges it', () => {
  const kettle = '<h1>Kettle</h1><p class="price">$89.00 incl. GST</p>';
  it.each([
    ['en-US', '', 'AUD'],
    ['en', '', 'AUD'],
    ['en', '<link rel="canonical" href="https://kettles.example.com/k"><link rel="alternate" hreflang="en-NZ" href="https://kettles.example.com/k"><link rel="alternate" hreflang="en-AU" href="https://kettles.example.com/au/k">', 'NZD'],
    ['en-SG', '', 'SGD'],
  ])('lang %s %s → %s', (lang, head, currency) => {
    expect(extractObservation(shop(lang, kettle, head))).toMatchObject({ price: 89, currency });
  });

  it('leaves a dollar amount without GST to the market, which hreflang names when it is the page itself', () => {
    const head = '<link rel="canonical" href="https://kettles.example.com/k"><link rel="alternate" hreflang="en-CA" href="https://kettles.example.com/k">';
    expect(extractObservation(shop('en', '<h1>Kettle</h1><p class="price">$89.00</p>', head))).toMatchObject({ currency: 'CAD' });
    expect(extractObservation(shop('en-US', '<h1>Kettle</h1><p class="price">$89.00</p>'))).toMatchObject({ currency: 'USD' });
  });
});
