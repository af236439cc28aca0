/**
 * Content pages of the second batch: a plan comparison table, a hosting help page with a notice
 * banner, an install guide, a release list, a job table, an event's ticket tiers, a shop's opening
 * hours, a bank's savings rates, a shipping page and a category listing with filters.
 */
import { escapeHtml } from './page-kit.js';
import { renderShell, type Shell } from './batch-2-shell.js';

function table(head: readonly string[], rows: ReadonlyArray<readonly string[]>, className: string): string {
  return [
    `<table class="${className}">`,
    `<thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead>`,
    '<tbody>',
    ...rows.map(([first, ...rest]) => `<tr><th scope="row">${first}</th>${rest.map((cell) => `<td>${cell}</td>`).join('')}</tr>`),
    '</tbody>',
    '</table>',
  ].join('\n');
}

// ---------- plan comparison table ----------

export interface PlanTableState {
  shell: Shell;
  headline: string;
  rows: ReadonlyArray<readonly string[]>;
  footnote: string;
  billing: 'monthly' | 'annual';
}

export const PLAN_ROWS: ReadonlyArray<readonly string[]> = [
  ['Price per month', '€0', '€19', '€79'],
  ['Seats', '1', '5', 'Unlimited'],
  ['API calls per month', '1,000', '10,000', '250,000'],
  ['Storage', '500 MB', '20 GB', '1 TB'],
  ['Data retention', '7 days', '90 days', '1 year'],
  ['Support', 'Forum', 'Email, next business day', 'Chat, 4-hour response'],
];

export function renderPlanTable(state: PlanTableState): string {
  return renderShell(
    state.shell,
    [
      `<section class="pricing-hero"><h1>${escapeHtml(state.headline)}</h1>`,
      `<div class="billing-toggle" role="radiogroup"><button role="radio" aria-checked="${state.billing === 'monthly'}">Monthly</button><button role="radio" aria-checked="${state.billing === 'annual'}">Annual (save 2 months)</button></div></section>`,
      table(['', 'Free', 'Growth', 'Scale'], state.rows, 'plan-compare'),
      `<p class="footnote">${escapeHtml(state.footnote)}</p>`,
      '<section class="pricing-faq"><h2>Questions</h2><details><summary>What counts as an API call?</summary><p>Every authenticated request to the REST or GraphQL endpoint, including failed ones.</p></details><details><summary>Can I cancel any time?</summary><p>Yes. Paid plans stop at the end of the billing period and your data stays available for export for thirty days.</p></details></section>',
    ].join('\n'),
  );
}

// ---------- hosting help page with a notice banner ----------

export interface HelpState {
  shell: Shell;
  banner: string;
  status: string;
}

export function renderHelpPage(state: HelpState): string {
  return renderShell(
    state.shell,
    [
      `<div class="notice-banner notice-banner--info" role="status"><strong>Notice:</strong> ${escapeHtml(state.banner)}</div>`,
      `<p class="status-line"><span class="dot dot--green"></span> ${escapeHtml(state.status)}</p>`,
      '<h1>Help centre</h1>',
      '<div class="help-grid">',
      '<article class="help-card"><h2>Deploying your first site</h2><p>Connect a Git repository, pick a branch and we build and publish every push. Preview deploys are created for every pull request.</p></article>',
      '<article class="help-card"><h2>Custom domains</h2><p>Point a CNAME record at your project address. Certificates are issued automatically once the record resolves.</p></article>',
      '<article class="help-card"><h2>Build settings</h2><p>Set the build command, output folder and environment variables per project. Secrets are encrypted at rest and never shown after saving.</p></article>',
      '<article class="help-card"><h2>Billing</h2><p>Invoices are issued on the first of each month. Usage above your plan is billed at the published overage rates.</p></article>',
      '</div>',
    ].join('\n'),
  );
}

// ---------- install guide ----------

export interface InstallState {
  shell: Shell;
  requirement: string;
  limits: ReadonlyArray<readonly string[]>;
  edited: string;
  helpful: number;
}

export function renderInstallGuide(state: InstallState): string {
  return renderShell(
    state.shell,
    [
      '<article class="doc">',
      '<h1>Installing the CLI</h1>',
      `<p class="doc-meta">Last edited ${escapeHtml(state.edited)}</p>`,
      '<h2 id="requirements">Requirements</h2>',
      `<ul><li>${escapeHtml(state.requirement)}</li><li>Git 2.30 or later</li><li>macOS, Linux or Windows with WSL 2</li></ul>`,
      '<h2 id="install">Install</h2>',
      '<pre><code>npm install --global @relaykit/cli\nrelay login</code></pre>',
      '<p>The CLI stores its credentials in your user configuration folder. Run <code>relay logout</code> to remove them.</p>',
      '<h2 id="limits">Limits</h2>',
      table(['Limit', 'Value'], state.limits, 'limits'),
      '<h2 id="troubleshooting">Troubleshooting</h2>',
      '<p>If the install fails with a permissions error, configure npm to use a folder you own instead of running the install as root.</p>',
      `<aside class="feedback">Was this page helpful? <button>Yes</button> <button>No</button> <span class="feedback__count">${state.helpful} people found this helpful</span></aside>`,
      '</article>',
    ].join('\n'),
  );
}

