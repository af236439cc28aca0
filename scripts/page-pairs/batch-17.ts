/**
 * The seventeenth batch of page pairs (issue 22, manifest "batch": "pairs-17"), written in one go
 * and split by name before any evaluation ran on it. Weighted to noise (30 of 50 pairs): what real
 * sites vary between two fetches minutes apart, of kinds earlier batches had little of: localised
 * dates and times (datelines, "Heute"/"Gestern", "gisteren", "i går", "wczoraj", "dnes"/"zítra",
 * 12 and 24 h), some fetches straddling midnight; per-visit personalisation (city, store, currency
 * shown, recently viewed, "because you looked at"); rotating banners and hero copy, also in other
 * languages; shuffled related lists; comment, reaction, save and rating counts; social proof ("in
 * 23 baskets", "bought 40 times this week"); weather; random promotion codes; delivery estimates
 * that roll forward; stock counts in other products' tiles; A/B button wording; form session
 * timers and draft ids; state blobs with timestamps, analytics ids in links and signed srcsets
 * (batch-17-shell.ts). Its real changes are subtle: 1-3% price moves, a restock, a sell-out, a
 * size removed, a new list entry, a changed deadline, fee, limit, salary, rent or opening hour.
 * Names start "p17-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { MIDNIGHT_17, renderShell17, VISITS_17, type Site17, type Visit17 } from './batch-17-shell.js';
import type { Values } from './batch-12-shops.js';
import { auscultadoresPt, butyPl, chaussuresFr, drillEn, hovedtelefonerDa, jackaSv, kaffeeDe, lavatriceIt, productLd17, sizesLd17, stofzuigerNl, televisorEs } from './batch-17-shops.js';
import { blogFi, docsEn, extensionEn, forumDe, nachrichtenDe, nieuwsNl, ricetteIt, statusEn } from './batch-17-feeds.js';
import { agendaFr, bostadSv, buergeramtDe, divadloCs, formularioPt, kommuneDa, pracaPl, saasDe, saasEn, tasaEs, vacaturesNl, wniosekPl } from './batch-17-notices.js';

export const BATCH_17 = 'pairs-17';

const { real, noise } = batchPairs(BATCH_17, 'p17');

interface Options {
  /** Values of both sides, under the pair's "after" overrides. */
  both?: Values;
  /** Values of the "before" side only. */
  before?: Values;
  /** Structured data in <head>, drawn from the side's values. */
  head?: (v: Values) => string;
  /** Per-visit chrome: on both sides, then per side (city, weather, promotion, greeting). */
  chrome?: { both?: Partial<Visit17>; before?: Partial<Visit17>; after?: Partial<Visit17> };
  /** Fetches either side of midnight instead of half an hour apart on a morning. */
  midnight?: boolean;
}

/** A page drawn from values on two fetches: the shell's per-visit parts always differ. */
function page(site: Site17, body: (v: Values) => string, after: Values, options: Options = {}): (side: Side) => string {
  return (side) => {
    const visits = options.midnight ? MIDNIGHT_17 : VISITS_17;
    const visit = { ...visits[side], ...options.chrome?.both, ...options.chrome?.[side] };
    const v = { bust: visit.bust, ...options.both, ...(side === 'before' ? options.before : after) };
    return renderShell17({ ...site, head: options.head?.(v) }, visit, body(v));
  };
}

const s = (site: string, lang: string, title: string, extra: Partial<Site17> = {}): Site17 => ({ site, lang, title, ...extra });

