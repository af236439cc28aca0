/**
 * The twentieth batch of page pairs (issue 22, manifest "batch": "pairs-20"), written in one go
 * and split by name before any evaluation ran on it: 36 pages of one address fetched twice, as a
 * url-mode monitor at the default sensitivity sees them, in en, de, fr, nl, es, it, pl, pt, sv and
 * ja: a SaaS pricing page, a status page, a town's service page, a concert's ticket page, a job
 * ad, install docs, a savings account, a shop's product page and category listing, a returns
 * policy, baggage fees and a library's year-end notice. Every pair differs by what the shell
 * (batch-20-shell.ts) varies per fetch: the weather in the top bar, a market ticker, visitors
 * online and a session's support code in the footer, a relative "updated N minutes ago".
 * Its 18 noise pairs add what such pages change on every load or every day: rotating testimonials
 * and reviews, A/B wording of a call to action, viewer, applicant, page-view and join counters,
 * uptime figures rolling over their 90 days, a status page's new day without incidents, popular
 * and trending lists, related products and events, ad slots, market data, converted prices, a
 * docs page re-stamped by a bot, facet counts, a cart's count, recently viewed, the copyright year.
 * Its 18 real changes sit among the same noise: a plan's price or limit, a fee, a maintenance
 * window's or a concert's date, a job closing or its salary, a release version, a runtime
 * requirement, a savings rate or its cap, a product's price, a listing's price or new product, a
 * returns term or cost, a baggage fee, a closure extended. Names start "p20-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { renderShell20, VISITS_20, type Site20, type Visit20 } from './batch-20-shell.js';
import type { Values } from './batch-12-shops.js';
import { amtDe, concertFr, docsEn, pricingEn, statusEn, vacatureNl } from './batch-20-pages.js';
import { ahorroEs, bagageSv, czajnikiPl, devolucoesPt, mokaIt, mokaLd, toshokanJa } from './batch-20-more-pages.js';

export const BATCH_20 = 'pairs-20';

const { real, noise } = batchPairs(BATCH_20, 'p20');

interface Page {
  site: Site20;
  body: (v: Values) => string;
  head?: (v: Values) => string;
}

interface Options {
  /** Values of the "before" side only. */
  before?: Values;
  /** Per-visit shell parts: on both sides, then per side (greeting, cart, consent, year). */
  visit?: { both?: Partial<Visit20>; before?: Partial<Visit20>; after?: Partial<Visit20> };
}

/** Minutes since the page's data were refreshed, as each fetch finds them. */
const AGO: Record<Side, string> = { before: '3', after: '11' };

/** A pair of fetches of a page: the shell's per-visit widgets always differ. */
function page(p: Page, after: Values, options: Options = {}): (side: Side) => string {
  return (side) => {
    const visit = { ...VISITS_20[side], ...options.visit?.both, ...options.visit?.[side] };
    const v: Values = { ago: AGO[side], ...(side === 'before' ? options.before : after) };
    return renderShell20({ ...p.site, head: p.head?.(v) }, visit, p.body(v));
  };
}

const s = (site: string, lang: string, title: string): Site20 => ({ site, lang, title });

const pricing: Page = { site: s('Relaybase', 'en-US', 'Pricing | Relaybase'), body: pricingEn };
const status: Page = { site: s('Northwind Cloud', 'en-US', 'Northwind Cloud Status'), body: statusEn };
const amt: Page = { site: s('Stadt Musterstadt', 'de-DE', 'Personalausweis beantragen | Stadt Musterstadt'), body: amtDe };
const concert: Page = { site: s('Billetterie Rhône', 'fr-FR', 'Ibrahim Maalouf – Halle Tony Garnier | Billetterie Rhône'), body: concertFr };
const vacature: Page = { site: s('Werkzoeken', 'nl-NL', 'Backend Developer (Go) bij Payvisor | Werkzoeken'), body: vacatureNl };
const docs: Page = { site: s('Tideflow', 'en-US', 'Installation | Tideflow docs'), body: docsEn };
const ahorro: Page = { site: s('Banco Meridiano', 'es-ES', 'Cuenta Ahorro Plus | Banco Meridiano'), body: ahorroEs };
const moka: Page = { site: s('Casa del Caffè', 'it-IT', 'Bialetti Moka Express 6 tazze | Casa del Caffè'), body: mokaIt, head: (v) => mokaLd(v.ld ?? '34.90') };
const czajniki: Page = { site: s('DomTech', 'pl-PL', 'Czajniki elektryczne | DomTech'), body: czajnikiPl };
const devolucoes: Page = { site: s('Loja Atlântico', 'pt-PT', 'Política de devoluções | Loja Atlântico'), body: devolucoesPt };
const bagage: Page = { site: s('Nordvinge', 'sv-SE', 'Bagage och avgifter | Nordvinge'), body: bagageSv };
const toshokan: Page = { site: s('みなと市立図書館', 'ja-JP', '年末年始の開館について｜みなと市立図書館'), body: toshokanJa };

