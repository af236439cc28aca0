/**
 * The fourteenth batch of page pairs (issue 22, manifest "batch": "pairs-14"), written in one go
 * and split by name before any evaluation ran on it. Pages users really watch, each watched in url
 * mode: a product page, a category listing, a flat for sale, a garage's price list, a lunch menu,
 * SaaS pricing, a job board, a concert's tickets, a changelog, a citizens' office, a status page, a
 * ministry's press room, a school's notices, a club's training times, a theatre's dates and API
 * rate limits, in de, pl, pt, fr, es, en, nl, it and sv (batch-14-shops.ts, batch-14-sites.ts, in
 * pairs-12's shell). Real changes are few-percent price moves, changed limits, fees, dates and
 * deadlines in tables and notices, items added and removed and states changing; the noise is what
 * such sites change per visit: lazy-loaded images, counters, relative times, sponsored and
 * rotating slots, personalised order, A/B badges, greetings, consent texts, tracking parameters,
 * queue estimates, rounded uptimes and estimates that follow a market rate. Names start "p14-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { renderShell12, type Shell12 } from './batch-12-shell.js';
import type { Values } from './batch-12-shops.js';
import { garageFr, imovelPt, kategoriaPl, menuEs, muehleDe, pricingEn } from './batch-14-shops.js';
import { apiDocsDe, buergeramtDe, changelogEn, klubbSv, prensaEs, scuolaIt, statusEn, theatreFr, ticketsEn, vacaturesNl } from './batch-14-sites.js';

export const BATCH_14 = 'pairs-14';

const { real, noise } = batchPairs(BATCH_14, 'p14');

type Visit = Pick<Shell12, 'greeting' | 'chat' | 'consent'>;

/** A page drawn from values; `chrome` picks the shell's per-visit parts of each side. */
function page(shell: Shell12, body: (v: Values) => string, after: Values, chrome?: { before: Visit; after: Visit }): (side: Side) => string {
  return (side) => {
    const v = side === 'before' ? {} : after;
    const visit = { requestId: side === 'before' ? '7c1e93a0' : '2d84f6b1', ...(chrome?.[side] ?? {}) };
    return renderShell12({ ...shell, ...visit }, body(v));
  };
}

const s = (site: string, lang: string, title: string): Shell12 => ({ site, lang, title });

const muehleSite = s('Kaffeewerk', 'de-DE', 'Graef CM 800 Kaffeemühle | Kaffeewerk');
const laptopySite = s('Elektrosklep.pl', 'pl-PL', 'Laptopy 15,6" | Elektrosklep.pl');
const imovelSite = s('Casa Lisboa Imóveis', 'pt-PT', 'Apartamento T2 Arroios | Casa Lisboa Imóveis');
const garageSite = s('Garage Martin', 'fr-FR', 'Tarifs | Garage Martin, Angers');
const menuSite = s('Casa Lucía', 'es-ES', 'Menú del día | Casa Lucía, Madrid');
const pricingSite = s('Boardly', 'en-US', 'Pricing | Boardly');
const vacaturesSite = s('Isala', 'nl-NL', 'Vacatures | Werken bij Isala');
const ticketsSite = s('Gigline', 'en-GB', 'Khruangbin, O2 Academy Brixton | Gigline');
const changelogSite = s('fetchkit', 'en', 'Changelog | fetchkit docs');
const amtSite = s('Bezirksamt Mitte', 'de-DE', 'Personalausweis beantragen | Bezirksamt Mitte');
const statusSite = s('Parcelo', 'en', 'Parcelo Status');
const prensaSite = s('Ministerio de Vivienda', 'es-ES', 'Sala de prensa | Ministerio de Vivienda y Agenda Urbana');
const scuolaSite = s('IC Gianni Rodari', 'it-IT', 'Avvisi | IC Gianni Rodari, Bergamo');
const klubbSite = s('IK Sirius', 'sv-SE', 'Träningstider | IK Sirius Ungdom');
const theatreSite = s('Théâtre du Quai', 'fr-FR', 'Le Misanthrope | Théâtre du Quai');
const apiSite = s('Zahlwerk', 'de-DE', 'Ratenbegrenzung | Zahlwerk API-Dokumentation');

