/**
 * The non-commercial pages of the fourteenth batch of page pairs (issue 22): a Dutch job board, an
 * English concert's ticket page, a library's changelog, a German citizens' office notice, a status
 * page, a Spanish ministry's press room, an Italian school's notices, a Swedish football club's
 * training times, a French theatre's dates and a German API's rate limits. Each carries what such
 * sites render per visit: relative times, queue estimates, uptime rounding, "most read" rankings,
 * sponsor rotations, visit counters, tracking parameters and personalised order.
 */
import type { Values } from './batch-12-shops.js';

const VACATURES: Record<string, string> = {
  verpleeg: '<li class="vacature"><h2><a href="/vacatures/4411{t}">Verpleegkundige interne geneeskunde</a></h2><p>Zwolle · 32–36 uur · € 3.400 – € 4.900</p></li>',
  data: '<li class="vacature"><h2><a href="/vacatures/4398{t}">Data-analist zorglogistiek</a></h2><p>Zwolle · 36 uur · € 3.900 – € 5.500</p></li>',
  secretaresse: '<li class="vacature"><h2><a href="/vacatures/4375{t}">Medisch secretaresse polikliniek</a></h2><p>Kampen · 24–28 uur · € 2.800 – € 3.700</p></li>',
  schoonmaak: '<li class="vacature"><h2><a href="/vacatures/4369{t}">Medewerker schoonmaak (avond)</a></h2><p>Zwolle · 20 uur · € 2.400 – € 2.900</p></li>',
  ok: '<li class="vacature"><h2><a href="/vacatures/4420{t}">Operatieassistent</a></h2><p>Zwolle · 32 uur · € 3.600 – € 5.200</p></li>',
};

export const vacaturesNl = (v: Values): string =>
  [
    '<section class="vacatures">',
    '<h1>Werken bij Isala – vacatures</h1>',
    `<p class="vacatures__filter">${v.aantal ?? '4 vacatures'} · ${v.sort ?? 'Aanbevolen voor jou'}</p>`,
    '<ul>',
    (v.lijst ?? 'verpleeg|data|secretaresse|schoonmaak').split('|').map((id) => VACATURES[id]!.replace('{t}', v.tracking ?? '')).join('\n'),
    '</ul>',
    `<p class="vacatures__geplaatst">Laatste vacature geplaatst ${v.geplaatst ?? '2 dagen geleden'}</p>`,
    '</section>',
  ].join('\n');

export const ticketsEn = (v: Values): string =>
  [
    '<article class="event">',
    '<h1>Khruangbin – A LA SALA Tour</h1>',
    `<p class="event__date">${v.date ?? 'Thu 12 March 2027, doors 19:00'} · O2 Academy Brixton, London</p>`,
    `<p class="event__status">${v.status ?? 'Tickets on sale now'}</p>`,
    `<table class="event__prices"><tr><td>General admission standing</td><td>${v.ga ?? '£45.50'}</td></tr><tr><td>Circle seated</td><td>${v.circle ?? '£52.00'}</td></tr></table>`,
    `<p class="event__note">Prices include a ${v.fee ?? '£4.25'} booking fee per ticket. Max 6 tickets per order.</p>`,
    `<p class="event__queue">${v.queue ?? 'You are in the queue. Estimated wait: about 3 minutes.'}</p>`,
    `<p class="event__interest">${v.interest ?? '2.4k people are interested'}</p>`,
    v.button ?? '<button class="btn">Find tickets</button>',
    '</article>',
  ].join('\n');

export const changelogEn = (v: Values): string =>
  [
    '<article class="docs">',
    '<h1>Changelog</h1>',
    v.newest ?? '',
    '<h2 id="v4-2-0">4.2.0 <small>2026-10-28</small></h2><ul><li>Add <code>retry.jitter</code> option.</li><li>Fix memory leak when aborting streamed requests.</li></ul>',
    '<h2 id="v4-1-3">4.1.3 <small>2026-09-30</small></h2><ul><li>Fix TypeScript types for <code>hooks.beforeRetry</code>.</li></ul>',
    '<h2 id="v4-1-2">4.1.2 <small>2026-09-11</small></h2><ul><li>Drop support for Node.js 16.</li></ul>',
    `<footer class="docs__meta"><a href="https://github.com/fetchkit/fetchkit/edit/main/docs/changelog.md">Edit this page</a> · Last updated ${v.updated ?? 'on Oct 28, 2026'} by ${v.author ?? 'mkovac'}</footer>`,
    `<p class="docs__feedback">${v.feedback ?? 'Was this page helpful? 214 people found this useful.'}</p>`,
    '</article>',
  ].join('\n');

