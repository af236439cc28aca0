/**
 * The non-shop pages of the twelfth batch of page pairs (issue 22): a changelog, API docs, SaaS
 * pricing, job boards, a prefecture's fee notice, a university's admission page, a status page,
 * a forum thread, a classified ad and news articles edited after publication, in en, de, fr, nl
 * and sv, with the blocks that change per visit (relative times, counters, weather, a rotating
 * lead, reordered questions, "recommended for you", a currency estimate).
 */
import type { Values } from './batch-12-shops.js';

export const changelog = (v: Values): string =>
  [
    '<div class="changelog">',
    '<h1>Changelog – paylink-node</h1>',
    `<p class="changelog__meta">${v.meta ?? 'Last updated 3 hours ago'}</p>`,
    v.entry ?? '',
    '<section class="release"><h2>v3.7.2 – 2026-11-04</h2><ul><li>Fixed: retries no longer resend a request whose idempotency key was already accepted.</li><li>Fixed: TypeScript types of refund webhooks.</li></ul></section>',
    '<section class="release"><h2>v3.7.0 – 2026-10-21</h2><ul><li>Added: partial captures for card payments.</li><li>Changed: the default request timeout is 60 seconds.</li><li>Deprecated: createCharge(); use payments.create().</li></ul></section>',
    '<section class="release"><h2>v3.6.0 – 2026-09-30</h2><ul><li>Added: support for Node.js 24.</li><li>Removed: support for Node.js 18.</li></ul></section>',
    '</div>',
  ].join('\n');

export const apiDocs = (v: Values): string =>
  [
    '<article class="doc">',
    '<h1>Create an export</h1>',
    '<p>Starts an asynchronous export of the records that match a filter. Poll the returned job until its state is <code>done</code>, then download the file from its URL.</p>',
    '<h2>Parameters</h2>',
    '<table><thead><tr><th>Name</th><th>Type</th><th>Default</th><th>Description</th></tr></thead><tbody>',
    '<tr><td>format</td><td>string</td><td>csv</td><td>One of csv, jsonl or parquet.</td></tr>',
    `<tr><td>timeout</td><td>integer</td><td>${v.timeout ?? '30'}</td><td>Seconds before the job is cancelled.</td></tr>`,
    '<tr><td>compress</td><td>boolean</td><td>false</td><td>Gzip the file.</td></tr>',
    '</tbody></table>',
    '<h2>Response</h2><p>Returns a job object with an id, a state and, once done, a download URL valid for 24 hours.</p>',
    `<p class="doc__helpful">${v.helpful ?? '1,204 people found this page helpful'}</p>`,
    '</article>',
  ].join('\n');

export const pricing = (v: Values): string =>
  [
    '<div class="pricing">',
    '<h1>Plans for every team</h1>',
    `<p class="pricing__lead">${v.lead ?? 'Start free and upgrade when your team grows.'}</p>`,
    '<div class="plan"><h2>Free</h2><p class="plan__price">€0</p><ul>',
    `<li>${v.events ?? '10,000 events per month'}</li><li>3 dashboards</li><li>Community support</li></ul></div>`,
    '<div class="plan"><h2>Team</h2>',
    `<p class="plan__price">${v.seat ?? '€12'} per seat / month</p>`,
    `<p class="plan__fx">${v.fx ?? '≈ $13.05 per seat at today’s rate'}</p>`,
    '<ul><li>1 million events per month</li><li>Unlimited dashboards</li><li>SSO with Google and Microsoft</li></ul></div>',
    '<div class="plan"><h2>Enterprise</h2><p class="plan__price">Contact us</p><ul><li>Custom event volume</li><li>SAML and SCIM</li><li>Dedicated support</li></ul></div>',
    `<section class="faq"><h2>Questions</h2>${v.faq ?? FAQ.join('')}</section>`,
    '</div>',
  ].join('\n');

export const FAQ = [
  '<details><summary>Can I change plans later?</summary><p>Yes, upgrades apply at once and downgrades at the end of the billing period.</p></details>',
  '<details><summary>What counts as an event?</summary><p>Every tracked action sent to the API, including page views.</p></details>',
  '<details><summary>Do you offer discounts for non-profits?</summary><p>Registered charities get the Team plan at half price.</p></details>',
  '<details><summary>Where is my data stored?</summary><p>In data centres in Frankfurt and Dublin.</p></details>',
];

