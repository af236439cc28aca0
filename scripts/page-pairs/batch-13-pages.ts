/**
 * The pages of the thirteenth batch of page pairs (issue 22): small pages where a few words are a
 * large share of the text — a trattoria's menu, event and course pages, an app's release page,
 * status pages, a municipal form, listings, fares, a fund's page with a ticker, a swimming hall's
 * hours — in de, fr, es, it, nl, pt, sv, da, no, pl, fi and en, with what such sites change per
 * visit (relative times, a greeting by the time of day, a tip of the day, live counters). A page
 * is drawn from values; a pair overrides some of them on its "after" side.
 */
import type { Values } from './batch-12-shops.js';

export const menuIt = (v: Values): string =>
  [
    '<div class="menu">',
    '<h1>Trattoria da Nello – Menù del giorno</h1>',
    `<p class="menu__saluto">${v.saluto ?? 'Buongiorno! Ecco cosa cuciniamo oggi.'}</p>`,
    v.avviso ?? '',
    '<h2>Primi</h2><ul>',
    `<li>Tagliatelle al ragù – ${v.tagliatelle ?? '12,00 €'}</li>`,
    '<li>Risotto ai funghi porcini – 14,00 €</li>',
    '<li>Minestrone di verdure – 9,00 €</li></ul>',
    '<h2>Secondi</h2><ul>',
    '<li>Arrosto di vitello con patate – 18,00 €</li>',
    '<li>Baccalà alla livornese – 17,00 €</li></ul>',
    `<p class="menu__consiglio">${v.consiglio ?? 'Il consiglio dello chef: abbinate il risotto a un Vermentino dei Colli di Luni.'}</p>`,
    '<p>Aperti a pranzo dal martedì alla domenica, 12:00–14:30. Prenotazioni al 0583 491 220.</p>',
    '</div>',
  ].join('\n');

export const konzertDe = (v: Values): string =>
  [
    '<article class="event">',
    '<h1>Adventskonzert des Kammerchors Hildesheim</h1>',
    '<p class="event__when">Sonntag, 14. Dezember 2026, 17:00 Uhr · St. Michaelis</p>',
    '<p>Werke von Bach, Praetorius und Rutter. Eintritt frei, Spenden erbeten.</p>',
    `<p class="event__anmeldung">${v.anmeldung ?? 'Die Anmeldung ist geöffnet – bitte melden Sie sich bis zum 10. Dezember über das Formular an.'}</p>`,
    `<p class="event__interesse">${v.interesse ?? '48 Personen interessiert'}</p>`,
    v.formular ?? '<form class="event__form"><label>Name <input name="name"></label><label>Personen <input name="anzahl" type="number"></label><button>Anmelden</button></form>',
    '</article>',
  ].join('\n');

export const eventoEs = (v: Values): string =>
  [
    '<article class="evento">',
    '<h1>Mercadillo solidario de Navidad</h1>',
    `<p class="evento__fecha">${v.fecha ?? 'Viernes 13 de diciembre, de 10:00 a 20:00'} · Plaza del Pilar, Zaragoza</p>`,
    `<p class="evento__publicado">Publicado ${v.publicado ?? 'hace 3 horas'}</p>`,
    v.aviso ?? '',
    '<p>Artesanía, dulces y juguetes de segunda mano. Lo recaudado se destina al comedor social del barrio.</p>',
    `<p class="evento__asistentes">${v.asistentes ?? '126 personas asistirán'}</p>`,
    '</article>',
  ].join('\n');

export const atelierFr = (v: Values): string =>
  [
    '<div class="atelier">',
    '<h1>Atelier céramique : tourner un bol</h1>',
    '<p>Un samedi matin pour découvrir le tour de potier, terre et cuisson comprises. Groupe de 8 personnes au plus.</p>',
    '<table><tr><th>Date</th><td>Samedi 7 décembre 2026, 9 h 30 – 12 h 30</td></tr>',
    `<tr><th>Tarif</th><td>${v.tarif ?? '65 €'}</td></tr>`,
    `<tr><th>Places</th><td>${v.places ?? 'Places disponibles'}</td></tr></table>`,
    `<p class="atelier__astuce">${v.astuce ?? 'Astuce : venez avec des vêtements qui ne craignent pas la terre.'}</p>`,
    v.bouton ?? '<button class="btn">Réserver</button>',
    '</div>',
  ].join('\n');

export const appSv = (v: Values): string =>
  [
    '<div class="app">',
    '<h1>Kollen – tidtabeller för Västtrafik</h1>',
    `<p class="app__version">Version ${v.version ?? '4.2.1'} · ${v.uppdaterad ?? 'Uppdaterad för 20 minuter sedan'}</p>`,
    `<h2>Nyheter</h2><ul>${v.nyheter ?? '<li>Snabbare sökning av hållplatser.</li><li>Rättade ett fel med mörkt läge.</li>'}</ul>`,
    '<p>Kräver iOS 16 eller senare. Gratis, utan reklam.</p>',
    `<p class="app__betyg">★ 4,6 · ${v.betyg ?? '2 314 betyg'}</p>`,
    '</div>',
  ].join('\n');

