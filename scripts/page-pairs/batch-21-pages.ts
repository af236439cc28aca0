/**
 * The pages of the twenty-first batch of page pairs (issue 22) from public bodies, a docs site and
 * an events and a jobs site: a German town's waste fees, a French town hall's school enrolment
 * notice, an ORM's release notes, a Spanish concert's ticket page, a Dutch job board's list and an
 * English primary school's term dates, each with the widgets such pages vary between fetches
 * (shuffled news and "you may like" lists, queue and viewer counters, relative times, a rebuilt
 * docs stamp, rotating tips). A page is drawn from values; `ago` is the visit's minutes since the
 * page's data were refreshed.
 */
import type { Values } from './batch-12-shops.js';

const items = (list: string, cls = 'item'): string => list.split('|').filter(Boolean).map((i) => `<li class="${cls}">${i}</li>`).join('');
const rows = (list: string): string => list.split('|').map((row) => `<tr>${row.split('~').map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');

export const abfallDe = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Startseite</a> › <a href="/umwelt">Umwelt</a> › Abfallgebühren</nav>',
    '<article class="leistung">',
    '<h1>Abfallgebühren 2027</h1>',
    '<p>Der Rat der Stadt hat die Gebührensatzung für die Abfallentsorgung beschlossen. Die Gebühren gelten ab dem 1. Januar 2027 und werden mit dem Grundbesitzabgabenbescheid im Februar erhoben. Die Abrechnung erfolgt je Grundstück nach der Größe der bereitgestellten Restabfalltonne.</p>',
    `<h2>Jahresgebühren</h2><table><tr><th>Behälter</th><th>Leerung</th><th>Gebühr pro Jahr</th></tr>${rows(`Restabfalltonne 60 l~14-täglich~148,20 €|Restabfalltonne 120 l~14-täglich~${v.tonne120 ?? '198,00 €'}|Restabfalltonne 240 l~14-täglich~356,40 €|Biotonne 120 l~wöchentlich (April–Oktober)~54,00 €|Papiertonne 240 l~vierwöchentlich~gebührenfrei`)}</table>`,
    `<h2>Sperrmüll</h2><p>Jeder Haushalt kann zweimal im Jahr Sperrmüll abholen lassen, bis zu ${v.sperrmuell ?? '3 m³'} je Abholung. Die Abholung ist in der Abfallgebühr enthalten. Elektrogeräte werden getrennt abgeholt; bitte geben Sie sie bei der Anmeldung an.</p>`,
    '<h2>Ermäßigungen</h2><p>Für Haushalte mit Kindern unter drei Jahren und für Pflegebedürftige mit Inkontinenz gibt es auf Antrag eine zusätzliche Windeltonne ohne Aufpreis. Eigenkompostierer erhalten eine Ermäßigung der Biotonne, wenn sie auf die Tonne verzichten.</p>',
    '<h2>Kontakt</h2><p>Abfallberatung im Umweltamt, Zimmer 214, Telefon 0521 51-2277, abfallberatung@musterstadt.de. Sprechzeiten Montag bis Donnerstag 8:30 – 15:30 Uhr, Freitag 8:30 – 12:00 Uhr.</p>',
    '</article>',
    `<aside class="wartenummer"><p>Bürgerbüro: aktuell aufgerufen Wartenummer ${v.nummer ?? '147'} · Wartezeit ca. ${v.warte ?? '20'} Minuten</p></aside>`,
    `<aside class="aktuelles"><h2>Aktuelles</h2><ul>${items(v.aktuelles ?? 'Weihnachtsbaumabholung ab 7. Januar|Neue Öffnungszeiten der Wertstoffhöfe|Stadtbibliothek: Lesenacht am 4. Dezember|Baustelle Hauptstraße: Umleitung der Buslinie 3|Hundesteuer: Fälligkeit 15. Februar')}</ul></aside>`,
    `<p class="aufrufe">Diese Seite wurde ${v.aufrufe ?? '12.431'} Mal aufgerufen.</p>`,
  ].join('\n');

const ASTUCES = [
  'Le saviez-vous ? Le portail famille permet de payer la cantine en ligne jusqu’au 10 du mois.',
  'Le saviez-vous ? Les repas de la cantine sont composés à 50 % de produits locaux ou bio.',
  'Le saviez-vous ? Vous pouvez signaler une absence à la cantine la veille avant 10 h.',
];

export const inscriptionsFr = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Accueil</a> › <a href="/enfance">Enfance et éducation</a> › Inscriptions scolaires</nav>',
    '<article class="demarche">',
    '<h1>Inscriptions scolaires et périscolaires 2027-2028</h1>',
    `<p class="maj">Information travaux : mise à jour il y a ${v.ago ?? '3'} minutes</p>`,
    '<p>L’inscription à l’école maternelle ou élémentaire est obligatoire pour les enfants qui entrent en petite section, qui arrivent dans la commune ou qui changent d’école. Elle se fait au guichet unique de la mairie ou sur le portail famille.</p>',
    `<h2>Calendrier</h2><table><tr><th>Étape</th><th>Dates</th></tr>${rows(`Dépôt des dossiers~du 5 janvier au ${v.limite ?? '13 mars 2027'}|Affectation dans les écoles~avril 2027|Admission par le directeur~mai et juin 2027`)}</table>`,
    `<h2>Tarifs de la restauration scolaire</h2><table><tr><th>Quotient familial</th><th>Prix du repas</th></tr>${rows(`moins de 500 €~1,20 €|de 500 à 900 €~2,40 €|plus de 900 €~${v.repas ?? '3,45 €'}|hors commune~5,10 €`)}</table>`,
    `<h2>Pièces à fournir</h2><ul>${items('livret de famille ou acte de naissance de l’enfant|justificatif de domicile de moins de trois mois|carnet de santé (vaccinations à jour)|certificat de radiation en cas de changement d’école')}</ul>`,
    '<p>Le guichet unique vous reçoit du lundi au vendredi de 8 h 30 à 12 h et de 13 h 30 à 17 h, le samedi de 9 h à 12 h. Téléphone : 04 78 12 34 56.</p>',
    '</article>',
    `<aside class="astuce"><p>${ASTUCES[Number(v.astuce ?? '0')]}</p></aside>`,
    `<p class="consult">${v.consult ?? '18'} personnes consultent cette page</p>`,
    `<aside class="agenda"><h2>Agenda</h2><ul>${items(v.agenda ?? 'Marché de Noël – 12 et 13 décembre|Conseil municipal – 15 décembre à 19 h|Don du sang – 18 décembre|Vœux du maire – 9 janvier')}</ul></aside>`,
  ].join('\n');

export const CHANGELOG_ROWS = '5.3.2~November 18, 2026~Fix a connection leak when a transaction times out|5.3.1~November 4, 2026~Fix migrations on MySQL 8.4; faster schema diff|5.3.0~October 21, 2026~Composite foreign keys, JSON path filters|5.2.4~September 30, 2026~Security: escape identifiers in raw orderBy|5.2.0~August 26, 2026~Read replicas, query timeouts per call';

export const changelogEn = (v: Values): string =>
  [
    `<div class="docs-top"><span class="docs-brand">Quarry ORM</span> <span class="ver">Latest: v${v.latest ?? '5.3.2'}</span></div>`,
    `<aside class="docs-nav"><ul>${items('Getting started|Models|Queries|Migrations|Transactions|Plugins|Release notes|Upgrading')}</ul></aside>`,
    '<article class="doc">',
    '<h1>Release notes</h1>',
    '<p>Quarry follows semantic versioning. Patch releases fix bugs only; minor releases add features without breaking changes. Every release is published to npm and tagged on GitHub.</p>',
    `<table class="releases"><tr><th>Version</th><th>Released</th><th>Highlights</th></tr>${rows(v.releases ?? CHANGELOG_ROWS)}</table>`,
    `<h2>Support policy</h2><table><tr><th>Line</th><th>Status</th><th>Security fixes until</th></tr>${rows(`5.x~Active~with the next major|4.x LTS~Maintenance~${v.lts ?? 'June 30, 2027'}|3.x~End of life~March 31, 2026`)}</table>`,
    '<p>To upgrade within a major line, bump the version in <code>package.json</code> and run <code>npx quarry migrate</code>. Read <a href="/upgrading">Upgrading</a> before moving between major lines.</p>',
    '</article>',
    `<aside class="ask"><p>Ask the docs: “${v.ask ?? 'How do I run migrations in CI?'}”</p></aside>`,
    `<p class="built">Built ${v.built ?? '2026-11-28 08:03 UTC'} from ${v.commit ?? 'a91c3e0'} · Search index refreshed ${v.ago ?? '3'} minutes ago</p>`,
    `<p class="contrib">Thanks to our ${v.contributors ?? '214'} contributors: ${v.thanks ?? 'Lena Brandt, Tomás Ruiz, Akira Sato, Priya Nair, Jonas Weber'}</p>`,
  ].join('\n');

export const entradasEs = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Inicio</a> › <a href="/conciertos">Conciertos</a> › Pop-Rock</nav>',
    '<article class="evento">',
    '<h1>Vetusta Morla – Gira Figurantes</h1>',
    `<p class="evento__fecha">${v.fecha ?? 'Viernes, 12 de marzo de 2027'} · 21:00 h · apertura de puertas 19:30 h</p>`,
    '<p class="evento__lugar">WiZink Center, Avenida Felipe II s/n, 28009 Madrid</p>',
    `<table class="precios"><tr><th>Zona</th><th>Precio</th><th>Disponibilidad</th></tr>${rows(`Pista~45 €~${v.pista ?? 'Disponible'}|Grada baja~55 €~Disponible|Grada alta~38 €~Últimas entradas|Palco VIP~120 €~Disponible`)}</table>`,
    `<p class="viendo">${v.viendo ?? '37'} personas están viendo este evento</p>`,
    `<p class="vendidas">¡Date prisa! ${v.vendidas ?? '214'} entradas vendidas en las últimas 24 horas</p>`,
    '<a class="btn" href="/compra?e=50913">Comprar entradas</a>',
    '<section class="info"><h2>Información</h2><p>Máximo 6 entradas por compra. Los menores de 16 años deben ir acompañados de un adulto. No se admiten devoluciones salvo cancelación del concierto. Las entradas se envían al móvil 48 horas antes del evento.</p></section>',
    `<section class="tambien"><h2>También te puede interesar</h2><ul>${items(v.tambien ?? 'Love of Lesbian – Movistar Arena – desde 35 €|Izal – La Riviera – desde 30 €|Rozalén – Teatro Real – desde 40 €|Sidecars – Sala But – desde 25 €')}</ul></section>`,
    '</article>',
  ].join('\n');

export const VACATURES = [
  'Medior Backend Developer (.NET) – Conclusion – Utrecht~2 uur geleden',
  'DevOps Engineer – Eneco – Rotterdam~5 uur geleden',
  'Frontend Developer React – Bol – Utrecht~gisteren',
  'Data Engineer – NS – Utrecht~gisteren',
  'Java Developer – Rabobank – Utrecht~2 dagen geleden',
  'Security Engineer – Centric – Gouda~3 dagen geleden',
  'Tester / QA Engineer – Gemeente Utrecht – Utrecht~4 dagen geleden',
  'Scrum Master – a.s.r. – Utrecht~5 dagen geleden',
].join('|');

export const vacaturesNl = (v: Values): string =>
  [
    '<h1>ICT-vacatures in Utrecht</h1>',
    `<p class="aantal">${v.aantal ?? '128'} vacatures · gesorteerd op relevantie</p>`,
    '<div class="filters"><span>Afstand: 25 km</span> <span>Dienstverband: vast</span> <span>Niveau: hbo, wo</span></div>',
    `<ol class="resultaten">${(v.lijst ?? VACATURES).split('|').map((r) => { const [titel, wanneer] = r.split('~'); return `<li class="vacature"><a href="/v/${encodeURIComponent(titel!.slice(0, 12))}">${titel}</a> <span class="wanneer">${wanneer}</span></li>`; }).join('')}</ol>`,
    '<nav class="pagination"><a href="?p=1">1</a> <a href="?p=2">2</a> <a href="?p=3">3</a> … <a href="?p=16">16</a></nav>',
    `<aside class="salaris"><h2>Salarisindicatie</h2><p>Een Backend Developer in Utrecht verdient gemiddeld € 4.350 bruto per maand, op basis van ${v.salarissen ?? '1.204'} salarissen.</p></aside>`,
    '<section class="tips"><h2>Solliciteren in de ICT</h2><p>Houd je cv kort en noem de talen en frameworks waarmee je echt hebt gewerkt. Veel werkgevers vragen om een GitHub-profiel of een portfolio; een paar goed gedocumenteerde projecten zeggen meer dan een lange lijst. Stel een vacaturealert in om nieuwe vacatures direct in je mailbox te krijgen.</p></section>',
    `<p class="alert">${v.alerts ?? '3.918'} werkzoekenden ontvangen deze zoekopdracht als alert</p>`,
  ].join('\n');

export const termDatesEn = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Home</a> › <a href="/parents">Parents</a> › Term dates</nav>',
    '<article>',
    '<h1>Term dates 2026–27</h1>',
    '<p>Please do not book holidays during term time. Requests for leave of absence are only granted in exceptional circumstances and must be made to the headteacher in writing.</p>',
    `<table class="terms"><tr><th>Term</th><th>Starts</th><th>Half term</th><th>Ends</th></tr>${rows('Autumn~Thursday 3 September 2026~26 – 30 October 2026~Friday 18 December 2026|Spring~Tuesday 5 January 2027~15 – 19 February 2027~Thursday 25 March 2027|Summer~Monday 12 April 2027~31 May – 4 June 2027~Wednesday 21 July 2027')}</table>`,
    `<h2>INSET days (school closed to pupils)</h2><ul>${items(`Tuesday 1 September 2026|Wednesday 2 September 2026|Monday 4 January 2027|${v.inset ?? 'Friday 5 March 2027'}|Thursday 22 July 2027`)}</ul>`,
    '<p>Bank holidays: Monday 3 May 2027 and Monday 31 May 2027. The school is also closed on Friday 26 March 2027 for the Easter service at St Mary’s.</p>',
    '</article>',
    `<aside class="photo"><h2>Photo of the week</h2><p>${v.photo ?? 'Year 4 building Viking longships out of cardboard'}</p></aside>`,
    `<aside class="news"><h2>Latest news</h2><ul>${items(v.news ?? 'Christmas jumper day raises £412 – 2 days ago|Year 6 football team reach county final – 4 days ago|Nativity tickets on sale now – 1 week ago')}</ul><p>Class blogs updated ${v.ago ?? '3'} minutes ago</p></aside>`,
  ].join('\n');