export const JOBS_DE = [
  '<li class="job"><h3>Senior Backend Entwickler (m/w/d) Java</h3><p>Leipzig · Vollzeit · hybrid</p></li>',
  '<li class="job"><h3>UX Designerin / UX Designer</h3><p>Leipzig · Vollzeit</p></li>',
  '<li class="job"><h3>Buchhalter (m/w/d) in Teilzeit</h3><p>Halle (Saale) · 25 Std./Woche</p></li>',
  '<li class="job"><h3>Ausbildung Fachinformatiker Anwendungsentwicklung 2027</h3><p>Leipzig · Ausbildung</p></li>',
];

export const jobsDe = (v: Values): string =>
  [
    '<div class="karriere">',
    '<h1>Offene Stellen bei Auenland Software</h1>',
    `<p class="karriere__hallo">${v.hallo ?? 'Schön, dass Sie da sind!'}</p>`,
    `<ul class="jobs">${v.jobs ?? JOBS_DE.join('')}</ul>`,
    '<p>Keine passende Stelle dabei? Schicken Sie uns eine Initiativbewerbung an jobs@auenland-software.de.</p>',
    '</div>',
  ].join('\n');

export const JOBS_SV = [
  '<tr><td>Sjuksköterska, akutmottagningen</td><td>Uppsala</td><td>Sista ansökningsdag 2026-12-15</td></tr>',
  '<tr><td>Undersköterska, nattjour</td><td>Enköping</td><td>Sista ansökningsdag 2026-12-10</td></tr>',
  '<tr><td>Fysioterapeut, primärvård</td><td>Uppsala</td><td>Sista ansökningsdag 2027-01-08</td></tr>',
  '<tr><td>Läkarsekreterare</td><td>Tierp</td><td>Sista ansökningsdag 2026-12-20</td></tr>',
];

export const jobsSv = (v: Values): string =>
  [
    '<div class="lediga-jobb">',
    '<h1>Lediga jobb – Region Uppsala</h1>',
    `<p class="uppdaterad">${v.upd ?? 'Uppdaterad för 20 minuter sedan'}</p>`,
    `<table><thead><tr><th>Tjänst</th><th>Ort</th><th>Ansök senast</th></tr></thead><tbody>${v.rows ?? JOBS_SV.join('')}</tbody></table>`,
    `<aside class="for-dig"><h2>Rekommenderat för dig</h2><ul>${v.forDig ?? '<li>Barnmorska, Falun</li><li>Sjuksköterska, Gävle</li>'}</ul></aside>`,
    '</div>',
  ].join('\n');

export const prefecture = (v: Values): string =>
  [
    '<div class="demarche">',
    '<h1>Renouvellement d’un titre de séjour</h1>',
    '<p>La demande se fait en ligne sur le site de l’ANEF entre 4 et 2 mois avant l’expiration de votre titre actuel.</p>',
    '<h2>Coût</h2>',
    `<p>Timbre fiscal : ${v.timbre ?? '225 €'} (carte de séjour temporaire ou pluriannuelle).</p>`,
    '<p>Le timbre s’achète en ligne sur timbres.impots.gouv.fr ou dans un bureau de tabac.</p>',
    `<aside class="actus"><h2>Actualités</h2><ul>${v.actus ?? '<li>Fermeture exceptionnelle de l’accueil le 11 novembre</li><li>Nouveaux horaires du service des cartes grises</li>'}</ul></aside>`,
    '</div>',
  ].join('\n');

export const uniNl = (v: Values): string =>
  [
    '<div class="opleiding">',
    '<h1>Master Data Science & Society – aanmelden</h1>',
    '<ul class="kernpunten">',
    `<li>Aanmelddeadline: ${v.deadline ?? '1 mei 2027'}</li>`,
    '<li>Start: 1 september 2027</li>',
    '<li>Collegegeld 2027-2028: € 2.601</li>',
    '</ul>',
    '<p>Meld je aan via Studielink en upload je cijferlijst en motivatiebrief in het aanmeldportaal.</p>',
    `<p class="weer">${v.weer ?? 'Tilburg nu: 7 °C, bewolkt'}</p>`,
    '</div>',
  ].join('\n');

