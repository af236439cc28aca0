/**
 * The third batch of page pairs (issue 22, manifest "batch": "pairs-3"), written in one go after
 * the second batch's tune misses were fixed and before any evaluation ran on it, to have more tune
 * evidence without looking at the second batch's check misses. Its pages are built from bodies of
 * their own (a marketplace listing, a site builder's shop, a changelog, a status page, a library, a
 * ferry timetable, a tour's dates...) inside the second batch's shell. Names start with "p3-".
 */
import { batchPairs, escapeHtml, type PairSpec, type Side } from './page-kit.js';
import { renderShell, type Shell } from './batch-2-shell.js';

export const BATCH_3 = 'pairs-3';

const { real, noise } = batchPairs(BATCH_3, 'p3');

/** A page whose body is `body(before)` on the before side and `body(after)` on the after side. */
function page<S>(shell: Shell, body: (state: S) => string, before: S, after: S): (side: Side) => string {
  return (side) => renderShell(shell, body(side === 'before' ? before : after));
}

const PROSE = [
  'Every order is packed by hand in our workshop and shipped in recycled cardboard without plastic fillers.',
  'We answer questions by email within one working day, and by phone on weekdays between nine and five.',
  'Returns are free within thirty days; the item must be unused and in its original packaging.',
  'Our suppliers are audited every year for working conditions and the origin of their materials.',
];
const prose = (n: number): string => PROSE.slice(0, n).map((p) => `<p>${p}</p>`).join('\n');

// ---------- marketplace listing (eBay-like, German) ----------

interface Listing {
  price: string;
  sold: number;
  watchers: number;
  baskets?: number;
}

const listingShell: Shell = { site: 'Marktplatz24', lang: 'de-DE', title: 'Akku-Bohrschrauber 18 V mit 2 Akkus | Marktplatz24', footerYear: 2026 };

function listing(state: Listing): string {
  return [
    '<div id="LeftSummaryPanel" class="vi-lsp">',
    '<h1 class="x-item-title__mainTitle"><span class="ux-textspans ux-textspans--BOLD">Akku-Bohrschrauber 18 V mit 2 Akkus und Koffer</span></h1>',
    '<div class="x-item-condition"><span class="ux-textspans">Zustand:</span> <span class="ux-textspans">Neu</span></div>',
    `<div class="x-price-primary" data-testid="x-price-primary"><span class="ux-textspans">${state.price}</span></div>`,
    '<div class="x-price-approx"><span class="ux-textspans ux-textspans--SECONDARY">inkl. MwSt.</span></div>',
    `<div class="x-quantity__availability"><span class="ux-textspans ux-textspans--SECONDARY">Mehr als 10 verfügbar</span> <span class="ux-textspans ux-textspans--EMPHASIS">${state.sold} verkauft</span></div>`,
    state.baskets !== undefined ? `<div class="d-urgency"><span class="ux-textspans">In ${state.baskets} Warenkörben</span></div>` : '',
    '<div class="x-bin-action"><a class="ux-call-to-action fake-btn fake-btn--primary" href="/bin/ctb?item=3956">Sofort-Kaufen</a></div>',
    '<div class="x-atc-action"><a class="ux-call-to-action fake-btn fake-btn--secondary" href="/cart/add?item=3956">In den Warenkorb</a></div>',
    `<div class="x-watch-action"><span class="ux-textspans">${state.watchers} Beobachter</span></div>`,
    '</div>',
    '<section class="x-about-this-item"><h2>Artikelmerkmale</h2><dl><dt>Marke</dt><dd>Voltmann</dd><dt>Spannung</dt><dd>18 V</dd><dt>Drehmoment</dt><dd>60 Nm</dd><dt>Akkus</dt><dd>2 × 2,0 Ah</dd></dl></section>',
    '<section class="x-seller"><h2>Informationen zu diesem Verkäufer</h2><p>Werkzeughandel Brandt · 99,6 % positive Bewertungen</p></section>',
  ]
    .filter(Boolean)
    .join('\n');
}

// ---------- site-builder shop (Squarespace-like, no structured data) ----------

interface BuilderProduct {
  priceHtml: string;
  delivery: string;
  bundleTotal?: string;
  bundleAccessory?: string;
}