export const statusDa = (v: Values): string =>
  [
    '<div class="status">',
    '<h1>Driftstatus – Netbank Sydfyn</h1>',
    `<p class="status__banner">${v.banner ?? 'Alle systemer kører normalt'}</p>`,
    '<table>',
    '<tr><td>Netbank</td><td>Kører normalt</td></tr>',
    `<tr><td>MobilePay-overførsler</td><td>${v.mobilepay ?? 'Kører normalt'}</td></tr>`,
    '<tr><td>Kortbetalinger</td><td>Kører normalt</td></tr>',
    '</table>',
    v.haendelse ?? '',
    `<p class="status__opdateret">${v.opdateret ?? 'Opdateret for 3 minutter siden'}</p>`,
    '</div>',
  ].join('\n');

export const formulierNl = (v: Values): string =>
  [
    '<div class="formulier">',
    '<h1>Bewonersvergunning parkeren aanvragen</h1>',
    '<p>Woont u in een betaald-parkerengebied? Dan kunt u een bewonersvergunning aanvragen voor één auto op uw adres. De vergunning kost € 84,60 per jaar.</p>',
    `<p class="formulier__tip">${v.tip ?? 'Tip: houd uw DigiD en het kenteken van uw auto bij de hand.'}</p>`,
    v.formulier ?? '<form class="formulier__form"><label>Kenteken <input name="kenteken"></label><button>Start aanvraag</button></form>',
    '<p>Heeft u vragen? Bel 14 020, maandag tot en met vrijdag van 8.00 tot 18.00 uur.</p>',
    '</div>',
  ].join('\n');

export const mieszkaniePl = (v: Values): string =>
  [
    '<article class="ogloszenie">',
    '<h1>Mieszkanie 2 pokoje, 48 m², Kraków Podgórze</h1>',
    `<p class="ogloszenie__cena">${v.cena ?? '649 000 zł'}</p>`,
    `<p class="ogloszenie__dodano">${v.dodano ?? 'Dodano 3 godziny temu'} · Wyświetlenia: ${v.wyswietlenia ?? '1 204'}</p>`,
    v.status ?? '',
    '<p>Jasne mieszkanie na 3. piętrze w bloku z windą, balkon od południa, piwnica. Do tramwaju 5 minut pieszo.</p>',
    '<ul><li>Czynsz administracyjny: 520 zł</li><li>Rok budowy: 2012</li><li>Ogrzewanie: miejskie</li></ul>',
    '</article>',
  ].join('\n');

export const tarifasPt = (v: Values): string =>
  [
    '<div class="tarifas">',
    '<h1>Travessia Cais do Sodré – Cacilhas</h1>',
    `<p class="tarifas__proxima">${v.proxima ?? 'Próxima partida em 7 min'}</p>`,
    '<table><tr><th>Título</th><th>Preço</th></tr>',
    `<tr><td>Bilhete simples</td><td>${v.simples ?? '1,45 €'}</td></tr>`,
    '<tr><td>Zapping (por viagem)</td><td>1,35 €</td></tr>',
    '<tr><td>Bicicleta</td><td>grátis</td></tr></table>',
    v.aviso ?? '',
    '<p>Partidas de 20 em 20 minutos nos dias úteis, de 30 em 30 ao fim de semana.</p>',
    '</div>',
  ].join('\n');

export const fondsDe = (v: Values): string =>
  [
    '<div class="fonds">',
    '<h1>Nordlicht Nachhaltig Aktien A</h1>',
    `<p class="fonds__ticker">${v.ticker ?? 'DAX 19.842,31 ▲ 0,42 % · MSCI World 3.611,08 ▼ 0,18 %'}</p>`,
    '<p>Der Fonds investiert weltweit in Unternehmen mit hohen ESG-Bewertungen. Laufende Kosten: 1,35 % p. a.</p>',
    v.hinweis ?? '',
    '<table><tr><th>ISIN</th><td>DE000A2QJ3K8</td></tr><tr><th>Ausgabeaufschlag</th><td>5,00 %</td></tr></table>',
    `<p class="fonds__gruss">${v.gruss ?? 'Guten Morgen! Ihr Berater ist heute bis 18 Uhr erreichbar.'}</p>`,
    '</div>',
  ].join('\n');

export const corsoIt = (v: Values): string =>
  [
    '<div class="corso">',
    '<h1>Corso serale di fotografia digitale</h1>',
    '<p>Dieci lezioni il martedì sera, dalle 19:00 alle 21:30, con uscite pratiche in centro il sabato.</p>',
    `<p class="corso__iscrizioni">${v.iscrizioni ?? 'Le iscrizioni sono aperte fino al 20 gennaio.'}</p>`,
    `<p class="corso__iscritti">${v.iscritti ?? '17 persone si sono già iscritte'}</p>`,
    `<p>Quota: ${v.quota ?? '240 €'}, materiale didattico compreso.</p>`,
    '</div>',
  ].join('\n');

