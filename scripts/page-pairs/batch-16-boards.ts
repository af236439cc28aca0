/**
 * The listing and update pages of the sixteenth batch of page pairs (issue 22): a Dutch and a
 * French rental listing, a project's releases page, a German, an English and a Swedish job page,
 * an English theatre's booking calendar, a Spanish concert's tickets and a cloud status page.
 * Each carries what such sites render per visit: relative times re-rendered, "viewed N times",
 * applicant and interest counters, reordered recommendations, countdowns, promoted slots, star
 * and reaction counts, "last updated" clocks and measured response times.
 */
import type { Values } from './batch-12-shops.js';

const list = (items: string): string => items.split('|').map((i) => `<li>${i}</li>`).join('');

export const huurNl = (v: Values): string =>
  [
    '<article class="listing">',
    `<div class="listing__photos"><img src="https://img.example-huur.nl/ceintuurbaan-214-2/1.jpg?t=${v.bust ?? '0'}" alt="Woonkamer" width="960" height="640"></div>`,
    v.label ?? '',
    '<h1>Appartement Ceintuurbaan 214-2</h1>',
    '<p class="listing__location">1072 GG Amsterdam (De Pijp)</p>',
    '<p class="listing__price">€ 1.850 per maand <small>exclusief servicekosten</small></p>',
    `<p class="listing__meta">Geplaatst ${v.geplaatst ?? '3 dagen geleden'} · ${v.bekeken ?? '23 keer bekeken vandaag'}</p>`,
    '<table class="listing__features"><tr><th>Woonoppervlakte</th><td>62 m²</td></tr><tr><th>Aantal kamers</th><td>3 (2 slaapkamers)</td></tr><tr><th>Interieur</th><td>Gestoffeerd</td></tr><tr><th>Beschikbaar</th><td>Per 1 januari 2027</td></tr><tr><th>Waarborgsom</th><td>€ 3.700</td></tr><tr><th>Energielabel</th><td>B</td></tr></table>',
    '<p>Licht en ruim appartement op de tweede verdieping met balkon op het zuiden. Op loopafstand van de Albert Cuypmarkt en het Sarphatipark. Geen huisdieren, niet geschikt voor woningdelers.</p>',
    '<button class="btn">Reageer op deze woning</button>',
    `<section class="listing__similar"><h2>Vergelijkbare woningen</h2><ul>${list(v.vergelijkbaar ?? 'Van Woustraat 88-3 – € 1.795 per maand|Govert Flinckstraat 301-1 – € 1.925 per maand|Tweede Jan Steenstraat 12-H – € 1.700 per maand')}</ul></section>`,
    '</article>',
  ].join('\n');

export const locationFr = (v: Values): string =>
  [
    '<article class="annonce">',
    '<h1>Location appartement 2 pièces 45 m² – Lyon 7e</h1>',
    `<p class="annonce__loyer">${v.loyer ?? '1 150 €'} <span>charges comprises</span></p>`,
    `<p class="annonce__meta">Annonce vue ${v.vues ?? '312'} fois · Mise à jour ${v.maj ?? 'il y a 2 heures'}</p>`,
    '<ul class="annonce__criteres"><li>2 pièces · 1 chambre</li><li>45 m²</li><li>3e étage avec ascenseur</li><li>DPE : C</li><li>Disponible le 1er janvier 2027</li></ul>',
    '<p>Rue de Marseille, proche métro Guillotière. Appartement refait à neuf, cuisine équipée, parquet, double vitrage. Dépôt de garantie : 1 040 €. Honoraires locataire : 540 € dont 135 € d’état des lieux.</p>',
    '<button class="btn">Contacter l’agence</button>',
    `<section class="annonce__similaires"><h2>Annonces similaires</h2><ul>${list(v.similaires ?? 'T2 42 m² Lyon 7e – 1 090 € CC|T2 48 m² Lyon 3e – 1 210 € CC|T2 39 m² Lyon 8e – 960 € CC')}</ul></section>`,
    '</article>',
  ].join('\n');

