import { randomBytes } from 'node:crypto';

// Deterministic shop product pages for the checks benchmark. The content of page i depends only
// on the seed, i and how often its price was moved; the noise (tokens, timestamps, view counters, carousel order) is drawn
// afresh on every render, as on a real shop, so every check has to extract and compare for real.

/** A part of a page drawn anew on every request. */
type Noise = 'token' | 'nonce' | 'iso-time' | 'epoch' | 'views' | 'carousel';

type Part = string | { readonly noise: Noise };

const slot = (noise: Noise): Part => ({ noise });

/** A page as static text with noise slots; rendering only fills the slots in. */
export interface PageTemplate {
  readonly parts: readonly Part[];
  readonly carousel: readonly string[];
}

const BRANDS = ['Aurel', 'Nordvik', 'Kestrel', 'Lumora', 'Tessar', 'Valden', 'Quorra', 'Brightwell', 'Osmund', 'Helix'];
const KINDS = ['Wireless Headphones', 'Espresso Machine', 'Trail Running Shoes', 'Robot Vacuum', 'Mechanical Keyboard', 'Air Purifier', 'Smartwatch', 'Stand Mixer', 'Camping Tent', 'Electric Toothbrush'];
const COLOURS = ['Midnight Black', 'Arctic White', 'Sage Green', 'Sand Beige', 'Ocean Blue', 'Graphite'];
const WORDS = (
  'comfortable durable lightweight premium compact powerful quiet efficient sleek modern reliable versatile ' +
  'battery design quality performance materials everyday travel home office kitchen outdoor sound comfort ' +
  'feature control setting mode sensor motor filter fabric frame handle button display charging cable case ' +
  'the a with and for of in on to from every all your this that its while during after before without ' +
  'delivers offers keeps makes gives brings provides supports includes combines lasts fits works feels looks ' +
  'noise cleaning pressure temperature airflow cushioning grip balance precision response range capacity warranty'
).split(' ');
const REVIEWERS = ['Maria K.', 'James P.', 'Aiko T.', 'Lars N.', 'Priya S.', 'Tom W.', 'Chen L.', 'Fatima A.', 'Diego R.', 'Nora B.'];
const NAV = ['New arrivals', 'Audio', 'Kitchen', 'Home', 'Outdoor', 'Fitness', 'Office', 'Gaming', 'Baby', 'Garden', 'Deals', 'Gift cards'];

/** mulberry32: tiny, fast and good enough to make pages that differ. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pickFrom<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function writeSentence(random: () => number): string {
  const words = Array.from({ length: 8 + Math.floor(random() * 14) }, () => pickFrom(random, WORDS));
  const sentence = words.join(' ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

function writeParagraph(random: () => number): string {
  return Array.from({ length: 3 + Math.floor(random() * 4) }, () => writeSentence(random)).join(' ');
}

/**
 * The product facts of page `index`: what a correct extraction must find. Each price move takes
 * 15 % off, well past any sensitivity threshold, so a moved price must be reported as a change.
 */
export function describeProduct(seed: number, index: number, priceMoves = 0) {
  const random = createRandom(seed * 1_000_003 + index);
  const name = `${pickFrom(random, BRANDS)} ${String.fromCharCode(65 + (index % 26))}${100 + (index % 900)} ${pickFrom(random, KINDS)}`;
  const euro = index % 5 === 4;
  const listPrice = 9 + Math.floor(random() * 1990);
  return {
    random,
    name,
    sku: `SKU-${seed}-${index.toString().padStart(6, '0')}`,
    price: (Math.floor(listPrice * 0.85 ** priceMoves) + 0.99).toFixed(2),
    currency: euro ? 'EUR' : 'USD',
    symbol: euro ? '€' : '$',
    inStock: index % 9 !== 8,
  };
}

