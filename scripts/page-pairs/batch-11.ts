/**
 * The eleventh batch of page pairs (issue 22, manifest "batch": "pairs-11"), written in one go
 * after pairs-10's rules and split by name before any evaluation ran on it. Page kinds the weak
 * batches cover (a menu, an event list, an app listing, a status page, an application deadline, a
 * course, a property and a rental listing, fares and a ferry timetable, a fund's quote, shops in
 * R$, zł, CHF and €, stock told only in prose, a pack-size change with its unit price) and kinds
 * nobody wrote before (a library's branch list, a school calendar, football fixtures, a pharmacy
 * duty roster, a garage's price list, a council's fee table, a concert's ticket state), in en,
 * de, fr, es, it, nl, pt and pl. The noise is what real sites change between visits without a
 * label naming it: weather, relative times, live counters and scores, people viewing, delayed
 * quotes, currency conversions, a rotating teaser headline, a testimonial in a plain block,
 * related products, an A/B <h1>; the real changes are states written as a labelled value
 * ("Stato: Annullato", "Estado: Agotado", "Status: Temporarily closed"), few-percent moves,
 * changed limits, dates and fees, and an item removed from a list. Names start with "p11-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { renderShell, type Shell } from './batch-2-shell.js';

export const BATCH_11 = 'pairs-11';

type Values = Record<string, string>;

function page(shell: Shell, body: (v: Values) => string, before: Values, after: Values, head?: (v: Values) => string): (side: Side) => string {
  return (side) => {
    const v = side === 'before' ? before : { ...before, ...after };
    return renderShell(head ? { ...shell, head: head(v) } : shell, body(v));
  };
}

const { real, noise } = batchPairs(BATCH_11, 'p11');

const s = (site: string, lang: string, title: string): Shell => ({ site, lang, title });

// ---------- food, events, tickets ----------

const trattoria = (v: Values): string =>
  [
    '<div class="menu">',
    '<h1>Il nostro menù</h1>',
    `<p class="meteo">${v.meteo ?? 'Bologna oggi: 9°C, pioggia debole'}</p>`,
    '<h2>Primi</h2><ul>',
    '<li>Tagliatelle al ragù – 13 €</li>',
    '<li>Tortellini in brodo di cappone – 15 €</li>',
    '<li>Gramigna con salsiccia – 12 €</li>',
    '</ul>',
    '<h2>Secondi</h2><ul>',
    '<li>Cotoletta alla bolognese – 18 €</li>',
    v.ossobuco ?? '<li>Ossobuco in gremolata con purè – 22 €</li>',
    '<li>Bollito misto con salsa verde – 20 €</li>',
    '</ul>',
    '<h2>Dolci</h2><ul><li>Zuppa inglese – 6 €</li><li>Torta di riso – 5 €</li></ul>',
    '<p class="note">Coperto 2,50 €. Su richiesta prepariamo piatti senza glutine.</p>',
    '</div>',
  ].join('\n');

const eventi = (v: Values): string =>
  [
    '<div class="eventi">',
    '<h1>Eventi a Ferrara – dicembre</h1>',
    `<p class="aggiornato">${v.agg ?? 'Aggiornato 12 minuti fa'}</p>`,
    '<article class="evento"><h2>Mercatino di Natale in piazza Trento Trieste</h2><p>Dal 29 novembre al 6 gennaio, tutti i giorni dalle 10 alle 20</p><p>Stato: Confermato</p></article>',
    `<article class="evento"><h2>Concerto gospel al Teatro Comunale</h2><p>Sabato 20 dicembre, ore 21:00 · ingresso 15 €</p><p>${v.stato ?? 'Stato: Confermato'}</p></article>`,
    '<article class="evento"><h2>Pattinaggio sul ghiaccio al Parco Massari</h2><p>Dal 6 dicembre · 4 € a turno di 45 minuti</p><p>Stato: Confermato</p></article>',
    '</div>',
  ].join('\n');

const entradas = (v: Values): string =>
  [
    '<div class="concierto">',
    '<h1>Rozalén – Gira 2027 · WiZink Center, Madrid</h1>',
    '<p>Viernes 16 de abril de 2027 · Apertura de puertas 19:30 · Concierto 21:00</p>',
    '<ul class="zonas">',
    '<li>Pista – 42,00 €</li>',
    `<li>Grada lateral – 48,00 € · ${v.estado ?? 'Estado: Disponible'}</li>`,
    '<li>Grada frontal – 55,00 € · Estado: Disponible</li>',
    '</ul>',
    `<p class="quedan">${v.quedan ?? 'Quedan 212 entradas en pista'}</p>`,
    '<p>Máximo 6 entradas por compra. Los menores de 16 años deben ir acompañados de un adulto.</p>',
    '</div>',
  ].join('\n');

// ---------- apps and services ----------

const appDe = (v: Values): string =>
  [
    '<div class="app-listing">',
    '<h1>Wanderkarte Pro – Offline-Karten</h1>',
    '<p class="dev">Bergsicht Software GmbH · Enthält Werbung · In-App-Käufe</p>',
    `<p class="installs">${v.installs ?? '1.284.902 Downloads'}</p>`,
    '<h2>Über diese App</h2><p>Topografische Karten für ganz Europa, auch ohne Netz. Touren planen, Höhenprofile ansehen und GPX-Tracks importieren.</p>',
    '<h2>Neuerungen</h2><p>Version 7.4.1: Fehlerbehebungen bei der Routenplanung in den Dolomiten.</p>',
    '<h2>In-App-Produkte</h2><table class="iap"><tbody>',
    `<tr><td>Pro-Jahresabo</td><td>${v.abo ?? '24,99 €'}</td></tr>`,
    '<tr><td>Kartenpaket Alpen</td><td>4,99 €</td></tr>',
    '<tr><td>Kartenpaket Skandinavien</td><td>5,99 €</td></tr>',
    '</tbody></table>',
    '<p>Erfordert Android 9 oder höher.</p>',
    '</div>',
  ].join('\n');

const estado = (v: Values): string =>
  [
    '<div class="estado">',
    '<h1>Estado del servicio – Pagalia</h1>',
    `<p class="estado__act">${v.upd ?? 'Actualizado hace 2 minutos'}</p>`,
    '<table><thead><tr><th>Componente</th><th>Estado</th><th>Latencia media</th></tr></thead><tbody>',
    `<tr><td>API de pagos</td><td>Operativo</td><td>${v.lat1 ?? '182 ms'}</td></tr>`,
    `<tr><td>Panel de control</td><td>${v.panel ?? 'Operativo'}</td><td>${v.lat2 ?? '240 ms'}</td></tr>`,
    '<tr><td>Pagos con Bizum</td><td>Operativo</td><td>310 ms</td></tr>',
    '<tr><td>Webhooks</td><td>Operativo</td><td>95 ms</td></tr>',
    '</tbody></table>',
    '<p>Suscríbete para recibir avisos de incidencias por correo o SMS.</p>',
    '</div>',
  ].join('\n');

const scholarship = (v: Values): string =>
  [
    '<div class="funding">',
    `<h1>${v.h1 ?? 'Apply for the Hartley Scholarship'}</h1>`,
    '<p>The Hartley Scholarship covers tuition and a £4,000 living allowance for one year of postgraduate study in engineering.</p>',
    '<dl>',
    '<dt>Who can apply</dt><dd>UK residents holding an offer for a taught master’s course at the university</dd>',
    '<dt>Number of awards</dt><dd>12</dd>',
    `<dt>Applications close</dt><dd>${v.close ?? '28 February 2027, 12:00 noon'}</dd>`,
    '<dt>Decisions</dt><dd>By 30 April 2027</dd>',
    '</dl>',
    '<p><a class="btn" href="/funding/hartley/apply">Start your application</a></p>',
    '</div>',
  ].join('\n');

const formation = (v: Values): string =>
  [
    '<div class="formation">',
    '<h1>Formation Gestion de projet agile (certifiante)</h1>',
    '<p>35 heures sur 5 jours, en présentiel à Nantes ou à distance.</p>',
    '<ul class="infos">',
    '<li>Prochaine session : du 9 au 13 mars 2027</li>',
    `<li>Tarif : ${v.tarif ?? '1 450 €'} net de taxe</li>`,
    '<li>Éligible au CPF</li>',
    '<li>Groupe de 14 stagiaires maximum</li>',
    '</ul>',
    `<div class="avis"><p>${v.avis ?? '« Formateur passionnant, des cas pratiques très concrets que j’ai repris dès le lundi suivant. » – Julie, cheffe de projet'}</p><p class="avis__note">★★★★★</p></div>`,
    '</div>',
  ].join('\n');

// ---------- homes ----------

const immobile = (v: Values): string =>
  [
    '<div class="annuncio">',
    '<h1>Trilocale con terrazzo, via Mazzini – Verona</h1>',
    '<p class="prezzo">€ 289.000</p>',
    '<ul class="dati">',
    '<li>Superficie: 92 m²</li><li>Locali: 3</li><li>Piano: 4° con ascensore</li><li>Classe energetica: C</li>',
    `<li>Stato: ${v.stato ?? 'Disponibile'}</li>`,
    '</ul>',
    `<p class="visite">${v.visite ?? '32 persone hanno visto questo annuncio oggi'}</p>`,
    '<p>Luminoso trilocale in centro storico, ristrutturato nel 2021, con terrazzo abitabile di 18 m² e cantina.</p>',
    '</div>',
  ].join('\n');

const rental = (v: Values): string =>
  [
    '<div class="listing">',
    '<h1>2 Bed, 1 Bath – 418 Linden Ave, Apt 3B, Oakland</h1>',
    `<p class="listing__rent">${v.rent ?? '$2,150/mo'}</p>`,
    '<ul class="listing__facts">',
    '<li>Available: January 1</li><li>Lease: 12 months</li>',
    `<li>Security deposit: ${v.deposit ?? '$2,150'}</li>`,
    '<li>Pets: cats only</li><li>Laundry: in building</li>',
    '</ul>',
    `<p class="listing__meta">${v.meta ?? 'Listed 3 days ago · 18 people viewed this week'}</p>`,
    '<p>Top-floor unit with bay windows, hardwood floors and a renovated kitchen, two blocks from the Lake Merritt BART station.</p>',
    '</div>',
  ].join('\n');

// ---------- travel ----------

const tarife = (v: Values): string =>
  [
    '<div class="tarife">',
    `<p class="teaser">${v.teaser ?? 'Jetzt neu: das Deutschlandticket als Jobticket für Ihre Mitarbeitenden'}</p>`,
    '<h1>Tarife und Preise 2027</h1>',
    '<table><thead><tr><th>Fahrkarte</th><th>Preisstufe A</th><th>Preisstufe B</th></tr></thead><tbody>',
    `<tr><td>Einzelfahrt Erwachsene</td><td>${v.einzel ?? '3,20 €'}</td><td>4,10 €</td></tr>`,
    '<tr><td>4-Fahrten-Karte</td><td>11,60 €</td><td>14,80 €</td></tr>',
    '<tr><td>Tageskarte</td><td>7,90 €</td><td>10,40 €</td></tr>',
    '<tr><td>Kinder (6–14 Jahre)</td><td>1,60 €</td><td>2,10 €</td></tr>',
    '</tbody></table>',
    '<p>Kinder unter 6 Jahren fahren kostenlos. Fahrräder kosten außerhalb der Hauptverkehrszeit nichts.</p>',
    '</div>',
  ].join('\n');

const pont = (v: Values): string =>
  [
    '<div class="dienstregeling">',
    '<h1>Dienstregeling veerpont Buiksloterweg – Centraal Station</h1>',
    `<p class="live">${v.live ?? 'Volgende afvaart over 4 min.'}</p>`,
    '<table><tbody>',
    '<tr><td>Maandag t/m vrijdag</td><td>6:30 – 21:00 elke 6 minuten, daarna elke 12 minuten</td></tr>',
    '<tr><td>Zaterdag</td><td>7:00 – 21:00 elke 10 minuten</td></tr>',
    '<tr><td>Zon- en feestdagen</td><td>8:00 – 21:00 elke 10 minuten</td></tr>',
    '</tbody></table>',
    `<p>${v.laatste ?? 'Laatste afvaart: 0:00 uur'}</p>`,
    '<p>De overtocht is gratis voor voetgangers, fietsers en bromfietsers.</p>',
    '</div>',
  ].join('\n');

// ---------- money ----------

const fund = (v: Values): string =>
  [
    '<div class="fund">',
    '<h1>Northgate Global Index Fund – Accumulation units</h1>',
    `<div class="fund__quote"><span>${v.px ?? '184.20p'}</span> <span>${v.chg ?? '▲ 0.42%'}</span> <span>Prices delayed by 15 minutes</span></div>`,
    '<dl>',
    '<dt>Ongoing charges</dt><dd>0.22%</dd>',
    `<dt>Minimum initial investment</dt><dd>${v.min ?? '£500'}</dd>`,
    '<dt>Minimum monthly saving</dt><dd>£50</dd>',
    '<dt>Fund size</dt><dd>£4.1bn</dd>',
    '</dl>',
    '<p>The fund tracks the FTSE All-World Index. The value of investments can fall as well as rise.</p>',
    '</div>',
  ].join('\n');

const garage = (v: Values): string =>
  [
    '<div class="prices">',
    '<h1>Servicing prices – Kingsway Motors, Leeds</h1>',
    `<p class="prices__booked">${v.booked ?? 'Booked 14 times today'}</p>`,
    '<table><tbody>',
    '<tr><td>MOT test</td><td>£54.85</td></tr>',
    '<tr><td>Interim service</td><td>£139</td></tr>',
    `<tr><td>Full service</td><td>${v.full ?? '£189'}</td></tr>`,
    '<tr><td>Air-con regas</td><td>£69</td></tr>',
    '<tr><td>Brake fluid change</td><td>£55</td></tr>',
    '</tbody></table>',
    '<p>All prices include VAT and a free courtesy car for bookings made 48 hours ahead.</p>',
    '</div>',
  ].join('\n');

const gebuehren = (v: Values): string =>
  [
    '<div class="gebuehren">',
    '<h1>Gebühren im Bürgeramt</h1>',
    `<p class="termin">${v.termin ?? 'Nächster freier Termin: Dienstag, 9. Dezember, 08:40 Uhr'}</p>`,
    '<table><thead><tr><th>Leistung</th><th>Gebühr</th></tr></thead><tbody>',
    '<tr><td>Personalausweis (ab 24 Jahre)</td><td>37,00 €</td></tr>',
    `<tr><td>Reisepass (ab 24 Jahre)</td><td>${v.pass ?? '70,00 €'}</td></tr>`,
    '<tr><td>Führungszeugnis</td><td>13,00 €</td></tr>',
    '<tr><td>Meldebescheinigung</td><td>10,00 €</td></tr>',
    '</tbody></table>',
    '<p>Zahlung mit Girocard oder bar. Bitte bringen Sie ein aktuelles biometrisches Passfoto mit.</p>',
    '</div>',
  ].join('\n');

// ---------- shops ----------

const airFryer = (v: Values): string =>
  [
    '<div class="produto">',
    '<h1>Fritadeira Elétrica Air Fryer 5,5 L Digital – Preta</h1>',
    `<p class="produto__preco">${v.preco ?? 'R$ 499,90'}</p>`,
    `<p class="produto__parcelas">${v.parcelas ?? 'ou 10x de R$ 49,99 sem juros'}</p>`,
    `<p class="produto__social">${v.social ?? '87 pessoas compraram nas últimas 24 horas'}</p>`,
    '<button class="btn-comprar">Comprar</button>',
    '<ul><li>Potência de 1500 W</li><li>8 funções pré-programadas</li><li>Cesto antiaderente removível</li></ul>',
    '</div>',
  ].join('\n');

const airFryerLd = (v: Values): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Fritadeira Elétrica Air Fryer 5,5 L Digital', sku: 'AF55-PT', offers: { '@type': 'Offer', priceCurrency: 'BRL', price: v.ldPrice ?? '499.90', availability: 'https://schema.org/InStock' } })}</script>`;

const ekspres = (v: Values): string =>
  [
    '<div class="karta-produktu">',
    '<h1>Ekspres przelewowy Kafeo 10 filiżanek</h1>',
    `<p class="cena">${v.cena ?? '349,00 zł'}</p>`,
    `<p class="przelicznik">${v.eur ?? '≈ 81,20 EUR (orientacyjnie)'}</p>`,
    '<p class="dostepnosc">Dostępny – wysyłka w 24 godziny</p>',
    '<button class="do-koszyka">Dodaj do koszyka</button>',
    '<ul><li>Moc 1000 W</li><li>Pojemność 1,25 l</li><li>Funkcja utrzymywania temperatury przez 40 minut</li></ul>',
    '</div>',
  ].join('\n');

const velohelm = (v: Values): string =>
  [
    '<div class="artikel">',
    '<h1>Velohelm Urban MIPS, Grösse M</h1>',
    `<p class="artikel__preis">${v.preis ?? 'CHF 89.90'}</p>`,
    `<p class="artikel__rang">${v.rang ?? 'Bestseller in Velohelme: Platz 3'}</p>`,
    '<p class="artikel__lieferung">An Lager – Lieferung in 1–2 Werktagen</p>',
    '<button class="in-den-warenkorb">In den Warenkorb</button>',
    '<ul><li>MIPS-Schutzsystem</li><li>Integriertes LED-Rücklicht</li><li>Gewicht 340 g</li></ul>',
    '</div>',
  ].join('\n');

const bouilloire = (v: Values): string =>
  [
    '<div class="fiche-produit">',
    '<h1>Bouilloire inox 1,7 L à température réglable</h1>',
    '<p class="fiche-produit__prix">59,99 €</p>',
    `<p class="fiche-produit__dispo">${v.dispo ?? 'Cet article est en stock dans notre entrepôt de Lille et part sous 24 h.'}</p>`,
    '<button class="ajouter-panier">Ajouter au panier</button>',
    '<ul><li>5 températures de 70 à 100 °C</li><li>Maintien au chaud 30 minutes</li><li>Socle pivotant à 360°</li></ul>',
    `<section class="cross-sell"><h2>Vous aimerez aussi</h2><ul>${v.aussi ?? '<li>Théière en fonte 0,8 L – 34,90 €</li><li>Boîte à thé hermétique – 12,50 €</li><li>Grille-pain 2 fentes inox – 44,99 €</li>'}</ul></section>`,
    '</div>',
  ].join('\n');

const tablets = (v: Values): string =>
  [
    '<div class="product">',
    '<h1>Brightwash All-in-One Dishwasher Tablets</h1>',
    `<p class="product__pack">${v.pack ?? 'Pack of 60 tablets'}</p>`,
    `<p class="product__price">£9.00 <span class="product__unit">${v.unit ?? '(15p each)'}</span></p>`,
    `<p class="product__slot">${v.slot ?? 'Next delivery slot: today 18:00–19:00'}</p>`,
    '<button class="add-to-trolley">Add to trolley</button>',
    '<p>Cuts through grease at 40 °C. Phosphate free. Wrapper dissolves in the wash.</p>',
    '</div>',
  ].join('\n');

// ---------- town life ----------

const library = (v: Values): string =>
  [
    '<div class="branches">',
    '<h1>Library branches and opening hours</h1>',
    `<p class="now">${v.now ?? 'Central Library: open now · closes in 2 hours'}</p>`,
    '<section class="branch"><h2>Central Library</h2><p>Mon–Fri 9:00–19:00, Sat 10:00–16:00</p><p>Status: Open</p></section>',
    `<section class="branch"><h2>Hillside Library</h2><p>Tue, Thu 10:00–17:00, Sat 10:00–13:00</p><p>${v.hillside ?? 'Status: Open'}</p></section>`,
    '<section class="branch"><h2>Riverside Library</h2><p>Mon, Wed, Fri 10:00–17:00</p><p>Status: Open</p></section>',
    '<p>Returns can be made at any branch or in the 24-hour drop box outside Central Library.</p>',
    '</div>',
  ].join('\n');

const schoolCalendar = (v: Values): string =>
  [
    '<div class="calendar">',
    '<h1>2026–27 District Calendar</h1>',
    `<p class="weather">Today in Maplewood: ${v.wx ?? '34°F, snow showers'}</p>`,
    '<ul>',
    '<li>First day of school: August 26, 2026</li>',
    '<li>Thanksgiving break: November 25–27</li>',
    '<li>Winter break: December 21 – January 1</li>',
    '<li>Mid-winter recess: February 15–19</li>',
    '<li>Spring break: April 5–9</li>',
    `<li>${v.last ?? 'Last day of school: June 11, 2027'}</li>`,
    '</ul>',
    '<p>Snow days are made up at the end of the school year.</p>',
    '</div>',
  ].join('\n');

const spielplan = (v: Values): string =>
  [
    '<div class="spielplan">',
    `<div class="live-score">${v.live ?? 'Live: FC Nordstern – SC Eintracht 1:0 (63.)'}</div>`,
    '<h1>Spielplan TSV Hohenbrunn – Kreisliga 2026/27</h1>',
    '<table><thead><tr><th>Datum</th><th>Anstoß</th><th>Begegnung</th></tr></thead><tbody>',
    '<tr><td>So, 07.12.</td><td>14:00</td><td>TSV Hohenbrunn – SV Aying</td></tr>',
    `<tr><td>So, 14.12.</td><td>${v.anstoss ?? '14:30'}</td><td>FC Putzbrunn – TSV Hohenbrunn</td></tr>`,
    '<tr><td>Sa, 20.12.</td><td>13:00</td><td>TSV Hohenbrunn – SpVgg Höhenkirchen</td></tr>',
    '</tbody></table>',
    '<p>Heimspiele auf dem Sportgelände an der Rosenheimer Straße. Eintritt 4 €, ermäßigt 2 €.</p>',
    '</div>',
  ].join('\n');

const farmacias = (v: Values): string =>
  [
    '<div class="guardias">',
    '<h1>Farmacias de guardia – Logroño, diciembre</h1>',
    `<p class="visitas">${v.visitas ?? 'Visitas: 184.203'}</p>`,
    '<table><thead><tr><th>Fecha</th><th>Farmacia</th><th>Dirección</th></tr></thead><tbody>',
    '<tr><td>Lunes 22</td><td>Farmacia Sáenz</td><td>Calle Portales 12</td></tr>',
    '<tr><td>Martes 23</td><td>Farmacia Ibarra</td><td>Avenida de Navarra 4</td></tr>',
    `<tr><td>Miércoles 24</td><td>${v.f24 ?? 'Farmacia López Arana'}</td><td>${v.d24 ?? 'Calle Vara de Rey 31'}</td></tr>`,
    '<tr><td>Jueves 25</td><td>Farmacia Martínez</td><td>Gran Vía 58</td></tr>',
    '</tbody></table>',
    '<p>Servicio de guardia de 9:30 a 9:30 del día siguiente.</p>',
    '</div>',
  ].join('\n');

const trattoriaSite = s('Trattoria Da Gino', 'it-IT', 'Menù | Trattoria Da Gino, Bologna');
const eventiSite = s('Ferrara Eventi', 'it-IT', 'Eventi a dicembre | Ferrara Eventi');
const entradasSite = s('Taquilla Centro', 'es-ES', 'Rozalén en Madrid | Taquilla Centro');
const appSite = s('AppMarkt', 'de-DE', 'Wanderkarte Pro | AppMarkt');
const estadoSite = s('Pagalia', 'es-ES', 'Estado del servicio | Pagalia');
const uniSite = s('University of Northbridge', 'en-GB', 'Hartley Scholarship | University of Northbridge');
const formationSite = s('Campus Pro Nantes', 'fr-FR', 'Gestion de projet agile | Campus Pro');
const immobileSite = s('CasaVerona', 'it-IT', 'Trilocale via Mazzini | CasaVerona');
const rentalSite = s('BayRentals', 'en-US', '418 Linden Ave 3B | BayRentals');
const tarifeSite = s('Verkehrsverbund Mittelfranken-Süd', 'de-DE', 'Tarife | VMS');
const pontSite = s('Veerdiensten Amsterdam', 'nl-NL', 'Dienstregeling | Veerdiensten Amsterdam');
const fundSite = s('Northgate Investments', 'en-GB', 'Global Index Fund | Northgate');
const garageSite = s('Kingsway Motors', 'en-GB', 'Servicing prices | Kingsway Motors');
const amtSite = s('Stadt Erlangen', 'de-DE', 'Gebühren Bürgeramt | Stadt Erlangen');
const lojaSite = s('Casa Prática', 'pt-BR', 'Air Fryer 5,5 L | Casa Prática');
const sklepSite = s('KawaDom', 'pl-PL', 'Ekspres przelewowy Kafeo | KawaDom');
const veloSite = s('Velowelt', 'de-CH', 'Velohelm Urban MIPS | Velowelt');
const cuisineSite = s('Maison Cuisine', 'fr-FR', 'Bouilloire inox 1,7 L | Maison Cuisine');
const grocerSite = s('FreshCart', 'en-GB', 'Brightwash tablets | FreshCart');
const librarySite = s('Ashford Libraries', 'en-GB', 'Branches and opening hours | Ashford Libraries');
const schoolSite = s('Maplewood School District', 'en-US', 'District Calendar | Maplewood Schools');
const vereinSite = s('TSV Hohenbrunn', 'de-DE', 'Spielplan | TSV Hohenbrunn');
const colegioSite = s('Colegio de Farmacéuticos de La Rioja', 'es-ES', 'Farmacias de guardia | COF La Rioja');

export const PAIRS_11: PairSpec[] = [
  // ----- real -----
  real('menu-dish-removed-it', 'content', 'content', 'Italian trattoria; the ossobuco line is gone from the secondi.', page(trattoriaSite, trattoria, {}, { ossobuco: '' })),
  real('event-state-cancelled-it', 'content', 'content', 'Italian events list; the gospel concert "Stato: Confermato" → "Stato: Annullato".', page(eventiSite, eventi, {}, { stato: 'Stato: Annullato' })),
  real('concert-zone-sold-out-es', 'content', 'content', 'Spanish ticket shop; the side stand "Estado: Disponible" → "Estado: Agotado".', page(entradasSite, entradas, {}, { estado: 'Estado: Agotado' })),
  real('app-subscription-rise-de', 'content', 'content', 'German app listing; the yearly Pro subscription 24,99 € → 25,99 € (+4%).', page(appSite, appDe, {}, { abo: '25,99 €' })),
  real('status-panel-outage-es', 'content', 'content', 'Spanish status page; the dashboard "Operativo" → "Interrupción parcial", its latency column unchanged.', page(estadoSite, estado, {}, { panel: 'Interrupción parcial' })),
  real('scholarship-deadline-earlier', 'content', 'content', 'UK scholarship; applications close 28 February → 14 February 2027.', page(uniSite, scholarship, {}, { close: '14 February 2027, 12:00 noon' })),
  real('formation-fee-rise-fr', 'content', 'content', 'French training course; fee 1 450 € → 1 490 € (+2.8%).', page(formationSite, formation, {}, { tarif: '1 490 €' })),
  real('immobile-sold-it', 'content', 'content', 'Italian property listing; "Stato: Disponibile" → "Stato: Venduto".', page(immobileSite, immobile, {}, { stato: 'Venduto' })),
  real('rental-rent-drop', 'content', 'content', 'US rental; $2,150/mo → $2,095/mo (-2.6%), the deposit follows.', page(rentalSite, rental, {}, { rent: '$2,095/mo', deposit: '$2,095' })),
  real('fare-single-rise-de', 'content', 'content', 'German transit fares; single ticket zone A 3,20 € → 3,30 € (+3%).', page(tarifeSite, tarife, {}, { einzel: '3,30 €' })),
  real('ferry-last-departure-nl', 'content', 'content', 'Dutch ferry timetable; last crossing 0:00 → 23:00.', page(pontSite, pont, {}, { laatste: 'Laatste afvaart: 23:00 uur' })),
  real('fund-minimum-raised', 'content', 'content', 'UK fund page; minimum initial investment £500 → £1,000.', page(fundSite, fund, {}, { min: '£1,000' })),
  real('garage-full-service-rise', 'content', 'content', 'UK garage price list; full service £189 → £195 (+3%).', page(garageSite, garage, {}, { full: '£195' })),
  real('passport-fee-rise-de', 'content', 'content', 'German council fee table; passport 70,00 € → 73,00 €.', page(amtSite, gebuehren, {}, { pass: '73,00 €' })),
  real('airfryer-three-percent-drop-br', 'price', 'price', 'Brazilian shop with JSON-LD; R$ 499,90 → R$ 484,90 (-3%), the instalments follow.', page(lojaSite, airFryer, {}, { preco: 'R$ 484,90', parcelas: 'ou 10x de R$ 48,49 sem juros', ldPrice: '484.90' }, airFryerLd)),
  real('ekspres-small-drop-pl', 'price', 'price', 'Polish plain shop; 349,00 zł → 345,00 zł (-1.1%), the euro estimate follows.', page(sklepSite, ekspres, {}, { cena: '345,00 zł', eur: '≈ 80,27 EUR (orientacyjnie)' })),
  real('velohelm-rise-ch', 'price', 'price', 'Swiss plain shop; CHF 89.90 → CHF 92.90 (+3.3%).', page(veloSite, velohelm, {}, { preis: 'CHF 92.90' })),
  real('kettle-stock-prose-fr', 'availability', 'availability', 'French shop, stock told only in a sentence; in stock and shipped in 24 h → "momentanément indisponible, réassort attendu début février".', page(cuisineSite, bouilloire, {}, { dispo: 'Cet article est momentanément indisponible. Nous attendons un réassort début février.' })),
  real('tablets-pack-shrink', 'content', 'content', 'UK grocery; same £9.00, pack of 60 → 52 tablets, "(15p each)" → "(17.3p each)".', page(grocerSite, tablets, {}, { pack: 'Pack of 52 tablets', unit: '(17.3p each)' })),
  real('library-branch-closed', 'content', 'content', 'UK library branches; Hillside "Status: Open" → "Status: Temporarily closed".', page(librarySite, library, {}, { hillside: 'Status: Temporarily closed' })),
  real('school-last-day-moved', 'content', 'content', 'US school calendar; last day of school June 11 → June 15, 2027.', page(schoolSite, schoolCalendar, {}, { last: 'Last day of school: June 15, 2027' })),
  real('fixture-kickoff-moved-de', 'content', 'content', 'German football fixtures; the 14.12. away game kicks off 14:30 → 12:15.', page(vereinSite, spielplan, {}, { anstoss: '12:15' })),
  real('pharmacy-duty-swapped-es', 'content', 'content', 'Spanish duty roster; 24 December now Farmacia Central, Calle Bretón de los Herreros 9.', page(colegioSite, farmacias, {}, { f24: 'Farmacia Central', d24: 'Calle Bretón de los Herreros 9' })),

  // ----- noise -----
  noise('menu-weather-it', 'content', 'Italian trattoria; the weather line "9°C, pioggia debole" → "12°C, sereno".', page(trattoriaSite, trattoria, {}, { meteo: 'Bologna oggi: 12°C, sereno' })),
  noise('events-updated-ago-it', 'content', 'Italian events list; "Aggiornato 12 minuti fa" → "Aggiornato 1 ora fa".', page(eventiSite, eventi, {}, { agg: 'Aggiornato 1 ora fa' })),
  noise('concert-tickets-left-es', 'content', 'Spanish ticket shop; "Quedan 212 entradas en pista" → "Quedan 198".', page(entradasSite, entradas, {}, { quedan: 'Quedan 198 entradas en pista' })),
  noise('app-installs-counter-de', 'content', 'German app listing; the download counter ticks 1.284.902 → 1.285.417.', page(appSite, appDe, {}, { installs: '1.285.417 Downloads' })),
  noise('status-latency-es', 'content', 'Spanish status page; "Actualizado hace 2 minutos" → "hace 7 minutos", latencies 182 → 176 ms and 240 → 251 ms.', page(estadoSite, estado, {}, { upd: 'Actualizado hace 7 minutos', lat1: '176 ms', lat2: '251 ms' })),
  noise('scholarship-h1-ab', 'content', 'UK scholarship; A/B heading in a plain <h1>.', page(uniSite, scholarship, {}, { h1: 'Your Hartley Scholarship application starts here' })),
  noise('formation-testimonial-fr', 'content', 'French course; the testimonial in a plain "avis" block shows another trainee.', page(formationSite, formation, {}, { avis: '« Enfin une formation où l’on pratique Scrum au lieu d’en parler. Je recommande sans hésiter. » – Karim, product owner' })),
  noise('immobile-viewers-it', 'content', 'Italian listing; "32 persone hanno visto" → "41 persone".', page(immobileSite, immobile, {}, { visite: '41 persone hanno visto questo annuncio oggi' })),
  noise('rental-listing-age', 'content', 'US rental; "Listed 3 days ago · 18 people viewed" → "4 days ago · 23 people".', page(rentalSite, rental, {}, { meta: 'Listed 4 days ago · 23 people viewed this week' })),
  noise('fare-teaser-de', 'content', 'German transit fares; the unlabelled teaser headline above the table rotates.', page(tarifeSite, tarife, {}, { teaser: 'Mit der App zum Ticket in 30 Sekunden – ganz ohne Registrierung' })),
  noise('ferry-next-departure-nl', 'content', 'Dutch ferry; "Volgende afvaart over 4 min." → "over 9 min.".', page(pontSite, pont, {}, { live: 'Volgende afvaart over 9 min.' })),
  noise('fund-delayed-quote', 'content', 'UK fund page; the delayed quote 184.20p ▲ 0.42% → 183.95p ▼ 0.14%.', page(fundSite, fund, {}, { px: '183.95p', chg: '▼ 0.14%' })),
  noise('garage-booked-today', 'content', 'UK garage; "Booked 14 times today" → "Booked 19 times today".', page(garageSite, garage, {}, { booked: 'Booked 19 times today' })),
  noise('amt-next-slot-de', 'content', 'German council fees; the next free appointment moves from Tuesday 08:40 to Wednesday 11:20.', page(amtSite, gebuehren, {}, { termin: 'Nächster freier Termin: Mittwoch, 10. Dezember, 11:20 Uhr' })),
  noise('airfryer-bought-counter-br', 'price', 'Brazilian shop; "87 pessoas compraram nas últimas 24 horas" → "93 pessoas".', page(lojaSite, airFryer, {}, { social: '93 pessoas compraram nas últimas 24 horas' }, airFryerLd)),
  noise('ekspres-conversion-pl', 'price', 'Polish shop; the euro estimate "≈ 81,20 EUR" → "≈ 80,95 EUR" with the exchange rate, the złoty price unchanged.', page(sklepSite, ekspres, {}, { eur: '≈ 80,95 EUR (orientacyjnie)' })),
  noise('velohelm-rank-ch', 'price', 'Swiss shop; "Bestseller in Velohelme: Platz 3" → "Platz 2".', page(veloSite, velohelm, {}, { rang: 'Bestseller in Velohelme: Platz 2' })),
  noise('kettle-cross-sell-fr', 'availability', 'French shop; "Vous aimerez aussi" shows other products and prices.', page(cuisineSite, bouilloire, {}, { aussi: '<li>Mug isotherme 45 cl – 19,90 €</li><li>Infuseur à thé inox – 7,50 €</li><li>Cafetière à piston 1 L – 29,99 €</li>' })),
  noise('tablets-delivery-slot', 'content', 'UK grocery; "Next delivery slot: today 18:00–19:00" → "tomorrow 08:00–09:00".', page(grocerSite, tablets, {}, { slot: 'Next delivery slot: tomorrow 08:00–09:00' })),
  noise('library-closes-in', 'content', 'UK libraries; "open now · closes in 2 hours" → "closes in 47 minutes".', page(librarySite, library, {}, { now: 'Central Library: open now · closes in 47 minutes' })),
  noise('school-weather', 'content', 'US school calendar; "34°F, snow showers" → "29°F, cloudy".', page(schoolSite, schoolCalendar, {}, { wx: '29°F, cloudy' })),
  noise('fixture-live-score-de', 'content', 'German fixtures; the live score of another game 1:0 (63.) → 2:1 (81.).', page(vereinSite, spielplan, {}, { live: 'Live: FC Nordstern – SC Eintracht 2:1 (81.)' })),
  noise('pharmacy-visit-counter-es', 'content', 'Spanish duty roster; "Visitas: 184.203" → "Visitas: 184.377".', page(colegioSite, farmacias, {}, { visitas: 'Visitas: 184.377' })),
];