export const status = (v: Values): string =>
  [
    '<div class="status">',
    `<h1>${v.banner ?? 'All systems operational'}</h1>`,
    '<ul class="components">',
    '<li>Website <span>Operational</span></li>',
    `<li>API <span>${v.api ?? 'Operational'}</span></li>`,
    '<li>Webhooks <span>Operational</span></li>',
    '<li>Email delivery <span>Operational</span></li>',
    '</ul>',
    v.incident ?? '',
    '<h2>Past incidents</h2>',
    `<ul class="history"><li>Delayed webhooks · Resolved · ${v.ago ?? '3 days ago'}</li><li>Elevated API error rate · Resolved · ${v.ago2 ?? '12 days ago'}</li></ul>`,
    '</div>',
  ].join('\n');

export const forum = (v: Values): string =>
  [
    '<div class="thread">',
    '<h1>Heat pump short-cycling in mild weather – normal?</h1>',
    `<p class="thread__online">${v.online ?? 'Users online: 318 (12 members, 306 guests)'}</p>`,
    '<article class="post"><p class="post__by">dave_k · 14 Nov 2026</p><p>Our 8 kW unit starts and stops every ten minutes when it is above 10 °C outside. Is that expected, or should the installer lower the flow temperature?</p></article>',
    '<article class="post"><p class="post__by">heatgeek_mo · 14 Nov 2026</p><p>Quite common when the unit is oversized for the heat loss. Check the minimum modulation in the manual.</p></article>',
    v.reply ?? '',
    `<p class="thread__last">${v.last ?? 'Last post 5 minutes ago'}</p>`,
    '</div>',
  ].join('\n');

export const annonceFr = (v: Values): string =>
  [
    '<div class="annonce">',
    '<h1>Vélo cargo électrique Urban Arbo, très bon état</h1>',
    `<p class="annonce__prix">${v.prix ?? '1 850 €'}</p>`,
    `<p class="annonce__meta">${v.meta ?? 'Publiée il y a 3 jours · vue 230 fois'}</p>`,
    '<p>Vendu cause déménagement. Batterie 500 Wh changée en 2025, environ 4 000 km. Caisse avec banc et ceintures pour deux enfants.</p>',
    '<ul><li>Lieu : Rennes (35000)</li><li>Remise en main propre uniquement</li></ul>',
    '</div>',
  ].join('\n');

const articleParagraphs = (v: Values): string[] => [
  '<p>The county will close the Old Mill Road bridge for eleven weeks from January 12 while crews replace its deck and rusted steel beams, officials said Tuesday.</p>',
  `<p>Traffic will be diverted along Route 9 and Hollis Street, adding about ${v.detour ?? 'six'} minutes to a typical commute, according to the county’s transportation department.</p>`,
  '<p>The $4.8 million project is paid for largely by a federal grant awarded last year. Emergency vehicles will keep a single lane open on the temporary span beside the bridge.</p>',
  '<p>Residents can sign up for text alerts about lane closures on the county website.</p>',
];

export const articleEn = (v: Values): string =>
  [
    '<article class="story">',
    '<h1>Old Mill Road bridge to close for 11 weeks of repairs</h1>',
    `<p class="story__byline">By Dana Whitfield · ${v.comments ?? '148 comments'}</p>`,
    ...articleParagraphs(v),
    v.correction ?? '',
    '</article>',
  ].join('\n');

const artikelParagraphs = (v: Values): string[] => [
  '<p>Der Stadtrat hat am Donnerstag mit knapper Mehrheit beschlossen, die Parkgebühren in der Innenstadt zum 1. März zu erhöhen.</p>',
  `<p>Eine Stunde kostet dann ${v.stunde ?? '3 Euro'} statt bisher 2 Euro. Anwohnerparkausweise werden ebenfalls teurer.</p>`,
  '<p>Die Einnahmen sollen in den Ausbau der Radwege und in einen dichteren Bustakt fließen, sagte der Oberbürgermeister.</p>',
];

export const artikelDe = (v: Values): string =>
  [
    '<article class="artikel">',
    `<div class="wetter">${v.wetter ?? 'Freiburg 4 °C, leichter Regen'}</div>`,
    '<h1>Parken in der Innenstadt wird teurer</h1>',
    `<p class="artikel__stand">${v.stand ?? 'Aktualisiert vor 2 Stunden'}</p>`,
    ...artikelParagraphs(v),
    v.korrektur ?? '',
    '</article>',
  ].join('\n');
