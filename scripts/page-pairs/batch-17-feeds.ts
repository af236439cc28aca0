/**
 * The listing and reference pages of the seventeenth batch of page pairs (issue 22): a German
 * and a Dutch news listing, a Finnish and an Italian blog listing, API docs, a German forum
 * thread, a status page and a browser-extension store page. What they re-render per visit:
 * relative and localised times ("vor 12 Minuten", "gisteren 22:14", "eilen"), comment, reaction
 * and save counts, shuffled "most read" and related lists, helpfulness votes, edit links carrying
 * a commit hash, online counters, a status page's daily roll at midnight and rating counts.
 */
import type { Values } from './batch-12-shops.js';

const list = (items: string): string => items.split('|').map((i) => `<li>${i}</li>`).join('');
const fill = (template: string, v: Values, defaults: Values): string => template.replace(/\{(\w+)\}/g, (_, key: string) => v[key] ?? defaults[key] ?? '');

const TEASERS_DE: Record<string, string> = {
  stadtbahn: '<article class="teaser"><h2><a href="/lokales/stadtbahn-linie-10-umleitung-ab-montag">Stadtbahn: Linie 10 fährt ab Montag über den Aegidientorplatz</a></h2><p class="teaser__meta">{t0} · 💬 {c0}</p><p>Wegen Gleisarbeiten an der Goethestraße leitet die Üstra die Linie 10 drei Wochen lang um. Die Haltestelle Steintor entfällt.</p></article>',
  markt: '<article class="teaser"><h2><a href="/lokales/weihnachtsmarkt-besucherrekord">Weihnachtsmarkt in der Altstadt meldet Besucherrekord am ersten Wochenende</a></h2><p class="teaser__meta">{t1} · 💬 {c1}</p><p>Rund 180.000 Menschen kamen in den ersten drei Tagen. Die Stadt richtet zusätzliche Fahrradständer am Marktplatz ein.</p></article>',
  schule: '<article class="teaser"><h2><a href="/lokales/grundschule-linden-neubau">Neubau der Grundschule in Linden verzögert sich bis Herbst 2027</a></h2><p class="teaser__meta">{t2} · 💬 {c2}</p><p>Lieferengpässe bei Fertigteilen verschieben den Einzug. Die Klassen bleiben bis dahin in den Containern an der Fössestraße.</p></article>',
  hannover96: '<article class="teaser"><h2><a href="/sport/96-trainer-vor-dem-derby">96-Trainer vor dem Derby: „Wir wissen, was auf dem Spiel steht“</a></h2><p class="teaser__meta">{t3} · 💬 {c3}</p><p>Am Sonntag empfängt Hannover 96 Eintracht Braunschweig. Zwei Stammspieler fallen verletzt aus.</p></article>',
  polizei: '<article class="teaser"><h2><a href="/lokales/polizei-sucht-zeugen-list">Polizei sucht Zeugen nach Unfall an der Podbielskistraße</a></h2><p class="teaser__meta">{t4} · 💬 {c4}</p><p>Ein Radfahrer wurde am Mittwochabend leicht verletzt. Der Autofahrer fuhr ohne anzuhalten weiter.</p></article>',
  kultur: '<article class="teaser"><h2><a href="/kultur/staatsoper-premiere-zauberfloete">Staatsoper: Umjubelte Premiere der „Zauberflöte“</a></h2><p class="teaser__meta">{t5} · 💬 {c5}</p><p>Die Neuinszenierung setzt auf Projektionen und ein junges Ensemble. Karten gibt es noch für Januar.</p></article>',
};

export const nachrichtenDe = (v: Values): string =>
  [
    '<section class="ressort">',
    '<h1>Lokales Hannover</h1>',
    fill((v.teaser ?? 'markt|schule|hannover96|polizei|kultur').split('|').map((id) => TEASERS_DE[id]!).join('\n'), v, { t0: 'vor 3 Minuten', c0: '2', t1: 'vor 12 Minuten', c1: '34', t2: 'vor 48 Minuten', c2: '57', t3: 'vor 1 Stunde', c3: '211', t4: 'vor 2 Stunden', c4: '19', t5: 'Gestern, 22:47', c5: '8' }),
    `<aside class="meistgelesen"><h2>Meistgelesen</h2><ol>${list(v.meist ?? 'Weihnachtsmarkt in der Altstadt meldet Besucherrekord|Neue Blitzer an der Vahrenwalder Straße|Eilenriede: Bäume werden gefällt|Wo es am Sonntag Brötchen gibt|96-Trainer vor dem Derby')}</ol></aside>`,
    '</section>',
  ].join('\n');

