/**
 * The pages of the twenty-eighth batch of page pairs (issue 22), shaped like real sites' pages that
 * carry per-load parts beside what a user watches: a British building society's savings account
 * with a recommended-for-you strip and a rates-checked age, a German shop's coffee machine with
 * viewers, a delivery date, a points balance and a recommendation shelf, a French prefecture's
 * permit page with a publication age, a consent banner and a form nonce, a Spanish airline's
 * baggage rules beside a fares carousel and a currency footer, an Italian university's admissions
 * notice with a countdown and a read counter, and a Dutch bike shop's e-bike with its sizes and
 * reviews in another order. The other pages are in batch-28-more-pages.ts. A page is drawn from values.
 */
import type { Values } from './batch-12-shops.js';
import { items, ld, rows, tiles } from './batch-26-pages.js';

/** British building society's easy-access saver: rates, withdrawal rules, a rates-checked age, a personalised strip. */
export const saverEn = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Home</a> › Savings › Easy access</nav>',
    '<h1>Online Easy Access Saver (Issue 14)</h1>',
    `<p class="checked">${v.checked ?? 'Rates checked 6 minutes ago'}</p>`,
    `<table><tr><th>Balance</th><th>Gross p.a.</th><th>AER</th></tr>${rows(`£1 – £24,999~${v.rate ?? '4.15%'}~${v.rate ?? '4.15%'}|£25,000 – £249,999~4.20%~4.20%|£250,000+~4.20%~4.20%`)}</table>`,
    `<h2>Key features</h2><ul>${items(`Open with £1 and manage online or in the app|${v.withdrawals ?? 'Up to 3 withdrawals each calendar year'} without losing interest; further withdrawals earn 1.00% AER for the rest of that year|Interest calculated daily, paid annually on 1 April|Protected by the FSCS up to £85,000`)}</ul>`,
    `<section class="foryou"><h2>Recommended for you</h2><ul>${tiles(v.foryou ?? '1 Year Fixed Rate Bond~4.35% AER|Regular Saver (Issue 3)~6.00% AER|Cash ISA Easy Access~4.05% AER tax-free')}</ul></section>`,
    `<p class="chat">${v.chat ?? 'Chat with us – 3 advisers online'}</p>`,
    '<p class="small">AER stands for Annual Equivalent Rate and illustrates what the interest rate would be if interest was paid and compounded once each year. Rates are variable.</p>',
  ].join('\n');

/** German shop's bean-to-cup machine: price, instalments, stock per colour, viewers, delivery date, points balance, shelves. */
export const vollautomatDe = (v: Values): string =>
  [
    ld('De\'Longhi Magnifica Evo ECAM290.61.B Kaffeevollautomat', 'EUR', v.ld ?? '649.00', v.ldStock ?? 'InStock'),
    `<p class="punkte">${v.punkte ?? 'Ihr Punktestand: 1.240 DeutschlandCard-Punkte'}</p>`,
    '<nav class="crumbs"><a href="/">Startseite</a> › Küche › Kaffee &amp; Espresso › Kaffeevollautomaten</nav>',
    '<article class="pdp">',
    '<h1>De\'Longhi Magnifica Evo ECAM290.61.B Kaffeevollautomat mit Milchsystem</h1>',
    `<div class="buybox"><p class="preis">${v.preis ?? '649,00 €'}</p><p class="uvp">UVP <s>799,00 €</s></p><p class="raten">${v.raten ?? 'oder 24 × 27,04 € mit 0 % Finanzierung'}</p>`,
    `<table class="farben"><tr><th>Farbe</th><th>Verfügbarkeit</th></tr>${rows(`Schwarz (ausgewählt)~${v.schwarz ?? 'Auf Lager – sofort lieferbar'}|Titan~Auf Lager – sofort lieferbar|Weiß~Nicht verfügbar`)}</table>`,
    `<p class="lieferung">${v.lieferung ?? 'Bestellen Sie innerhalb von 5 Std. 12 Min., Lieferung Dienstag, 1. Dezember'}</p><button>In den Warenkorb</button></div>`,
    `<p class="viewers">${v.viewers ?? '17 Personen sehen sich diesen Artikel gerade an'}</p>`,
    '<h2>Produktbeschreibung</h2><p>Kegelmahlwerk mit 13 Mahlgradstufen, LatteCrema-System für Cappuccino und Latte Macchiato auf Knopfdruck, Wassertank 1,8 l, Bohnenbehälter 250 g. Abnehmbare Brühgruppe.</p>',
    `<section class="reco"><h2>Kunden kauften auch</h2><ul>${tiles(v.reco ?? 'Entkalker EcoDecalk 500 ml~12,99 €|Milchkanne Edelstahl~19,99 €|Wasserfilter DLSC002~14,49 €|Espressotassen 6er-Set~24,95 €')}</ul></section>`,
    '</article>',
  ].join('\n');

