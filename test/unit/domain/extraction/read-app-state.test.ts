import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';
import { readAppState } from '../../../../src/domain/extraction/read-app-state.js';
import type { PlatformFacts } from '../../../../src/domain/extraction/read-platform-data.js';

const json = (value: unknown): string => JSON.stringify(value);

const cases: Array<[name: string, blob: string, title: string | null, expected: PlatformFacts]> = [
  [
    'a product whose price stands in a block of its selling terms, not its shipping, beside similar items with prices of their own',
    json({ item: { id: 'A-77', title: 'Lampa stojąca Nord', shipping: { price: { amount: '14.99', currency: 'PLN' } }, saleInfo: { current: { value: 349, currency: 'PLN' } }, stockStatus: 'IN_STOCK' }, similar: [{ title: 'Kinkiet Nord', price: { amount: '89.00', currency: 'PLN' } }] }),
    'Lampa stojąca Nord – Sklep',
    { price: 349, currency: 'PLN', availability: 'in_stock' },
  ],
  [
    'a marketplace offer whose price is in its selling mode, named like the title, over recommendations priced directly',
    json({ recommendations: [{ name: 'Pokrowiec', price: { amount: '39.00', currency: 'CZK' } }], offer: { id: '991', name: 'Stan do stołu 8 osób', sellingMode: { format: 'BUY_NOW', price: { amount: '1290.00', currency: 'CZK' } } } }),
    'Stan do stołu 8 osób | Trh',
    { price: 1290, currency: 'CZK', availability: null },
  ],
  [
    'Next.js page props: the product named by the title, not the recommendation listed first',
    json({ props: { pageProps: { recommended: [{ title: 'Uldtæppe', price: { amount: '499.00', currencyCode: 'DKK' }, availableForSale: true }], product: { title: 'Lammeskind puf', price: { amount: '349.00', currencyCode: 'DKK' }, availableForSale: false } } } }),
    'Lammeskind puf | Nordisk Hjem',
    { price: 349, currency: 'DKK', availability: 'out_of_stock' },
  ],
  [
    'Apollo cache: the product and its price found through __ref',
    `window.__APOLLO_STATE__ = ${json({ 'Product:7': { name: 'Cafetière 8 tasses', sku: 'CF8', price: { __ref: 'Money:7' }, stockStatus: 'OUT_OF_STOCK' }, 'Money:7': { value: 39.9, currency: 'EUR' } })};`,
    null,
    { price: 39.9, currency: 'EUR', availability: 'out_of_stock' },
  ],
  [
    "SvelteKit's inline start script: load data as object literals with unquoted keys",
    `{\n__sveltekit_abc = { base: new URL(".", location).pathname.slice(0, -1) };\nconst element = document.currentScript.parentElement;\nPromise.all([import("./_app/start.js"), import("./_app/app.js")]).then(([kit, app]) => { kit.start(app, element, { node_ids: [0, 3], data: [null,{type:"data",data:{user:null,item:{title:"Trail runner GTX",sku:"TR-42",price:139.95,currency:"EUR",inStock:false}},uses:{params:["slug"]}}], form: null, error: null }); });\n}`,
    null,
    { price: 139.95, currency: 'EUR', availability: 'out_of_stock' },
  ],
  [
    'a best price beside the plain one (VTEX stores): the best is what the page sells at',
    json({ props: { pageProps: { product: { productId: '881', productName: 'Cafeteira Italiana 6 xícaras', priceRange: { price: 189.9, bestPrice: 149.9, currency: 'BRL' }, available: true } } } }),
    null,
    { price: 149.9, currency: 'BRL', availability: 'in_stock' },
  ],
  [
    'Nuxt 3 flattened state',
    json([['Reactive', 1], { data: 2 }, { product: 3 }, { sku: 4, title: 5, sellingPrice: 6, inStock: 7 }, 'TZ-9', 'Tazza', 12.5, true]),
    null,
    { price: 12.5, currency: null, availability: 'in_stock' },
  ],
  [
    'state written as JSON.parse of a string literal',
    `window.__INITIAL_STATE__=JSON.parse(${json(json({ pdp: { item: { name: 'Stol', price: { current: 1290, was: 1590, currency: 'SEK' }, stock: 4 } } }))});`,
    null,
    { price: 1290, currency: 'SEK', availability: 'in_stock' },
  ],
  [
    "Magento's price box: the final price, not the old or tax-excluded one",
    json({ '[data-role=priceBox]': { priceBox: { priceConfig: { productId: '12', prices: { oldPrice: { amount: 100 }, basePrice: { amount: 67.23 }, finalPrice: { amount: 80 } } } } } }),
    null,
    { price: 80, currency: null, availability: null },
  ],
  [
    "a GraphQL object typed as a product, with its stock in a block of its own below it",
    json({ data: { catalogItem: { __typename: 'ConfigurableProduct', label: 'Ceramic planter 30 cm', price: { amount: 59, currencyCode: 'AUD' }, inventory: { warehouse: { stock_status: 'OUT_OF_STOCK' } } } } }),
    null,
    { price: 59, currency: 'AUD', availability: 'out_of_stock' },
  ],
  [
    "a flag that says sold out, and a retailer's current retail price beside its regular one",
    json({ pdp: { __typename: 'Product', pricing: { reg_retail: 24.99, current_retail: 19.99 }, delivery: { isSoldOut: true } } }),
    null,
    { price: 19.99, currency: null, availability: 'out_of_stock' },
  ],
  [
    'a status named for inventory',
    json({ item: { sku: 'LP-7', price: 11.5, inventory_status: 'IN_STOCK' } }),
    null,
    { price: 11.5, currency: null, availability: 'in_stock' },
  ],
  [
    'an amount in minor units with its digits',
    json({ product: { key: 'k', masterVariant: { sku: 'T-1', price: { value: { centAmount: 4980, currencyCode: 'JPY', fractionDigits: 0 } } } } }),
    null,
    { price: 4980, currency: 'JPY', availability: null },
  ],
];