const builderShell: Shell = { site: 'Fern & Loom', lang: 'en-US', title: 'Linen Throw Blanket — Fern & Loom' };

function builderProduct(state: BuilderProduct): string {
  return [
    '<article class="ProductItem" data-item-id="64f0c2">',
    '<div class="ProductItem-gallery"><img src="https://images.builder-cdn.com/content/v1/64f0/throw-1.jpg?format=1500w" alt="Linen Throw Blanket"></div>',
    '<div class="ProductItem-details">',
    '<h1 class="ProductItem-details-title">Linen Throw Blanket</h1>',
    `<div class="product-price">${state.priceHtml}</div>`,
    '<div class="ProductItem-details-excerpt"><p>Stonewashed European linen, 130 × 170 cm, with hand-knotted fringes.</p></div>',
    '<div class="product-variants" data-variants="[]"><select aria-label="Colour"><option>Oat</option><option>Sage</option><option>Rust</option></select></div>',
    '<div class="sqs-add-to-cart-button-wrapper"><div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button" role="button" tabindex="0"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div></div>',
    `<p class="delivery-promise">${escapeHtml(state.delivery)}</p>`,
    '</div>',
    '</article>',
    state.bundleTotal !== undefined
      ? `<section class="bundle"><h2>Frequently bought together</h2><ul><li>Linen Throw Blanket</li><li>${state.bundleAccessory}</li></ul><p class="bundle-total">Total price: ${state.bundleTotal}</p><button class="bundle-add">Add both to cart</button></section>`
      : '',
    `<section class="about">${prose(3)}</section>`,
  ]
    .filter(Boolean)
    .join('\n');
}

// ---------- shop with a price split over spans (Dutch) ----------

interface SplitPrice {
  whole: string;
  fraction: string;
}

const splitShell: Shell = { site: 'Fietsdepot', lang: 'nl-NL', title: 'E-bike Stadsfiets 7 versnellingen | Fietsdepot' };

function splitPricePage(state: SplitPrice): string {
  return [
    '<div class="pdp">',
    '<h1 class="pdp__title">E-bike Stadsfiets, 7 versnellingen</h1>',
    `<div class="pdp__price" aria-label="Prijs"><span class="promo-price" data-test="price"><span class="price-whole">${state.whole}</span><span class="price-separator">,</span><sup class="price-fraction">${state.fraction}</sup></span></div>`,
    '<p class="pdp__stock"><span class="icon-check"></span> Op voorraad, morgen in huis</p>',
    '<button class="btn btn--cart" data-test="add-to-cart">In winkelwagen</button>',
    '<ul class="pdp__usp"><li>Gratis montage</li><li>2 jaar garantie op accu</li><li>Proefrit in de winkel</li></ul>',
    '</div>',
    '<section class="pdp__specs"><h2>Specificaties</h2><table><tr><th>Accu</th><td>500 Wh</td></tr><tr><th>Actieradius</th><td>tot 110 km</td></tr><tr><th>Gewicht</th><td>24 kg</td></tr></table></section>',
  ].join('\n');
}

// ---------- changelog ----------

interface Changelog {
  entries: ReadonlyArray<readonly [string, string, readonly string[]]>;
  updated: string;
  commit: string;
}

const CHANGELOG: Changelog['entries'] = [
  ['4.1.2', '2026-11-03', ['Fix a memory leak in the file watcher.', 'Print the config path on startup.']],
  ['4.1.1', '2026-10-18', ['Handle symlinked workspaces.']],
  ['4.1.0', '2026-09-30', ['Add the --json flag to every command.', 'Deprecate the legacy reporter.']],
];

const changelogShell: Shell = { site: 'Tidewater', lang: 'en', title: 'Changelog | Tidewater docs' };

function changelog(state: Changelog): string {
  const entries = state.entries.map(([version, date, notes]) => `<h2 id="v${version.replaceAll('.', '')}">${version} <small>(${date})</small></h2>\n<ul>${notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>`);
  return [
    '<article class="markdown-body">',
    '<h1>Changelog</h1>',
    '<p>All notable changes to this project are documented here. The format follows Keep a Changelog.</p>',
    ...entries,
    `<footer class="doc-footer"><a href="https://git.example.org/tidewater/blob/${state.commit}/CHANGELOG.md">Edit this page</a> · <span>Last updated on ${state.updated}</span></footer>`,
    '</article>',
  ].join('\n');
}

