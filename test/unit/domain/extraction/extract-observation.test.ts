import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';
import type { Observation } from '../../../../src/domain/observation.js';

const ldJson = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const page = (head: string, body = ''): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const fixture = (name: string): string => readFileSync(new URL(`../../../fixtures/pages/extraction/${name}`, import.meta.url), 'utf8');

type Expected = Partial<Omit<Observation, 'text'>>;
type Case = [name: string, html: string, expected: Expected, options?: { url?: string; keywords?: string[] }];

const cases: Case[] = [
  [
    'JSON-LD Product with Offer, string price, schema URL availability',
    page(ldJson({ '@context': 'https://schema.org', '@type': 'Product', name: 'Acme Kettle', offers: { '@type': 'Offer', price: '49.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' } })),
    { title: 'Acme Kettle', price: 49.99, currency: 'USD', availability: 'in_stock', source: 'json-ld' },
  ],
  [
    'JSON-LD numeric price and bare availability value',
    page(ldJson({ '@type': 'Product', name: 'Kettle', offers: { price: 1299, priceCurrency: 'eur', availability: 'InStock' } })),
    { price: 1299, currency: 'EUR', availability: 'in_stock', source: 'json-ld' },
  ],
  [
    'JSON-LD @graph with AggregateOffer lowPrice',
    page(ldJson({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'Shop' }, { '@type': 'Product', name: 'Graph Phone', offers: { '@type': 'AggregateOffer', lowPrice: '399.00', highPrice: '599.00', priceCurrency: 'GBP', availability: 'http://schema.org/OutOfStock' } }] })),
    { title: 'Graph Phone', price: 399, currency: 'GBP', availability: 'out_of_stock', source: 'json-ld' },
  ],
  [
    'JSON-LD top-level array with an offers array',
    page(ldJson([{ '@type': 'Organization', name: 'Acme' }, { '@type': ['Product', 'Thing'], name: 'Array Lamp', offers: [{ '@type': 'Offer', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' }, { '@type': 'Offer', price: '1.299', priceCurrency: 'EUR' }] }])),
    { title: 'Array Lamp', price: 1.299, currency: 'EUR', availability: 'in_stock', source: 'json-ld' },
  ],
  [
    'JSON-LD Product nested as mainEntity of a WebPage, pre-order',
    page(ldJson({ '@type': 'ItemPage', mainEntity: { '@type': 'Product', name: 'Console X', offers: { '@type': 'Offer', price: '499.99', priceCurrency: 'USD', availability: 'https://schema.org/PreOrder' } } })),
    { title: 'Console X', price: 499.99, availability: 'preorder', source: 'json-ld' },
  ],
  [
    'JSON-LD price in priceSpecification, skipping the strikethrough list price',
    page(ldJson({ '@type': 'Product', name: 'Spec Chair', offers: { '@type': 'Offer', priceSpecification: [{ '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: 300, priceCurrency: 'USD' }, { '@type': 'UnitPriceSpecification', price: 249, priceCurrency: 'USD' }] } })),
    { price: 249, currency: 'USD', source: 'json-ld' },
  ],
  [
    'JSON-LD ProductGroup with variants',
    page(ldJson({ '@type': 'ProductGroup', name: 'Tee', hasVariant: [{ '@type': 'Product', name: 'Tee S', offers: { '@type': 'Offer', price: 25, priceCurrency: 'USD', availability: 'https://schema.org/LimitedAvailability' } }] })),
    { title: 'Tee', price: 25, availability: 'limited', source: 'json-ld' },
  ],
  [
    'JSON-LD with a trailing comma and raw newline is repaired',
    page('<script type="application/ld+json">{"@type": "Product", "name": "Loose\nJSON", "offers": {"price": "10.50", "priceCurrency": "USD",},}</script>'),
    { title: 'Loose JSON', price: 10.5, source: 'json-ld' },
  ],
  [
    'broken JSON-LD does not throw and microdata takes over',
    page('<script type="application/ld+json">{"@type": "Product", "offers": {{{</script>', '<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Micro Mug</h1><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="12.00">$12</span><meta itemprop="priceCurrency" content="USD"><link itemprop="availability" href="https://schema.org/BackOrder"></div></div>'),
    { price: 12, currency: 'USD', availability: 'backorder', source: 'microdata' },
  ],
  [
    'microdata price read from text in a European format',
    page('<title>Lampe</title>', '<div itemscope itemtype="http://schema.org/Product"><span itemprop="price">1.299,00 €</span><span itemprop="availability">Out of stock</span></div>'),
    { title: 'Lampe', price: 1299, currency: 'EUR', availability: 'out_of_stock', source: 'microdata' },
  ],
  [
    'Open Graph product meta tags',
    page('<meta property="og:title" content="Meta Desk"><meta property="product:price:amount" content="349.00"><meta property="product:price:currency" content="AUD"><meta property="og:availability" content="oos">'),
    { title: 'Meta Desk', price: 349, currency: 'AUD', availability: 'out_of_stock', source: 'meta' },
  ],
  [
    'og:price meta tags and product:availability',
    page('<meta property="og:price:amount" content="15.5"><meta property="og:price:currency" content="EUR"><meta property="product:availability" content="in stock">'),
    { price: 15.5, currency: 'EUR', availability: 'in_stock', source: 'meta' },
  ],
  [
    'Shopify product JSON in cents, sold out',
    page('<title>Cap</title><script>window.ShopifyAnalytics = {}; window.ShopifyAnalytics.meta = {}; window.ShopifyAnalytics.meta.currency = \'USD\';</script>', '<script type="application/json" data-product-json>{"id":1,"available":false,"price":2500,"variants":[{"id":2,"price":2500,"available":false}]}</script><button name="add" disabled>Sold out</button>'),
    { title: 'Cap', price: 25, currency: 'USD', availability: 'out_of_stock', source: 'platform' },
  ],
  [
    'Shopify analytics meta variables only',
    page('<script>var meta = {"product":{"id":9,"variants":[{"id":1,"price":129900,"name":"Bike"}]},"page":{"pageType":"product"}};\nShopify.currency = {"active":"EUR","rate":"1.0"};</script>'),
    { price: 1299, currency: 'EUR', source: 'platform' },
  ],
  [
    "Shopify analytics meta: the variant the page's ?variant= address names, not the first",
    page('<meta property="og:url" content="https://shop.example/products/kettle?variant=302"><script>var meta = {"product":{"id":9,"variants":[{"id":301,"price":4900,"name":"Kettle - 1 l"},{"id":302,"price":5900,"name":"Kettle - 1.7 l"}]},"page":{"pageType":"product"}};\nShopify.currency = {"active":"GBP","rate":"1.0"};</script>'),
    { price: 59, currency: 'GBP', source: 'platform' },
  ],
  [
    "Shopify product JSON: the ?variant= address's variant when the JSON flags none",
    page('<meta property="og:url" content="https://shop.example/products/rug?variant=12"><script>window.ShopifyAnalytics = {}; window.ShopifyAnalytics.meta = {}; window.ShopifyAnalytics.meta.currency = \'EUR\';</script>', '<script type="application/json" data-product-json>{"id":1,"variants":[{"id":11,"price":9900,"available":true},{"id":12,"price":14900,"available":true}]}</script>'),
    { price: 149, currency: 'EUR', availability: 'in_stock', source: 'platform' },
  ],
  [
    'WooCommerce sale price in <ins>, old price in <del>',
    page('<title>Woo Hoodie</title>', '<p class="price"><del><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&pound;</span>60.00</bdi></span></del> <ins><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&pound;</span>45.00</bdi></span></ins></p><p class="stock out-of-stock">Out of stock</p>'),
    { price: 45, currency: 'GBP', availability: 'out_of_stock', source: 'platform' },
  ],
  [
    'Magento final price attribute, old price ignored',
    page('', '<div class="price-box"><span class="old-price"><span data-price-amount="99" data-price-type="oldPrice" class="price-wrapper"><span class="price">$99.00</span></span></span><span class="special-price"><span data-price-amount="79.5" data-price-type="finalPrice" class="price-wrapper"><span class="price">$79.50</span></span></span></div><div class="stock available"><span>In stock</span></div>'),
    { price: 79.5, currency: 'USD', availability: 'in_stock', source: 'platform' },
  ],
  [
    'BigCommerce BCData',
    page('<script>var BCData = {"csrf_token":"abc","product_attributes":{"sku":"X1","instock":true,"price":{"without_tax":{"formatted":"$64.95","value":64.95,"currency":"USD"}}}};</script>'),
    { price: 64.95, currency: 'USD', availability: 'in_stock', source: 'platform' },
  ],
  [
    'BigCommerce price element',
    page('', '<span class="price price--withoutTax" data-product-price-without-tax>$33.00</span>'),
    { price: 33, currency: 'USD', source: 'platform' },
  ],
  [
    'generic price class; prices in a related-products carousel are ignored',
    page('', '<section class="related-products"><span class="price">$5.00</span></section><h1>Bag</h1><div class="product-price">€ 89,90</div>'),
    { price: 89.9, currency: 'EUR', source: 'platform' },
  ],
  [
    'a "recommend" block (as Japanese shops name it) is a related-products widget: its prices are ignored',
    page('', '<h1>Tasse</h1><p>Preis: 12,00 €</p><div class="recommend"><span class="price">8,00 €</span></div>'),
    { price: 12, currency: 'EUR' },
  ],
  [
    'JSON-LD states a span of prices: the selected variant shown in the buy box, when within it',
    page(
      '<script type="application/ld+json">{"@type":"Product","name":"Rug","offers":{"@type":"AggregateOffer","lowPrice":"120","highPrice":"340","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script>',
      '<h1>Rug</h1><p>ab 120 €</p><select><option>80 × 150</option><option selected>160 × 230</option></select><div class="product-price">230,00 €</div><button>In den Warenkorb</button>',
    ),
    { price: 230, currency: 'EUR', availability: 'in_stock', source: 'json-ld' },
  ],
  [
    'JSON-LD states a span of prices: a shown price outside it (an accessory) leaves the low end',
    page(
      '<script type="application/ld+json">{"@type":"Product","name":"Rug","offers":{"@type":"AggregateOffer","lowPrice":"120","highPrice":"340","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script>',
      '<h1>Rug</h1><div class="product-price">19,90 €</div><button>In den Warenkorb</button>',
    ),
    { price: 120, currency: 'EUR', availability: 'in_stock', source: 'json-ld' },
  ],
  [
    'visible text near a price label and an add-to-basket button',
    page('<title>Teapot</title>', '<h1>Teapot</h1><p>Our price: £24.99</p><button type="submit">Add to basket</button>'),
    { title: 'Teapot', price: 24.99, currency: 'GBP', availability: 'in_stock', source: 'heuristic' },
  ],
  [
    'visible text: was/now prefers the current price',
    page('', '<p>Was $59.99 Now $49.99</p><p>Free shipping on orders over $35</p><p>In stock</p>'),
    { price: 49.99, currency: 'USD', availability: 'in_stock', source: 'heuristic' },
  ],
  [
    'visible text: sold out with a disabled button',
    page('', '<h1>Sneaker</h1><p>Price $120</p><p>Sold out</p><button disabled>Add to cart</button>'),
    { price: 120, availability: 'out_of_stock', source: 'heuristic' },
  ],
  [
    'no commerce signal: a news article has no price',
    page('<title>Budget news</title>', '<article><h1>Budget</h1><p>The city will spend $12 million on roads.</p></article>'),
    { title: 'Budget news', price: null, currency: null, availability: null, source: null },
  ],
  [
    'a country domain settles the dollar',
    page('', '<span class="price">$45.00</span>'),
    { price: 45, currency: 'CAD', source: 'platform' },
    { url: 'https://shop.example.ca/p/1' },
  ],
  [
    'keywords pick the member price among price elements',
    page('', '<div class="price regular">Regular price $59.99</div><div class="price member">Member price $49.99</div>'),
    { price: 49.99, currency: 'USD', source: 'platform' },
    { keywords: ['member price'] },
  ],
  [
    'without keywords the first price element wins',
    page('', '<div class="price regular">Regular price $59.99</div><div class="price member">Member price $49.99</div>'),
    { price: 59.99, source: 'platform' },
  ],
  [
    'a keyword match overrides structured data: it is the price the user asked about',
    page(ldJson({ '@type': 'Product', name: 'Club Pass', offers: { price: '100', priceCurrency: 'USD' } }), '<p>Price $100</p><p>Members pay only $80</p><button>Add to cart</button>'),
    { title: 'Club Pass', price: 80, currency: 'USD', source: 'heuristic' },
    { keywords: ['members'] },
  ],
  [
    'title from og:title when there is no JSON-LD name',
    page('<title>Site | Thing</title><meta property="og:title" content="  Thing &amp; More  ">'),
    { title: 'Thing & More' },
  ],
];

// Product choice, placeholder prices, variants, and where structured data and visible text disagree.
const productCases: Case[] = [
  [
    "the page's own product wins over an accessory block listed first",
    page('<title>Trail Runner 2 | Shop</title>' + ldJson({ '@type': 'Product', name: 'Shoe Cleaning Kit', offers: { price: '9.99', priceCurrency: 'USD' } }) + ldJson({ '@type': 'Product', name: 'Trail Runner 2', offers: { price: '129.00', priceCurrency: 'USD', availability: 'InStock' } })),
    { title: 'Trail Runner 2', price: 129, availability: 'in_stock', source: 'json-ld' },
  ],
  [
    "the product whose URL is the page's address wins",
    page(ldJson([{ '@type': 'Product', name: 'Cable', url: 'https://shop.example/p/cable', offers: { price: '5' } }, { '@type': 'Product', name: 'Dock', url: 'https://shop.example/p/dock', offers: { price: '150' } }])),
    { title: 'Dock', price: 150 },
    { url: 'https://shop.example/p/dock?ref=home' },
  ],
  [
    'a JSON-LD price of 0 is a placeholder: the platform price is taken',
    page(ldJson({ '@type': 'Product', name: 'Lamp', offers: { price: '0.00', priceCurrency: 'EUR', availability: 'InStock' } }), '<span class="price">49,00 €</span>'),
    { price: 49, currency: 'EUR', availability: 'in_stock', source: 'platform' },
  ],
  [
    'per-size offers, some sold out: in stock at the lowest price that can be bought',
    page(ldJson({ '@type': 'Product', name: 'Tee', offers: [
      { '@type': 'Offer', name: 'S', price: '19.00', priceCurrency: 'USD', availability: 'OutOfStock' },
      { '@type': 'Offer', name: 'M', price: '25.00', priceCurrency: 'USD', availability: 'InStock' },
      { '@type': 'Offer', name: 'L', price: '27.00', priceCurrency: 'USD', availability: 'InStock' },
    ] })),
    { price: 25, availability: 'in_stock', source: 'json-ld' },
  ],
  [
    'every offer sold out: out of stock at the lowest price',
    page(ldJson({ '@type': 'Product', name: 'Tee', offers: [{ price: '27.00', availability: 'SoldOut' }, { price: '25.00', availability: 'OutOfStock' }] })),
    { price: 25, availability: 'out_of_stock' },
  ],
  [
    'a capitalised "Offers" key is read',
    page(ldJson({ '@type': 'Product', Name: 'Kettle', Offers: { Price: '39.90', PriceCurrency: 'GBP', Availability: 'https://schema.org/InStock' } })),
    { price: 39.9, currency: 'GBP', availability: 'in_stock', source: 'json-ld' },
  ],
  [
    'Shopify variants: in stock when any is, at the lowest available price',
    page('', '<script type="application/json" data-product-json>{"variants":[{"price":3900,"available":false},{"price":4500,"available":true},{"price":4200,"available":true}]}</script>'),
    { price: 42, availability: 'in_stock', source: 'platform' },
  ],
  [
    'Shopify variants: the variant the theme names as selected, not the lowest price',
    page('', '<script type="application/json" data-product-json>{"product":{"variants":[{"id":11,"price":1500,"available":true},{"id":12,"price":2200,"available":true}]},"selected_or_first_available_variant":{"id":12,"title":"XL"}}</script>'),
    { price: 22, availability: 'in_stock', source: 'platform' },
  ],
  [
    'Shopify variants: a variant flagged selected, and a selected id that names no variant is passed over',
    page('', '<script type="application/json" data-product-json>{"current_variant_id":99,"variants":[{"id":1,"price":900,"available":true},{"id":2,"price":1200,"available":true,"selected":true}]}</script>'),
    { price: 12, availability: 'in_stock', source: 'platform' },
  ],
  [
    'Shopify variants: an unknown selected id leaves the lowest available price',
    page('', '<script type="application/json" data-product-json>{"current_variant_id":99,"variants":[{"id":1,"price":900,"available":true},{"id":2,"price":1200,"available":true}]}</script>'),
    { price: 9, availability: 'in_stock', source: 'platform' },
  ],
  [
    'JSON-LD offers a span of sizes; the product JSON names the size the page has selected',
    page(
      ldJson({ '@type': 'Product', name: 'Rope', offers: [{ '@type': 'Offer', price: '12.00', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' }, { '@type': 'Offer', price: '31.50', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' }] }),
      '<script type="application/json" data-product-json>{"product":{"variants":[{"id":"a","price":1200,"available":true},{"id":"b","price":3150,"available":true}]},"current_variant_id":"b"}</script><h1>Rope</h1><span class="price">£31.50</span><button name="add">Add to basket</button>',
    ),
    { price: 31.5, currency: 'GBP', availability: 'in_stock', source: 'json-ld' },
  ],
  [
    'a buy box inside an element whose class says "sidebar" is read',
    page('<title>Desk</title>', '<div class="product-sidebar"><h1>Desk</h1><span class="price">$320.00</span><p class="stock">Sold out</p></div><p>Solid oak.</p>'),
    { price: 320, currency: 'USD', availability: 'out_of_stock', source: 'platform' },
  ],
  [
    'buy box "Sold out" beats stale JSON-LD InStock',
    page(ldJson({ '@type': 'Product', name: 'Cap', offers: { price: '25', priceCurrency: 'USD', availability: 'InStock' } }), '<h1>Cap</h1><div class="price">$25.00</div><p>Sold out</p><p>Cotton twill.</p>'),
    { price: 25, availability: 'out_of_stock', source: 'json-ld' },
  ],
  [
    'buy box "Nicht auf Lager" beats stale microdata InStock',
    page('', '<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Kocher</h1><span class="price" itemprop="price" content="39.95">39,95 €</span><link itemprop="availability" href="https://schema.org/InStock"><p>Zurzeit nicht auf Lager</p></div>'),
    { price: 39.95, availability: 'out_of_stock', source: 'microdata' },
  ],
  [
    '"Sold out" far from the price, among other products, does not beat JSON-LD',
    page(ldJson({ '@type': 'Product', name: 'Cap', offers: { price: '25', priceCurrency: 'USD', availability: 'InStock' } }), '<h1>Cap</h1><div class="price">$25.00</div><button>Add to cart</button>' + '<p>Cotton twill, one size.</p>'.repeat(6) + '<div class="you-may-also-like"><p>Beanie</p><p>Sold out</p></div><div><h3>Scarf</h3><p>Sold out</p></div>'),
    { price: 25, availability: 'in_stock' },
  ],
  [
    'in-stock wording with a working button beats stale JSON-LD OutOfStock',
    page(ldJson({ '@type': 'Product', name: 'Cap', offers: { price: '25', priceCurrency: 'USD', availability: 'OutOfStock' } }), '<div class="price">$25.00</div><p>In stock</p><button>Add to cart</button>'),
    { availability: 'in_stock' },
  ],
  [
    'in-stock wording without a working button leaves JSON-LD OutOfStock',
    page(ldJson({ '@type': 'Product', name: 'Cap', offers: { price: '25', priceCurrency: 'USD', availability: 'OutOfStock' } }), '<div class="price">$25.00</div><p>In stock soon?</p><p>In stock</p>'),
    { availability: 'out_of_stock' },
  ],
  [
    'buy-box wording about stock that is not understood leaves JSON-LD InStock unknown, and says so',
    page(ldJson({ '@type': 'Product', name: 'Lamp', offers: { price: '60', priceCurrency: 'EUR', availability: 'InStock' } }), '<h1>Lamp</h1><div class="price">60,00 €</div><p>Delivery to your region is not possible</p>'),
    { price: 60, availability: null, note: expect.stringContaining('stock left unknown') },
  ],
  [
    'buy-box wording not understood leaves JSON-LD OutOfStock as it is',
    page(ldJson({ '@type': 'Product', name: 'Lamp', offers: { price: '60', priceCurrency: 'EUR', availability: 'OutOfStock' } }), '<h1>Lamp</h1><div class="price">60,00 €</div><p>Delivery to your region is not possible</p>'),
    { availability: 'out_of_stock' },
  ],
  [
    'buy-box wording not understood beside an enabled purchase button keeps JSON-LD InStock',
    page(ldJson({ '@type': 'Product', name: 'Lamp', offers: { price: '60', priceCurrency: 'EUR', availability: 'InStock' } }), '<h1>Lamp</h1><div class="price">60,00 €</div><p>Delivery to your region is not possible</p><button>In den Warenkorb</button>'),
    { availability: 'in_stock' },
  ],
  [
    'a short line beside the price that is not understood, on a page with no purchase control, leaves JSON-LD InStock unknown',
    page(ldJson({ '@type': 'Product', name: 'Lampi', offers: { price: '60', priceCurrency: 'EUR', availability: 'InStock' } }), '<h1>Lampi</h1><div class="price">60,00 €</div><p>Toode on hetkel laost otsas</p><h2>Kirjeldus</h2><p>Messingist laualamp.</p>'),
    { price: 60, availability: null, note: expect.stringContaining('stock left unknown') },
  ],
  [
    'a heading after the price is no status line: JSON-LD InStock stands on a page with no purchase control',
    page(ldJson({ '@type': 'Product', name: 'Lampi', offers: { price: '60', priceCurrency: 'EUR', availability: 'InStock' } }), '<h1>Lampi</h1><div class="price">60,00 €</div><h2>Kirjeldus</h2><p>Messingist laualamp.</p>'),
    { price: 60, availability: 'in_stock' },
  ],
  [
    'a line with figures after the price (tax, instalments) is no status line',
    page(ldJson({ '@type': 'Product', name: 'Lamp', offers: { price: '60', priceCurrency: 'EUR', availability: 'InStock' } }), '<h1>Lamp</h1><div class="price">60,00 €</div><p>inkl. 19 % MwSt., zzgl. Versand</p>'),
    { price: 60, availability: 'in_stock' },
  ],
  [
    'an unread line beside the price does not silence JSON-LD InStock when a purchase link styled as a button stands in the buy box',
    page(ldJson({ '@type': 'Product', name: 'Lamp', offers: { price: '60', priceCurrency: 'EUR', availability: 'InStock' } }), '<h1>Lamp</h1><div class="price">60,00 €</div><p>Gratis retour binnen dertig dagen</p><a class="btn btn--primary" href="/cart/add/1">In winkelwagen</a>'),
    { price: 60, availability: 'in_stock' },
  ],
  [
    'German negated availability beats stale JSON-LD InStock',
    page(ldJson({ '@type': 'Product', name: 'Lampe', offers: { price: '60', priceCurrency: 'EUR', availability: 'InStock' } }), '<h1>Lampe</h1><div class="price">60,00 €</div><p>Dieser Artikel ist momentan leider nicht bestellbar</p>'),
    { availability: 'out_of_stock' },
  ],
  [
    'a delivery time in the buy box of a page without structured data reads as in stock',
    page('<title>Lamp</title>', '<h1>Lamp</h1><div class="price">60,00 €</div><p>Levertijd: 1-2 werkdagen</p>'),
    { availability: 'in_stock' },
  ],
  [
    'pre-order wording next to an enabled button stays a pre-order',
    page(ldJson({ '@type': 'Product', name: 'Console', offers: { price: '499', priceCurrency: 'USD', availability: 'InStock' } }), '<div class="price">$499.00</div><p>Pre-order now: ships in May</p><button>Add to cart</button>'),
    { availability: 'preorder' },
  ],
  [
    'an amount in Shopify product JSON takes the currency of the prices the page shows',
    page('<title>Wool Scarf</title>', '<h1>Wool Scarf</h1><span class="product-price">£24.00</span><script type="application/json" data-product-json>{"id":3,"available":true,"price":2400,"variants":[{"id":4,"price":2400,"available":true}]}</script><button name="add">Add to bag</button>'),
    { price: 24, currency: 'GBP', availability: 'in_stock', source: 'platform' },
  ],
  [
    'cents raised in a superscript belong to the price before them',
    page('<title>Akkuschrauber</title>', '<h1>Akkuschrauber</h1><div class="product-price">1.249<sup>00</sup> €</div><button>In den Warenkorb</button>'),
    { price: 1249, currency: 'EUR' },
  ],
  [
    'a superscript cents element is no price of its own, and its digits are the decimals',
    page('<title>Blender</title>', '<h1>Blender</h1><div class="price-box"><span class="currency">$</span><span class="price-main">64<sup class="price-fraction">50</sup></span></div><button>Add to cart</button>'),
    { price: 64.5, currency: 'USD' },
  ],
  [
    'cents set in an element of their own right after the whole number are its decimals',
    page('<title>Kettle</title>', '<h1>Kettle</h1><div class="price-wrap"><span class="sym">$</span><span class="dollars">64</span><span class="cents">95</span></div><button>Add to cart</button>'),
    { price: 64.95, currency: 'USD' },
  ],
  [
    'grouped whole and cents in spans of their own, the sign after them',
    page('<title>Pralka</title><html lang="cs">', '<h1>Pralka</h1><p class="cena"><span class="int">12 490</span><span class="dec">90</span><span class="mena"> Kč</span></p><button>Do košíku</button>'),
    { price: 12490.9, currency: 'CZK' },
  ],
  [
    'three digits in the next element carry on the whole number, a comma already gives decimals',
    page('<title>Lamp</title><html lang="de">', '<h1>Lamp</h1><p class="preis"><span>1</span><span>299</span> €</p><p class="preis-alt"><span>19</span><span>,99 €</span></p><button>In den Warenkorb</button>'),
    { price: 1299, currency: 'EUR' },
  ],
  [
    "other sellers' offers are not the buy box's: within a span of offers the shown price is read",
    page(ldJson({ '@type': 'Product', name: 'Headphones', offers: { '@type': 'AggregateOffer', lowPrice: '179.00', highPrice: '229.00', priceCurrency: 'USD', availability: 'InStock' } }),
      '<h1>Headphones</h1><div class="buybox"><span class="price">199<sup>95</sup></span><button>Add to cart</button></div><div id="more-buying-choices"><h3>Other sellers on this site</h3><span class="price">$179.00</span></div>'),
    { price: 199.95, currency: 'USD', availability: 'in_stock' },
  ],
  [
    "Amazon's a-text-price is a style, not an old price: only data-a-strike strikes it",
    page('<title>Desk Lamp</title>', '<span class="a-price a-text-price a-size-medium apexPriceToPay"><span class="a-offscreen">$42.00</span></span><span class="a-price a-text-price" data-a-strike="true"><span class="a-offscreen">$59.00</span></span><div class="similar-items"><span class="a-price"><span class="a-offscreen">$19.00</span></span></div>'),
    { price: 42, currency: 'USD' },
  ],
  [
    "a purchase button in a related-products block named in the shop's language is not the page's",
    page('<title>Laterne</title><html lang="de">', '<h1>Laterne</h1><div class="preis">34,90 €</div><p>Ausverkauft</p><div class="verwandte-produkte"><div>Kerze 4,90 €</div><button>In den Warenkorb</button></div>'),
    { price: 34.9, currency: 'EUR', availability: 'out_of_stock' },
  ],
  [
    'a similar-products block in French is noise: its button and its price are not read',
    page('<title>Vase</title>', '<h1>Vase</h1><span class="prix-actuel">59,00 €</span><p>Épuisé</p><section class="produits-similaires"><span class="prix">19,00 €</span><button>Ajouter au panier</button></section>'),
    { price: 59, availability: 'out_of_stock' },
  ],
  [
    "a shop's selling-points bar (USPs) is chrome: its delivery promise is no buy-box wording",
    page(ldJson({ '@type': 'Product', name: 'Kinderfahrrad', offers: { price: '249.00', priceCurrency: 'EUR', availability: 'https://schema.org/BackOrder' } }), '<ul class="header-usps"><li>Lieferzeit 1-2 Werktage</li></ul><h1>Kinderfahrrad</h1><div class="product-price">249,00 €</div><button>In den Warenkorb</button>'),
    { price: 249, availability: 'backorder' },
  ],
  [
    "a price element named in the shop's language anchors the buy box: its sold-out line beats stale meta tags",
    page('<meta property="product:price:amount" content="74.50"><meta property="product:price:currency" content="EUR"><meta property="product:availability" content="instock">', '<h1>Stehlampe</h1><div class="artikel-preis">74,50 €</div><div>Leider nicht mehr lieferbar</div>'),
    { price: 74.5, availability: 'out_of_stock' },
  ],
  [
    "an old price named in the shop's language is struck, whatever it is labelled",
    page('<title>Sac</title>', '<h1>Sac</h1><span class="prix-barre">Prix : 120,00 €</span><span class="prix">89,00 €</span><button>Ajouter au panier</button>'),
    { price: 89, currency: 'EUR' },
  ],
  [
    'a recommended price labelled in Norwegian is another amount, not the price',
    page('<title>Sykkel</title><html lang="nb">', '<h1>Sykkel</h1><div class="pris"><span>Veil. pris 7 990,-</span> <span>5 990,-</span></div><button>Legg i handlekurv</button>'),
    { price: 5990, currency: 'NOK' },
  ],
  [
    'a bare amount on a page whose language implies one currency is in that currency',
    page('<title>Herbata</title><html lang="pl">', '<h1>Herbata</h1><div class="cena">24,99</div><button>Do koszyka</button>'),
    { price: 24.99, currency: 'PLN' },
  ],
  [
    'an ambiguous "kr" on a Norwegian page is Norwegian kroner',
    page('<title>Lampe</title><html lang="nb-NO">', '<h1>Lampe</h1><div class="product-price">1 449 kr</div><button>Legg i handlekurv</button>'),
    { price: 1449, currency: 'NOK' },
  ],
  [
    "the selected variation's price, shown apart from the span of all variants, is the price",
    page('<title>Teedose</title><html lang="de">', '<h1>Teedose</h1><p class="price"><span class="woocommerce-Price-amount amount"><bdi>9,90&nbsp;€</bdi></span> – <span class="woocommerce-Price-amount amount"><bdi>19,90&nbsp;€</bdi></span></p><form class="variations_form cart"><select><option>250 g</option><option selected>500 g</option></select><div class="woocommerce-variation-price"><span class="price"><span class="woocommerce-Price-amount amount"><bdi>14,90&nbsp;€</bdi></span></span></div><button class="single_add_to_cart_button">In den Warenkorb</button></form>'),
    { price: 14.9, currency: 'EUR' },
  ],
  [
    'a whole amount closed by a dash ("1.299,-") is written as money, in the currency the page implies',
    page('<title>Fahrrad</title><html lang="de">', '<h1>Fahrrad</h1><p>Jetzt nur 1.299,- statt 1.599,-</p><button>In den Warenkorb</button>'),
    { price: 1299, currency: 'EUR' },
  ],
  [
    'a customers-also-bought block named in French is noise',
    page('<title>Lampe</title><html lang="fr">', '<h1>Lampe</h1><p>Prix : 64,00 €</p><button>Ajouter au panier</button><div class="clients-ont-aussi-achete"><span class="prix">12,00 €</span></div>'),
    { price: 64, currency: 'EUR' },
  ],
  [
    "PrestaShop's regular-price beside the current price is the old price",
    page('<title>Lampa</title><html lang="pl">', '<h1>Lampa</h1><div class="product-prices"><div class="product-discount"><span class="regular-price">349,00 zł</span></div><div class="product-price"><span class="current-price-value">279,00 zł</span></div></div><button class="add-to-cart">Do koszyka</button>'),
    { price: 279, currency: 'PLN' },
  ],
  [
    "a theme's regular price that is not on sale is still the price",
    page('<title>Mug</title>', '<h1>Mug</h1><div class="price"><div class="price__regular"><span class="price-item price-item--regular">$18.00</span></div></div><div class="card"><span class="badge">Sale</span></div><button name="add">Add to cart</button>'),
    { price: 18, currency: 'USD' },
  ],
  [
    "BigCommerce's non-sale price is the old price",
    page('<title>Kettle</title>', '<h1>Kettle</h1><div class="price-section"><span class="price price--non-sale">$80.00</span></div><div class="price-section"><span class="price price--withoutTax">$65.00</span></div><input type="submit" value="Add to Cart">'),
    { price: 65, currency: 'USD' },
  ],
  [
    'an old price named "old" in the shop\'s language (es antiguo) is no price',
    page('', '<h1>Mochila</h1><span class="precio-antiguo">59,00 €</span> <span class="precio">45,00 €</span>'),
    { price: 45, currency: 'EUR' },
  ],
  [
    'an old price named "old" in the shop\'s language (fi vanha) is no price',
    page('', '<h1>Reppu</h1><span class="hinta-vanha">89,90 €</span> <span class="hinta">69,90 €</span>'),
    { price: 69.9, currency: 'EUR' },
  ],
  [
    'a <div> named a cart button is the purchase control: a description line beside the price is no unread stock wording',
    page(ldJson({ '@type': 'Product', name: 'Wool Scarf', offers: { price: '35.00', priceCurrency: 'EUR', availability: 'InStock' } }),
      '<h1>Wool Scarf</h1><div class="price">35,00 €</div><p>Knitted in Donegal from lambswool</p><div class="product-add-to-cart-button" role="button">Add to bag</div>'),
    { price: 35, availability: 'in_stock' },
  ],
];

// Shops with no structured data, in other languages: the extraction corpus's plain pages.
const plainShops: Array<[file: string, expected: Expected]> = [
  // Their price elements are named in the shop's language ("pris", "cena"): shop markup.
  ['plain-shop-sv.html', { price: 1799, currency: 'SEK', availability: 'in_stock', source: 'platform' }],
  ['plain-shop-pl.html', { price: 1249, currency: 'PLN', availability: 'out_of_stock', source: 'platform' }],
  ['plain-shop-de.html', { price: 39.95, currency: 'EUR', availability: 'out_of_stock', source: 'heuristic' }],
  ['plain-shop-ja.html', { price: 2980, currency: 'JPY', availability: 'out_of_stock', source: 'heuristic' }],
];

const availabilityCases: Array<[string, Observation['availability']]> = [
  ['https://schema.org/InStock', 'in_stock'],
  ['InStock', 'in_stock'],
  ['http://schema.org/OutOfStock', 'out_of_stock'],
  ['https://schema.org/SoldOut', 'out_of_stock'],
  ['PreOrder', 'preorder'],
  ['https://schema.org/BackOrder', 'backorder'],
  ['LimitedAvailability', 'limited'],
  ['https://schema.org/Discontinued', 'discontinued'],
  ['https://schema.org/OnlineOnly', 'in_stock'],
  ['SomethingElse', null],
];

describe('extractObservation', () => {
  it('reads the price inside a product block whose classes name its properties, a shipping class among them', () => {
    const html = `<!doctype html><html lang="nl"><head><title>Wandlamp Messing – Lichthuis</title></head><body><main>
<div id="product-412" class="product type-product post-412 status-publish instock shipping-taxable purchasable product-type-simple">
<h1 class="product_title">Wandlamp Messing</h1><p class="price"><span class="woocommerce-Price-amount amount">€&nbsp;89,00</span></p>
<form class="cart"><button type="submit" class="single_add_to_cart_button">In winkelwagen</button></form></div></main></body></html>`;
    expect(extractObservation(html)).toMatchObject({ price: 89, currency: 'EUR' });
  });

  it.each(cases)('%s', (_name, html, expected, options) => {
    expect(extractObservation(html, options)).toMatchObject(expected);
  });

  it.each(productCases)('%s', (_name, html, expected, options) => {
    expect(extractObservation(html, options)).toMatchObject(expected);
  });

  it.each(plainShops)('reads the plain shop page %s', (file, expected) => {
    expect(extractObservation(fixture(file))).toMatchObject(expected);
  });

  it.each(availabilityCases)('maps JSON-LD availability %s', (value, availability) => {
    const html = page(ldJson({ '@type': 'Product', name: 'P', offers: { price: '1.00', priceCurrency: 'USD', availability: value } }));
    expect(extractObservation(html).availability).toBe(availability);
  });

  it('reads a clickable <div> around a disabled button as no purchase control of its own', () => {
    const head = ldJson({ '@type': 'Product', name: 'Tent', offers: { price: '199.00', priceCurrency: 'USD', availability: 'InStock' } });
    const box = (button: string): string => `<h1>Tent</h1><div class="price">$199.00</div><p>Sold out</p>${button}`;
    const disabled = '<button class="btn" disabled>Add to cart</button>';
    const bare = extractObservation(page(head, box(disabled)));
    const wrapped = extractObservation(page(head, box(`<div class="add-to-cart-button-wrap">${disabled}</div>`)));
    expect(bare.availability).toBe('out_of_stock');
    expect(wrapped.availability).toBe('out_of_stock');
  });

  it('reads a plain button greyed by aria-disabled or a disabled class as no purchase control', () => {
    const head = ldJson({ '@type': 'Product', name: 'Lamp', offers: { price: '49.00', priceCurrency: 'EUR', availability: 'InStock' } });
    const box = (button: string): string => `<h1>Lamp</h1><div class="price">49,00 €</div><p>Momentan nicht bestellbar</p>${button}`;
    expect(extractObservation(page(head, box('<button aria-disabled="true">In den Warenkorb</button>'))).availability).toBe('out_of_stock');
    expect(extractObservation(page(head, box('<button class="btn is-disabled">In den Warenkorb</button>'))).availability).toBe('out_of_stock');
    expect(extractObservation(page(head, box('<button aria-disabled="false">In den Warenkorb</button>'))).availability).toBe('in_stock');
  });

  it('reads an Amazon-like page: buy-box price, not the list or carousel price', () => {
    const observation = extractObservation(fixture('amazon-like.html'));
    expect(observation).toMatchObject({ price: 248, currency: 'USD', availability: 'in_stock', source: 'platform' });
    expect(observation.title).toBe('Amazon.com: Acme Noise Cancelling Headphones WH-1000, Black : Electronics');
    expect(observation.text).not.toMatch(/bought in past month|Conditions of Use|related to this item/);
  });

  it('reads a Shopify page: product JSON wins over theme markup and recommendations', () => {
    const observation = extractObservation(fixture('shopify-dawn.html'));
    expect(observation).toMatchObject({ title: 'Linen Shirt', price: 89, currency: 'CAD', availability: 'in_stock' });
    expect(observation.source).toBe('meta');
    expect(observation.text).toContain('Breathable European linen, garment washed.');
    expect(observation.text).not.toContain('Free shipping');
  });

  it('reads a news article: title, cleaned text, no price', () => {
    const observation = extractObservation(fixture('news-article.html'));
    expect(observation).toEqual({
      title: 'City council approves new bike lanes | The Daily Planet',
      price: null,
      currency: null,
      availability: null,
      source: null,
      text: [
        'City council approves new bike lanes',
        'By Lois Lane',
        'The council voted 7 to 2 on Tuesday to build 40 km of protected lanes.',
        'Construction starts in spring and is expected to cost the city about $12 million.',
      ].join('\n'),
      // The headline's prose: news sites A/B test headlines.
      rotating: ['City council approves new bike lanes'],
    });
  });

  it('gives the same observation when only volatile parts of the page change', () => {
    const render = (stamp: string, viewers: number, nonce: string): string =>
      page(`<meta name="csrf-token" content="${nonce}">`, `<main><h1>Kettle</h1><p class="price">$49.99</p><p>Last updated: ${stamp}</p><p>${viewers} people viewing this right now</p><p>Session ID: ${nonce}</p></main>`);
    const first = extractObservation(render('2026-11-22 10:31:07', 12, 'a1b2c3d4e5f6a7b8c9d0'));
    const second = extractObservation(render('2026-11-22 10:46:55', 31, 'ffee0011ddcc2233bbaa'));
    expect(second).toEqual(first);
    expect(first.text).toBe('Kettle\n$49.99');
  });

  it('returns an empty observation for empty or non-HTML input', () => {
    for (const html of ['', 'plain words only', '<<<>>>']) {
      const observation = extractObservation(html);
      expect(observation.price).toBeNull();
      expect(observation.source).toBeNull();
    }
  });
});
