/**
 * The twelfth batch of page pairs (issue 22, manifest "batch": "pairs-12"), written in one go
 * after pairs-11's rules and split by name before any evaluation ran on it. What users watch:
 * product pages of shops in de, fr, es, it, nl, pt, pl, sv and en (few-percent moves, a sale
 * starting and ending, stock going and coming, a size gone, a shipping fee, a smaller box at the
 * same price), a changelog and API docs, SaaS pricing (a plan limit, a price per seat), job boards
 * (a posting added, one removed), a prefecture's fee and a university's deadline, a status page,
 * a forum thread, and news articles corrected after publication. The noise is what such sites
 * change per visit: a greeting, a live-chat status and a consent text in the chrome
 * (batch-12-shell.ts), relative times, counters, weather, currency estimates, recommendations,
 * reordered questions, a rotating lead, a testimonial, a delivery countdown. Names start "p12-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { renderShell12, type Shell12 } from './batch-12-shell.js';
import {
  chaleiraPt, fietsNl, frullatoreIt, kaffeeDe, kurtkaPl, mochilaEs, productLd, sneakerUs, taltSv, tvattSv, veloFr, type Values,
} from './batch-12-shops.js';
import {
  FAQ, JOBS_DE, JOBS_SV, annonceFr, apiDocs, articleEn, artikelDe, changelog, forum, jobsDe, jobsSv,
  prefecture, pricing, status, uniNl,
} from './batch-12-sites.js';

export const BATCH_12 = 'pairs-12';

const { real, noise } = batchPairs(BATCH_12, 'p12');

type Chrome = Pick<Shell12, 'greeting' | 'chat' | 'consent' | 'requestId'>;

/** A page drawn from values; `chrome` picks the shell's per-visit parts of each side. */
function page(
  shell: Shell12,
  body: (v: Values) => string,
  before: Values,
  after: Values,
  head?: (v: Values) => string,
  chrome?: { before: Chrome; after: Chrome },
): (side: Side) => string {
  return (side) => {
    const v = side === 'before' ? before : { ...before, ...after };
    const visit = { requestId: side === 'before' ? '7f3e9a10' : 'c28d41b7', ...(chrome?.[side] ?? {}) };
    return renderShell12({ ...shell, ...visit, ...(head ? { head: head(v) } : {}) }, body(v));
  };
}

const s = (site: string, lang: string, title: string): Shell12 => ({ site, lang, title });

const kaffeeSite = s('Bohnenwerk', 'de-DE', 'Rocca Duetto Siebträger | Bohnenwerk');
const veloSite = s('Cycles Bréhat', 'fr-FR', 'Antivol U Citadel 18 mm | Cycles Bréhat');
const mochilaSite = s('Cima Outdoor', 'es-ES', 'Mochila Cumbre 38 L | Cima Outdoor');
const frullatoreSite = s('CasaClick', 'it-IT', 'Frullatore Vortex 1000 W | CasaClick');
const fietsSite = s('Fietsonderdelen Direct', 'nl-NL', 'Verlichtingsset LED 80 lux | Fietsonderdelen Direct');
const chaleiraSite = s('Lar & Cozinha', 'pt-PT', 'Chaleira elétrica 1,7 L | Lar & Cozinha');
const kurtkaSite = s('Mglista', 'pl-PL', 'Kurtka przeciwdeszczowa damska | Mglista');
const taltSite = s('Fjällbutiken', 'sv-SE', 'Tält Fjällvind 2 | Fjällbutiken');
const tvattSite = s('Hemköpet', 'sv-SE', 'Tvättmedel Kulör Sensitive | Hemköpet');
const sneakerSite = s('Summit Running Co.', 'en-US', 'Trailrunner 4 | Summit Running Co.');
const changelogSite = s('Paylink', 'en', 'Changelog | paylink-node');
const docsSite = s('Ledgerly Docs', 'en', 'Create an export | Ledgerly API');
const pricingSite = s('Trackwise', 'en-IE', 'Pricing | Trackwise');
const jobsDeSite = s('Auenland Software', 'de-DE', 'Karriere | Auenland Software');
const jobsSvSite = s('Region Uppsala', 'sv-SE', 'Lediga jobb | Region Uppsala');
const prefSite = s('Préfecture d’Ille-et-Vilaine', 'fr-FR', 'Titre de séjour | Préfecture 35');
const uniSite = s('Tilburg University', 'nl-NL', 'Master Data Science & Society | Tilburg University');
const statusSite = s('Mailroute Status', 'en', 'Mailroute Status');
const forumSite = s('HeatPumpTalk', 'en-GB', 'Heat pump short-cycling | HeatPumpTalk');
const annonceSite = s('Petites Annonces Bretagne', 'fr-FR', 'Vélo cargo Urban Arbo | PAB');
const newsSite = s('Hollis County Ledger', 'en-US', 'Old Mill Road bridge to close | Ledger');
const zeitungSite = s('Breisgau Kurier', 'de-DE', 'Parken wird teurer | Breisgau Kurier');

