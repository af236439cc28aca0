/**
 * Writes the page-pair corpus in test/fixtures/page-pairs/: realistic shop,
 * news, docs, pricing and job-board pages, each pair differing only in what
 * its manifest entry says. Deterministic: re-running reproduces the same files.
 * Run: npx tsx scripts/generate-page-pairs.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChangeType } from '../src/domain/changes/change-types/change-type-list.js';
import type { Condition } from '../src/domain/conditions/condition-list.js';
import type { Metric } from '../src/domain/intent.js';
import { chromeFor, createRandom, escapeHtml, hexToken, href, link, pick, renderDocument, rotate, shuffle, slug, type Chrome, type PairSpec, type Side } from './page-pairs/page-kit.js';
import { PAIRS_2 } from './page-pairs/batch-2.js';
import { PAIRS_3 } from './page-pairs/batch-3.js';
import { PAIRS_4 } from './page-pairs/batch-4.js';
import { PAIRS_5 } from './page-pairs/batch-5.js';
import { PAIRS_6 } from './page-pairs/batch-6.js';
import { PAIRS_7 } from './page-pairs/batch-7.js';
import { PAIRS_8 } from './page-pairs/batch-8.js';
import { PAIRS_9 } from './page-pairs/batch-9.js';
import { PAIRS_10 } from './page-pairs/batch-10.js';
import { PAIRS_11 } from './page-pairs/batch-11.js';
import { PAIRS_12 } from './page-pairs/batch-12.js';
import { PAIRS_13 } from './page-pairs/batch-13.js';
import { PAIRS_14 } from './page-pairs/batch-14.js';
import { PAIRS_15 } from './page-pairs/batch-15.js';
import { PAIRS_16 } from './page-pairs/batch-16.js';
import { PAIRS_17 } from './page-pairs/batch-17.js';
import { PAIRS_18 } from './page-pairs/batch-18.js';
import { PAIRS_19 } from './page-pairs/batch-19.js';
import { PAIRS_20 } from './page-pairs/batch-20.js';
import { PAIRS_21 } from './page-pairs/batch-21.js';
import { PAIRS_22 } from './page-pairs/batch-22.js';
import { PAIRS_23 } from './page-pairs/batch-23.js';
import { PAIRS_24 } from './page-pairs/batch-24.js';
import { PAIRS_25 } from './page-pairs/batch-25.js';
import { PAIRS_26 } from './page-pairs/batch-26.js';
import { PAIRS_27 } from './page-pairs/batch-27.js';
import { PAIRS_28 } from './page-pairs/batch-28.js';
import { PAIRS_29 } from './page-pairs/batch-29.js';
import { PAIRS_30 } from './page-pairs/batch-30.js';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'page-pairs');

// ---------- text banks ----------

const PRODUCT_SENTENCES = [
  'The brushed stainless steel body resists fingerprints and wipes clean in seconds.',
  'A 1200-watt motor crushes ice, frozen fruit and nuts without stalling.',
  'Six preset programs cover smoothies, soups, nut butters and frozen desserts.',
  'The BPA-free jar holds 64 ounces, enough for the whole family.',
  'Hardened blades are laser-cut and rated for years of daily use.',
  'A pulse function gives you precise control over texture.',
  'The self-cleaning cycle takes under a minute with warm water and a drop of soap.',
  'Non-slip rubber feet keep the base steady on any counter.',
  'The lid locks with a single twist and seals tightly to prevent leaks.',
  'Variable speed control lets you move from a gentle stir to a full purée.',
  'Every unit is tested at the factory before it ships.',
  'The cord wraps neatly under the base for tidy storage.',
  'A tamper tool is included for thick mixtures and frozen treats.',
  'Noise-dampening housing makes early-morning smoothies less disruptive.',
  'The jar, lid and blade assembly are dishwasher safe on the top rack.',
  'Thermal protection switches the motor off before it can overheat.',
  'Designed in Oregon and backed by a seven-year limited warranty.',
  'The compact footprint fits under standard kitchen cabinets.',
  'A recipe book with forty dishes from our test kitchen comes in the box.',
  'Replacement parts are available for at least ten years after purchase.',
];

const NEWS_SENTENCES = [
  'City officials said the review would take several weeks to complete.',
  'The proposal drew sharp criticism from residents at Tuesday night’s meeting.',
  'According to the report, spending on road repairs rose for the third year in a row.',
  'Several council members asked for an independent audit before any vote.',
  'The mayor’s office declined to comment on the timing of the announcement.',
  'Local businesses have warned that construction could disrupt foot traffic for months.',
  'Transit advocates welcomed the plan but said it did not go far enough.',
  'The budget includes funding for two new libraries and a community pool.',
  'Officials expect the first phase to begin early next spring.',
  'Critics argue that the cost estimates rely on optimistic assumptions.',
  'A spokesperson for the regional authority said talks were continuing.',
  'The school board will hold a separate hearing on the matter next month.',
  'Property owners near the corridor received letters explaining the changes.',
  'Engineers recommended replacing the bridge rather than repairing it.',
  'The state has pledged to cover roughly a third of the total cost.',
  'Neighbourhood groups plan to gather signatures for a ballot measure.',
  'The previous plan was abandoned in 2019 after costs doubled.',
  'Union leaders said they would support the project if local hiring targets were met.',
  'An online survey drew more than four thousand responses in two weeks.',
  'The committee is expected to publish its findings before the summer recess.',
];

const DOCS_SENTENCES = [
  'Every request must include an API key in the Authorization header.',
  'Responses are JSON encoded and use UTF-8 throughout.',
  'Timestamps are returned as ISO 8601 strings in UTC.',
  'List endpoints are paginated with a cursor returned in the response body.',
  'Pass the cursor back unchanged to fetch the next page of results.',
  'Errors include a machine-readable code and a human-readable message.',
  'Idempotency keys make it safe to retry a request after a network failure.',
  'The sandbox environment mirrors production but never moves real money.',
  'Webhook payloads are signed so that you can verify their origin.',
  'Client libraries are available for JavaScript, Python, Go and Ruby.',
  'Fields marked as optional may be omitted or set to null.',
  'Unknown fields in a request body are rejected with a validation error.',
  'Use the expand parameter to include related objects inline.',
  'Deleted objects remain retrievable for thirty days.',
  'All amounts are expressed in the smallest currency unit.',
];

const JOB_SENTENCES = [
  'You will work closely with product managers and designers to ship features end to end.',
  'Our stack is TypeScript, Node.js and PostgreSQL running on Kubernetes.',
  'We value clear written communication and thoughtful code review.',
  'The role is fully remote within European time zones.',
  'You will mentor junior engineers and help shape our hiring process.',
  'Experience with distributed systems and observability tooling is a plus.',
  'We offer a yearly learning budget and four weeks of paid vacation.',
  'On-call duty rotates weekly and is compensated separately.',
  'You will own the reliability of services that handle millions of requests a day.',
  'A background in data modelling and SQL performance tuning is essential.',
];

const REVIEW_TEXTS = [
  ['Sarah K.', 5, 'Makes the smoothest smoothies I have ever had. Worth every penny.'],
  ['Daniel M.', 4, 'Powerful and well built, though a bit loud on the highest setting.'],
  ['Priya R.', 5, 'Replaced my old blender and I am not looking back. Cleanup is easy.'],
  ['Tom B.', 3, 'Works fine but the jar is heavier than I expected.'],
  ['Lucia G.', 5, 'Crushes ice like nothing. The recipe book is a nice bonus.'],
  ['Omar H.', 4, 'Great value compared with the premium brands.'],
  ['Hannah W.', 5, 'Customer service replaced a cracked lid within days.'],
  ['Kenji T.', 4, 'Solid machine. Took off one star for the short cord.'],
] as const;

function paragraphs(bank: readonly string[], seed: number, count: number, perParagraph: number): string[] {
  const random = createRandom(seed);
  const out: string[] = [];
  for (let p = 0; p < count; p++) {
    const sentences: string[] = [];
    for (let s = 0; s < perParagraph; s++) sentences.push(pick(random, bank));
    out.push(sentences.join(' '));
  }
  return out;
}

// ---------- shop product pages ----------

type Platform = 'jsonld' | 'microdata' | 'shopify' | 'woo' | 'amazon' | 'plain';
type StockState = 'InStock' | 'OutOfStock' | 'PreOrder' | 'LimitedAvailability';

interface Product {
  name: string;
  brand: string;
  sku: string;
  price: number;
  currency: string;
  /** The price as the page prints it, in the shop's locale. */
  priceText: string;
  /** A struck-through "was" price while a sale runs. */
  wasPriceText?: string;
  stock: StockState;
  descriptionSeed: number;
}

