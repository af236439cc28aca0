import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';

// Product pages whose buy box holds choices (sizes, colours, grades) and amounts beside the price.
const productPage = (lang: string, body: string, ld = true): string =>
  `<!doctype html><html lang="${lang}"><head>${
    ld ? `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Item', offers: { price: '59.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' } })}</script>` : ''
  }</head><body><main><h1>Item</h1>${body}</main></body></html>`;

describe('extractObservation: choices in the buy box', () => {
  it('reads a few left of one size, on the button choosing it, as nothing about the product', () => {
    const html = productPage('de', '<p class="preis">59,00 €</p><div class="groessen"><button>S</button><button>M</button><button>XL <small>Nur noch 1 Stück</small></button></div><button class="add-to-cart">In den Warenkorb</button>');
    expect(extractObservation(html)).toMatchObject({ price: 59, availability: 'in_stock' });
  });

  it('still reads a few left written beside the price, outside any choice', () => {
    const html = productPage('de', '<p class="preis">59,00 €</p><p>Nur noch 1 Stück auf Lager</p><button class="add-to-cart">In den Warenkorb</button>');
    expect(extractObservation(html)).toMatchObject({ price: 59, availability: 'limited' });
  });
});
