/**
 * The twenty-fourth batch of page pairs (issue 22, manifest "batch": "pairs-24"), written in one go
 * and split by name before any evaluation ran on it: 33 pages of one address fetched twice, as a
 * url-mode monitor at the default sensitivity sees them, in en, de, fr, es, it, nl, pl, pt, ro and
 * cs, aimed at precision (20 noise, 13 real). The pages carry beside their content what real sites
 * refresh per load: exchange rates (BNR, NBP), a markets strip, the weather, relative times,
 * countdowns, view, interest and buyer counters, uptime figures and response times, A/B hero
 * copy, a rotating testimonial, similar jobs and others' prices reshuffled, a delivery estimate
 * that follows today's date. Its 13 real changes are a gas tariff, a salary range, a SaaS seat
 * price and a free plan's project limit, a checked-bag fee, a supermarket price, a tour date
 * added, a payment method in outage, a tender deadline moved, installments cut, an e-shop's
 * price and its stock, and an update paragraph added to a news story. Every pair also differs by
 * what batch 21's shell varies per fetch (carousel order, clock, visitors online, request id,
 * tokens). Names start "p24-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { shellPairs, site21, type ShellPage, type Visit21 } from './batch-21-shell.js';
import { eshopCs, gazRo, jobDe, lojaBr, newsEn, pricingEn, przetargPl, statusNl, superEs, tourIt, volFr } from './batch-24-pages.js';

export const BATCH_24 = 'pairs-24';

const { real, noise } = batchPairs(BATCH_24, 'p24');

/** Two fetches a day apart, Friday and Saturday morning: today's dates and rates move with them. */
const VISITS_24: Record<Side, Visit21> = {
  before: { seed: 2401, servedAt: '2026-11-27T07:32:18.410Z', clock: '08:32', slide: 0, online: 148, year: 2026 },
  after: { seed: 2419, servedAt: '2026-11-28T07:51:02.093Z', clock: '08:51', slide: 1, online: 171, year: 2026 },
};

const page = shellPairs(VISITS_24);
const s = site21;

const gaz: ShellPage = { site: s('Energia Casei', 'ro-RO', 'Tarife gaze naturale | Energia Casei'), body: gazRo, slides: ['Ofertă nouă: Gaz Fix 12', 'Plătește factura online', 'Transmite indexul în aplicație'] };
const job: ShellPage = { site: s('JobRadar', 'de-DE', 'Bilanzbuchhalter (m/w/d) – Köln | JobRadar'), body: jobDe, slides: ['Gehaltscheck: Was verdienen Buchhalter?', 'Lebenslauf-Vorlagen kostenlos', 'Job-Alarm einrichten'] };
const pricing: ShellPage = { site: s('Taskloom', 'en-US', 'Pricing | Taskloom'), body: pricingEn, slides: ['New: AI summaries for every project', 'Webinar: scaling ops teams', 'Read the 2026 customer report'] };
const vol: ShellPage = { site: s('Air Hexagone', 'fr-FR', 'Vols Paris – Lisbonne | Air Hexagone'), body: volFr, slides: ['Black Friday : -30 % sur une sélection de vols', 'Nouveau : Paris – Marrakech', 'Carte Avantage Jeune'] };
const superm: ShellPage = { site: s('SuperCasa', 'es-ES', 'Aceite de oliva virgen extra Hacendado 1 L | SuperCasa'), body: superEs, slides: ['Envío gratis desde 60 €', 'Descarga nuestra app', 'Recetas de temporada'] };
const tour: ShellPage = { site: s('BigliettiOra', 'it-IT', 'Marco Mengoni – Tour 2027 | BigliettiOra'), body: tourIt, slides: ['Idee regalo: carte regalo', 'Festival estivi 2027', 'Teatro: la stagione'] };
const status: ShellPage = { site: s('BetaalPunt', 'nl-NL', 'Status | BetaalPunt'), body: statusNl, slides: ['Nieuw: Apple Pay voor webshops', 'Bekijk onze API-documentatie', 'Tarieven'] };
const przetarg: ShellPage = { site: s('Gmina Stara Wieś', 'pl-PL', 'Przebudowa drogi gminnej | BIP Gmina Stara Wieś'), body: przetargPl, slides: ['Harmonogram odbioru odpadów 2027', 'Rozkład jazdy autobusu gminnego', 'Konsultacje społeczne'] };
const loja: ShellPage = { site: s('MegaLar', 'pt-BR', 'Smart TV 55" 4K Samsung | MegaLar'), body: lojaBr, slides: ['Black Friday: até 50% off', 'Frete grátis para todo o Brasil', 'Cartão MegaLar: 10% de desconto'] };
const eshop: ShellPage = { site: s('DomaTech', 'cs-CZ', 'Roborock Q7 Max+ | DomaTech'), body: eshopCs, slides: ['Black Friday slevy', 'Doprava zdarma nad 1 500 Kč', 'Vyzvedněte si ve 40 prodejnách'] };
const news: ShellPage = { site: s('The Daily Ledger', 'en-GB', 'Rail fares to rise by 4.6% | The Daily Ledger'), body: newsEn, slides: ['Subscribe for £1 a week', 'Download the app', 'Our newsletters'] };