interface ShopState {
  platform: Platform;
  product: Product;
  chrome: Chrome;
  related: readonly (readonly [string, string])[];
  /** Order of the hero slides (indexes into HERO_SLIDES); the first is active. */
  slides: readonly number[];
  /** Order of the reviews (indexes into REVIEW_TEXTS). */
  reviews: readonly number[];
  viewers?: number;
  countdown?: string;
  delivery?: string;
  /** Attribute order and quoting of the buy form, as different template builds emit them. */
  attributeStyle: 0 | 1;
  soldOutBadgeOnRelated?: boolean;
  /** Stock as stale JSON-LD still states it, when the visible page says otherwise. */
  jsonLdStock?: StockState;
  /** A placeholder price written in the JSON-LD ("0.00"), not the one shown. */
  jsonLdPrice?: string;
  /** An accessory's Product block, written before the page's own. */
  accessory?: { name: string; price: number };
  /** Per-size offers: JSON-LD offers and a size picker in the buy box. */
  sizes?: ReadonlyArray<readonly [string, StockState]>;
  /** A block after the reviews, without any class that marks it as noise. */
  extraSection?: string;
  /** WooCommerce's "N in stock". */
  stockCount?: number;
  /** The ratings count of the review summary. */
  ratings?: string;
  /** Class of the element around title, price and button ("product-info"). */
  infoClass?: string;
  /** Language of a plain shop's labels. */
  labels?: 'sv' | 'pl';
}

const HERO_SLIDES = [
  ['Summer kitchen event', 'Up to 30% off selected small appliances.'],
  ['New: cold brew makers', 'Smooth coffee in twelve hours, no heat required.'],
  ['Members save more', 'Join free and get early access to every sale.'],
  ['Trade in your old blender', 'Get store credit towards a new one.'],
] as const;

const RELATED_USD = [
  ['Acme Personal Blender Go', '$49.99'],
  ['Acme Food Processor 12-Cup', '$129.00'],
  ['Acme Immersion Blender', '$39.95'],
  ['Acme Glass Jar 48 oz', '$34.00'],
  ['Acme Tamper Tool', '$12.50'],
  ['Acme Travel Cup Set', '$19.99'],
  ['Acme Nut Milk Bag', '$9.99'],
  ['Acme Spice Grinder', '$29.00'],
] as const;

const SPECS: readonly (readonly [string, string])[] = [
  ['Motor power', '1200 W'],
  ['Jar capacity', '64 oz / 1.9 L'],
  ['Speeds', '10 plus pulse'],
  ['Programs', '6'],
  ['Blade material', 'Hardened stainless steel'],
  ['Cord length', '4 ft'],
  ['Dimensions', '8.5 × 7.5 × 17.5 in'],
  ['Weight', '11.2 lb'],
  ['Voltage', '120 V'],
  ['Warranty', '7 years'],
  ['Dishwasher safe parts', 'Jar, lid, tamper'],
  ['Colour', 'Brushed steel'],
];

const SCHEMA_STOCK: Record<StockState, string> = {
  InStock: 'https://schema.org/InStock',
  OutOfStock: 'https://schema.org/OutOfStock',
  PreOrder: 'https://schema.org/PreOrder',
  LimitedAvailability: 'https://schema.org/LimitedAvailability',
};

function stockLabel(stock: StockState): string {
  return { InStock: 'In stock', OutOfStock: 'Out of stock', PreOrder: 'Pre-order now', LimitedAvailability: 'Only 3 left' }[stock];
}

function renderJsonLd(state: ShopState): string {
  const { product } = state;
  const offer = (stock: StockState, name?: string): Record<string, string> => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    url: `https://shop.example.com/p/${product.sku}`,
    priceCurrency: product.currency,
    price: state.jsonLdPrice ?? product.price.toFixed(2),
    availability: SCHEMA_STOCK[stock],
    itemCondition: 'https://schema.org/NewCondition',
  });
  const data = {
    '@context': 'https://schema.org/',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    brand: { '@type': 'Brand', name: product.brand },
    image: [`https://cdn.example.com/img/${product.sku}-1.jpg`, `https://cdn.example.com/img/${product.sku}-2.jpg`],
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.6', reviewCount: '1287' },
    review: state.reviews.slice(0, 3).map((index) => {
      const [author, rating, body] = REVIEW_TEXTS[index]!;
      return { '@type': 'Review', author: { '@type': 'Person', name: author }, reviewRating: { '@type': 'Rating', ratingValue: rating }, reviewBody: body };
    }),
    offers: state.sizes ? state.sizes.map(([size, stock]) => offer(stock, `Size ${size}`)) : offer(state.jsonLdStock ?? product.stock),
  };
  const accessory = state.accessory
    ? `<script type="application/ld+json">\n${JSON.stringify({ '@context': 'https://schema.org/', '@type': 'Product', name: state.accessory.name, offers: { '@type': 'Offer', priceCurrency: product.currency, price: state.accessory.price.toFixed(2), availability: SCHEMA_STOCK.InStock } }, null, 2)}\n</script>\n`
    : '';
  return `${accessory}<script type="application/ld+json">\n${JSON.stringify(data, null, 2)}\n</script>`;
}

function renderCarousel(state: ShopState): string {
  const slides = state.slides.map((index, position) => {
    const [title, text] = HERO_SLIDES[index]!;
    const active = position === 0 ? ' is-active' : '';
    return `<div class="carousel-slide${active}" data-slide="${index}" aria-hidden="${position === 0 ? 'false' : 'true'}"><h3>${title}</h3><p>${text}</p></div>`;
  });
  return `<div class="hero-carousel" data-autoplay="5000">\n${slides.join('\n')}\n</div>`;
}

function renderGallery(product: Product): string {
  const images = [1, 2, 3, 4, 5]
    .map((n) => `<li><img src="https://cdn.example.com/img/${product.sku}-${n}.jpg?w=800&amp;q=80" alt="${escapeHtml(product.name)} view ${n}" loading="lazy" width="800" height="800"></li>`)
    .join('\n');
  return `<div class="gallery">\n<ul class="gallery-list">\n${images}\n</ul>\n</div>`;
}

function renderDescription(product: Product): string {
  const text = paragraphs(PRODUCT_SENTENCES, product.descriptionSeed, 4, 4).map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const specs = SPECS.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('\n');
  return [
    '<section class="product-description" id="description">',
    '<h2>About this item</h2>',
    text,
    '<h2>Specifications</h2>',
    `<table class="specs">\n<tbody>\n${specs}\n</tbody>\n</table>`,
    '</section>',
  ].join('\n');
}

function renderReviews(state: ShopState): string {
  const items = state.reviews.map((index) => {
    const [author, rating, body] = REVIEW_TEXTS[index]!;
    return `<li class="review" data-review-id="rv-${index}"><div class="review-head"><span class="stars" aria-label="${rating} out of 5 stars">${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}</span> <strong>${author}</strong></div><p>${escapeHtml(body)}</p></li>`;
  });
  return `<section class="reviews" id="reviews">\n<h2>Customer reviews</h2>\n<p class="rating-summary">4.6 out of 5 · ${state.ratings ?? '1,287'} ratings</p>\n<ul class="review-list">\n${items.join('\n')}\n</ul>\n</section>`;
}

function renderRelated(state: ShopState): string {
  const cards = state.related.map(([name, price], position) => {
    const badge = state.soldOutBadgeOnRelated && name.includes('Glass Jar') ? '<span class="badge badge--sold-out">Sold out</span>' : '';
    return `<li class="card" data-position="${position}">${link(state.chrome, `/p/${slug(name)}`, name, 'card-title')} <span class="card-price">${escapeHtml(price)}</span>${badge}</li>`;
  });
  return `<section class="recommendations" aria-label="You may also like">\n<h2>You may also like</h2>\n<ul class="card-row">\n${cards.join('\n')}\n</ul>\n</section>`;
}

function renderUrgency(state: ShopState): string {
  const parts: string[] = [];
  if (state.viewers !== undefined) parts.push(`<p class="social-proof">🔥 ${state.viewers} people are viewing this right now</p>`);
  if (state.countdown) parts.push(`<p class="countdown" data-ends="1715731200">Sale ends in <span class="timer">${state.countdown}</span></p>`);
  if (state.delivery) parts.push(`<p class="delivery">${state.delivery}</p>`);
  return parts.join('\n');
}

function renderBuyButton(state: ShopState, available: boolean): string {
  const { product, chrome } = state;
  const label = available ? 'Add to cart' : 'Sold out';
  const disabled = available ? '' : ' disabled';
  const button =
    state.attributeStyle === 0
      ? `<button type="submit" name="add" class="btn btn-primary add-to-cart" data-sku="${product.sku}"${disabled}>${label}</button>`
      : `<button class='add-to-cart btn btn-primary' data-sku='${product.sku}' name='add' type='submit'${disabled}>${label}</button>`;
  const form =
    state.attributeStyle === 0
      ? `<form method="post" action="${escapeHtml(href(chrome, '/cart/add'))}" class="product-form" id="product-form">`
      : `<form id='product-form' class='product-form' action='${escapeHtml(href(chrome, '/cart/add'))}' method='post'>`;
  return [
    form,
    `<input type="hidden" name="authenticity_token" value="${chrome.csrf}">`,
    `<label for="qty">Quantity</label> <input id="qty" type="number" name="quantity" value="1" min="1">`,
    button,
    '</form>',
  ].join('\n');
}