export const PAIRS_14: PairSpec[] = [
  // ----- real: few-percent moves, limits, fees, dates, items and states -----
  real('muehle-preis-de', 'content', 'price', 'German product page; "139,99 €" → "134,99 €" (-3.6%), microdata too.', page(muehleSite, muehleDe, { preis: '134,99 €', preisWert: '134.99' })),
  real('muehle-nicht-verfuegbar-de', 'content', 'availability', 'German product page; "Auf Lager" → "Derzeit nicht verfügbar – wir wissen nicht, ob und wann …", schema OutOfStock, a notify button instead of the cart.', page(muehleSite, muehleDe, { lager: 'Derzeit nicht verfügbar – wir wissen nicht, ob und wann der Artikel wieder vorrätig sein wird.', schemaStock: 'OutOfStock', knopf: '<button class="btn" disabled>Benachrichtigen, wenn verfügbar</button>' })),
  real('laptopy-nowy-pl', 'content', 'content', 'Polish laptop listing; a Dell added, "4 produkty" → "5 produktów".', page(laptopySite, kategoriaPl, { items: 'lenovo|acer|asus|hp|dell', count: '5 produktów' })),
  real('laptopy-obnizka-pl', 'content', 'content', 'Polish laptop listing; the ASUS "3 199 zł" → "3 099 zł" (-3.1%).', page(laptopySite, kategoriaPl, { items: 'lenovo|acer|asusCut|hp' })),
  real('imovel-preco-pt', 'content', 'price', 'Portuguese flat for sale; "385.000 €" → "372.500 €" (-3.2%).', page(imovelSite, imovelPt, { preco: '372.500 €' })),
  real('imovel-reservado-pt', 'content', 'content', 'Portuguese flat for sale; "Reservado – proposta aceite, aguarda escritura." added.', page(imovelSite, imovelPt, { estado: '<p class="imovel__estado">Reservado – proposta aceite, aguarda escritura.</p>' })),
  real('garage-plaquettes-fr', 'content', 'content', 'French garage price list; front brake pads "145 €" → "155 €".', page(garageSite, garageFr, { plaquettes: '155 €' })),
  real('garage-fermeture-fr', 'content', 'content', 'French garage price list; the note becomes "Le garage sera fermé du 22 décembre au 3 janvier inclus."', page(garageSite, garageFr, { note: '<p class="tarifs__note">Le garage sera fermé du 22 décembre au 3 janvier inclus. Devis gratuit sur demande.</p>' })),
  real('menu-precio-es', 'content', 'content', 'Spanish lunch menu; "Menú del día: 14,50 €" → "15,50 €".', page(menuSite, menuEs, { precio: '15,50 €' })),
  real('pricing-pro-rise-en', 'content', 'content', 'SaaS pricing; Pro "$12" → "$14" per user / month.', page(pricingSite, pricingEn, { pro: '$14' })),
  real('pricing-starter-users-en', 'content', 'content', 'SaaS pricing; the free plan "Up to 5 users" → "Up to 3 users".', page(pricingSite, pricingEn, { starterUsers: 'Up to 3 users' })),
  real('vacatures-nieuw-nl', 'content', 'content', 'Dutch hospital job board; "Operatieassistent" added on top, "4 vacatures" → "5", last posted "vandaag".', page(vacaturesSite, vacaturesNl, { lijst: 'ok|verpleeg|data|secretaresse|schoonmaak', aantal: '5 vacatures', geplaatst: 'vandaag' })),
  real('vacatures-gesloten-nl', 'content', 'content', 'Dutch hospital job board; the cleaning job is gone, "4 vacatures" → "3".', page(vacaturesSite, vacaturesNl, { lijst: 'verpleeg|data|secretaresse', aantal: '3 vacatures' })),
  real('tickets-sold-out-en', 'content', 'content', 'Concert ticket page; "Tickets on sale now" → "Sold out", the button a waitlist.', page(ticketsSite, ticketsEn, { status: 'Sold out', button: '<button class="btn" disabled>Join waitlist</button>' })),
  real('tickets-date-moved-en', 'content', 'content', 'Concert ticket page; "Thu 12 March 2027" → "Fri 13 March 2027", nothing else.', page(ticketsSite, ticketsEn, { date: 'Fri 13 March 2027, doors 19:00' })),
  real('tickets-fee-rise-en', 'content', 'content', 'Concert ticket page; the booking fee "£4.25" → "£4.95" per ticket.', page(ticketsSite, ticketsEn, { fee: '£4.95' })),
  real('changelog-release-en', 'content', 'content', 'Library changelog; 4.3.0 added with a deprecation, "Last updated on Nov 26, 2026".', page(changelogSite, changelogEn, { newest: '<h2 id="v4-3-0">4.3.0 <small>2026-11-26</small></h2><ul><li>Add <code>signal</code> support to <code>paginate()</code>.</li><li>Deprecate <code>retry.limit</code> in favour of <code>retry.attempts</code>.</li></ul>', updated: 'on Nov 26, 2026' })),
  real('buergeramt-gebuehr-de', 'content', 'content', 'Berlin citizens\' office; the ID card fee "37,00 Euro" → "46,00 Euro".', page(amtSite, buergeramtDe, { perso: '46,00 Euro' })),
  real('buergeramt-frist-de', 'content', 'content', 'Berlin citizens\' office; booking for December "bis zum 30. November" → "bis zum 5. Dezember".', page(amtSite, buergeramtDe, { frist: 'Termine für Dezember können bis zum 5. Dezember online gebucht werden.' })),
  real('status-webhooks-degraded-en', 'content', 'content', 'Status page; "All Systems Operational" → "Partial System Outage", Webhooks degraded, an incident posted.', page(statusSite, statusEn, { banner: 'Partial System Outage', Webhooks: 'Degraded Performance', incident: '<section class="incident"><h2>Delayed webhook deliveries</h2><p>Investigating – We are seeing delays of up to 15 minutes in webhook deliveries. Posted 4 minutes ago.</p></section>' })),
  real('prensa-nueva-nota-es', 'content', 'content', 'Spanish ministry press room; a new release on top of the list.', page(prensaSite, prensaEs, { nueva: '<li><time datetime="2026-11-27">27/11/2026</time> <a href="/prensa/2026/11/27/avales">Los avales ICO para la primera vivienda se amplían a menores de 40 años</a></li>' })),
  real('scuola-sciopero-it', 'content', 'content', 'Italian school notices; a strike notice for 12 December added.', page(scuolaSite, scuolaIt, { avviso: '<li><strong>27/11/2026</strong> – Sciopero del comparto scuola venerdì 12 dicembre: non è garantito il regolare svolgimento delle lezioni.</li>' })),
  real('scuola-iscrizioni-it', 'content', 'content', 'Italian school notices; enrolment "dal 7 al 31 gennaio 2027" → "dal 14 gennaio al 7 febbraio 2027".', page(scuolaSite, scuolaIt, { iscrizioni: 'dal 14 gennaio al 7 febbraio 2027' })),
  real('klubb-tid-sv', 'content', 'content', 'Swedish football club; P2014 training "17.30–19.00" → "17.00–18.30".', page(klubbSite, klubbSv, { p2014: '17.00–18.30' })),
  real('theatre-complet-fr', 'content', 'content', 'French theatre dates; Saturday 10 January "Places disponibles" → "Complet".', page(theatreSite, theatreFr, { jan10: 'Complet' })),
  real('api-limit-de', 'content', 'content', 'German API docs; "Live Basis" requests per minute "600" → "300".', page(apiSite, apiDocsDe, { basis: '300' })),

  // ----- noise: what such pages change per visit -----
  noise('muehle-lazy-viewers-de', 'content', 'German product page; the lazy image is loaded (data-src → src) and "14 Personen sehen sich …" → "9".', page(muehleSite, muehleDe, { lazy: 'loaded', live: '9 Personen sehen sich diesen Artikel gerade an' })),
  noise('muehle-greeting-consent-de', 'content', 'German product page; the header greets "Hallo, Petra" and the consent banner shows its other text.', page(muehleSite, muehleDe, {}, { before: { greeting: 'Anmelden', consent: 0 }, after: { greeting: 'Hallo, Petra', consent: 1 } })),
  noise('laptopy-sponsor-pl', 'content', 'Polish laptop listing; the sponsored slot shows headphones instead of a mouse.', page(laptopySite, kategoriaPl, { sponsor: 'Słuchawki Sony WH-1000XM5 – 1 199 zł' })),
  noise('laptopy-kolejnosc-pl', 'content', 'Polish laptop listing; the "Polecane" order is personalised: the same four laptops in another order.', page(laptopySite, kategoriaPl, { items: 'hp|lenovo|asus|acer' })),
  noise('imovel-publicado-vistas-pt', 'content', 'Portuguese flat; "há 3 dias" → "há 4 dias", "1.203 visualizações" → "1.288".', page(imovelSite, imovelPt, { publicado: 'há 4 dias', vistas: '1.288 visualizações' })),
  noise('imovel-euribor-pt', 'content', 'Portuguese flat; the mortgage estimate follows Euribor: "1.612 €/mês" at 2,48 % → "1.598 €/mês" at 2,43 %.', page(imovelSite, imovelPt, { prestacao: '1.598 €/mês', euribor: '2,43 %' })),
  noise('garage-ordre-fr', 'content', 'French garage price list; the same rows in the opposite order.', page(garageSite, garageFr, { ordre: 'prix' })),
  noise('garage-avis-maj-fr', 'content', 'French garage; the quoted review rotates and "il y a 3 jours" → "il y a une semaine".', page(garageSite, garageFr, { avis: '« Rapide, efficace, et on m’a prêté un véhicule. » – Nathalie G., il y a 5 jours', maj: 'Mis à jour il y a une semaine' })),
  noise('menu-abierto-chat-es', 'content', 'Spanish lunch menu; "Abierto ahora · Cierra a las 16:00" → "Cerrado ahora · Abre mañana a las 13:00", the chat goes offline.', page(menuSite, menuEs, { abierto: 'Cerrado ahora · Abre mañana a las 13:00' }, { before: { chat: 'Escríbenos' }, after: { chat: 'Ahora no estamos disponibles' } })),
  noise('menu-instagram-es', 'content', 'Spanish lunch menu; the Instagram widget shows a newer post.', page(menuSite, menuEs, { insta: '@casalucia_madrid · Ya tenemos la terraza climatizada ☀️' })),
  noise('pricing-badge-ab-en', 'content', 'SaaS pricing; an A/B test moves the "Most popular" badge from Pro to Business.', page(pricingSite, pricingEn, { badge: 'team' })),
  noise('pricing-proof-consent-en', 'content', 'SaaS pricing; "Trusted by 12,400 teams" → "12,500 teams", the consent banner text A/B tested.', page(pricingSite, pricingEn, { proof: 'Trusted by 12,500 teams in 90 countries' }, { before: { consent: 0 }, after: { consent: 1 } })),
  noise('vacatures-geplaatst-tracking-nl', 'content', 'Dutch job board; "2 dagen geleden" → "3 dagen geleden", every job link gains tracking parameters.', page(vacaturesSite, vacaturesNl, { geplaatst: '3 dagen geleden', tracking: '?src=home&amp;sid=8f2a1c' })),
  noise('vacatures-volgorde-nl', 'content', 'Dutch job board; "Aanbevolen voor jou" orders the same four jobs differently.', page(vacaturesSite, vacaturesNl, { lijst: 'data|verpleeg|schoonmaak|secretaresse' })),
  noise('tickets-queue-en', 'content', 'Concert ticket page; the queue estimate "about 3 minutes" → "less than a minute", "2.4k" → "2.5k people are interested".', page(ticketsSite, ticketsEn, { queue: 'You are in the queue. Estimated wait: less than a minute.', interest: '2.5k people are interested' })),
  noise('changelog-rebuilt-en', 'content', 'Library changelog; the docs rebuilt by a dependency bot ("Last updated on Nov 3, 2026 by dependabot"), the helpful counter 214 → 219.', page(changelogSite, changelogEn, { updated: 'on Nov 3, 2026', author: 'dependabot', feedback: 'Was this page helpful? 219 people found this useful.' })),
  noise('buergeramt-wartezeit-de', 'content', 'Berlin citizens\' office; waiting time "ca. 25 Minuten" → "ca. 40 Minuten", "Stand" 08:14 → 10:47.', page(amtSite, buergeramtDe, { wartezeit: 'ca. 40 Minuten', stand: '27.11.2026, 10:47 Uhr' })),
  noise('status-uptime-rounding-en', 'content', 'Status page; 90-day uptimes round differently (99.98 → 99.97, 99.98 → 99.99), "2 minutes ago" → "just now".', page(statusSite, statusEn, { 'REST API uptime': '99.97', 'Dashboard uptime': '99.99', refresh: 'Page refreshed just now' })),
  noise('prensa-mas-leido-es', 'content', 'Spanish press room; "Lo más leído" reorders and a new item enters.', page(prensaSite, prensaEs, { leido: 'Ayudas a la rehabilitación|Bono Alquiler Joven: requisitos|Avales ICO: quién puede pedirlos' })),
  noise('scuola-meteo-visite-it', 'content', 'Italian school; weather "9 °C, nuvoloso" → "11 °C, pioggia debole", visits "45.210" → "45.377".', page(scuolaSite, scuolaIt, { meteo: 'Bergamo oggi: 11 °C, pioggia debole', visite: '45.377' })),
  noise('klubb-sponsor-besok-sv', 'content', 'Swedish club; the sponsor banner rotates to Intersport, "besökare nummer 88 214" → "88 391".', page(klubbSite, klubbSv, { sponsor: 'Tack till vår sponsor Intersport Uppsala', besok: 'Du är besökare nummer 88 391' })),
  noise('theatre-maj-fr', 'content', 'French theatre; "Dernière mise à jour : 27/11/2026 à 14:02" → "14:17".', page(theatreSite, theatreFr, { maj: '27/11/2026 à 14:17' })),
  noise('api-utm-hilfreich-de', 'content', 'German API docs; links gain utm parameters, "92 % sagen ja" → "91 %".', page(apiSite, apiDocsDe, { utm: '?utm_source=newsletter&amp;utm_medium=email', hilfreich: 'War diese Seite hilfreich? 91 % sagen ja.' })),
];