function renderHead(product: ReturnType<typeof describeProduct>, index: number, css: string): Part[] {
  const { name, price, currency, sku, inStock } = product;
  const jsonLd = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku,
    brand: { '@type': 'Brand', name: name.split(' ')[0] },
    image: [`https://cdn.shop.example/img/${sku}-1.jpg`, `https://cdn.shop.example/img/${sku}-2.jpg`],
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 10 },
    offers: {
      '@type': 'Offer',
      url: `https://shop.example/products/${index}`,
      price,
      priceCurrency: currency,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: 'Shop Example' },
    },
  });
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name} | Shop Example</title>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="description" content="Buy the ${name} at Shop Example. Free delivery over 50, 30-day returns.">`,
    `<meta property="og:type" content="product"><meta property="og:title" content="${name}">`,
    `<meta property="og:image" content="https://cdn.shop.example/img/${sku}-1.jpg"><meta property="og:url" content="https://shop.example/products/${index}">`,
    `<meta property="product:price:amount" content="${price}"><meta property="product:price:currency" content="${currency}">`,
    '<meta name="csrf-token" content="', slot('token'), '">',
    `<link rel="canonical" href="https://shop.example/products/${index}"><link rel="preload" href="/static/app.js" as="script">`,
    `<style>${css}</style>`,
    '<script type="application/ld+json">', jsonLd, '</script>',
    '<script nonce="', slot('nonce'), '">window.dataLayer=window.dataLayer||[];window.__APP_STATE__={"requestId":"', slot('token'), '","renderedAt":', slot('epoch'),
    `,"page":"product","sku":"${sku}","experiments":{"checkout_v2":true,"reco_widget":"b"}};</script></head>`,
  ];
}

function renderCss(random: () => number): string {
  return Array.from({ length: 70 }, (_, n) => {
    const colour = Math.floor(random() * 0xffffff).toString(16).padStart(6, '0');
    return `.c${n}-${colour.slice(0, 3)}{margin:${n % 7}px ${n % 5}px;padding:${n % 4}px;color:#${colour};font-size:${12 + (n % 6)}px;line-height:1.${n % 9}}`;
  }).join('');
}

function renderNavigation(random: () => number): string {
  const sections = NAV.map((section) => {
    const links = Array.from({ length: 8 }, () => {
      const label = `${pickFrom(random, BRANDS)} ${pickFrom(random, KINDS)}`;
      return `<li><a href="/c/${section.toLowerCase().replace(/ /g, '-')}/${label.toLowerCase().replace(/ /g, '-')}">${label}</a></li>`;
    });
    return `<li class="nav-section"><a href="/c/${section.toLowerCase()}">${section}</a><ul class="mega">${links.join('')}</ul></li>`;
  });
  return `<header><a class="logo" href="/">Shop Example</a><form action="/search"><input name="q" placeholder="Search"></form><nav><ul>${sections.join('')}</ul></nav></header>`;
}

function renderProduct(product: ReturnType<typeof describeProduct>): Part[] {
  const { random, name, price, symbol, inStock, sku } = product;
  const features = Array.from({ length: 6 }, () => `<li>${writeSentence(random)}</li>`).join('');
  const colours = COLOURS.map((colour) => `<option value="${colour.toLowerCase().replace(/ /g, '-')}">${colour}</option>`).join('');
  return [
    `<nav class="breadcrumb"><a href="/">Home</a> › <a href="/c/all">All products</a> › <span>${name}</span></nav>`,
    `<main><section class="product" data-sku="${sku}"><div class="gallery"><img src="https://cdn.shop.example/img/${sku}-1.jpg" alt="${name}"></div>`,
    `<div class="buy-box"><h1>${name}</h1><div class="rating">4.4 out of 5 (10 reviews)</div>`,
    `<p class="price"><span class="amount">${symbol}${price}</span></p>`,
    `<p class="stock">${inStock ? 'In stock, ships within 24 hours' : 'Out of stock'}</p>`,
    `<form action="/cart" method="post"><input type="hidden" name="csrf_token" value="`, slot('token'), '">',
    `<select name="colour">${colours}</select><button type="submit"${inStock ? '' : ' disabled'}>${inStock ? 'Add to cart' : 'Notify me'}</button></form>`,
    '<p class="activity">Viewed ', slot('views'), ' times in the last 24 hours</p>',
    `<ul class="features">${features}</ul></div></section>`,
  ];
}

function renderSpecs(random: () => number): string {
  const rows = Array.from({ length: 16 }, (_, n) => `<tr><th>${pickFrom(random, WORDS)} ${n + 1}</th><td>${Math.floor(random() * 500)} ${pickFrom(random, ['g', 'mm', 'W', 'h', 'dB'])}</td></tr>`);
  return `<section class="specs"><h2>Specifications</h2><table>${rows.join('')}</table></section>`;
}

function renderReviews(random: () => number): string {
  const reviews = Array.from({ length: 10 }, (_, n) => {
    const stars = 3 + Math.floor(random() * 3);
    return `<article class="review"><h3>${writeSentence(random)}</h3><p class="by">${pickFrom(random, REVIEWERS)}, ${stars} stars, verified purchase, March ${n + 2}, 2025</p><p>${writeParagraph(random)} ${writeParagraph(random)}</p></article>`;
  });
  return `<section class="reviews"><h2>Customer reviews</h2>${reviews.join('')}</section>`;
}