export const nieuwsNl = (v: Values): string =>
  [
    '<section class="nieuws">',
    `<h1>Nieuws uit Utrecht <small>${v.datum ?? 'woensdag 2 december'}</small></h1>`,
    '<ul class="nieuws__lijst">',
    `<li><a href="/nieuws/3381904">Tram naar Uithof rijdt vanaf zondag weer volgens dienstregeling</a> <time>${v.a ?? 'vandaag 22:14'}</time></li>`,
    `<li><a href="/nieuws/3381877">Gemeente Utrecht wil meer fietsparkeerplekken bij station Zuilen</a> <time>${v.b ?? 'vandaag 21:03'}</time></li>`,
    `<li><a href="/nieuws/3381802">Brand in schuur in Maarssen snel onder controle</a> <time>${v.c ?? 'vandaag 18:40'}</time></li>`,
    `<li><a href="/nieuws/3381766">FC Utrecht speelt zondag uit tegen Heerenveen zonder Van der Hoorn</a> <time>${v.d ?? 'vandaag 16:25'}</time></li>`,
    '<li><a href="/nieuws/3381690">Nieuwe ijsbaan op de Neude opent vrijdag</a> <time>dinsdag 1 december</time></li>',
    '</ul>',
    `<aside class="meest-gelezen"><h2>Meest gelezen</h2><ol>${list(v.meest ?? 'Nieuwe ijsbaan op de Neude opent vrijdag|Tram naar Uithof rijdt weer|Brand in schuur in Maarssen|Meer fietsparkeerplekken bij Zuilen')}</ol></aside>`,
    '</section>',
  ].join('\n');

export const blogFi = (v: Values): string =>
  [
    '<section class="blogi">',
    '<h1>Keittiön puolella – reseptit ja arki</h1>',
    `<article class="kirjoitus"><h2><a href="/2026/12/joulutortut-kahdella-taikinalla">Joulutortut kahdella taikinalla</a></h2><p class="kirjoitus__meta">${v.a ?? 'Tänään klo 7.45'} · ❤ ${v.ra ?? '96'} · ${v.ka ?? '4 kommenttia'}</p><p>Lehtitaikina vai rahkataikina? Testasimme molemmat ja kerromme, kumpi pysyy paremmin kasassa uunissa.</p></article>`,
    `<article class="kirjoitus"><h2><a href="/2026/12/piparkakkutalo-ilman-stressia">Piparkakkutalo ilman stressiä</a></h2><p class="kirjoitus__meta">${v.b ?? 'Eilen'} · ❤ ${v.rb ?? '213'} · ${v.kb ?? '12 kommenttia'}</p><p>Kaavat ladattavissa. Sulatettu sokeri on paras liima, ja seinät kannattaa leipoa edellisenä päivänä.</p></article>`,
    `<article class="kirjoitus"><h2><a href="/2026/11/lanttulaatikko">Mummon lanttulaatikko</a></h2><p class="kirjoitus__meta">${v.c ?? '4 päivää sitten'} · ❤ ${v.rc ?? '341'} · ${v.kc ?? '27 kommenttia'}</p><p>Perinteinen resepti, jossa ei säästellä siirappia. Laatikon voi pakastaa jo nyt.</p></article>`,
    `<aside class="suosituimmat"><h2>Suosituimmat tällä viikolla</h2><ol>${list(v.suosituimmat ?? 'Mummon lanttulaatikko|Piparkakkutalo ilman stressiä|Glögi ilman alkoholia|Joulutortut kahdella taikinalla')}</ol></aside>`,
    `<p class="uutiskirje"><a class="btn" href="/tilaa">${v.cta ?? 'Tilaa uutiskirje'}</a></p>`,
    '</section>',
  ].join('\n');

