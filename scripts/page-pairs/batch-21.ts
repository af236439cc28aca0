/**
 * The twenty-first batch of page pairs (issue 22, manifest "batch": "pairs-21"), written in one go
 * and split by name before any evaluation ran on it: 36 pages of one address fetched twice, as a
 * url-mode monitor at the default sensitivity sees them, mostly no shops, in en, de, fr, es, it,
 * nl, pl, pt, cs and da: a German town's waste fees, a French town hall's school enrolment notice,
 * an ORM's release notes, a Spanish concert's ticket page, a Dutch job board, an English primary
 * school's term dates, an Italian news index, a Danish status page, a Czech faculty's admissions,
 * a Polish bus timetable and a Portuguese shop's product page. Every pair differs by what the
 * shell (batch-21-shell.ts) varies per fetch: the hero carousel's slides shuffled, a clock line,
 * visitors online, a request id, tokens and stamps.
 * Its 18 noise pairs add what such pages change on every load: queue numbers, viewer, sales,
 * applicant, reader, subscriber and page-view counters, relative times, shuffled news, agenda and
 * "you may like" lists, a job list re-sorted with its ages, a "most read" ranking, rotating tips,
 * reviews and photo captions, a docs site's rebuild stamp, commit and suggested question, response
 * times and uptimes, live departure countdowns, market figures, a signed-in greeting.
 * Its 18 real changes sit among the same noise: a fee or a limit in a table, a deadline, a meal
 * price, a new release row, a support end date, a concert's date, a sold-out tier, a new job
 * posting, an INSET day moved, a new article, an incident, a maintenance window moved, an
 * admissions deadline and fee, a timetable's departures, a product's price. Names start "p21-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { renderShell21, VISITS_21, type Site21, type Visit21 } from './batch-21-shell.js';
import type { Values } from './batch-12-shops.js';
import { abfallDe, CHANGELOG_ROWS, changelogEn, entradasEs, inscriptionsFr, termDatesEn, VACATURES, vacaturesNl } from './batch-21-pages.js';
import { NOTIZIE, notizieIt, panelaLd, panelaPt, prijimackyCs, ROZKLAD, rozkladPl, statusDa } from './batch-21-more-pages.js';

export const BATCH_21 = 'pairs-21';

const { real, noise } = batchPairs(BATCH_21, 'p21');

interface Page {
  site: Site21;
  slides: readonly string[];
  body: (v: Values) => string;
  head?: (v: Values) => string;
}

interface Options {
  /** Values of the "before" side only. */
  before?: Values;
  /** Per-visit shell parts: on both sides, then per side. */
  visit?: { both?: Partial<Visit21>; before?: Partial<Visit21>; after?: Partial<Visit21> };
}

/** Minutes since the page's data were refreshed, as each fetch finds them. */
const AGO: Record<Side, string> = { before: '4', after: '9' };

/** A pair of fetches of a page: the shell's per-visit parts always differ. */
function page(p: Page, after: Values, options: Options = {}): (side: Side) => string {
  return (side) => {
    const visit = { ...VISITS_21[side], ...options.visit?.both, ...options.visit?.[side] };
    const v: Values = { ago: AGO[side], ...(side === 'before' ? options.before : after) };
    return renderShell21({ ...p.site, head: p.head?.(v) }, visit, p.slides, p.body(v));
  };
}

const s = (site: string, lang: string, title: string): Site21 => ({ site, lang, title });

