/**
 * The eighth batch of page pairs (issue 22, manifest "batch": "pairs-8"), written in one go and
 * split by name before any evaluation ran on it, aimed at what the held-out measurement still
 * missed: price moves of one to five percent in several formats and languages (on the buy box,
 * inside a price table or a volume tier), a changed limit, quota, rate, fee, opening hour or
 * deadline in a table or a notice, a plan's feature removed, stock state written in prose; beside
 * noise of the same pages (rotating content, re-rendered stamps, reordered lists, tracking
 * parameters, counters, rolling validity dates, A/B copy, personal greetings, converted amounts,
 * view counts, random ids in text). Names start with "p8-".
 */
import { batchPairs, hexToken, type PairSpec, type Side } from './page-kit.js';
import { renderShell, type Shell } from './batch-2-shell.js';

export const BATCH_8 = 'pairs-8';

type Values = Record<string, string>;

function page(shell: Shell, body: (v: Values) => string, before: Values, after: Values, afterShell: Partial<Shell> = {}): (side: Side) => string {
  return (side) => (side === 'before' ? renderShell(shell, body(before)) : renderShell({ ...shell, ...afterShell }, body({ ...before, ...after })));
}

const { real, noise } = batchPairs(BATCH_8, 'p8');

const s = (site: string, lang: string, title: string, head?: string): Shell => ({ site, lang, title, ...(head ? { head } : {}) });

// ---------- shops ----------

const headphones = (v: Values): string =>
  [
    `<div class="top-strip">${v.greeting ?? 'Hi there – sign in for member prices'}</div>`,
    '<div class="product-main">',
    '<nav class="crumbs"><a href="/">Home</a> › <a href="/audio">Audio</a> › <a href="/audio/headphones">Headphones</a></nav>',
    '<h1 class="product-title">Sonora QC45 Wireless Noise Cancelling Headphones</h1>',
    `<div class="rating">★★★★☆ 4.4 <a href="#reviews">${v.reviews ?? '(2,318 reviews)'}</a></div>`,
    `<div class="price-block"><span class="price-current">${v.price ?? '$279.99'}</span> <span class="price-note">${v.note ?? 'or 4 interest-free payments'}</span></div>`,
    `<p class="fulfil">${v.stock ?? 'In stock and ready to ship. Order within the next hours for delivery Friday.'}</p>`,
    '<button class="btn-cart" type="button">Add to Cart</button>',
    '<ul class="specs"><li>Up to 24 hours of battery life</li><li>Bluetooth 5.1 with multipoint</li><li>Aware mode</li><li>USB-C fast charge: 15 minutes for 3 hours</li></ul>',
    `<section class="also-viewed"><h2>Customers also viewed</h2><ul>${v.also ?? '<li>Sonora Ear Cushions – $29.99</li><li>Travel Case Pro – $24.99</li><li>Sonora Buds II – $199.99</li>'}</ul></section>`,
    '</div>',
  ].join('\n');

const drill = (v: Values): string =>
  [
    '<div class="artikel">',
    '<h1 class="artikel__titel">Akku-Bohrschrauber 18 V, 2 × 2,0 Ah, im Koffer</h1>',
    '<p class="artikel__nr">Art.-Nr. 4471093</p>',
    `<div class="artikel__preis"><span class="preis">${v.price ?? '149,99 €'}</span> <span class="mwst">inkl. MwSt., zzgl. Versand</span></div>`,
    `<p class="artikel__grundpreis">${v.base ?? ''}</p>`,
    `<p class="artikel__lieferung">${v.stock ?? 'Sofort lieferbar – Lieferung in 1–3 Werktagen'}</p>`,
    `<p class="artikel__markt">${v.store ?? 'Ihr Markt: Köln-Ehrenfeld'}</p>`,
    '<button class="artikel__warenkorb">In den Warenkorb</button>',
    '<h2>Produktdetails</h2><ul><li>Max. Drehmoment 50 Nm</li><li>2-Gang-Getriebe</li><li>LED-Arbeitslicht</li><li>Schnellspannbohrfutter 13 mm</li></ul>',
    `<p class="artikel__hinweis">${v.hint ?? 'Gratis Versand ab 50 € Bestellwert'}</p>`,
    '</div>',
  ].join('\n');