export const INSTALL_LIMITS: ReadonlyArray<readonly string[]> = [
  ['Maximum request body', '6 MB'],
  ['Function timeout', '30 seconds'],
  ['Environment variables per project', '100'],
  ['Concurrent builds', '2'],
];

// ---------- release list ----------

export interface Release {
  version: string;
  date: string;
  age: string;
  notes: readonly string[];
  downloads: number;
}

export interface ReleasesState {
  shell: Shell;
  latest: string;
  releases: readonly Release[];
}

export const RELEASES: readonly Release[] = [
  { version: 'v3.7.2', date: '2026-11-04', age: '3 weeks ago', notes: ['Fix a crash when the config file is empty.', 'Speed up cold starts on Windows.'], downloads: 18422 },
  { version: 'v3.7.1', date: '2026-10-21', age: '5 weeks ago', notes: ['Retry uploads that time out.'], downloads: 25107 },
  { version: 'v3.7.0', date: '2026-10-02', age: 'Oct 2', notes: ['New watch mode for local development.', 'Drop support for Node 16.'], downloads: 40911 },
];

export function renderReleases(state: ReleasesState): string {
  const items = state.releases.map((r) =>
    [
      `<section class="release" id="${r.version}">`,
      `<h2><a href="/releases/tag/${r.version}">${r.version}</a></h2>`,
      `<p class="release__meta"><relative-time datetime="${r.date}T10:00:00Z">${r.age}</relative-time></p>`,
      `<ul>${r.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>`,
      `<details class="assets"><summary>Assets 3</summary><ul><li><a href="/download/${r.version}/relay-linux-x64.tar.gz">relay-linux-x64.tar.gz</a> <span class="count">${r.downloads.toLocaleString('en-US')} downloads</span></li><li><a href="/download/${r.version}/relay-macos-arm64.tar.gz">relay-macos-arm64.tar.gz</a></li><li><a href="/download/${r.version}/relay-windows-x64.zip">relay-windows-x64.zip</a></li></ul></details>`,
      '</section>',
    ].join('\n'),
  );
  return renderShell(state.shell, [`<h1>Releases</h1>`, `<p class="latest">Latest version: <strong>${state.latest}</strong></p>`, ...items].join('\n'));
}

// ---------- job table ----------

export interface JobRow {
  title: string;
  location: string;
  kind: string;
  applicants: number;
}

export interface JobTableState {
  shell: Shell;
  jobs: readonly JobRow[];
  facets: ReadonlyArray<readonly [string, number]>;
}

export const JOB_ROWS: readonly JobRow[] = [
  { title: 'Senior Backend Engineer', location: 'Berlin', kind: 'Full-time', applicants: 54 },
  { title: 'Backend Engineer', location: 'Remote, Germany', kind: 'Full-time', applicants: 112 },
  { title: 'Product Manager, Checkout', location: 'Hamburg', kind: 'Full-time', applicants: 38 },
  { title: 'Working Student Data', location: 'Berlin', kind: 'Part-time', applicants: 201 },
  { title: 'Site Reliability Engineer', location: 'Remote, Germany', kind: 'Full-time', applicants: 27 },
];

export const JOB_FACETS: ReadonlyArray<readonly [string, number]> = [
  ['Engineering', 3],
  ['Product', 1],
  ['Data', 1],
  ['Berlin', 2],
  ['Hamburg', 1],
  ['Remote', 2],
];

export function renderJobTable(state: JobTableState): string {
  const facets = state.facets.map(([label, count]) => `<li><label><input type="checkbox" name="facet" value="${label}"> ${label} <span class="facet-count">(${count})</span></label></li>`).join('\n');
  const rows = state.jobs.map((j) => [`<a href="/jobs/${encodeURIComponent(j.title.toLowerCase().replace(/[^a-z]+/g, '-'))}">${escapeHtml(j.title)}</a>`, j.location, j.kind, `<span class="applicants">${j.applicants} applicants</span>`]);
  return renderShell(
    state.shell,
    ['<h1>Open positions</h1>', `<aside class="filters"><h2>Filter</h2><ul>\n${facets}\n</ul></aside>`, table(['Role', 'Location', 'Type', ''], rows, 'jobs-table')].join('\n'),
  );
}

// ---------- event tickets ----------

export interface TicketTier {
  name: string;
  price: string;
  status: string;
}

export interface EventState {
  shell: Shell;
  tiers: readonly TicketTier[];
  countdown: string;
}

export const TICKET_TIERS: readonly TicketTier[] = [
  { name: 'Early bird', price: '€149', status: 'Available' },
  { name: 'Standard', price: '€229', status: '124 tickets left' },
  { name: 'Workshop + conference', price: '€399', status: 'Available' },
];

