/**
 * The pages of the twentieth batch of page pairs (issue 22) that are no shops: a SaaS pricing
 * page, a status page, a German town's service page, a French concert's ticket page, a Dutch job
 * ad and a library's installation docs, each with the widgets such pages vary between fetches
 * (testimonials, counters, relative times, uptime figures, "popular" lists, ads, re-stamped dates).
 * A page is drawn from values; `ago` is the visit's minutes since the page's data were refreshed.
 */
import type { Values } from './batch-12-shops.js';

const items = (list: string, cls = 'item'): string => list.split('|').filter(Boolean).map((i) => `<li class="${cls}">${i}</li>`).join('');

const TESTIMONIALS = [
  '“We moved 40 services to Relaybase in a weekend and our on-call pages dropped by half.” – Dana Whitfield, Head of Platform, Loopcart',
  '“The branching databases alone saved our QA team a day per release.” – Marcus Oyelaran, CTO, Fieldnote',
  '“Support answered a 2 a.m. question in nine minutes. On the Pro plan.” – Ines Carvalho, Lead Engineer, Tandemly',
];
const CTAS = ['Start free trial', 'Try it free'];

export const pricingEn = (v: Values): string => {
  const cta = CTAS[Number(v.cta ?? '0')]!;
  return [
    '<section class="hero"><h1>Pricing that grows with your team</h1><p>Every plan includes unlimited environments, preview branches and EU or US data residency.</p></section>',
    '<div class="billing"><button aria-pressed="true">Monthly</button><button>Yearly – save 20%</button></div>',
    '<div class="plans">',
    `<article class="plan"><h2>Free</h2><p class="plan__price">$0</p><p>For side projects and prototypes.</p><ul>${items('2 projects|1 GB database storage|100 requests per minute|Community support')}</ul><a class="btn" href="/signup?plan=free">Sign up</a></article>`,
    `<article class="plan plan--featured"><h2>Pro</h2><p class="plan__price">${v.pro ?? '$24'} <span>per user / month</span></p><p>For teams shipping to production.</p><ul>${items('Unlimited projects|50 GB database storage|1,000 requests per minute|Daily backups kept for 14 days|Email support')}</ul><a class="btn btn--primary" href="/signup?plan=pro">${cta}</a></article>`,
    `<article class="plan"><h2>Team</h2><p class="plan__price">$49 <span>per user / month</span></p><p>For companies with several teams.</p><ul>${items(`Everything in Pro|250 GB database storage|${v.teamLimit ?? '10,000'} requests per minute|Point-in-time recovery|99.95% uptime SLA|SAML single sign-on|Priority support`)}</ul><a class="btn" href="/signup?plan=team">${cta}</a></article>`,
    `<article class="plan"><h2>Enterprise</h2><p class="plan__price">Custom</p><p>For regulated industries.</p><ul>${items('Dedicated clusters|Custom data retention|99.99% uptime SLA|Named account manager')}</ul><a class="btn" href="/contact-sales">Contact sales</a></article>`,
    '</div>',
    `<p class="social-proof">${v.joined ?? '1,240'} teams joined Relaybase this week</p>`,
    `<blockquote class="testimonial">${TESTIMONIALS[Number(v.t ?? '0')]}</blockquote>`,
    '<section class="faq"><h2>Questions</h2>',
    '<h3>What counts as a user?</h3><p>Anyone who can sign in to your workspace. Read-only viewers are free on every plan.</p>',
    '<h3>Can I change plans later?</h3><p>Yes. Upgrades apply at once and are prorated; downgrades apply at the end of the billing period.</p>',
    '<h3>What happens when I hit the request limit?</h3><p>Requests above the limit get a 429 response with a Retry-After header. Nothing is dropped silently.</p>',
    '<h3>Do you offer discounts for non-profits?</h3><p>Registered non-profits and schools get 50% off Pro and Team. Write to us from your organisation’s address.</p>',
    '</section>',
  ].join('\n');
};

const COMPONENTS = ['API', 'Dashboard', 'Webhooks', 'Object storage (eu-west)', 'Object storage (us-east)', 'DNS'];

