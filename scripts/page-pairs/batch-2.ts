/**
 * The second batch of page pairs (issue 22, manifest "batch": "pairs-2"), written in one go before
 * any evaluation ran on it: pages of other shapes than the first batch (other shop platforms,
 * currencies and languages, tables, banners, release lists), about half of them real changes that
 * matter and half noise. Names start with "p2-"; the split into tune and check is by name.
 */
import { batchPairs, rotate, type PairSpec, type Side } from './page-kit.js';
import type { Shell } from './batch-2-shell.js';
import { renderStorePage, type StoreState } from './batch-2-store.js';
import {
  HOURS,
  INSTALL_LIMITS,
  JOB_FACETS,
  JOB_ROWS,
  PLAN_ROWS,
  RATE_ROWS,
  RELEASES,
  TICKET_TIERS,
  renderEventPage,
  renderHelpPage,
  renderHoursPage,
  renderInstallGuide,
  renderJobTable,
  renderListing,
  renderPlanTable,
  renderRatesPage,
  renderReleases,
  renderShippingPage,
  type EventState,
  type HelpState,
  type HoursState,
  type InstallState,
  type JobTableState,
  type ListingState,
  type PlanTableState,
  type RatesState,
  type ReleasesState,
  type ShippingState,
} from './batch-2-sites.js';

export const BATCH_2 = 'pairs-2';

/** A pair whose after side is its before side with `change` applied. */
function pairOf<S>(before: S, change: (state: S) => S, render: (state: S) => string): (side: Side) => string {
  return (side) => render(side === 'before' ? before : change(before));
}

const { real, noise } = batchPairs(BATCH_2, 'p2');

// ---------- shops ----------

const shell = (site: string, lang: string, title: string, extra: Partial<Shell> = {}): Shell => ({ site, lang, title, ...extra });

const MAGENTO: StoreState = {
  platform: 'magento',
  shell: shell('Kaffeewerk', 'de-DE', 'Siebträgermaschine Barista Pro | Kaffeewerk', { footerYear: 2025 }),
  name: 'Siebträgermaschine Barista Pro',
  sku: 'KW-BP-2041',
  amount: '1049.00',
  currency: 'EUR',
  priceHtml: '1.049,00&nbsp;€',
  stockText: 'Auf Lager',
  available: true,
  addLabel: 'In den Warenkorb',
  alsoBought: [
    ['Milchkännchen 600 ml', '24,90&nbsp;€'],
    ['Tamper 58 mm', '39,00&nbsp;€'],
    ['Entkalker 3er-Pack', '17,49&nbsp;€'],
    ['Kaffeebohnen Espresso 1 kg', '21,90&nbsp;€'],
  ],
  reviewCount: 312,
  reviewAverage: '4.4',
};

const PRESTASHOP: StoreState = {
  platform: 'prestashop',
  shell: shell('Casa do Café', 'pt-BR', 'Cafeteira Espresso Automática | Casa do Café'),
  name: 'Cafeteira Espresso Automática',
  sku: 'CDC-ESP-88',
  amount: '2499.90',
  currency: 'BRL',
  priceHtml: 'R$&nbsp;2.499,90',
  stockText: 'Em estoque',
  available: true,
  addLabel: 'Adicionar ao carrinho',
  alsoBought: [
    ['Moedor de café elétrico', 'R$&nbsp;349,90'],
    ['Jarra de leite inox', 'R$&nbsp;89,90'],
  ],
  reviewCount: 87,
  reviewAverage: '4.7',
};

const PRESTASHOP_ES: StoreState = {
  ...PRESTASHOP,
  shell: shell('Cafés del Sur', 'es-ES', 'Cafetera Espresso Automática | Cafés del Sur'),
  name: 'Cafetera Espresso Automática',
  amount: '649.00',
  currency: 'EUR',
  priceHtml: '649,00&nbsp;€',
  stockText: 'Disponible',
  addLabel: 'Añadir al carrito',
  alsoBought: [['Molinillo eléctrico', '89,00&nbsp;€']],
};

