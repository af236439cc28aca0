import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';

// A sale shown in the buy box while JSON-LD still states the price now struck through beside it.
const productPage = (lang: string, price: number, currency: string, body: string): string =>
  `<!doctype html><html lang="${lang}"><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Product', name: 'Item', offers: { price: String(price), priceCurrency: currency, availability: 'https://schema.org/InStock' },
  })}</script></head><body><main>${body}<button class="add-to-cart">Buy</button></main></body></html>`;

const cases: Array<[name: string, html: string, price: number]> = [
  [
    'Czech page, old price struck by an inline style',
    productPage('cs', 1290, 'CZK', '<h1>Item</h1><div class="cena"><span style="color:#999;text-decoration: line-through">1 290 Kč</span> <strong>990 Kč</strong></div>'),
    990,
  ],
  [
    'Brazilian page, "de … por" with the old price in <del>',
    productPage('pt-BR', 249.9, 'BRL', '<h1>Item</h1><p class="preco-de">De <del>R$ 249,90</del></p><p class="preco-por">Por R$ 199,90</p>'),
    199.9,
  ],
  [
    'JSON-LD already states the sale price: it stays',
    productPage('en', 79, 'USD', '<h1>Item</h1><p><s>$99.00</s> <b>$79.00</b></p>'),
    79,
  ],
  [
    'an instalment beside the struck price is no sale price',
    productPage('de', 1200, 'EUR', '<h1>Item</h1><p><del>1.200,00 €</del></p><p>oder 12 × 100,00 € im Monat</p>'),
    1200,
  ],
  [
    'French page, the old price named "au lieu de" in words, not struck',
    productPage('fr', 39, 'EUR', '<h1>Item</h1><div class="prix"><span class="price">29,90 €</span> <span class="price">au lieu de 39,00 €</span></div>'),
    29.9,
  ],
  [
    'Polish page, "zamiast" before the old price in the same price element',
    productPage('pl', 249, 'PLN', '<h1>Item</h1><p class="product-price">199,00 zł <small>zamiast 249,00 zł</small></p>'),
    199,
  ],
  [
    'JSON-LD already states the price shown beside a price named "instead of": it stays',
    productPage('en', 49, 'USD', '<h1>Item</h1><p class="price">$49.00 <span>instead of $65.00</span></p>'),
    49,
  ],
  [
    'a struck price of a related product does not make JSON-LD stale',
    productPage('fr', 50, 'EUR', '<h1>Item</h1><p class="prix">50,00 €</p><section class="related"><del>50,00 €</del> <ins>40,00 €</ins></section>'),
    50,
  ],
  [
    'Dutch page, the old price struck by a utility class named for the CSS value',
    productPage('nl', 49.95, 'EUR', '<h1>Item</h1><div class="flex gap-2"><span class="text-gray-500 line-through">€ 49,95</span><span class="text-red-600 font-bold">€ 34,95</span></div>'),
    34.95,
  ],
  [
    'German page, JSON-LD still at the amount now shown as the lowest of the last 30 days',
    productPage('de', 89.99, 'EUR', '<h1>Item</h1><div class="product-price"><span class="price">74,99 €</span><p class="price-hint">Niedrigster Preis der letzten 30 Tage: 89,99 €</p></div>'),
    74.99,
  ],
  [
    'JSON-LD at the price shown, which is also the lowest of 30 days: it stays',
    productPage('pl', 199, 'PLN', '<h1>Item</h1><div class="product-price"><del>249,00 zł</del> <span class="price">199,00 zł</span><p>Najniższa cena z 30 dni: 199,00 zł</p></div>'),
    199,
  ],
  [
    'a price element named as having an old price beside it is the current price, not a struck one',
    productPage('nl', 64.95, 'EUR', '<p>Gratis verzending boven 40,00 €</p><h1>Item</h1><div class="price price--has-compare-price">64,95 €</div><s class="price__compare">89,95 €</s>'),
    64.95,
  ],
];

describe('extractObservation with a sale price beside stale JSON-LD', () => {
  it.each(cases)('%s', (_name, html, price) => {
    expect(extractObservation(html).price).toBe(price);
  });
});

describe('extractObservation: a price element the markup names as the price to pay', () => {
  const page = (lang: string, body: string): string => `<!doctype html><html lang="${lang}"><body><main><h1>Item</h1>${body}<button class="add-to-cart">Buy</button></main></body></html>`;

  it('reads the element named the final or current price over a labelled price beside it', () => {
    expect(extractObservation(page('es', '<p><span class="precio">Precio habitual 59,90 €</span> <span class="precio-final">44,90 €</span></p>')).price).toBe(44.9);
    expect(extractObservation(page('en', '<div><span class="price">Price: $120.00</span><span class="current-price">$96.00</span></div>')).price).toBe(96);
  });
});

describe('extractObservation: microdata or meta tags still stating the price now struck beside a sale', () => {
  const page = (lang: string, head: string, body: string): string =>
    `<!doctype html><html lang="${lang}"><head>${head}</head><body><main><h1>Item</h1>${body}<button class="add-to-cart">Buy</button></main></body></html>`;

  it('reads the sale price over stale microdata (German, "statt" in words)', () => {
    const html = page('de', '', '<div itemscope itemtype="https://schema.org/Product"><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="59.90"><meta itemprop="priceCurrency" content="EUR"><link itemprop="availability" href="https://schema.org/InStock"></div></div><p class="preis">44,90 € <span>statt 59,90 €</span></p>');
    expect(extractObservation(html)).toMatchObject({ price: 44.9, currency: 'EUR', availability: 'in_stock' });
  });

  it('reads the sale price over a stale product meta tag (Danish, old price struck)', () => {
    const html = page('da', '<meta property="product:price:amount" content="399.00"><meta property="product:price:currency" content="DKK">', '<p class="pris"><del>399,00 kr.</del> <strong>299,00 kr.</strong></p>');
    expect(extractObservation(html)).toMatchObject({ price: 299, currency: 'DKK' });
  });

  it('keeps microdata that states the price shown, beside another item struck', () => {
    const html = page('en', '', '<div itemscope itemtype="https://schema.org/Product"><meta itemprop="price" content="25.00"><meta itemprop="priceCurrency" content="GBP"></div><p class="price">£25.00</p><section class="related"><s>£25.00</s> <span class="price">£18.00</span></section>');
    expect(extractObservation(html).price).toBe(25);
  });
});

