/**
 * The seventh batch of page pairs (issue 22, manifest "batch": "pairs-7"), written in one go and
 * split by name before any evaluation ran on it: render and visitor churn that is not a change
 * (per-visit greetings, geo-IP store pickers, "in N carts", ticking stock counters, other
 * products' prices in a rotating hero, the same price in another locale's format, timestamps as
 * ISO strings, epoch attributes and "Stand:" lines, reordered JSON-LD keys, lazy-image
 * placeholders, CSP nonces and hashes, consent-tool versions, rotating review snippets, rolling
 * "valid until" dates) beside real changes in new shapes (a 2% cut shown only in a sale badge, a
 * unit price moved by a new pack size, a delisted product, a moved API sunset date, a status page
 * turning degraded, a changelog entry, a closed job). Names start with "p7-".
 */
import { batchPairs, hexToken, type PairSpec, type Side } from './page-kit.js';
import { renderShell, type Shell } from './batch-2-shell.js';

export const BATCH_7 = 'pairs-7';

type Values = Record<string, string>;

function page(shell: Shell, body: (v: Values) => string, before: Values, after: Values, afterShell: Partial<Shell> = {}): (side: Side) => string {
  return (side) => (side === 'before' ? renderShell(shell, body(before)) : renderShell({ ...shell, ...afterShell }, body({ ...before, ...after })));
}

const { real, noise } = batchPairs(BATCH_7, 'p7');

const s = (site: string, lang: string, title: string, head?: string): Shell => ({ site, lang, title, ...(head ? { head } : {}) });