const UPTIME_ROLLED = '99.97|99.99|99.91|99.99|100.0|99.98';
const KETTLE_PRICES = '189,00 zł|219,00 zł|249,00 zł|159,00 zł|179,00 zł|749,00 zł|139,00 zł|99,99 zł';

export const PAIRS_20: PairSpec[] = [
  // ----- real -----
  real('pricing-pro-en', 'content', 'content', 'SaaS pricing; the Pro plan "$24" → "$29" per user / month, the testimonial rotates and the weekly join count ticks.', page(pricing, { pro: '$29', t: '1', joined: '1,263' })),
  real('pricing-limit-en', 'content', 'content', 'SaaS pricing; the Team plan "10,000 requests per minute" → "5,000 requests per minute", the join count ticks.', page(pricing, { teamLimit: '5,000', joined: '1,263' })),
  real('status-maintenance-en', 'content', 'content', 'Status page; the eu-west database maintenance moves from Wednesday, December 9 to Wednesday, December 16, 2026, 02:00 – 04:00 UTC; uptimes roll and the latency moves.', page(status, { window: 'Wednesday, December 16, 2026, 02:00 – 04:00 UTC', uptime: UPTIME_ROLLED, latency: '156' })),
  real('amt-gebuehr-de', 'content', 'content', 'German town\'s ID card page; the fee from 24 years "37,00 €" → "46,00 €", the page-view counter ticks.', page(amt, { gebuehr: '46,00 €', aufrufe: '48.390' })),
  real('concert-date-fr', 'content', 'content', 'French concert ticket page; the date "Samedi 13 mars 2027" → "Samedi 20 mars 2027", viewers 153 → 171 and the reviews shown rotate.', page(concert, { date: 'Samedi 20 mars 2027', vues: '171', avis: '2' })),
  real('vacature-gesloten-nl', 'content', 'content', 'Dutch job ad; "Direct solliciteren" replaced by "Deze vacature is gesloten. Reageren is niet meer mogelijk.", counters tick.', page(vacature, { gesloten: '<p class="gesloten">Deze vacature is gesloten. Reageren is niet meer mogelijk.</p>', dagen: '4', soll: '31', bekeken: '468' })),
  real('vacature-salaris-nl', 'content', 'content', 'Dutch job ad; salary "€ 4.200 – € 5.600" → "€ 4.600 – € 6.200" bruto per maand, views tick.', page(vacature, { salaris: '€ 4.600 – € 6.200', bekeken: '431' })),
  real('docs-release-en', 'content', 'content', 'Install docs; latest release v4.2.1 (November 12) → v4.3.0 (November 26, 2026), the install command with it; the sponsor ad rotates, stars tick.', page(docs, { version: '4.3.0', released: 'November 26, 2026', ad: '1', stars: '41.3k' })),
  real('docs-node-en', 'content', 'content', 'Install docs; requirement "Node.js 18 or later" → "Node.js 20 or later", the bot\'s stamp Nov 26 → Nov 27.', page(docs, { node: 'Node.js 20 or later', updated: 'Nov 27, 2026' })),
  real('ahorro-tae-es', 'content', 'content', 'Spanish savings account; "2,50 % TAE" → "2,25 % TAE", TIN 2,47 % → 2,23 %, the example 250,00 € → 225,00 €; the Euribor and bond yield move.', page(ahorro, { tae: '2,25 %', tin: '2,23 %', ejemplo: '225,00 €', euribor: '2,498 %', bono: '3,11 %' })),
  real('ahorro-saldo-es', 'content', 'content', 'Spanish savings account; "Saldo máximo remunerado: 50.000 €" → "30.000 €", EUR/USD moves.', page(ahorro, { max: '30.000 €', eurusd: '1,0561' })),
  real('moka-prezzo-it', 'content', 'price', 'Italian shop, moka pot; "34,90 €" → "36,90 €" (+5.7%) with its offer, viewers 12 → 19.', page(moka, { prezzo: '36,90 €', ld: '36.90', guardando: '19' })),
  real('czajniki-cena-pl', 'content', 'content', 'Polish kettle listing; the Tefal KO6931 "249,00 zł" → "199,00 zł" (-20%), the other seven unchanged, facet counts tick.', page(czajniki, { ceny: KETTLE_PRICES.replace('249,00 zł', '199,00 zł'), filtry: 'Marka: Bosch (124), Philips (98), Tefal (88), Russell Hobbs (61), Xiaomi (23)|Pojemność: do 1 l (31), 1–1,5 l (143), powyżej 1,5 l (220)|Moc: do 2000 W (96), powyżej 2000 W (298)', liczba: '394' })),
  real('czajniki-nowy-pl', 'content', 'content', 'Polish kettle listing; a new "Bosch TWK7L460 Styline 1,7 l – 329,00 zł" added at the end, the count 393 → 394.', page(czajniki, { nowy: 'Bosch TWK7L460 Styline 1,7 l~329,00 zł', liczba: '394' })),
  real('devolucoes-prazo-pt', 'content', 'content', 'Portuguese returns policy; "30 dias" → "14 dias" to return, the update stamp 26 → 27 de novembro.', page(devolucoes, { prazo: '14 dias', atualizacao: '27 de novembro de 2026' })),
  real('devolucoes-custo-pt', 'content', 'content', 'Portuguese returns policy; free returns → "3,99 €, descontados do reembolso; gratuita nas lojas", the ad slot changes.', page(devolucoes, { custos: 'A devolução por ponto de recolha CTT custa 3,99 €, descontados do reembolso. Nas lojas continua a ser gratuita.', pub: 'Publicidade · Botas de couro com 20% de desconto até domingo' })),
  real('bagage-avgift-sv', 'content', 'content', 'Swedish airline baggage fees; 20 kg bag "299 kr" → "349 kr" at booking, "499 kr" → "549 kr" at the airport; trending destinations rotate.', page(bagage, { b20: '349 kr', b20f: '549 kr', resmal: 'Nice från 749 kr|Alicante från 599 kr|Berlin från 449 kr|Split från 899 kr|Barcelona från 699 kr' })),
  real('toshokan-kyukan-ja', 'content', 'content', 'Japanese library year-end notice; the closure extended to 1月4日（月）, reopening 1月5日（火）; views tick, the news item\'s age moves.', page(toshokan, { kyukan: '2026年12月29日（火）～2027年1月4日（月）', kaikan: '2027年1月5日（火）', etsuran: '3,498', shinchaku: '4' })),

  // ----- noise -----
  noise('pricing-testimonial-en', 'content', 'SaaS pricing; the testimonial rotates, the CTA\'s A/B wording "Start free trial" → "Try it free", "1,240 teams joined" → 1,263.', page(pricing, { t: '2', cta: '1', joined: '1,263' })),
  noise('status-uptime-en', 'content', 'Status page; uptimes over 90 days roll (99.98 → 99.97 %, 100.0 → 99.99 %), latency 142 → 156 ms.', page(status, { uptime: UPTIME_ROLLED, latency: '156' })),
  noise('status-day-en', 'content', 'Status page fetched just after midnight; a new day "Nov 28, 2026 – No incidents reported." on top of the history, Nov 21 drops off its end.', page(status, { days: 'Nov 28, 2026|Nov 27, 2026|Nov 26, 2026|Nov 25, 2026|Nov 24, 2026|Nov 23, 2026|Nov 22, 2026' }, { visit: { after: { servedAt: '2026-11-28T00:04:12.118Z' } } })),
  noise('amt-geprueft-de', 'content', 'German town\'s ID card page; "Zuletzt geprüft: 26.11.2026" → 27.11.2026 with nothing else changed, the page-view counter ticks.', page(amt, { geprueft: '27.11.2026', aufrufe: '48.390' })),
  noise('amt-wartezeit-de', 'content', 'German town\'s ID card page; the walk-in waiting time "ca. 25 Minuten" → "ca. 40 Minuten", "Häufig gesucht" re-ranked with "Führerschein umtauschen" in place of "Wohngeld".', page(amt, { warte: '40', haeufig: 'Reisepass beantragen|Wohnsitz anmelden|Führerschein umtauschen|Führungszeugnis beantragen|Hund anmelden' })),
  noise('concert-vues-fr', 'content', 'French concert page; viewers 153 → 171, "Ces événements pourraient vous plaire" rotated with Zaz replaced by Ben Mazué.', page(concert, { vues: '171', autres: 'Avishai Cohen Trio – Auditorium – dès 35 €|Ben Mazué – Transbordeur – dès 32 €|Hoshi – Zénith de Lyon – dès 39 €|Thomas Dutronc – Radiant – dès 45 €' })),
  noise('concert-avis-fr', 'content', 'French concert page; the lazy-loaded reviews show another two of four.', page(concert, { avis: '2' })),
  noise('vacature-bekeken-nl', 'content', 'Dutch job ad; "3 dagen geleden" → 4, applicants 27 → 31, views 412 → 468, similar jobs re-sorted and a day older.', page(vacature, { dagen: '4', soll: '31', bekeken: '468', vergelijk: 'Backend Engineer – Mollie – Amsterdam – 3 dagen geleden|Senior Go Engineer – Bunq – Amsterdam – 2 dagen geleden|Platform Engineer – Adyen – Amsterdam – 1 week geleden|Software Developer Java – Rabobank – Utrecht – 6 dagen geleden' })),
  noise('docs-stamp-en', 'content', 'Install docs re-stamped by the bot: "Last updated on Nov 26, 2026" → Nov 27 with the text unchanged; stars 41.2k → 41.3k, "1,024 people found it useful" → 1,031, the sponsor ad rotates.', page(docs, { updated: 'Nov 27, 2026', stars: '41.3k', helpful: '1,031', ad: '2' })),
  noise('ahorro-mercados-es', 'content', 'Spanish savings account; the day\'s Euribor 2,512 → 2,498 %, bond 3,08 → 3,11 %, EUR/USD moves, "Último acceso" and the greeting of the signed-in customer.', page(ahorro, { euribor: '2,498 %', bono: '3,11 %', eurusd: '1,0561', acceso: '09:31' }, { visit: { both: { greeting: 'Hola, Lucía' } } })),
  noise('moka-guardando-it', 'content', 'Italian moka pot; viewers 12 → 19, reviews shown rotate, "Spesso acquistati insieme" prices move (grinder 44,90 → 41,90 €).', page(moka, { guardando: '19', rec: '1', insieme: 'Guarnizioni di ricambio 6 tazze – 5,90 €|Caffè Lavazza Qualità Rossa 250 g – 4,49 €|Macinacaffè manuale Hario Skerton – 41,90 €' })),
  noise('moka-carrello-it', 'content', 'Italian moka pot; the visitor put two things in the cart: "Carrello (0)" → "(2)", "Visti di recente" appears, reviews 2.841 → 2.843.', page(moka, { visti: 'Bialetti Brikka 4 tazze – 49,90 €|Tazzine espresso Bialetti set 6 – 19,90 €', recensioni: '2.843' }, { visit: { after: { cart: 2 } } })),
  noise('czajniki-filtry-pl', 'content', 'Polish kettle listing; facets re-sorted by count with counts ticking, "Inni oglądali też" changes, the listing unchanged.', page(czajniki, { filtry: 'Moc: powyżej 2000 W (298), do 2000 W (96)|Pojemność: powyżej 1,5 l (221), 1–1,5 l (142), do 1 l (31)|Marka: Bosch (125), Philips (98), Tefal (87), Russell Hobbs (61), Xiaomi (23)', polecane: 'Ekspres DeLonghi Magnifica S – 1 249,00 zł|Filtr Brita Marella 2,4 l – 59,99 zł|Młynek Bosch TSM6A013B – 89,99 zł' })),
  noise('devolucoes-populares-pt', 'content', 'Portuguese returns policy re-stamped "Última atualização" 26 → 27 de novembro with no clause changed; popular articles change, the ad slot changes.', page(devolucoes, { atualizacao: '27 de novembro de 2026', populares: 'Black Friday: prazos de entrega|Como acompanhar a minha encomenda|Trocar um tamanho|Tabela de tamanhos|Cartão de cliente', pub: 'Publicidade · Black Friday: até 50% em calçado' })),
  noise('bagage-resmal-sv', 'content', 'Swedish baggage fees; "Populära resmål just nu" re-ranked with Split replaced by Malaga and fares moving.', page(bagage, { resmal: 'Alicante från 549 kr|Barcelona från 699 kr|Malaga från 799 kr|Nice från 749 kr|Berlin från 499 kr' })),
  noise('bagage-euro-sv', 'content', 'Swedish baggage fees, signed in; the euro approximation "≈ 26,10 €" → "≈ 26,35 €" as the rate moves, the signed-in greeting\'s points 2 340 → 2 415.', page(bagage, { eur: '26,35 €' }, { visit: { before: { greeting: 'Hej Anna · 2 340 poäng' }, after: { greeting: 'Hej Anna · 2 415 poäng' } } })),
  noise('toshokan-ranking-ja', 'content', 'Japanese library notice; "よく見られているページ" re-ranked, views 3,412 → 3,498, the news item 3 → 4時間前.', page(toshokan, { ranking: '開館時間と休館日|利用者カードの作り方|資料の予約方法|電子書籍サービス|駐車場のご案内', etsuran: '3,498', shinchaku: '4' })),
  noise('toshokan-nenmatsu-ja', 'content', 'Japanese library notice fetched either side of midnight on New Year\'s Eve; the footer "© 2026" → "© 2027", the news item\'s age moves.', page(toshokan, { shinchaku: '11' }, { visit: { before: { servedAt: '2026-12-31T14:41:00.000Z' }, after: { servedAt: '2026-12-31T15:21:00.000Z', year: 2027 } } })),
];
