import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';

// Markup conventions of current storefronts read for batch 23 of the product pages: test hooks on
// purchase buttons, the chosen variant's price element, state amounts in minor units, stock classes.
const page = (lang: string, head: string, body: string): string =>
  `<!doctype html><html lang="${lang}"><head><title>Item</title>${head}</head><body><main><h1>Item</h1>${body}</main></body></html>`;
const ld = (availability: string, offer: Record<string, unknown> = { price: '49.00', priceCurrency: 'EUR' }): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Item', offers: { ...offer, availability: `https://schema.org/${availability}` } })}</script>`;

describe('a control whose test hook names the cart is the purchase button, whatever its label', () => {
  it('reads the pre-order wording beside a button labelled with the state, over in-stock structured data', () => {
    const body = '<div><span class="font-bold">49,00 €</span></div><button type="submit" data-testid="addToCart">Vorbestellen</button><p>Erscheint am 3. Mai – Versand zum Erscheinungstag.</p>';
    expect(extractObservation(page('de', ld('InStock'), body)).availability).toBe('preorder');
  });
});

describe('the chosen variant\'s own price element beats the state that lists every variant', () => {
  it('reads a preselected variation\'s price, not the first variation of the state', () => {
    const variations = [
      { attributes: { attribute_pa_colour: 'red' }, display_price: 10, is_in_stock: true, variation_id: 1 },
      { attributes: { attribute_pa_colour: 'blue' }, display_price: 15, is_in_stock: true, variation_id: 2 },
    ];
    const body = `<p class="price"><span class="woocommerce-Price-amount amount">£10.00</span> – <span class="woocommerce-Price-amount amount">£15.00</span></p><form class="variations_form cart" data-product_variations="${JSON.stringify(variations).replace(/"/g, '&quot;')}"><select name="attribute_pa_colour"><option value="red">Red</option><option value="blue" selected>Blue</option></select><div class="woocommerce-variation single_variation"><div class="woocommerce-variation-price"><span class="price"><span class="woocommerce-Price-amount amount">£15.00</span></span></div></div><button type="submit" class="single_add_to_cart_button button">Add to basket</button></form>`;
    expect(extractObservation(page('en-GB', '', body)).price).toBe(15);
  });
});

describe('a state\'s integer amount that is the shown price times a hundred is in minor units', () => {
  it('reads the shown price, not the state\'s cents', () => {
    const state = { product: { name: 'Item', sku: 'IT-1', price: 4999, currency: 'GBP', inStock: true } };
    const body = `<p class="text-xl">£49.99</p><button class="btn">Add to basket</button><script>window.__INITIAL_STATE__ = ${JSON.stringify(state)};</script>`;
    const read = extractObservation(page('en-GB', '', body));
    expect([read.price, read.currency]).toEqual([49.99, 'GBP']);
  });

  it('keeps a state amount that merely differs from the text', () => {
    const state = { product: { name: 'Item', sku: 'IT-1', price: 5999, currency: 'GBP', inStock: true } };
    const body = `<p class="text-xl">£49.99</p><button class="btn">Add to basket</button><script>window.__INITIAL_STATE__ = ${JSON.stringify(state)};</script>`;
    expect(extractObservation(page('en-GB', '', body)).price).toBe(5999);
  });
});

describe('the shop\'s stock element in the buy box names a restricted state by its class', () => {
  it('reads a back-order class over a pre-order policy line beside it', () => {
    const body = '<p class="price">€49.00</p><p class="stock available-on-backorder">Available on backorder</p><button type="submit" class="single_add_to_cart_button button">Add to basket</button><p>Pre-order items ship on their release date.</p>';
    expect(extractObservation(page('en-IE', ld('InStock'), body)).availability).toBe('backorder');
  });

  it('leaves an in-stock class to the wording around it', () => {
    const body = '<p class="price">€49.00</p><p class="stock in-stock">In stock</p><p>Pre-order: ships from 4 May</p><button type="submit" class="single_add_to_cart_button button">Pre-order now</button>';
    expect(extractObservation(page('en-IE', ld('InStock'), body)).availability).toBe('preorder');
  });
});

describe('a greyed action button labelled with the sold-out state stands for the purchase button', () => {
  it('reads a styled button that only says sold out, after colour buttons, as out of stock over a delivery line', () => {
    const body = '<div class="product-price">1.290 kr.</div><div>Farve: <button class="swatch is-active">Sort</button> <button class="swatch">Hvid</button></div><button class="btn btn-lg" aria-disabled="true">Udsolgt</button><p>Levering 1-2 hverdage</p>';
    expect(extractObservation(page('da', '', body)).availability).toBe('out_of_stock');
  });

  it('leaves a greyed size chip with its sold-out word to the choices beside an enabled purchase button', () => {
    const body = '<div class="product-price">129,00 zł</div><div class="sizes"><button class="chip" disabled>42 Wyprzedane</button><button class="chip">43</button></div><button class="btn">Do koszyka</button>';
    expect(extractObservation(page('pl', '', body)).availability).toBe('in_stock');
  });
});

describe('coming soon with only a button asking to be told is no pre-order', () => {
  const body = (button: string): string => `<div class="precio">249,00 €</div><p class="stock-status">Próximamente</p>${button}`;

  it('reads a stock element saying coming soon beside a notify button, and no purchase button, as out of stock', () => {
    expect(extractObservation(page('es', '', body('<button class="btn">Avísame</button>'))).availability).toBe('out_of_stock');
  });

  it('keeps the pre-order beside a purchase button', () => {
    expect(extractObservation(page('es', '', body('<button class="btn">Añadir a la cesta</button>'))).availability).toBe('preorder');
  });
});