export const ricetteIt = (v: Values): string =>
  [
    '<section class="ricette">',
    '<h1>Ricette di Natale</h1>',
    `<article class="card"><h2><a href="/ricette/panettone-fatto-in-casa">Panettone fatto in casa</a></h2><p>Difficoltà: alta · Preparazione: 36 ore · ${v.sa ?? 'Salvata 1,2k volte'} · 💬 ${v.ca ?? '148'}</p></article>`,
    `<article class="card"><h2><a href="/ricette/tortellini-in-brodo">Tortellini in brodo</a></h2><p>Difficoltà: media · Preparazione: 3 ore · ${v.sb ?? 'Salvata 860 volte'} · 💬 ${v.cb ?? '61'}</p></article>`,
    `<article class="card"><h2><a href="/ricette/struffoli-napoletani">Struffoli napoletani</a></h2><p>Difficoltà: media · Preparazione: 1 ora e 20 minuti · ${v.sc ?? 'Salvata 512 volte'} · 💬 ${v.cc ?? '37'}</p></article>`,
    `<article class="card"><h2><a href="/ricette/cappone-ripieno">Cappone ripieno</a></h2><p>Difficoltà: alta · Preparazione: 4 ore · ${v.sd ?? 'Salvata 233 volte'} · 💬 ${v.cd ?? '12'}</p></article>`,
    `<aside class="potrebbe"><h2>Ti potrebbe piacere</h2><ul>${list(v.potrebbe ?? 'Pandoro farcito al mascarpone|Cavallucci senesi|Insalata di rinforzo|Baccalà fritto')}</ul></aside>`,
    '</section>',
  ].join('\n');

export const docsEn = (v: Values): string =>
  [
    '<div class="docs">',
    '<nav class="docs__side"><ul><li><a href="/docs/webhooks">Overview</a></li><li><a href="/docs/webhooks/events">Event types</a></li><li><a href="/docs/webhooks/signatures">Verifying signatures</a></li><li><a href="/docs/webhooks/limits">Limits and retries</a></li></ul></nav>',
    '<article class="docs__body">',
    '<h1>Webhooks: limits and retries</h1>',
    `<p class="docs__meta">Last updated ${v.updated ?? '2 hours ago'} · <a href="https://github.example/parcelhub/docs/edit/main/webhooks/limits.md?ref=${v.commit ?? '3f9c2ab'}">Edit this page</a></p>`,
    `<p>Parcelhub sends an HTTP POST to your endpoint for every event you subscribe to. Your endpoint must answer with a 2xx status within ${v.timeout ?? '10 seconds'}; anything else counts as a failed delivery.</p>`,
    `<table><thead><tr><th>Limit</th><th>Value</th></tr></thead><tbody><tr><td>Response timeout</td><td>${v.timeout ?? '10 seconds'}</td></tr><tr><td>Maximum payload size</td><td>256 KB</td></tr><tr><td>Endpoints per account</td><td>20</td></tr><tr><td>Delivery attempts</td><td>8 over 24 hours</td></tr></tbody></table>`,
    '<h2>Retries</h2><p>Failed deliveries are retried with exponential backoff: after 1 minute, 5 minutes, 30 minutes, 2 hours and then every 6 hours until the eighth attempt. After that the event is marked as failed and shown in the dashboard.</p>',
    '<pre><code>POST /hooks/parcelhub HTTP/1.1\nContent-Type: application/json\nParcelhub-Signature: t=1764740000,v1=5257a869e7…\n\n{"type":"shipment.delivered","id":"evt_1NfZ…"}</code></pre>',
    `<div class="docs__feedback">Was this page helpful? <button>👍 ${v.yes ?? '213'}</button> <button>👎 ${v.no ?? '14'}</button></div>`,
    `<button class="docs__ai">${v.ai ?? 'Ask AI'}</button>`,
    '</article></div>',
  ].join('\n');

export const forumDe = (v: Values): string =>
  [
    '<div class="thread">',
    `<h1>${v.titel ?? ''}Therme taktet ständig – Vaillant ecoTEC plus VC 206</h1>`,
    `<article class="post"><p class="post__meta">heizungsneuling » ${v.t1 ?? 'Heute, 21:14'}</p><p>Hallo zusammen, unsere Therme schaltet alle paar Minuten ein und aus, auch wenn nur ein Heizkörper offen ist. Vorlauf steht auf 60 °C. Hat jemand eine Idee?</p><p class="post__likes">👍 ${v.l1 ?? '3'}</p></article>`,
    `<article class="post"><p class="post__meta">Rohrfuchs » ${v.t2 ?? 'Heute, 22:02'}</p><p>Erst mal den Wasserdruck prüfen. Unter 1 bar taktet die gerne. Und die Teillast im Menü d.0 runter auf 10 kW stellen.</p><p class="post__likes">👍 ${v.l2 ?? '12'}</p></article>`,
    `<article class="post"><p class="post__meta">heizungsneuling » ${v.t3 ?? 'Heute, 22:41'}</p><p>Druck ist bei 1,6 bar. d.0 steht auf 20, ich probiere es morgen mit 10.</p><p class="post__likes">👍 ${v.l3 ?? '0'}</p></article>`,
    v.antwort ?? '',
    `<aside class="forum__online">${v.online ?? 'Online: 143 Mitglieder und 1.204 Gäste'}</aside>`,
    `<aside class="aehnlich"><h2>Ähnliche Themen</h2><ul>${list(v.aehnlich ?? 'Brennwerttherme taktet nach Wartung|Vaillant F.28 nach Stromausfall|Hydraulischer Abgleich selbst machen?|Heizkurve richtig einstellen')}</ul></aside>`,
    '</div>',
  ].join('\n');