const BIGCOMMERCE: StoreState = {
  platform: 'bigcommerce',
  shell: shell('Ridgeline Outfitters', 'en-US', 'Trail Runner GTX Jacket - Ridgeline Outfitters'),
  name: 'Trail Runner GTX Jacket',
  sku: 'RO-TRJ-12',
  amount: '249.00',
  currency: 'USD',
  priceHtml: '$249.00',
  stockText: 'In Stock',
  available: true,
  addLabel: 'Add to Cart',
  alsoBought: [
    ['Merino Base Layer', '$89.00'],
    ['Trail Gaiters', '$34.95'],
    ['Packable Down Vest', '$159.00'],
  ],
  reviewCount: 312,
  reviewAverage: '4.4',
};

const BIGCOMMERCE_NL: StoreState = {
  ...BIGCOMMERCE,
  shell: shell('Buitensport Jansen', 'nl-NL', 'Trail Runner GTX Jas | Buitensport Jansen'),
  name: 'Trail Runner GTX Jas',
  amount: '229.00',
  currency: 'EUR',
  priceHtml: '€&nbsp;229,00',
  stockText: 'Op voorraad',
  addLabel: 'In winkelwagen',
  alsoBought: [['Merino onderlaag', '€&nbsp;79,00']],
};

const NEXTJS: StoreState = {
  platform: 'nextjs',
  shell: shell('Signal Audio', 'en', 'Studio Monitor Pair 8" – Signal Audio'),
  name: 'Studio Monitor Pair 8"',
  sku: 'SA-SM8-PR',
  amount: '1299.00',
  currency: 'USD',
  priceHtml: '$1,299.00',
  stockText: 'In stock, ships in 1–2 days',
  available: true,
  addLabel: 'Add to bag',
  alsoBought: [
    ['Isolation Pads (pair)', '$49.00'],
    ['Balanced XLR Cable 3 m', '$24.00'],
  ],
  reviewCount: 58,
  reviewAverage: '4.8',
};

const NEXTJS_NOK: StoreState = {
  ...NEXTJS,
  shell: shell('Lydhuset', 'nb-NO', 'Studiomonitorer 8" (par) – Lydhuset'),
  name: 'Studiomonitorer 8" (par)',
  amount: '12990.00',
  currency: 'NOK',
  priceHtml: 'kr&nbsp;12&nbsp;990,-',
  stockText: 'På lager',
  addLabel: 'Legg i handlekurven',
  alsoBought: [['XLR-kabel 3 m', 'kr&nbsp;249,-']],
};

const SUP_FR: StoreState = {
  platform: 'sup',
  shell: shell('Maison Électro', 'fr-FR', 'Aspirateur balai sans fil X9 - Maison Électro'),
  name: 'Aspirateur balai sans fil X9',
  sku: 'ME-X9',
  amount: '199.99',
  currency: 'EUR',
  priceHtml: '<span class="prix-entier">199</span><sup class="prix-centimes">,99&nbsp;€</sup>',
  stockText: 'En stock',
  available: true,
  addLabel: 'Ajouter au panier',
  alsoBought: [
    ['Batterie de rechange X9', '<span>59</span><sup>,99&nbsp;€</sup>'],
    ['Station murale', '<span>29</span><sup>,90&nbsp;€</sup>'],
  ],
  reviewCount: 1043,
  reviewAverage: '4.3',
  tagline: 'Jusqu’à 60 minutes d’autonomie',
};

const SUP_GB: StoreState = {
  ...SUP_FR,
  shell: shell('Hearth & Home', 'en-GB', 'Bamboo Chopping Board Set | Hearth & Home'),
  name: 'Bamboo Chopping Board Set',
  sku: 'HH-BCB-3',
  amount: '24.99',
  currency: 'GBP',
  priceHtml: '£24<sup>.99</sup>',
  stockText: 'In stock',
  addLabel: 'Add to basket',
  alsoBought: [['Knife Block', '£39<sup>.00</sup>']],
  tagline: undefined,
};

const JAPAN: StoreState = {
  platform: 'japan',
  shell: shell('珈琲道具店', 'ja', '電動コーヒーミル | 珈琲道具店'),
  name: '電動コーヒーミル',
  sku: 'KD-MILL-7',
  amount: '34800',
  currency: 'JPY',
  priceHtml: '¥34,800',
  stockText: '在庫あり',
  available: true,
  addLabel: 'カートに入れる',
  alsoBought: [['ドリップケトル', '¥8,980']],
  reviewCount: 226,
  reviewAverage: '4.6',
  histogram: [68, 20, 7, 3, 2],
  questions: 23,
  imageToken: 'f3e1a9',
};