// ---------- project readme with requirements ----------

interface Readme {
  python: string;
  engines: string;
}

const readmeShell: Shell = { site: 'Tidewater', lang: 'en', title: 'Getting started | Tidewater docs' };

function readme(state: Readme): string {
  return [
    '<article class="markdown-body">',
    '<h1>Getting started</h1>',
    `<p>Tidewater runs on Linux and macOS. It requires ${escapeHtml(state.python)}, and the web console additionally needs Node.js.</p>`,
    `<pre><code class="language-json">{\n  "name": "tidewater-console",\n  "engines": { "node": "${escapeHtml(state.engines)}" }\n}</code></pre>`,
    '<h2>Install</h2><pre><code>pip install tidewater\ntidewater init my-project</code></pre>',
    '<p>The init command writes a configuration file with sensible defaults. Edit it before the first run to point Tidewater at your data folder.</p>',
    '</article>',
  ].join('\n');
}

// ---------- status page ----------

interface Status {
  maintenance: string;
  uptime: string;
  checked: string;
}

const statusShell: Shell = { site: 'Parcelhub Status', lang: 'en', title: 'Parcelhub Status' };

function statusPage(state: Status): string {
  const components = ['API', 'Dashboard', 'Label printing', 'Tracking webhooks'].map((c) => `<li class="component"><span>${c}</span> <span class="component-status">Operational</span></li>`).join('');
  return [
    `<div class="scheduled-maintenance"><h2>Scheduled maintenance</h2><p>${escapeHtml(state.maintenance)}</p></div>`,
    `<ul class="components">${components}</ul>`,
    `<p class="uptime">${escapeHtml(state.uptime)} uptime over the past 90 days</p>`,
    `<p class="last-checked">${escapeHtml(state.checked)}</p>`,
  ].join('\n');
}

// ---------- public library ----------

interface Library {
  closure: string;
  sunday: string;
  today: string;
}

const libraryShell: Shell = { site: 'Eastbrook Public Library', lang: 'en-GB', title: 'Visit us | Eastbrook Public Library' };

function library(state: Library): string {
  return [
    '<h1>Visit the Central Library</h1>',
    `<p class="today-status">${escapeHtml(state.today)}</p>`,
    `<div class="alert alert--closure" role="alert"><p>${escapeHtml(state.closure)}</p></div>`,
    '<h2>Opening times</h2>',
    `<dl class="hours"><dt>Monday to Thursday</dt><dd>09:00–20:00</dd><dt>Friday</dt><dd>09:00–17:00</dd><dt>Saturday</dt><dd>10:00–16:00</dd><dt>Sunday</dt><dd>${escapeHtml(state.sunday)}</dd></dl>`,
    '<p>Study rooms can be booked up to two weeks ahead with your library card. Wi-Fi is free for everyone.</p>',
  ].join('\n');
}

// ---------- ferry timetable ----------

interface Timetable {
  departures: readonly string[];
  live: string;
}

const ferryShell: Shell = { site: 'Island Ferries', lang: 'en', title: 'Timetable: Harbour – Northisle | Island Ferries' };

function timetable(state: Timetable): string {
  const rows = state.departures.map((d, i) => `<tr><td>${d}</td><td>${['MV Skerry', 'MV Tern'][i % 2]}</td><td>45 min</td></tr>`).join('\n');
  return [
    '<h1>Harbour – Northisle</h1>',
    `<div class="live-banner" aria-live="polite">${escapeHtml(state.live)}</div>`,
    '<h2>Weekday departures (winter timetable)</h2>',
    `<table class="timetable"><thead><tr><th>Departs</th><th>Vessel</th><th>Crossing</th></tr></thead><tbody>\n${rows}\n</tbody></table>`,
    '<p>Vehicles must check in 30 minutes before departure; foot passengers 10 minutes.</p>',
  ].join('\n');
}

const DEPARTURES = ['07:15', '09:30', '12:00', '15:45', '18:30'];

// ---------- tour dates ----------

interface Tour {
  dates: ReadonlyArray<readonly [string, string, string]>;
  social: string;
}