export const statusEn = (v: Values): string => {
  const uptimes = (v.uptime ?? '99.98|100.0|99.91|99.99|100.0|100.0').split('|');
  const days = (v.days ?? 'Nov 27, 2026|Nov 26, 2026|Nov 25, 2026|Nov 24, 2026|Nov 23, 2026|Nov 22, 2026|Nov 21, 2026').split('|');
  const incident = '<h3>Elevated webhook delivery latency</h3><p><strong>Resolved</strong> – Deliveries were delayed by up to 6 minutes for customers in eu-west. A queue worker was restarted and the backlog drained. Nov 24, 14:02 – 14:51 UTC</p>';
  return [
    '<h1>Northwind Cloud Status</h1>',
    '<div class="overall overall--ok">All Systems Operational</div>',
    `<p class="refreshed">Updated ${v.ago ?? '3'} minutes ago</p>`,
    '<section class="components">',
    COMPONENTS.map((name, i) => `<div class="component"><span class="component__name">${name}</span><span class="component__state">Operational</span><span class="component__uptime">${uptimes[i]} % uptime over the past 90 days</span></div>`).join('\n'),
    '</section>',
    `<section class="metrics"><h2>System metrics</h2><p>API response time (24 h average): ${v.latency ?? '142'} ms</p></section>`,
    `<section class="scheduled"><h2>Scheduled maintenance</h2><h3>Database engine upgrade (eu-west)</h3><p>Scheduled for ${v.window ?? 'Wednesday, December 9, 2026, 02:00 – 04:00 UTC'}. Writes to databases in eu-west will be paused for up to 10 minutes during the window; reads are not affected.</p></section>`,
    '<section class="history"><h2>Past incidents</h2>',
    days.map((day) => `<div class="day"><h3 class="day__date">${day}</h3>${day === 'Nov 24, 2026' ? incident : '<p>No incidents reported.</p>'}</div>`).join('\n'),
    '</section>',
    '<p class="subscribe"><a href="/subscribe">Subscribe to updates</a> · <a href="/history">Incident history</a> · <a href="/feed.rss">RSS</a></p>',
  ].join('\n');
};

export const amtDe = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Startseite</a> › <a href="/buergerservice">Bürgerservice</a> › Personalausweis</nav>',
    '<article class="leistung">',
    '<h1>Personalausweis beantragen</h1>',
    `<p class="geprueft">Zuletzt geprüft: ${v.geprueft ?? '26.11.2026'}</p>`,
    '<h2>Leistungsbeschreibung</h2><p>Deutsche ab 16 Jahren müssen einen gültigen Personalausweis oder Reisepass besitzen. Den Antrag stellen Sie persönlich im Bürgeramt Ihres Wohnorts. Der Ausweis wird in der Bundesdruckerei hergestellt und ist nach etwa drei bis vier Wochen abholbereit.</p>',
    `<h2>Gebühren</h2><table><tr><th>Antrag</th><th>Gebühr</th></tr><tr><td>Personalausweis ab 24 Jahren</td><td>${v.gebuehr ?? '37,00 €'}</td></tr><tr><td>Personalausweis unter 24 Jahren</td><td>22,80 €</td></tr><tr><td>Vorläufiger Personalausweis</td><td>10,00 €</td></tr></table>`,
    `<h2>Erforderliche Unterlagen</h2><ul>${items('bisheriger Personalausweis oder Reisepass|ein aktuelles biometrisches Passbild|bei Namensänderung: Heirats- oder Geburtsurkunde')}</ul>`,
    '<h2>Öffnungszeiten Bürgeramt</h2><dl><dt>Montag</dt><dd>8:00 – 12:00 Uhr</dd><dt>Dienstag</dt><dd>8:00 – 12:00 und 14:00 – 18:00 Uhr</dd><dt>Mittwoch</dt><dd>geschlossen</dd><dt>Donnerstag</dt><dd>8:00 – 12:00 und 14:00 – 16:00 Uhr</dd><dt>Freitag</dt><dd>8:00 – 12:00 Uhr</dd></dl>',
    '<p>Termine vereinbaren Sie online oder telefonisch unter 0421 361-0. Ohne Termin werden Sie nur bedient, wenn Kapazitäten frei sind.</p>',
    '</article>',
    `<aside class="service"><p class="wartezeit">Aktuelle Wartezeit ohne Termin: ca. ${v.warte ?? '25'} Minuten</p><h2>Häufig gesucht</h2><ul>${items(v.haeufig ?? 'Wohnsitz anmelden|Reisepass beantragen|Führungszeugnis beantragen|Wohngeld|Hund anmelden')}</ul></aside>`,
    `<p class="aufrufe">Diese Seite wurde ${v.aufrufe ?? '48.211'} Mal aufgerufen.</p>`,
  ].join('\n');

