/**
 * The pages of the twenty-seventh batch of page pairs (issue 22), aimed at precision: pages that
 * carry what real sites change per load or per day beside the content a user watches: an English
 * API's rate-limit docs with a build stamp, a helpful counter and a consent banner, a German job
 * board's results with a greeting and a session id, a French town's recycling centre beside the
 * weather, today's date, a news list and a visible security token, a Spanish shop's headphones with
 * A/B copy, viewers and rotating reviews, an Italian news story under a markets strip beside an ad
 * slot and a most-read list, and a Dutch bus line's timetable with a detour notice, the weather and
 * a cookie banner. The other six pages are in batch-27-more-pages.ts. A page is drawn from values.
 */
import type { Values } from './batch-12-shops.js';
import { items, ld, rows, tiles } from './batch-26-pages.js';

/** English API docs page: a rate-limit table and its headers, last-updated age, a helpful counter, a consent banner, the build stamp. */
export const docsEn = (v: Values): string =>
  [
    `<div class="consent" role="dialog"><p>${v.consent ?? 'We use cookies to keep you signed in and to understand how the docs are used. You can change your choice at any time.'}</p><button>Accept all</button><button>Reject non-essential</button></div>`,
    '<nav class="crumbs"><a href="/docs">Docs</a> › API reference › Rate limits</nav>',
    '<article class="doc">',
    '<h1>Rate limits</h1>',
    `<p class="updated">${v.updated ?? 'Last updated 3 hours ago'} · 4 min read</p>`,
    `<p>Every API key may make up to ${v.free ?? '100'} requests per minute on the Free plan. Requests above the limit are rejected with <code>429 Too Many Requests</code> and a <code>Retry-After</code> header giving the seconds to wait.</p>`,
    `<table><tr><th>Plan</th><th>Requests per minute</th><th>Concurrent requests</th><th>Webhook deliveries per hour</th></tr>${rows(`Free~${v.free ?? '100'}~5~1,000|Team~1,000~25~20,000|Business~5,000~100~100,000|Enterprise~Custom~Custom~Custom`)}</table>`,
    '<h2>Response headers</h2>',
    `<pre><code>X-RateLimit-Limit: ${v.free ?? '100'}\nX-RateLimit-Remaining: 97\nX-RateLimit-Reset: 1764494400</code></pre>`,
    '<p>Limits are counted per workspace, not per key: two keys of the same workspace share one budget. Batch endpoints count as one request whatever the number of items, up to 500 items per call.</p>',
    '<h2>Handling 429 responses</h2><p>Back off exponentially starting at one second, and honour <code>Retry-After</code> when present. The official SDKs for Node.js, Python and Go retry three times by default.</p>',
    `<div class="feedback"><p>Was this page helpful?</p><button>Yes</button><button>No</button><p class="count">${v.helpful ?? '482'} people found this helpful</p></div>`,
    '</article>',
    `<p class="build">${v.build ?? 'Build 8f3c2a1 · deployed 2026-11-30 08:12 UTC'}</p>`,
  ].join('\n');

/** German job board's search results: a greeting, a result count, listings with their age, a session id for support. */
export const stellenDe = (v: Values): string =>
  [
    `<p class="hallo">${v.hallo ?? 'Guten Morgen, Jana! Seit deinem letzten Besuch gibt es 3 neue Jobs für deinen Suchauftrag.'}</p>`,
    '<h1>IT-Jobs in Hamburg</h1>',
    '<p class="treffer">128 Jobs gefunden · Sortierung: Relevanz</p>',
    `<ol class="jobs">${items(v.jobs ?? 'Senior Backend Developer (m/w/d) – Hafenlogistik GmbH – Hamburg-Altona – 68.000–78.000 € – vor 2 Stunden|DevOps Engineer (m/w/d) – Nordlicht Versicherung AG – Hamburg-City Nord – 62.000–72.000 € – vor 5 Stunden|Frontend-Entwickler React (m/w/d) – Elbwerk Digital – Hamburg / remote – 55.000–65.000 € – vor 1 Tag|IT-Systemadministrator (m/w/d) – Stadtreinigung Hamburg – Hamburg-Bahrenfeld – TV-AVH EG 10 – vor 2 Tagen|Data Engineer (m/w/d) – Fischmarkt Foods SE – Hamburg-Ottensen – 60.000–70.000 € – vor 3 Tagen|Werkstudent IT-Support (m/w/d) – Alsterklinik – Hamburg-Eppendorf – 15 €/Std. – vor 4 Tagen', 'job')}</ol>`,
    `<section class="topjob"><h2>Top-Job: Senior Backend Developer (m/w/d)</h2><p>Hafenlogistik GmbH · Hamburg-Altona · Vollzeit, unbefristet · 68.000–78.000 € brutto/Jahr · 30 Tage Urlaub, Deutschlandticket</p><p class="frist">${v.frist ?? 'Bewerbungsfrist: 15.12.2026'}</p><button>Jetzt bewerben</button></section>`,
    '<h2>Tipps für deine Bewerbung</h2><p>Lade deinen Lebenslauf einmal hoch und bewirb dich mit einem Klick. Arbeitgeber sehen dein Profil erst, wenn du dich bewirbst.</p>',
    `<p class="hilfe">Probleme mit der Seite? Nenne unserem Support deine Sitzungs-ID: ${v.sitzung ?? '7F3A-22C1-9B0E'}</p>`,
  ].join('\n');