const RELEASES: Record<string, string> = {
  v390: '<section class="release"><h2><a href="/tidewave/tidewave/releases/tag/v3.9.0">v3.9.0</a> <span class="label">Latest</span></h2><p class="release__meta">hanna-k released this <relative-time datetime="2026-11-27T09:12:00Z">5 hours ago</relative-time></p><ul><li>Add streaming responses to the HTTP client</li><li>Deprecate <code>Client.fetchAll()</code>; use <code>Client.stream()</code></li><li>Fix reconnect loop when the server closes idle sockets</li></ul><p class="release__assets">Assets 6</p></section>',
  v382: '<section class="release"><h2><a href="/tidewave/tidewave/releases/tag/v3.8.2">v3.8.2</a>{latest}</h2><p class="release__meta">hanna-k released this <relative-time datetime="2026-11-24T16:40:00Z">{t382}</relative-time></p><ul><li>Fix TLS session reuse on Node 22</li></ul><p class="release__reactions">👍 {r382} 🎉 12 ❤️ 5</p><p class="release__assets">Assets 6</p></section>',
  v381: '<section class="release"><h2><a href="/tidewave/tidewave/releases/tag/v3.8.1">v3.8.1</a></h2><p class="release__meta">dmitri-o released this <relative-time datetime="2026-11-12T10:05:00Z">{t381}</relative-time></p><ul><li>Fix header casing in HTTP/2 requests</li><li>Docs: proxy configuration examples</li></ul><p class="release__assets">Assets 6</p></section>',
  v380: '<section class="release"><h2><a href="/tidewave/tidewave/releases/tag/v3.8.0">v3.8.0</a></h2><p class="release__meta">hanna-k released this <relative-time datetime="2026-10-29T08:30:00Z">{t380}</relative-time></p><ul><li>Add request hooks</li><li>Drop support for Node 18</li></ul><p class="release__assets">Assets 6</p></section>',
};

export const releasesEn = (v: Values): string =>
  [
    '<div class="repo">',
    `<div class="repo__head"><strong>tidewave / tidewave</strong> <span class="counter">Star ${v.stars ?? '12.3k'}</span> <span class="counter">Fork 842</span> <span class="counter">Watch 97</span></div>`,
    '<h1>Releases</h1>',
    (v.releases ?? 'v382|v381|v380')
      .split('|')
      .map((id) => RELEASES[id]!)
      .join('\n')
      .replace('{latest}', v.releases ? '' : ' <span class="label">Latest</span>')
      .replace('{t382}', v.t382 ?? '3 days ago')
      .replace('{r382}', v.r382 ?? '41')
      .replace('{t381}', v.t381 ?? '2 weeks ago')
      .replace('{t380}', v.t380 ?? 'last month'),
    '</div>',
  ].join('\n');

const STELLEN: Record<string, string> = {
  elektro: '<li class="job"><h2><a href="/karriere/jobs/2291">Elektroniker für Betriebstechnik (m/w/d)</a></h2><p>Leipzig · Vollzeit · unbefristet</p><p class="job__age">{neu}</p></li>',
  netz: '<li class="job"><h2><a href="/karriere/jobs/2284">Netzplaner Strom (m/w/d)</a></h2><p>Leipzig · Vollzeit · unbefristet</p><p class="job__age">{a}</p></li>',
  sachb: '<li class="job"><h2><a href="/karriere/jobs/2270">Sachbearbeiter Kundenservice (m/w/d)</a></h2><p>Leipzig · Teilzeit (30 Std.) · befristet auf 2 Jahre</p><p class="job__age">{b}</p></li>',
  azubi: '<li class="job"><h2><a href="/karriere/jobs/2263">Ausbildung Industriekaufmann/-frau 2027</a></h2><p>Leipzig · Ausbildung · Beginn 01.08.2027</p><p class="job__age">{c}</p></li>',
  it: '<li class="job"><h2><a href="/karriere/jobs/2255">IT-Systemadministrator Linux (m/w/d)</a></h2><p>Leipzig · Vollzeit · Homeoffice möglich</p><p class="job__age">{d}</p></li>',
};