export const buergeramtDe = (v: Values): string =>
  [
    '<div class="amt">',
    '<h1>Bürgeramt Mitte – Personalausweis beantragen</h1>',
    v.hinweis ?? '',
    `<p class="amt__wartezeit">Aktuelle Wartezeit ohne Termin: ${v.wartezeit ?? 'ca. 25 Minuten'}</p>`,
    '<table class="amt__gebuehren"><tr><th>Leistung</th><th>Gebühr</th></tr>',
    `<tr><td>Personalausweis (ab 24 Jahren)</td><td>${v.perso ?? '37,00 Euro'}</td></tr>`,
    '<tr><td>Personalausweis (unter 24 Jahren)</td><td>22,80 Euro</td></tr>',
    '<tr><td>Vorläufiger Personalausweis</td><td>10,00 Euro</td></tr></table>',
    `<p class="amt__frist">${v.frist ?? 'Termine für Dezember können bis zum 30. November online gebucht werden.'}</p>`,
    `<p class="amt__stand">Stand: ${v.stand ?? '27.11.2026, 08:14 Uhr'}</p>`,
    '</div>',
  ].join('\n');

const COMPONENTS = ['Dashboard', 'REST API', 'Webhooks', 'EU data region', 'US data region'];

export const statusEn = (v: Values): string =>
  [
    '<div class="statuspage">',
    `<h1>${v.banner ?? 'All Systems Operational'}</h1>`,
    v.incident ?? '',
    '<ul class="components">',
    ...COMPONENTS.map((c) => `<li><span>${c}</span> <span class="component__state">${v[c] ?? 'Operational'}</span> <span class="uptime">${v[`${c} uptime`] ?? '99.98'}% uptime</span></li>`),
    '</ul>',
    `<p class="statuspage__refresh">${v.refresh ?? 'Page refreshed 2 minutes ago'}</p>`,
    '</div>',
  ].join('\n');

export const prensaEs = (v: Values): string =>
  [
    '<section class="prensa">',
    '<h1>Sala de prensa – Ministerio de Vivienda y Agenda Urbana</h1>',
    '<ul class="prensa__notas">',
    v.nueva ?? '',
    '<li><time datetime="2026-11-24">24/11/2026</time> <a href="/prensa/2026/11/24/bono-alquiler">El Bono Alquiler Joven amplía su plazo de solicitud en seis comunidades</a></li>',
    '<li><time datetime="2026-11-20">20/11/2026</time> <a href="/prensa/2026/11/20/suelo">El Gobierno moviliza suelo para 12.000 viviendas asequibles</a></li>',
    '<li><time datetime="2026-11-18">18/11/2026</time> <a href="/prensa/2026/11/18/rehabilitacion">Abierta la convocatoria de ayudas a la rehabilitación energética</a></li>',
    '</ul>',
    `<aside class="prensa__leido"><h2>Lo más leído</h2><ol>${(v.leido ?? 'Bono Alquiler Joven: requisitos|Ayudas a la rehabilitación|Ley de Vivienda: preguntas frecuentes').split('|').map((t) => `<li>${t}</li>`).join('')}</ol></aside>`,
    '</section>',
  ].join('\n');