/** French town's recycling centre: today's date and weather, opening hours, accepted waste and fees, news, a contact form with its token shown. */
export const decheterieFr = (v: Values): string =>
  [
    `<p class="meteo">${v.meteo ?? 'Lundi 30 novembre 2026 · Villefranche 4 °C, brouillard givrant'}</p>`,
    '<nav class="crumbs"><a href="/">Accueil</a> › Cadre de vie › Déchets › Déchèterie</nav>',
    '<h1>Déchèterie des Grillons</h1>',
    '<p>Chemin des Grillons, 69400 Villefranche-sur-Saône · accès gratuit pour les particuliers sur présentation du badge.</p>',
    `<h2>Horaires d’hiver (du 1er novembre au 31 mars)</h2><table>${rows(`Lundi au vendredi~9 h 00 – 12 h 00 et 14 h 00 – 17 h 30|Samedi~${v.samedi ?? '9 h 00 – 18 h 00'}|Dimanche~9 h 00 – 12 h 00|Jours fériés~Fermé`)}</table>`,
    `<h2>Déchets acceptés</h2><ul>${items('Encombrants et mobilier|Déchets verts (3 m³ par semaine au maximum)|Gravats|Bois|Métaux|Cartons|Électroménager|Piles et batteries|Huiles de vidange')}</ul>`,
    `<h2>Tarifs</h2><table>${rows('Badge d’accès (premier badge)~Gratuit|Badge supplémentaire ou perdu~10 €|Professionnels, le m³~22 €')}</table>`,
    `<h2>Actualités</h2><ul>${items(v.actus ?? 'Collecte des sapins du 4 au 15 janvier|Distribution de composteurs le 12 décembre|Nouveaux bacs jaunes : ce qui change')}</ul>`,
    `<form class="contact" method="post" action="/contact"><label>Votre question<textarea name="q"></textarea></label><p class="jeton">Jeton de sécurité : ${v.jeton ?? '9c1e4f07a2'}</p><button>Envoyer</button></form>`,
  ].join('\n');

/** Spanish electronics shop's headphones: price, struck price, instalments, an A/B buy button and banner, viewers, featured reviews. */
export const auricularesEs = (v: Values): string =>
  [
    ld('Sony WH-1000XM5 Auriculares inalámbricos con cancelación de ruido', 'EUR', v.ld ?? '279.00'),
    '<nav class="crumbs"><a href="/">Inicio</a> › Imagen y sonido › Auriculares › Inalámbricos</nav>',
    `<p class="banner">${v.banner ?? 'Envío gratis en 24 h en pedidos superiores a 29 €'}</p>`,
    '<article class="ficha">',
    '<h1>Sony WH-1000XM5 Auriculares inalámbricos con cancelación de ruido, Negro</h1>',
    '<p class="ref">Ref. 1398421 · 4,7 de 5 (2.315 opiniones)</p>',
    `<div class="compra"><p class="precio">${v.precio ?? '279,00 €'}</p><p class="antes">Antes <s>419,00 €</s></p><p class="plazos">${v.plazos ?? 'Paga en 3 plazos de 93,00 € sin intereses'}</p><p class="stock">En stock · Recíbelo mañana</p><button>${v.boton ?? 'Añadir a la cesta'}</button></div>`,
    `<p class="viendo">${v.viendo ?? '14'} personas están viendo este producto</p>`,
    '<h2>Características</h2><p>Cancelación de ruido con 8 micrófonos y procesador V1, hasta 30 horas de autonomía, carga rápida: 3 minutos para 3 horas de uso. Multipunto Bluetooth 5.2, códec LDAC, peso 250 g.</p>',
    `<h2>Opiniones destacadas</h2><ul>${items(v.opiniones ?? '«La cancelación de ruido en el avión es increíble.» – Marta, Valencia|«Muy cómodos, los llevo toda la jornada en la oficina.» – Jorge, Bilbao', 'opinion')}</ul>`,
    `<h2>Completa tu compra</h2><ul>${tiles('Funda rígida Sony~24,99 €|Cable de audio 3,5 mm~9,99 €|Soporte para auriculares~19,90 €')}</ul>`,
    '</article>',
  ].join('\n');