/** French prefecture's residence permit page: a publication age, fees, counter hours, a consent banner, a form nonce. */
export const titreFr = (v: Values): string =>
  [
    v.consent ?? '',
    '<nav class="crumbs"><a href="/">Accueil</a> › Démarches › Étrangers en France › Titre de séjour</nav>',
    '<h1>Renouveler un titre de séjour</h1>',
    `<p class="publie">${v.publie ?? 'Publié le 14/10/2026 · Mis à jour il y a 3 jours'}</p>`,
    '<p>La demande de renouvellement se fait en ligne sur l’ANEF, entre 4 et 2 mois avant la date d’expiration du titre. Un récépissé vous est remis pendant l’instruction du dossier.</p>',
    `<h2>Coût</h2><table>${rows(`Carte de séjour temporaire~${v.taxe ?? '225 €'} (dont 25 € de droit de timbre)|Carte de résident~225 €|Duplicata~75 €`)}</table>`,
    `<h2>Accueil du public</h2><table>${rows(`Lundi, mardi, jeudi~${v.accueil ?? '8 h 45 – 12 h 00'}|Mercredi~Sur rendez-vous uniquement|Vendredi~8 h 45 – 11 h 30`)}</table>`,
    `<form class="contact" method="post" action="/ecrire"><input type="hidden" name="_nonce" value="${v.nonce ?? 'a91f03c7e2'}"><label>Votre message<textarea name="m"></textarea></label><button>Envoyer</button></form>`,
  ].join('\n');

/** Spanish airline's baggage page: a fares carousel with prices, the cabin-bag rule, fees, a currency footer. */
export const equipajeEs = (v: Values): string =>
  [
    `<section class="ofertas"><h2>Ofertas para ti</h2><ul>${tiles(v.ofertas ?? 'Madrid – Londres~desde 39 €|Barcelona – Roma~desde 44 €|Valencia – París~desde 52 €')}</ul></section>`,
    '<nav class="crumbs"><a href="/">Inicio</a> › Información › Equipaje</nav>',
    '<h1>Equipaje de mano y facturado</h1>',
    `<p>Todas las tarifas incluyen un bolso pequeño bajo el asiento (40 × 30 × 15 cm). Las tarifas Plus y Flex incluyen además una maleta de cabina de hasta ${v.cabina ?? '10 kg'} y 55 × 40 × 20 cm.</p>`,
    `<h2>Equipaje facturado</h2><table>${rows(`Maleta de 23 kg, en la web~${v.maleta ?? '25 €'} por trayecto|Maleta de 23 kg, en el aeropuerto~45 € por trayecto|Exceso de peso, por kg~12 €|Equipaje deportivo~50 € por trayecto`)}</table>`,
    '<p>El equipaje facturado se entrega en el mostrador hasta 45 minutos antes de la salida en vuelos nacionales y 60 minutos en internacionales.</p>',
    `<p class="divisa">${v.divisa ?? 'Precios en EUR · 25 € ≈ 21,35 £ ≈ 26,41 US$ (tipo de cambio orientativo de hoy)'}</p>`,
  ].join('\n');

/** Italian university's admissions notice: a countdown to the deadline, a read counter, dates in a table, related notices. */
export const bandoIt = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Ateneo</a> › Didattica › Bandi di ammissione</nav>',
    '<h1>Ammissione ai corsi di laurea magistrale a numero programmato, a.a. 2027/2028</h1>',
    `<p class="countdown">${v.countdown ?? 'Mancano 47 giorni alla chiusura delle iscrizioni'}</p>`,
    `<p class="letture">${v.letture ?? 'Letto 1.203 volte'}</p>`,
    `<table>${rows(`Apertura iscrizioni~1 dicembre 2026|Scadenza iscrizioni~${v.scadenza ?? '15 gennaio 2027, ore 12:00'}|Prova di ammissione~${v.prova ?? '10 febbraio 2027'}|Pubblicazione graduatoria~entro il 3 marzo 2027`)}</table>`,
    `<p>Il contributo di partecipazione è di ${v.contributo ?? '30 euro'} e non è rimborsabile. I posti disponibili sono indicati nell’allegato A del bando.</p>`,
    `<section class="correlati"><h2>Avvisi correlati</h2><ul>${items(v.correlati ?? 'Borse di studio DSU 2027: i requisiti|Test di inglese B2, nuove date|Alloggi universitari, graduatoria provvisoria')}</ul></section>`,
  ].join('\n');

/** Dutch bike shop's e-bike: price, stock per frame size, reviews, a layout that an A/B test rearranges. */
export const fietsNl = (v: Values): string => {
  const buy = `<div class="koop"><p class="prijs">${v.prijs ?? '€ 2.899,00'}</p><p class="voorraad">Gekozen maat: ${v.maat ?? '53 cm – Op voorraad, morgen in huis'}</p><button>In winkelwagen</button></div>`;
  const specs = '<h2>Specificaties</h2><p>Middenmotor Bosch Performance Line 85 Nm, accu 625 Wh, Enviolo-naaf traploos, hydraulische schijfremmen. Actieradius tot 150 km.</p>';
  return [
    ld('Gazelle Ultimate C380 HMB Herenfiets', 'EUR', v.ld ?? '2899.00'),
    '<nav class="crumbs"><a href="/">Home</a> › E-bikes › Stadsfietsen</nav>',
    '<article class="pdp">',
    '<h1>Gazelle Ultimate C380 HMB, heren, Thunder Grey</h1>',
    ...(v.layout === 'b' ? [specs, buy] : [buy, specs]),
    `<table class="maten"><tr><th>Framemaat</th><th>Voorraad</th></tr>${rows(`49 cm~Op voorraad|53 cm~${v.maatTabel ?? 'Op voorraad'}|57 cm~Nog 2 stuks|61 cm~Niet op voorraad`)}</table>`,
    `<h2>Reviews (4,6 / 5)</h2><ul>${items(v.reviews ?? '★★★★★ Heerlijk soepel, ook met tegenwind. – Marco|★★★★☆ Accu gaat lang mee, zadel wat hard. – Ingrid|★★★★★ Snelle levering en goed afgesteld. – Ruud', 'review')}</ul>`,
    '</article>',
  ].join('\n');
};