const OLIVE_OIL = [
  { label: '250 ml', cents: 790, available: true },
  { label: '500 ml', cents: 1390, available: true },
  { label: '1 l', cents: 2490, available: true },
];

const VARIANTS: StoreState = {
  platform: 'variants',
  shell: shell('Ölmühle Kramer', 'de-DE', 'Bio-Olivenöl Extra Vergine | Ölmühle Kramer'),
  name: 'Bio-Olivenöl Extra Vergine',
  sku: 'OMK-EVO',
  amount: '24.90',
  currency: 'EUR',
  priceHtml: '24,90&nbsp;€',
  stockText: 'Sofort lieferbar',
  available: true,
  addLabel: 'In den Warenkorb',
  variants: OLIVE_OIL,
  selected: 2,
  alsoBought: [['Balsamico-Essig 250 ml', '9,90&nbsp;€']],
  reviewCount: 141,
  reviewAverage: '4.9',
};

const store = (before: StoreState, change: (s: StoreState) => StoreState) => pairOf(before, change, renderStorePage);
const withNotes = (state: StoreState, notes: readonly string[]): StoreState => ({ ...state, notes });

// ---------- other sites ----------

const PLANS: PlanTableState = { shell: shell('Tracely', 'en', 'Pricing – Tracely'), headline: 'Pricing that grows with you', rows: PLAN_ROWS, footnote: 'Launch prices are guaranteed until 30 June 2027. Prices exclude VAT.', billing: 'monthly' };
const HELP: HelpState = { shell: shell('Hostloop', 'en', 'Help centre – Hostloop'), banner: 'Scheduled maintenance on 3 May, 02:00–04:00 UTC. Deploys will queue during this window.', status: 'All systems operational · checked 12 seconds ago' };
const INSTALL: InstallState = { shell: shell('RelayKit', 'en', 'Installing the CLI – RelayKit docs'), requirement: 'Node.js: Node 18+ (an LTS release is recommended)', limits: INSTALL_LIMITS, edited: '3 days ago by maria', helpful: 132 };
const RELEASE_LIST: ReleasesState = { shell: shell('RelayKit', 'en', 'Releases – RelayKit'), latest: 'v3.7.2', releases: RELEASES };
const JOBS: JobTableState = { shell: shell('Lieferfix', 'en', 'Careers – Lieferfix'), jobs: JOB_ROWS, facets: JOB_FACETS };
const EVENT: EventState = { shell: shell('FrontConf', 'en', 'Tickets – FrontConf Lisbon 2027'), tiers: TICKET_TIERS, countdown: '104 days' };
const HOURS_PAGE: HoursState = { shell: shell('Fahrradladen Südstadt', 'de-DE', 'Öffnungszeiten – Fahrradladen Südstadt'), hours: HOURS, openNow: 'Jetzt geöffnet · schließt um 19:00', holiday: 'Inventur: Am 2. Januar bleibt der Laden geschlossen.' };
const RATES: RatesState = { shell: shell('Northgate Building Society', 'en-GB', 'Savings accounts | Northgate'), rows: RATE_ROWS, updated: '26 November 2026' };
const SHIPPING: ShippingState = { shell: shell('Maison Électro', 'fr-FR', 'Livraison et retours - Maison Électro'), threshold: '50 €', countdown: '2 h 14 min' };
const LISTING: ListingState = {
  shell: shell('Ölmühle Kramer', 'de-DE', 'Olivenöle | Ölmühle Kramer'),
  facets: [['Kramer', 12], ['Frantoio Muraglia', 5], ['Castillo de Canena', 4], ['Mani Bläuel', 3]],
  products: [['Bio-Olivenöl Extra Vergine', 'ab 7,90&nbsp;€'], ['Koroneiki Früh-Ernte', '16,50&nbsp;€'], ['Picual Arbequina', '19,90&nbsp;€']],
};

const mapRow = (rows: ReadonlyArray<readonly string[]>, first: string, update: (row: readonly string[]) => readonly string[]) => rows.map((row) => (row[0] === first ? update(row) : row));

