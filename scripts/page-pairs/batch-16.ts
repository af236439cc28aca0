/**
 * The sixteenth batch of page pairs (issue 22, manifest "batch": "pairs-16"), written in one go
 * and split by name before any evaluation ran on it. What changedetection.io and urlwatch users
 * watch most, in nl, it, pl, sv, de, fr, es, pt and en: product pages in url and field mode
 * (1-3% price moves, restocks, a sell-out), rental listings, public-service notices (fees, dates,
 * deadlines, opening hours, a grant closed), documents served as text from a PDF, a releases
 * page, job boards, event and ticket pages and a status page; in a shell whose CSRF tokens,
 * nonces, cache-busters and ad slot change on every fetch (batch-16-shell.ts). The noise is what
 * such sites vary per visit: recommendations, "bought" and "looking" counters, delivery dates and
 * countdowns, A/B taglines and badges, greetings, consent texts, "last reviewed", "printed on",
 * "generated" and "updated" stamps in many formats, the next free appointment, weather, tickers,
 * votes and visit counters, re-rendered relative times, star and reaction counts, applicant
 * counts, promoted slots, reordered lists and measured response times. Names start "p16-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { renderShell16, VISITS, type Site16, type Visit16 } from './batch-16-shell.js';
import type { Values } from './batch-12-shops.js';
import { airfryerNl, aspirateurFr, celularPt, cykelSv, kopfhoererDe, laptopPl, macchinaIt, productLd16, zapatillasEs } from './batch-16-shops.js';
import { ayudasEs, bipPl, entgelteDe, mairieFr, tarievenNl, tariComuneIt, termDatesEn, zulassungDe } from './batch-16-notices.js';
import { annonsSv, careersEn, conciertoEs, huurNl, locationFr, releasesEn, stellenDe, statusEn, theatreEn } from './batch-16-boards.js';

export const BATCH_16 = 'pairs-16';

const { real, noise } = batchPairs(BATCH_16, 'p16');

interface Options {
  /** Values of both sides, under the pair's "after" overrides. */
  both?: Values;
  /** Structured data in <head>, drawn from the side's values. */
  head?: (v: Values) => string;
  /** Per-visit chrome of each side (greeting, consent bucket). */
  chrome?: { before: Partial<Visit16>; after: Partial<Visit16> };
}

/** A page drawn from values on two fetches: the shell's per-visit parts always differ. */
function page(site: Site16, body: (v: Values) => string, after: Values, options: Options = {}): (side: Side) => string {
  return (side) => {
    const visit = { ...VISITS[side], ...(options.chrome?.[side] ?? {}) };
    const v = { bust: visit.bust, ...options.both, ...(side === 'after' ? after : {}) };
    return renderShell16({ ...site, head: options.head?.(v) }, visit, body(v));
  };
}

const s = (site: string, lang: string, title: string, ads = false): Site16 => ({ site, lang, title, ads });

