import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';

// What a page shows of stock against what its structured data states, and visible wording read alone.
const page = (lang: string, head: string, body: string): string =>
  `<!doctype html><html lang="${lang}"><head>${head}</head><body><header><p>Gratis verzending · Vandaag besteld, morgen in huis</p></header><main><h1>Item</h1>${body}</main><footer><p>Op voorraad in al onze winkels</p></footer></body></html>`;
const ld = (availability: string): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Item', offers: { price: '45.00', priceCurrency: 'EUR', availability: `https://schema.org/${availability}` } })}</script>`;
const productJson = (available: boolean): string =>
  `<script type="application/json" data-product-json>${JSON.stringify({ product: { id: 1, title: 'Item', price: 4500, available, variants: [{ id: 11, price: 4500, available }] } })}</script>`;

describe('extractObservation: structured data saying sold out beside a live page', () => {
  it("reads in stock when the shop's own product data says available and the product's button works", () => {
    const html = page('nl', ld('OutOfStock') + productJson(true), '<p class="price">€ 45,00</p><button class="add-to-cart">In winkelwagen</button>');
    expect(extractObservation(html).availability).toBe('in_stock');
  });

  it('keeps sold out when the button is disabled, or when no product data says available', () => {
    expect(extractObservation(page('nl', ld('OutOfStock') + productJson(true), '<p class="price">€ 45,00</p><button class="add-to-cart" disabled>In winkelwagen</button>')).availability).toBe('out_of_stock');
    expect(extractObservation(page('nl', ld('OutOfStock'), '<p class="price">€ 45,00</p><button class="add-to-cart">In winkelwagen</button>')).availability).toBe('out_of_stock');
    expect(extractObservation(page('nl', ld('OutOfStock') + productJson(false), '<p class="price">€ 45,00</p><button class="add-to-cart">In winkelwagen</button>')).availability).toBe('out_of_stock');
  });
});

describe('extractObservation: visible wording read alone, with no structured stock', () => {
  it('reads no in-stock wording far from the price on a page without a purchase control', () => {
    const html = page('nl', '', '<p class="price">€ 45,00</p><p>Meld je aan om de voorraad te zien</p><p>Kleur: zand</p><p>Materiaal: katoen</p><p>Gewicht: 300 g</p><section><h2>Beoordelingen</h2><p>Eindelijk weer op voorraad, meteen besteld!</p></section>');
    expect(extractObservation(html).availability).toBeNull();
  });

  it('reads in-stock wording in the buy box', () => {
    const html = page('nl', '', '<p class="price">€ 45,00</p><p>Op voorraad</p><p>Meld je aan om te bestellen</p>');
    expect(extractObservation(html).availability).toBe('in_stock');
  });

  it('still reads sold-out wording anywhere', () => {
    const html = page('nl', '', '<p class="price">€ 45,00</p><p>Kleur: zand</p><p>Maat: 42</p><p>Materiaal: katoen</p><p>Gewicht: 300 g</p><p>Uitverkocht</p>');
    expect(extractObservation(html).availability).toBe('out_of_stock');
  });

  it("does not let a working button past another item's price sell the product", () => {
    const shelf = '<section><p>Past goed bij</p><p>Riem</p><p class="price">€ 19,95</p><button class="add-to-cart">In winkelwagen</button></section>';
    const html = page('nl', '', `<p class="price">€ 45,00</p><p>Kleur: zand</p><p>Maat: 42</p><p>Materiaal: katoen</p><p>Gewicht: 300 g</p>${shelf}`);
    expect(extractObservation(html).availability).toBeNull();
  });
});
