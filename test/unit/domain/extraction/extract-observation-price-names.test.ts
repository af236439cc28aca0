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

describe('extractObservation: the name of a struck price is not the next amount\'s', () => {
  const ld = (price: string, currency: string): string =>
    `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Item', offers: { price, priceCurrency: currency, availability: 'https://schema.org/InStock' } })}</script>`;

  it('keeps the stated price when "RRP" stands before a struck higher amount and the price follows in its own element', () => {
    const main = '<h1>Desk Lamp</h1><div class="pdp-price"><span class="label">RRP</span> <s>£59.00</s><span class="current">£45.00</span><span>Or 3 payments of £15.00</span></div><section><h2>More lamps</h2><p class="price">£29.00</p></section>';
    expect(extractObservation(shop('en-GB', main, ld('45.00', 'GBP')))).toMatchObject({ price: 45, currency: 'GBP' });
  });

  it('still reads an amount named old in its own element beside a struck one as old', () => {
    const main = '<h1>Tavolo</h1><div class="prezzo"><s>Prezzo consigliato 289,00 €</s><span class="attuale">229,00 €</span><p class="omnibus">Prezzo più basso degli ultimi 30 giorni: 249,00 €</p></div>';
    expect(extractObservation(shop('it-IT', main, ld('249.00', 'EUR')))).toMatchObject({ price: 229, currency: 'EUR' });
    const bare = '<h1>Tavolo</h1><div class="price-box"><s class="price-old">289,00 €</s><span class="price">229,00 €</span><p class="price-lowest">Prezzo più basso degli ultimi 30 giorni: 249,00 €</p></div>';
    expect(extractObservation(shop('it-IT', bare, ld('249.00', 'EUR')))).toMatchObject({ price: 229, currency: 'EUR' });
  });
});

describe('extractObservation: an amount of the text named only as another one is no price of the product', () => {
  it('reads no price where the only amounts are a recommended price in the details and a monthly one', () => {
    const main = '<h1>Kaffeemühle K4</h1><p>Derzeit nicht verfügbar.</p><table><tr><th>Marke</th><td>Mahlwerk</td></tr><tr><th>UVP</th><td>149,00 €</td></tr></table><p>Finanzierung ab 12,42 € / Monat</p>';
    expect(extractObservation(shop('de-DE', main))).toMatchObject({ price: null, currency: null });
  });

  it('still reads the current amount of the text beside an old one', () => {
    const main = '<h1>Kaffeemühle K4</h1><p>Statt 149,00 €</p><p>Jetzt 119,00 €</p><p>Auf Lager</p>';
    expect(extractObservation(shop('de-DE', main))).toMatchObject({ price: 119, currency: 'EUR' });
  });
});

describe('extractObservation: the lowest of others\' offers, told by a count of offers after it', () => {
  it.each([
    ['en-US', '<h1>Stand Mixer</h1><p>Currently unavailable.</p><div class="offers"><span class="price">$84.99</span> (5 new offers)</div>'],
    ['de-DE', '<h1>Standmixer</h1><p>Derzeit nicht verfügbar.</p><div class="angebote"><span class="preis">44,90 €</span> (8 Angebote)</div>'],
  ])('%s: a price element followed on its line by a bracketed count of offers is not the product\'s', (lang, main) => {
    expect(extractObservation(shop(lang, main))).toMatchObject({ price: null });
  });
});

describe('extractObservation: a shelf headed in Japanese, Chinese or Korean lists other items', () => {
  it.each([
    ['zh-CN', '<h1>电热水壶</h1><p>缺货</p><section><h2>看了又看</h2><ul><li>保温杯 <span class="price">¥129.00</span></li></ul></section>'],
    ['ko-KR', '<h1>전기 주전자</h1><p>품절</p><section><h2>함께 구매한 상품</h2><ul><li>텀블러 <span class="price">29,000원</span></li></ul></section>'],
    ['ja-JP', '<h1>電気ケトル</h1><p>在庫切れ</p><section><h2>よく一緒に購入されている商品</h2><ul><li>マグカップ <span class="price">￥1,280</span></li></ul></section>'],
  ])('%s: with the product\'s own price gone, the shelf\'s price is not read', (lang, main) => {
    expect(extractObservation(shop(lang, main))).toMatchObject({ price: null });
  });
});