const sneaker = (v: Values): string =>
  [
    '<div class="fiche">',
    '<h1>Baskets running Vapor Glide homme</h1>',
    `<div class="fiche__prix"><span class="prix">${v.price ?? '119,99 €'}</span></div>`,
    `<p class="fiche__stock">${v.stock ?? 'Disponible en ligne. Expédié sous 24 h.'}</p>`,
    `<p class="fiche__tailles">${v.sizes ?? 'Tailles disponibles : 40, 41, 42, 43, 44, 45'}</p>`,
    '<button class="fiche__ajouter">Ajouter au panier</button>',
    `<p class="fiche__vues">${v.views ?? 'Article consulté 184 fois aujourd’hui'}</p>`,
    '<p>Amorti réactif, empeigne en mesh respirant, semelle en caoutchouc durable.</p>',
    '</div>',
  ].join('\n');

const japaneseShop = (v: Values): string =>
  [
    '<div class="item">',
    '<h1>電気ケトル 1.0L ステンレス</h1>',
    `<p class="item__price">${v.price ?? '¥4,980（税込）'}</p>`,
    `<p class="item__point">${v.point ?? '49ポイント還元'}</p>`,
    `<p class="item__stock">${v.stock ?? '在庫あり'}</p>`,
    '<button class="item__cart">カートに入れる</button>',
    '<p>1.0Lの容量で、カップ1杯分なら約60秒で沸騰します。</p>',
    '</div>',
  ].join('\n');

const nlShop = (v: Values): string =>
  [
    '<div class="productpagina">',
    '<h1>Robotstofzuiger S7 met dweilfunctie</h1>',
    `<p class="prijs">${v.price ?? '€ 429,-'}</p>`,
    `<p class="levertijd">${v.stock ?? 'Op voorraad. Voor 23:59 besteld, morgen in huis.'}</p>`,
    '<button class="in-winkelwagen">In winkelwagen</button>',
    `<p class="usp">${v.usp ?? 'Gratis retourneren binnen 30 dagen'}</p>`,
    `<div class="compare">${v.compare ?? 'Vergelijk met: S6 (€ 349,-), S8 (€ 599,-)'}</div>`,
    '</div>',
  ].join('\n');

const brShop = (v: Values): string =>
  [
    '<div class="produto">',
    '<h1>Smartphone Moto G84 256 GB</h1>',
    `<p class="produto__preco">${v.price ?? 'R$ 1.499,00'}</p>`,
    `<p class="produto__parcelas">${v.parcel ?? 'ou 10x de R$ 149,90 sem juros'}</p>`,
    `<p class="produto__estoque">${v.stock ?? 'Em estoque'}</p>`,
    '<button class="produto__comprar">Comprar</button>',
    `<p class="produto__cep">${v.cep ?? 'Calcule o frete para o seu CEP'}</p>`,
    '</div>',
  ].join('\n');

const groceryTiers = (v: Values): string =>
  [
    '<div class="pdp">',
    '<h1>Organic Jasmine Rice</h1>',
    '<p class="pdp__size">5 kg bag</p>',
    '<table class="tiers"><caption>Buy more, pay less</caption><thead><tr><th>Quantity</th><th>Price per bag</th></tr></thead><tbody>',
    `<tr><td>1–3 bags</td><td>${v.t1 ?? '$18.49'}</td></tr>`,
    `<tr><td>4–9 bags</td><td>${v.t2 ?? '$17.29'}</td></tr>`,
    `<tr><td>10+ bags</td><td>${v.t3 ?? '$15.99'}</td></tr>`,
    '</tbody></table>',
    '<button class="pdp__add">Add to cart</button>',
    `<p class="pdp__promo">${v.promo ?? 'Free delivery on orders over $35'}</p>`,
    '</div>',
  ].join('\n');

// ---------- pricing pages ----------