/** A day of the uptime bars, counted from 1 November 2026. */
const barDay = (n: number): string => (n <= 30 ? `Nov ${n}, 2026` : `Dec ${n - 30}, 2026`);

export const statusEn = (v: Values): string =>
  [
    '<div class="status">',
    '<h1>Fernpost Status</h1>',
    '<p class="status__overall">All Systems Operational</p>',
    `<p class="status__clock">${v.clock ?? 'Current time: Wed, Dec 2, 2026 11:52 PM UTC'}</p>`,
    ['API', 'Dashboard', 'Webhooks', 'SMTP relay'].map((name, i) => `<div class="component"><span>${name}</span> <span class="component__state">Operational</span><div class="bars" aria-hidden="true">${Array.from({ length: 12 }, (_, d) => `<span class="bar" title="${barDay(Number(v.barFrom ?? '21') + d)}: no downtime"></span>`).join('')}</div><span class="uptime">${['99.98', '100.0', '99.95', '99.99'][i]} % uptime</span></div>`).join('\n'),
    '<h2>Past incidents</h2>',
    v.today ?? '',
    `<div class="day"><h3>Dec 2, 2026</h3><p>${v.dec2 ?? 'No incidents reported today.'}</p></div>`,
    '<div class="day"><h3>Dec 1, 2026</h3><p><strong>Delayed webhook deliveries</strong> – Resolved. Between 14:05 and 14:40 UTC some webhook deliveries were delayed by up to 12 minutes.</p></div>',
    '<div class="day"><h3>Nov 30, 2026</h3><p>No incidents reported.</p></div>',
    v.nov29 ?? '<div class="day"><h3>Nov 29, 2026</h3><p>No incidents reported.</p></div>',
    `<p><a class="btn" href="/subscribe">${v.subscribe ?? 'Subscribe to updates'}</a></p>`,
    '</div>',
  ].join('\n');

export const extensionEn = (v: Values): string =>
  [
    '<div class="detail">',
    '<h1>Tab Stash – tab manager</h1>',
    `<p class="detail__rating">4.6 ★ (${v.ratings ?? '12,834'} ratings) · 300,000 users · Productivity</p>`,
    '<button class="btn">Add to Chrome</button>',
    '<h2>Overview</h2><p>Save all open tabs into a list with one click and restore them later. Tabs are stored locally and can be exported as Markdown or JSON. No account needed.</p>',
    '<h2>Details</h2>',
    `<dl class="detail__meta"><dt>Version</dt><dd>${v.version ?? '3.14.2'}</dd><dt>Updated</dt><dd>${v.updated ?? 'December 1, 2026'}</dd><dt>Size</dt><dd>${v.size ?? '2.31MiB'}</dd><dt>Languages</dt><dd>See all 24</dd><dt>Developer</dt><dd>Lindqvist Labs AB</dd></dl>`,
    `<h2>Reviews</h2><ul class="reviews">${list(v.reviews ?? 'Maria G. ★★★★★ – Saves me every day. Export to Markdown is great.|Jonas W. ★★★★☆ – Good, but I miss sync between computers.|Ahmed K. ★★★★★ – Simple and fast, does exactly one thing.')}</ul>`,
    `<h2>Related</h2><ul class="related">${list(v.related ?? 'OneTab – 4.4 ★|Session Buddy – 4.7 ★|Workona Tab Manager – 4.5 ★|Toby for Chrome – 4.3 ★')}</ul>`,
    `<p class="detail__site"><a href="https://tabstash.example/?utm_source=chrome-ntp-icon&amp;utm_medium=store&amp;${v.gl ?? '_gl=1*1x2y3z'}">Website</a></p>`,
    '</div>',
  ].join('\n');