describe('extractObservation: structured data naming no currency', () => {
  const ld = (offer: object): string => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Item', offers: { '@type': 'Offer', ...offer } })}</script>`;
  const page = (lang: string, head: string, body: string): string =>
    `<!doctype html><html lang="${lang}"><head>${head}</head><body><main><h1>Item</h1>${body}<button class="add-to-cart">Add to cart</button></main></body></html>`;

  it('takes the currency from the visible price, its shared sign read in the market of the page', () => {
    const html = page('en-AU', ld({ price: '45.00', availability: 'https://schema.org/InStock' }), '<p class="price">$45.00</p>');
    expect(extractObservation(html)).toMatchObject({ price: 45, currency: 'AUD', availability: 'in_stock' });
  });

  it('reads the sale price beside the struck one it still states, whatever currency the page shows', () => {
    const html = page('ko-KR', ld({ price: '59000', availability: 'https://schema.org/InStock' }), '<p class="price"><del>59,000원</del> <strong>49,000원</strong></p>');
    expect(extractObservation(html)).toMatchObject({ price: 49000, currency: 'KRW' });
  });
});

describe('extractObservation: a pre-order sold through the ordinary purchase button', () => {
  const page = (body: string): string => `<!doctype html><html lang="en-GB"><body><main><h1>Board game, deluxe edition</h1>${body}</main></body></html>`;

  it('reads a pre-order said in the buy box as a pre-order', () => {
    const html = page('<p class="price">£64.99</p><p class="note">Pre-order today, dispatched from 3 March</p><button class="add-to-basket">Add to basket</button>');
    expect(extractObservation(html).availability).toBe('preorder');
  });

  it('keeps in stock when only a related item further down is a pre-order', () => {
    const related = '<section class="related"><h2>You may also like</h2>' + Array.from({ length: 18 }, (_, i) => `<p>Card game ${i}</p>`).join('') + '<div class="tile"><span class="badge">Pre-order</span><span class="price">£29.99</span></div></section>';
    const html = page(`<p class="price">£64.99</p><button class="add-to-basket">Add to basket</button>${related}`);
    expect(extractObservation(html).availability).toBe('in_stock');
  });
});

describe('extractObservation: an old price in an element classed as the previous one', () => {
  it('reads the current price after a price classed "prev", with no strike', () => {
    const html = '<!doctype html><html lang="tr-TR"><body><main><h1>Item</h1><div class="price"><div class="prev">₺1.899,00</div><div class="current">₺1.599,00</div></div><button class="add-to-cart">Sepete Ekle</button></main></body></html>';
    expect(extractObservation(html)).toMatchObject({ price: 1599, currency: 'TRY' });
  });
});

describe('extractObservation: JSON-LD and the price element\'s microdata disagreeing', () => {
  const page = (ldPrice: string, body: string): string =>
    `<!doctype html><html lang="nl-NL"><head><script type="application/ld+json">${JSON.stringify({
      '@type': 'Product', name: 'Tuinset', offers: { price: ldPrice, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    })}</script></head><body><main><h1>Tuinset</h1>${body}<button class="add-to-cart">In winkelwagen</button></main></body></html>`;
  const priceBox = '<div class="price" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="379.00"><meta itemprop="priceCurrency" content="EUR"><span>€ 379,00</span></div>';

  it('reads the one the page shows when JSON-LD states an amount shown nowhere', () => {
    expect(extractObservation(page('429.00', priceBox)).price).toBe(379);
  });

  it('keeps JSON-LD when the page shows its amount', () => {
    expect(extractObservation(page('429.00', `${priceBox}<p class="bundle">Met hoes: € 429,00</p>`)).price).toBe(429);
  });
});

describe('extractObservation: JSON-LD stating an amount the page shows nowhere', () => {
  const page = (lang: string, ldPrice: string, currency: string, body: string): string =>
    `<!doctype html><html lang="${lang}"><head><script type="application/ld+json">${JSON.stringify({
      '@type': 'Product', name: 'Item', offers: { price: ldPrice, priceCurrency: currency, availability: 'https://schema.org/InStock' },
    })}</script></head><body><main><h1>Item</h1>${body}<button class="add-to-cart">Buy</button></main></body></html>`;

  it('reads the price element when the structured price stands nowhere on the page (a shop repriced since)', () => {
    const html = page('sv-SE', '1495', 'SEK', '<div class="product-price"><span class="price">1 295 kr</span></div><p>Fri frakt över 499 kr</p>');
    expect(extractObservation(html)).toMatchObject({ price: 1295, currency: 'SEK' });
  });

  it('keeps the structured price when the only price element is of far another size (an accessory)', () => {
    const html = page('en-US', '249.00', 'USD', '<div class="accessory"><span class="price">$19.99</span> Carrying case</div>');
    expect(extractObservation(html).price).toBe(249);
  });
});