const saasPricing = (v: Values): string =>
  [
    '<section class="pricing">',
    `<h1>${v.headline ?? 'Simple pricing for growing teams'}</h1>`,
    `<p class="pricing__social">${v.social ?? 'Trusted by 12,000+ companies'}</p>`,
    '<div class="plans">',
    `<div class="plan"><h2>Starter</h2><p class="plan__price">${v.starter ?? '$12'} per user / month</p><ul>${v.starterFeatures ?? '<li>Up to 10 projects</li><li>5 GB file storage</li><li>Email support</li>'}</ul></div>`,
    `<div class="plan plan--featured"><h2>Business</h2><p class="plan__price">${v.business ?? '$24'} per user / month</p><ul>${v.businessFeatures ?? '<li>Unlimited projects</li><li>100 GB file storage</li><li>SAML single sign-on</li><li>Audit log</li><li>Priority support</li>'}</ul></div>`,
    '<div class="plan"><h2>Enterprise</h2><p class="plan__price">Contact sales</p><ul><li>Everything in Business</li><li>Data residency</li><li>Dedicated success manager</li></ul></div>',
    '</div>',
    `<p class="pricing__fx">${v.fx ?? 'Prices in USD. Billed annually.'}</p>`,
    '</section>',
  ].join('\n');

const hostingPricing = (v: Values): string =>
  [
    '<article class="pricing-table">',
    '<h1>Cloud servers</h1>',
    '<table><thead><tr><th>Plan</th><th>vCPU</th><th>RAM</th><th>Disk</th><th>Traffic</th><th>Price / month</th></tr></thead><tbody>',
    `<tr><td>CX22</td><td>2</td><td>4 GB</td><td>40 GB</td><td>${v.traffic ?? '20 TB'}</td><td>${v.cx22 ?? '€4.59'}</td></tr>`,
    `<tr><td>CX32</td><td>4</td><td>8 GB</td><td>80 GB</td><td>20 TB</td><td>${v.cx32 ?? '€7.59'}</td></tr>`,
    '<tr><td>CX42</td><td>8</td><td>16 GB</td><td>160 GB</td><td>20 TB</td><td>€18.59</td></tr>',
    '</tbody></table>',
    `<p class="pricing-table__order">${v.order ?? 'Order: CX22, CX32, CX42'}</p>`,
    `<p class="pricing-table__stamp">${v.stamp ?? 'All prices excl. VAT.'}</p>`,
    '</article>',
  ].join('\n');

// ---------- docs ----------

const rateLimits = (v: Values): string =>
  [
    '<article class="docs">',
    '<h1>Rate limits</h1>',
    '<p>Requests are limited per API key. When you exceed a limit, the API answers 429 Too Many Requests with a Retry-After header.</p>',
    '<table class="limits"><thead><tr><th>Tier</th><th>Requests per minute</th><th>Tokens per minute</th><th>Batch queue</th></tr></thead><tbody>',
    `<tr><td>Free</td><td>${v.freeRpm ?? '60'}</td><td>40,000</td><td>200,000</td></tr>`,
    `<tr><td>Tier 1</td><td>500</td><td>${v.t1Tpm ?? '200,000'}</td><td>2,000,000</td></tr>`,
    '<tr><td>Tier 2</td><td>5,000</td><td>2,000,000</td><td>20,000,000</td></tr>',
    '</tbody></table>',
    `<p class="docs__example">${v.example ?? 'Example request id: req_7f3a9c2e41b8'}</p>`,
    `<aside class="docs__feedback">${v.feedback ?? 'Was this page helpful?'}</aside>`,
    '</article>',
  ].join('\n');

const uploadDocs = (v: Values): string =>
  [
    '<article class="docs">',
    '<h1>Uploading files</h1>',
    `<div class="callout callout--note">${v.note ?? 'Note: the maximum file size for a single upload is 512 MB. Larger files must use multipart upload.'}</div>`,
    '<p>Send the file as the body of a PUT request to the upload URL returned by the create endpoint.</p>',
    `<ul class="toc">${v.toc ?? '<li>Single upload</li><li>Multipart upload</li><li>Resumable upload</li><li>Checksums</li>'}</ul>`,
    `<footer class="docs__meta">${v.meta ?? 'Edit this page on GitHub'}</footer>`,
    '</article>',
  ].join('\n');

// ---------- banks ----------

const bankRates = (v: Values): string =>
  [
    '<div class="rates">',
    '<h1>Savings accounts</h1>',
    '<table class="rates__table"><thead><tr><th>Account</th><th>Interest rate (AER)</th><th>Minimum deposit</th></tr></thead><tbody>',
    `<tr><td>Easy Access Saver</td><td>${v.easy ?? '3.75%'}</td><td>£1</td></tr>`,
    `<tr><td>1 Year Fixed Bond</td><td>${v.fixed ?? '4.35%'}</td><td>${v.min ?? '£1,000'}</td></tr>`,
    '<tr><td>Cash ISA</td><td>3.90%</td><td>£1</td></tr>',
    '</tbody></table>',
    `<p class="rates__effective">${v.effective ?? 'Rates effective from 14 November 2026.'}</p>`,
    `<p class="rates__fx">${v.fx ?? ''}</p>`,
    '</div>',
  ].join('\n');