const kaffeeLd = (v: Values): string => productLd('Rocca Duetto Siebträgermaschine', 'RD-2', 'EUR', v.ld ?? '449.00');
const mochilaLd = (v: Values): string => productLd('Mochila Cumbre 38 L', 'CU38', 'EUR', v.ld ?? '79.95');
const frullatoreLd = (v: Values): string => productLd('Frullatore Vortex 1000 W', 'VX1000', 'EUR', '69.90', v.ldStock ?? 'InStock');
const fietsLd = (v: Values): string => productLd('Fietsverlichtingsset LED 80 lux', 'FV80', 'EUR', '34.99', v.ldStock ?? 'OutOfStock');
const chaleiraLd = (v: Values): string => productLd('Chaleira elétrica de vidro 1,7 L', 'CH17', 'EUR', v.ld ?? '24.99');
const kurtkaLd = (): string => productLd('Kurtka przeciwdeszczowa Mglista', 'MG-K1', 'PLN', '299.00');
const taltLd = (): string => productLd('Tält Fjällvind 2', 'FV2', 'SEK', '3495');
const sneakerLd = (v: Values): string => productLd('Trailrunner 4', 'TR4-M', 'USD', v.ld ?? '64.00');

const NEW_RELEASE = '<section class="release"><h2>v3.8.0 – 2026-11-20</h2><ul><li>Added: payouts.list() pages with a cursor.</li><li>Changed: Node.js 20 is the oldest supported version.</li></ul></section>';
const NEW_JOB_DE = '<li class="job"><h3>Werkstudent (m/w/d) Data Analytics</h3><p>Leipzig · 20 Std./Woche</p></li>';
const INCIDENT = '<section class="incident"><h2>Elevated API latency</h2><p>Investigating · We are seeing slow responses for about 8% of API requests in the EU region and are looking into it.</p></section>';
const STAFF_REPLY = '<article class="post"><p class="post__by">Moderator (Vaillant UK) · 26 Nov 2026</p><p>A firmware update released this week raises the minimum run time to 20 minutes. Ask your installer to update the controller; it fixes short-cycling on most 5–8 kW units.</p></article>';
const CORRECTION_EN = '<p class="correction"><em>Correction, Nov. 26: An earlier version of this article misstated the length of the detour. It adds about 16 minutes to a typical commute, not six.</em></p>';
const KORREKTUR_DE = '<p class="korrektur"><em>Korrektur: In einer früheren Fassung dieses Artikels hieß es, eine Stunde Parken koste künftig 3 Euro. Richtig ist: 2,50 Euro. Wir bitten, den Fehler zu entschuldigen.</em></p>';
const greetedDe = { before: { greeting: 'Anmelden' }, after: { greeting: 'Hallo, Sabine' } };