const AVIS = [
  '<blockquote>« Une soirée magique, le son était parfait même au fond de la fosse. » – Claire, Villeurbanne</blockquote>',
  '<blockquote>« Deux heures trente de concert sans pause, des invités surprises. » – Mehdi, Lyon</blockquote>',
  '<blockquote>« Placement en Catégorie 1 excellent, vue dégagée sur la scène. » – Sophie, Bron</blockquote>',
  '<blockquote>« Le meilleur concert de l’année, j’y retourne avec mes enfants. » – Paul, Caluire</blockquote>',
];

export const concertFr = (v: Values): string => {
  const avis = Number(v.avis ?? '0');
  return [
    '<nav class="crumbs"><a href="/">Accueil</a> › <a href="/concerts">Concerts</a> › Jazz</nav>',
    '<article class="event">',
    '<h1>Ibrahim Maalouf – Trumpets of Michel-Ange Tour</h1>',
    `<p class="event__date">${v.date ?? 'Samedi 13 mars 2027'} à 20h30 · ouverture des portes à 19h30</p>`,
    '<p class="event__venue">Halle Tony Garnier, 20 place des Docteurs Charles et Christophe Mérieux, 69007 Lyon</p>',
    '<table class="tarifs"><tr><th>Catégorie</th><th>Tarif</th><th>Disponibilité</th></tr><tr><td>Carré Or</td><td>79 €</td><td>Disponible</td></tr><tr><td>Catégorie 1</td><td>58 €</td><td>Disponible</td></tr><tr><td>Fosse debout</td><td>42 €</td><td>Disponible</td></tr></table>',
    `<p class="vues">${v.vues ?? '153'} personnes consultent cet événement en ce moment</p>`,
    '<a class="btn" href="/panier/ajout?e=88412">Réserver</a>',
    '<section class="about"><h2>À propos</h2><p>Le trompettiste franco-libanais revient sur scène avec un orchestre de onze musiciens pour une tournée qui mêle jazz, musique orientale et orchestrations électroniques. Spectacle tout public, placement assis en Carré Or et en Catégorie 1.</p><p>Billets limités à 6 par commande. Les billets ne sont ni repris ni échangés, sauf annulation de l’événement.</p></section>',
    `<section class="avis"><h2>Avis des spectateurs</h2>${AVIS[avis % 4]}${AVIS[(avis + 1) % 4]}</section>`,
    `<section class="autres"><h2>Ces événements pourraient vous plaire</h2><ul>${items(v.autres ?? 'Hoshi – Zénith de Lyon – dès 39 €|Thomas Dutronc – Radiant – dès 45 €|Avishai Cohen Trio – Auditorium – dès 35 €|Zaz – LDLC Arena – dès 49 €')}</ul></section>`,
    '</article>',
  ].join('\n');
};