const germanBank = (v: Values): string =>
  [
    '<div class="konditionen">',
    '<h1>Girokonto – Preise und Leistungen</h1>',
    '<table><tbody>',
    `<tr><th>Kontoführung</th><td>${v.fee ?? '4,90 € pro Monat'}</td></tr>`,
    `<tr><th>Girocard</th><td>${v.card ?? '12,00 € pro Jahr'}</td></tr>`,
    `<tr><th>Dispozins</th><td>${v.dispo ?? '11,75 % p. a.'}</td></tr>`,
    '<tr><th>Bargeld am Automaten</th><td>kostenlos an allen Automaten der Gruppe</td></tr>',
    '</tbody></table>',
    `<p class="konditionen__gruss">${v.greeting ?? 'Guten Tag!'}</p>`,
    `<p class="konditionen__stand">${v.stand ?? 'Preisaushang gültig ab 01.10.2026'}</p>`,
    '</div>',
  ].join('\n');

const fxBank = (v: Values): string =>
  [
    '<div class="wire">',
    '<h1>International transfers</h1>',
    `<p class="wire__fee">${v.fee ?? 'Fee per transfer: $25'}</p>`,
    `<p class="wire__limit">${v.limit ?? 'Daily online limit: $10,000'}</p>`,
    `<div class="wire__calc">${v.calc ?? 'You send $1,000 · they receive €921.40 (rate 0.9214)'}</div>`,
    '<p>Transfers sent before 4 p.m. ET on a business day arrive in one to two business days.</p>',
    '</div>',
  ].join('\n');

// ---------- government ----------

const govNotice = (v: Values): string =>
  [
    '<main class="govuk-main-wrapper">',
    '<h1 class="govuk-heading-xl">Apply for a residential parking permit</h1>',
    `<div class="govuk-inset-text">${v.notice ?? 'Applications for the 2027 permit year close on 15 January 2027.'}</div>`,
    '<p class="govuk-body">You can apply if you live in a controlled parking zone and your vehicle is registered at your address.</p>',
    '<table class="govuk-table"><thead><tr><th>Permit</th><th>Cost per year</th></tr></thead><tbody>',
    `<tr><td>First vehicle</td><td>${v.first ?? '£95'}</td></tr>`,
    '<tr><td>Second vehicle</td><td>£185</td></tr>',
    '</tbody></table>',
    `<p class="govuk-body-s">${v.updated ?? 'Last updated: 20 November 2026'}</p>`,
    `<div class="govuk-feedback">${v.survey ?? 'Is this page useful?'}</div>`,
    '</main>',
  ].join('\n');

const behoerde = (v: Values): string =>
  [
    '<div class="amt">',
    '<h1>Bürgeramt Mitte – Öffnungszeiten</h1>',
    '<table class="zeiten"><tbody>',
    `<tr><th>Montag</th><td>${v.mo ?? '8:00 – 15:00 Uhr'}</td></tr>`,
    '<tr><th>Dienstag</th><td>11:00 – 18:00 Uhr</td></tr>',
    `<tr><th>Donnerstag</th><td>${v.do ?? '11:00 – 18:00 Uhr'}</td></tr>`,
    '<tr><th>Freitag</th><td>8:00 – 13:00 Uhr</td></tr>',
    '</tbody></table>',
    `<p class="amt__wartezeit">${v.wait ?? 'Aktuelle Wartezeit: etwa 25 Minuten'}</p>`,
    `<p class="amt__hinweis">${v.hint ?? 'Termine nur nach vorheriger Buchung.'}</p>`,
    '</div>',
  ].join('\n');

const frenchTax = (v: Values): string =>
  [
    '<div class="actu">',
    '<h1>Déclaration des revenus 2026</h1>',
    `<p class="actu__date">${v.date ?? 'Date limite de déclaration en ligne (zone 1) : jeudi 22 mai 2026 à 23h59'}</p>`,
    '<p>La déclaration en ligne est obligatoire pour tous les foyers dont la résidence principale est équipée d’un accès à internet.</p>',
    `<p class="actu__compteur">${v.counter ?? 'Plus de 2,1 millions de déclarations déposées'}</p>`,
    `<ul class="actu__liens">${v.links ?? '<li>Simulateur</li><li>Barème</li><li>Calendrier</li>'}</ul>`,
    '</div>',
  ].join('\n');