function renderPriceAndStock(state: ShopState): { block: string; head: string } {
  const { product, chrome } = state;
  const available = product.stock !== 'OutOfStock';
  const was = product.wasPriceText ? ` <s class="price-was">${escapeHtml(product.wasPriceText)}</s>` : '';
  switch (state.platform) {
    case 'jsonld': {
      const sizes = state.sizes
        ? `\n<div class="size-picker">Size: ${state.sizes.map(([size, stock]) => `<span class="size">${size}${stock === 'OutOfStock' ? ' (sold out)' : ''}</span>`).join(' ')}</div>`
        : '';
      return {
        head: renderJsonLd(state),
        block: `<div class="price-box"><span class="price">${escapeHtml(product.priceText)}</span>${was}</div>\n<p class="stock stock--${available ? 'in' : 'out'}">${stockLabel(product.stock)}</p>${sizes}`,
      };
    }
    case 'microdata':
      return {
        head: '',
        block: [
          '<div class="offer" itemprop="offers" itemscope itemtype="https://schema.org/Offer">',
          `<meta itemprop="priceCurrency" content="${product.currency}">`,
          `<span class="price" itemprop="price" content="${product.price.toFixed(2)}">${escapeHtml(product.priceText)}</span>${was}`,
          `<link itemprop="availability" href="${SCHEMA_STOCK[product.stock]}">`,
          `<p class="stock">${stockLabel(product.stock)}</p>`,
          '</div>',
        ].join('\n'),
      };
    case 'shopify': {
      const cents = Math.round(product.price * 100);
      const json = {
        id: 7012345678901,
        title: product.name,
        handle: slug(product.name),
        vendor: product.brand,
        price: cents,
        available,
        variants: [{ id: 41234567890123, title: 'Default Title', sku: product.sku, price: cents, available }],
      };
      return {
        head: `<meta property="og:type" content="product">\n<meta property="og:price:amount" content="${product.price.toFixed(2)}">\n<meta property="og:price:currency" content="${product.currency}">\n<script type="application/json" id="ProductJson-product-template">${JSON.stringify(json)}</script>\n<script nonce="${chrome.nonce}">window.ShopifyAnalytics=window.ShopifyAnalytics||{};window.ShopifyAnalytics.meta={"product":{"id":7012345678901,"vendor":"${product.brand}","variants":[{"id":41234567890123,"price":${cents}}]},"page":{"pageType":"product","resourceId":7012345678901}};</script>`,
        block: `<div class="price price--on-sale"><span class="price-item price-item--regular">${escapeHtml(product.priceText)}</span>${was}</div>`,
      };
    }
    case 'woo': {
      const amount = (text: string): string =>
        `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">${text.charAt(0)}</span>${text.slice(1)}</bdi></span>`;
      const price = product.wasPriceText
        ? `<del aria-hidden="true">${amount(product.wasPriceText)}</del> <ins>${amount(product.priceText)}</ins>`
        : amount(product.priceText);
      const stock = available ? `<p class="stock in-stock">${state.stockCount ?? 7} in stock</p>` : '<p class="stock out-of-stock">Out of stock</p>';
      return {
        head: renderJsonLd(state),
        block: `<p class="price">${price}</p>\n${stock}`,
      };
    }
    case 'amazon':
      return {
        head: '',
        block: [
          '<div id="corePrice_feature_div" class="celwidget">',
          available
            ? `<span class="a-price aok-align-center" data-a-size="xl"><span class="a-offscreen">${escapeHtml(product.priceText)}</span><span aria-hidden="true"><span class="a-price-symbol">$</span><span class="a-price-whole">${Math.floor(product.price)}<span class="a-price-decimal">.</span></span><span class="a-price-fraction">${product.priceText.slice(-2)}</span></span></span>`
            : '',
          '</div>',
          `<div id="availability" class="a-section a-spacing-base">${available ? '<span class="a-size-medium a-color-success">In Stock</span>' : '<span class="a-size-medium a-color-price">Currently unavailable.</span> <span class="a-size-base">We don’t know when or if this item will be back in stock.</span>'}</div>`,
        ].join('\n'),
      };
    case 'plain': {
      const [priceLabel, inStock, soldOut] = PLAIN_LABELS[state.labels ?? 'en'];
      return {
        head: '',
        block: `<p class="price">${priceLabel} <b>${escapeHtml(product.priceText)}</b>${was}</p>\n<p class="availability">${available ? inStock : soldOut}</p>`,
      };
    }
  }
}

const PLAIN_LABELS: Record<'en' | 'sv' | 'pl', readonly [string, string, string]> = {
  en: ['Price:', 'Availability: In stock', 'Availability: Sold out'],
  sv: ['Pris:', 'Finns i lager', 'Slutsåld'],
  pl: ['Cena:', 'Dostępność: dostępny', 'Dostępność: niedostępny'],
};

function renderShopPage(state: ShopState): string {
  const { product, chrome } = state;
  const { block, head } = renderPriceAndStock(state);
  const available = product.stock !== 'OutOfStock';
  const micro = state.platform === 'microdata' ? ' itemscope itemtype="https://schema.org/Product"' : '';
  const nameProp = state.platform === 'microdata' ? ' itemprop="name"' : '';
  const titleId = state.platform === 'amazon' ? ' id="productTitle"' : '';
  const buy =
    state.platform === 'amazon' && !available
      ? ''
      : state.platform === 'amazon'
        ? `<form id="addToCart" method="post" action="/gp/add-to-cart"><input type="hidden" name="session-id" value="${chrome.csrf.slice(0, 20)}"><input type="submit" id="add-to-cart-button" name="submit.add-to-cart" value="Add to Cart" class="a-button-input"></form>`
        : renderBuyButton(state, available);
  const body = [
    `<main id="main" class="main main--${state.platform}">`,
    renderCarousel(state),
    `<nav class="breadcrumbs" aria-label="Breadcrumb">${link(chrome, '/', 'Home')} › ${link(chrome, '/c/kitchen', 'Kitchen')} › ${link(chrome, '/c/kitchen/blenders', 'Blenders')}</nav>`,
    `<div class="product"${micro}>`,
    renderGallery(product),
    `<div class="${state.infoClass ?? 'product-info'}">`,
    `<h1 class="product-title"${nameProp}${titleId}>${escapeHtml(product.name)}</h1>`,
    `<p class="brand">by ${link(chrome, `/brand/${slug(product.brand)}`, product.brand)}</p>`,
    block,
    renderUrgency(state),
    buy,
    '<ul class="perks">\n<li>Free returns within 30 days</li>\n<li>7-year warranty</li>\n<li>Ships from our Portland warehouse</li>\n</ul>',
    '</div>',
    '</div>',
    renderDescription(product),
    renderReviews(state),
    ...(state.extraSection ? [state.extraSection] : []),
    renderRelated(state),
    '</main>',
  ].join('\n');
  return renderDocument(chrome, body, head);
}

function shopState(platform: Platform, product: Partial<Product>, overrides: Partial<ShopState> = {}): ShopState {
  const full: Product = {
    name: 'Acme Pro Blender 3000',
    brand: 'Acme',
    sku: 'ACM-BL3000',
    price: 199.99,
    currency: 'USD',
    priceText: '$199.99',
    stock: 'InStock',
    descriptionSeed: 7,
    ...product,
  };
  return {
    platform,
    product: full,
    chrome: chromeFor('Acme Home', `${full.name} | Acme Home`),
    related: RELATED_USD,
    slides: [0, 1, 2, 3],
    reviews: [0, 1, 2, 3, 4, 5],
    attributeStyle: 0,
    ...overrides,
  };
}

/** A shop pair: the same page twice, with `change` applied to the after side. */
function shopPair(
  platform: Platform,
  product: Partial<Product>,
  change: (state: ShopState) => ShopState,
  base: Partial<ShopState> = {},
): (side: Side) => string {
  return (side) => {
    const state = shopState(platform, product, base);
    return renderShopPage(side === 'before' ? state : change(state));
  };
}

// ---------- news articles ----------

interface NewsState {
  chrome: Chrome;
  headline: string;
  updated: string;
  body: string[];
  mostRead: readonly string[];
  views?: string;
  ad: { slotId: string; house: string };
  ticker?: string;
  weather?: string;
}

const MOST_READ = [
  'Council delays vote on transit levy',
  'Five new restaurants to try this month',
  'High school team wins state title',
  'Storm damage: what insurers will cover',
  'Housing prices cool for a second quarter',
  'Museum reopens after two-year renovation',
];

const HOUSE_ADS = [
  'Subscribe today: unlimited digital access for $1 a week for the first year.',
  'Get the morning briefing delivered to your inbox. Sign up free.',
];

function newsState(overrides: Partial<NewsState> = {}): NewsState {
  return {
    chrome: chromeFor('The Riverside Ledger', 'City unveils $2.1bn transit plan | The Riverside Ledger'),
    headline: 'City unveils $2.1bn plan to rebuild downtown transit corridor',
    updated: 'Updated 5 minutes ago',
    body: paragraphs(NEWS_SENTENCES, 21, 12, 4),
    mostRead: MOST_READ,
    ad: { slotId: 'div-gpt-ad-1715700000-0', house: HOUSE_ADS[0]! },
    ...overrides,
  };
}