const airfryerSite = s('Koelblauw', 'nl-NL', 'Philips Airfryer XXL Premium HD9867/90 - Koelblauw', true);
const macchinaSite = s('Elettrocasa', 'it-IT', "De'Longhi Dedica EC685.M | Elettrocasa");
const laptopSite = s('x-sklep', 'pl-PL', 'Lenovo IdeaPad Slim 5-16 | x-sklep.pl', true);
const cykelSite = s('Cykelkungen', 'sv-SE', 'Crescent Elda 7-växlad | Cykelkungen');
const kopfSite = s('Kaufhaus24', 'de-DE', 'Sony WH-1000XM5 | Kaufhaus24', true);
const aspiSite = s('Électro Direct', 'fr-FR', 'Rowenta X-Force Flex 12.60 | Électro Direct');
const zapaSite = s('Deportes Norte', 'es-ES', 'Zapatillas Kiprun KS900 2 | Deportes Norte', true);
const celSite = s('Loja Estrela', 'pt-BR', 'Samsung Galaxy A55 5G 256GB | Loja Estrela', true);
const huurSite = s('HuurThuis', 'nl-NL', 'Appartement Ceintuurbaan 214-2, Amsterdam | HuurThuis', true);
const locSite = s('ImmoRhône', 'fr-FR', 'Location T2 45 m² Lyon 7e | ImmoRhône', true);
const zulSite = s('Landkreis Harburg', 'de-DE', 'Kfz-Zulassung: Gebühren | Landkreis Harburg');
const mairieSite = s('Ville de Villeurbanne', 'fr-FR', 'Inscriptions scolaires | Villeurbanne');
const ayudasSite = s('Ayuntamiento de Valladolid', 'es-ES', 'Ayudas al alquiler para jóvenes | Ayuntamiento de Valladolid');
const tariSite = s('Comune di Verona', 'it-IT', 'TARI 2026 | Comune di Verona');
const bipSite = s('BIP Starostwo Powiatowe w Pruszkowie', 'pl-PL', 'Wydział Komunikacji | BIP Pruszków');
const schoolSite = s("St Mary's C of E Primary School", 'en-GB', "Term Dates | St Mary's C of E Primary School");
const tarievenSite = s('Gemeente Zwolle', 'nl-NL', 'Tarieventabel afvalstoffenheffing 2027 (PDF) | Gemeente Zwolle');
const entgelteSite = s('Stadtbibliothek Freiburg', 'de-DE', 'Entgeltordnung (PDF) | Stadtbibliothek Freiburg');
const releasesSite = s('GitHub', 'en', 'Releases · tidewave/tidewave');
const stellenSite = s('Stadtwerke Leipzig', 'de-DE', 'Karriere | Stadtwerke Leipzig');
const careersSite = s('Lumen Health', 'en-GB', 'Careers | Lumen Health');
const annonsSite = s('Jobbportalen', 'sv-SE', 'Undersköterska till hemtjänsten | Jobbportalen', true);
const theatreSite = s('West End Box Office', 'en-GB', 'Les Misérables tickets | West End Box Office', true);
const conciertoSite = s('Entradas Ya', 'es-ES', 'Rosalía – Lux Tour, Madrid | Entradas Ya', true);
const statusSite = s('Nimbus Cloud', 'en', 'Nimbus Cloud Status');

const ld = (name: string, currency: string, key: string, price: string, stockKey?: string, stock = 'InStock') => (v: Values) =>
  productLd16(name, currency, v[key] ?? price, (stockKey && v[stockKey]) || stock);

const airfryerLd = ld('Philips Airfryer XXL Premium HD9867/90', 'EUR', 'prijsLd', '249.99');
const laptopLd = ld('Lenovo IdeaPad Slim 5-16 83DD002QPB', 'PLN', 'cenaLd', '3299.00');
const cykelLd = ld('Crescent Elda 7-växlad 28"', 'SEK', 'prisLd', '7995', 'schema', 'OutOfStock');
const kopfLd = ld('Sony WH-1000XM5', 'EUR', 'preisLd', '299.99', 'schema');
const zapaLd = ld('Kiprun KS900 2', 'EUR', 'precioLd', '59.99');
const celLd = ld('Samsung Galaxy A55 5G 256GB', 'BRL', 'precoLd', '2499.00');

const inStockIt = { schema: 'InStock', disponibilita: 'Disponibile – spedizione in 24/48 ore', bottone: '<button class="btn btn--cart">Aggiungi al carrello</button>' };