// ---------- job boards and local business ----------

const jobBoard = (v: Values): string =>
  [
    '<div class="job">',
    '<h1>Backend Engineer, Payments</h1>',
    '<p class="job__company">Ledgerly · Amsterdam (hybrid)</p>',
    `<p class="job__salary">${v.salary ?? '€70,000 – €85,000 a year'}</p>`,
    `<p class="job__deadline">${v.deadline ?? 'Apply before 12 December 2026'}</p>`,
    `<p class="job__applicants">${v.applicants ?? '34 applicants'}</p>`,
    `<p class="job__similar">${v.similar ?? 'Similar jobs: Platform Engineer at Finlane · SRE at Paystack'}</p>`,
    '<p>You will own the services that move money between our customers and their banks.</p>',
    '</div>',
  ].join('\n');

const restaurant = (v: Values): string =>
  [
    '<div class="venue">',
    '<h1>Trattoria da Lucia</h1>',
    '<h2>Orari di apertura</h2>',
    '<ul class="orari">',
    '<li>Lunedì: chiuso</li>',
    `<li>Martedì – Venerdì: ${v.week ?? '12:00–14:30, 19:00–22:30'}</li>`,
    '<li>Sabato – Domenica: 12:00–15:00, 19:00–23:00</li>',
    '</ul>',
    `<p class="venue__special">${v.special ?? 'Piatto del giorno: risotto ai funghi porcini'}</p>`,
    `<p class="venue__menu">${v.menu ?? 'Menu pranzo a 14 €, bevanda inclusa'}</p>`,
    '</div>',
  ].join('\n');

const gym = (v: Values): string =>
  [
    '<div class="club">',
    '<h1>FlexFit Oslo Sentrum</h1>',
    `<p class="club__hours">${v.hours ?? 'Åpningstider: hverdager 05:00–23:00, helg 07:00–21:00'}</p>`,
    `<p class="club__price">${v.price ?? 'Medlemskap fra 399 kr per måned'}</p>`,
    `<p class="club__live">${v.live ?? 'Akkurat nå: 37 personer på senteret'}</p>`,
    '<p>Over 200 treningsapparater, gruppetimer og sauna.</p>',
    '</div>',
  ].join('\n');

const trackingHead = (id: string): string =>
  `<link rel="canonical" href="https://shop.example/p/qc45?utm_source=newsletter&amp;utm_campaign=${id}">\n<meta property="og:url" content="https://shop.example/p/qc45?fbclid=${id}">`;

const usShop = s('Soundhaus', 'en-US', 'Sonora QC45 | Soundhaus');
const deShop = s('Werkzeugprofi', 'de-DE', 'Akku-Bohrschrauber 18 V | Werkzeugprofi');
const frShop = s('Sportissimo', 'fr-FR', 'Vapor Glide | Sportissimo');
const jpShop = s('くらしの家電', 'ja-JP', '電気ケトル 1.0L | くらしの家電');
const nlShop2 = s('Huishoudwinkel', 'nl-NL', 'Robotstofzuiger S7 | Huishoudwinkel');
const brShop2 = s('Loja Digital', 'pt-BR', 'Moto G84 | Loja Digital');
const rice = s('Pantry Direct', 'en-US', 'Organic Jasmine Rice | Pantry Direct');
const saas = s('Taskgrid', 'en', 'Pricing | Taskgrid');
const hosting = s('Nordcloud', 'en', 'Cloud servers | Nordcloud');
const apiDocs = s('Modelworks', 'en', 'Rate limits | Modelworks Docs');
const storageDocs = s('Bucketly', 'en', 'Uploading files | Bucketly Docs');
const ukBank = s('Harbour Bank', 'en-GB', 'Savings rates | Harbour Bank');
const deBank = s('Stadtsparkasse', 'de-DE', 'Girokonto | Stadtsparkasse');
const usBank = s('First Prairie Bank', 'en-US', 'International transfers | First Prairie');
const council = s('Camden Council', 'en-GB', 'Residential parking permits | Camden Council');
const amt = s('Bezirksamt Mitte', 'de-DE', 'Bürgeramt Mitte | Bezirksamt');
const impots = s('impots.gouv', 'fr-FR', 'Déclaration des revenus | impots.gouv');
const jobs = s('Werkplaats Jobs', 'en', 'Backend Engineer, Payments | Werkplaats Jobs');
const trattoria = s('Trattoria da Lucia', 'it-IT', 'Trattoria da Lucia – Orari');
const flexfit = s('FlexFit', 'nb-NO', 'FlexFit Oslo Sentrum');