export function renderEventPage(state: EventState): string {
  const rows = state.tiers.map((t) => `<li class="tier"><h3>${escapeHtml(t.name)}</h3><p class="tier__price">${t.price}</p><p class="tier__status">${escapeHtml(t.status)}</p><a class="btn" href="/tickets/${encodeURIComponent(t.name)}">Select</a></li>`);
  return renderShell(
    state.shell,
    [
      '<h1>FrontConf Lisbon 2027</h1>',
      '<p class="event-meta">12–13 March 2027 · LX Factory, Lisbon</p>',
      `<p class="event-countdown">Starts in ${escapeHtml(state.countdown)}</p>`,
      `<ul class="tiers">\n${rows.join('\n')}\n</ul>`,
      '<p>Two days of talks on web performance, accessibility and design systems, with hands-on workshops the day before.</p>',
    ].join('\n'),
  );
}

// ---------- opening hours ----------

export interface HoursState {
  shell: Shell;
  hours: ReadonlyArray<readonly [string, string]>;
  openNow: string;
  holiday: string;
}

export const HOURS: ReadonlyArray<readonly [string, string]> = [
  ['Montag', '09:00–19:00'],
  ['Dienstag', '09:00–19:00'],
  ['Mittwoch', '09:00–19:00'],
  ['Donnerstag', '09:00–20:00'],
  ['Freitag', '09:00–20:00'],
  ['Samstag', '09:00–18:00'],
  ['Sonntag', 'geschlossen'],
];

export function renderHoursPage(state: HoursState): string {
  return renderShell(
    state.shell,
    [
      '<h1>Unser Laden in der Südstadt</h1>',
      '<p class="address">Bonner Straße 41, 50677 Köln</p>',
      `<p class="open-now">${escapeHtml(state.openNow)}</p>`,
      '<h2>Öffnungszeiten</h2>',
      table(['Tag', 'Uhrzeit'], state.hours, 'opening-hours'),
      `<div class="holiday-note">${escapeHtml(state.holiday)}</div>`,
      '<p>Parkplätze finden Sie im Hof hinter dem Laden. Die Haltestelle Chlodwigplatz liegt zwei Minuten entfernt.</p>',
    ].join('\n'),
  );
}

// ---------- savings rates ----------

export interface RatesState {
  shell: Shell;
  rows: ReadonlyArray<readonly string[]>;
  updated: string;
}

export const RATE_ROWS: ReadonlyArray<readonly string[]> = [
  ['Easy Saver', '3.10% AER (variable)', '£1', 'Unlimited'],
  ['Fixed Saver 1 year', '4.05% AER (fixed)', '£500', 'None until maturity'],
  ['Regular Saver', '5.00% AER (fixed)', '£25 a month', 'None'],
];

export function renderRatesPage(state: RatesState): string {
  return renderShell(
    state.shell,
    [
      '<h1>Savings accounts</h1>',
      `<p class="rates-updated">Rates shown as of ${escapeHtml(state.updated)}</p>`,
      table(['Account', 'Interest rate', 'Minimum deposit', 'Withdrawals'], state.rows, 'rates'),
      '<p class="small-print">AER stands for Annual Equivalent Rate and illustrates what the interest rate would be if interest was paid and compounded once each year.</p>',
    ].join('\n'),
  );
}

// ---------- shipping page ----------

export interface ShippingState {
  shell: Shell;
  threshold: string;
  countdown: string;
}

export function renderShippingPage(state: ShippingState): string {
  return renderShell(
    state.shell,
    [
      '<h1>Livraison et retours</h1>',
      `<p class="shipping-lead">Livraison offerte dès ${escapeHtml(state.threshold)} d’achat en France métropolitaine.</p>`,
      `<p class="cutoff">Commandez dans les ${escapeHtml(state.countdown)} pour un envoi aujourd’hui.</p>`,
      table(['Mode', 'Délai', 'Tarif'], [['Colissimo', '2 à 3 jours ouvrés', '4,90 €'], ['Point relais', '3 à 5 jours ouvrés', '3,90 €'], ['Express', '24 h', '9,90 €']], 'shipping-modes'),
      '<p>Vous disposez de 30 jours pour nous retourner un article. Le remboursement intervient sous 14 jours après réception.</p>',
    ].join('\n'),
  );
}

// ---------- category listing ----------

export interface ListingState {
  shell: Shell;
  facets: ReadonlyArray<readonly [string, number]>;
  products: ReadonlyArray<readonly [string, string]>;
}

export function renderListing(state: ListingState): string {
  const facets = state.facets.map(([label, count]) => `<li class="facet"><a href="?brand=${encodeURIComponent(label)}">${escapeHtml(label)}</a> <span>${count}</span></li>`).join('\n');
  const products = state.products.map(([name, price]) => `<li class="tile"><a href="/p/${encodeURIComponent(name)}">${escapeHtml(name)}</a> <span class="tile__price">${price}</span></li>`).join('\n');
  return renderShell(state.shell, ['<h1>Olive oils</h1>', `<nav class="facets" aria-label="Filters"><h2>Brand</h2><ul>\n${facets}\n</ul></nav>`, `<ul class="tiles">\n${products}\n</ul>`].join('\n'));
}