export const evenemangSv = (v: Values): string =>
  [
    '<article class="evenemang">',
    '<h1>Författarsamtal med Lina Wolff</h1>',
    '<p>Stadsbiblioteket, Hörsalen · torsdag 5 december kl. 18.30</p>',
    v.meddelande ?? '',
    '<p>Lina Wolff samtalar om sin nya roman med litteraturvetaren Per Olsson. Fri entré, begränsat antal platser.</p>',
    `<p class="evenemang__publicerad">Publicerad ${v.publicerad ?? 'för 2 dagar sedan'}</p>`,
    '</article>',
  ].join('\n');

export const boulangerieFr = (v: Values): string =>
  [
    '<div class="boutique">',
    '<h1>Boulangerie Lefèvre – Horaires</h1>',
    '<table><tr><td>Mardi – Samedi</td><td>7 h – 19 h 30</td></tr><tr><td>Dimanche</td><td>7 h – 13 h</td></tr><tr><td>Lundi</td><td>Fermé</td></tr></table>',
    v.fermeture ?? '',
    `<p class="boutique__avis">« ${v.avis ?? 'Les meilleurs croissants du quartier, et toujours un sourire.'} » – ${v.auteur ?? 'Sophie, il y a 2 jours'}</p>`,
    '</div>',
  ].join('\n');

export const svommehalNo = (v: Values): string =>
  [
    '<div class="anlegg">',
    '<h1>Tøyenbadet – åpningstider</h1>',
    v.stengt ?? '<p class="anlegg__status">Badet er åpent som normalt.</p>',
    '<table><tr><td>Mandag–fredag</td><td>06.30–21.00</td></tr><tr><td>Lørdag–søndag</td><td>09.00–18.00</td></tr></table>',
    `<p class="anlegg__besok">${v.besok ?? 'Akkurat nå: 84 badende'}</p>`,
    `<p class="anlegg__oppdatert">${v.oppdatert ?? 'Oppdatert for 5 minutter siden'}</p>`,
    '</div>',
  ].join('\n');

export const hakemusFi = (v: Values): string =>
  [
    '<div class="haku">',
    '<h1>Kesätyöseteli 2027 – hakemus</h1>',
    '<p>Helsingin kaupunki myöntää kesätyösetelin 16–17-vuotiaille nuorille. Seteli on arvoltaan 400 euroa.</p>',
    `<p class="haku__tila">${v.tila ?? 'Haku on auki 15.1.–28.2.2027.'}</p>`,
    `<p class="haku__paivitetty">Päivitetty ${v.paivitetty ?? '10 minuuttia sitten'}</p>`,
    '</div>',
  ].join('\n');

export const ansogningDa = (v: Values): string =>
  [
    '<div class="ansoegning">',
    '<h1>Tilskud til foreningsaktiviteter 2027</h1>',
    '<p>Folkeoplysende foreninger i Aarhus Kommune kan søge tilskud til aktiviteter for børn og unge.</p>',
    `<p class="ansoegning__frist">${v.frist ?? 'Ansøgningsfristen er 1. februar 2027.'}</p>`,
    `<p class="ansoegning__hilsen">${v.hilsen ?? 'God morgen – vi svarer på mails inden for to hverdage.'}</p>`,
    '</div>',
  ].join('\n');

export const alquilerEs = (v: Values): string =>
  [
    '<article class="anuncio">',
    '<h1>Piso en alquiler en Ruzafa, Valencia</h1>',
    `<p class="anuncio__precio">${v.precio ?? '1.150 €/mes'}</p>`,
    '<p>3 habitaciones · 85 m² · 2.º piso sin ascensor · amueblado</p>',
    v.estado ?? '',
    `<p class="anuncio__visitas">${v.visitas ?? '23 personas han contactado con el anunciante'}</p>`,
    `<p class="anuncio__bolsa">${v.bolsa ?? 'IBEX 35 11.842,6 −0,3 %'}</p>`,
    '</article>',
  ].join('\n');

export const releaseEn = (v: Values): string =>
  [
    '<div class="release">',
    '<h1>Driftwood for Android</h1>',
    `<p class="release__meta">${v.meta ?? 'Version 2.9.0 · 1M+ downloads'}</p>`,
    v.notice ?? '',
    '<h2>What’s new</h2><ul><li>Offline maps for saved routes.</li><li>Fixed a crash when sharing a trip.</li></ul>',
    `<p class="release__tip">${v.tip ?? 'Did you know? Long-press a route to pin it to your home screen.'}</p>`,
    '</div>',
  ].join('\n');