const abfall: Page = { site: s('Stadt Musterstadt', 'de-DE', 'Abfallgebühren 2027 | Stadt Musterstadt'), body: abfallDe, slides: ['Jetzt online: Termin im Bürgerbüro buchen', 'Weihnachtsmarkt auf dem Rathausplatz bis 23. Dezember', 'Stadtradeln 2027: Jetzt Team anmelden'] };
const inscriptions: Page = { site: s('Ville de Villeurbanne-sur-Rhône', 'fr-FR', 'Inscriptions scolaires | Ville'), body: inscriptionsFr, slides: ['Illuminations : le programme des fêtes', 'Budget participatif : votez pour vos projets', 'Recensement 2027 : la ville recrute des agents'] };
const changelog: Page = { site: s('Quarry ORM', 'en-US', 'Release notes | Quarry ORM'), body: changelogEn, slides: ['QuarryConf 2027 tickets are on sale', 'New: the Quarry VS Code extension', 'Join 9,000 developers on our Discord'] };
const entradas: Page = { site: s('Entradas Ya', 'es-ES', 'Vetusta Morla en Madrid | Entradas Ya'), body: entradasEs, slides: ['Black Friday: gastos de gestión gratis', 'Descarga la app y guarda tus entradas', 'Tarjeta regalo: el regalo perfecto'] };
const vacatures: Page = { site: s('Werkzoeken', 'nl-NL', 'ICT-vacatures Utrecht | Werkzoeken'), body: vacaturesNl, slides: ['Upload je cv en laat werkgevers jou vinden', 'Salarischeck: verdien je genoeg?', 'Nieuw: vacatures met 4-daagse werkweek'] };
const termDates: Page = { site: s('Hollybrook Primary School', 'en-GB', 'Term dates | Hollybrook Primary School'), body: termDatesEn, slides: ['Nursery places for September 2027: apply now', 'Our Ofsted report: a good school', 'Join the PTA Christmas fair on 5 December'] };
const notizie: Page = { site: s('Il Quotidiano del Nord', 'it-IT', 'Ultime notizie | Il Quotidiano del Nord'), body: notizieIt, slides: ['Abbonati: il primo mese a 1 €', 'Scarica l’app e ricevi le allerte', 'Il podcast del mattino, ogni giorno alle 6'] };
const status: Page = { site: s('Nordlys Hosting', 'da-DK', 'Driftstatus | Nordlys Hosting'), body: statusDa, slides: ['Nyhed: gratis SSL på alle webhoteller', 'Flyt dit domæne til os – første år gratis', 'Læs om vores nye datacenter i Aarhus'] };
const prijimacky: Page = { site: s('Fakulta informatiky', 'cs-CZ', 'Přijímací řízení | Fakulta informatiky'), body: prijimackyCs, slides: ['Den otevřených dveří: přijďte se podívat', 'Studujte v zahraničí s programem Erasmus+', 'Ples fakulty 2027 – vstupenky v prodeji'] };
const rozklad: Page = { site: s('Miejskie Autobusy', 'pl-PL', 'Linia 174 – Rondo ONZ | Miejskie Autobusy'), body: rozkladPl, slides: ['Kup bilet w aplikacji i zapłać telefonem', 'Nocne linie w okresie świątecznym', 'Zgłoś usterkę przystanku przez formularz'] };
const panela: Page = { site: s('Casa Lusitana', 'pt-PT', 'Panela de pressão Silampos 6 L | Casa Lusitana'), body: panelaPt, head: (v) => panelaLd(v.ld ?? '59.90'), slides: ['Portes grátis acima de 49 €', 'Cartão Casa Lusitana: 5 % em cartão', 'Lista de casamento: peça já a sua'] };

const NEW_RELEASE = `5.4.0~November 27, 2026~Query batching, Postgres 18 support|${CHANGELOG_ROWS}`;
const JOBS_RESORTED = [
  'Java Developer – Rabobank – Utrecht~2 dagen geleden',
  'Medior Backend Developer (.NET) – Conclusion – Utrecht~3 uur geleden',
  'Data Engineer – NS – Utrecht~gisteren',
  'Tester / QA Engineer – Gemeente Utrecht – Utrecht~4 dagen geleden',
  'DevOps Engineer – Eneco – Rotterdam~6 uur geleden',
  'Scrum Master – a.s.r. – Utrecht~5 dagen geleden',
  'Frontend Developer React – Bol – Utrecht~gisteren',
  'Security Engineer – Centric – Gouda~3 dagen geleden',
].join('|');
const NEW_JOB = 'Cloud Architect Azure – Achmea – Zeist~12 minuten geleden';
const NEWS_AGED = NOTIZIE.replace('12 min fa', '1 ora fa').replace('34 min fa', '1 ora fa').replace('~1 ora fa|Milano', '~2 ore fa|Milano');
const DA_SVARTID = '198|341|39|205|0|88';