export const stellenDe = (v: Values): string =>
  [
    '<section class="karriere">',
    '<h1>Stellenangebote der Stadtwerke Leipzig</h1>',
    `<p class="karriere__treffer">${v.treffer ?? '4 Stellenangebote'} · Sortierung: ${v.sortierung ?? 'Empfohlen'}</p>`,
    '<ul class="jobs">',
    (v.stellen ?? 'netz|sachb|azubi|it')
      .split('|')
      .map((id) => STELLEN[id]!)
      .join('\n')
      .replace('{neu}', 'Neu · heute')
      .replace('{a}', v.a ?? 'vor 2 Tagen')
      .replace('{b}', v.b ?? 'vor 6 Tagen')
      .replace('{c}', v.c ?? 'vor 2 Wochen')
      .replace('{d}', v.d ?? 'vor 3 Wochen'),
    '</ul>',
    '<p>Wir freuen uns auf Ihre Bewerbung über unser Online-Portal. Schwerbehinderte Bewerberinnen und Bewerber werden bei gleicher Eignung bevorzugt.</p>',
    '</section>',
  ].join('\n');

const ROLES: Record<string, string> = {
  design: '<li class="role"><a href="/careers/4812">Product Designer, Patient App</a><span>London or remote (UK) · Full-time</span><span class="role__meta">Posted {a} · {na} applicants</span></li>',
  data: '<li class="role"><a href="/careers/4790">Data Engineer</a><span>London · Full-time</span><span class="role__meta">Posted {b} · Be an early applicant</span></li>',
  nurse: '<li class="role"><a href="/careers/4775">Clinical Lead Nurse (Band 7)</a><span>Manchester · Full-time</span><span class="role__meta">Posted {c} · 38 applicants</span></li>',
  sre: '<li class="role"><a href="/careers/4761">Site Reliability Engineer</a><span>Remote (UK) · Full-time</span><span class="role__meta">Posted {d} · 112 applicants</span></li>',
};

export const careersEn = (v: Values): string =>
  [
    '<section class="careers">',
    '<h1>Careers at Lumen Health</h1>',
    `<p class="careers__count">${v.count ?? '4 open roles'}</p>`,
    `<div class="careers__promoted"><span>Promoted</span> ${v.promoted ?? 'Meet the team: how our clinicians and engineers build together'}</div>`,
    '<ul class="roles">',
    (v.roles ?? 'design|data|nurse|sre')
      .split('|')
      .map((id) => ROLES[id]!)
      .join('\n')
      .replace('{a}', v.a ?? '2 days ago')
      .replace('{na}', v.na ?? '143')
      .replace('{b}', v.b ?? '5 days ago')
      .replace('{c}', v.c ?? '1 week ago')
      .replace('{d}', v.d ?? '3 weeks ago'),
    '</ul>',
    '<p>We are an equal opportunity employer and value diversity. All roles offer 28 days of holiday plus bank holidays and a 6% pension match.</p>',
    '</section>',
  ].join('\n');

export const annonsSv = (v: Values): string =>
  [
    '<article class="annons">',
    '<h1>Undersköterska till hemtjänsten, Gottsunda</h1>',
    '<p class="annons__arbetsgivare">Uppsala kommun, Vård- och omsorgsförvaltningen</p>',
    `<p class="annons__publicerad">Publicerad ${v.publicerad ?? 'för 3 dagar sedan'} · ${v.visningar ?? '412 visningar'}</p>`,
    '<table><tr><th>Omfattning</th><td>Heltid, 100 %</td></tr><tr><th>Anställningsform</th><td>Tillsvidareanställning</td></tr><tr><th>Lön</th><td>Månadslön enligt avtal</td></tr><tr><th>Antal tjänster</th><td>3</td></tr></table>',
    `<p class="annons__sista">Sista ansökningsdag: ${v.sista ?? '15 december 2026'}</p>`,
    '<p>Som undersköterska i hemtjänsten ger du stöd och omvårdnad till äldre i deras hem. Du har undersköterskeexamen och B-körkort för manuell växellåda. Vi tillämpar löpande urval.</p>',
    '<button class="btn">Ansök nu</button>',
    `<section class="annons__liknande"><h2>Liknande jobb</h2><ul>${list(v.liknande ?? 'Vårdbiträde, Sävja – Uppsala kommun|Undersköterska natt, Akademiska sjukhuset – Region Uppsala|Personlig assistent – Humana')}</ul></section>`,
    '</article>',
  ].join('\n');