describe('extractObservation: structured data keeping the price of an offer the page no longer makes', () => {
  const ld = (price: string, currency: string): string =>
    `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Item', offers: { price, priceCurrency: currency, availability: 'https://schema.org/InStock' } })}</script>`;
  const page = (lang: string, main: string, head: string): string => `<!doctype html><html lang="${lang}"><head>${head}</head><body><main>${main}</main></body></html>`;

  it('reads no price where the product is sold out with no button and the stated amount stands nowhere', () => {
    const main = '<h1>Tischleuchte Aro</h1><p class="availability">Derzeit nicht lieferbar</p><button class="notify">Benachrichtigen</button><p>Weitere Anbieter ab 59,00 €</p>';
    expect(extractObservation(page('de-DE', main, ld('74.90', 'EUR')))).toMatchObject({ price: null, currency: null, availability: 'out_of_stock' });
  });

  it('keeps the stated price when the page still shows it, struck or not, or when the shop\'s state holds it', () => {
    const shown = '<h1>Lampada Aro</h1><p class="price">74,90 €</p><p class="availability">Esaurito</p>';
    expect(extractObservation(page('it-IT', shown, ld('74.90', 'EUR')))).toMatchObject({ price: 74.9, availability: 'out_of_stock' });
    const struck = '<h1>Lampada Aro</h1><p class="price"><del>74,90 €</del></p><p class="availability">Esaurito</p>';
    expect(extractObservation(page('it-IT', struck, ld('74.90', 'EUR')))).toMatchObject({ price: 74.9 });
    const state = `<h1>Lampada Aro</h1><div class="price" data-skeleton></div><p class="availability">Esaurito</p><script>window.__INITIAL_STATE__ = {"product":{"name":"Lampada Aro","price":74.9}};</script>`;
    expect(extractObservation(page('it-IT', state, ld('74.90', 'EUR')))).toMatchObject({ price: 74.9 });
  });
});

describe('extractObservation: a price per m² or sq. ft. beside the price of the pack sold (batch 33)', () => {
  const ld = (offer: string): string => `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Parquet","offers":${offer}}</script>`;

  it('reads the pack price over a price per measure printed first in elements of their own', () => {
    const main = '<h1>Parquet chêne</h1><div class="price"><span class="price__value">29,90 €</span><span class="price__unit">/m²</span></div><div class="price">soit 65,78 € le carton de 2,2 m²</div>';
    expect(extractObservation(shop('fr-FR', main))).toMatchObject({ price: 65.78, currency: 'EUR' });
  });

  it('leaves a JSON-LD offer specified per a measure (unitCode MTK or FTK) to the page', () => {
    const main = '<h1>Vinyl Plank</h1><div class="price"><span>$3.19</span><span>/sq. ft.</span></div><div class="price">$54.87 per box</div>';
    const offer = '{"@type":"Offer","price":"3.19","priceCurrency":"USD","priceSpecification":{"@type":"UnitPriceSpecification","price":"3.19","priceCurrency":"USD","unitCode":"FTK"}}';
    expect(extractObservation(shop('en-US', main, ld(offer)))).toMatchObject({ price: 54.87, currency: 'USD' });
  });

  it('keeps a price per measure where the page prices no pack, and a JSON-LD pack price whose reference quantity is the pack', () => {
    expect(extractObservation(shop('de-DE', '<h1>Kunstrasen</h1><div class="price"><span>12,90 €</span><span>/m²</span></div>'))).toMatchObject({ price: 12.9 });
    const offer = '{"@type":"Offer","price":"65.78","priceCurrency":"EUR","priceSpecification":{"@type":"UnitPriceSpecification","price":"65.78","referenceQuantity":{"value":2.2,"unitCode":"MTK"}}}';
    expect(extractObservation(shop('fr-FR', '<h1>Parquet chêne</h1><p>65,78 €</p>', ld(offer)))).toMatchObject({ price: 65.78 });
  });
});