export const PAIRS_21: PairSpec[] = [
  // ----- real -----
  real('abfall-gebuehr-de', 'content', 'content', 'German town\'s waste fees; the 120-litre bin "198,00 €" → "214,80 €" a year in the fee table; the queue number and page views tick, the news list shuffles.', page(abfall, { tonne120: '214,80 €', nummer: '152', aufrufe: '12.477', aktuelles: 'Hundesteuer: Fälligkeit 15. Februar|Weihnachtsbaumabholung ab 7. Januar|Baustelle Hauptstraße: Umleitung der Buslinie 3|Neue Öffnungszeiten der Wertstoffhöfe|Stadtbibliothek: Lesenacht am 4. Dezember' })),
  real('abfall-sperrmuell-de', 'content', 'content', 'German town\'s waste fees; bulky waste "bis zu 3 m³ je Abholung" → "bis zu 2 m³", the queue number and waiting time move.', page(abfall, { sperrmuell: '2 m³', nummer: '153', warte: '35' })),
  real('inscriptions-limite-fr', 'content', 'content', 'French town hall\'s school enrolment; the filing deadline "du 5 janvier au 13 mars 2027" → "au 27 mars 2027" in the calendar table; the tip rotates, viewers 18 → 26.', page(inscriptions, { limite: '27 mars 2027', astuce: '1', consult: '26' })),
  real('inscriptions-cantine-fr', 'content', 'content', 'French town hall\'s school enrolment; the meal price for a family quotient over 900 € "3,45 €" → "3,60 €"; the works line\'s age moves, the agenda shuffles.', page(inscriptions, { repas: '3,60 €', agenda: 'Don du sang – 18 décembre|Marché de Noël – 12 et 13 décembre|Vœux du maire – 9 janvier|Conseil municipal – 15 décembre à 19 h' })),
  real('changelog-release-en', 'content', 'content', 'ORM release notes; a new top row "5.4.0 · November 27, 2026 · Query batching, Postgres 18 support", "Latest: v5.3.2" → v5.4.0; the site is rebuilt with it (stamp and commit).', page(changelog, { releases: NEW_RELEASE, latest: '5.4.0', built: '2026-11-28 09:06 UTC', commit: '4d27b9f' })),
  real('changelog-lts-en', 'content', 'content', 'ORM release notes; 4.x LTS security fixes "until June 30, 2027" → "December 31, 2026" in the support table; the suggested question rotates, contributors 214 → 215.', page(changelog, { lts: 'December 31, 2026', ask: 'Can I use Quarry with Bun?', contributors: '215', built: '2026-11-28 09:06 UTC', commit: '4d27b9f' })),
  real('entradas-fecha-es', 'content', 'content', 'Spanish concert tickets; postponed "Viernes, 12 de marzo de 2027" → "Sábado, 20 de marzo de 2027"; viewers 37 → 52, sales in 24 h 214 → 198.', page(entradas, { fecha: 'Sábado, 20 de marzo de 2027', viendo: '52', vendidas: '198' })),
  real('entradas-agotado-es', 'content', 'content', 'Spanish concert tickets; the standing area "Pista · 45 € · Disponible" → "Agotado", the other zones unchanged; viewers tick, "you may like" shuffles.', page(entradas, { pista: 'Agotado', viendo: '44', tambien: 'Rozalén – Teatro Real – desde 40 €|Sidecars – Sala But – desde 25 €|Love of Lesbian – Movistar Arena – desde 35 €|Izal – La Riviera – desde 30 €' })),
  real('vacatures-nieuw-nl', 'content', 'content', 'Dutch job board; a new posting "Cloud Architect Azure – Achmea – Zeist · 12 minuten geleden" on top, the count 128 → 129, the ages of the others tick.', page(vacatures, { aantal: '129', lijst: `${NEW_JOB}|${VACATURES.replace('2 uur geleden', '3 uur geleden').replace('5 uur geleden', '6 uur geleden')}` })),
  real('vacatures-nieuw-herschikt-nl', 'content', 'content', 'Dutch job board; a new posting in the middle of a list re-sorted by the site, the count 128 → 129, alerts 3.918 → 3.925.', page(vacatures, { aantal: '129', lijst: JOBS_RESORTED.replace('Tester / QA', `${NEW_JOB}|Tester / QA`), alerts: '3.925' })),
  real('termdates-inset-en', 'content', 'content', 'English primary school\'s term dates; an INSET day "Friday 5 March 2027" → "Monday 8 March 2027"; the photo of the week changes, the news ages.', page(termDates, { inset: 'Monday 8 March 2027', photo: 'Reception class planting bulbs in the wildlife garden' })),
  real('notizie-nuova-it', 'content', 'content', 'Italian news index; a new article on top "Neve sulle Alpi, chiuso il passo dello Stelvio · 2 min fa", the last drops off, the ages tick and "I più letti" re-ranks.', page(notizie, { notizie: `Neve sulle Alpi, chiuso il passo dello Stelvio~2 min fa|${NEWS_AGED.split('|').slice(0, 7).join('|')}`, letti: 'Bollette, da gennaio cala il prezzo del gas|Sciopero dei treni lunedì 30 novembre: le fasce garantite|Serie A, il Napoli pareggia a Bergamo|Maltempo in Liguria: allerta arancione|Istat: a ottobre inflazione all’1,4 per cento', lettori: '9.037' })),
  real('status-haendelse-da', 'content', 'content', 'Danish status page; e-mail "Kører normalt" → "Forringet ydeevne", the headline "Delvis driftsforstyrrelse" and an incident "Vi undersøger forsinket afsendelse af e-mail"; response times move.', page(status, { samlet: 'Delvis driftsforstyrrelse', email: 'Forringet ydeevne', haendelse: '<h3>Forsinket afsendelse af e-mail</h3><p>Undersøges – Udgående e-mail via SMTP bliver forsinket op til 30 minutter. Vi undersøger årsagen og opdaterer her hvert 30. minut.</p>', svartid: DA_SVARTID })),
  real('status-vindue-da', 'content', 'content', 'Danish status page; the maintenance window "Tirsdag den 8. december" → "Torsdag den 10. december 2026 kl. 22:00–23:30"; subscribers tick.', page(status, { vindue: 'Torsdag den 10. december 2026 kl. 22:00–23:30', abonnenter: '4.819' })),
  real('prijimacky-termin-cs', 'content', 'content', 'Czech faculty admissions; the application deadline "do 31. 3. 2027" → "do 30. 4. 2027"; applicants 1 284 → 1 297 and viewers tick.', page(prijimacky, { termin: '30. 4. 2027', prihlasky: '1 297', prohlizi: '31' })),
  real('prijimacky-poplatek-cs', 'content', 'content', 'Czech faculty admissions; the application fee "800 Kč" → "900 Kč"; the news list shuffles.', page(prijimacky, { poplatek: '900 Kč', aktuality: 'Stipendia pro první ročník|Den otevřených dveří 16. ledna 2027|Studenti FI vyhráli hackathon v Brně|Nový předmět Strojové učení v praxi' })),
  real('rozklad-odjazdy-pl', 'content', 'content', 'Polish bus timetable; the 6 and 7 o\'clock departures move by three minutes ("05 17 29 41 53" → "08 20 32 44 56", "05 15 25 …" → "08 18 28 …"); the live countdown moves.', page(rozklad, { rozklad: ROZKLAD.replace('6~05 17 29 41 53', '6~08 20 32 44 56').replace('7~05 15 25 35 45 55', '7~08 18 28 38 48 58'), zywo: '174 Dworzec Centralny – za 6 min|174 Dworzec Centralny – za 18 min|174 Dworzec Centralny – za 30 min' })),
  real('panela-preco-pt', 'content', 'price', 'Portuguese shop, pressure cooker; "59,90 €" → "54,90 €" (-8.3%) with its offer; viewers 14 → 21, the reviews shown rotate.', page(panela, { preco: '54,90 €', ld: '54.90', aVer: '21', opiniao: '1' })),

  // ----- noise -----
  noise('abfall-nummer-de', 'content', 'German town\'s waste fees; the citizens\' office queue "Wartenummer 147 · ca. 20 Minuten" → "152 · ca. 35 Minuten", page views tick.', page(abfall, { nummer: '152', warte: '35', aufrufe: '12.477' })),
  noise('abfall-aktuelles-de', 'content', 'German town\'s waste fees; the "Aktuelles" list in another order, a signed-in greeting.', page(abfall, { aktuelles: 'Baustelle Hauptstraße: Umleitung der Buslinie 3|Hundesteuer: Fälligkeit 15. Februar|Stadtbibliothek: Lesenacht am 4. Dezember|Weihnachtsbaumabholung ab 7. Januar|Neue Öffnungszeiten der Wertstoffhöfe' }, { visit: { both: { greeting: 'Hallo, Herr Kaya' } } })),
  noise('inscriptions-astuce-fr', 'content', 'French town hall\'s school enrolment; the "Le saviez-vous ?" tip rotates, viewers 18 → 26.', page(inscriptions, { astuce: '2', consult: '26' })),
  noise('inscriptions-agenda-fr', 'content', 'French town hall\'s school enrolment; the agenda shuffled and the works line\'s age moves.', page(inscriptions, { agenda: 'Vœux du maire – 9 janvier|Don du sang – 18 décembre|Conseil municipal – 15 décembre à 19 h|Marché de Noël – 12 et 13 décembre' })),
  noise('changelog-build-en', 'content', 'ORM release notes rebuilt with no content change: "Built 2026-11-28 08:03 UTC from a91c3e0" → "09:06 UTC from 4d27b9f", the search index\'s age moves.', page(changelog, { built: '2026-11-28 09:06 UTC', commit: '4d27b9f' })),
  noise('changelog-thanks-en', 'content', 'ORM release notes; the thanks line shows five other contributors and the count 214 → 215, the suggested question rotates.', page(changelog, { contributors: '215', thanks: 'Mei Chen, Oskar Lindqvist, Fatima Zahra, Lena Brandt, Diego Alves', ask: 'Can I use Quarry with Bun?' })),
  noise('entradas-viendo-es', 'content', 'Spanish concert tickets; viewers 37 → 52, "214 entradas vendidas en las últimas 24 horas" → 198.', page(entradas, { viendo: '52', vendidas: '198' })),
  noise('entradas-tambien-es', 'content', 'Spanish concert tickets; "También te puede interesar" shuffled with Sidecars replaced by Carolina Durante.', page(entradas, { tambien: 'Izal – La Riviera – desde 30 €|Carolina Durante – La Riviera – desde 28 €|Love of Lesbian – Movistar Arena – desde 35 €|Rozalén – Teatro Real – desde 40 €' })),
  noise('vacatures-herschikt-nl', 'content', 'Dutch job board; the same eight postings re-sorted by the site, their ages ticking, the count unchanged.', page(vacatures, { lijst: JOBS_RESORTED })),
  noise('vacatures-alerts-nl', 'content', 'Dutch job board; ages tick (2 → 3 uur, 5 → 6 uur geleden), salaries counted 1.204 → 1.207, alerts 3.918 → 3.925.', page(vacatures, { lijst: VACATURES.replace('2 uur geleden', '3 uur geleden').replace('5 uur geleden', '6 uur geleden'), salarissen: '1.207', alerts: '3.925' })),
  noise('termdates-news-en', 'content', 'English primary school\'s term dates; the photo of the week changes, news ages (2 → 3 days), class blogs\' age moves.', page(termDates, { photo: 'Reception class planting bulbs in the wildlife garden', news: 'Christmas jumper day raises £412 – 3 days ago|Year 6 football team reach county final – 5 days ago|Nativity tickets on sale now – 1 week ago' })),
  noise('notizie-letti-it', 'content', 'Italian news index; the same articles a little older, "I più letti ora" re-ranked, readers and the market line move.', page(notizie, { notizie: NEWS_AGED, letti: 'Bollette, da gennaio cala il prezzo del gas|Sciopero dei treni lunedì 30 novembre: le fasce garantite|Serie A, il Napoli pareggia a Bergamo|Maltempo in Liguria: allerta arancione|Istat: a ottobre inflazione all’1,4 per cento', lettori: '9.037', mib: '34.187,15', spread: '114' })),
  noise('status-svartid-da', 'content', 'Danish status page; response times move (212 → 198 ms …), "Opdateret for 4 minutter siden" → 9.', page(status, { svartid: DA_SVARTID })),
  noise('status-oppetid-da', 'content', 'Danish status page; 90-day uptimes roll (99,99 → 99,98 %, 99,95 → 99,96 %), subscribers 4.812 → 4.819.', page(status, { oppetid: '99,98|99,97|100,00|99,98|100,00|99,96', abonnenter: '4.819' })),
  noise('prijimacky-prihlasky-cs', 'content', 'Czech faculty admissions; applications so far 1 284 → 1 297, viewers 23 → 31, the news\' update age moves.', page(prijimacky, { prihlasky: '1 297', prohlizi: '31' })),
  noise('prijimacky-aktuality-cs', 'content', 'Czech faculty admissions; the news list shuffled, a signed-in student\'s greeting.', page(prijimacky, { aktuality: 'Studenti FI vyhráli hackathon v Brně|Stipendia pro první ročník|Nový předmět Strojové učení v praxi|Den otevřených dveří 16. ledna 2027' }, { visit: { both: { greeting: 'Dobrý den, Tereza Nováková' } } })),
  noise('rozklad-zywo-pl', 'content', 'Polish bus timetable; the live departures count down (za 3 → 6 min …), the notices shuffle, the weather and air quality move.', page(rozklad, { zywo: '174 Dworzec Centralny – za 6 min|174 Dworzec Centralny – za 18 min|174 Dworzec Centralny – za 30 min', komunikaty: 'Bilety okresowe w aplikacji|Objazd linii 109 ul. Górczewską|Kasownik w tramwaju – jak skasować bilet|Zmiana lokalizacji przystanku Metro Młynów 04', temp: '3', powietrze: 'umiarkowana' })),
  noise('panela-opinioes-pt', 'content', 'Portuguese pressure cooker; viewers 14 → 21, the reviews shown rotate, ratings 612 → 614.', page(panela, { aVer: '21', opiniao: '1', avaliacoes: '614' })),
];