const tourShell: Shell = { site: 'The Lanterns', lang: 'en', title: 'Tour | The Lanterns' };

const TOUR: Tour['dates'] = [
  ['Fri 12 Dec 2026', 'Berlin, Astra', 'Tickets'],
  ['Sat 13 Dec 2026', 'Hamburg, Docks', 'Tickets'],
  ['Mon 15 Dec 2026', 'Amsterdam, Paradiso', 'Tickets'],
  ['Wed 17 Dec 2026', 'London, Roundhouse', 'Tickets'],
];

function tour(state: Tour): string {
  const rows = state.dates.map(([date, venue, status]) => `<li class="tour-date"><span class="date">${date}</span> <span class="venue">${venue}</span> <a class="${status === 'Tickets' ? 'btn' : 'btn btn--disabled'}" href="/t/${encodeURIComponent(venue)}">${status}</a></li>`).join('\n');
  return ['<h1>Winter tour 2026</h1>', `<p class="social">${escapeHtml(state.social)}</p>`, `<ul class="tour">\n${rows}\n</ul>`].join('\n');
}

// ---------- pricing cards with limits in prose ----------

interface Cards {
  videoLimit: string;
  trusted: string;
}

const cardsShell: Shell = { site: 'Clipwise', lang: 'en', title: 'Plans | Clipwise' };

function cards(state: Cards): string {
  return [
    '<h1>Plans for every creator</h1>',
    `<p class="trusted">Trusted by ${escapeHtml(state.trusted)} teams</p>`,
    '<div class="cards">',
    `<div class="card"><h2>Free</h2><p class="amount">$0</p><p>Record videos up to ${escapeHtml(state.videoLimit)} each, with a watermark.</p></div>`,
    '<div class="card"><h2>Creator</h2><p class="amount">$12 / month</p><p>Unlimited recording length, custom branding and viewer insights.</p></div>',
    '</div>',
    '<p>Prices in US dollars. Taxes may apply depending on where you live.</p>',
  ].join('\n');
}

// ---------- job cards ----------

interface Jobs {
  titles: readonly string[];
  posted: string;
}

const jobsShell: Shell = { site: 'Northwind Careers', lang: 'en', title: 'Engineering jobs | Northwind' };

function jobs(state: Jobs): string {
  const list = state.titles.map((t) => `<article class="job"><h3><a href="/jobs/${encodeURIComponent(t)}">${escapeHtml(t)}</a></h3><p>Copenhagen or remote (EU) · Engineering</p><p class="posted">${escapeHtml(state.posted)}</p></article>`).join('\n');
  return ['<h1>Engineering at Northwind</h1>', '<p>We build logistics software for ports across the North Sea.</p>', `<div class="jobs">\n${list}\n</div>`].join('\n');
}

const JOB_TITLES = ['Frontend Engineer (Vue)', 'Backend Engineer (Go)', 'Platform Engineer', 'Engineering Manager, Routing'];