const kettleLd = (order: 'a' | 'b', price = '59.00'): string => {
  const offer = order === 'a'
    ? { '@type': 'Offer', price, priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: 'https://kettles.example/p/k20' }
    : { url: 'https://kettles.example/p/k20', availability: 'https://schema.org/InStock', priceCurrency: 'EUR', price, '@type': 'Offer' };
  const data = order === 'a'
    ? { '@context': 'https://schema.org', '@type': 'Product', name: 'Glass Kettle K20', sku: 'K20-GL', brand: { '@type': 'Brand', name: 'Brewline' }, offers: offer }
    : { offers: offer, brand: { name: 'Brewline', '@type': 'Brand' }, sku: 'K20-GL', name: 'Glass Kettle K20', '@type': 'Product', '@context': 'https://schema.org' };
  return `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
};

const kettle = (v: Values): string =>
  [
    `<div class="hello-bar">${v.greeting ?? 'Welcome back'}</div>`,
    `<section class="hero-rotator" data-interval="6000"><div class="hero-slide is-current">${v.hero ?? 'Winter warmers: Cast Iron Teapot now €39.00'}</div></section>`,
    '<div class="pdp">',
    '<h1 class="pdp__name">Glass Kettle K20, 1.7 l</h1>',
    `<div class="pdp__media">${v.img ?? '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="https://img.kettles.example/k20-1.jpg" class="lazyload" alt="Glass Kettle K20">'}</div>`,
    `<div class="pdp__price">${v.price ?? '<span class="price">€59.00</span>'}</div>`,
    `<p class="pdp__carts">${v.carts ?? 'Popular choice'}</p>`,
    `<p class="pdp__store">${v.store ?? 'Your store: Berlin-Mitte (2.3 km) – in stock'}</p>`,
    `<blockquote class="pdp__snippet">${v.snippet ?? '“Boils fast and looks great on the counter.” – Mia, 5/5'}</blockquote>`,
    '<p>Borosilicate glass, blue LED ring, auto shut-off, 2200 W.</p>',
    `<p class="pdp__stock">${v.stock ?? 'In stock'}</p>`,
    `<button class="pdp__buy"${v.disabled ?? ''}>Add to basket</button>`,
    '</div>',
  ].join('\n');

const pack = (v: Values): string =>
  [
    '<div class="product-detail">',
    '<h1>Compostable Coffee Pods, Lungo</h1>',
    `<p class="pack-size">${v.pack ?? 'Pack of 30 pods'}</p>`,
    '<p class="price-box"><span class="price-now">£9.00</span></p>',
    `<p class="unit-price">${v.unit ?? '(30p per pod)'}</p>`,
    `<p class="deal-meter">${v.meter ?? 'Deal of the week'}</p>`,
    '<button class="add">Add to trolley</button>',
    '</div>',
  ].join('\n');

const mxShop = (v: Values): string =>
  [
    '<div class="producto">',
    '<h1>Licuadora de alta potencia 1.5 L</h1>',
    `<p class="producto__precio">${v.price ?? '$2,499.00 MXN'}</p>`,
    `<p class="producto__vigencia">${v.valid ?? 'Envío gratis en pedidos mayores a $999'}</p>`,
    '<button class="producto__comprar">Agregar al carrito</button>',
    '</div>',
  ].join('\n');

const frShop = (v: Values): string =>
  [
    '<div class="fiche-produit">',
    '<h1>Aspirateur balai sans fil X9</h1>',
    `<p class="fiche-produit__prix">${v.price ?? '249,00 €'}</p>`,
    `<p class="fiche-produit__dispo">${v.stock ?? 'Rupture de stock'}</p>`,
    `<p class="fiche-produit__maj">${v.stand ?? 'Prix TTC'}</p>`,
    `<button class="fiche-produit__panier"${v.disabled ?? ' disabled'}>Ajouter au panier</button>`,
    '</div>',
  ].join('\n');

const germanPrices = (v: Values): string =>
  [
    '<div class="preisliste">',
    '<h1>Heizöl-Preise</h1>',
    '<table class="tarife"><tr><th>Menge</th><th>Preis je 100 l</th></tr><tr><td>3.000 l</td><td>98,40 €</td></tr><tr><td>5.000 l</td><td>95,10 €</td></tr></table>',
    `<p class="preisliste__stand">${v.stand ?? 'Stand: 27.11.2026 14:03'}</p>`,
    '</div>',
  ].join('\n');

const limited = (v: Values): string =>
  [
    '<div class="drop">',
    '<h1>Limited Edition Print “Harbour at Dusk”</h1>',
    '<p class="drop__price">$120.00</p>',
    `<div class="drop__meter" role="progressbar">${v.sold ?? '312 of 500 sold'}</div>`,
    '<button class="drop__buy">Buy print</button>',
    '</div>',
  ].join('\n');

const deprecations = (v: Values): string =>
  [
    '<article class="api-doc">',
    '<h1>Deprecations</h1>',
    '<table class="deprecations"><thead><tr><th>Endpoint</th><th>Replacement</th><th>Sunset</th></tr></thead><tbody>',
    `<tr><td><code>GET /v1/charges</code></td><td><code>GET /v2/payments</code></td><td>${v.sunset ?? '2027-03-31'}</td></tr>`,
    '<tr><td><code>POST /v1/tokens</code></td><td><code>POST /v2/tokens</code></td><td>2027-09-30</td></tr>',
    '</tbody></table>',
    `<p class="api-doc__sync">${v.sync ?? 'Generated from the OpenAPI spec'}</p>`,
    '</article>',
  ].join('\n');

const status = (v: Values): string =>
  [
    '<div class="status-page">',
    '<h1>Paybridge Status</h1>',
    `<div class="status-banner ${v.bannerClass ?? 'status-banner--ok'}">${v.banner ?? 'All Systems Operational'}</div>`,
    `<ul class="components"><li>API <span class="component-status">${v.api ?? 'Operational'}</span></li><li>Dashboard <span class="component-status">Operational</span></li><li>Webhooks <span class="component-status">Operational</span></li></ul>`,
    `<p class="metrics">${v.metrics ?? 'API response time (24 h average): 212 ms'}</p>`,
    `<div class="uptime-chart" data-rendered-at="${v.epoch ?? '1795788191'}"></div>`,
    '</div>',
  ].join('\n');

const CHANGES = [
  ['3.8.1', 'Fix a crash when the config file is empty.'],
  ['3.8.0', 'Add the --json flag to the list command.'],
  ['3.7.2', 'Retry uploads after a 503 response.'],
];

const changelog = (v: Values): string =>
  [
    '<div class="changelog">',
    '<h1>Changelog</h1>',
    `<div class="repo-stats">${v.stars ?? '★ 12.4k'}</div>`,
    ...(v.top ? [v.top] : []),
    ...CHANGES.map(([version, text]) => `<section class="release"><h2>${version}</h2><ul><li>${text}</li></ul></section>`),
    '</div>',
  ].join('\n');

const job = (v: Values): string =>
  [
    '<div class="job-posting">',
    '<h1>Senior Data Engineer (m/f/d)</h1>',
    '<p class="job-meta">Munich or remote · Full time</p>',
    `<p class="job-posted">${v.posted ?? 'Posted 2026-11-20'}</p>`,
    '<p>You will build the pipelines that feed our pricing models, in Python and SQL on a modern cloud stack.</p>',
    `<div class="job-apply">${v.apply ?? '<a class="button" href="/jobs/4411/apply">Apply now</a>'}</div>`,
    `<p class="job-personal">${v.personal ?? 'Join our talent community'}</p>`,
    '</div>',
  ].join('\n');

const quote = (v: Values): string =>
  [
    '<h1>Business broadband</h1>',
    '<table class="plans"><tr><th>Fibre 500</th><td>€45/month</td></tr><tr><th>Fibre 1000</th><td>€59/month</td></tr></table>',
    `<p class="plans__terms">${v.terms ?? 'Minimum term 12 months. Router included.'}</p>`,
    `<p class="plans__valid">${v.valid ?? 'Prices valid until 28 November 2026.'}</p>`,
  ].join('\n');

const privacy = (v: Values): string =>
  [
    '<article class="policy">',
    '<h1>How long we keep your data</h1>',
    `<p>Call recordings are kept for ${v.days ?? '90 days'} and then deleted.</p>`,
    '<p>Invoices are kept for ten years, as tax law requires.</p>',
    '</article>',
  ].join('\n');

const cspHead = (seed: number): string => {
  const nonce = hexToken(seed, 22);
  return [
    `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'nonce-${nonce}' 'sha256-${hexToken(seed + 1, 43)}='; style-src 'self' 'sha256-${hexToken(seed + 2, 43)}='">`,
    `<script nonce="${nonce}">window.__cfg={region:"eu"};</script>`,
  ].join('\n');
};