export const scuolaIt = (v: Values): string =>
  [
    '<div class="scuola">',
    '<h1>Istituto Comprensivo "Gianni Rodari" – Avvisi</h1>',
    `<p class="scuola__meteo">${v.meteo ?? 'Bergamo oggi: 9 °C, nuvoloso'}</p>`,
    '<ul class="avvisi">',
    v.avviso ?? '',
    '<li><strong>20/11/2026</strong> – Colloqui generali con le famiglie: martedì 2 dicembre, dalle 16:30 alle 19:00.</li>',
    `<li><strong>14/11/2026</strong> – Iscrizioni alla classe prima per l’a.s. 2027/28: ${v.iscrizioni ?? 'dal 7 al 31 gennaio 2027'}.</li>`,
    '</ul>',
    `<p class="scuola__visite">Visite al sito: ${v.visite ?? '45.210'}</p>`,
    '</div>',
  ].join('\n');

export const klubbSv = (v: Values): string =>
  [
    '<div class="klubb">',
    '<h1>IK Sirius Ungdom – Träningstider hösten 2026</h1>',
    '<table class="traning"><tr><th>Lag</th><th>Dag</th><th>Tid</th><th>Plan</th></tr>',
    `<tr><td>P2014</td><td>Måndag</td><td>${v.p2014 ?? '17.30–19.00'}</td><td>Studenternas konstgräs</td></tr>`,
    '<tr><td>F2013</td><td>Tisdag</td><td>18.00–19.30</td><td>Gränby IP</td></tr>',
    `<tr><td>P2012</td><td>Onsdag</td><td>18.30–20.00</td><td>${v.p2012plan ?? 'Gränby IP'}</td></tr></table>`,
    v.meddelande ?? '',
    `<div class="klubb__sponsor"><p>${v.sponsor ?? 'Tack till vår huvudsponsor ICA Maxi Gränby'}</p></div>`,
    `<p class="klubb__besok">${v.besok ?? 'Du är besökare nummer 88 214'}</p>`,
    '</div>',
  ].join('\n');

export const theatreFr = (v: Values): string =>
  [
    '<article class="spectacle">',
    '<h1>Le Misanthrope – Molière</h1>',
    '<p>Mise en scène de Claire Dumont. Durée 2 h 10 sans entracte.</p>',
    '<table class="dates"><tr><th>Date</th><th>Heure</th><th>Disponibilité</th></tr>',
    `<tr><td>Vendredi 9 janvier 2027</td><td>20 h 30</td><td>${v.jan9 ?? 'Places disponibles'}</td></tr>`,
    `<tr><td>Samedi 10 janvier 2027</td><td>${v.jan10heure ?? '20 h 30'}</td><td>${v.jan10 ?? 'Places disponibles'}</td></tr>`,
    '<tr><td>Dimanche 11 janvier 2027</td><td>16 h</td><td>Places disponibles</td></tr></table>',
    '<p>Tarifs : plein 32 €, réduit 24 €, moins de 26 ans 12 €.</p>',
    `<p class="spectacle__maj">Dernière mise à jour : ${v.maj ?? '27/11/2026 à 14:02'}</p>`,
    '</article>',
  ].join('\n');

export const apiDocsDe = (v: Values): string =>
  [
    '<article class="docs">',
    '<h1>Ratenbegrenzung</h1>',
    '<p>Alle Endpunkte der Zahlungs-API sind pro API-Schlüssel begrenzt. Bei Überschreitung antwortet die API mit <code>429 Too Many Requests</code>.</p>',
    '<table><tr><th>Tarif</th><th>Anfragen pro Minute</th><th>Gleichzeitige Verbindungen</th></tr>',
    `<tr><td>Sandbox</td><td>${v.sandbox ?? '100'}</td><td>5</td></tr>`,
    `<tr><td>Live Basis</td><td>${v.basis ?? '600'}</td><td>${v.basisConn ?? '20'}</td></tr>`,
    '<tr><td>Live Enterprise</td><td>6.000</td><td>200</td></tr></table>',
    v.hinweis ?? '',
    `<p class="docs__links"><a href="/docs/fehlercodes${v.utm ?? ''}">Fehlercodes</a> · <a href="/docs/webhooks${v.utm ?? ''}">Webhooks</a></p>`,
    `<p class="docs__hilfreich">${v.hilfreich ?? 'War diese Seite hilfreich? 92 % sagen ja.'}</p>`,
    '</article>',
  ].join('\n');