export const PAIRS_3: PairSpec[] = [
  // ----- real -----
  real('marketplace-eur-small-drop', 'price', 'price', 'Marketplace listing in German; "EUR 149,00" → "EUR 145,00" (-2.7%), no structured data.', page(listingShell, listing, { price: 'EUR 149,00', sold: 37, watchers: 12 }, { price: 'EUR 145,00', sold: 37, watchers: 12 })),
  real('builder-chf-small-drop', 'price', 'price', 'Site-builder shop; CHF 89.90 → CHF 87.90 (-2.2%).', page({ ...builderShell, lang: 'de-CH' }, builderProduct, { priceHtml: 'CHF 89.90', delivery: 'Ships within 2 business days.' }, { priceHtml: 'CHF 87.90', delivery: 'Ships within 2 business days.' })),
  real('builder-sale-appears', 'price', 'price', 'Site-builder shop; $120.00 → "Sale $114.00" with $120.00 struck through (-5%).', page(builderShell, builderProduct, { priceHtml: '$120.00', delivery: 'Ships within 2 business days.' }, { priceHtml: '<span class="sale-badge">Sale</span> <span class="original-price"><s>$120.00</s></span> <span class="sale-price">$114.00</span>', delivery: 'Ships within 2 business days.' })),
  real('split-spans-nl-drop', 'price', 'price', 'Dutch shop with the price split over spans and <sup>; € 1.199,00 → € 1.169,00 (-2.5%).', page(splitShell, splitPricePage, { whole: '1.199', fraction: '00' }, { whole: '1.169', fraction: '00' })),
  real('changelog-new-version', 'content', 'content', 'Changelog; a 4.2.0 section added on top.', page(changelogShell, changelog, { entries: CHANGELOG, updated: 'Nov 3, 2026', commit: '9c1f2ab' }, { entries: [['4.2.0', '2026-11-24', ['Add a plugin API for custom exporters.']], ...CHANGELOG], updated: 'Nov 3, 2026', commit: '9c1f2ab' })),
  real('readme-python-requirement', 'content', 'content', 'Getting-started page; "Python 3.9 or newer" → "Python 3.10 or newer".', page(readmeShell, readme, { python: 'Python 3.9 or newer', engines: '>=18' }, { python: 'Python 3.10 or newer', engines: '>=18' })),
  real('readme-engines-node', 'content', 'content', 'Getting-started page; package.json engines "node": ">=18" → ">=20".', page(readmeShell, readme, { python: 'Python 3.9 or newer', engines: '>=18' }, { python: 'Python 3.9 or newer', engines: '>=20' })),
  real('status-maintenance-moved', 'content', 'content', 'Status page; scheduled maintenance moved from Sunday 14 December to Sunday 21 December.', page(statusShell, statusPage, { maintenance: 'Label printing will be unavailable on Sunday 14 December, 01:00–03:00 CET, while we migrate the print service.', uptime: '99.98%', checked: 'Refreshed every minute' }, { maintenance: 'Label printing will be unavailable on Sunday 21 December, 01:00–03:00 CET, while we migrate the print service.', uptime: '99.98%', checked: 'Refreshed every minute' })),
  real('library-closure-extended', 'content', 'content', 'Library alert; closed "from 22 December to 2 January" → "to 5 January".', page(libraryShell, library, { closure: 'The Central Library will be closed from 22 December to 2 January for building works.', sunday: 'Closed', today: 'Welcome' }, { closure: 'The Central Library will be closed from 22 December to 5 January for building works.', sunday: 'Closed', today: 'Welcome' })),
  real('library-sunday-opening', 'content', 'content', 'Library opening times; Sunday "Closed" → "11:00–15:00".', page(libraryShell, library, { closure: 'Book returns are open around the clock.', sunday: 'Closed', today: 'Welcome' }, { closure: 'Book returns are open around the clock.', sunday: '11:00–15:00', today: 'Welcome' })),
  real('ferry-departure-moved', 'content', 'content', 'Ferry timetable; the 12:00 departure moves to 12:30.', page(ferryShell, timetable, { departures: DEPARTURES, live: 'All sailings running to schedule' }, { departures: DEPARTURES.map((d) => (d === '12:00' ? '12:30' : d)), live: 'All sailings running to schedule' })),
  real('tour-date-sold-out', 'content', 'content', 'Tour dates; the Hamburg show "Tickets" → "Sold out".', page(tourShell, tour, { dates: TOUR, social: 'Follow us for presale codes' }, { dates: TOUR.map((d) => (d[1].startsWith('Hamburg') ? [d[0], d[1], 'Sold out'] as const : d)), social: 'Follow us for presale codes' })),
  real('cards-video-limit', 'content', 'content', 'Plan cards; the free plan\'s recording limit "5 minutes" → "3 minutes".', page(cardsShell, cards, { videoLimit: '5 minutes', trusted: 'thousands of' }, { videoLimit: '3 minutes', trusted: 'thousands of' })),
  real('jobs-similar-posting', 'content', 'content', 'Job cards; "Frontend Engineer (React)" added beside "Frontend Engineer (Vue)".', page(jobsShell, jobs, { titles: JOB_TITLES, posted: 'Open until filled' }, { titles: ['Frontend Engineer (React)', ...JOB_TITLES], posted: 'Open until filled' })),

  // ----- noise -----
  noise('marketplace-counters-de', 'price', 'Marketplace listing; "37 verkauft" → "39 verkauft", "12 Beobachter" → "15 Beobachter".', page(listingShell, listing, { price: 'EUR 149,00', sold: 37, watchers: 12 }, { price: 'EUR 149,00', sold: 39, watchers: 15 })),
  noise('marketplace-baskets-de', 'price', 'Marketplace listing; "In 17 Warenkörben" → "In 19 Warenkörben".', page(listingShell, listing, { price: 'EUR 149,00', sold: 37, watchers: 12, baskets: 17 }, { price: 'EUR 149,00', sold: 37, watchers: 12, baskets: 19 })),
  noise('builder-delivery-promise', 'price', 'Site-builder shop; "Order in the next 3 hours for delivery Tuesday" → "next 40 minutes for delivery Wednesday".', page(builderShell, builderProduct, { priceHtml: '$120.00', delivery: 'Order in the next 3 hours for delivery Tuesday.' }, { priceHtml: '$120.00', delivery: 'Order in the next 40 minutes for delivery Wednesday.' })),
  noise('builder-bundle-total', 'price', 'Site-builder shop; the "Frequently bought together" total moves with the accessory ($164.00 → $161.50), the product price stays $120.00.', page(builderShell, builderProduct, { priceHtml: '$120.00', delivery: 'Ships within 2 business days.', bundleTotal: '$164.00', bundleAccessory: 'Linen Cushion Cover ($44.00)' }, { priceHtml: '$120.00', delivery: 'Ships within 2 business days.', bundleTotal: '$161.50', bundleAccessory: 'Linen Cushion Cover ($41.50)' })),
  noise('changelog-edit-footer', 'content', 'Changelog; the footer\'s commit link and "Last updated on" date changed, entries the same.', page(changelogShell, changelog, { entries: CHANGELOG, updated: 'Nov 3, 2026', commit: '9c1f2ab' }, { entries: CHANGELOG, updated: 'Nov 24, 2026', commit: 'e04d7c1' })),
  noise('status-uptime-and-checked', 'content', 'Status page; "99.98%" uptime → "99.97%" and "Last checked 1 min ago" → "Last checked 3 min ago".', page(statusShell, statusPage, { maintenance: 'No maintenance is scheduled.', uptime: '99.98%', checked: 'Last checked 1 min ago' }, { maintenance: 'No maintenance is scheduled.', uptime: '99.97%', checked: 'Last checked 3 min ago' })),
  noise('library-today-status', 'content', 'Library; "Open today until 20:00" → "Closed today · opens Monday at 09:00".', page(libraryShell, library, { closure: 'Book returns are open around the clock.', sunday: 'Closed', today: 'Open today until 20:00' }, { closure: 'Book returns are open around the clock.', sunday: 'Closed', today: 'Closed today · opens Monday at 09:00' })),
  noise('ferry-live-delay', 'content', 'Ferry timetable; live banner "The 09:30 sailing is running 10 minutes late" → "All sailings running to schedule".', page(ferryShell, timetable, { departures: DEPARTURES, live: 'Live: the 09:30 sailing is running 10 minutes late' }, { departures: DEPARTURES, live: 'Live: all sailings running to schedule' })),
  noise('tour-social-proof', 'content', 'Tour dates; "2,341 interested · 512 going" counters moved.', page(tourShell, tour, { dates: TOUR, social: '2,341 interested · 512 going' }, { dates: TOUR, social: '2,398 interested · 530 going' })),
  noise('cards-trusted-by', 'content', 'Plan cards; "Trusted by 12,000+ teams" → "12,500+ teams".', page(cardsShell, cards, { videoLimit: '5 minutes', trusted: '12,000+' }, { videoLimit: '5 minutes', trusted: '12,500+' })),
  noise('jobs-posted-age', 'content', 'Job cards; "Posted 2 days ago" on every card → "Posted 3 days ago".', page(jobsShell, jobs, { titles: JOB_TITLES, posted: 'Posted 2 days ago' }, { titles: JOB_TITLES, posted: 'Posted 3 days ago' })),
  noise('split-spans-usp-rotated', 'price', 'Dutch shop; the delivery promise line "morgen in huis" stays, A/B cookie text version changes.', (side) => renderShell({ ...splitShell, cookieVersion: side === 'before' ? ['v7', '2026-01-10'] : ['v8', '2026-11-21'] }, splitPricePage({ whole: '1.199', fraction: '00' }))),
];