const kaffeeSite = s('Elektrohaus24', 'de-DE', "De'Longhi Magnifica Evo ECAM290.61.B | Elektrohaus24", { promo: 'Kostenloser Versand ab 29 € Bestellwert' });
const chaussuresSite = s('Runners Lyon', 'fr-FR', 'Hoka Clifton 9 homme noir – Runners Lyon');
const televisorSite = s('ElectroHogar', 'es-ES', 'TV Samsung 55" TU55DU7175 | ElectroHogar', { promo: 'Envío gratis en pedidos de más de 50 €' });
const stofzuigerSite = s('Huishoudplein', 'nl-NL', 'Dyson V15 Detect Absolute | Huishoudplein');
const lavatriceSite = s('Casa&Clima', 'it-IT', 'Bosch Serie 6 WGG244A0IT | Casa&Clima');
const auscultadoresSite = s('TecnoLar', 'pt-PT', 'Sony WH-CH720N Azul | TecnoLar');
const butySite = s('Biegam.pl', 'pl-PL', 'adidas Ultraboost Light czarne | Biegam.pl');
const jackaSite = s('Friluftsbolaget', 'sv-SE', 'Fjällräven Expedition Pack Down Hoodie | Friluftsbolaget');
const hovedSite = s('Lydhuset', 'da-DK', 'Bose QuietComfort Ultra – sort | Lydhuset');
const drillSite = s('ToolStation Direct', 'en-GB', 'Bosch Professional GSB 18V-55 | ToolStation Direct');
const nachrichtenSite = s('Hannoversche Rundschau', 'de-DE', 'Lokales Hannover | Hannoversche Rundschau', { dateline: true });
const nieuwsSite = s('Utrecht Actueel', 'nl-NL', 'Nieuws uit Utrecht | Utrecht Actueel', { dateline: true });
const blogSite = s('Keittiön puolella', 'fi-FI', 'Keittiön puolella – reseptit ja arki');
const ricetteSite = s('La Cucina di Nonna Pina', 'it-IT', 'Ricette di Natale | La Cucina di Nonna Pina');
const docsSite = s('Parcelhub Docs', 'en', 'Webhooks: limits and retries | Parcelhub Docs');
const forumSite = s('Haustechnikforum', 'de-DE', 'Therme taktet ständig – Vaillant ecoTEC plus | Haustechnikforum');
const statusSite = s('Fernpost', 'en', 'Fernpost Status');
const extensionSite = s('Chrome Web Store', 'en', 'Tab Stash – tab manager - Chrome Web Store');
const buergeramtSite = s('Landeshauptstadt Hannover', 'de-DE', 'Bürgeramt Mitte | Landeshauptstadt Hannover', { dateline: true });
const kommuneSite = s('Aarhus Kommune', 'da-DK', 'Tilskud til energirenovering | Aarhus Kommune');
const tasaSite = s('Ayuntamiento de Zaragoza', 'es-ES', 'Tasa por vado permanente | Ayuntamiento de Zaragoza', { dateline: true });
const wniosekSite = s('Serwis Rzeczypospolitej Polskiej', 'pl-PL', 'Zaświadczenie o zameldowaniu | gov.pl');
const formularioSite = s('ePortugal', 'pt-PT', 'Renovar o Cartão de Cidadão | ePortugal', { dateline: true });
const pracaSite = s('PracaTeraz', 'pl-PL', 'Praca: Magazynier, Wrocław | PracaTeraz');
const vacaturesSite = s('Zorgbanen', 'nl-NL', 'Verpleegkundige Interne Geneeskunde – Diakonessenhuis | Zorgbanen');
const bostadSite = s('Bostadsportalen', 'sv-SE', 'Hyresrätt 2 rok, Västra Frölunda | Bostadsportalen');
const agendaSite = s('La Laiterie', 'fr-FR', 'Agenda – La Laiterie Strasbourg');
const divadloSite = s('Divadlo Na Zábradlí', 'cs-CZ', 'Program | Divadlo Na Zábradlí');
const saasEnSite = s('Postwise', 'en', 'Pricing – Postwise');
const saasDeSite = s('Terminio', 'de-DE', 'Preise – Terminio');

const ld = (name: string, currency: string, key: string, price: string, sku: string, stock = 'InStock') => (v: Values) =>
  productLd17(name, currency, v[key] ?? price, v.schema ?? stock, sku);

const kaffeeLd = ld("De'Longhi Magnifica Evo ECAM290.61.B", 'EUR', 'preisLd', '449.00', 'ECAM290.61.B');
const chaussuresLd = (v: Values) => sizesLd17('Hoka Clifton 9 homme noir', 'EUR', '149.99', v.tailles ?? '40|41|42|43|44|45|46');
const televisorLd = ld('Samsung TU55DU7175', 'EUR', 'precioLd', '449.00', '1583302', 'OutOfStock');
const stofzuigerLd = ld('Dyson V15 Detect Absolute', 'EUR', 'prijsLd', '399.00', '394451-01');
const lavatriceLd = ld('Bosch Serie 6 WGG244A0IT', 'EUR', 'prezzoLd', '549.00', '212944');
const auscultadoresLd = ld('Sony WH-CH720N Azul', 'EUR', 'precoLd', '99.99', '7301845');
const butyLd = ld('adidas Ultraboost Light', 'PLN', 'cenaLd', '789.99', 'HQ6339-43');
const jackaLd = ld('Fjällräven Expedition Pack Down Hoodie M', 'SEK', 'prisLd', '3499', 'F86121-550');
const hovedLd = ld('Bose QuietComfort Ultra', 'DKK', 'prisLd', '2799.00', 'QCU-BLK');
const drillLd = ld('Bosch Professional GSB 18V-55', 'GBP', 'priceLd', '149.00', '06019H5303');

