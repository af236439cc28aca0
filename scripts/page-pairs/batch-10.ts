/**
 * The tenth batch of page pairs (issue 22, manifest "batch": "pairs-10"), written in one go and
 * split by name before any evaluation ran on it, on page kinds the earlier batches had little of:
 * a cinema, a waste-collection calendar, a theatre, a coworking space, an energy tariff, a car
 * loan, a hotel, a regional news site, a museum, an online course, a job board, a ticket shop,
 * SaaS pricing, a changelog, a status history, a bike shop and an electronics shop, in en, de,
 * nl, fr, es, it and pt. The noise is copy that no label names as rotating: hero slides, carousels,
 * a marquee, A/B headlines, testimonial sliders, "n people viewing", relative times, and
 * estimates that follow a daily rate; the real changes are a few-percent price move, a state
 * written in prose (cancelled, sold out, not deliverable, closed), a limit, a date, a deadline and
 * a new changelog line. Names start with "p10-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { renderShell, type Shell } from './batch-2-shell.js';

export const BATCH_10 = 'pairs-10';

type Values = Record<string, string>;

function page(shell: Shell, body: (v: Values) => string, before: Values, after: Values): (side: Side) => string {
  return (side) => renderShell(shell, body(side === 'before' ? before : { ...before, ...after }));
}

const { real, noise } = batchPairs(BATCH_10, 'p10');

const s = (site: string, lang: string, title: string): Shell => ({ site, lang, title });

// ---------- cinema, theatre, tickets ----------

const cinema = (v: Values): string =>
  [
    '<div class="cinema">',
    `<div class="hero-carousel" aria-roledescription="carousel"><div class="hero-carousel__slide" aria-roledescription="slide"><h2>${v.heroTitle ?? 'Dune: Part Three – book now in IMAX'}</h2><p>${v.heroText ?? 'The epic concludes. Early-access screenings from Thursday evening.'}</p></div></div>`,
    '<h1>Electric Picture House – What’s on</h1>',
    '<section class="film"><h2>The Quiet Harbour (12A)</h2><p>1h 58m · Drama · Subtitled screening on Sunday</p>',
    '<ul class="times"><li>Friday 12 December: 14:15, 17:30, 20:45</li>',
    `<li>Saturday 13 December: 13:00, 16:10, ${v.sat ?? '19:20'}</li>`,
    '<li>Sunday 14 December: 15:00 (subtitled), 18:15</li></ul></section>',
    '<section class="film"><h2>Paper Kites (PG)</h2><p>1h 32m · Animation</p>',
    '<ul class="times"><li>Saturday 13 December: 10:30, 12:45</li><li>Sunday 14 December: 10:30, 12:45</li></ul></section>',
    '<p class="prices">Adult £11.50 · Concession £9.00 · Child £7.50 · Members save £2 on every ticket.</p>',
    '</div>',
  ].join('\n');

const theater = (v: Values): string =>
  [
    '<div class="spielplan">',
    `<marquee class="laufband">${v.laufband ?? '+++ Neu im Spielplan: Der zerbrochne Krug +++ Gutscheine jetzt auch online +++ Theaterfest am 21. September +++'}</marquee>`,
    '<h1>Staatstheater Kassel – Spielplan Dezember</h1>',
    '<table class="termine"><thead><tr><th>Datum</th><th>Stück</th><th>Beginn</th><th>Karten</th></tr></thead><tbody>',
    '<tr><td>Fr 05.12.</td><td>Die Zauberflöte</td><td>19:30 Uhr</td><td>Karten ab 18 €</td></tr>',
    `<tr><td>Sa 06.12.</td><td>Der Besuch der alten Dame</td><td>19:30 Uhr</td><td>${v.dame ?? 'Restkarten ab 24 €'}</td></tr>`,
    '<tr><td>So 07.12.</td><td>Die Zauberflöte</td><td>16:00 Uhr</td><td>Karten ab 18 €</td></tr>',
    '<tr><td>Mi 10.12.</td><td>Woyzeck</td><td>20:00 Uhr</td><td>Karten ab 15 €</td></tr>',
    '</tbody></table>',
    '<p class="hinweis">Ermäßigte Karten für Schüler, Studierende und Schwerbehinderte an der Abendkasse. Einlass 30 Minuten vor Beginn.</p>',
    '</div>',
  ].join('\n');

const bilhetes = (v: Values): string =>
  [
    '<div class="evento">',
    '<h1>Festival Jazz no Parque 2027</h1>',
    `<p class="evento__estado">${v.estado ?? 'Bilhetes à venda. Portas abrem às 16:00.'}</p>`,
    '<p class="evento__data">Sábado, 19 de junho de 2027 · Parque da Cidade, Porto</p>',
    `<p class="evento__social">${v.social ?? '214 pessoas estão a ver este evento agora'}</p>`,
    '<h2>Bilhetes</h2><ul class="bilhetes">',
    '<li>Bilhete diário – 35,00 €</li><li>Bilhete VIP com acesso ao palco lateral – 80,00 €</li><li>Crianças até 12 anos – gratuito</li>',
    '</ul>',
    '<h2>Cartaz</h2><p>Maria João Quarteto, Orquestra Jazz de Matosinhos, Salvador Sobral e convidados.</p>',
    '<p class="evento__info">Não é permitida a entrada com garrafas de vidro. Estacionamento gratuito no parque norte.</p>',
    '</div>',
  ].join('\n');

// ---------- municipal ----------

const abfuhr = (v: Values): string =>
  [
    '<div class="abfuhr">',
    `<div class="news-ticker" aria-live="polite">${v.ticker ?? 'Wertstoffhof Nord am Samstag geschlossen · Neue Gelbe Tonnen ab Januar · Sperrmüll jetzt online anmelden'}</div>`,
    '<h1>Abfuhrkalender Bezirk Lindenau</h1>',
    '<p>Die Abholung erfolgt ab 6:00 Uhr. Bitte stellen Sie die Behälter am Vorabend bereit.</p>',
    '<ul class="termine">',
    '<li>Restmüll: Dienstag, 9. Dezember</li>',
    `<li>Biotonne: ${v.bio ?? 'Donnerstag, 11. Dezember'}</li>`,
    '<li>Gelber Sack: Freitag, 19. Dezember</li>',
    '<li>Papier: Montag, 22. Dezember</li>',
    '</ul>',
    `<p class="hinweis">${v.hinweis ?? 'Feiertagsverschiebungen werden rechtzeitig bekannt gegeben.'}</p>`,
    '</div>',
  ].join('\n');

const tramite = (v: Values): string =>
  [
    '<div class="tramite">',
    `<div class="slick-slider"><div class="slick-slide"><h2>${v.slide ?? 'Tu ayuntamiento, más cerca: pide cita previa desde el móvil'}</h2></div></div>`,
    '<h1>Ayudas para la rehabilitación de fachadas 2027</h1>',
    '<p>El Ayuntamiento de Zaragoza convoca subvenciones para la mejora de la eficiencia energética y la accesibilidad de edificios residenciales.</p>',
    '<h2>Cuantía</h2><p>Hasta el 40% del presupuesto subvencionable, con un máximo de 12.000 € por edificio.</p>',
    `<h2>Plazo</h2><p>${v.plazo ?? 'El plazo de presentación de solicitudes finaliza el 31 de marzo de 2027.'}</p>`,
    '<h2>Documentación</h2><ul><li>Solicitud normalizada</li><li>Proyecto o memoria técnica</li><li>Acta de la comunidad de propietarios</li></ul>',
    '</div>',
  ].join('\n');

const museu = (v: Values): string =>
  [
    '<div class="museu">',
    `<section class="hero"><h2>${v.hero ?? 'Azulejos: cinco séculos de cor'}</h2><p>${v.heroSub ?? 'Uma viagem pela história do azulejo português, do século XVI aos nossos dias.'}</p></section>`,
    '<h1>Museu Municipal de Aveiro – Visitar</h1>',
    '<h2>Horário</h2>',
    `<p>${v.horario ?? 'De terça a domingo, das 10:00 às 18:00. Encerra às segundas-feiras.'}</p>`,
    '<h2>Bilhetes</h2><p>Normal 5,00 € · Estudantes e seniores 2,50 € · Entrada gratuita ao domingo de manhã.</p>',
    '<p>Visitas guiadas para grupos mediante marcação prévia.</p>',
    '</div>',
  ].join('\n');

// ---------- work, learning ----------

const offre = (v: Values): string =>
  [
    '<article class="offre">',
    '<h1>Chargé(e) de communication – CDI</h1>',
    '<p class="offre__lieu">Métropole de Lyon · Lyon 3e · Temps plein</p>',
    `<p class="offre__vues">${v.vues ?? '12 personnes consultent cette offre en ce moment'}</p>`,
    '<h2>Missions</h2><ul><li>Concevoir les campagnes d’information grand public</li><li>Animer les réseaux sociaux de la collectivité</li><li>Rédiger les communiqués de presse</li></ul>',
    '<h2>Profil</h2><p>Bac+3 minimum en communication, expérience de deux ans appréciée.</p>',
    '<p class="offre__salaire">Rémunération : 2 250 € à 2 600 € brut mensuels selon expérience.</p>',
    `<p class="offre__limite">${v.limite ?? 'Date limite de candidature : 15 janvier 2027'}</p>`,
    '</article>',
  ].join('\n');

const mooc = (v: Values): string =>
  [
    '<div class="course">',
    '<h1>Data Analysis with Python – Foundations</h1>',
    '<p class="course__by">Offered by the University of Leeds · 6 weeks · 4 hours a week</p>',
    `<p class="course__start">${v.start ?? 'Next run starts 12 January 2027'}</p>`,
    '<p class="course__price">Free to join. Upgrade for £64 to keep unlimited access and get a certificate.</p>',
    `<div class="testimonial-slider swiper"><div class="swiper-slide"><blockquote>${v.quote ?? '“Clear explanations and exercises that actually build on each other. I use pandas at work every day now.” – Priya, analyst'}</blockquote></div></div>`,
    '<h2>What you will learn</h2><ul><li>Load and clean data with pandas</li><li>Draw charts with matplotlib</li><li>Summarise data and test simple hypotheses</li></ul>',
    '</div>',
  ].join('\n');

const coworking = (v: Values): string =>
  [
    '<div class="tarifas">',
    '<h1>Tarifas – Espacio Lanau Coworking</h1>',
    `<p class="tarifas__actividad">${v.actividad ?? 'Última reserva hace 4 minutos'}</p>`,
    '<table><tbody>',
    `<tr><td>Pase de día</td><td>${v.dia ?? '15 €'}</td></tr>`,
    '<tr><td>Bono 10 días</td><td>120 €</td></tr>',
    '<tr><td>Puesto flexible (mes)</td><td>145 €</td></tr>',
    '<tr><td>Puesto fijo (mes)</td><td>195 €</td></tr>',
    '<tr><td>Sala de reuniones (hora)</td><td>20 €</td></tr>',
    '</tbody></table>',
    '<p>Precios sin IVA. Incluye wifi de fibra, café y acceso de 8:00 a 20:00.</p>',
    '</div>',
  ].join('\n');

// ---------- money ----------

const energie = (v: Values): string =>
  [
    '<div class="tarief">',
    '<h1>Dynamisch energiecontract – Zonnestroom Energie</h1>',
    '<p>Je betaalt per uur de actuele beursprijs plus onze vaste inkoopvergoeding van € 0,0181 per kWh.</p>',
    `<p class="tarief__vandaag">${v.vandaag ?? 'Gemiddelde stroomprijs vandaag: € 0,2314 per kWh incl. btw'}</p>`,
    `<p class="tarief__schatting">${v.schatting ?? 'Geschat maandbedrag voor een gemiddeld huishouden: ca. € 142'}</p>`,
    '<table><tbody>',
    `<tr><td>Vaste leveringskosten</td><td>${v.vast ?? '€ 6,99 per maand'}</td></tr>`,
    '<tr><td>Netbeheerkosten</td><td>volgens uw netbeheerder</td></tr>',
    '<tr><td>Opzegtermijn</td><td>30 dagen, geen opzegboete</td></tr>',
    '</tbody></table>',
    '</div>',
  ].join('\n');

const carLoan = (v: Values): string =>
  [
    '<div class="loan">',
    '<h1>Car Finance – Harbour Building Society</h1>',
    `<p class="loan__rate">${v.rate ?? 'Representative 6.9% APR for loans of £7,500 to £25,000.'}</p>`,
    `<div class="calculator"><p>Borrow £15,000 over 5 years</p><p class="calculator__result">${v.monthly ?? 'Estimated monthly payment: £295.12'}</p><p class="calculator__total">${v.total ?? 'Total repayable approx. £17,707'}</p></div>`,
    `<p class="loan__limits">${v.limits ?? 'You can borrow from £1,000 to £25,000 over 1 to 7 years.'}</p>`,
    '<p>No arrangement fee. Overpay or settle early with no charge.</p>',
    '</div>',
  ].join('\n');

const hotel = (v: Values): string =>
  [
    '<div class="hotel">',
    '<h1>Hotel Ca’ Rialto – Venezia</h1>',
    '<p class="hotel__stars">★★★★ · Sestiere San Polo, a 3 minuti dal Ponte di Rialto</p>',
    '<h2>Camere e tariffe per il 14–16 marzo</h2><ul class="camere">',
    `<li>Camera doppia classic – ${v.classic ?? '€ 142'} a notte, colazione inclusa</li>`,
    '<li>Camera superior vista canale – € 219 a notte, colazione inclusa</li>',
    '<li>Junior suite – € 305 a notte, colazione inclusa</li>',
    '</ul>',
    '<p>Tassa di soggiorno non inclusa: € 5 a persona a notte.</p>',
    `<div class="carousel recensioni"><div class="carousel-item active"><p>${v.recensione ?? '“Camera silenziosa e personale gentilissimo, colazione ottima.” – Sabine, Germania'}</p></div></div>`,
    '</div>',
  ].join('\n');

const ryanLike = (v: Values): string =>
  [
    '<div class="tarieven">',
    '<h1>Tarieven en bagage – Noordzee Air</h1>',
    '<table><thead><tr><th></th><th>Light</th><th>Standard</th><th>Flex</th></tr></thead><tbody>',
    `<tr><td>Handbagage</td><td>1 tas onder de stoel</td><td>${v.hand ?? 'Tas + trolley tot 10 kg'}</td><td>Tas + trolley tot 12 kg</td></tr>`,
    '<tr><td>Ruimbagage</td><td>Tegen betaling</td><td>1 stuk van 20 kg</td><td>2 stuks van 23 kg</td></tr>',
    '<tr><td>Omboeken</td><td>€ 55 per vlucht</td><td>€ 35 per vlucht</td><td>Gratis</td></tr>',
    '</tbody></table>',
    `<p class="omrekening">${v.omrekening ?? 'Prijzen in euro. Omgerekend naar uw valuta: ca. $ 64 voor een Light-ticket Amsterdam–Londen.'}</p>`,
    '</div>',
  ].join('\n');

const nieuws = (v: Values): string =>
  [
    '<article class="notizia">',
    `<div class="borsa-ticker" aria-live="polite">${v.borsa ?? 'FTSE MIB 34.512 +0,42% · Spread BTP-Bund 118 · EUR/USD 1,0843'}</div>`,
    '<h1>Trasporti, sciopero dei treni regionali in Emilia-Romagna</h1>',
    `<p>${v.data ?? 'Lo sciopero di 8 ore è confermato per venerdì 12 dicembre, dalle 9:00 alle 17:00.'}</p>`,
    '<p>Saranno garantiti i servizi minimi nelle fasce pendolari. I sindacati chiedono il rinnovo del contratto integrativo.</p>',
    '<p>Trenitalia Tper consiglia di verificare l’orario prima di mettersi in viaggio.</p>',
    '</article>',
  ].join('\n');

// ---------- software ----------

const saasPricing = (v: Values): string =>
  [
    '<div class="pricing">',
    `<section class="hero"><h1>${v.hero ?? 'Ship docs your users actually read'}</h1><p>${v.heroSub ?? 'Write in Markdown, publish everywhere, measure what helps.'}</p></section>`,
    '<div class="plans">',
    '<div class="plan"><h2>Starter</h2><p class="plan__price">$0</p><ul><li>1 project</li><li>Community support</li></ul></div>',
    `<div class="plan"><h2>Pro</h2><p class="plan__price">${v.pro ?? '$24'} per editor / month</p><ul><li>Unlimited projects</li><li>${v.versions ?? 'Versioned docs, 10 versions per project'}</li><li>Custom domain</li></ul></div>`,
    '<div class="plan"><h2>Business</h2><p class="plan__price">$59 per editor / month</p><ul><li>SSO and audit log</li><li>Priority support</li></ul></div>',
    '</div>',
    '<p class="billing">Billed annually. Monthly billing costs 20% more.</p>',
    '</div>',
  ].join('\n');

const changelog = (v: Values): string =>
  [
    '<div class="changelog">',
    '<h1>Changelog – Fernpost CLI</h1>',
    `<div class="splide" aria-roledescription="carousel"><div class="splide__slide"><p>${v.featured ?? 'Featured integration: deploy previews straight from GitHub Actions.'}</p></div></div>`,
    '<section class="release"><h2>v4.12.0 – 2 December 2026</h2><ul>',
    `${v.added ?? ''}<li>Added <code>fernpost diff --stat</code></li><li>Fixed a crash when the config file was empty</li></ul></section>`,
    '<section class="release"><h2>v4.11.2 – 18 November 2026</h2><ul><li>Fixed proxy detection on Windows</li></ul></section>',
    '<section class="release"><h2>v4.11.0 – 4 November 2026</h2><ul><li>Added support for Node 22</li><li>Removed the deprecated <code>--legacy-auth</code> flag</li></ul></section>',
    '</div>',
  ].join('\n');

const statusHistory = (v: Values): string =>
  [
    '<div class="status">',
    '<h1>Kitewire Status</h1>',
    `<p class="status__summary">${v.summary ?? 'All systems operational'}</p>`,
    '<ul class="components">',
    '<li>API – Operational</li>',
    `<li>Dashboard – ${v.dashboard ?? 'Operational'}</li>`,
    '<li>Webhooks – Operational</li>',
    '<li>SMS delivery (EU) – Operational</li>',
    '</ul>',
    '<h2>Past incidents</h2>',
    `<div class="incident"><h3>Delayed SMS delivery to UK numbers</h3><p>Resolved – <time>${v.ago ?? '3 days ago'}</time></p></div>`,
    `<div class="incident"><h3>Dashboard login errors</h3><p>Resolved – <time>${v.ago2 ?? '9 days ago'}</time></p></div>`,
    '</div>',
  ].join('\n');

// ---------- shops ----------

const fahrrad = (v: Values): string =>
  [
    '<div class="produkt">',
    `<div class="hero-slider"><div class="hero-slider__item"><p>${v.slide ?? 'Winterservice: Inspektion für 49 € statt 69 € – nur bis Ende Januar'}</p></div></div>`,
    '<h1>Stadtrad Urban 7 Gang, Rahmenhöhe 52 cm</h1>',
    '<p class="produkt__preis">899,00 € <small>inkl. MwSt.</small></p>',
    `<p class="produkt__verfuegbarkeit">${v.stock ?? 'Auf Lager – Abholung in der Filiale ab morgen möglich'}</p>`,
    `<p class="produkt__live">${v.live ?? '7 Personen sehen sich diesen Artikel gerade an'}</p>`,
    '<ul><li>Shimano Nexus 7-Gang-Nabenschaltung</li><li>Nabendynamo mit LED-Beleuchtung</li><li>Gepäckträger bis 25 kg</li></ul>',
    '</div>',
  ].join('\n');

const electronica = (v: Values): string =>
  [
    '<div class="ficha">',
    '<h1>Portátil Ligero 14" Ryzen 5, 16 GB, 512 GB SSD</h1>',
    `<p class="ficha__precio">${v.precio ?? '649,00 €'}</p>`,
    `<p class="ficha__financia">${v.financia ?? 'Financiación: desde 29,87 €/mes en 24 meses (TAE 9,90%)'}</p>`,
    '<p class="ficha__envio">Envío gratis. Recíbelo en 24/48 h.</p>',
    '<ul><li>Pantalla 14" Full HD IPS</li><li>Batería de hasta 10 horas</li><li>Peso 1,39 kg</li></ul>',
    '</div>',
  ].join('\n');

const bistrot = (v: Values): string =>
  [
    '<div class="restaurant">',
    `<section class="hero"><h1>${v.hero ?? 'Une cuisine de saison, au fil du marché'}</h1></section>`,
    '<h2>Le Comptoir des Halles – Dijon</h2>',
    '<p>Formule midi entrée + plat ou plat + dessert : 21 €. Menu du soir : 38 €.</p>',
    '<h2>Horaires</h2><p>Du mardi au samedi, 12h–14h et 19h–22h.</p>',
    `<p class="restaurant__info">${v.info ?? 'Réservation conseillée le week-end.'}</p>`,
    '</div>',
  ].join('\n');

const cinemaSite = s('Electric Picture House', 'en-GB', 'What’s on | Electric Picture House');
const theaterSite = s('Staatstheater Kassel', 'de-DE', 'Spielplan | Staatstheater Kassel');
const bilhetesSite = s('Bilheteira Norte', 'pt-PT', 'Jazz no Parque 2027 | Bilheteira Norte');
const abfuhrSite = s('Stadtreinigung Leipzig', 'de-DE', 'Abfuhrkalender | Stadtreinigung Leipzig');
const tramiteSite = s('Ayuntamiento de Zaragoza', 'es-ES', 'Ayudas fachadas | Ayuntamiento de Zaragoza');
const museuSite = s('Câmara Municipal de Aveiro', 'pt-PT', 'Museu Municipal | Aveiro');
const offreSite = s('Emploi Territorial', 'fr-FR', 'Chargé(e) de communication | Emploi Territorial');
const moocSite = s('LearnWell', 'en-GB', 'Data Analysis with Python | LearnWell');
const coworkSite = s('Lanau Coworking', 'es-ES', 'Tarifas | Lanau Coworking');
const energieSite = s('Zonnestroom Energie', 'nl-NL', 'Dynamisch contract | Zonnestroom Energie');
const loanSite = s('Harbour Building Society', 'en-GB', 'Car loans | Harbour Building Society');
const hotelSite = s('Hotel Ca’ Rialto', 'it-IT', 'Camere e tariffe | Hotel Ca’ Rialto');
const airSite = s('Noordzee Air', 'nl-NL', 'Tarieven en bagage | Noordzee Air');
const nieuwsSite = s('Gazzetta di Bologna', 'it-IT', 'Sciopero treni regionali | Gazzetta di Bologna');
const saasSite = s('Docwell', 'en', 'Pricing | Docwell');
const clSite = s('Fernpost', 'en', 'Changelog | Fernpost');
const statusSite = s('Kitewire', 'en', 'Kitewire Status');
const fahrradSite = s('Radhaus Münster', 'de-DE', 'Stadtrad Urban 7 | Radhaus Münster');
const ficha = s('InfoMercado', 'es-ES', 'Portátil Ligero 14 | InfoMercado');
const bistrotSite = s('Le Comptoir des Halles', 'fr-FR', 'Le Comptoir des Halles – Dijon');

export const PAIRS_10: PairSpec[] = [
  // ----- real -----
  real('cinema-screening-cancelled', 'content', 'content', 'Cinema listings; Saturday\'s 19:20 screening → "19:20 – cancelled".', page(cinemaSite, cinema, {}, { sat: '19:20 – cancelled' })),
  real('theater-sold-out-de', 'content', 'content', 'German theatre; "Restkarten ab 24 €" → "ausverkauft".', page(theaterSite, theater, {}, { dame: 'ausverkauft' })),
  real('festival-cancelled-pt', 'content', 'content', 'Portuguese ticket shop; "Bilhetes à venda…" → "Evento cancelado. Os bilhetes serão reembolsados automaticamente."', page(bilhetesSite, bilhetes, {}, { estado: 'Evento cancelado. Os bilhetes serão reembolsados automaticamente.' })),
  real('bio-collection-moved-de', 'content', 'content', 'Waste calendar; Biotonne Thursday 11 → Saturday 13 December, with a holiday note.', page(abfuhrSite, abfuhr, {}, { bio: 'Samstag, 13. Dezember', hinweis: 'Wegen einer Betriebsversammlung wird die Biotonne in dieser Woche am Samstag geleert.' })),
  real('subsidy-deadline-extended-es', 'content', 'content', 'Spanish council grant; deadline 31 March → 30 April 2027.', page(tramiteSite, tramite, {}, { plazo: 'El plazo de presentación de solicitudes finaliza el 30 de abril de 2027.' })),
  real('museum-monday-opening-pt', 'content', 'content', 'Portuguese museum; closed on Mondays → open every day.', page(museuSite, museu, {}, { horario: 'Todos os dias, das 10:00 às 18:00.' })),
  real('job-deadline-brought-forward-fr', 'content', 'content', 'French job offer; deadline 15 → 5 January 2027.', page(offreSite, offre, {}, { limite: 'Date limite de candidature : 5 janvier 2027' })),
  real('course-start-moved', 'content', 'content', 'Online course; next run 12 January → 2 February 2027.', page(moocSite, mooc, {}, { start: 'Next run starts 2 February 2027' })),
  real('coworking-day-pass-rise-es', 'content', 'content', 'Spanish coworking; day pass 15 € → 16 €, other rows unchanged.', page(coworkSite, coworking, {}, { dia: '16 €' })),
  real('energy-standing-charge-rise-nl', 'content', 'content', 'Dutch energy tariff; vaste leveringskosten € 6,99 → € 7,49 per maand.', page(energieSite, energie, {}, { vast: '€ 7,49 per maand' })),
  real('loan-max-lowered', 'content', 'content', 'UK car loan; "from £1,000 to £25,000" → "from £1,000 to £20,000".', page(loanSite, carLoan, {}, { limits: 'You can borrow from £1,000 to £20,000 over 1 to 7 years.' })),
  real('hotel-classic-rate-drop-it', 'content', 'content', 'Italian hotel; classic double € 142 → € 137 a night (-3.5%).', page(hotelSite, hotel, {}, { classic: '€ 137' })),
  real('cabin-bag-limit-cut-nl', 'content', 'content', 'Dutch airline fares; Standard cabin bag "tot 10 kg" → "tot 8 kg".', page(airSite, ryanLike, {}, { hand: 'Tas + trolley tot 8 kg' })),
  real('strike-date-moved-it', 'content', 'content', 'Italian news; strike Friday 12 → Monday 15 December.', page(nieuwsSite, nieuws, {}, { data: 'Lo sciopero di 8 ore è confermato per lunedì 15 dicembre, dalle 9:00 alle 17:00.' })),
  real('saas-pro-rise', 'content', 'content', 'SaaS pricing; Pro $24 → $25 per editor / month (+4%).', page(saasSite, saasPricing, {}, { pro: '$25' })),
  real('saas-versions-limit-raised', 'content', 'content', 'SaaS pricing; Pro "10 versions per project" → "25 versions per project".', page(saasSite, saasPricing, {}, { versions: 'Versioned docs, 25 versions per project' })),
  real('changelog-line-added', 'content', 'content', 'Changelog; one new line in the latest release.', page(clSite, changelog, {}, { added: '<li>Added <code>--json</code> output to <code>fernpost status</code></li>' })),
  real('status-dashboard-degraded', 'content', 'content', 'Status page; Dashboard Operational → "Degraded performance", summary "Partial outage".', page(statusSite, statusHistory, {}, { summary: 'Partial system outage', dashboard: 'Degraded performance' })),
  real('bike-not-deliverable-de', 'content', 'availability', 'German bike shop; "Auf Lager – Abholung…" → "Derzeit nicht lieferbar – neue Lieferung voraussichtlich im März".', page(fahrradSite, fahrrad, {}, { stock: 'Derzeit nicht lieferbar – neue Lieferung voraussichtlich im März' })),
  real('laptop-price-rise-es', 'content', 'price', 'Spanish electronics shop; 649,00 € → 669,00 € (+3%), financing line follows.', page(ficha, electronica, {}, { precio: '669,00 €', financia: 'Financiación: desde 30,79 €/mes en 24 meses (TAE 9,90%)' })),
  real('bistrot-annual-closure-fr', 'content', 'content', 'French restaurant; a "Fermeture annuelle du 22 décembre au 6 janvier." line replaces the booking tip.', page(bistrotSite, bistrot, {}, { info: 'Fermeture annuelle du 22 décembre au 6 janvier.' })),

  // ----- noise -----
  noise('cinema-hero-slide', 'content', 'Cinema; the unlabelled hero carousel shows another film.', page(cinemaSite, cinema, {}, { heroTitle: 'Paddington in Peru – family previews this weekend', heroText: 'Bring the whole family: Saturday morning previews with free popcorn for kids.' })),
  noise('theater-marquee-de', 'content', 'German theatre; the marquee shows other news.', page(theaterSite, theater, {}, { laufband: '+++ Abo-Vorverkauf für 2027 gestartet +++ Führung hinter die Kulissen am 14. Dezember +++' })),
  noise('festival-viewing-now-pt', 'content', 'Portuguese ticket shop; "214 pessoas estão a ver" → "187 pessoas".', page(bilhetesSite, bilhetes, {}, { social: '187 pessoas estão a ver este evento agora' })),
  noise('abfuhr-ticker-de', 'content', 'Waste calendar; the live news ticker shows other items.', page(abfuhrSite, abfuhr, {}, { ticker: 'Weihnachtsbäume werden ab 7. Januar abgeholt · Schadstoffmobil im Stadtteil unterwegs' })),
  noise('tramite-slider-es', 'content', 'Spanish council; the slick slider shows another banner.', page(tramiteSite, tramite, {}, { slide: 'Consulta el estado de tu expediente en la sede electrónica las 24 horas' })),
  noise('museum-hero-pt', 'content', 'Portuguese museum; the hero shows another exhibition.', page(museuSite, museu, {}, { hero: 'Ria de Aveiro: fotografias de um século', heroSub: 'Mais de 120 imagens do arquivo municipal, expostas pela primeira vez.' })),
  noise('job-viewers-fr', 'content', 'French job offer; "12 personnes consultent" → "9 personnes".', page(offreSite, offre, {}, { vues: '9 personnes consultent cette offre en ce moment' })),
  noise('course-testimonial-slide', 'content', 'Online course; the testimonial slider shows another learner.', page(moocSite, mooc, {}, { quote: '“I had never written code before. By week four I had built my first dashboard.” – Marcus, nurse' })),
  noise('coworking-last-booking-es', 'content', 'Spanish coworking; "Última reserva hace 4 minutos" → "hace 11 minutos".', page(coworkSite, coworking, {}, { actividad: 'Última reserva hace 11 minutos' })),
  noise('energy-daily-price-estimate-nl', 'content', 'Dutch dynamic tariff; today\'s average price and the monthly estimate that follows it change.', page(energieSite, energie, {}, { vandaag: 'Gemiddelde stroomprijs vandaag: € 0,2471 per kWh incl. btw', schatting: 'Geschat maandbedrag voor een gemiddeld huishouden: ca. € 151' })),
  noise('loan-estimate-follows-rate', 'content', 'UK car loan; the calculator\'s estimated payment and total follow a new rate quote.', page(loanSite, carLoan, {}, { monthly: 'Estimated monthly payment: £297.40', total: 'Total repayable approx. £17,844' })),
  noise('hotel-review-carousel-it', 'content', 'Italian hotel; the review carousel shows another guest.', page(hotelSite, hotel, {}, { recensione: '“Posizione perfetta per girare a piedi, torneremo sicuramente.” – Marco, Torino' })),
  noise('fare-converted-estimate-nl', 'content', 'Dutch airline; the converted "ca. $ 64" estimate → "ca. $ 66" with the exchange rate.', page(airSite, ryanLike, {}, { omrekening: 'Prijzen in euro. Omgerekend naar uw valuta: ca. $ 66 voor een Light-ticket Amsterdam–Londen.' })),
  noise('news-market-ticker-it', 'content', 'Italian news; the market ticker above the story moves.', page(nieuwsSite, nieuws, {}, { borsa: 'FTSE MIB 34.377 -0,39% · Spread BTP-Bund 121 · EUR/USD 1,0817' })),
  noise('saas-hero-ab', 'content', 'SaaS pricing; A/B hero headline and subline.', page(saasSite, saasPricing, {}, { hero: 'Documentation that answers before support has to', heroSub: 'Markdown in, beautiful docs out, with analytics on every page.' })),
  noise('changelog-featured-slide', 'content', 'Changelog; the featured-integration carousel rotates.', page(clSite, changelog, {}, { featured: 'Featured integration: post release notes to Slack automatically.' })),
  noise('status-incident-ages', 'content', 'Status page; past incidents "3 days ago" → "4 days ago", "9" → "10".', page(statusSite, statusHistory, {}, { ago: '4 days ago', ago2: '10 days ago' })),
  noise('bike-hero-and-viewers-de', 'content', 'German bike shop; hero slider shows another promotion, viewers 7 → 12.', page(fahrradSite, fahrrad, {}, { slide: 'E-Bike-Probefahrt am Wochenende – ohne Termin, direkt im Laden', live: '12 Personen sehen sich diesen Artikel gerade an' })),
  noise('laptop-financing-rate-es', 'content', 'Spanish electronics shop; the financing line follows a new TAE, price unchanged.', page(ficha, electronica, {}, { financia: 'Financiación: desde 30,12 €/mes en 24 meses (TAE 10,50%)' })),
  noise('bistrot-hero-ab-fr', 'content', 'French restaurant; the unlabelled hero headline rotates.', page(bistrotSite, bistrot, {}, { hero: 'Le goût de la Bourgogne, simplement' })),
];