export const PAIRS_16: PairSpec[] = [
  // ----- real: product pages -----
  real('airfryer-prijs-nl', 'content', 'price', 'Dutch product page in url mode; "€ 249,99" → "€ 244,99" (-2.0%), JSON-LD too.', page(airfryerSite, airfryerNl, { prijs: '244,99', prijsLd: '244.99' }, { head: airfryerLd })),
  real('macchina-disponibile-it', 'availability', 'availability', 'Italian espresso machine back in stock: "Non disponibile online" → "Disponibile – spedizione in 24/48 ore", microdata InStock, a cart button.', page(macchinaSite, macchinaIt, { ...inStockIt, consegna: '<p class="pdp__consegna">Consegna prevista: martedì 8 dicembre</p>' })),
  real('laptop-cena-pl', 'price', 'price', 'Polish laptop; "3 299,00 zł" → "3 229,00 zł" (-2.1%), instalment 329,90 → 322,90, the promo countdown ticks.', page(laptopSite, laptopPl, { cena: '3 229,00 zł', cenaLd: '3229.00', rata: '322,90 zł', licznik: '03:47:10' }, { head: laptopLd })),
  real('cykel-i-lager-sv', 'content', 'availability', 'Swedish bike in url mode back in stock: "Slut i lager – bevaka" → "I lager (4 st)", a cart button, JSON-LD InStock; the viewer count moves.', page(cykelSite, cykelSv, { lager: 'I lager (4 st) – skickas inom 1–2 vardagar', schema: 'InStock', knapp: '<button class="btn btn--cart">Lägg i varukorgen</button>', leverans: '<p class="produkt__leverans">Leverans: fredag 4 december</p>', tittar: '9 personer tittar på den här just nu' }, { head: cykelLd })),
  real('kopfhoerer-ausverkauft-de', 'content', 'availability', 'German headphones in url mode sold out: "lieferbar" → "Leider ausverkauft", JSON-LD OutOfStock, the cart button disabled.', page(kopfSite, kopfhoererDe, { lieferbar: 'Leider ausverkauft', lieferung: 'Dieser Artikel ist derzeit nicht lieferbar.', knopf: '<button class="btn" disabled>Nicht verfügbar</button>', schema: 'OutOfStock' }, { head: kopfLd })),
  real('aspirateur-prix-fr', 'content', 'price', 'French vacuum in url mode; "349,99 €" → "339,99 €" (-2.9%), microdata too, "4x 87,50 €" → "4x 85,00 €".', page(aspiSite, aspirateurFr, { prix: '339,99 €', prixLd: '339.99', quatreFois: '85,00 €' })),
  real('zapatillas-precio-es', 'content', 'price', 'Spanish running shoes in url mode; "59,99 €" → "61,49 €" (+2.5%), the order countdown ticks.', page(zapaSite, zapatillasEs, { precio: '61,49 €', precioLd: '61.49', entrega: 'Pídelo en las próximas 1 h 05 min y recíbelo el martes' }, { head: zapaLd })),
  real('celular-preco-pt', 'price', 'price', 'Brazilian phone; "R$ 2.499,00" → "R$ 2.449,00" (-2.0%), instalments 249,90 → 244,90.', page(celSite, celularPt, { preco: 'R$ 2.449,00', precoLd: '2449.00', parcela: 'R$ 244,90' }, { head: celLd })),
  // ----- real: listings, notices, documents, releases, jobs, events, status -----
  real('huur-verhuurd-nl', 'content', 'content', 'Dutch rental listing; "Verhuurd onder voorbehoud" label added, the view count moves.', page(huurSite, huurNl, { label: '<p class="listing__label">Verhuurd onder voorbehoud</p>', bekeken: '31 keer bekeken vandaag' })),
  real('location-loyer-fr', 'content', 'price', 'French rental listing; rent "1 150 €" → "1 180 €" charges comprises (+2.6%), the view count moves.', page(locSite, locationFr, { loyer: '1 180 €', vues: '348' })),
  real('zulassung-gebuehr-de', 'content', 'content', 'German registration office; new-vehicle registration "27,90 €" → "30,70 €", with new "geprüft", print stamp and next free slot.', page(zulSite, zulassungDe, { neu: '30,70 €', geprueft: '27.11.2026', gedruckt: '27.11.2026 um 14:03 Uhr', termin: 'Nächster freier Termin: Freitag, 04.12.2026, 11:20 Uhr' })),
  real('inscriptions-periode-fr', 'content', 'content', 'French school enrolment; "du 4 janvier au 12 février 2027" → "au 26 février 2027", "Mis à jour le" and the weather change.', page(mairieSite, mairieFr, { periode: 'du 4 janvier au 26 février 2027', maj: '27 novembre 2026', meteo: 'Villeurbanne : 6 °C, brouillard' })),
  real('ayudas-cerrada-es', 'content', 'content', 'Spanish council grant; "Estado: Abierta" → "Estado: Cerrada (crédito agotado)", the update stamp changes.', page(ayudasSite, ayudasEs, { estado: 'Cerrada (crédito agotado)', actualizacion: '27/11/2026 11:05:02' })),
  real('tari-scadenza-it', 'content', 'content', 'Italian waste tax; first instalment and single payment "16 dicembre 2026" → "31 gennaio 2027", the update stamp changes.', page(tariSite, tariComuneIt, { prima: '31 gennaio 2027', unica: '31 gennaio 2027', aggiornamento: '27/11/2026 – 08:15' })),
  real('bip-godziny-pl', 'content', 'content', 'Polish BIP page; office hours "8:00–16:00" → "8:00–15:00", the metadata\'s modification date and visit count change.', page(bipSite, bipPl, { godziny: 'poniedziałek–piątek 8:00–15:00', modyfikacja: '2026-11-27 08:01:44', odwiedziny: '12 409' })),
  real('term-dates-inset-en', 'content', 'content', 'English school term dates; an INSET day "Friday 12 February 2027" added, the visitor counter moves.', page(schoolSite, termDatesEn, { inset: '<li>Friday 12 February 2027</li>', visitors: '231,790' })),
  real('tarieven-pdf-nl', 'content', 'content', 'Dutch tariff PDF as text; one-person household "€ 268,44" → "€ 276,00", the "Gedrukt op" stamp on every page changes.', page(tarievenSite, tarievenNl, { een: '€ 276,00', gedrukt: '27-11-2026 14:03' })),
  real('entgelte-leihfrist-de', 'content', 'content', 'German library regulations from PDF; loan period for books "4 Wochen" → "3 Wochen", the "Ausgedruckt am" heads change.', page(entgelteSite, entgelteDe, { leihfrist: '3 Wochen', druck: '27.11.2026 14:03' })),
  real('releases-new-en', 'content', 'content', 'Releases page; v3.9.0 added as Latest with a deprecation, stars "12.3k" → "12.4k".', page(releasesSite, releasesEn, { releases: 'v390|v382|v381|v380', stars: '12.4k' })),
  real('stellen-neu-de', 'content', 'content', 'German job board; "Elektroniker für Betriebstechnik" added on top, "4 Stellenangebote" → "5".', page(stellenSite, stellenDe, { stellen: 'elektro|netz|sachb|azubi|it', treffer: '5 Stellenangebote' })),
  real('careers-closed-en', 'content', 'content', 'English careers page; the Product Designer role gone, "4 open roles" → "3".', page(careersSite, careersEn, { roles: 'data|nurse|sre', count: '3 open roles' })),
  real('annons-forlangd-sv', 'content', 'content', 'Swedish job ad; "Sista ansökningsdag: 15 december 2026" → "10 januari 2027", views move.', page(annonsSite, annonsSv, { sista: '10 januari 2027', visningar: '455 visningar' })),
  real('theatre-extra-en', 'content', 'content', 'Theatre booking calendar; an extra performance "Sun 14 Feb 2027 15:00" added, the urgency counter and offer countdown tick.', page(theatreSite, theatreEn, { extra: '<tr><td>Sun 14 Feb 2027</td><td>15:00</td><td>Good availability</td></tr>', urgency: 'Selling fast – 41 people are looking at this show right now', ends: '2d 02:10:09' })),
  real('concierto-agotado-es', 'content', 'content', 'Spanish concert; "Entradas disponibles" → "Agotado", the button a waiting list, interest count moves.', page(conciertoSite, conciertoEs, { estado: 'Agotado', boton: '<button class="btn" disabled>Apuntarme a la lista de espera</button>', interes: '1.318 personas interesadas' })),
  real('status-maintenance-en', 'content', 'content', 'Status page; a scheduled Postgres maintenance on Dec 8 announced, "Last updated" and response time change.', page(statusSite, statusEn, { maintenance: '<section class="maintenance"><h2>Scheduled maintenance</h2><p>Managed Postgres (EU): version upgrade on Dec 8, 2026, 02:00 – 04:00 UTC. Connections may drop for up to 60 seconds.</p></section>', updated: 'Nov 27, 2026 14:08:51 UTC', response: '198 ms' })),

  // ----- noise: product pages -----
  noise('airfryer-samen-gekocht-nl', 'content', 'Dutch product page; "Vaak samen gekocht" shows other items, "87 klanten" → "91", delivery "morgen" → "zaterdag".', page(airfryerSite, airfryerNl, { samen: 'Philips XL-bakvorm HD9947/01 – € 19,99|Siliconen airfryer-mat – € 9,99|Philips Airfryer kookboek – € 14,95', gekocht: '91 klanten kochten dit product de afgelopen week', bezorging: 'Voor 23:59 uur besteld, zaterdag gratis bezorgd' }, { head: airfryerLd })),
  noise('macchina-consegna-it', 'content', 'Italian espresso machine in stock on both sides; delivery "martedì 8" → "mercoledì 9 dicembre", "Altri clienti hanno visto" rotates, the A/B claim.', page(macchinaSite, macchinaIt, { consegna: '<p class="pdp__consegna">Consegna prevista: mercoledì 9 dicembre</p>', visti: 'Bialetti Moka Express 6 tazze – 34,90 €|Nespresso Vertuo Pop – 99,00 €|Macinacaffè Graef CM 702 – 129,00 €', claim: 'Il gusto del bar, a casa tua' }, { both: { ...inStockIt, consegna: '<p class="pdp__consegna">Consegna prevista: martedì 8 dicembre</p>' } })),
  noise('laptop-kupione-pl', 'price', 'Polish laptop for a price watcher; "Kupiono 134 razy" → "141", the promo countdown ticks, the comparison list shows other laptops.', page(laptopSite, laptopPl, { kupiono: 'Kupiono 141 razy w ciągu ostatnich 30 dni', licznik: '03:47:10', podobne: 'Dell Inspiron 16 Plus – 3 499,00 zł|ASUS Vivobook S 16 OLED – 3 599,00 zł|MSI Modern 15 – 2 299,00 zł' }, { head: laptopLd })),
  noise('cykel-tittar-sv', 'content', 'Swedish bike out of stock on both sides; "12 personer tittar" → "7", the A/B tagline.', page(cykelSite, cykelSv, { tittar: '7 personer tittar på den här just nu', tagline: 'Din nya pendlarcykel' }, { head: cykelLd })),
  noise('kopfhoerer-lieferdatum-de', 'content', 'German headphones; delivery "Mi. 02.12. – Do. 03.12." → "Do. 03.12. – Fr. 04.12.", "Kunden kauften auch" reordered, the header greets "Hallo Markus".', page(kopfSite, kopfhoererDe, { lieferung: 'Lieferung Do. 03.12. – Fr. 04.12.', auch: 'Bose QuietComfort Ultra – 449,95 €|Sony Transportetui – 24,99 €|Anker USB-C-Ladegerät 30 W – 19,99 €|JBL Tune 770NC – 99,99 €' }, { head: kopfLd, chrome: { before: {}, after: { greeting: 'Hallo Markus' } } })),
  noise('aspirateur-bonjour-fr', 'content', 'French vacuum; the header greets "Bonjour Camille", delivery "jeudi 3" → "vendredi 4 décembre", "Ils ont aussi acheté" shuffled.', page(aspiSite, aspirateurFr, { livraison: 'Livraison estimée le vendredi 4 décembre', aussi: 'Batterie supplémentaire 36 V – 69,99 €|Filtre Rowenta ZR009012 – 19,99 €|Mini brosse motorisée – 34,99 €' }, { chrome: { before: {}, after: { greeting: 'Bonjour Camille' } } })),
  noise('zapatillas-vendidos-es', 'content', 'Spanish running shoes; "Más de 500 comprados" → "Más de 600", the order countdown and delivery day.', page(zapaSite, zapatillasEs, { vendidos: 'Más de 600 comprados el mes pasado', entrega: 'Pídelo en las próximas 1 h 05 min y recíbelo el miércoles' }, { head: zapaLd })),
  noise('celular-frete-pt', 'price', 'Brazilian phone for a price watcher; delivery "amanhã" → "entre 2 e 4 de dez.", the A/B badge, "Quem viu … também viu" rotates.', page(celSite, celularPt, { frete: 'Chegará grátis entre 2 e 4 de dez.', selo: 'Queridinho dos clientes', vistos: 'Xiaomi Redmi Note 14 Pro – R$ 1.999,00|Samsung Galaxy A35 5G 128GB – R$ 1.799,00|Película de vidro A55 – R$ 29,90' }, { head: celLd })),
  // ----- noise: listings, notices, documents, releases, jobs, events, status -----
  noise('huur-bekeken-nl', 'content', 'Dutch rental; "3 dagen geleden" → "4", views 23 → 31, similar homes rotate, the consent text\'s other bucket.', page(huurSite, huurNl, { geplaatst: '4 dagen geleden', bekeken: '31 keer bekeken vandaag', vergelijkbaar: 'Ferdinand Bolstraat 140-2 – € 1.875 per maand|Van Woustraat 88-3 – € 1.795 per maand|Saenredamstraat 31-1 – € 1.650 per maand' }, { chrome: { before: { consent: 0 }, after: { consent: 1 } } })),
  noise('location-vues-fr', 'content', 'French rental; "vue 312 fois" → "348", "il y a 2 heures" → "il y a 5 heures", similar ads change.', page(locSite, locationFr, { vues: '348', maj: 'il y a 5 heures', similaires: 'T2 48 m² Lyon 3e – 1 210 € CC|T2 44 m² Lyon 7e – 1 130 € CC|T2 42 m² Lyon 7e – 1 090 € CC' })),
  noise('zulassung-geprueft-de', 'content', 'German registration office; "Zuletzt geprüft" 12.11. → 26.11.2026, the print stamp, the next free appointment.', page(zulSite, zulassungDe, { geprueft: '26.11.2026', gedruckt: '27.11.2026 um 14:03 Uhr', termin: 'Nächster freier Termin: Freitag, 04.12.2026, 11:20 Uhr' })),
  noise('inscriptions-maj-meteo-fr', 'content', 'French school enrolment; "Mis à jour le 26" → "27 novembre 2026", the weather.', page(mairieSite, mairieFr, { maj: '27 novembre 2026', meteo: 'Villeurbanne : 6 °C, brouillard' })),
  noise('ayudas-actualizacion-es', 'content', 'Spanish grant page; "Última actualización" 09:42:17 → 11:05:02, the helpfulness vote "84 % sí (312 votos)" → "85 % sí (318 votos)".', page(ayudasSite, ayudasEs, { actualizacion: '27/11/2026 11:05:02', util: '85 % sí (318 votos)' })),
  noise('tari-valuta-it', 'content', 'Italian waste tax; "83 persone su 112" → "84 su 114", "Ultimo aggiornamento" changes, the consent text\'s other bucket.', page(tariSite, tariComuneIt, { valuta: '84 persone su 114 le hanno trovate utili', aggiornamento: '27/11/2026 – 08:15' }, { chrome: { before: { consent: 0 }, after: { consent: 1 } } })),
  noise('bip-metryczka-pl', 'content', 'Polish BIP page; only the metadata\'s modification date and visit count change.', page(bipSite, bipPl, { modyfikacja: '2026-11-27 08:01:44', odwiedziny: '12 409' })),
  noise('term-dates-ticker-en', 'content', 'English school term dates; the news ticker, the weather and the visitor counter change.', page(schoolSite, termDatesEn, { ticker: 'Christmas jumper day on Friday 11 December – £1 donation to Save the Children', weather: "Today's weather: 4°C, sunny spells", visitors: '231,790' })),
  noise('tarieven-gedrukt-nl', 'content', 'Dutch tariff PDF as text; only the "Gedrukt op" stamp on every page and the download link\'s cache-buster change.', page(tarievenSite, tarievenNl, { gedrukt: '27-11-2026 14:03' })),
  noise('entgelte-druck-de', 'content', 'German library regulations from PDF; "Ausgedruckt am" and the converter\'s document id change.', page(entgelteSite, entgelteDe, { druck: '27.11.2026 14:03', docId: 'c07e5d2b91' })),
  noise('releases-relative-en', 'content', 'Releases page re-rendered; "3 days ago" → "4 days ago", "2 weeks ago" → "3 weeks ago", 👍 41 → 44, stars 12.3k → 12.4k.', page(releasesSite, releasesEn, { t382: '4 days ago', t381: '3 weeks ago', r382: '44', stars: '12.4k' })),
  noise('stellen-sortierung-de', 'content', 'German job board; "Empfohlen" orders the same four jobs differently, "vor 2 Tagen" → "vor 3 Tagen", "vor 6 Tagen" → "vor 1 Woche".', page(stellenSite, stellenDe, { stellen: 'it|netz|azubi|sachb', a: 'vor 3 Tagen', b: 'vor 1 Woche' })),
  noise('careers-applicants-en', 'content', 'English careers page; "Posted 2 days ago · 143 applicants" → "3 days ago · 151", "5 days" → "6 days", the promoted slot rotates.', page(careersSite, careersEn, { a: '3 days ago', na: '151', b: '6 days ago', promoted: 'Life at Lumen: how our parental leave works' })),
  noise('annons-visningar-sv', 'content', 'Swedish job ad; "för 3 dagar sedan" → "för 4 dagar sedan", views 412 → 455, similar jobs shuffled.', page(annonsSite, annonsSv, { publicerad: 'för 4 dagar sedan', visningar: '455 visningar', liknande: 'Personlig assistent – Humana|Vårdbiträde, Sävja – Uppsala kommun|Undersköterska natt, Akademiska sjukhuset – Region Uppsala' })),
  noise('theatre-countdown-en', 'content', 'Theatre booking; "34 people are looking" → "41", the offer countdown "2d 04:12:33" → "1d 23:58:07".', page(theatreSite, theatreEn, { urgency: 'Selling fast – 41 people are looking at this show right now', ends: '1d 23:58:07' })),
  noise('concierto-cuenta-es', 'content', 'Spanish concert; "Faltan 113 días" → "Faltan 112 días", "1.240 personas interesadas" → "1.318".', page(conciertoSite, conciertoEs, { cuenta: 'Faltan 112 días', interes: '1.318 personas interesadas' })),
  noise('status-updated-en', 'content', 'Status page; "Last updated" 14:03:22 → 14:08:51 UTC, response time "212 ms" → "198 ms".', page(statusSite, statusEn, { updated: 'Nov 27, 2026 14:08:51 UTC', response: '198 ms' })),
];