/** Italian news story on a fare rise: a markets strip, its age, the article, an ad slot and most read. */
export const notiziaIt = (v: Values): string =>
  [
    `<div class="mercati">${v.mercati ?? 'FTSE MIB 34.512 +0,42% · Spread BTP-Bund 118 · EUR/USD 1,0562 · Brent 72,14 $'}</div>`,
    '<nav class="crumbs"><a href="/">Home</a> › Milano › Trasporti</nav>',
    '<article class="notizia">',
    '<h1>Metro e bus, il biglietto ordinario sale a 2,50 euro</h1>',
    `<p class="firma">di Chiara Bonfanti · ${v.aggiornato ?? 'aggiornato 12 minuti fa'}</p>`,
    `<p>Il Comune ha approvato l’aumento delle tariffe del trasporto pubblico: il biglietto ordinario passerà da 2,20 a 2,50 euro ${v.data ?? 'dal 1° gennaio 2027'}. Restano invariati l’abbonamento mensile a 39 euro e quello annuale a 330 euro.</p>`,
    '<p>Il carnet da dieci corse salirà da 19,50 a 22 euro, mentre il biglietto giornaliero passerà da 7,60 a 8,50 euro. Gli abbonamenti per studenti e over 65 non subiranno modifiche.</p>',
    `<aside class="adv"><p>Pubblicità</p><p>${v.adv ?? 'Conto Arancio: 3% lordo per 12 mesi sui nuovi depositi'}</p></aside>`,
    '<p>Secondo l’assessora alla Mobilità l’aumento serve a coprire i costi dell’energia e il potenziamento delle linee notturne. Le associazioni dei consumatori hanno annunciato un ricorso al TAR.</p>',
    '</article>',
    `<section class="piu-letti"><h2>I più letti</h2><ol>${items(v.letti ?? 'Nebbia in tangenziale, tamponamento a catena|Sciopero dei treni venerdì: le fasce garantite|Mercatini di Natale, gli orari|Neve in Valtellina, aperti gli impianti|Nuovo stadio, il voto in consiglio')}</ol></section>`,
  ].join('\n');

/** Dutch bus line's timetable page: a detour notice with its age, the weather, a cookie banner, weekday departures. */
export const dienstregelingNl = (v: Values): string =>
  [
    v.cookies ?? '',
    `<p class="weer">${v.weer ?? 'Utrecht: 6 °C, lichte regen'}</p>`,
    '<nav class="crumbs"><a href="/">Home</a> › Reizen › Dienstregeling › Lijn 12</nav>',
    '<h1>Lijn 12: Utrecht Centraal – Science Park</h1>',
    `<div class="omleiding"><h2>Omleiding</h2><p>${v.omleiding ?? 'Door werkzaamheden op de Weg tot de Elleboog rijdt lijn 12 t/m 11 december om. De haltes Rubenslaan en Stadion Galgenwaard vervallen; stap in op de tijdelijke halte Waterlinieweg.'}</p><p class="update">${v.update ?? 'Laatste update: 3 minuten geleden'}</p></div>`,
    `<h2>Vertrektijden Utrecht Centraal, maandag t/m vrijdag</h2><table>${rows('06~12 27 42 57|07~07 15 22 30 37 45 52|08~00 07 15 22 30 37 45 52|09~00 10 20 30 40 50|10–15~elke 10 minuten|16~00 07 15 22 30 37 45 52|17~00 07 15 22 30 37 45 52|18~00 12 27 42 57|19–23~12 27 42 57|0~12 (laatste rit)')}</table>`,
    '<p>Reizen met OV-chipkaart of betaalpas: instaptarief € 1,08, daarna € 0,20 per kilometer. Op deze lijn rijden elektrische bussen met gratis wifi.</p>',
  ].join('\n');