const JOBS_SIMILAR_NEW = 'Finanzbuchhalter (m/w/d) – Düsseldorf|Steuerfachangestellter (m/w/d) – Köln|Sachbearbeiter Buchhaltung (m/w/d) – Köln|Controller (m/w/d) – Bergisch Gladbach';
const MARKETS_NEW = 'FTSE 100 8,301.05 ▲0.58%|FTSE 250 20,877.90 ▼0.28%|GBP/USD 1.2709|Brent $72.64';

export const PAIRS_24: PairSpec[] = [
  // ----- real -----
  real('gaz-pret-ro', 'content', 'content', 'Romanian gas tariffs; Gaz Fix 12 "0,3115 lei/kWh" → "0,2985 lei/kWh" (-4.2 %); the BNR rates and their date move, "acum 2 ore" → "acum 5 ore".', page(gaz, { fix: '0,2985 lei/kWh', curs: 'EUR: 4,9771 RON|USD: 4,7086 RON|GBP: 5,9902 RON', cursData: 'Curs valabil pentru 28.11.2026', act: 'acum 5 ore' })),
  real('job-gehalt-de', 'content', 'content', 'German job ad; salary "58.000 – 66.000 €" → "62.000 – 70.000 €"; "vor 2 Tagen" → "vor 3 Tagen", views 214 → 287.', page(job, { gehalt: '62.000 – 70.000 € brutto/Jahr', age: 'vor 3 Tagen', views: '287' })),
  real('pricing-team-en', 'content', 'price', 'US SaaS pricing; Team plan "$12" → "$15" per user / month; the customer counter ticks.', page(pricing, { team: '$15', teams: '12,468' })),
  real('pricing-free-en', 'content', 'content', 'US SaaS pricing; the Free plan "Up to 5 projects" → "Up to 3 projects"; the testimonial rotates.', page(pricing, { freeProjects: 'Up to 3 projects', quote: '“Our agency finally has one place for every client brief.” — Marcus O., Founder at Brightside Studio' })),
  real('vol-soute-fr', 'content', 'content', 'French airline route; checked bag 23 kg "35 €" → "39 €" per trip; the weather at Lisbon and "il y a 3 heures" → "il y a 1 heure".', page(vol, { soute: '39 €', meteo: '15 °C, averses', seen: 'il y a 1 heure' })),
  real('super-precio-es', 'content', 'price', 'Spanish supermarket; olive oil "8,95 €" → "9,45 €" (+5.6 %) with its per-litre price and JSON-LD; the delivery slot moves to the next day.', page(superm, { price: '9,45 €', ld: '9.45', entrega: 'Entrega disponible mañana, domingo 29 de noviembre, de 10:00 a 12:00' })),
  real('tour-data-it', 'content', 'content', 'Italian tour page; a date "Dom 13 giugno 2027 – Bari" added; the countdown 187 → 186 days, interest 18.402 → 18.977.', page(tour, { nuova: '|Dom 13 giugno 2027~Bari, Stadio San Nicola~Disponibile', giorni: '186', interessati: '18.977' })),
  real('status-ideal-nl', 'content', 'content', 'Dutch status page; iDEAL payments "Operationeel" → "Verstoring" with the headline; "3 minuten geleden" → "1 minuut geleden", response time.', page(status, { ideal: 'Verstoring', kop: 'Sommige systemen ondervinden problemen', upd: '1 minuut geleden', resp: '231 ms' })),
  real('przetarg-termin-pl', 'content', 'content', 'Polish tender notice; the deadline for offers "10.12.2026, godz. 10:00" → "17.12.2026" with the opening; NBP rates and visits move.', page(przetarg, { termin: '17.12.2026, godz. 10:00', otwarcie: '17.12.2026, godz. 10:30', kursy: 'EUR 4,2187 zł|USD 4,0052 zł|CHF 4,5098 zł', odwiedzin: '1 517' })),
  real('loja-parcelas-pt', 'content', 'content', 'Brazilian shop; installments "10x de R$ 259,90 sem juros" → "6x de R$ 433,17 sem juros"; the delivery estimate and buyers today move.', page(loja, { parcelas: '6x de R$ 433,17 sem juros', entrega: 'Receba até sexta-feira, 4 de dezembro', hoje: '31' })),
  real('eshop-cena-cs', 'content', 'price', 'Czech e-shop; the price "12 990 Kč" → "12 490 Kč" (-3.8 %) with the net price and JSON-LD; viewers 6 → 9.', page(eshop, { cena: '12 490 Kč', bezdph: '10 322 Kč bez DPH', ld: '12490', prave: '9' })),
  real('eshop-sklad-cs', 'content', 'availability', 'Czech e-shop; "Skladem > 5 ks" → "Momentálně nedostupné" with JSON-LD OutOfStock; others\' prices move.', page(eshop, { sklad: 'Momentálně nedostupné', ldStock: 'OutOfStock', podobne: 'Náhradní sáčky Roborock 6 ks~329 Kč|Hlavní kartáč Roborock~499 Kč|Mop Roborock 2 ks~299 Kč' })),
  real('news-update-en', 'content', 'content', 'British news story; a paragraph "Update: the rail regulator said on Friday it would review…" added; "42 minutes ago" → "3 hours ago", markets strip.', page(news, { update: '</p><p>Update: the Office of Rail and Road said on Friday it would review how the increase was calculated after passenger groups complained.', ago: '3 hours ago', markets: MARKETS_NEW })),

  // ----- noise -----
  noise('gaz-curs-ro', 'content', 'Romanian gas tariffs; the BNR rates and "Curs valabil pentru 27.11" → "28.11", "acum 2 ore" → "acum 14 ore".', page(gaz, { curs: 'EUR: 4,9771 RON|USD: 4,7086 RON|GBP: 5,9902 RON', cursData: 'Curs valabil pentru 28.11.2026', act: 'acum 14 ore' })),
  noise('gaz-meteo-ro', 'content', 'Romanian gas tariffs; the weather and the rotating promo change.', page(gaz, { meteo: 'București: 7 °C, parțial noros', promo: 'Recomandă-ne unui prieten și primiți amândoi 50 lei.' })),
  noise('job-alter-de', 'content', 'German job ad; "vor 2 Tagen" → "vor 3 Tagen", views 214 → 287, similar jobs reshuffled with one swapped.', page(job, { age: 'vor 3 Tagen', views: '287', similar: JOBS_SIMILAR_NEW })),
  noise('job-aehnlich-de', 'content', 'German job ad; the similar jobs in another order.', page(job, { similar: 'Kreditorenbuchhalter (m/w/d) – Bonn|Sachbearbeiter Buchhaltung (m/w/d) – Köln|Lohnbuchhalter (m/w/d) – Leverkusen|Finanzbuchhalter (m/w/d) – Düsseldorf' })),
  noise('pricing-hero-en', 'content', 'US SaaS pricing; the A/B variant of the hero headline and subline, customer counter 12,431 → 12,468.', page(pricing, { hero: 'Pricing that scales with your team', sub: 'Try every feature free for 14 days.', teams: '12,468' })),
  noise('pricing-quote-en', 'content', 'US SaaS pricing; the testimonial rotates.', page(pricing, { quote: '“Onboarding took an afternoon, not a quarter.” — Lena K., IT manager at Northwind Dental' })),
  noise('vol-meteo-fr', 'content', 'French airline route; weather at Lisbon, "il y a 3 heures" → "il y a 20 minutes", viewers 23 → 41.', page(vol, { meteo: '15 °C, averses', seen: 'il y a 20 minutes', watch: '41' })),
  noise('vol-autres-fr', 'content', 'French airline route; other destinations\' fares and order change.', page(vol, { autres: 'Madrid~dès 49 €|Porto~dès 47 €|Séville~dès 58 €' })),
  noise('super-otros-es', 'content', 'Spanish supermarket; "also bought" prices and order change.', page(superm, { otros: 'Aceite de girasol 1 L~1,75 €|Vinagre de Jerez 500 ml~1,85 €|Pan de molde integral~1,35 €|Sal marina gruesa 1 kg~0,65 €' })),
  noise('super-entrega-es', 'content', 'Spanish supermarket; the next delivery slot follows today\'s date.', page(superm, { entrega: 'Entrega disponible mañana, domingo 29 de noviembre, de 10:00 a 12:00' })),
  noise('tour-countdown-it', 'content', 'Italian tour page; the countdown 187 → 186 days, interest 18.402 → 18.977.', page(tour, { giorni: '186', interessati: '18.977' })),
  noise('tour-suggeriti-it', 'content', 'Italian tour page; suggestions reshuffled with one swapped.', page(tour, { suggeriti: 'Annalisa – Palasport|Tananai – Ippodromi 2027|Ultimo – Stadi 2027' })),
  noise('status-uptime-nl', 'content', 'Dutch status page; 90-day uptime figures move, "3 minuten geleden" → "1 minuut geleden".', page(status, { upDash: '99,97%', upApi: '99,96%', upd: '1 minuut geleden' })),
  noise('status-resp-nl', 'content', 'Dutch status page; API response time 212 → 248 ms.', page(status, { resp: '248 ms' })),
  noise('przetarg-kursy-pl', 'content', 'Polish tender notice; the NBP rates and visit counter move.', page(przetarg, { kursy: 'EUR 4,2187 zł|USD 4,0052 zł|CHF 4,5098 zł', odwiedzin: '1 517' })),
  noise('przetarg-pogoda-pl', 'content', 'Polish tender notice; the weather of the day.', page(przetarg, { pogoda: 'Dziś w Starej Wsi: -1 °C, opady śniegu' })),
  noise('loja-entrega-pt', 'content', 'Brazilian shop; the delivery estimate follows today\'s date.', page(loja, { entrega: 'Receba até sexta-feira, 4 de dezembro' })),
  noise('loja-social-pt', 'content', 'Brazilian shop; buyers in 24 hours 27 → 31, reviews 4.812 → 4.820.', page(loja, { hoje: '31', aval: '4.820' })),
  noise('eshop-podobne-cs', 'content', 'Czech e-shop; viewers 6 → 11, others\' prices move.', page(eshop, { prave: '11', podobne: 'Náhradní sáčky Roborock 6 ks~329 Kč|Hlavní kartáč Roborock~499 Kč|Mop Roborock 2 ks~299 Kč' })),
  noise('news-markets-en', 'content', 'British news story; markets strip, "42 minutes ago" → "3 hours ago", most read reordered.', page(news, { markets: MARKETS_NEW, ago: '3 hours ago', mostread: 'Energy price cap to fall in January|Storm warning as gusts of 80mph expected|Council tax bills could rise by 5%|Supermarket recalls chicken over listeria fears' })),
];