const inStockEs = { stock: 'En stock · Envío gratis en 24/48 h', boton: '<button class="btn btn--cesta">Añadir a la cesta</button>', schema: 'InStock' };
const forumYesterday = { t1: 'Gestern, 21:14', t2: 'Gestern, 22:02', t3: 'Gestern, 22:41' };

export const PAIRS_17: PairSpec[] = [
  // ----- real: product pages -----
  real('kaffee-preis-de', 'content', 'price', 'German coffee machine in url mode; "449,00 €" → "439,00 €" (-2.2%), JSON-LD and the monthly instalment too, "In 23 Warenkörben" → 24.', page(kaffeeSite, kaffeeDe, { preis: '439,00 €', preisLd: '439.00', rate: '18,29 €', koerbe: 'In 24 Warenkörben' }, { head: kaffeeLd })),
  real('chaussures-taille-fr', 'content', 'content', 'French running shoe in url mode; size 44 gone from the picker and from the offers, price unchanged.', page(chaussuresSite, chaussuresFr, { tailles: '40|41|42|43|45|46' }, { head: chaussuresLd })),
  real('televisor-stock-es', 'availability', 'availability', 'Spanish TV back in stock: "Agotado temporalmente" → "En stock · Envío gratis en 24/48 h", a basket button, JSON-LD InStock; the converted price moves.', page(televisorSite, televisorEs, { ...inStockEs, moneda: 'Precio en tu moneda: ≈ 483,55 US$' }, { head: televisorLd })),
  real('stofzuiger-prijs-nl', 'price', 'price', 'Dutch stick vacuum for a price watcher; "€ 399,00" → "€ 405,00" (+1.5%), JSON-LD too.', page(stofzuigerSite, stofzuigerNl, { prijs: '405,00', prijsLd: '405.00' }, { head: stofzuigerLd })),
  real('lavatrice-prezzo-it', 'content', 'price', 'Italian washing machine in url mode; "549,00 €" → "539,00 €" (-1.8%), "3 rate da 183,00 €" → "179,67 €".', page(lavatriceSite, lavatriceIt, { prezzo: '539,00 €', prezzoLd: '539.00', rata: '179,67 €' }, { head: lavatriceLd })),
  real('buty-wyprzedane-pl', 'availability', 'availability', 'Polish running shoes sold out: "Ostatnie sztuki" → "Produkt chwilowo niedostępny", a notify button, JSON-LD OutOfStock, delivery and basket lines gone.', page(butySite, butyPl, { dostepnosc: 'Produkt chwilowo niedostępny', przycisk: '<button class="btn btn--powiadom">Powiadom o dostępności</button>', dostawa: '', koszyki: '', schema: 'OutOfStock' }, { head: butyLd })),
  real('hovedtelefoner-pris-da', 'content', 'price', 'Danish headphones in url mode; "2.799,00 kr." → "2.749,00 kr." (-1.8%), JSON-LD too, the state blob\'s viewer count moves.', page(hovedSite, hovedtelefonerDa, { pris: '2.749,00 kr.', prisLd: '2749.00', seere: '27' }, { head: hovedLd })),
  // ----- real: listings, notices, documents, boards, events, pricing -----
  real('nachrichten-neu-de', 'content', 'content', 'German local news listing; a new teaser on top ("Stadtbahn: Linie 10 …"), the oldest drops off, relative times and comment counts re-render.', page(nachrichtenSite, nachrichtenDe, { teaser: 'stadtbahn|markt|schule|hannover96|polizei', t1: 'vor 41 Minuten', c1: '39', t2: 'vor 1 Stunde', c2: '63', t3: 'vor 1 Stunde', c3: '230', t4: 'vor 2 Stunden', c4: '21' }, { chrome: { both: { weather: 'Hannover 4 °C, bedeckt' } } })),
  real('docs-timeout-en', 'content', 'content', 'API docs; the webhook response timeout "10 seconds" → "5 seconds" in the prose and the limits table, "Last updated 2 hours ago" → "4 minutes ago".', page(docsSite, docsEn, { timeout: '5 seconds', updated: '4 minutes ago', commit: '8d41e0c', yes: '214' })),
  real('forum-geloest-de', 'content', 'content', 'German forum thread marked "[Gelöst]" with a new reply naming the fix; the online counter moves.', page(forumSite, forumDe, { titel: '[Gelöst] ', antwort: '<article class="post"><p class="post__meta">heizungsneuling » Heute, 09:36</p><p>Nachtrag: d.0 auf 10 kW hat nichts gebracht, der Heizungsbauer hat heute früh den Wasserdrucksensor getauscht. Seitdem läuft sie ruhig. Danke euch!</p><p class="post__likes">👍 0</p></article>', online: 'Online: 151 Mitglieder und 1.188 Gäste' }, { both: forumYesterday })),
  real('extension-version-en', 'content', 'content', 'Extension store page; version "3.14.2" → "3.15.0", updated "December 1, 2026" → "December 3, 2026", size 2.31MiB → 2.40MiB, ratings count moves.', page(extensionSite, extensionEn, { version: '3.15.0', updated: 'December 3, 2026', size: '2.40MiB', ratings: '12,839' })),
  real('buergeramt-oeffnungszeiten-de', 'content', 'content', 'German citizens\' office; Thursday hours "8:00–18:00 Uhr" → "8:00–16:00 Uhr" in the table and today\'s line, the waiting time moves.', page(buergeramtSite, buergeramtDe, { donnerstag: '8:00–16:00 Uhr', heute: '8:00–16:00 Uhr', wartezeit: 'Aktuelle Wartezeit ohne Termin: ca. 30 Minuten (Stand 09:40 Uhr)' })),
  real('kommune-frist-da', 'content', 'content', 'Danish council grant; "Ansøgningsfrist: 15. januar 2027" → "29. januar 2027".', page(kommuneSite, kommuneDa, { frist: '29. januar 2027 kl. 12.00' }, { both: { n1: 'i går kl. 21.15', n2: '1. december 2026' } })),
  real('tasa-vado-es', 'content', 'content', 'Spanish council fee; "Vado permanente … 94,20 €" → "96,55 €" (+2.5%), the helpfulness count moves.', page(tasaSite, tasaEs, { vado: '96,55 €', util: 'Esta información ha sido útil para 413 personas' }, { chrome: { both: { weather: 'Zaragoza 8 °C' } } })),
  real('wniosek-oplata-pl', 'content', 'content', 'Polish e-service; "Opłata skarbowa: 17 zł" → "21 zł", the form session timer, draft id, captcha and "Wygenerowano" stamp differ as on every fetch.', page(wniosekSite, wniosekPl, { oplata: '21 zł', sesja: '14:58', draft: 'WR-Q81D-7740', captcha: 'f02d9e', wygenerowano: '03.12.2026, 09:41:09' })),
  real('praca-nowa-pl', 'content', 'content', 'Polish job board; a new offer "Magazynier – operator wózka widłowego" on top, "4 oferty" → "5 ofert", an applicant count moves.', page(pracaSite, pracaPl, { oferty: 'nowa|a|b|c|d', liczba: '5 ofert', nowe: 'Nowe oferty od Twojej ostatniej wizyty: 1', a: 'dodano dzisiaj · 35 kandydatów' })),
  real('vacatures-salaris-nl', 'content', 'content', 'Dutch job ad; salary "€ 3.420 – € 4.680" → "€ 3.526 – € 4.825 bruto per maand" (cao raise), the applicant count moves.', page(vacaturesSite, vacaturesNl, { salaris: '€ 3.526 – € 4.825 bruto per maand', sollicitanten: '24 mensen hebben gesolliciteerd' })),
  real('bostad-hyra-sv', 'content', 'content', 'Swedish rental; "Hyra: 9 850 kr/mån" → "10 050 kr/mån" (+2.0%), views move.', page(bostadSite, bostadSv, { hyra: '10 050 kr/mån', visad: '139' }, { both: { publicerad: 'igår 23:40' } })),
  real('agenda-horaire-fr', 'content', 'content', 'French venue agenda; one concert\'s doors "19h00" → "19h30" and start "20h00" → "20h30", the update stamp and interest count move.', page(agendaSite, agendaFr, { portes: '19h30', debut: '20h30', maj: 'il y a 2 min', i1: '318 personnes intéressées' })),
  real('saas-limit-en', 'content', 'content', 'SaaS price table; the Starter plan\'s "50,000 emails / month" → "40,000", the sign-up proof moves.', page(saasEnSite, saasEn, { starter: '40,000', teams: '12,450+' })),

  // ----- noise: product pages -----
  noise('kaffee-warenkoerbe-de', 'content', 'German coffee machine; "In 23 Warenkörben" → 27, delivery "Mi., 9. Dez. – Do., 10. Dez." → "Do., 10. – Fr., 11. Dez.", another tile\'s "Nur noch 3 Stück" → 2, "Zuletzt angesehen" gains an item.', page(kaffeeSite, kaffeeDe, { koerbe: 'In 27 Warenkörben', lieferung: 'Lieferung Do., 10. Dez. – Fr., 11. Dez.', tiles: "Philips Series 3300 EP3347/90 – 399,00 € · Nur noch 2 Stück|Siemens EQ.500 classic – 529,00 € · Auf Lager|De'Longhi Entkalker EcoDecalk 500 ml – 12,99 € · Auf Lager", zuletzt: 'Jura E8 Piano Black – 1.099,00 €|Melitta Caffeo Solo – 279,00 €|Bosch Wasserkocher TWK3P420 – 44,99 €' }, { head: kaffeeLd })),
  noise('chaussures-code-promo-fr', 'content', 'French running shoe; the top bar\'s code "BIENVENUE-7KQ2" → "BIENVENUE-X4PM", the store picked by geo-IP Lyon Part-Dieu → Villeurbanne, "18 personnes … panier" → 21.', page(chaussuresSite, chaussuresFr, { retrait: 'Retrait gratuit en magasin : disponible demain à Villeurbanne Gratte-Ciel', paniers: '🔥 21 personnes ont ce produit dans leur panier' }, { head: chaussuresLd, chrome: { before: { promo: 'Code BIENVENUE-7KQ2 : −10 % sur votre première commande', city: 'Lyon Part-Dieu' }, after: { promo: 'Code BIENVENUE-X4PM : −10 % sur votre première commande', city: 'Villeurbanne Gratte-Ciel' } } })),
  noise('televisor-comprado-es', 'price', 'Spanish TV in stock for a price watcher; "Comprado 40 veces esta semana" → 43, the converted price "≈ 482,10 US$" → "≈ 483,55 US$", recently viewed gains an item.', page(televisorSite, televisorEs, { comprado: 'Comprado 43 veces esta semana', moneda: 'Precio en tu moneda: ≈ 483,55 US$', vistos: 'Portátil Lenovo IdeaPad Slim 3 – 549,00 €|Barra de sonido Samsung HW-B450 – 149,00 €|Soporte de pared Vogel’s Comfort – 39,99 €' }, { both: { ...inStockEs, comprado: 'Comprado 40 veces esta semana' }, head: televisorLd })),
  noise('stofzuiger-knop-nl', 'price', 'Dutch stick vacuum for a price watcher, fetched either side of midnight; A/B button "In winkelwagen" → "Bestel nu", delivery "morgen" → "vrijdag", "Klanten bekeken ook" reordered with one other item.', page(stofzuigerSite, stofzuigerNl, { knop: 'Bestel nu', bezorging: 'Nu besteld, vrijdag in huis', ook: 'Samsung Bespoke Jet – € 549,00|Dyson V12 Detect Slim – € 499,00|Dyson Gen5detect – € 749,00|Philips SpeedPro Max 8000 – € 279,00' }, { head: stofzuigerLd, midnight: true })),
  noise('lavatrice-visti-it', 'content', 'Italian washing machine; "Visti di recente" gains an item, another tile\'s "Ultimi 4 pezzi" → 3, delivery "venerdì 11" → "sabato 12 dicembre", the day\'s accessory code changes.', page(lavatriceSite, lavatriceIt, { visti: 'Forno Bosch HBA534BS0 – 429,00 €|Frigorifero Samsung RB34C – 579,00 €|Lavastoviglie Bosch SMS4HVI33E – 479,00 €', correlati: 'Asciugatrice Bosch Serie 6 WQG24509IT – 749,00 € · Ultimi 3 pezzi|Kit sovrapposizione WTZ27400 – 39,90 € · Disponibile|Samsung WW90T534DAE – 499,00 € · Disponibile', consegna: 'Consegna stimata: sabato 12 dicembre', codice: 'Solo oggi: 10 € di sconto sugli accessori con il codice CASA-Q9TD' }, { head: lavatriceLd })),
  noise('auscultadores-srcset-pt', 'content', 'Portuguese headphones; signed srcset URLs, "Comprado 40 vezes esta semana" → 41, delivery "sexta-feira, 11" → "segunda-feira, 14 de dezembro", the city by geo-IP Lisboa → Porto.', page(auscultadoresSite, auscultadoresPt, { comprado: 'Comprado 41 vezes esta semana', entrega: 'Entrega prevista: segunda-feira, 14 de dezembro' }, { head: auscultadoresLd, chrome: { before: { city: 'Lisboa 1000-001' }, after: { city: 'Porto 4000-322' } } })),
  noise('buty-koszyki-pl', 'availability', 'Polish running shoes in stock for an availability watcher, fetched either side of midnight; "23 osoby mają … w koszyku" → 25, delivery "jutro (czwartek)" → "jutro (piątek)", "Ostatnio oglądane" gains an item.', page(butySite, butyPl, { koszyki: '25 osób ma ten produkt w koszyku', dostawa: 'Dostawa jutro (piątek), jeśli zamówisz do 14:00', ostatnio: 'Bluza Nike Dri-FIT – 219,99 zł|Skarpety biegowe Nike Spark – 59,99 zł|Kurtka biegowa Asics Lite-Show – 349,99 zł' }, { before: { dostawa: 'Dostawa jutro (czwartek), jeśli zamówisz do 14:00' }, head: butyLd, midnight: true })),
  noise('jacka-kopt-sv', 'content', 'Swedish down jacket, fetched either side of midnight; "Köpt 40 gånger" → 44, delivery "tors 10 dec – fre 11 dec" → "fre 11 dec – mån 14 dec", "Eftersom du tittade på …" names another product with other suggestions.', page(jackaSite, jackaSv, { kopt: 'Köpt 44 gånger den här veckan', leverans: 'Leverans: fre 11 dec – mån 14 dec', eftersom: 'Eftersom du tittade på Haglöfs L.I.M Down', forslag: 'Haglöfs L.I.M Mimic Hood – 2 199 kr|Fjällräven Vardag Beanie – 399 kr|Houdini Power Houdi – 1 699 kr' }, { head: jackaLd, midnight: true })),
  noise('hovedtelefoner-levering-da', 'content', 'Danish headphones, fetched either side of midnight; delivery "fredag d. 11." → "mandag d. 14. december", "12 har købt denne i dag" → 3 (the day restarts), "Andre kiggede også på" reordered, the state blob\'s viewers.', page(hovedSite, hovedtelefonerDa, { levering: 'Levering: mandag d. 14. december', koebt: '3 har købt denne i dag', seere: '4', andre: 'Sennheiser Momentum 4 – 2.199,00 kr.|Sony WH-1000XM5 – 2.499,00 kr.|Apple AirPods Max – 4.299,00 kr.' }, { head: hovedLd, midnight: true })),
  noise('drill-because-en', 'content', 'English DIY shop; the store picked by geo-IP Leeds Kirkstall → Leeds Birstall, "Click & Collect: ready in 1 hour" → "ready tomorrow from 10am", "Because you looked at …" names other products.', page(drillSite, drillEn, { collect: 'Click & Collect: ready tomorrow from 10am', because: 'Because you looked at garden power tools', items: 'Bosch UniversalGrassCut 18V – £89.00|Ryobi OLT1832 – £69.00|Makita DUR181Z – £79.00' }, { head: drillLd, chrome: { before: { city: 'Leeds Kirkstall' }, after: { city: 'Leeds Birstall' } } })),
  // ----- noise: listings, reference pages -----
  noise('nachrichten-kommentare-de', 'content', 'German local news listing; relative times re-render ("vor 12 Minuten" → "vor 41 Minuten"), comment counts move, "Meistgelesen" reordered, the dateline\'s time and the weather.', page(nachrichtenSite, nachrichtenDe, { t1: 'vor 41 Minuten', c1: '39', t2: 'vor 1 Stunde', c2: '63', t3: 'vor 1 Stunde', c3: '230', t4: 'vor 2 Stunden', c4: '21', c5: '9', meist: 'Neue Blitzer an der Vahrenwalder Straße|Weihnachtsmarkt in der Altstadt meldet Besucherrekord|96-Trainer vor dem Derby|Eilenriede: Bäume werden gefällt|Wo es am Sonntag Brötchen gibt' }, { chrome: { before: { weather: 'Hannover 4 °C, bedeckt' }, after: { weather: 'Hannover 5 °C, bedeckt' } } })),
  noise('nieuws-gisteren-nl', 'content', 'Dutch news listing fetched either side of midnight; "vandaag 22:14" → "gisteren 22:14" on four items, the heading\'s date "woensdag 2 december" → "donderdag 3 december", "Meest gelezen" reordered, weather.', page(nieuwsSite, nieuwsNl, { datum: 'donderdag 3 december', a: 'gisteren 22:14', b: 'gisteren 21:03', c: 'gisteren 18:40', d: 'gisteren 16:25', meest: 'Tram naar Uithof rijdt weer|Nieuwe ijsbaan op de Neude opent vrijdag|Meer fietsparkeerplekken bij Zuilen|Brand in schuur in Maarssen' }, { midnight: true, chrome: { before: { weather: 'Utrecht 6°C' }, after: { weather: 'Utrecht 5°C' } } })),
  noise('blog-reaktiot-fi', 'content', 'Finnish blog listing fetched either side of midnight; "Tänään klo 7.45" → "Eilen klo 7.45", "Eilen" → "2 päivää sitten", hearts and comment counts move, the week\'s most popular reordered, the newsletter button\'s A/B wording.', page(blogSite, blogFi, { a: 'Eilen klo 7.45', b: '2 päivää sitten', c: '5 päivää sitten', ra: '97', rb: '215', kb: '13 kommenttia', suosituimmat: 'Piparkakkutalo ilman stressiä|Mummon lanttulaatikko|Joulutortut kahdella taikinalla|Glögi ilman alkoholia', cta: 'Liity 4 800 lukijan joukkoon' }, { midnight: true })),
  noise('ricette-salvate-it', 'content', 'Italian recipe listing; save and comment counts move ("Salvata 1,2k volte" → "1,3k"), "Ti potrebbe piacere" reshuffled with another recipe.', page(ricetteSite, ricetteIt, { sa: 'Salvata 1,3k volte', ca: '151', sb: 'Salvata 862 volte', cc: '38', potrebbe: 'Torrone morbido alle mandorle|Pandoro farcito al mascarpone|Baccalà fritto|Cavallucci senesi' })),
  noise('docs-helpful-en', 'content', 'API docs; helpful votes 213/14 → 219/15, "Last updated 2 hours ago" → "3 hours ago", the edit link\'s ref hash, the A/B assistant button "Ask AI" → "Ask the assistant".', page(docsSite, docsEn, { yes: '219', no: '15', updated: '3 hours ago', commit: 'a91e07d', ai: 'Ask the assistant' })),
  noise('forum-online-de', 'content', 'German forum thread fetched either side of midnight; "Heute, 21:14" → "Gestern, 21:14" on every post, the online counter, a like count, "Ähnliche Themen" reordered.', page(forumSite, forumDe, { ...forumYesterday, online: 'Online: 97 Mitglieder und 842 Gäste', l2: '14', aehnlich: 'Heizkurve richtig einstellen|Brennwerttherme taktet nach Wartung|Hydraulischer Abgleich selbst machen?|Vaillant F.28 nach Stromausfall' }, { midnight: true })),
  noise('status-midnight-en', 'content', 'Status page fetched either side of midnight; the clock line, the uptime bars shift a day, "Dec 3, 2026 – No incidents reported today." added, Dec 2 loses "today", Nov 29 rolls off.', page(statusSite, statusEn, { clock: 'Current time: Thu, Dec 3, 2026 12:07 AM UTC', barFrom: '22', today: '<div class="day"><h3>Dec 3, 2026</h3><p>No incidents reported today.</p></div>', dec2: 'No incidents reported.', nov29: '' }, { midnight: true })),
  noise('extension-ratings-en', 'content', 'Extension store page; ratings "12,834" → "12,841", reviews and related extensions reordered, the website link\'s analytics id.', page(extensionSite, extensionEn, { ratings: '12,841', reviews: 'Jonas W. ★★★★☆ – Good, but I miss sync between computers.|Ahmed K. ★★★★★ – Simple and fast, does exactly one thing.|Maria G. ★★★★★ – Saves me every day. Export to Markdown is great.', related: 'Session Buddy – 4.7 ★|Toby for Chrome – 4.3 ★|OneTab – 4.4 ★|Workona Tab Manager – 4.5 ★', gl: '_gl=1*9k2m1p' })),
  // ----- noise: public services, boards, events, pricing -----
  noise('buergeramt-wartezeit-de', 'content', 'German citizens\' office; waiting time "ca. 25 Minuten (Stand 09:10 Uhr)" → "ca. 40 Minuten (Stand 09:40 Uhr)", next free appointment Di. 15.12. → Mi. 16.12.2026, dateline and weather.', page(buergeramtSite, buergeramtDe, { wartezeit: 'Aktuelle Wartezeit ohne Termin: ca. 40 Minuten (Stand 09:40 Uhr)', termin: 'Nächster freier Termin: Mi., 16.12.2026, 08:20 Uhr' }, { chrome: { before: { weather: 'Hannover 3 °C' }, after: { weather: 'Hannover 4 °C' } } })),
  noise('kommune-nyheder-da', 'content', 'Danish council grant fetched either side of midnight; news stamps "i dag kl. 21.15" → "i går kl. 21.15", "i går kl. 10.30" → "1. december 2026", the language banner rotates from English to Polish.', page(kommuneSite, kommuneDa, { sprog: 'Przeczytaj o dotacji po polsku', n1: 'i går kl. 21.15', n2: '1. december 2026' }, { midnight: true })),
  noise('tasa-hoy-es', 'content', 'Spanish council fee page; the hero banner rotates, "útil para 412 personas" → 415, dateline and weather.', page(tasaSite, tasaEs, { hero: 'Zaragoza Card: descuentos en museos y transporte', util: 'Esta información ha sido útil para 415 personas' }, { chrome: { before: { weather: 'Zaragoza 8 °C' }, after: { weather: 'Zaragoza 9 °C' } } })),
  noise('wniosek-sesja-pl', 'content', 'Polish e-service form; session timer "14:59" → "14:58", draft id, captcha and "Wygenerowano" stamp.', page(wniosekSite, wniosekPl, { sesja: '14:58', draft: 'WR-Q81D-7740', captcha: 'f02d9e', wygenerowano: '03.12.2026, 09:41:09' })),
  noise('formulario-dica-pt', 'content', 'Portuguese public service; the citizen shop\'s live waiting time 38 → 52 min, the "Sabia que…?" tip rotates, the dateline.', page(formularioSite, formularioPt, { espera: 'Loja do Cidadão das Laranjeiras – tempo médio de espera agora: 52 min', dica: 'Sabia que…? Se perder o cartão, pode cancelá-lo de imediato pela linha 210 990 111.' })),
  noise('praca-wczoraj-pl', 'content', 'Polish job board fetched either side of midnight; "dodano dzisiaj" → "dodano wczoraj", "3 dni temu" → "4 dni temu", an applicant count, "Polecane dla Ciebie" reordered, the personal new-offers count.', page(pracaSite, pracaPl, { a: 'dodano wczoraj · 33 kandydatów', b: 'dodano wczoraj · 14 kandydatów', c: 'dodano 4 dni temu', d: 'dodano 6 dni temu · 87 kandydatów', nowe: 'Nowe oferty od Twojej ostatniej wizyty: 0', polecane: 'Kurier – Wrocław Krzyki|Kierowca kat. C – Oleśnica|Pracownik produkcji – Wrocław Psie Pole' }, { midnight: true })),
  noise('vacatures-sollicitanten-nl', 'content', 'Dutch job ad; "23 mensen hebben gesolliciteerd" → 26, the recommendation block "Omdat je zocht op …" names another search with other jobs.', page(vacaturesSite, vacaturesNl, { sollicitanten: '26 mensen hebben gesolliciteerd', omdat: 'Omdat je zocht op verpleegkundige', aanbevolen: 'Verpleegkundige Cardiologie – UMC Utrecht|Verpleegkundige Longziekten – St. Antonius Nieuwegein|Doktersassistent – Huisartsenpraktijk Lombok' })),
  noise('bostad-visad-sv', 'content', 'Swedish rental fetched either side of midnight; "Publicerad idag 23:40" → "igår 23:40", views 134 → 141, similar homes reordered, the map tile key.', page(bostadSite, bostadSv, { publicerad: 'igår 23:40', visad: '141', kartnyckel: '9d3e', liknande: '3 rum, 71 m², Järnbrott – 12 380 kr/mån|2 rum, 58 m², Tynnered – 10 240 kr/mån|2 rum, 49 m², Högsbo – 9 120 kr/mån' }, { midnight: true })),
  noise('agenda-interesses-fr', 'content', 'French venue agenda; "Mis à jour il y a 5 min" → "34 min", tonight\'s weather 3 → 2 °C, interest counts move, "Vous aimerez aussi" reordered.', page(agendaSite, agendaFr, { maj: 'il y a 34 min', meteo: 'Strasbourg ce soir : 2 °C, ciel dégagé', i1: '318 personnes intéressées', i2: '1 219 personnes intéressées', aussi: 'Hoshi – La Vapeur|Clara Luciani – Zénith de Strasbourg|Juliette Armanet – Rockhal' })),
  noise('divadlo-dnes-cs', 'content', 'Czech theatre programme fetched either side of midnight; "čt 3. 12. (zítra)" → "(dnes)", "pá 4. 12." gains "(zítra)", seats left 12 → 9.', page(divadloSite, divadloCs, { d3: '(dnes)', d4: '(zítra) ', m3: 'Volných míst: 9' }, { midnight: true })),
  noise('saas-currency-en', 'content', 'SaaS price table; converted prices "≈ €18.62" → "≈ €18.71" and "≈ €83.79" → "≈ €84.19", the A/B button "Start for free" → "Create free account", "12,400+ developers" → "12,450+", the testimonial rotates.', page(saasEnSite, saasEn, { lokal1: '≈ €18.71 in your currency', lokal2: '≈ €84.19 in your currency', cta: 'Create free account', teams: '12,450+', quote: '“Deliverability went up the week we switched.” – Tomás R., founder of Kitebill' })),
  noise('saas-preise-de', 'content', 'German SaaS price table; the winter code "WINTER-8F2K" → "WINTER-Q4ZD", its countdown ticks, "Heute schon 17 Praxen gestartet" → 19.', page(saasDeSite, saasDe, { aktion: 'Winterangebot: 3 Monate −20 % mit dem Code WINTER-Q4ZD', countdown: '2 Tagen 14:22:31', heute: 'Heute schon 19 Praxen gestartet' })),
];