export const vacatureNl = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Home</a> › <a href="/vacatures/ict">ICT</a> › Backend Developer</nav>',
    '<article class="vacature">',
    '<h1>Backend Developer (Go) – Fintech</h1>',
    '<p class="werkgever">Payvisor B.V. · Utrecht · Hybride (3 dagen op kantoor)</p>',
    `<p class="meta">Geplaatst ${v.dagen ?? '3'} dagen geleden · ${v.soll ?? '27'} sollicitanten</p>`,
    `<ul class="kenmerken">${items(`Salaris: ${v.salaris ?? '€ 4.200 – € 5.600'} bruto per maand|Dienstverband: vast, 36–40 uur|Opleidingsniveau: hbo of wo|Reageren vóór 15 december 2026`)}</ul>`,
    v.gesloten ?? '<a class="btn" href="/solliciteren/77120">Direct solliciteren</a>',
    '<h2>Wat ga je doen?</h2><p>Je bouwt mee aan het betaalplatform dat dagelijks meer dan twee miljoen transacties verwerkt. Je ontwerpt API’s in Go, werkt met PostgreSQL en Kafka en neemt samen met je team verantwoordelijkheid voor je services in productie.</p>',
    `<h2>Wie ben jij?</h2><ul>${items('minimaal 3 jaar ervaring met backend development|ervaring met Go of bereid het snel te leren|kennis van relationele databases|je spreekt Nederlands of Engels')}</ul>`,
    `<h2>Wat bieden wij?</h2><ul>${items('8% vakantiegeld en een dertiende maand|27 vakantiedagen|€ 1.500 opleidingsbudget per jaar|NS Business Card of leaseauto')}</ul>`,
    `<p class="bekeken">Deze vacature is ${v.bekeken ?? '412'} keer bekeken</p>`,
    '</article>',
    `<section class="vergelijkbaar"><h2>Vergelijkbare vacatures</h2><ul>${items(v.vergelijk ?? 'Senior Go Engineer – Bunq – Amsterdam – 1 dag geleden|Backend Engineer – Mollie – Amsterdam – 2 dagen geleden|Software Developer Java – Rabobank – Utrecht – 5 dagen geleden|Platform Engineer – Adyen – Amsterdam – 1 week geleden')}</ul></section>`,
  ].join('\n');

const ADS = [
  'Sponsored · Ship logs to one place. Try LogHarbor free for 30 days.',
  'Sponsored · Preview environments for every pull request – Stagehand.',
  'Sponsored · Feature flags your PMs can use. Flagpost starts free.',
];

export const docsEn = (v: Values): string => {
  const version = v.version ?? '4.2.1';
  return [
    `<div class="docs-top"><span class="docs-brand">Tideflow</span> <a class="gh" href="https://github.com/tideflow/tideflow">GitHub ★ ${v.stars ?? '41.2k'}</a> <span class="ver">v${version}</span></div>`,
    `<aside class="docs-nav"><ul>${items('Introduction|Installation|Quick start|Configuration|Plugins|CLI reference|Migrating from v3|FAQ')}</ul></aside>`,
    '<article class="doc">',
    '<h1>Installation</h1>',
    `<p class="release">Latest release: <strong>v${version}</strong> (${v.released ?? 'November 12, 2026'}) · <a href="/changelog">Changelog</a></p>`,
    `<h2>Requirements</h2><ul>${items(`${v.node ?? 'Node.js 18 or later'}|npm 9, pnpm 8 or Yarn 4|macOS, Linux or Windows (WSL 2 recommended)`)}</ul>`,
    `<h2>Install</h2><pre><code>npm install tideflow@${version}</code></pre><p>Tideflow ships as a single package with no native dependencies. A global install is not needed: run it with <code>npx tideflow</code>.</p>`,
    '<h2>Verify the installation</h2><pre><code>npx tideflow --version</code></pre><p>The command prints the installed version. If it prints an error about an unsupported engine, upgrade Node.js first.</p>',
    '<h2>Next steps</h2><p>Read the <a href="/quick-start">Quick start</a> to build your first pipeline, or <a href="/migrating">Migrating from v3</a> if you are upgrading.</p>',
    `<p class="last-updated">Last updated on ${v.updated ?? 'Nov 26, 2026'} by tideflow-bot</p>`,
    `<div class="helpful">Was this page helpful? ${v.helpful ?? '1,024'} people found it useful.</div>`,
    `<div class="ea">${ADS[Number(v.ad ?? '0')]}</div>`,
    '</article>',
  ].join('\n');
};