export const PAIRS_2: PairSpec[] = [
  // ----- real: small price moves, sale prices, variants -----
  real('magento-eur-two-percent-drop', 'price', 'price', 'Magento-like German shop; 1.049,00 € → 1.029,00 € (-1.9%), data-price-amount beside the shown price.', store(MAGENTO, (s) => ({ ...s, amount: '1029.00', priceHtml: '1.029,00&nbsp;€' }))),
  real('sup-cents-fr-drop', 'price', 'price', 'French shop without structured data, cents in <sup>; 199,99 € → 195,99 € (-2%).', store(SUP_FR, (s) => ({ ...s, amount: '195.99', priceHtml: '<span class="prix-entier">195</span><sup class="prix-centimes">,99&nbsp;€</sup>' }))),
  real('prestashop-brl-small-rise', 'price', 'price', 'PrestaShop-like Brazilian shop; R$ 2.499,90 → R$ 2.549,90 (+2%).', store(PRESTASHOP, (s) => ({ ...s, amount: '2549.90', priceHtml: 'R$&nbsp;2.549,90' }))),
  real('nextjs-nok-thousands-drop', 'price', 'price', 'Next.js storefront in Norwegian; kr 12 990,- → kr 12 690,- (-2.3%), price also in __NEXT_DATA__.', store(NEXTJS_NOK, (s) => ({ ...s, amount: '12690.00', priceHtml: 'kr&nbsp;12&nbsp;690,-' }))),
  real('bigcommerce-sale-price-appears', 'price', 'price', 'BigCommerce-like; $249.00 → "Now: $239.00" beside "Was: $249.00" (-4%).', store(BIGCOMMERCE, (s) => ({ ...s, amount: '239.00', priceHtml: '$239.00', wasHtml: '$249.00' }))),
  real('variant-selected-price-rise', 'price', 'price', 'Shop with size variants, 1 l selected; its price 24,90 € → 25,40 € (+2%), the other sizes unchanged.', store(VARIANTS, (s) => ({ ...s, amount: '25.40', priceHtml: '25,40&nbsp;€', variants: OLIVE_OIL.map((v) => (v.label === '1 l' ? { ...v, cents: 2540 } : v)) }))),
  real('nextjs-one-percent-rise', 'price', 'price', 'Next.js storefront; $1,299.00 → $1,312.00 (+1%).', store(NEXTJS, (s) => ({ ...s, amount: '1312.00', priceHtml: '$1,312.00' }))),
  real('gbp-pence-sup-drop', 'price', 'price', 'British shop with pence in <sup>; £24.99 → £24.49 (-2%).', store(SUP_GB, (s) => ({ ...s, amount: '24.49', priceHtml: '£24<sup>.49</sup>' }))),
  real('japan-tax-included-drop', 'price', 'price', 'Japanese shop, price followed by （税込）; ¥34,800 → ¥33,980 (-2.4%).', store(JAPAN, (s) => ({ ...s, amount: '33980', priceHtml: '¥33,980' }))),

  // ----- real: stock status in other languages -----
  real('magento-de-sold-out', 'availability', 'availability', 'Magento-like German shop; "Auf Lager" → "Derzeit nicht verfügbar", button disabled.', store(MAGENTO, (s) => ({ ...s, available: false, stockText: 'Derzeit nicht verfügbar' }))),
  real('sup-fr-back-in-stock', 'availability', 'availability', 'French shop; "Rupture de stock" → "En stock".', store({ ...SUP_FR, available: false, stockText: 'Rupture de stock' }, (s) => ({ ...s, available: true, stockText: 'En stock' }))),
  real('prestashop-es-sold-out', 'availability', 'availability', 'PrestaShop-like Spanish shop; "Disponible" → "Agotado".', store(PRESTASHOP_ES, (s) => ({ ...s, available: false, stockText: 'Agotado' }))),
  real('bigcommerce-nl-sold-out', 'availability', 'availability', 'BigCommerce-like Dutch shop; "Op voorraad" → "Uitverkocht".', store(BIGCOMMERCE_NL, (s) => ({ ...s, available: false, stockText: 'Uitverkocht' }))),

  // ----- real: limits, dates and versions in tables, banners and docs -----
  real('plan-table-api-quota', 'content', 'content', 'Plan comparison table; Growth API calls per month 10,000 → 5,000.', pairOf(PLANS, (s) => ({ ...s, rows: mapRow(s.rows, 'API calls per month', (r) => [r[0]!, r[1]!, '5,000', r[3]!]) }), renderPlanTable)),
  real('plan-table-footnote-date', 'content', 'content', 'Plan comparison table; "guaranteed until 30 June 2027" → "until 31 May 2027".', pairOf(PLANS, (s) => ({ ...s, footnote: 'Launch prices are guaranteed until 31 May 2027. Prices exclude VAT.' }), renderPlanTable)),
  real('help-maintenance-date', 'content', 'content', 'Help centre notice banner; maintenance "on 3 May" → "on 5 May".', pairOf(HELP, (s) => ({ ...s, banner: 'Scheduled maintenance on 5 May, 02:00–04:00 UTC. Deploys will queue during this window.' }), renderHelpPage)),
  real('help-build-minutes-limit', 'content', 'content', 'Help centre notice banner; free build minutes 500 → 300 a month.', pairOf({ ...HELP, banner: 'From 1 June, free projects include 500 build minutes a month.' }, (s) => ({ ...s, banner: 'From 1 June, free projects include 300 build minutes a month.' }), renderHelpPage)),
  real('install-node-requirement', 'content', 'content', 'Install guide requirement; "Node 18+" → "Node 20+".', pairOf(INSTALL, (s) => ({ ...s, requirement: 'Node.js: Node 20+ (an LTS release is recommended)' }), renderInstallGuide)),
  real('install-body-limit', 'content', 'content', 'Install guide limits table; maximum request body 6 MB → 4 MB.', pairOf(INSTALL, (s) => ({ ...s, limits: mapRow(s.limits, 'Maximum request body', (r) => [r[0]!, '4 MB']) }), renderInstallGuide)),
  real('releases-new-version', 'content', 'content', 'Release list; v3.8.0 published on top, "Latest version" v3.7.2 → v3.8.0.', pairOf(RELEASE_LIST, (s) => ({ ...s, latest: 'v3.8.0', releases: [{ version: 'v3.8.0', date: '2026-11-26', age: '2 hours ago', notes: ['Plugins can register their own commands.', 'The deploy command accepts --dry-run.'], downloads: 312 }, ...s.releases] }), renderReleases)),
  real('jobs-similar-title', 'content', 'content', 'Job table; "Senior Backend Engineer, Payments" added beside "Senior Backend Engineer".', pairOf(JOBS, (s) => ({ ...s, jobs: [s.jobs[0]!, { title: 'Senior Backend Engineer, Payments', location: 'Berlin', kind: 'Full-time', applicants: 0 }, ...s.jobs.slice(1)] }), renderJobTable)),
  real('event-early-bird-sold-out', 'content', 'content', 'Event ticket tiers; Early bird "Available" → "Sold out".', pairOf(EVENT, (s) => ({ ...s, tiers: s.tiers.map((t) => (t.name === 'Early bird' ? { ...t, status: 'Sold out' } : t)) }), renderEventPage)),
  real('hours-saturday-changed', 'content', 'content', 'Opening hours table; Samstag 09:00–18:00 → 10:00–16:00.', pairOf(HOURS_PAGE, (s) => ({ ...s, hours: s.hours.map(([day, time]) => [day, day === 'Samstag' ? '10:00–16:00' : time] as const) }), renderHoursPage)),
  real('hours-closing-day-moved', 'content', 'content', 'Shop notice; closed for stocktaking "Am 2. Januar" → "Am 3. Januar".', pairOf(HOURS_PAGE, (s) => ({ ...s, holiday: 'Inventur: Am 3. Januar bleibt der Laden geschlossen.' }), renderHoursPage)),
  real('rates-easy-saver-cut', 'content', 'content', 'Savings rates table; Easy Saver 3.10% → 2.95% AER.', pairOf(RATES, (s) => ({ ...s, rows: mapRow(s.rows, 'Easy Saver', (r) => [r[0]!, '2.95% AER (variable)', r[2]!, r[3]!]) }), renderRatesPage)),
  real('shipping-threshold-raised', 'content', 'content', 'French shipping page; free delivery from 50 € → from 60 €.', pairOf(SHIPPING, (s) => ({ ...s, threshold: '60 €' }), renderShippingPage)),

  // ----- noise on product pages -----
  noise('also-bought-rotated', 'price', 'Magento-like; "Kunden kauften auch" cards rotated and one of their prices changed.', store(MAGENTO, (s) => ({ ...s, alsoBought: rotate(s.alsoBought, 1).map(([n, p]) => [n, n.startsWith('Entkalker') ? '16,99&nbsp;€' : p] as const) }))),
  noise('review-count-and-average', 'price', 'BigCommerce-like; 312 reviews averaging 4.4 → 318 reviews averaging 4.5 (also in JSON-LD).', store(BIGCOMMERCE, (s) => ({ ...s, reviewCount: 318, reviewAverage: '4.5' }))),
  noise('viewing-now-de', 'price', 'Magento-like German shop; "Gerade sehen sich 12 Personen diesen Artikel an" → 17.', store(withNotes(MAGENTO, ['Gerade sehen sich 12 Personen diesen Artikel an']), (s) => withNotes(s, ['Gerade sehen sich 17 Personen diesen Artikel an']))),
  noise('delivery-date-pt', 'price', 'PrestaShop-like Brazilian shop; "Receba até sexta-feira, 4 de dezembro" moved to Monday 7 December.', store(withNotes(PRESTASHOP, ['Receba até sexta-feira, 4 de dezembro']), (s) => withNotes(s, ['Receba até segunda-feira, 7 de dezembro']))),
  noise('dispatch-countdown', 'availability', 'BigCommerce-like; "Order within 2h 14m for same-day dispatch" → "1h 03m".', store(withNotes(BIGCOMMERCE, ['Order within 2h 14m for same-day dispatch']), (s) => withNotes(s, ['Order within 1h 03m for same-day dispatch']))),
  noise('price-updated-minutes-ago-de', 'price', 'Magento-like German shop; "Preis zuletzt aktualisiert vor 3 Minuten" → "vor 41 Minuten".', store(withNotes(MAGENTO, ['Preis zuletzt aktualisiert vor 3 Minuten']), (s) => withNotes(s, ['Preis zuletzt aktualisiert vor 41 Minuten']))),
  noise('currency-converter', 'price', 'Next.js storefront; converter line "≈ €1,204.55 · £1,031.20" moved with the exchange rate.', store(withNotes(NEXTJS, ['≈ €1,204.55 · £1,031.20 <small>(indicative, updated hourly)</small>']), (s) => withNotes(s, ['≈ €1,199.87 · £1,028.64 <small>(indicative, updated hourly)</small>']))),
  noise('ab-copy-fr', 'price', 'French shop; A/B test shows another tagline and button wording.', store(SUP_FR, (s) => ({ ...s, tagline: 'Une heure d’autonomie, sans fil et sans effort', addLabel: 'Je le veux' }))),
  noise('cookie-consent-version', 'price', 'PrestaShop-like; consent text version v3.2 (2026-03-12) → v3.3 (2026-11-20).', store(PRESTASHOP, (s) => ({ ...s, shell: { ...s.shell, cookieVersion: ['v3.3', '2026-11-20'] } }))),
  noise('cdn-image-urls', 'price', 'Japanese shop; signed CDN image URLs have a new token.', store(JAPAN, (s) => ({ ...s, imageToken: '9b07cc', shell: { ...s.shell, imageToken: 'UmVkZXBsb3k' } }))),
  noise('analytics-json', 'price', 'BigCommerce-like; inline analytics object with a new session, timestamp and impression prices.', store({ ...BIGCOMMERCE, shell: { ...BIGCOMMERCE.shell, analytics: { event: 'view_item', session: 's-81f2', ts: 1764201600, items: [{ id: 'RO-TRJ-12', price: 249 }, { id: 'RO-MBL', price: 89 }] } } }, (s) => ({ ...s, shell: { ...s.shell, analytics: { event: 'view_item', session: 's-c410', ts: 1764205200, items: [{ id: 'RO-TRJ-12', price: 249 }, { id: 'RO-PDV', price: 159 }] } } }))),
  noise('footer-year', 'price', 'Magento-like; footer "© 2025" → "© 2026".', store(MAGENTO, (s) => ({ ...s, shell: { ...s.shell, footerYear: 2026 } }))),
  noise('only-n-left-badge', 'availability', 'Next.js storefront; "Only 5 left in stock" badge → "Only 4 left in stock".', store(withNotes(NEXTJS, ['<span class="badge badge--low">Only 5 left in stock</span>']), (s) => withNotes(s, ['<span class="badge badge--low">Only 4 left in stock</span>']))),
  noise('only-n-left-pt', 'availability', 'PrestaShop-like Brazilian shop; "Últimas 3 unidades" → "Últimas 2 unidades".', store(withNotes(PRESTASHOP, ['<span class="badge">Últimas 3 unidades</span>']), (s) => withNotes(s, ['<span class="badge">Últimas 2 unidades</span>']))),
  noise('price-markup-restyled', 'price', 'French shop; the same 199,99 € now printed in one span instead of cents in <sup>.', store(SUP_FR, (s) => ({ ...s, priceHtml: '<span class="prix">199,99&nbsp;€</span>' }))),
  noise('other-variant-price', 'price', 'Shop with size variants, 1 l selected; only the 250 ml price moved (7,90 € → 8,20 €).', store(VARIANTS, (s) => ({ ...s, variants: OLIVE_OIL.map((v) => (v.label === '250 ml' ? { ...v, cents: 820 } : v)) }))),
  noise('questions-and-histogram', 'price', 'Japanese shop; answered questions 23 → 24 and the star histogram shifted a point.', store(JAPAN, (s) => ({ ...s, questions: 24, histogram: [69, 19, 7, 3, 2] }))),
  noise('recently-viewed', 'price', 'BigCommerce-like; a "Recently viewed" list with prices appears for a returning visitor.', store(BIGCOMMERCE, (s) => ({ ...s, recentlyViewed: [['Trail Gaiters', '$34.95'], ['Summit 45L Pack', '$219.00']] }))),
  noise('sale-countdown-de', 'price', 'Magento-like German shop; "Angebot endet in 2 Tagen 04:12:09" ticked on.', store(withNotes(MAGENTO, ['Angebot endet in 2 Tagen 04:12:09']), (s) => withNotes(s, ['Angebot endet in 1 Tag 23:58:40']))),

  // ----- noise on other pages -----
  noise('status-checked-seconds-ago', 'content', 'Help centre; "checked 12 seconds ago" → "checked 48 seconds ago".', pairOf(HELP, (s) => ({ ...s, status: 'All systems operational · checked 48 seconds ago' }), renderHelpPage)),
  noise('docs-edited-and-helpful', 'content', 'Install guide; "Last edited 3 days ago" → "4 days ago" and 132 → 133 found it helpful.', pairOf(INSTALL, (s) => ({ ...s, edited: '4 days ago by maria', helpful: 133 }), renderInstallGuide)),
  noise('release-download-counts', 'content', 'Release list; download counts grew and one relative age moved on.', pairOf(RELEASE_LIST, (s) => ({ ...s, releases: s.releases.map((r, i) => ({ ...r, downloads: r.downloads + 517 * (i + 1), age: i === 0 ? '4 weeks ago' : r.age })) }), renderReleases)),
  noise('jobs-applicant-counts', 'content', 'Job table; applicant counts went up.', pairOf(JOBS, (s) => ({ ...s, jobs: s.jobs.map((j, i) => ({ ...j, applicants: j.applicants + i + 2 })) }), renderJobTable)),
  noise('jobs-facets-reordered', 'content', 'Job table; filter facets sorted by count instead of by group.', pairOf(JOBS, (s) => ({ ...s, facets: [...s.facets].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])) }), renderJobTable)),
  noise('event-countdown', 'content', 'Event page; "Starts in 104 days" → "Starts in 103 days".', pairOf(EVENT, (s) => ({ ...s, countdown: '103 days' }), renderEventPage)),
  noise('hours-open-now', 'content', 'Opening hours; "Jetzt geöffnet · schließt um 19:00" → "Geschlossen · öffnet morgen um 09:00".', pairOf(HOURS_PAGE, (s) => ({ ...s, openNow: 'Geschlossen · öffnet morgen um 09:00' }), renderHoursPage)),
  noise('plan-table-ab-headline', 'content', 'Plan comparison; A/B test shows another headline and annual billing preselected.', pairOf(PLANS, (s) => ({ ...s, headline: 'Simple, transparent pricing', billing: 'annual' as const }), renderPlanTable)),
  noise('rates-as-of-today', 'content', 'Savings rates; "Rates shown as of 26 November 2026" → 27 November, rates unchanged.', pairOf(RATES, (s) => ({ ...s, updated: '27 November 2026' }), renderRatesPage)),
  noise('shipping-cutoff-countdown', 'content', 'French shipping page; "Commandez dans les 2 h 14 min" → "1 h 03 min".', pairOf(SHIPPING, (s) => ({ ...s, countdown: '1 h 03 min' }), renderShippingPage)),
  noise('listing-facets-reordered', 'content', 'Category listing; brand facets sorted by name instead of by count.', pairOf(LISTING, (s) => ({ ...s, facets: [...s.facets].sort((a, b) => a[0].localeCompare(b[0])) }), renderListing)),
];