export const PAIRS_12: PairSpec[] = [
  // ----- real: shops -----
  real('siebtraeger-two-percent-drop-de', 'price', 'price', 'German shop with JSON-LD; 449,00 € → 439,00 € (-2.2%).', page(kaffeeSite, kaffeeDe, {}, { preis: '439,00 €', ld: '439.00' }, kaffeeLd)),
  real('antivol-sale-starts-fr', 'price', 'price', 'French shop with microdata; sale starts, 129,99 € struck, now 110,49 € (-15%).', page(veloSite, veloFr, {}, { prix: '110,49 €', ldPrix: '110.49', barre: '<del class="prix-barre">129,99 €</del> <span class="remise">-15 %</span>' })),
  real('mochila-sale-ends-es', 'price', 'price', 'Spanish shop with JSON-LD; the sale ends, 79,95 € (antes 89,95 €) → 89,95 €.', page(mochilaSite, mochilaEs, {}, { precio: '<span class="precio">89,95 €</span>', ld: '89.95' }, mochilaLd)),
  real('frullatore-out-of-stock-it', 'availability', 'availability', 'Italian shop; "Disponibilità immediata" → "Non disponibile", JSON-LD OutOfStock, the cart button becomes "Avvisami".', page(frullatoreSite, frullatoreIt, {}, { disp: 'Non disponibile', btn: '<button class="avvisami">Avvisami quando torna disponibile</button>', ldStock: 'OutOfStock' }, frullatoreLd)),
  real('fietslicht-back-in-stock-nl', 'availability', 'availability', 'Dutch shop; "Tijdelijk uitverkocht" → "Op voorraad", JSON-LD InStock.', page(fietsSite, fietsNl, {}, { voorraad: 'Op voorraad', levering: 'Voor 23:59 besteld, morgen in huis', ldStock: 'InStock' }, fietsLd)),
  real('chaleira-four-percent-rise-pt', 'price', 'price', 'Portuguese shop with JSON-LD; 24,99 € → 25,99 € (+4%), the dollar estimate follows.', page(chaleiraSite, chaleiraPt, {}, { preco: '25,99 €', ld: '25.99', conv: '≈ US$ 28,19 ao câmbio de hoje' }, chaleiraLd)),
  real('kurtka-size-gone-pl', 'content', 'content', 'Polish shop; size XL is gone from the size picker, price unchanged.', page(kurtkaSite, kurtkaPl, {}, { xl: '' }, kurtkaLd)),
  real('talt-shipping-rise-sv', 'content', 'content', 'Swedish shop; shipping "Frakt 49 kr" → "Frakt 59 kr".', page(taltSite, taltSv, {}, { frakt: '59 kr' }, taltLd)),
  real('tvattmedel-pack-shrinks-sv', 'price', 'price', 'Swedish grocery; same 79,90 kr, 1,5 kg → 1,35 kg, "Jämförpris 53,27 kr/kg" → "59,19 kr/kg".', page(tvattSite, tvattSv, {}, { vikt: '1,35 kg', jmf: '59,19 kr/kg' })),
  real('trailrunner-small-rise-us', 'price', 'price', 'US shop with JSON-LD; $64.00 → $64.99 (+1.5%).', page(sneakerSite, sneakerUs, {}, { price: '$64.99', ld: '64.99' }, sneakerLd)),
  // ----- real: docs, pricing, jobs, notices, status, forum, news -----
  real('changelog-release-added', 'content', 'content', 'SDK changelog; a v3.8.0 release added on top.', page(changelogSite, changelog, {}, { entry: NEW_RELEASE })),
  real('docs-default-timeout-cut', 'content', 'content', 'API docs; the timeout parameter\'s default 30 → 10 seconds.', page(docsSite, apiDocs, {}, { timeout: '10' })),
  real('pricing-seat-price-rise', 'content', 'content', 'SaaS pricing; Team plan €12 → €14 per seat / month, the dollar estimate follows.', page(pricingSite, pricing, {}, { seat: '€14', fx: '≈ $15.23 per seat at today’s rate' })),
  real('pricing-free-events-halved', 'content', 'content', 'SaaS pricing; Free plan 10,000 → 5,000 events per month.', page(pricingSite, pricing, {}, { events: '5,000 events per month' })),
  real('jobs-posting-added-de', 'content', 'content', 'German careers page; a working-student posting added.', page(jobsDeSite, jobsDe, {}, { jobs: [...JOBS_DE, NEW_JOB_DE].join('') })),
  real('jobs-posting-removed-sv', 'content', 'content', 'Swedish regional job list; the night-shift nurse posting removed.', page(jobsSvSite, jobsSv, {}, { rows: JOBS_SV.filter((_, i) => i !== 1).join('') })),
  real('titre-sejour-fee-fr', 'content', 'content', 'French prefecture; the residence permit stamp 225 € → 200 €.', page(prefSite, prefecture, {}, { timbre: '200 €' })),
  real('master-deadline-earlier-nl', 'content', 'content', 'Dutch university; application deadline 1 mei → 15 april 2027.', page(uniSite, uniNl, {}, { deadline: '15 april 2027' })),
  real('status-api-degraded', 'content', 'content', 'Status page; "All systems operational" → API "Degraded performance" with an incident.', page(statusSite, status, {}, { banner: 'Some systems are experiencing issues', api: 'Degraded performance', incident: INCIDENT })),
  real('forum-staff-reply', 'content', 'content', 'Forum thread; a moderator posts the fix (a firmware update).', page(forumSite, forum, {}, { reply: STAFF_REPLY, last: 'Last post 1 minute ago' })),
  real('annonce-price-cut-fr', 'content', 'content', 'French classified ad; 1 850 € → 1 700 €.', page(annonceSite, annonceFr, {}, { prix: '1 700 €' })),
  real('article-correction-en', 'content', 'content', 'US news article; the detour paragraph corrected (six → 16 minutes) with a correction note.', page(newsSite, articleEn, {}, { detour: '16', correction: CORRECTION_EN })),
  real('artikel-korrektur-de', 'content', 'content', 'German news article; the hourly fee in the text corrected (3 Euro → 2,50 Euro) with a correction note at its end.', page(zeitungSite, artikelDe, {}, { stunde: '2,50 Euro', korrektur: KORREKTUR_DE })),

  // ----- noise -----
  noise('siebtraeger-greeting-de', 'price', 'German shop; the header greets the signed-in visitor ("Anmelden" → "Hallo, Sabine").', page(kaffeeSite, kaffeeDe, {}, {}, kaffeeLd, greetedDe)),
  noise('siebtraeger-reco-rotated-de', 'price', 'German shop; "Das könnte Ihnen auch gefallen" shows other accessories and prices.', page(kaffeeSite, kaffeeDe, {}, { reco: '<li>Kaffeemühle Macina – 189,00 €</li><li>Abklopfbehälter – 19,90 €</li><li>Reinigungstabletten – 9,90 €</li>' }, kaffeeLd)),
  noise('antivol-viewers-fr', 'price', 'French shop; "9 personnes consultent ce produit" → "14 personnes".', page(veloSite, veloFr, {}, { vues: '14 personnes consultent ce produit' })),
  noise('antivol-live-chat-fr', 'price', 'French shop; the chat widget goes from "Un conseiller vous répond" to "Chat hors ligne".', page(veloSite, veloFr, {}, {}, undefined, { before: { chat: 'Un conseiller vous répond' }, after: { chat: 'Chat hors ligne – laissez-nous un message' } })),
  noise('mochila-browsing-recs-es', 'price', 'Spanish shop; "Basado en tu navegación" shows other products.', page(mochilaSite, mochilaEs, {}, { nav: '<li>Saco de dormir 0 °C – 89,00 €</li><li>Esterilla autohinchable – 45,50 €</li><li>Hornillo de gas – 29,95 €</li>' }, mochilaLd)),
  noise('frullatore-viewers-it', 'availability', 'Italian shop; "12 persone stanno guardando" → "17 persone".', page(frullatoreSite, frullatoreIt, {}, { live: '17 persone stanno guardando questo prodotto' }, frullatoreLd)),
  noise('chaleira-fx-estimate-pt', 'price', 'Portuguese shop; the dollar estimate moves with the rate (US$ 27,10 → US$ 26,85), the euro price unchanged.', page(chaleiraSite, chaleiraPt, {}, { conv: '≈ US$ 26,85 ao câmbio de hoje' }, chaleiraLd)),
  noise('kurtka-reviews-count-pl', 'price', 'Polish shop; "(312 opinii)" → "(315 opinii)".', page(kurtkaSite, kurtkaPl, {}, { opinie: '315' }, kurtkaLd)),
  noise('talt-consent-variant-sv', 'content', 'Swedish shop; the visitor lands in the other A/B bucket of the consent text.', page(taltSite, taltSv, {}, {}, taltLd, { before: { consent: 0 }, after: { consent: 1 } })),
  noise('tvattmedel-review-sv', 'price', 'Swedish grocery; the quoted customer review under the product changes.', page(tvattSite, tvattSv, {}, { recension: '”Bra pris och snäll mot huden. Köper igen.” – Anders, Örebro' })),
  noise('trailrunner-delivery-countdown-us', 'price', 'US shop; "Order within 3 hrs 12 mins" → "within 47 mins".', page(sneakerSite, sneakerUs, {}, { ship: 'Order within 47 mins for delivery Tuesday' }, sneakerLd)),
  noise('changelog-updated-ago', 'content', 'Changelog; "Last updated 3 hours ago" → "Last updated 2 days ago".', page(changelogSite, changelog, {}, { meta: 'Last updated 2 days ago' })),
  noise('docs-helpful-counter', 'content', 'API docs; "1,204 people found this page helpful" → "1,211".', page(docsSite, apiDocs, {}, { helpful: '1,211 people found this page helpful' })),
  noise('pricing-fx-estimate', 'content', 'SaaS pricing; the dollar estimate of the seat price moves with the rate.', page(pricingSite, pricing, {}, { fx: '≈ $12.91 per seat at today’s rate' })),
  noise('pricing-lead-ab', 'content', 'SaaS pricing; the lead sentence under the heading is A/B tested.', page(pricingSite, pricing, {}, { lead: 'Everything your team needs to understand its users.' })),
  noise('pricing-faq-reordered', 'content', 'SaaS pricing; the questions shown in another order.', page(pricingSite, pricing, {}, { faq: [FAQ[2], FAQ[0], FAQ[3], FAQ[1]].join('') })),
  noise('jobs-greeting-de', 'content', 'German careers page; a returning visitor is welcomed by name.', page(jobsDeSite, jobsDe, {}, { hallo: 'Willkommen zurück, Jonas! Ihre gespeicherten Stellen finden Sie unter „Merkliste“.' }, undefined, greetedDe)),
  noise('jobs-recommended-sv', 'content', 'Swedish job list; "Uppdaterad för 20 minuter sedan" → "för 2 timmar sedan" and other recommended jobs.', page(jobsSvSite, jobsSv, {}, { upd: 'Uppdaterad för 2 timmar sedan', forDig: '<li>Biomedicinsk analytiker, Västerås</li><li>Undersköterska, Sala</li>' })),
  noise('prefecture-news-rotated-fr', 'content', 'French prefecture; the news sidebar shows other headlines.', page(prefSite, prefecture, {}, { actus: '<li>Élections municipales : inscriptions sur les listes jusqu’au 6 février</li><li>Permis de conduire : nouveau point d’accueil à Redon</li>' })),
  noise('master-weather-nl', 'content', 'Dutch university; "Tilburg nu: 7 °C, bewolkt" → "9 °C, zonnig".', page(uniSite, uniNl, {}, { weer: 'Tilburg nu: 9 °C, zonnig' })),
  noise('status-incidents-age', 'content', 'Status page; past incidents age by a day ("3 days ago" → "4 days ago").', page(statusSite, status, {}, { ago: '4 days ago', ago2: '13 days ago' })),
  noise('forum-online-count', 'content', 'Forum thread; users online 318 → 295 and "Last post 5 minutes ago" → "2 hours ago".', page(forumSite, forum, {}, { online: 'Users online: 295 (9 members, 286 guests)', last: 'Last post 2 hours ago' })),
  noise('annonce-views-fr', 'content', 'French classified ad; "Publiée il y a 3 jours · vue 230 fois" → "4 jours · vue 257 fois".', page(annonceSite, annonceFr, {}, { meta: 'Publiée il y a 4 jours · vue 257 fois' })),
  noise('article-comments-count', 'content', 'US news article; "148 comments" → "163 comments".', page(newsSite, articleEn, {}, { comments: '163 comments' })),
  noise('artikel-weather-and-stamp-de', 'content', 'German news article; the weather line and "Aktualisiert vor 2 Stunden" → "vor 5 Stunden".', page(zeitungSite, artikelDe, {}, { wetter: 'Freiburg 6 °C, bewölkt', stand: 'Aktualisiert vor 5 Stunden' })),
];