export const theatreEn = (v: Values): string =>
  [
    '<article class="show">',
    '<h1>Les Misérables – Sondheim Theatre</h1>',
    '<p>Running time 2 hours 50 minutes including interval. Age guidance 8+.</p>',
    `<p class="show__urgency">${v.urgency ?? 'Selling fast – 34 people are looking at this show right now'}</p>`,
    `<p class="show__offer">Winter offer: seats from £35. Ends in ${v.ends ?? '2d 04:12:33'}</p>`,
    '<h2>February 2027</h2>',
    '<table class="calendar"><tr><th>Date</th><th>Time</th><th>Availability</th></tr>',
    '<tr><td>Sat 13 Feb 2027</td><td>14:30</td><td>Limited</td></tr>',
    '<tr><td>Sat 13 Feb 2027</td><td>19:30</td><td>Limited</td></tr>',
    v.extra ?? '',
    '<tr><td>Mon 15 Feb 2027</td><td>19:30</td><td>Good availability</td></tr>',
    '<tr><td>Tue 16 Feb 2027</td><td>19:30</td><td>Good availability</td></tr></table>',
    '<p>Booking fee £3.50 per ticket. Maximum 8 tickets per booking.</p>',
    '<button class="btn">Choose seats</button>',
    '</article>',
  ].join('\n');

export const conciertoEs = (v: Values): string =>
  [
    '<article class="evento">',
    '<h1>Rosalía – Lux Tour</h1>',
    '<p class="evento__lugar">WiZink Center, Madrid · Sábado 20 de marzo de 2027, 21:00 (apertura de puertas 19:30)</p>',
    `<p class="evento__cuenta">${v.cuenta ?? 'Faltan 113 días'}</p>`,
    `<p class="evento__interes">${v.interes ?? '1.240 personas interesadas'}</p>`,
    '<table class="evento__precios"><tr><td>Pista general</td><td>65,00 €</td></tr><tr><td>Grada lateral</td><td>55,00 € – 85,00 €</td></tr><tr><td>Golden Circle</td><td>140,00 €</td></tr></table>',
    `<p class="evento__estado">${v.estado ?? 'Entradas disponibles'}</p>`,
    v.boton ?? '<button class="btn">Comprar entradas</button>',
    '<p>Máximo 4 entradas por compra. Gastos de gestión incluidos. Menores de 16 años acompañados de un adulto.</p>',
    '</article>',
  ].join('\n');

const SERVICES = ['API', 'Dashboard', 'Object storage (EU)', 'Object storage (US)', 'Managed Postgres', 'DNS'];

export const statusEn = (v: Values): string =>
  [
    '<div class="status">',
    '<h1>Nimbus Cloud Status</h1>',
    '<p class="status__overall">All Systems Operational</p>',
    v.maintenance ?? '',
    '<ul class="status__components">',
    ...SERVICES.map((s) => `<li><span>${s}</span> <span class="state">Operational</span></li>`),
    '</ul>',
    `<p class="status__metric">Average API response time (last hour): ${v.response ?? '212 ms'}</p>`,
    '<h2>Past incidents</h2>',
    '<p>Nov 19, 2026 – Elevated error rates on object storage (EU). Resolved after 37 minutes.</p>',
    `<p class="status__updated">Last updated: ${v.updated ?? 'Nov 27, 2026 14:03:22 UTC'}</p>`,
    '</div>',
  ].join('\n');
