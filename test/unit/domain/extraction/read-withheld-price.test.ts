import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';

// Pages whose price is given on request, beside accessories or related items with prices and buttons.
const page = (lang: string, body: string, ld = ''): string =>
  `<!doctype html><html lang="${lang}"><head>${ld}</head><body><main><h1>Item</h1>${body}</main></body></html>`;
const related = (price: string, label: string): string =>
  `<div class="extras"><h2>Extras</h2><div class="card"><a href="/x">Other</a><span class="price">${price}</span><button class="add-to-cart">${label}</button></div></div>`;

describe('extractObservation: a price given on request', () => {
  it.each([
    ['sv', '<div class="price">Pris på förfrågan</div>', related('1 295 kr', 'Lägg i varukorg')],
    ['en', '<p>Price on application</p><a href="/contact">Make an enquiry</a>', related('£45.00', 'Add to basket')],
    ['pl', '<span class="product-price">Cena: na zapytanie</span>', related('89,00 zł', 'Do koszyka')],
    ['ja', '<p class="price">価格はお問い合わせください</p>', related('¥3,300', 'カートに入れる')],
    ['en-US', '<div class="product-price">Call for price</div>', related('$129.00', 'Add to cart')],
  ])('reads no price, and no stock from other items\' buttons (%s)', (lang, slot, rest) => {
    expect(extractObservation(page(lang, slot + rest))).toMatchObject({ price: null, currency: null, availability: null });
  });

  it('reads the slot alone as withheld when a price element holds it ("Auf Anfrage")', () => {
    const html = page('de', '<div class="product-price">Auf Anfrage</div><p>Lieferbar</p>' + related('49,00 €', 'In den Warenkorb'));
    expect(extractObservation(html)).toMatchObject({ price: null, availability: 'in_stock' });
  });

  it('keeps the product\'s price when only a related item is priced on request', () => {
    const html = page('en-GB', '<p class="price">£120.00</p><button class="add-to-cart">Add to basket</button><section><h2>Related</h2><div class="price">POA</div></section>');
    expect(extractObservation(html)).toMatchObject({ price: 120, currency: 'GBP', availability: 'in_stock' });
  });

  it('keeps a price stated in structured data, whatever the text says', () => {
    const ld = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Item', offers: { price: '990.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' } })}</script>`;
    expect(extractObservation(page('it', '<p class="prezzo">Prezzo su richiesta</p>', ld))).toMatchObject({ price: 990, currency: 'EUR' });
  });

  it('does not read a longer sentence that only mentions asking as a withheld price', () => {
    const html = page('en', '<p>Contact us for price and delivery times to the islands</p><p class="price">$75.00</p><button class="add-to-cart">Add to cart</button>');
    expect(extractObservation(html)).toMatchObject({ price: 75, availability: 'in_stock' });
  });
});