export const PAIRS_8: PairSpec[] = [
  // ----- real -----
  real('usd-two-percent-drop', 'price', 'price', 'US headphone shop; $279.99 → $274.99 (-1.8%), nothing else.', page(usShop, headphones, {}, { price: '$274.99' })),
  real('eur-de-three-percent-rise', 'price', 'price', 'German DIY shop; 149,99 € → 154,99 € (+3.3%).', page(deShop, drill, {}, { price: '154,99 €' })),
  real('eur-fr-one-percent-drop', 'price', 'price', 'French sports shop; 119,99 € → 118,49 € (-1.3%).', page(frShop, sneaker, {}, { price: '118,49 €' })),
  real('yen-four-percent-drop', 'content', 'price', 'Japanese shop watched in url mode; ¥4,980 → ¥4,780 (-4%), points 49 → 47.', page(jpShop, japaneseShop, {}, { price: '¥4,780（税込）', point: '47ポイント還元' })),
  real('nl-dash-price-rise', 'price', 'price', 'Dutch shop; "€ 429,-" → "€ 439,-" (+2.3%).', page(nlShop2, nlShop, {}, { price: '€ 439,-' })),
  real('brl-five-percent-drop', 'content', 'price', 'Brazilian shop in url mode; R$ 1.499,00 → R$ 1.424,05 (-5%), instalments follow.', page(brShop2, brShop, {}, { price: 'R$ 1.424,05', parcel: 'ou 10x de R$ 142,40 sem juros' })),
  real('volume-tier-price-rise', 'content', 'price', 'Rice with volume tiers; the 4–9 bags tier $17.29 → $17.79, first tier unchanged.', page(rice, groceryTiers, {}, { t2: '$17.79' })),
  real('hosting-table-price-rise', 'content', 'content', 'Cloud pricing table; CX32 €7.59 → €7.99 a month, other rows unchanged.', page(hosting, hostingPricing, {}, { cx32: '€7.99' })),
  real('saas-per-seat-rise', 'content', 'content', 'SaaS pricing; Business plan $24 → $25 per user / month.', page(saas, saasPricing, {}, { business: '$25' })),
  real('saas-feature-removed', 'content', 'content', 'SaaS pricing; "Audit log" removed from the Business plan.', page(saas, saasPricing, {}, { businessFeatures: '<li>Unlimited projects</li><li>100 GB file storage</li><li>SAML single sign-on</li><li>Priority support</li>' })),
  real('rate-limit-lowered', 'content', 'content', 'API docs; free tier 60 → 30 requests per minute in the limits table.', page(apiDocs, rateLimits, {}, { freeRpm: '30' })),
  real('tokens-quota-raised', 'content', 'content', 'API docs; Tier 1 tokens per minute 200,000 → 450,000.', page(apiDocs, rateLimits, {}, { t1Tpm: '450,000' })),
  real('upload-size-limit-notice', 'content', 'content', 'Storage docs; note "maximum file size … 512 MB" → "5 GB".', page(storageDocs, uploadDocs, {}, { note: 'Note: the maximum file size for a single upload is 5 GB. Larger files must use multipart upload.' })),
  real('savings-rate-cut', 'content', 'content', 'UK bank; Easy Access Saver 3.75% → 3.60% AER.', page(ukBank, bankRates, {}, { easy: '3.60%' })),
  real('bond-minimum-deposit-raised', 'content', 'content', 'UK bank; 1 Year Fixed Bond minimum deposit £1,000 → £5,000.', page(ukBank, bankRates, {}, { min: '£5,000' })),
  real('account-fee-rise-de', 'content', 'content', 'German bank; Kontoführung 4,90 € → 5,90 € pro Monat.', page(deBank, germanBank, {}, { fee: '5,90 € pro Monat' })),
  real('overdraft-rate-de', 'content', 'content', 'German bank; Dispozins 11,75 % → 12,25 % p. a.', page(deBank, germanBank, {}, { dispo: '12,25 % p. a.' })),
  real('wire-limit-lowered', 'content', 'content', 'US bank; "Daily online limit: $10,000" → "$5,000".', page(usBank, fxBank, {}, { limit: 'Daily online limit: $5,000' })),
  real('permit-deadline-moved', 'content', 'content', 'Council notice; applications close 15 January 2027 → 29 January 2027.', page(council, govNotice, {}, { notice: 'Applications for the 2027 permit year close on 29 January 2027.' })),
  real('permit-cost-rise', 'content', 'content', 'Council; first vehicle permit £95 → £99 a year.', page(council, govNotice, {}, { first: '£99' })),
  real('opening-hours-changed-de', 'content', 'content', 'Citizens\' office; Donnerstag 11:00 – 18:00 → 11:00 – 16:00 Uhr.', page(amt, behoerde, {}, { do: '11:00 – 16:00 Uhr' })),
  real('tax-deadline-fr', 'content', 'content', 'French tax notice; deadline jeudi 22 mai → mardi 27 mai 2026.', page(impots, frenchTax, {}, { date: 'Date limite de déclaration en ligne (zone 1) : mardi 27 mai 2026 à 23h59' })),
  real('job-deadline-extended', 'content', 'content', 'Job ad; "Apply before 12 December 2026" → "Apply before 9 January 2027".', page(jobs, jobBoard, {}, { deadline: 'Apply before 9 January 2027' })),
  real('restaurant-hours-it', 'content', 'content', 'Italian restaurant; Martedì – Venerdì dinner 19:00–22:30 → 19:30–22:00.', page(trattoria, restaurant, {}, { week: '12:00–14:30, 19:30–22:00' })),
  real('stock-prose-sold-out-en', 'availability', 'availability', 'US shop; "In stock and ready to ship…" → "Sold out online. We expect more in early January."', page(usShop, headphones, {}, { stock: 'Sold out online. We expect more in early January.' })),
  real('stock-prose-nl-back', 'availability', 'availability', 'Dutch shop; "Tijdelijk uitverkocht, we verwachten hem binnen twee weken terug" → "Op voorraad…".', page(nlShop2, nlShop, { stock: 'Tijdelijk uitverkocht, we verwachten hem binnen twee weken terug.' }, { stock: 'Op voorraad. Voor 23:59 besteld, morgen in huis.' })),

  // ----- noise -----
  noise('greeting-personalised', 'price', 'US shop; top strip "Hi there – sign in for member prices" → "Welcome back, Daniel".', page(usShop, headphones, {}, { greeting: 'Welcome back, Daniel – your member price is shown' })),
  noise('also-viewed-rotated', 'price', 'US shop; "Customers also viewed" shows other products with their prices.', page(usShop, headphones, {}, { also: '<li>Sonora Buds II – $199.99</li><li>Aux Cable 1.5 m – $9.99</li><li>Headphone Stand – $34.99</li>' })),
  noise('tracking-params-canonical', 'price', 'US shop; utm and fbclid parameters in canonical and og:url differ.', page({ ...usShop, head: trackingHead('nov26_a81f') }, headphones, {}, {}, { head: trackingHead('nov27_c09d') })),
  noise('review-count-ticks', 'price', 'US shop; "(2,318 reviews)" → "(2,321 reviews)".', page(usShop, headphones, {}, { reviews: '(2,321 reviews)' })),
  noise('views-today-fr', 'price', 'French shop; "consulté 184 fois aujourd’hui" → "203 fois".', page(frShop, sneaker, {}, { views: 'Article consulté 203 fois aujourd’hui' })),
  noise('store-picker-de', 'availability', 'German DIY shop; "Ihr Markt: Köln-Ehrenfeld" → "Ihr Markt: Bonn-Beuel".', page(deShop, drill, {}, { store: 'Ihr Markt: Bonn-Beuel' })),
  noise('saas-ab-headline', 'content', 'SaaS pricing; A/B headline "Simple pricing for growing teams" → "Pricing that scales with you".', page(saas, saasPricing, {}, { headline: 'Pricing that scales with you' })),
  noise('saas-social-counter', 'content', 'SaaS pricing; "Trusted by 12,000+ companies" → "12,400+".', page(saas, saasPricing, {}, { social: 'Trusted by 12,400+ companies' })),
  noise('saas-currency-converted', 'content', 'SaaS pricing; the converted line "≈ €22.10 at today\'s rate" → "≈ €22.24".', page(saas, saasPricing, { fx: 'Prices in USD. Billed annually. Business ≈ €22.10 at today’s rate.' }, { fx: 'Prices in USD. Billed annually. Business ≈ €22.24 at today’s rate.' })),
  noise('hosting-stamp-rerendered', 'content', 'Cloud pricing; "Prices as of 27.11.2026 08:00 UTC" → "09:00 UTC".', page(hosting, hostingPricing, { stamp: 'All prices excl. VAT. Prices as of 2026-11-27 08:00 UTC.' }, { stamp: 'All prices excl. VAT. Prices as of 2026-11-27 09:00 UTC.' })),
  noise('docs-request-id', 'content', 'API docs; the example request id in the text is random per render.', page(apiDocs, rateLimits, {}, { example: `Example request id: req_${hexToken(81, 12)}` })),
  noise('docs-toc-reordered', 'content', 'Storage docs; the table of contents items in another order.', page(storageDocs, uploadDocs, {}, { toc: '<li>Multipart upload</li><li>Single upload</li><li>Checksums</li><li>Resumable upload</li>' })),
  noise('bank-fx-calculator', 'content', 'US bank; the transfer calculator "they receive €921.40 (rate 0.9214)" → "€919.85 (rate 0.91985)".', page(usBank, fxBank, {}, { calc: 'You send $1,000 · they receive €919.85 (rate 0.91985)' })),
  noise('bank-greeting-time-of-day', 'content', 'German bank; "Guten Morgen!" → "Guten Abend!".', page(deBank, germanBank, { greeting: 'Guten Morgen!' }, { greeting: 'Guten Abend!' })),
  noise('gov-updated-stamp-same-content', 'content', 'Council page; "Last updated: 20 November 2026" → "Last updated: 27 November 2026", nothing else.', page(council, govNotice, {}, { updated: 'Last updated: 27 November 2026' })),
  noise('amt-wait-time', 'content', 'Citizens\' office; "Aktuelle Wartezeit: etwa 25 Minuten" → "etwa 40 Minuten".', page(amt, behoerde, {}, { wait: 'Aktuelle Wartezeit: etwa 40 Minuten' })),
  noise('tax-declarations-counter', 'content', 'French tax notice; "Plus de 2,1 millions de déclarations" → "2,4 millions".', page(impots, frenchTax, {}, { counter: 'Plus de 2,4 millions de déclarations déposées' })),
  noise('job-applicants-counter', 'content', 'Job ad; "34 applicants" → "41 applicants".', page(jobs, jobBoard, {}, { applicants: '41 applicants' })),
  noise('job-similar-rotated', 'content', 'Job ad; the "Similar jobs" line names other jobs.', page(jobs, jobBoard, {}, { similar: 'Similar jobs: Data Engineer at Mollie · Backend Developer at Bunq' })),
  noise('restaurant-dish-of-day', 'content', 'Italian restaurant; "Piatto del giorno" changes daily.', page(trattoria, restaurant, {}, { special: 'Piatto del giorno: tagliatelle al ragù' })),
  noise('gym-live-occupancy', 'content', 'Gym; "Akkurat nå: 37 personer" → "52 personer".', page(flexfit, gym, {}, { live: 'Akkurat nå: 52 personer på senteret' })),
  noise('rates-valid-until-rolls', 'content', 'UK bank; "Rates shown are valid until 28/11/2026" → "29/11/2026".', page(ukBank, bankRates, { fx: 'Rates shown are valid until 28/11/2026 and may change.' }, { fx: 'Rates shown are valid until 29/11/2026 and may change.' })),
  noise('offer-valid-until-rolls-de', 'price', 'German DIY shop; "Preis gültig bis 27.11.2026" → "28.11.2026", price unchanged.', page(deShop, drill, { hint: 'Online-Preis gültig bis 27.11.2026' }, { hint: 'Online-Preis gültig bis 28.11.2026' })),
  noise('nl-compare-rotated', 'price', 'Dutch shop; the comparison line names other models with their prices.', page(nlShop2, nlShop, {}, { compare: 'Vergelijk met: S7 MaxV (€ 749,-), Q7 (€ 379,-)' })),
];
