/**
 * The ninth batch of page pairs (issue 22, manifest "batch": "pairs-9"), written in one go and
 * split by name before any evaluation ran on it, on page shapes no earlier batch had: restaurant
 * menus, concert and conference pages, an app store listing, download and release-notes pages, a
 * SaaS status page, government forms and fees, university course pages, property listings,
 * airline route and fare pages, news articles and tickers, in en, de, fr, es, nl and it. The
 * noise is copy that rotates between visits (a dish of the day, a featured speaker, a testimonial,
 * an A/B hero, a tip of the day, a ticker, featured or similar listings, a rate-driven calculator);
 * the real changes are a moved date, a price or fee, a limit, a version, and states written only
 * in prose (a rest day, sold out, a venue, an incident resolved, admission, a listing under offer,
 * baggage no longer included). Names start with "p9-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { renderShell, type Shell } from './batch-2-shell.js';

export const BATCH_9 = 'pairs-9';

type Values = Record<string, string>;

function page(shell: Shell, body: (v: Values) => string, before: Values, after: Values): (side: Side) => string {
  return (side) => renderShell(shell, body(side === 'before' ? before : { ...before, ...after }));
}

const { real, noise } = batchPairs(BATCH_9, 'p9');

const s = (site: string, lang: string, title: string): Shell => ({ site, lang, title });

// ---------- restaurants ----------

const bistro = (v: Values): string =>
  [
    '<div class="menu-page">',
    '<h1>The Larder &amp; Vine</h1>',
    '<p class="menu-page__intro">Seasonal American cooking in the heart of the Pearl District.</p>',
    `<aside class="menu-page__special"><h2>Tonight's special</h2><p>${v.special ?? 'Braised short rib over creamy polenta with charred broccolini and salsa verde'}</p></aside>`,
    '<section class="menu-section"><h2>Starters</h2><ul>',
    '<li><span class="dish">Burrata, heirloom tomatoes, basil oil</span> <span class="price">$16</span></li>',
    '<li><span class="dish">Crispy Brussels sprouts, fish sauce caramel</span> <span class="price">$13</span></li>',
    '<li><span class="dish">Dungeness crab cakes, lemon aioli</span> <span class="price">$19</span></li>',
    '</ul></section>',
    '<section class="menu-section"><h2>Mains</h2><ul>',
    `<li><span class="dish">Dry-aged ribeye, bone marrow butter, frites</span> <span class="price">${v.ribeye ?? '$38'}</span></li>`,
    '<li><span class="dish">Pan-roasted halibut, beurre blanc, fingerlings</span> <span class="price">$34</span></li>',
    '<li><span class="dish">Wild mushroom risotto, aged parmesan</span> <span class="price">$24</span></li>',
    '<li><span class="dish">Half roast chicken, salsa verde, greens</span> <span class="price">$27</span></li>',
    '</ul></section>',
    '<section class="menu-section"><h2>Desserts</h2><ul>',
    '<li><span class="dish">Olive oil cake, whipped mascarpone</span> <span class="price">$11</span></li>',
    '<li><span class="dish">Dark chocolate pot de crème</span> <span class="price">$12</span></li>',
    '</ul></section>',
    '<p class="menu-page__hours">Dinner Tuesday–Sunday 5–10 pm. Happy hour 4–6 pm at the bar.</p>',
    '<p class="menu-page__note">A 20% service charge is added to parties of six or more.</p>',
    '</div>',
  ].join('\n');

const gasthaus = (v: Values): string =>
  [
    '<div class="gasthaus">',
    '<h1>Gasthaus Zur Linde</h1>',
    '<p>Schwäbische Küche seit 1887 – mit Biergarten unter der alten Linde.</p>',
    `<div class="gasthaus__tipp"><h2>Unsere Empfehlung heute</h2><p>${v.tipp ?? 'Kalbsrahmgulasch mit hausgemachten Spätzle und Gurkensalat'} – 18,90 €</p></div>`,
    '<h2>Öffnungszeiten</h2>',
    '<p>Mittwoch bis Samstag 11:30–14:00 und 17:30–22:00 Uhr, Sonn- und Feiertage 11:30–21:00 Uhr.</p>',
    `<p class="gasthaus__ruhetag">${v.ruhetag ?? 'Ruhetag: Montag. Dienstag nur abends geöffnet.'}</p>`,
    '<h2>Aus der Karte</h2><ul>',
    '<li>Maultaschen in der Brühe – 9,50 €</li>',
    '<li>Zwiebelrostbraten mit Bratkartoffeln – 26,50 €</li>',
    '<li>Käsespätzle mit Röstzwiebeln – 15,90 €</li>',
    '</ul>',
    '<p class="gasthaus__reservierung">Tischreservierung unter 0711 482 913 oder online.</p>',
    '</div>',
  ].join('\n');

// ---------- events ----------

const concert = (v: Values): string =>
  [
    '<article class="event">',
    '<p class="event__kicker">Live at the Roundhouse</p>',
    '<h1>Haven Lights – The Tidal Tour</h1>',
    `<p class="event__when">${v.date ?? 'Saturday 14 March 2027 · Doors 19:00 · Show 20:30'}</p>`,
    '<p class="event__where">Roundhouse, Chalk Farm Road, London NW1 8EH</p>',
    '<p class="event__age">Age restriction: 14+ (under 16s must be accompanied by an adult)</p>',
    `<div class="event__tickets"><p class="event__status">${v.status ?? 'Tickets available – General admission standing £42.50, Circle seated £55.00'}</p><a class="btn" href="/tickets/haven-lights">${v.button ?? 'Buy tickets'}</a></div>`,
    '<p>After two sold-out nights at Brixton, Haven Lights return with songs from their third album and a new stage show.</p>',
    `<blockquote class="event__quote">${v.quote ?? '“The most euphoric live band in Britain right now.” – NME'}</blockquote>`,
    '</article>',
  ].join('\n');

const congreso = (v: Values): string =>
  [
    '<div class="congreso">',
    '<h1>XXIV Congreso Nacional de Enfermería Pediátrica</h1>',
    '<p class="congreso__fechas">Del 22 al 24 de abril de 2027</p>',
    `<p class="congreso__sede">Sede: ${v.sede ?? 'Palacio de Congresos de Valencia, Av. de las Cortes Valencianas 60'}</p>`,
    '<p>Tres días de ponencias, talleres prácticos y comunicaciones orales sobre el cuidado del niño hospitalizado y en atención primaria.</p>',
    `<section class="congreso__ponente"><h2>Ponente destacado</h2><p>${v.ponente ?? 'Dra. Marta Ibáñez, jefa de la UCI pediátrica del Hospital La Fe, hablará sobre la humanización de los cuidados intensivos.'}</p></section>`,
    '<h2>Cuotas de inscripción</h2>',
    '<ul><li>Socios: 180 €</li><li>No socios: 240 €</li><li>Estudiantes y residentes: 90 €</li></ul>',
    '<p class="congreso__plazo">Envío de comunicaciones hasta el 31 de enero de 2027.</p>',
    '</div>',
  ].join('\n');

// ---------- apps and releases ----------

const appListing = (v: Values): string =>
  [
    '<div class="app">',
    '<h1>Trailmark: Hiking Maps &amp; GPS</h1>',
    '<p class="app__dev">Trailmark Labs Inc.</p>',
    '<p class="app__rating">4.7 out of 5 · 18.2K Ratings</p>',
    '<p class="app__price">Free · Offers In-App Purchases</p>',
    '<section class="app__whatsnew"><h2>What’s New</h2><p>Version 6.4.2</p><p>Offline maps now download up to twice as fast. Fixed a crash when importing GPX files from Files.</p></section>',
    `<section class="app__review"><h2>Ratings and Reviews</h2><p>${v.review ?? '★★★★★ “Saved my trip in the Dolomites” – The offline topo maps worked perfectly with no signal for three days. Battery use is reasonable too.'}</p></section>`,
    '<section class="app__info"><h2>Information</h2><dl>',
    '<dt>Size</dt><dd>212.4 MB</dd>',
    '<dt>Category</dt><dd>Navigation</dd>',
    `<dt>Compatibility</dt><dd>${v.compat ?? 'iPhone: Requires iOS 15.0 or later.'}</dd>`,
    '<dt>Languages</dt><dd>English, French, German, Italian, Spanish</dd>',
    '<dt>In-App Purchases</dt><dd>Trailmark Premium (monthly) $4.99 · Trailmark Premium (yearly) $35.99</dd>',
    '</dl></section>',
    `<section class="app__more"><h2>You Might Also Like</h2><ul>${v.more ?? '<li>PeakFinder</li><li>Gaia GPS: Hiking, Offroad Maps</li><li>Komoot – Hike, Bike &amp; Run</li><li>SkyView Lite</li>'}</ul></section>`,
    '</div>',
  ].join('\n');

const downloadDe = (v: Values): string =>
  [
    '<div class="download">',
    '<h1>Belegwerk herunterladen</h1>',
    `<p class="download__version">${v.version ?? 'Aktuelle Version: 3.6.1 (Windows, macOS, Linux)'}</p>`,
    '<p><a class="btn" href="/download/latest">Kostenlos herunterladen</a></p>',
    '<h2>Systemvoraussetzungen</h2>',
    '<ul><li>Windows 10 oder neuer, macOS 12 oder neuer, Ubuntu 22.04 oder neuer</li><li>4 GB Arbeitsspeicher</li><li>500 MB freier Speicherplatz</li></ul>',
    `<h2>Neu in dieser Version</h2><ul>${v.notes ?? '<li>Belege lassen sich per Drag &amp; Drop in Ordner verschieben</li><li>Behoben: falsche Summen bei Belegen in Fremdwährung</li>'}</ul>`,
    `<aside class="download__sponsor">${v.sponsor ?? 'Gesponsert: Steuerkanzlei Brandt – Ihre Buchhaltung in guten Händen. Jetzt Erstgespräch vereinbaren.'}</aside>`,
    '</div>',
  ].join('\n');

const releaseNotesNl = (v: Values): string =>
  [
    '<div class="releasenotes">',
    '<h1>Releasenotes</h1>',
    `<div class="releasenotes__tip">${v.tip ?? 'Tip: met Ctrl+K open je overal de snelzoekbalk.'}</div>`,
    ...(v.newEntry ? [v.newEntry] : []),
    '<article class="release"><h2>Release 2026.11</h2><ul><li>Facturen kun je nu in termijnen laten betalen via iDEAL.</li><li>Het dashboard laat de openstaande posten per klant zien.</li></ul></article>',
    '<article class="release"><h2>Release 2026.10</h2><ul><li>Nieuwe koppeling met Exact Online.</li><li>Herinneringen worden automatisch verstuurd na 14 dagen.</li></ul></article>',
    '</div>',
  ].join('\n');

// ---------- status page ----------

const statusPage = (v: Values): string =>
  [
    '<div class="status">',
    '<h1>Relaymail status</h1>',
    `<div class="status__banner">${v.banner ?? 'Partial outage'}</div>`,
    ...(v.maintenance ? [`<section class="status__maintenance">${v.maintenance}</section>`] : []),
    `<section class="status__incident">${v.incident ?? '<h2>Elevated webhook delivery errors in EU region</h2><p><strong>Investigating</strong> – We are investigating failed webhook deliveries for some customers in the EU region. Email sending is not affected.</p>'}</section>`,
    '<table class="status__components"><tbody>',
    '<tr><td>SMTP relay</td><td>Operational</td></tr>',
    '<tr><td>REST API</td><td>Operational</td></tr>',
    `<tr><td>Webhooks (EU)</td><td>${v.webhooks ?? 'Partial outage'}</td></tr>`,
    '<tr><td>Dashboard</td><td>Operational</td></tr>',
    '</tbody></table>',
    `<p class="status__uptime">${v.uptime ?? '99.98% uptime over the past 90 days'}</p>`,
    '</div>',
  ].join('\n');

// ---------- government ----------

const cerfa = (v: Values): string =>
  [
    '<div class="fiche-pratique">',
    '<h1>Demande de carte grise pour un véhicule d’occasion</h1>',
    '<p>Vous devez faire la demande en ligne dans un délai d’un mois à compter de la date d’achat du véhicule.</p>',
    `<div class="formulaire"><h2>Formulaire</h2><p>${v.form ?? 'Demande de certificat d’immatriculation d’un véhicule – Formulaire cerfa n°13750*05'}</p><p><a href="/cerfa/13750">Accéder au formulaire (PDF – 312.4 KB)</a></p></div>`,
    '<p>Le coût dépend de la puissance fiscale du véhicule et de la région.</p>',
    `<aside class="plus-consultes"><h2>Les plus consultés</h2><ul>${v.top ?? '<li>Changement d’adresse</li><li>Passeport</li><li>Acte de naissance</li><li>Permis de conduire</li>'}</ul></aside>`,
    '</div>',
  ].join('\n');

const comune = (v: Values): string =>
  [
    '<div class="servizio">',
    `<div class="ticker"><span>Ultime notizie:</span> ${v.ticker ?? 'Raccolta differenziata: nuovo calendario per il quartiere Borgo · Chiusura temporanea della biblioteca civica per lavori'}</div>`,
    '<h1>Carta d’identità elettronica (CIE)</h1>',
    '<p>La carta d’identità elettronica si richiede all’Ufficio Anagrafe su appuntamento.</p>',
    '<h2>Quanto costa</h2>',
    `<p class="servizio__costo">${v.costo ?? 'Il costo della CIE è di € 22,21, da pagare al momento della richiesta con carta o bancomat.'}</p>`,
    '<p>In caso di smarrimento o furto è necessario presentare la denuncia.</p>',
    '<h2>Tempi</h2><p>La carta viene spedita all’indirizzo indicato entro 6 giorni lavorativi.</p>',
    '</div>',
  ].join('\n');

const gemeente = (v: Values): string =>
  [
    '<div class="product">',
    `<div class="hero"><p class="hero__title">${v.hero ?? 'Regel het online'}</p><p class="hero__sub">${v.heroSub ?? 'De meeste zaken doet u gewoon thuis'}</p></div>`,
    '<h1>Vergunning voor een evenement aanvragen</h1>',
    '<p>Organiseert u een evenement in de openbare ruimte met meer dan 100 bezoekers? Dan heeft u een evenementenvergunning nodig.</p>',
    `<p class="product__termijn">${v.termijn ?? 'Dien uw aanvraag voor evenementen in de zomer van 2027 in vóór 1 april 2027.'}</p>`,
    '<h2>Kosten</h2><p>De leges voor een klein evenement zijn € 87,45. Voor een groot evenement betaalt u € 412,00.</p>',
    '<h2>Wat heeft u nodig?</h2><ul><li>Een situatietekening</li><li>Een veiligheidsplan</li><li>Een verzekeringsbewijs</li></ul>',
    '</div>',
  ].join('\n');

// ---------- universities ----------

const ukCourse = (v: Values): string =>
  [
    '<div class="course">',
    '<h1>BSc (Hons) Environmental Science</h1>',
    '<dl class="course__facts">',
    '<dt>UCAS code</dt><dd>F750</dd>',
    '<dt>Duration</dt><dd>3 years full-time, 4 years with placement</dd>',
    '<dt>Typical offer</dt><dd>ABB including a science</dd>',
    `<dt>Fees</dt><dd>${v.fees ?? 'UK students: £9,250 per year. International students: £21,900 per year.'}</dd>`,
    '</dl>',
    '<p>Study how natural systems work and how people change them, with fieldwork in Snowdonia and the Peak District in every year.</p>',
    `<blockquote class="course__story">${v.story ?? '“Fieldwork was the highlight – I never expected to spend a week mapping peat bogs and love it.” Priya, graduated 2024, now an ecologist at the Environment Agency'}</blockquote>`,
    '</div>',
  ].join('\n');

const studiengang = (v: Values): string =>
  [
    '<div class="studiengang">',
    '<h1>Psychologie (B.Sc.)</h1>',
    '<table class="steckbrief"><tbody>',
    '<tr><th>Abschluss</th><td>Bachelor of Science</td></tr>',
    '<tr><th>Regelstudienzeit</th><td>6 Semester</td></tr>',
    '<tr><th>Studienbeginn</th><td>Wintersemester</td></tr>',
    `<tr><th>Zulassung</th><td>${v.zulassung ?? 'zulassungsbeschränkt (örtlicher NC)'}</td></tr>`,
    '<tr><th>Unterrichtssprache</th><td>Deutsch</td></tr>',
    '</tbody></table>',
    '<p>Der Studiengang vermittelt die Grundlagen der Allgemeinen, Biologischen und Klinischen Psychologie sowie der empirischen Forschungsmethoden.</p>',
    `<aside class="aktuelles"><h2>Aus der Forschung</h2><p>${v.forschung ?? 'Wie Schlaf das Lernen beeinflusst: Neue Studie der Arbeitsgruppe Kognition erschienen.'}</p></aside>`,
    '</div>',
  ].join('\n');

const corso = (v: Values): string =>
  [
    '<div class="corso">',
    '<h1>Corso di laurea in Scienze Infermieristiche</h1>',
    '<ul class="corso__info">',
    '<li>Classe di laurea: L/SNT1</li>',
    '<li>Durata: 3 anni</li>',
    `<li>${v.posti ?? 'Accesso: numero programmato nazionale, 150 posti'}</li>`,
    '<li>Sede: Polo didattico San Paolo</li>',
    '</ul>',
    '<p>Il corso forma infermieri capaci di assistere la persona in ogni fase della vita, in ospedale e sul territorio.</p>',
    `<div class="corso__evidenza">${v.evidenza ?? 'In evidenza: Open day delle professioni sanitarie, iscrizioni aperte sul portale studenti'}</div>`,
    '</div>',
  ].join('\n');

// ---------- property ----------

const piso = (v: Values): string =>
  [
    '<div class="anuncio">',
    '<h1>Piso en venta en calle de Cuba, Ruzafa, Valencia</h1>',
    `<p class="anuncio__precio">${v.precio ?? '285.000 €'}</p>`,
    `<p class="anuncio__baja">${v.baja ?? ''}</p>`,
    '<ul class="anuncio__datos"><li>92 m² construidos</li><li>3 habitaciones</li><li>2 baños</li><li>Planta 4ª exterior con ascensor</li></ul>',
    '<p>Vivienda reformada en 2021, muy luminosa, con balcón a la calle y suelos hidráulicos originales restaurados. A cinco minutos del mercado de Ruzafa.</p>',
    `<div class="anuncio__hipoteca">${v.hipoteca ?? 'Hipoteca estimada: 1.043 €/mes (80% financiado a 30 años, TIN 2,65%)'}</div>`,
    '<p class="anuncio__ref">Referencia del anuncio: 104387712</p>',
    '</div>',
  ].join('\n');

const woning = (v: Values): string =>
  [
    '<div class="object">',
    '<h1>Vondelstraat 112-2, Amsterdam</h1>',
    '<p class="object__prijs">€ 675.000 k.k.</p>',
    `<p class="object__status">Status: ${v.status ?? 'Beschikbaar'}</p>`,
    '<ul class="object__kenmerken"><li>Woonoppervlakte 78 m²</li><li>3 kamers (2 slaapkamers)</li><li>Energielabel C</li><li>Bouwjaar 1895</li></ul>',
    '<p>Sfeervol bovenhuis op de tweede verdieping met originele details, een zonnig balkon op het zuiden en het Vondelpark om de hoek.</p>',
    `<section class="object__vergelijkbaar"><h2>Vergelijkbare woningen</h2><ul>${v.similar ?? '<li>Overtoom 301-3 – € 598.000 k.k.</li><li>Eerste Helmersstraat 60-1 – € 725.000 k.k.</li>'}</ul></section>`,
    '</div>',
  ].join('\n');

const expose = (v: Values): string =>
  [
    '<div class="expose">',
    '<h1>Helle 3-Zimmer-Wohnung mit Balkon in Leipzig-Gohlis</h1>',
    '<table class="expose__daten"><tbody>',
    '<tr><th>Kaufpreis</th><td>329.000 €</td></tr>',
    '<tr><th>Wohnfläche</th><td>81 m²</td></tr>',
    '<tr><th>Zimmer</th><td>3</td></tr>',
    '<tr><th>Hausgeld</th><td>265 €</td></tr>',
    '</tbody></table>',
    '<p>Die Wohnung liegt im zweiten Obergeschoss eines sanierten Gründerzeithauses mit Aufzug. Die Küche ist zum Wohnzimmer hin offen.</p>',
    `<aside class="expose__tipp"><h2>Tipp der Redaktion</h2><p>${v.tipp ?? 'Dachgeschoss mit Blick über Connewitz – 4 Zimmer, 112 m², 459.000 €'}</p></aside>`,
    '</div>',
  ].join('\n');

// ---------- airlines ----------

const route = (v: Values): string =>
  [
    '<div class="route">',
    '<h1>Flights from London Gatwick to Lisbon</h1>',
    `<p class="route__from">${v.from ?? 'Return fares from £89 including taxes'}</p>`,
    '<p>Up to 5 flights a day · Flight time about 2 h 45 min · Terminal: North</p>',
    '<p>Lisbon’s hills, trams and riverside cafés are under three hours away. Pack light or add a hold bag when you book.</p>',
    `<section class="route__inspiration"><h2>Travel inspiration</h2><p>${v.inspiration ?? 'Lisbon in a weekend: the viewpoints, pastries and fado bars the locals love'}</p></section>`,
    '</div>',
  ].join('\n');

const tarifs = (v: Values): string =>
  [
    '<div class="tarifs">',
    '<h1>Nos tarifs en Europe</h1>',
    '<table class="tarifs__table"><thead><tr><th>Tarif</th><th>Light</th><th>Standard</th><th>Flex</th></tr></thead><tbody>',
    '<tr><td>Bagage cabine</td><td>1 sac sous le siège</td><td>1 bagage cabine de 12 kg</td><td>1 bagage cabine de 12 kg</td></tr>',
    `<tr><td>Bagage en soute</td><td>En option</td><td>${v.soute ?? '1 bagage de 23 kg inclus'}</td><td>2 bagages de 23 kg inclus</td></tr>`,
    '<tr><td>Choix du siège</td><td>Payant</td><td>Gratuit 24 h avant le départ</td><td>Gratuit</td></tr>',
    '<tr><td>Modification</td><td>Non autorisée</td><td>Avec frais</td><td>Gratuite</td></tr>',
    '</tbody></table>',
    '</div>',
  ].join('\n');

const ziele = (v: Values): string =>
  [
    '<div class="angebote">',
    '<h1>Flüge nach Mallorca</h1>',
    '<p>Direktflüge ab Hamburg, Düsseldorf, Stuttgart und München. Freigepäck je nach Tarif bis 23 kg.</p>',
    `<div class="carousel"><h2>Beliebte Ziele</h2><ul>${v.ziele ?? '<li>Lissabon ab 69 €</li><li>Rom ab 54 €</li><li>Kopenhagen ab 49 €</li>'}</ul></div>`,
    '<p>Alle angezeigten Preise sind Endpreise pro Person und Strecke inklusive Steuern und Gebühren.</p>',
    '</div>',
  ].join('\n');

// ---------- news ----------

const article = (v: Values): string =>
  [
    '<article class="story">',
    `<div class="ticker" aria-live="polite">${v.ticker ?? 'Markets close higher as energy stocks rally · Storm warning issued for the north coast · Transit strike talks resume'}</div>`,
    '<h1>Council approves downtown bike lane plan after heated debate</h1>',
    '<p class="byline">By Dana Whitfield</p>',
    `<p>${v.vote ?? 'The city council voted 7–2 on Tuesday night to approve a network of protected bike lanes on four downtown streets.'}</p>`,
    '<p>Supporters said the lanes would make cycling safer; several business owners warned that removing parking would hurt trade.</p>',
    '<p>Construction on the first street is expected to begin next spring.</p>',
    '</article>',
  ].join('\n');

const biblioteca = (v: Values): string =>
  [
    '<div class="biblioteca">',
    '<h1>Biblioteca Municipal Eugenio Trías</h1>',
    `<div class="frase"><h2>Frase del día</h2><p>${v.frase ?? '«Un libro abierto es un cerebro que habla; cerrado, un amigo que espera.» – Proverbio hindú'}</p></div>`,
    '<h2>Horario</h2><p>De lunes a viernes de 9:00 a 21:00 h. Sábados de 10:00 a 14:00 h.</p>',
    '<h2>Préstamo</h2><p>Con el carné puedes llevarte hasta 6 documentos durante 15 días, renovables una vez.</p>',
    '</div>',
  ].join('\n');

const landing = (v: Values): string =>
  [
    '<div class="landing">',
    `<section class="hero"><h1>${v.headline ?? 'Invoicing that gets you paid faster'}</h1><p>${v.sub ?? 'Send branded invoices in seconds and let reminders do the chasing.'}</p><a class="btn" href="/signup">Start free trial</a></section>`,
    '<section class="features"><h2>Everything you need</h2><ul><li>Recurring invoices</li><li>Online card and bank payments</li><li>Automatic reminders</li><li>Multi-currency</li></ul></section>',
    '<section class="plans"><p>Solo $9 per month · Team $29 per month · 14-day free trial, no card required</p></section>',
    `<section class="testimonial"><blockquote>${v.quote ?? '“We cut the time we spend chasing payments by more than half.” – Lena Ortiz, founder of Ortiz Studio'}</blockquote></section>`,
    '</div>',
  ].join('\n');

const bistroSite = s('The Larder & Vine', 'en-US', 'Menu | The Larder & Vine');
const lindeSite = s('Gasthaus Zur Linde', 'de-DE', 'Gasthaus Zur Linde – Speisekarte');
const roundhouse = s('Roundhouse', 'en-GB', 'Haven Lights | Roundhouse');
const congresoSite = s('AEEP', 'es-ES', 'XXIV Congreso Nacional | AEEP');
const appStore = s('App Store', 'en-US', 'Trailmark: Hiking Maps & GPS on the App Store');
const belegwerk = s('Belegwerk', 'de-DE', 'Download | Belegwerk');
const factuurSite = s('Factuurly', 'nl-NL', 'Releasenotes | Factuurly');
const relaymail = s('Relaymail', 'en', 'Relaymail Status');
const servicePublic = s('Service Public', 'fr-FR', 'Carte grise d’un véhicule d’occasion | Service Public');
const comuneSite = s('Comune di Parma', 'it-IT', 'Carta d’identità elettronica | Comune di Parma');
const gemeenteSite = s('Gemeente Utrecht', 'nl-NL', 'Evenementenvergunning | Gemeente Utrecht');
const uniUk = s('University of Sheffield', 'en-GB', 'Environmental Science BSc | University of Sheffield');
const uniDe = s('Universität Mannheim', 'de-DE', 'Psychologie (B.Sc.) | Universität Mannheim');
const uniIt = s('Università di Milano', 'it-IT', 'Scienze Infermieristiche | Università di Milano');
const portalEs = s('Pisoteca', 'es-ES', 'Piso en venta en Ruzafa | Pisoteca');
const makelaar = s('Woonfonds Makelaars', 'nl-NL', 'Vondelstraat 112-2 | Woonfonds Makelaars');
const immo = s('ImmoNetz', 'de-DE', '3-Zimmer-Wohnung Leipzig-Gohlis | ImmoNetz');
const airline = s('Skylark Air', 'en-GB', 'Flights to Lisbon | Skylark Air');
const compagnie = s('Aéro Atlantique', 'fr-FR', 'Nos tarifs | Aéro Atlantique');
const ferienflieger = s('Sonnenflug', 'de-DE', 'Flüge nach Mallorca | Sonnenflug');
const gazette = s('Riverside Gazette', 'en-US', 'Bike lane plan approved | Riverside Gazette');
const bibliotecaSite = s('Ajuntament', 'es-ES', 'Biblioteca Eugenio Trías');
const invoiceApp = s('Billpond', 'en', 'Billpond – Invoicing for small teams');

export const PAIRS_9: PairSpec[] = [
  // ----- real -----
  real('menu-main-price-rise', 'content', 'content', 'US restaurant menu; the ribeye $38 → $42, nothing else.', page(bistroSite, bistro, {}, { ribeye: '$42' })),
  real('gasthaus-rest-day-added-de', 'content', 'content', 'German inn; "Ruhetag: Montag. Dienstag nur abends geöffnet." → "Ruhetage: Montag und Dienstag."', page(lindeSite, gasthaus, {}, { ruhetag: 'Ruhetage: Montag und Dienstag.' })),
  real('concert-rescheduled', 'content', 'content', 'Concert page; 14 March 2027 → 23 May 2027, doors and show times unchanged.', page(roundhouse, concert, {}, { date: 'Saturday 23 May 2027 · Doors 19:00 · Show 20:30' })),
  real('concert-sold-out', 'content', 'content', 'Concert page; "Tickets available – …" → "Sold out – join the waiting list for returns", button "Buy tickets" → "Join waiting list".', page(roundhouse, concert, {}, { status: 'Sold out – join the waiting list for returns', button: 'Join waiting list' })),
  real('congreso-venue-moved-es', 'content', 'content', 'Spanish conference; venue "Palacio de Congresos de Valencia, …" → "Feria Valencia, Pabellón 2".', page(congresoSite, congreso, {}, { sede: 'Feria Valencia, Pabellón 2, Av. de las Ferias s/n' })),
  real('app-requires-newer-ios', 'content', 'content', 'App Store listing; "Requires iOS 15.0 or later." → "Requires iOS 17.0 or later."', page(appStore, appListing, {}, { compat: 'iPhone: Requires iOS 17.0 or later.' })),
  real('download-new-version-de', 'content', 'content', 'German download page; version 3.6.1 → 3.6.2 and its release notes.', page(belegwerk, downloadDe, {}, { version: 'Aktuelle Version: 3.6.2 (Windows, macOS, Linux)', notes: '<li>Behoben: Absturz beim Import von PDF-Belegen mit Formularfeldern</li><li>Behoben: falsche Summen bei Belegen in Fremdwährung</li>' })),
  real('releasenotes-entry-added-nl', 'content', 'content', 'Dutch release notes; a new "Release 2026.12" entry with two items on top.', page(factuurSite, releaseNotesNl, {}, { newEntry: '<article class="release"><h2>Release 2026.12</h2><ul><li>Btw-aangifte: de opgaaf ICP wordt nu automatisch ingevuld.</li><li>Creditnota’s kun je koppelen aan een bestaande factuur.</li></ul></article>' })),
  real('status-maintenance-scheduled', 'content', 'content', 'Status page; a scheduled maintenance notice for 3 December 02:00–04:00 UTC is added.', page(relaymail, statusPage, {}, { maintenance: '<h2>Scheduled maintenance: database upgrade</h2><p>Thursday 3 December 2026, 02:00–04:00 UTC. The dashboard will be read-only during the window.</p>' })),
  real('status-incident-resolved', 'content', 'content', 'Status page; the EU webhook incident goes from Investigating to Resolved, the component back to Operational.', page(relaymail, statusPage, {}, { banner: 'All systems operational', incident: '<h2>Elevated webhook delivery errors in EU region</h2><p><strong>Resolved</strong> – Failed deliveries have been retried and webhooks are working normally again.</p>', webhooks: 'Operational' })),
  real('cerfa-new-form-version-fr', 'content', 'content', 'French gov page; cerfa n°13750*05 → n°13750*06, nothing else.', page(servicePublic, cerfa, {}, { form: 'Demande de certificat d’immatriculation d’un véhicule – Formulaire cerfa n°13750*06' })),
  real('cie-cost-it', 'content', 'content', 'Italian comune; ID card cost € 22,21 → € 27,50 (new fee).', page(comuneSite, comune, {}, { costo: 'Il costo della CIE è di € 27,50, da pagare al momento della richiesta con carta o bancomat.' })),
  real('event-permit-deadline-nl', 'content', 'content', 'Dutch council; apply before 1 April 2027 → before 15 March 2027.', page(gemeenteSite, gemeente, {}, { termijn: 'Dien uw aanvraag voor evenementen in de zomer van 2027 in vóór 15 maart 2027.' })),
  real('course-fee-rise-uk', 'content', 'content', 'UK course page; UK fee £9,250 → £9,535 per year.', page(uniUk, ukCourse, {}, { fees: 'UK students: £9,535 per year. International students: £21,900 per year.' })),
  real('studiengang-admission-free-de', 'content', 'content', 'German course page; Zulassung "zulassungsbeschränkt (örtlicher NC)" → "zulassungsfrei".', page(uniDe, studiengang, {}, { zulassung: 'zulassungsfrei' })),
  real('corso-places-cut-it', 'content', 'content', 'Italian course; "numero programmato nazionale, 150 posti" → "120 posti".', page(uniIt, corso, {}, { posti: 'Accesso: numero programmato nazionale, 120 posti' })),
  real('piso-price-drop-es', 'content', 'content', 'Spanish property listing; 285.000 € → 269.000 € with a "Ha bajado 16.000 €" line, mortgage estimate follows.', page(portalEs, piso, {}, { precio: '269.000 €', baja: 'Ha bajado 16.000 €', hipoteca: 'Hipoteca estimada: 985 €/mes (80% financiado a 30 años, TIN 2,65%)' })),
  real('woning-under-offer-nl', 'content', 'content', 'Dutch listing; "Status: Beschikbaar" → "Status: Verkocht onder voorbehoud".', page(makelaar, woning, {}, { status: 'Verkocht onder voorbehoud' })),
  real('route-fare-rise', 'content', 'content', 'Airline route page; "Return fares from £89" → "from £109".', page(airline, route, {}, { from: 'Return fares from £109 including taxes' })),
  real('hold-bag-no-longer-included-fr', 'content', 'content', 'French airline fares table; Standard "1 bagage de 23 kg inclus" → "En option".', page(compagnie, tarifs, {}, { soute: 'En option' })),
  real('article-vote-corrected', 'content', 'content', 'News article correction; "voted 7–2" → "voted 6–3".', page(gazette, article, {}, { vote: 'The city council voted 6–3 on Tuesday night to approve a network of protected bike lanes on four downtown streets.' })),

  // ----- noise -----
  noise('menu-tonights-special', 'content', 'US restaurant; "Tonight\'s special" names another dish.', page(bistroSite, bistro, {}, { special: 'Seared diver scallops with sweet pea purée, pancetta crumbs and pea shoots' })),
  noise('gasthaus-recommendation-de', 'content', 'German inn; "Unsere Empfehlung heute" names another dish at the same price.', page(lindeSite, gasthaus, {}, { tipp: 'Schweinebraten mit Kartoffelknödel und warmem Krautsalat' })),
  noise('concert-press-quote', 'content', 'Concert page; the press quote rotates.', page(roundhouse, concert, {}, { quote: '“A band built for big rooms and bigger choruses.” – The Guardian, four stars' })),
  noise('congreso-featured-speaker-es', 'content', 'Spanish conference; "Ponente destacado" rotates between speakers.', page(congresoSite, congreso, {}, { ponente: 'D. Javier Roldán, enfermero de práctica avanzada en el Hospital Sant Joan de Déu, presentará su experiencia con la consulta de enfermería en diabetes infantil.' })),
  noise('app-featured-review', 'content', 'App Store listing; the featured review shown is another one.', page(appStore, appListing, {}, { review: '★★★★☆ “Great maps, pricey subscription” – Route planning is the best I have used, but I wish the yearly plan came with a longer trial.' })),
  noise('app-also-like-rotated', 'content', 'App Store listing; "You Might Also Like" shows other apps.', page(appStore, appListing, {}, { more: '<li>AllTrails: Hike, Bike &amp; Run</li><li>Outdooractive</li><li>PeakVisor</li><li>Windy.com</li>' })),
  noise('download-sponsor-de', 'content', 'German download page; the sponsor line rotates.', page(belegwerk, downloadDe, {}, { sponsor: 'Gesponsert: Kontoblick – alle Geschäftskonten in einer App. 30 Tage kostenlos testen.' })),
  noise('releasenotes-tip-nl', 'content', 'Dutch release notes; the tip of the day rotates.', page(factuurSite, releaseNotesNl, {}, { tip: 'Tip: sleep een bonnetje naar het scherm om er meteen een uitgave van te maken.' })),
  noise('status-uptime-rolls', 'content', 'Status page; the rolling 90-day uptime 99.98% → 99.97%, nothing else.', page(relaymail, statusPage, {}, { uptime: '99.97% uptime over the past 90 days' })),
  noise('most-viewed-rotated-fr', 'content', 'French gov page; "Les plus consultés" lists other procedures.', page(servicePublic, cerfa, {}, { top: '<li>Carte d’identité</li><li>Déclaration de revenus</li><li>Certificat de non-gage</li><li>Casier judiciaire</li>' })),
  noise('comune-ticker-it', 'content', 'Italian comune; the news ticker shows other headlines.', page(comuneSite, comune, {}, { ticker: 'Mercatino di Natale in piazza Garibaldi fino al 6 gennaio · Nuove regole per i permessi di sosta nella ZTL' })),
  noise('gemeente-hero-ab-nl', 'content', 'Dutch council; A/B hero "Regel het online" → "Snel geregeld, waar u ook bent".', page(gemeenteSite, gemeente, {}, { hero: 'Snel geregeld, waar u ook bent', heroSub: 'Vraag aan, betaal en volg uw aanvraag online' })),
  noise('course-student-story', 'content', 'UK course page; the student quote rotates.', page(uniUk, ukCourse, {}, { story: '“The placement year at a water company gave me a job offer before I had even graduated.” Tom, graduated 2023, now a catchment scientist' })),
  noise('forschung-teaser-de', 'content', 'German course page; "Aus der Forschung" shows another story.', page(uniDe, studiengang, {}, { forschung: 'Stress im Homeoffice: Befragung mit über 3.000 Beschäftigten zeigt, was wirklich hilft.' })),
  noise('corso-evidenza-it', 'content', 'Italian course; the "In evidenza" line rotates.', page(uniIt, corso, {}, { evidenza: 'In evidenza: Borse di studio per l’anno accademico, consulta il bando sul portale DSU' })),
  noise('piso-mortgage-estimate-es', 'content', 'Spanish listing; the mortgage estimate follows the day\'s rate: 1.043 → 1.051 €/mes, TIN 2,65% → 2,71%.', page(portalEs, piso, {}, { hipoteca: 'Hipoteca estimada: 1.051 €/mes (80% financiado a 30 años, TIN 2,71%)' })),
  noise('woning-similar-rotated-nl', 'content', 'Dutch listing; "Vergelijkbare woningen" shows other homes with their prices.', page(makelaar, woning, {}, { similar: '<li>Jan Luijkenstraat 44-3 – € 815.000 k.k.</li><li>Van Baerlestraat 20-H – € 639.000 k.k.</li>' })),
  noise('expose-editor-tip-de', 'content', 'German listing; "Tipp der Redaktion" shows another flat with its price.', page(immo, expose, {}, { tipp: 'Altbau mit Stuck in der Südvorstadt – 2 Zimmer, 64 m², 245.000 €' })),
  noise('route-inspiration', 'content', 'Airline route page; the "Travel inspiration" teaser rotates.', page(airline, route, {}, { inspiration: 'Beyond the city: day trips to Sintra, Cascais and the Arrábida coast' })),
  noise('beliebte-ziele-de', 'content', 'German airline; the "Beliebte Ziele" carousel shows other cities and fares.', page(ferienflieger, ziele, {}, { ziele: '<li>Porto ab 59 €</li><li>Neapel ab 64 €</li><li>Stockholm ab 72 €</li>' })),
  noise('article-ticker', 'content', 'News article; the ticker above it shows other headlines.', page(gazette, article, {}, { ticker: 'School board delays vote on new calendar · Water main break closes Elm Street · Library extends weekend hours' })),
  noise('frase-del-dia-es', 'content', 'Spanish library; "Frase del día" rotates.', page(bibliotecaSite, biblioteca, {}, { frase: '«Leer es soñar con los ojos abiertos.» – Anónimo' })),
  noise('landing-ab-hero-and-quote', 'content', 'SaaS landing page; A/B hero headline and the testimonial both rotate.', page(invoiceApp, landing, {}, { headline: 'Get paid on time, every time', sub: 'Invoices, reminders and payments in one simple app.', quote: '“Billpond paid for itself in the first month: three overdue clients settled within a week.” – Marco Bellini, freelance architect' })),
];