function renderNewsPage(state: NewsState): string {
  const { chrome } = state;
  const paragraphsHtml = state.body.map((p, i) => {
    const inline = i === 4 ? `\n<div class="ad-slot ad-slot--inline" id="${state.ad.slotId}-inline" data-ad-unit="/2231/news/article/inline" aria-hidden="true"></div>` : '';
    return `<p>${escapeHtml(p)}</p>${inline}`;
  });
  const widgets = [
    state.ticker ? `<div class="market-ticker" aria-label="Markets">${state.ticker}</div>` : '',
    state.weather ? `<div class="weather-widget">${state.weather}</div>` : '',
  ].filter(Boolean);
  const body = [
    '<main id="content" class="article-page">',
    ...widgets,
    '<article class="article" itemscope itemtype="https://schema.org/NewsArticle">',
    `<p class="kicker">${link(chrome, '/local', 'Local news')}</p>`,
    `<h1 itemprop="headline">${escapeHtml(state.headline)}</h1>`,
    `<p class="byline">By <span itemprop="author">Maria Alvarez</span>, City Hall reporter · <time datetime="2024-05-14T09:00:00Z">May 14, 2024</time> · <span class="updated">${state.updated}</span>${state.views ? ` · <span class="views">${state.views}</span>` : ''}</p>`,
    '<figure class="lead-image"><img src="https://cdn.example.com/news/transit-corridor.jpg" alt="Buses on Main Street at rush hour" width="1200" height="675"><figcaption>Buses crowd Main Street during the evening rush. Photo: Ledger staff</figcaption></figure>',
    `<div class="article-body" itemprop="articleBody">\n${paragraphsHtml.join('\n')}\n</div>`,
    '<p class="tags">Topics: transit, city council, budget</p>',
    '</article>',
    '<aside class="sidebar">',
    `<div class="ad-slot ad-slot--sidebar" id="${state.ad.slotId}" data-ad-unit="/2231/news/article/right"><div class="house-ad">${escapeHtml(state.ad.house)}</div></div>`,
    `<section class="most-read">\n<h2>Most read</h2>\n<ol>\n${state.mostRead.map((title) => `<li>${link(chrome, `/news/${slug(title)}`, title)}</li>`).join('\n')}\n</ol>\n</section>`,
    '</aside>',
    '</main>',
  ].join('\n');
  return renderDocument(chrome, body);
}

// ---------- documentation pages ----------

interface DocSection {
  title: string;
  paragraphs: string[];
  code?: string;
}

interface DocsState {
  chrome: Chrome;
  sections: DocSection[];
  notice?: string;
  /** "Page last reviewed" date under the heading. */
  reviewed?: string;
}

function docsSections(): DocSection[] {
  const text = paragraphs(DOCS_SENTENCES, 33, 12, 4);
  return [
    { title: 'Authentication', paragraphs: text.slice(0, 2), code: 'curl https://api.example.com/v2/orders \\\n  -H "Authorization: Bearer $API_KEY"' },
    { title: 'Pagination', paragraphs: text.slice(2, 4), code: 'GET /v2/orders?limit=50&amp;cursor=eyJpZCI6MTAwfQ' },
    { title: 'Errors', paragraphs: text.slice(4, 6) },
    { title: 'Idempotency', paragraphs: text.slice(6, 8), code: 'Idempotency-Key: 4f1c2a9e-7b1d-4c55-9a55-1b2c3d4e5f60' },
    { title: 'Webhooks', paragraphs: text.slice(8, 10) },
    { title: 'Versioning', paragraphs: text.slice(10, 12) },
  ];
}