const consentHead = (version: string): string =>
  `<script src="https://cdn.consentkit.example/scripttemplates/${version}/otSDKStub.js" data-domain-script="0191c2d4-7a55-4e2b" data-document-language="true" charset="UTF-8"></script>\n<meta name="consent-tool" content="ConsentKit ${version}">`;

const kettleShell = s('Brewline', 'en-GB', 'Glass Kettle K20 | Brewline', kettleLd('a'));
const podsShell = s('Beanery', 'en-GB', 'Lungo Pods | Beanery');
const mxShell = s('CocinaMX', 'es-MX', 'Licuadora 1.5 L | CocinaMX');
const frShell = s('Maison Pratique', 'fr-FR', 'Aspirateur X9 | Maison Pratique');
const statusShell = s('Paybridge', 'en', 'Paybridge Status');
const changelogShell = s('Tidyup CLI', 'en', 'Changelog · Tidyup CLI');
const jobShell = s('Quantly', 'en', 'Senior Data Engineer | Quantly');
const deprecationsShell = s('Paybridge', 'en', 'Deprecations | Paybridge Docs');

export const PAIRS_7: PairSpec[] = [
  // ----- real -----
  real('sale-badge-only-drop', 'price', 'price', 'Kettle page; €59.00 is struck through and a sale badge says "Sale €57.80" (-2%), JSON-LD unchanged.', page(kettleShell, kettle, {}, { price: '<s class="price price--was">€59.00</s> <span class="badge badge--sale">Sale €57.80</span>' })),
  real('pack-size-unit-price', 'price', 'price', 'Coffee pods; same £9.00, but pack of 30 → pack of 24, "(30p per pod)" → "(37.5p per pod)".', page(podsShell, pack, {}, { pack: 'Pack of 24 pods', unit: '(37.5p per pod)' })),
  real('product-delisted', 'availability', 'availability', 'Kettle page replaced by a not-found page: "Sorry, this product is no longer available."', (side) => side === 'before'
    ? renderShell(kettleShell, kettle({}))
    : renderShell(s('Brewline', 'en-GB', 'Page not found | Brewline'), '<div class="not-found">\n<h1>Page not found</h1>\n<p>Sorry, this product is no longer available. It may have been discontinued.</p>\n<p><a href="/c/kettles">Browse all kettles</a></p>\n</div>')),
  real('api-sunset-moved', 'content', 'content', 'Deprecations table; sunset of GET /v1/charges 2027-03-31 → 2027-06-30.', page(deprecationsShell, deprecations, {}, { sunset: '2027-06-30' })),
  real('status-degraded', 'content', 'content', 'Status page; "All Systems Operational" → "Degraded Performance", API component degraded.', page(statusShell, status, {}, { banner: 'Degraded Performance', bannerClass: 'status-banner--minor', api: 'Degraded Performance' })),
  real('changelog-entry-added', 'content', 'content', 'Changelog; a 3.9.0 release added on top.', page(changelogShell, changelog, {}, { top: '<section class="release"><h2>3.9.0</h2><ul><li>Drop support for Node 18; add a watch mode.</li></ul></section>' })),
  real('job-closed', 'content', 'content', 'Job posting; "Apply now" replaced by "This position has been filled."', page(jobShell, job, {}, { apply: '<p class="job-closed">This position has been filled and is no longer accepting applications.</p>' })),
  real('mxn-small-drop', 'price', 'price', 'Mexican shop; "$2,499.00 MXN" → "$2,449.00 MXN" (-2%).', page(mxShell, mxShop, {}, { price: '$2,449.00 MXN' })),
  real('french-back-in-stock', 'availability', 'availability', 'French shop; "Rupture de stock" → "En stock", button enabled.', page(frShell, frShop, {}, { stock: 'En stock', disabled: '' })),
  real('retention-shortened', 'content', 'content', 'Privacy page; call recordings kept 90 days → 30 days.', page(s('Callwise', 'en', 'Data retention | Callwise'), privacy, {}, { days: '30 days' })),
  real('broadband-terms-changed', 'content', 'content', 'Broadband plans; "Minimum term 12 months" → "Minimum term 24 months".', page(s('Netzfaser', 'en', 'Business broadband | Netzfaser'), quote, {}, { terms: 'Minimum term 24 months. Router included.' })),
  real('status-api-outage', 'content', 'content', 'Status page; the API component "Operational" → "Major Outage", banner says so.', page(statusShell, status, {}, { banner: 'Major Outage: API', bannerClass: 'status-banner--major', api: 'Major Outage' })),

  // ----- noise -----
  noise('greeting-per-visit', 'price', 'Kettle page; "Good morning, Anna – picked for you" → "Good evening, Anna – picked for you".', page(kettleShell, kettle, { greeting: 'Good morning, Anna – picked for you' }, { greeting: 'Good evening, Anna – picked for you' })),
  noise('geo-store-picker', 'availability', 'Kettle page; geo-IP store "Berlin-Mitte (2.3 km)" → "Hamburg-Altona (1.1 km)", both in stock.', page(kettleShell, kettle, {}, { store: 'Your store: Hamburg-Altona (1.1 km) – in stock' })),
  noise('in-n-carts', 'price', 'Kettle page; "In 14 people\'s carts" → "In 19 people\'s carts".', page(kettleShell, kettle, { carts: 'In 14 people’s carts right now' }, { carts: 'In 19 people’s carts right now' })),
  noise('stock-meter-ticks', 'availability', 'Limited print; "312 of 500 sold" → "318 of 500 sold".', page(s('Printroom', 'en', 'Harbour at Dusk | Printroom'), limited, {}, { sold: '318 of 500 sold' })),
  noise('hero-other-product-price', 'price', 'Kettle page; rotating hero shows another product\'s price ("Cast Iron Teapot now €39.00" → "Milk Frother now €24.99").', page(kettleShell, kettle, {}, { hero: 'Barista corner: Milk Frother now €24.99' })),
  noise('price-locale-format', 'price', 'Mexican shop rendered for another locale; "$2,499.00 MXN" → "MX$2,499" (same price).', page(mxShell, mxShop, {}, { price: 'MX$2,499' })),
  noise('german-stand-stamp', 'content', 'Heating-oil price list; "Stand: 27.11.2026 14:03" → "Stand: 27.11.2026 14:17", prices unchanged.', page(s('Ölhandel Nord', 'de-DE', 'Heizöl-Preise | Ölhandel Nord'), germanPrices, {}, { stand: 'Stand: 27.11.2026 14:17' })),
  noise('iso-sync-timestamp', 'content', 'Deprecations; "Synced 2026-11-27T14:03:11Z" → "Synced 2026-11-27T15:03:09Z".', page(deprecationsShell, deprecations, { sync: 'Synced from the OpenAPI spec at 2026-11-27T14:03:11Z' }, { sync: 'Synced from the OpenAPI spec at 2026-11-27T15:03:09Z' })),
  noise('epoch-data-attribute', 'content', 'Status page; data-rendered-at epoch 1795788191 → 1795788491, nothing visible changes.', page(statusShell, status, {}, { epoch: '1795788491' })),
  noise('jsonld-keys-reordered', 'price', 'Kettle page; the JSON-LD Product and Offer keys serialised in another order, same values.', page(kettleShell, kettle, {}, {}, { head: kettleLd('b') })),
  noise('lazy-image-loaded', 'price', 'Kettle page; the gallery image is a data: placeholder in one fetch and the loaded CDN image in the other.', page(kettleShell, kettle, {}, { img: '<img src="https://img.kettles.example/k20-1.jpg" srcset="https://img.kettles.example/k20-1.jpg?w=400 400w, https://img.kettles.example/k20-1.jpg?w=800 800w" class="lazyloaded" alt="Glass Kettle K20">' })),
  noise('csp-nonce-hash', 'content', 'Changelog; CSP meta nonce and sha256 hashes and the script nonce change per response.', page({ ...changelogShell, head: cspHead(71) }, changelog, {}, {}, { head: cspHead(72) })),
  noise('consent-tool-version', 'content', 'Job posting; consent tool script 202611.1.0 → 202611.2.0.', page({ ...jobShell, head: consentHead('202611.1.0') }, job, {}, {}, { head: consentHead('202611.2.0') })),
  noise('review-snippet-rotated', 'price', 'Kettle page; the review snippet under the price is another customer\'s.', page(kettleShell, kettle, {}, { snippet: '“Quiet, and the light ring is a nice touch.” – Jonas, 4/5' })),
  noise('price-valid-until-rolls', 'content', 'Broadband plans; "Prices valid until 28 November 2026." → "29 November 2026.".', page(s('Netzfaser', 'en', 'Business broadband | Netzfaser'), quote, {}, { valid: 'Prices valid until 29 November 2026.' })),
  noise('status-response-time', 'content', 'Status page, still operational; "24 h average: 212 ms" → "231 ms".', page(statusShell, status, {}, { metrics: 'API response time (24 h average): 231 ms' })),
  noise('changelog-star-count', 'content', 'Changelog; repository stars "★ 12.4k" → "★ 12.5k".', page(changelogShell, changelog, {}, { stars: '★ 12.5k' })),
  noise('job-posted-date-format', 'content', 'Job posting; "Posted 2026-11-20" rendered as "Posted Nov 20, 2026" (same date).', page(jobShell, job, {}, { posted: 'Posted Nov 20, 2026' })),
  noise('job-network-personal', 'content', 'Job posting; "3 people from your network work here" → "5 people".', page(jobShell, job, { personal: '3 people from your network work here' }, { personal: '5 people from your network work here' })),
  noise('pods-deal-meter', 'price', 'Coffee pods; "62% claimed" → "71% claimed".', page(podsShell, pack, { meter: 'Deal of the week · 62% claimed' }, { meter: 'Deal of the week · 71% claimed' })),
  noise('french-stand-stamp', 'availability', 'French shop, still out of stock; "Prix mis à jour le 27/11/2026 à 14:03" → "à 16:41".', page(frShell, frShop, { stand: 'Prix TTC, mis à jour le 27/11/2026 à 14:03' }, { stand: 'Prix TTC, mis à jour le 27/11/2026 à 16:41' })),
];