describe('readAppState', () => {
  it.each(cases)('%s', (_name, blob, title, expected) => {
    expect(readAppState([blob], title)).toEqual(expected);
  });

  it('does not read the stock of one entry of a list below a product as the product\'s', () => {
    const state = { __typename: 'Product', title: 'Linen shirt', price: 45, stores: [{ city: 'Leeds', inventory: { stock_status: 'OUT_OF_STOCK' } }] };
    expect(readAppState([json(state)], null)).toEqual({ price: 45, currency: null, availability: null });
  });

  it("reads a product's list of prices at its first entry, not another product's price beside it", () => {
    const state = { catalog: { item: { name: 'Wollmütze Fjord', sku: 'WM-F', prices: [{ amount: 24.9, currency: 'EUR', minQuantity: 1 }, { amount: 21.9, currency: 'EUR', minQuantity: 5 }], stock: 'IN_STOCK' } }, alsoViewed: [{ name: 'Schal Fjord', price: { amount: 39.9, currency: 'EUR' } }] };
    expect(readAppState([json(state)], null)).toEqual({ price: 24.9, currency: 'EUR', availability: 'in_stock' });
  });

  // From batch 31's dev pages read with their rendered text taken out; none of these is from them.
  it('reads an integer amount beside its precision (Dinero.js) in minor units', () => {
    const state = { props: { pageProps: { listing: { title: 'Kaffeemühle Konus', sku: 'KM-2', price: { amount: 24990, currency: 'EUR', precision: 2 }, inStock: true } } } };
    expect(readAppState([json(state)], null)).toEqual({ price: 249.9, currency: 'EUR', availability: 'in_stock' });
  });

  it("reads the price to buy outright among a plan's monthly amounts, and a sale status as the product's stock", () => {
    const state = { device: { name: 'Tablet S10 128 GB', sku: 'T-S10', pricing: { monthly: 22.5, outright: 499 }, currencyCode: 'EUR', saleStatus: 'SOLD_OUT' } };
    expect(readAppState([json(state)], null)).toEqual({ price: 499, currency: 'EUR', availability: 'out_of_stock' });
  });

  it('reads nothing from state without a product', () => {
    expect(readAppState([json({ props: { pageProps: { posts: [{ title: 'Hello', id: 1 }] } } })], null)).toBeNull();
    expect(readAppState(['window.__NUXT__={config:{}}'], null)).toBeNull();
  });

  it('reads the currency a product or the whole state states once for the variants below it', () => {
    const state = { product: { title: 'Ullpledd', currencyCode: 'NOK', options: [{ sku: 'UP-GR', price: 899, available: true, selected: true }, { sku: 'UP-BL', price: 949, available: false }] } };
    expect(readAppState([json(state)], 'Ullpledd – Hjemme')).toEqual({ price: 899, currency: 'NOK', availability: 'in_stock' });
  });

  it("still reads a variant's own currency before the one stated above it", () => {
    const state = { currency: 'EUR', product: { sku: 'X1', price: { amount: 25, currencyCode: 'CHF' }, available: true } };
    expect(readAppState([json(state)], null)).toEqual({ price: 25, currency: 'CHF', availability: 'in_stock' });
  });

  it('reads no price from counters, ratings and options that carry a bare value', () => {
    const blog = { props: { pageProps: { post: { slug: 'spring-rolls', title: 'Spring rolls' }, stats: [{ id: 'views', value: 1234 }, { id: 'likes', amount: 87 }], rating: { key: 'avg', raw: 4.6 } } } };
    expect(readAppState([json(blog)], 'Spring rolls | Kitchen notes')).toBeNull();
  });

  it('reads the state any framework hydrates from an underscored global, not only the names it knows', () => {
    const state = { loaderData: { 'routes/p.$slug': { product: { name: 'Kubek termiczny 450 ml', sku: 'KT-450', price: { amount: '79.99', currencyCode: 'PLN' }, available: false } } } };
    const html = `<!doctype html><html lang="pl"><head><title>Kubek termiczny 450 ml – Sklep</title></head><body><main><h1>Kubek termiczny 450 ml</h1><div class="skeleton"></div></main>
<script>window.__staticRouterHydrationData = JSON.parse(${json(json(state))});</script></body></html>`;
    expect(extractObservation(html)).toMatchObject({ price: 79.99, currency: 'PLN', availability: 'out_of_stock', source: 'platform' });
  });

  it.each([
    [
      'a product wrapper',
      `<div id="product-details" data-product='${json({ id_product: '31', name: 'Tazza Mug', price_amount: 12.9, price: '12,90 €', availability: 'unavailable' })}'></div>`,
      { price: 12.9, availability: 'out_of_stock' },
    ],
    [
      "a variable product's form",
      `<form class="variations_form" data-product_variations='${json([{ variation_id: 77, sku: 'CAM-M', display_price: 24.5, display_regular_price: 35, is_in_stock: true }])}'><select name="talla"></select></form>`,
      { price: 24.5, availability: 'in_stock' },
    ],
  ])('reads the product JSON a server-rendered shop hands to its scripts in %s', (_where, element, expected) => {
    const html = `<!doctype html><html lang="it"><head><title>Tazza Mug</title></head><body><main><h1>Tazza Mug</h1>${element}</main></body></html>`;
    expect(extractObservation(html)).toMatchObject({ ...expected, source: 'platform' });
  });

  it('gives a script-built page without structured data its price and stock', () => {
    const html = `<!doctype html><html lang="it"><head><meta property="og:title" content="Lampada Arco"></head><body><main><h1>Lampada Arco</h1><div class="price-slot"></div></main>
<script>window.__PRELOADED_STATE__ = ${json({ catalog: { product: { name: 'Lampada Arco', finalPrice: 219, currency: 'EUR', isInStock: true }, related: [{ name: 'Lampadina', finalPrice: 9, isInStock: true }] } })}</script></body></html>`;
    expect(extractObservation(html)).toMatchObject({ price: 219, currency: 'EUR', availability: 'in_stock', source: 'platform' });
  });

  it("reads Nuxt 2's function-wrapped state with each parameter bound to its argument", () => {
    const blob = `window.__NUXT__=(function(a,b,c,d){return {layout:"default",data:[{item:{sku:"LMP-2",title:"Lampe Opal",brand:'Nord\\'licht',price:b,currency:a,available:c,weight:1e3,note:void 0}}],error:d}}("CHF",149,false,null));`;
    expect(readAppState([blob], null)).toEqual({ price: 149, currency: 'CHF', availability: 'out_of_stock' });
  });

  it('reads Next.js app router flight rows, a row split over two pushes', () => {
    const row = `5:["$","$L4",null,{"item":{"sku":"KB-88","name":"Tastiera meccanica","prices":{"finalPrice":89.9,"currency":"EUR"},"inStock":true}}]\n`;
    const push = (text: string): string => `<script>self.__next_f.push(${json([1, text])})</script>`;
    const html = `<!doctype html><html lang="it"><head><title>Tastiera meccanica</title></head><body><main><div class="skeleton"></div></main>${push(row.slice(0, 40))}${push(row.slice(40))}</body></html>`;
    expect(extractObservation(html)).toMatchObject({ price: 89.9, currency: 'EUR', availability: 'in_stock', source: 'platform' });
  });

  it("reads Angular's TransferState, escaped for HTML", () => {
    const state = json({ 'pdp.4471': { id: 4471, name: 'Tapis de yoga', price: { value: 34.9, currency: 'EUR' }, stock: 0 } }).replace(/"/g, '&q;');
    const html = `<!doctype html><html lang="fr"><head><title>Tapis de yoga</title></head><body><app-root></app-root><script id="serverApp-state" type="application/json">${state}</script></body></html>`;
    expect(extractObservation(html)).toMatchObject({ price: 34.9, currency: 'EUR', availability: 'out_of_stock', source: 'platform' });
  });

  it('reads the price as written beside an amount in minor units', () => {
    const blob = json({ product: { sku: 'KAWA-1', name: 'Kawa ziarnista 1 kg', price: { valueInGrosze: 6499, formatted: '64,99 zł' }, stock: 12 } });
    expect(readAppState([blob], null)).toEqual({ price: 64.99, currency: 'PLN', availability: 'in_stock' });
  });

  it("reads the one currency a state states elsewhere (a shop's settings) for a product that states none", () => {
    const state = { settings: { store: { currency_code: 'SEK', country: 'SE' } }, page: { product: { sku: 'TK-9', title: 'Tekanna', final_price: 349, in_stock: true } } };
    expect(readAppState([json(state)], null)).toEqual({ price: 349, currency: 'SEK', availability: 'in_stock' });
    const twoCurrencies = { markets: [{ currencyCode: 'SEK' }, { currencyCode: 'NOK' }], product: { sku: 'TK-9', final_price: 349 } };
    expect(readAppState([json(twoCurrencies)], null)?.currency).toBeNull();
  });

  it('reads the currency from a price string the state writes as the page shows it', () => {
    const blob = json({ shop: { locale: 'de-AT' }, item: { id: 'RAD-7', title: 'Kinderrad 20 Zoll', price: { sale: '€ 329,00', regular: '€ 379,00' }, inStock: true } });
    expect(readAppState([blob], null)).toEqual({ price: 329, currency: 'EUR', availability: 'in_stock' });
  });

  it('reads the offer the page has selected among several', () => {
    const blob = json({ listing: { offers: [{ sku: 'S', price: 18, inStock: true }, { sku: 'M', price: 21, inStock: false, isSelected: true }, { sku: 'L', price: 18, inStock: true }] } });
    expect(readAppState([blob], null)).toEqual({ price: 21, currency: null, availability: 'out_of_stock' });
  });

  it("reads the option a product names as chosen by one of that option's values, over the product's own stock", () => {
    const blob = json({ item: { id: 'PL-88', title: 'Regenjacke Kira', priceInfo: { amount: 89, currency: 'EUR' }, price: 89, inStock: true, currentSizeCode: 'L', sizes: [{ code: 'M', inventory: 6 }, { code: 'L', inventory: 0 }, { code: 'XL', inventory: 2 }] } });
    expect(readAppState([blob], null)).toEqual({ price: 89, currency: 'EUR', availability: 'out_of_stock' });
  });

  it('reads a product that states no price of its own at the option flagged chosen, priced in a block of its own', () => {
    const blob = json({ product: { sku: 'TAB-11', name: 'Tablet 11', currency: 'SEK', stockStatus: 'IN_STOCK', configurations: [{ memory: '128', pricing: { sale: 4990, list: 5490 } }, { memory: '256', pricing: { sale: 5790, list: 6290 }, isActive: true }] } });
    expect(readAppState([blob], null)).toEqual({ price: 5790, currency: 'SEK', availability: 'in_stock' });
  });

  it('reads no chosen option from a list of other products, nor one whose price or count only equals the named value', () => {
    const blob = json({ product: { sku: 'KET-2', name: 'Kettle Arc', price: 49, status: 'IN_STOCK', selectedColour: '3', colours: [{ colour: 'Sage', stock: 3, price: 49 }, { colour: 'Stone', stock: 0, price: 3 }], relatedItems: [{ colour: '3', price: 12, status: 'OUT_OF_STOCK' }, { colour: 'x', price: 15 }] } });
    expect(readAppState([blob], null)).toEqual({ price: 49, currency: null, availability: 'in_stock' });
  });

  it('reads a stock status no schema names as the words it spells', () => {
    const blob = json({ product: { name: 'Wollmütze Fjord', price: 24.9, currency: 'EUR', inventory: { status: 'ALMOST_SOLD_OUT', units: 3 } } });
    expect(readAppState([blob], null)).toEqual({ price: 24.9, currency: 'EUR', availability: 'limited' });
  });

  it('takes no stock from a product an Apollo cache lists as recommended, though it sits at the top of the cache', () => {
    const blob = `window.__APOLLO_STATE__ = ${json({
      'Product:1': { name: 'Sofa Brera', price: { amount: 899, currency: 'EUR' }, recommendations: [{ __ref: 'Product:2' }] },
      'Product:2': { name: 'Kissen Brera', price: { amount: 29, currency: 'EUR' }, stockStatus: 'IN_STOCK' },
    })};`;
    expect(readAppState([blob], null)).toEqual({ price: 899, currency: 'EUR', availability: null });
  });

  it('reads the price with tax over a plain price without it, whichever way the key names it', () => {
    const blob = json({ product: { sku: 'LMP-3', name: 'Stehlampe Bogen', price: 100, priceInclVat: 121, currency: 'EUR', inStock: true } });
    expect(readAppState([blob], null)).toEqual({ price: 121, currency: 'EUR', availability: 'in_stock' });
    const reversed = json({ item: { id: 'KTL-2', title: 'Kettle', price: 62.5, vat_inclusive_price: 75, currency: 'GBP' } });
    expect(readAppState([reversed], null)?.price).toBe(75);
  });

  it('gives a state price that names no currency the currency of the page\'s market when the page states none', () => {
    const state = json({ props: { pageProps: { product: { id: 'p-77', name: 'Plaid en laine', price: 24.5, available: true } } } });
    const html = `<!doctype html><html lang="fr-BE"><head><title>Plaid en laine</title></head><body><main><h1>Plaid en laine</h1><div class="price skeleton"></div></main><script id="__NEXT_DATA__" type="application/json">${state}</script></body></html>`;
    expect(extractObservation(html)).toMatchObject({ price: 24.5, currency: 'EUR', availability: 'in_stock', source: 'platform' });
    expect(extractObservation(html.replace('lang="fr-BE"', 'lang="en"'))).toMatchObject({ price: 24.5, currency: null });
  });
});