function renderCarouselItems(random: () => number, symbol: string): string[] {
  return Array.from({ length: 12 }, (_, n) => {
    const label = `${pickFrom(random, BRANDS)} ${pickFrom(random, KINDS)}`;
    const price = (9 + Math.floor(random() * 990) + 0.99).toFixed(2);
    return `<li class="slide"><a href="/products/r${n}"><img src="https://cdn.shop.example/img/r${n}.jpg" alt=""><span>${label}</span></a><span class="reco-price">${symbol}${price}</span></li>`;
  });
}

function renderFooter(random: () => number): string {
  const columns = ['Help', 'About us', 'Stores', 'Legal'].map(
    (title) => `<div><h4>${title}</h4><ul>${Array.from({ length: 7 }, () => `<li><a href="/p/${pickFrom(random, WORDS)}">${pickFrom(random, WORDS)} ${pickFrom(random, WORDS)}</a></li>`).join('')}</ul></div>`,
  );
  return `<footer>${columns.join('')}<p>© 2025 Shop Example. All prices include VAT.</p></footer>`;
}

/**
 * Builds the template of page `index`, padded with description paragraphs to about `targetBytes`.
 * The padding is measured on the unmoved page, so a moved price changes the price and nothing else.
 */
export function buildPageTemplate(seed: number, index: number, targetBytes: number, priceMoves = 0): PageTemplate {
  const unmoved = assembleTemplate(describeProduct(seed, index), index, (bytes) => bytes < targetBytes);
  if (priceMoves === 0) return unmoved.template;
  return assembleTemplate(describeProduct(seed, index, priceMoves), index, (_bytes, count) => count < unmoved.paragraphs).template;
}

function assembleTemplate(
  product: ReturnType<typeof describeProduct>,
  index: number,
  needsMore: (bytes: number, paragraphs: number) => boolean,
): { template: PageTemplate; paragraphs: number } {
  const { random } = product;
  const head = renderHead(product, index, renderCss(random));
  const body = [`<body class="product-page">`, renderNavigation(random), ...renderProduct(product)];
  const rest = [
    renderSpecs(random),
    renderReviews(random),
    '<section class="recommendations"><h2>Customers also bought</h2><ul class="carousel">', slot('carousel'), '</ul></section>',
    '<p class="updated">Last updated: ', slot('iso-time'), '</p></main>',
    renderFooter(random),
    '<script nonce="', slot('nonce'), `">(function(){var s=document.querySelectorAll('.slide');var i=0;setInterval(function(){i=(i+1)%s.length;s.forEach(function(e,n){e.style.display=n===i?'block':'none';});},5000);})();</script>`,
    '</body></html>',
  ];
  const carousel = renderCarouselItems(random, product.symbol);
  const fixedBytes = [...head, ...body, ...rest].reduce((sum, part) => sum + (typeof part === 'string' ? Buffer.byteLength(part) : 0), 0) + carousel.join('').length;
  const paragraphs: string[] = [];
  let bytes = fixedBytes;
  while (needsMore(bytes, paragraphs.length)) {
    const paragraph = `<p>${writeParagraph(random)}</p>`;
    paragraphs.push(paragraph);
    bytes += paragraph.length;
  }
  const description = `<section class="description"><h2>About this product</h2>${paragraphs.join('')}</section>`;
  return { template: { parts: [...head, ...body, description, ...rest], carousel }, paragraphs: paragraphs.length };
}

function shuffle(items: readonly string[]): string[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function renderNoise(noise: Noise, carousel: readonly string[]): string {
  switch (noise) {
    case 'token':
      return randomBytes(16).toString('hex');
    case 'nonce':
      return randomBytes(12).toString('base64');
    case 'iso-time':
      return new Date().toISOString();
    case 'epoch':
      return String(Date.now());
    case 'views':
      return (1_000 + Math.floor(Math.random() * 9_000)).toLocaleString('en-US');
    case 'carousel':
      return shuffle(carousel).join('');
  }
}

/** One response body: the template with fresh noise. */
export function renderPage(template: PageTemplate): string {
  return template.parts.map((part) => (typeof part === 'string' ? part : renderNoise(part.noise, template.carousel))).join('');
}