function renderDocsPage(state: DocsState): string {
  const { chrome } = state;
  const toc = state.sections.map((s) => `<li>${link(chrome, `#${slug(s.title)}`, s.title)}</li>`).join('\n');
  const sections = state.sections.map((s) =>
    [
      `<section id="${slug(s.title)}" class="doc-section">`,
      `<h2>${escapeHtml(s.title)} <a class="anchor" href="#${slug(s.title)}" aria-hidden="true">#</a></h2>`,
      ...s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      s.code ? `<pre><code class="language-shell">${s.code}</code></pre>` : '',
      '</section>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const body = [
    '<div class="docs-layout">',
    `<aside class="docs-sidebar">\n<nav aria-label="Guides">\n<ul>\n${toc}\n</ul>\n</nav>\n</aside>`,
    '<main class="docs-content">',
    '<h1>API guide: core concepts</h1>',
    state.reviewed ? `<p class="page-meta">Page last reviewed: ${escapeHtml(state.reviewed)}</p>` : '',
    state.notice ? `<div class="callout callout--warning" role="note"><p>${escapeHtml(state.notice)}</p></div>` : '',
    ...sections,
    `<p class="edit-link">${link(chrome, 'https://github.com/example/docs/edit/main/guide.md', 'Edit this page on GitHub')}</p>`,
    '</main>',
    '</div>',
  ]
    .filter(Boolean)
    .join('\n');
  return renderDocument(chrome, body);
}

// ---------- pricing pages ----------

interface Plan {
  name: string;
  price: string;
  features: string[];
}

interface PricingState {
  chrome: Chrome;
  plans: Plan[];
  testimonials: readonly number[];
  ctaLabel: string;
  /** "N teams signed up this week" under the plans. */
  signups?: string;
}

const BASE_PLANS: Plan[] = [
  { name: 'Starter', price: '$0', features: ['3 projects', '1 GB storage', 'Community support', 'Basic analytics'] },
  { name: 'Pro', price: '$29', features: ['Unlimited projects', '100 GB storage', 'Email support', 'Advanced analytics', 'Custom domains'] },
  { name: 'Team', price: '$99', features: ['Everything in Pro', '1 TB storage', 'SSO and SAML', 'Audit log', 'Priority support', '99.9% uptime SLA'] },
];

const TESTIMONIALS = [
  ['“We cut our deploy times in half within a week.”', 'Jamie Chen, CTO at Northwind'],
  ['“The analytics alone paid for the Team plan.”', 'Ruth Okafor, Head of Growth at Lumen'],
  ['“Support answered our SSO question in ten minutes.”', 'Marco Rossi, IT lead at Vela'],
] as const;

const FAQ = [
  ['Can I change plans later?', 'Yes. Upgrades take effect immediately and downgrades at the end of the billing period.'],
  ['Do you offer discounts for non-profits?', 'Registered non-profits get 50% off any paid plan. Contact sales with your registration details.'],
  ['What payment methods do you accept?', 'All major credit cards, and invoicing for annual Team plans.'],
  ['Is there a free trial?', 'Every paid plan starts with a 14-day free trial. No credit card required.'],
];

function renderPricingPage(state: PricingState): string {
  const { chrome } = state;
  const v = chrome.abVariant;
  const plans = state.plans.map((plan) =>
    [
      `<div class="plan plan--${slug(plan.name)} exp-card-${v}">`,
      `<h3>${plan.name}</h3>`,
      `<p class="plan-price"><span class="amount">${plan.price}</span><span class="period">/month</span></p>`,
      `<ul class="features">\n${plan.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('\n')}\n</ul>`,
      `<a class="btn btn-${v === 'a' ? 'primary' : 'accent'}" href="${escapeHtml(href(chrome, `/signup?plan=${slug(plan.name)}`))}">${state.ctaLabel}</a>`,
      '</div>',
    ].join('\n'),
  );
  const quotes = state.testimonials.map((index) => {
    const [quote, who] = TESTIMONIALS[index]!;
    return `<li class="testimonial"><blockquote>${quote}</blockquote><cite>${who}</cite></li>`;
  });
  const faq = FAQ.map(([q, a]) => `<dt>${q}</dt>\n<dd>${a}</dd>`).join('\n');
  const body = [
    `<main class="pricing exp-hero-${v}">`,
    '<h1>Simple pricing for teams of every size</h1>',
    '<p class="lede">Start free. Upgrade when you need more projects, storage or support.</p>',
    `<div class="plans">\n${plans.join('\n')}\n</div>`,
    ...(state.signups ? [`<p class="signups">${state.signups} teams signed up this week</p>`] : []),
    `<section class="testimonials">\n<ul>\n${quotes.join('\n')}\n</ul>\n</section>`,
    `<section class="faq">\n<h2>Frequently asked questions</h2>\n<dl>\n${faq}\n</dl>\n</section>`,
    '</main>',
  ].join('\n');
  return renderDocument(chrome, body);
}

function pricingState(overrides: Partial<PricingState> = {}): PricingState {
  return {
    chrome: chromeFor('Shipyard', 'Pricing | Shipyard'),
    plans: BASE_PLANS,
    testimonials: [0, 1, 2],
    ctaLabel: 'Start free trial',
    ...overrides,
  };
}

// ---------- job boards ----------

interface Posting {
  id: number;
  title: string;
  team: string;
  location: string;
  salary: string;
  posted: string;
}

interface JobsState {
  chrome: Chrome;
  postings: Posting[];
}

const POSTINGS: Posting[] = [
  { id: 101, title: 'Senior Backend Engineer', team: 'Platform', location: 'Remote (EU)', salary: '€85,000 – €105,000', posted: 'Posted 3 days ago' },
  { id: 102, title: 'Product Designer', team: 'Design', location: 'Berlin', salary: '€65,000 – €80,000', posted: 'Posted 5 days ago' },
  { id: 103, title: 'Site Reliability Engineer', team: 'Infrastructure', location: 'Remote (EU)', salary: '€80,000 – €100,000', posted: 'Posted 1 week ago' },
  { id: 104, title: 'Engineering Manager', team: 'Payments', location: 'Amsterdam', salary: '€95,000 – €120,000', posted: 'Posted 1 week ago' },
  { id: 105, title: 'Data Analyst', team: 'Growth', location: 'Lisbon', salary: '€45,000 – €58,000', posted: 'Posted 2 weeks ago' },
  { id: 106, title: 'Frontend Engineer', team: 'Web', location: 'Remote (EU)', salary: '€60,000 – €78,000', posted: 'Posted 2 weeks ago' },
  { id: 107, title: 'Security Engineer', team: 'Security', location: 'Berlin', salary: '€85,000 – €110,000', posted: 'Posted 3 weeks ago' },
  { id: 108, title: 'Customer Success Manager', team: 'Support', location: 'Dublin', salary: '€48,000 – €60,000', posted: 'Posted 3 weeks ago' },
  { id: 109, title: 'Mobile Engineer (iOS)', team: 'Apps', location: 'Remote (EU)', salary: '€70,000 – €90,000', posted: 'Posted 4 weeks ago' },
  { id: 110, title: 'Technical Writer', team: 'Docs', location: 'Remote (EU)', salary: '€50,000 – €62,000', posted: 'Posted 1 month ago' },
];

function renderJobsPage(state: JobsState): string {
  const { chrome } = state;
  const cards = state.postings.map((job) => {
    const summary = paragraphs(JOB_SENTENCES, job.id, 1, 3)[0]!;
    return [
      `<li class="job-card" data-job-id="${job.id}">`,
      `<h3>${link(chrome, `/jobs/${job.id}-${slug(job.title)}`, job.title)}</h3>`,
      `<p class="job-meta"><span class="team">${job.team}</span> · <span class="location">${job.location}</span> · <span class="salary">${job.salary}</span></p>`,
      `<p class="job-summary">${escapeHtml(summary)}</p>`,
      `<p class="posted">${job.posted}</p>`,
      '</li>',
    ].join('\n');
  });
  const body = [
    '<main class="careers">',
    '<h1>Join Finwave</h1>',
    '<p class="lede">We build payment infrastructure used by twelve thousand businesses across Europe. Here are our open roles.</p>',
    '<form class="job-filters" method="get"><select name="team"><option value="">All teams</option><option>Platform</option><option>Design</option><option>Payments</option></select><select name="location"><option value="">All locations</option><option>Remote</option><option>Berlin</option></select><button>Filter</button></form>',
    `<p class="count">${state.postings.length} open positions</p>`,
    `<ul class="job-list">\n${cards.join('\n')}\n</ul>`,
    '<section class="benefits">\n<h2>Why Finwave</h2>\n<ul>\n<li>Remote-first with hubs in Berlin, Amsterdam and Lisbon</li>\n<li>Yearly learning budget of €2,000</li>\n<li>Four weeks of paid vacation plus public holidays</li>\n<li>Parental leave of sixteen weeks at full pay</li>\n</ul>\n</section>',
    '</main>',
  ].join('\n');
  return renderDocument(chrome, body);
}

function jobsState(overrides: Partial<JobsState> = {}): JobsState {
  return { chrome: chromeFor('Finwave', 'Careers | Finwave'), postings: POSTINGS, ...overrides };
}

// ---------- the pairs ----------

const usd = (price: number, text = `$${price.toFixed(2)}`): Partial<Product> => ({ price, currency: 'USD', priceText: text });
const withChrome = (state: ShopState, overrides: Partial<Chrome>): ShopState => ({ ...state, chrome: { ...state.chrome, ...overrides } });
const below = (amount: number): Condition => ({ kind: 'below', amount, currency: 'USD' });

function newsPair(after: (state: NewsState) => NewsState, before: Partial<NewsState> = {}): (side: Side) => string {
  return (side) => {
    const state = newsState(before);
    return renderNewsPage(side === 'before' ? state : after(state));
  };
}

function docsPair(after: (state: DocsState) => DocsState, before: Partial<DocsState> = {}): (side: Side) => string {
  return (side) => {
    const state: DocsState = { chrome: chromeFor('Example API', 'Core concepts | Example API docs'), sections: docsSections(), ...before };
    return renderDocsPage(side === 'before' ? state : after(state));
  };
}

function pricingPair(after: (state: PricingState) => PricingState, before: Partial<PricingState> = {}): (side: Side) => string {
  return (side) => renderPricingPage(side === 'before' ? pricingState(before) : after(pricingState(before)));
}

function jobsPair(after: (state: JobsState) => JobsState): (side: Side) => string {
  return (side) => renderJobsPage(side === 'before' ? jobsState() : after(jobsState()));
}

const noise = (name: string, metric: Metric, note: string, render: (side: Side) => string): PairSpec => ({
  name: `noise-${name}`,
  metric,
  condition: null,
  expect: 'not_relevant',
  note,
  render,
});

const real = (name: string, metric: Metric, type: ChangeType, note: string, render: (side: Side) => string, condition: Condition | null = null): PairSpec => ({
  name: `real-${name}`,
  metric,
  condition,
  expect: 'relevant',
  type,
  note,
  render,
});

const NEW_SECTION: DocSection = {
  title: 'Rate limits',
  paragraphs: [
    'Each API key may send up to 100 requests per second in live mode and 25 per second in the sandbox. Requests over the limit receive a 429 response with a Retry-After header that says how many seconds to wait.',
    'Bursts are smoothed with a token bucket, so short spikes above the average rate are tolerated. Long-running exports should use the bulk endpoints instead, which have their own quota of ten concurrent jobs per account.',
    'Every response carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset headers so that clients can pace themselves before they are throttled.',
  ],
  code: 'HTTP/1.1 429 Too Many Requests\nRetry-After: 2\nX-RateLimit-Limit: 100\nX-RateLimit-Remaining: 0',
};

const NEW_POSTING: Posting = { id: 111, title: 'Staff Machine Learning Engineer', team: 'Risk', location: 'Amsterdam', salary: '€110,000 – €140,000', posted: 'Posted today' };

const UPDATE_PARAGRAPHS = [
  'Late on Tuesday the council voted seven to four to approve the first phase of the plan, clearing the way for construction to begin in March. The vote followed more than five hours of public comment, much of it from residents of the Eastside neighbourhood who fear years of disruption.',
  'Under the approved version, the dedicated bus lanes on Main Street will open in stages rather than all at once, and the city will set aside $40 million to compensate businesses that lose trade during the works. Councillor Dana Whitfield, who proposed the amendment, called it a fair compromise.',
  'Opponents said they would seek a referendum. “This was rushed through without a real cost estimate,” said Paul Kerrigan of the Riverside Taxpayers Association, which has until the end of June to collect the twelve thousand signatures it needs.',
  'The mayor welcomed the result in a statement shortly after midnight, saying the corridor would “finally give Riverside the transit system a growing city deserves.”',
];

const COMPLETE_THE_LOOK = [
  '<section class="complete-look">',
  '<h2>Complete the look</h2>',
  '<div class="look-item"><h3>Acme Travel Cup Set</h3><p>$19.99</p><p>Sold out</p></div>',
  '<div class="look-item"><h3>Acme Nut Milk Bag</h3><p>$9.99</p><p>Only 2 left</p></div>',
  '</section>',
].join('\n');

function deprecationNotice(date: string): string {
  return `Deprecated: API version 1 will be switched off on ${date}. All requests to /v1 endpoints will then fail with 410 Gone. Migrate to version 2 before that date.`;
}

const PAIRS: PairSpec[] = [
  // ----- noise: nothing a user cares about changed -----
  noise('carousel-rotation', 'price', 'JSON-LD shop; hero carousel slides rotated and the active slide moved.', shopPair('jsonld', {}, (s) => ({ ...s, slides: rotate(s.slides, 2) }))),
  noise('recommendations-rotated', 'price', 'Shopify-like; "You may also like" cards in another order, one with a "Sold out" badge.', shopPair('shopify', usd(49, '$49.00'), (s) => ({ ...s, related: rotate(s.related, 3) }), { soldOutBadgeOnRelated: true })),
  noise('updated-minutes-ago', 'content', 'News article; "Updated 5 minutes ago" became "Updated 47 minutes ago".', newsPair((s) => ({ ...s, updated: 'Updated 47 minutes ago' }))),
  noise('csrf-token', 'price', 'Microdata shop; CSRF meta tag and hidden form tokens differ.', shopPair('microdata', { price: 1299, currency: 'EUR', priceText: '1.299,00 €' }, (s) => withChrome(s, { csrf: hexToken(99, 40) }))),
  noise('session-id-links', 'price', 'Plain HTML shop; every link carries a different ;jsessionid.', shopPair('plain', { price: 89.99, currency: 'GBP', priceText: '£89.99' }, (s) => withChrome(s, { sessionId: 'A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D6' }), { chrome: { ...chromeFor('Harbour Kitchen', 'Acme Pro Blender 3000 | Harbour Kitchen'), sessionId: '9F8E7D6C5B4A39281706F5E4D3C2B1A0' } })),
  noise('script-nonce', 'content', 'News article; CSP nonces on every inline script and style differ.', newsPair((s) => ({ ...s, chrome: { ...s.chrome, nonce: 'Zx9Qw8Er7Ty6Ui5' } }))),
  noise('cache-busting-assets', 'content', 'Docs page; ?v= and hashed asset file names changed with a deploy.', docsPair((s) => ({ ...s, chrome: { ...s.chrome, assetVersion: 'c0ffee42' } }))),
  noise('reindented-markup', 'content', 'Docs page; the same markup indented with tabs instead of two spaces.', docsPair((s) => ({ ...s, chrome: { ...s.chrome, format: 'tabs' } }))),
  noise('attribute-order', 'price', 'WooCommerce-like; buy form attributes reordered and single-quoted.', shopPair('woo', usd(59, '$59.00'), (s) => ({ ...s, attributeStyle: 1 }))),
  noise('ab-test-classes', 'content', 'Pricing page; A/B variant classes and data attributes changed, same copy.', pricingPair((s) => ({ ...s, chrome: { ...s.chrome, abVariant: 'b' } }))),
  noise('visitor-counter', 'content', 'News article; "Read by 12,345 people" counter moved on.', newsPair((s) => ({ ...s, views: 'Read by 12,873 people' }), { views: 'Read by 12,345 people' })),
  noise('countdown-timer', 'price', 'WooCommerce-like sale; countdown "Sale ends in 02:14:33" ticked to "01:58:07".', shopPair('woo', { ...usd(44, '$44.00'), wasPriceText: '$59.00' }, (s) => ({ ...s, countdown: '01:58:07' }), { countdown: '02:14:33' })),
  noise('ad-slots', 'content', 'News article; ad slot ids and the house ad creative in the sidebar changed.', newsPair((s) => ({ ...s, ad: { slotId: 'div-gpt-ad-1715703600-3', house: HOUSE_ADS[1]! } }))),
  noise('cookie-banner', 'price', 'JSON-LD shop; the cookie consent banner shows its other wording.', shopPair('jsonld', {}, (s) => withChrome(s, { cookieVariant: 1 }))),
  noise('people-viewing', 'price', 'Shopify-like; "23 people are viewing this right now" became 31.', shopPair('shopify', usd(49, '$49.00'), (s) => ({ ...s, viewers: 31 }), { viewers: 23 })),
  noise('review-order', 'price', 'JSON-LD shop; reviews shuffled, in the markup and in the JSON-LD.', shopPair('jsonld', {}, (s) => ({ ...s, reviews: shuffle(s.reviews, 5) }))),
  noise('tracking-pixel', 'content', 'News article; analytics pixel id and cache-buster changed.', newsPair((s) => ({ ...s, chrome: { ...s.chrome, pixelId: '7c3b0d9e' } }))),
  noise('inline-state-blob', 'price', 'Shopify-like; inline window.__INITIAL_STATE__ has a new request id, render time and experiment bucket.', shopPair('shopify', usd(49, '$49.00'), (s) => withChrome(s, { stateBlob: { requestId: 'req-9a8b7c', renderedAt: 1715703600000, experiments: { checkout: 'variant-2' }, cart: { token: hexToken(3, 24) } } }))),
  noise('minified-vs-pretty', 'content', 'Pricing page; the same HTML served minified.', pricingPair((s) => ({ ...s, chrome: { ...s.chrome, format: 'minified' } }))),
  noise('html-comments', 'content', 'Docs page; build comment names another build and node.', docsPair((s) => ({ ...s, chrome: { ...s.chrome, buildComment: 'build 2024.05.15-3 node web-7 cache:MISS' } }))),
  noise('woo-nonces', 'price', 'WooCommerce-like; form nonces and CSRF tokens differ, as on every WordPress page view.', shopPair('woo', usd(59, '$59.00'), (s) => withChrome(s, { csrf: hexToken(1234, 40), nonce: 'wpNonce7f3e2d1c' }))),
  noise('amazon-delivery-date', 'price', 'Amazon-like; estimated delivery date and session id moved on a day.', shopPair('amazon', usd(89.99), (s) => withChrome({ ...s, delivery: 'FREE delivery Wednesday, May 22. Order within 9 hrs 12 mins.' }, { csrf: hexToken(77, 40) }), { delivery: 'FREE delivery Tuesday, May 21. Order within 3 hrs 40 mins.' })),
  noise('jobs-posted-days-ago', 'content', 'Job board; every relative "Posted N days ago" date aged by a day.', jobsPair((s) => ({ ...s, postings: s.postings.map((p) => ({ ...p, posted: p.posted.replace(/(\d+) days/, (_, n: string) => `${Number(n) + 1} days`) })) }))),
  noise('live-clock-weather', 'content', 'News article; header weather widget and clock changed.', newsPair((s) => ({ ...s, weather: 'Riverside 14°C, light rain · 16:05' }), { weather: 'Riverside 17°C, sunny · 13:40' })),
  noise('market-ticker', 'content', 'News article; market ticker figures moved.', newsPair((s) => ({ ...s, ticker: 'S&amp;P 500 5,231.07 −0.4% · Nasdaq 16,402.55 −0.7% · Oil 78.12 +1.1%' }), { ticker: 'S&amp;P 500 5,252.61 +0.2% · Nasdaq 16,511.90 +0.3% · Oil 77.26 −0.5%' })),
  noise('jobs-reordered', 'content', 'Job board; the same postings sorted another way.', jobsPair((s) => ({ ...s, postings: shuffle(s.postings, 42) }))),
  noise('most-read-rotated', 'content', 'News article; "Most read" list reordered.', newsPair((s) => ({ ...s, mostRead: rotate(s.mostRead, 2) }))),
  noise('testimonials-rotated', 'content', 'Pricing page; testimonial carousel starts at another quote.', pricingPair((s) => ({ ...s, testimonials: rotate(s.testimonials, 1) }))),
  {
    name: 'threshold-stays-above',
    metric: 'price',
    condition: below(300),
    expect: 'not_relevant',
    type: 'price',
    note: 'JSON-LD shop; price moved $349.00 → $329.00 but the intent is "below $300".',
    render: shopPair('jsonld', usd(349), (s) => ({ ...s, product: { ...s.product, ...usd(329) } })),
  },

  // ----- real changes -----
  real('jsonld-price-drop', 'price', 'price', 'JSON-LD shop; $199.99 → $149.99.', shopPair('jsonld', {}, (s) => ({ ...s, product: { ...s.product, ...usd(149.99), wasPriceText: '$199.99' } }))),
  real('microdata-price-rise-eur', 'price', 'price', 'Microdata shop, German format; 1.299,00 € → 1.449,00 €.', shopPair('microdata', { price: 1299, currency: 'EUR', priceText: '1.299,00 €' }, (s) => ({ ...s, product: { ...s.product, price: 1449, priceText: '1.449,00 €' } }), { chrome: { ...chromeFor('Küchenwelt', 'Acme Pro Blender 3000 | Küchenwelt'), lang: 'de' } })),
  real('shopify-price-drop', 'price', 'price', 'Shopify-like; $49.00 → $39.00 (cents in product JSON).', shopPair('shopify', usd(49, '$49.00'), (s) => ({ ...s, product: { ...s.product, ...usd(39, '$39.00'), wasPriceText: '$49.00' } }))),
  real('woo-sale-started', 'price', 'price', 'WooCommerce-like; sale starts, $59.00 struck through, now $44.00.', shopPair('woo', usd(59, '$59.00'), (s) => ({ ...s, product: { ...s.product, ...usd(44, '$44.00'), wasPriceText: '$59.00' } }))),
  real('amazon-price-drop', 'price', 'price', 'Amazon-like markup; $89.99 → $69.99.', shopPair('amazon', usd(89.99), (s) => ({ ...s, product: { ...s.product, ...usd(69.99) } }))),
  real('plain-gbp-price-drop', 'price', 'price', 'Plain HTML shop; £89.99 → £69.99.', shopPair('plain', { price: 89.99, currency: 'GBP', priceText: '£89.99' }, (s) => ({ ...s, product: { ...s.product, price: 69.99, priceText: '£69.99' } }))),
  real('jpy-price-drop', 'price', 'price', 'JSON-LD shop in yen; ¥12,800 → ¥9,800.', shopPair('jsonld', { price: 12800, currency: 'JPY', priceText: '¥12,800' }, (s) => ({ ...s, product: { ...s.product, price: 9800, priceText: '¥9,800' } }))),
  real('chf-price-rise', 'price', 'price', "Microdata shop, Swiss format; CHF 1'299.– → CHF 1'549.–.", shopPair('microdata', { price: 1299, currency: 'CHF', priceText: "CHF 1'299.–" }, (s) => ({ ...s, product: { ...s.product, price: 1549, priceText: "CHF 1'549.–" } }))),
  real('inr-price-drop', 'price', 'price', 'Shopify-like in rupees; ₹1,499.00 → ₹1,199.00.', shopPair('shopify', { price: 1499, currency: 'INR', priceText: '₹1,499.00' }, (s) => ({ ...s, product: { ...s.product, price: 1199, priceText: '₹1,199.00' } }))),
  real('threshold-crossed', 'price', 'price', 'JSON-LD shop; $329.00 → $289.00 with the intent "below $300".', shopPair('jsonld', usd(329), (s) => ({ ...s, product: { ...s.product, ...usd(289) } })), below(300)),
  real('jsonld-back-in-stock', 'availability', 'availability', 'JSON-LD shop; OutOfStock → InStock.', shopPair('jsonld', { stock: 'OutOfStock' }, (s) => ({ ...s, product: { ...s.product, stock: 'InStock' } }))),
  real('shopify-sold-out', 'availability', 'availability', 'Shopify-like; variant no longer available, button reads "Sold out".', shopPair('shopify', usd(49, '$49.00'), (s) => ({ ...s, product: { ...s.product, stock: 'OutOfStock' } }))),
  real('woo-back-in-stock', 'price', 'availability', 'WooCommerce-like; "Out of stock" → "7 in stock".', shopPair('woo', { ...usd(59, '$59.00'), stock: 'OutOfStock' }, (s) => ({ ...s, product: { ...s.product, stock: 'InStock' } }))),
  real('amazon-back-in-stock', 'price', 'availability', 'Amazon-like; "Currently unavailable" → "In Stock" with a price shown again.', shopPair('amazon', { ...usd(89.99), stock: 'OutOfStock' }, (s) => ({ ...s, product: { ...s.product, stock: 'InStock' } }))),
  real('plain-sold-out', 'availability', 'availability', 'Plain HTML shop; "Availability: In stock" → "Sold out".', shopPair('plain', { price: 89.99, currency: 'GBP', priceText: '£89.99' }, (s) => ({ ...s, product: { ...s.product, stock: 'OutOfStock' } }))),
  real('microdata-preorder-to-stock', 'availability', 'availability', 'Microdata shop; PreOrder → InStock (released).', shopPair('microdata', { price: 1299, currency: 'EUR', priceText: '1.299,00 €', stock: 'PreOrder' }, (s) => ({ ...s, product: { ...s.product, stock: 'InStock' } }))),
  real('woo-restock-with-discount', 'price', 'price', 'WooCommerce-like; back in stock and $59.00 → $45.00 at once.', shopPair('woo', { ...usd(59, '$59.00'), stock: 'OutOfStock' }, (s) => ({ ...s, product: { ...s.product, ...usd(45, '$45.00'), wasPriceText: '$59.00', stock: 'InStock' } }))),
  real('news-article-updated', 'content', 'content', 'News article; vote result added: new headline and four new paragraphs.', newsPair((s) => ({ ...s, headline: 'Council approves first phase of $2.1bn downtown transit plan', body: [...UPDATE_PARAGRAPHS, ...s.body] }))),
  real('news-story-rewritten', 'content', 'content', 'News article; half the paragraphs rewritten as the story developed.', newsPair((s) => ({ ...s, body: s.body.map((p, i) => (i % 2 === 0 ? paragraphs(NEWS_SENTENCES, 900 + i, 1, 4)[0]! : p)) }))),
  real('pricing-plan-price-changed', 'content', 'price', 'Pricing page; Pro plan $29 → $39 per month (the plan price marked up as the page price).', pricingPair((s) => ({ ...s, plans: s.plans.map((p) => (p.name === 'Pro' ? { ...p, price: '$39' } : p)) }))),
  real('pricing-plan-added', 'content', 'content', 'Pricing page; an Enterprise plan added.', pricingPair((s) => ({ ...s, plans: [...s.plans, { name: 'Enterprise', price: '$499', features: ['Everything in Team', 'Unlimited storage', 'Dedicated success manager', 'Custom contracts and invoicing', '99.99% uptime SLA', 'Data residency in the EU or US'] }] }))),
  real('jobs-posting-added', 'content', 'content', 'Job board; a new Staff ML Engineer posting.', jobsPair((s) => ({ ...s, postings: [NEW_POSTING, ...s.postings] }))),
  real('jobs-posting-removed', 'content', 'content', 'Job board; the Engineering Manager posting was filled and removed.', jobsPair((s) => ({ ...s, postings: s.postings.filter((p) => p.id !== 104) }))),
  real('docs-section-added', 'content', 'content', 'Docs page; a "Rate limits" section added.', docsPair((s) => ({ ...s, sections: [...s.sections.slice(0, 3), NEW_SECTION, ...s.sections.slice(3)] }))),
  real('docs-deprecation-notice', 'content', 'content', 'Docs page; deprecation notice added and the Versioning section rewritten.', docsPair((s) => ({
    ...s,
    notice: 'Deprecated: API version 1 will be switched off on 30 September 2024. All requests to /v1 endpoints will then fail with 410 Gone. Migrate to version 2 before that date; the migration guide lists every renamed field and removed endpoint.',
    sections: s.sections.map((section) =>
      section.title === 'Versioning'
        ? { ...section, paragraphs: ['Version 2 is now the only supported version. Pin it by sending the Example-Version header with the value 2024-05-01, or set a default version for your account in the dashboard.', 'Breaking changes are announced ninety days in advance on the changelog and by email to the owners of every affected API key. Additive changes such as new fields and new optional parameters can ship at any time.'] }
        : section,
    ),
  }))),

  // ----- extraction and relevance rules, and noise that tries to break them -----
  real('jsonld-stale-sold-out', 'availability', 'availability', 'JSON-LD still says InStock; the buy box now says "Out of stock" and the button "Sold out".', shopPair('jsonld', {}, (s) => ({ ...s, product: { ...s.product, stock: 'OutOfStock' }, jsonLdStock: 'InStock' }))),
  noise('sold-out-elsewhere', 'availability', 'JSON-LD shop; a "Complete the look" block far below the buy box shows another product as sold out.', shopPair('jsonld', {}, (s) => ({ ...s, extraSection: COMPLETE_THE_LOOK }))),
  real('all-sizes-sold-out', 'availability', 'availability', 'Per-size JSON-LD offers; S and L sell out too, every size is gone.', shopPair('jsonld', {}, (s) => ({ ...s, product: { ...s.product, stock: 'OutOfStock' }, sizes: [['S', 'OutOfStock'], ['M', 'OutOfStock'], ['L', 'OutOfStock']] }), { sizes: [['S', 'InStock'], ['M', 'OutOfStock'], ['L', 'InStock']] })),
  noise('one-size-sold-out', 'availability', 'Per-size JSON-LD offers; size M sells out, S and L are still in stock.', shopPair('jsonld', {}, (s) => ({ ...s, sizes: [['S', 'InStock'], ['M', 'OutOfStock'], ['L', 'InStock']] }), { sizes: [['S', 'InStock'], ['M', 'InStock'], ['L', 'InStock']] })),
  real('jsonld-accessory-block-price-drop', 'price', 'price', "An accessory's Product block stands first; the page's own product $199.99 → $179.99.", shopPair('jsonld', {}, (s) => ({ ...s, product: { ...s.product, ...usd(179.99) } }), { accessory: { name: 'Acme Blade Cleaning Brush', price: 9.99 } })),
  noise('accessory-price-changed', 'price', "An accessory's Product block stands first; only the accessory's price moved ($9.99 → $7.99).", shopPair('jsonld', {}, (s) => ({ ...s, accessory: { name: 'Acme Blade Cleaning Brush', price: 7.99 } }), { accessory: { name: 'Acme Blade Cleaning Brush', price: 9.99 } })),
  real('jsonld-zero-price-placeholder', 'price', 'price', 'JSON-LD states a placeholder price of 0.00; the shown price $199.99 → $179.99.', shopPair('jsonld', {}, (s) => ({ ...s, product: { ...s.product, ...usd(179.99) } }), { jsonLdPrice: '0.00' })),
  real('sidebar-buy-box-price-drop', 'price', 'price', 'Plain shop whose buy box sits in div.product-sidebar; £89.99 → £69.99.', shopPair('plain', { price: 89.99, currency: 'GBP', priceText: '£89.99' }, (s) => ({ ...s, product: { ...s.product, price: 69.99, priceText: '£69.99' } }), { infoClass: 'product-sidebar' })),
  real('plain-sek-price-drop', 'price', 'price', 'Plain Swedish shop, no structured data; "Pris: 1 799 kr" → "Pris: 1 599 kr".', shopPair('plain', { price: 1799, currency: 'SEK', priceText: '1 799 kr' }, (s) => ({ ...s, product: { ...s.product, price: 1599, priceText: '1 599 kr' } }), { labels: 'sv', chrome: { ...chromeFor('Köksbutiken', 'Acme Pro Blender 3000 | Köksbutiken'), lang: 'sv' } })),
  real('plain-pln-sold-out', 'availability', 'availability', 'Plain Polish shop, no structured data; "dostępny" → "niedostępny".', shopPair('plain', { price: 1249, currency: 'PLN', priceText: '1 249,00 zł' }, (s) => ({ ...s, product: { ...s.product, stock: 'OutOfStock' } }), { labels: 'pl', chrome: { ...chromeFor('SklepAGD', 'Acme Pro Blender 3000 | SklepAGD'), lang: 'pl' } })),
  real('url-mode-price-rise', 'content', 'price', 'JSON-LD shop watched in url mode (a content watcher); $199.99 → $211.99 (+6%).', shopPair('jsonld', {}, (s) => ({ ...s, product: { ...s.product, ...usd(211.99) } }))),
  real('url-mode-shopify-price-drop', 'content', 'price', 'Shopify-like, watched in url mode; $49.00 → $47.00 (-4%).', shopPair('shopify', usd(49, '$49.00'), (s) => ({ ...s, product: { ...s.product, ...usd(47, '$47.00') } }))),
  real('url-mode-sold-out', 'content', 'availability', 'Microdata shop watched in url mode; InStock → OutOfStock.', shopPair('microdata', { price: 1299, currency: 'EUR', priceText: '1.299,00 €' }, (s) => ({ ...s, product: { ...s.product, stock: 'OutOfStock' } }))),
  noise('url-mode-stock-count', 'content', 'WooCommerce-like watched in url mode; "7 in stock" became "6 in stock".', shopPair('woo', usd(59, '$59.00'), (s) => ({ ...s, stockCount: 6 }))),
  noise('url-mode-review-count', 'content', 'JSON-LD shop watched in url mode; "1,287 ratings" became "1,294 ratings".', shopPair('jsonld', {}, (s) => ({ ...s, ratings: '1,294' }))),
  noise('url-mode-delivery-date-de', 'content', 'German microdata shop watched in url mode; "Lieferung bis Mittwoch, 22. Mai 2026" moved on a day.', shopPair('microdata', { price: 1299, currency: 'EUR', priceText: '1.299,00 €' }, (s) => ({ ...s, delivery: 'Lieferung bis Donnerstag, 23. Mai 2026' }), { delivery: 'Lieferung bis Mittwoch, 22. Mai 2026', chrome: { ...chromeFor('Küchenwelt', 'Acme Pro Blender 3000 | Küchenwelt'), lang: 'de' } })),
  real('pricing-limit-changed', 'content', 'content', 'Pricing page; the Pro plan\'s storage 100 GB → 250 GB, nothing else.', pricingPair((s) => ({ ...s, plans: s.plans.map((p) => (p.name === 'Pro' ? { ...p, features: p.features.map((f) => (f === '100 GB storage' ? '250 GB storage' : f)) } : p)) }))),
  real('pricing-projects-limit-changed', 'content', 'content', 'Pricing page; the Starter plan 3 projects → 5 projects.', pricingPair((s) => ({ ...s, plans: s.plans.map((p) => (p.name === 'Starter' ? { ...p, features: p.features.map((f) => (f === '3 projects' ? '5 projects' : f)) } : p)) }))),
  noise('pricing-features-reordered', 'content', "Pricing page; the Pro plan's features listed in another order.", pricingPair((s) => ({ ...s, plans: s.plans.map((p) => (p.name === 'Pro' ? { ...p, features: rotate(p.features, 2) } : p)) }))),
  noise('pricing-signups-counter', 'content', 'Pricing page; "1,204 teams signed up this week" became 1,251.', pricingPair((s) => ({ ...s, signups: '1,251' }), { signups: '1,204' })),
  real('docs-notice-date-changed', 'content', 'content', 'Docs page; the switch-off date in the deprecation notice moved from 30 September 2024 to 31 December 2024.', docsPair((s) => ({ ...s, notice: deprecationNotice('31 December 2024') }), { notice: deprecationNotice('30 September 2024') })),
  noise('docs-reviewed-date', 'content', 'Docs page; "Page last reviewed: 12 May 2024" became 19 May 2024.', docsPair((s) => ({ ...s, reviewed: '19 May 2024' }), { reviewed: '12 May 2024' })),
  // ----- issue 22: few-percent price moves and changed limits or dates, written before any rule was changed for them -----
  real('jsonld-two-percent-drop', 'price', 'price', 'JSON-LD shop; $199.99 → $195.99 (-2%).', shopPair('jsonld', {}, (s) => ({ ...s, product: { ...s.product, ...usd(195.99) } }))),
  real('shopify-small-drop', 'price', 'price', 'Shopify-like; $49.00 → $48.25 (-1.5%).', shopPair('shopify', usd(49, '$49.00'), (s) => ({ ...s, product: { ...s.product, ...usd(48.25, '$48.25') } }))),
  real('microdata-eur-small-drop', 'price', 'price', 'Microdata shop, German format; 1.299,00 € → 1.269,00 € (-2.3%).', shopPair('microdata', { price: 1299, currency: 'EUR', priceText: '1.299,00 €' }, (s) => ({ ...s, product: { ...s.product, price: 1269, priceText: '1.269,00 €' } }), { chrome: { ...chromeFor('Küchenwelt', 'Acme Pro Blender 3000 | Küchenwelt'), lang: 'de' } })),
  real('amazon-one-percent-drop', 'price', 'price', 'Amazon-like markup; $89.99 → $88.99 (-1.1%).', shopPair('amazon', usd(89.99), (s) => ({ ...s, product: { ...s.product, ...usd(88.99) } }))),
  real('plain-gbp-small-rise', 'price', 'price', 'Plain HTML shop; £89.99 → £92.99 (+3.3%).', shopPair('plain', { price: 89.99, currency: 'GBP', priceText: '£89.99' }, (s) => ({ ...s, product: { ...s.product, price: 92.99, priceText: '£92.99' } }))),
  real('url-mode-small-drop', 'content', 'price', 'JSON-LD shop watched in url mode; $199.99 → $196.99 (-1.5%).', shopPair('jsonld', {}, (s) => ({ ...s, product: { ...s.product, ...usd(196.99) } }))),
  real('pricing-team-storage-changed', 'content', 'content', "Pricing page; the Team plan's storage 1 TB → 2 TB, nothing else.", pricingPair((s) => ({ ...s, plans: s.plans.map((p) => (p.name === 'Team' ? { ...p, features: p.features.map((f) => (f === '1 TB storage' ? '2 TB storage' : f)) } : p)) }))),
  real('docs-notice-date-postponed', 'content', 'content', 'Docs page; the switch-off date in the deprecation notice moved from 31 December 2024 to 31 March 2025.', docsPair((s) => ({ ...s, notice: deprecationNotice('31 March 2025') }), { notice: deprecationNotice('31 December 2024') })),
];

function main(): void {
  rmSync(OUT_DIR, { recursive: true, force: true });
  const pairs = [...PAIRS, ...PAIRS_2, ...PAIRS_3, ...PAIRS_4, ...PAIRS_5, ...PAIRS_6, ...PAIRS_7, ...PAIRS_8, ...PAIRS_9, ...PAIRS_10, ...PAIRS_11, ...PAIRS_12, ...PAIRS_13, ...PAIRS_14, ...PAIRS_15, ...PAIRS_16, ...PAIRS_17, ...PAIRS_18, ...PAIRS_19, ...PAIRS_20, ...PAIRS_21, ...PAIRS_22, ...PAIRS_23, ...PAIRS_24, ...PAIRS_25, ...PAIRS_26, ...PAIRS_27, ...PAIRS_28, ...PAIRS_29, ...PAIRS_30];
  const manifest = pairs.map(({ name, metric, condition, expect, type, note, batch }) => ({ name, metric, condition, expect, ...(type ? { type } : {}), note, ...(batch ? { batch } : {}) }));
  let total = 0;
  for (const pair of pairs) {
    for (const side of ['before', 'after'] as const) {
      const html = pair.render(side);
      total += Buffer.byteLength(html);
      mkdirSync(join(OUT_DIR, pair.name), { recursive: true });
      writeFileSync(join(OUT_DIR, pair.name, `${side}.html`), html);
    }
    if (pair.render('before') === pair.render('after')) throw new Error(`pair ${pair.name}: both sides are identical`);
  }
  writeFileSync(join(OUT_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const noiseCount = manifest.filter((entry) => /^(?:p\d-)?noise-/.test(entry.name)).length;
  console.log(`${pairs.length} pairs (${noiseCount} noise), ${(total / 1024).toFixed(0)} KB in ${OUT_DIR}`);
}

main();
