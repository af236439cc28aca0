/**
 * The page shell of the twenty-first batch of page pairs (issue 22): the chrome of a public
 * body's, a publisher's or a shop's site whose parts change on every fetch, on real and noise
 * pairs alike: the hero carousel's slides in another order (sites shuffle them per load), a
 * signed-in greeting or a sign-in link, a live clock line "as of 09:12", a visitors-online count,
 * a request id shown for support, a CSRF token, a CSP nonce and a render stamp. An icon sprite and
 * hidden menu panels carry no text. A pair may set per side the greeting, the clock or the year.
 */
import type { Values } from './batch-12-shops.js';
import { documentStart, escapeHtml, hexToken, joinPageLines, rotate, type Side } from './page-kit.js';

export interface Site21 {
  site: string;
  /** BCP 47 tag; its first two letters pick the chrome's language. */
  lang: string;
  title: string;
  /** Structured data for <head>. */
  head?: string;
}

/** What differs between two fetches of the same page. */
export interface Visit21 {
  seed: number;
  servedAt: string;
  /** The clock line, "HH:MM". */
  clock: string;
  /** How far the carousel's slides are rotated on this load. */
  slide: number;
  online: number;
  year: number;
  greeting?: string;
}

/** Two fetches an hour apart on a Saturday morning. */
export const VISITS_21: Record<'before' | 'after', Visit21> = {
  before: { seed: 2101, servedAt: '2026-11-28T08:12:44.120Z', clock: '09:12', slide: 0, online: 412, year: 2026 },
  after: { seed: 2113, servedAt: '2026-11-28T09:14:02.587Z', clock: '10:14', slide: 1, online: 389, year: 2026 },
};

interface Chrome {
  nav: readonly string[];
  asOf: string;
  online: string;
  request: string;
  account: string;
  search: string;
  foot: readonly string[];
  rights: string;
}

const CHROME: Record<string, Chrome> = {
  en: { nav: ['Home', 'About', 'News', 'Services', 'Contact'], asOf: 'As of', online: 'people on this site now', request: 'Request ID', account: 'Sign in', search: 'Search', foot: ['Accessibility', 'Privacy notice', 'Cookies', 'Freedom of information', 'Sitemap', 'Jobs'], rights: 'All rights reserved.' },
  de: { nav: ['Rathaus', 'Bürgerservice', 'Umwelt', 'Kultur', 'Kontakt'], asOf: 'Stand', online: 'Personen gerade auf dieser Website', request: 'Anfrage-ID', account: 'Anmelden', search: 'Suche', foot: ['Impressum', 'Datenschutz', 'Barrierefreiheit', 'Leichte Sprache', 'Sitemap', 'Stellenangebote'], rights: 'Alle Rechte vorbehalten.' },
  fr: { nav: ['Mairie', 'Démarches', 'Enfance', 'Culture', 'Contact'], asOf: 'Mis à jour à', online: 'personnes sur le site en ce moment', request: 'Identifiant de requête', account: 'Mon compte', search: 'Rechercher', foot: ['Mentions légales', 'Données personnelles', 'Accessibilité', 'Plan du site', 'Presse', 'Recrutement'], rights: 'Tous droits réservés.' },
  es: { nav: ['Conciertos', 'Teatro', 'Festivales', 'Deportes', 'Ayuda'], asOf: 'Actualizado a las', online: 'personas en la web ahora', request: 'ID de solicitud', account: 'Iniciar sesión', search: 'Buscar', foot: ['Quiénes somos', 'Empleo', 'Prensa', 'Privacidad', 'Accesibilidad', 'Aviso legal'], rights: 'Todos los derechos reservados.' },
  it: { nav: ['Cronaca', 'Politica', 'Economia', 'Sport', 'Cultura'], asOf: 'Aggiornato alle', online: 'lettori online', request: 'ID richiesta', account: 'Accedi', search: 'Cerca', foot: ['Chi siamo', 'Redazione', 'Pubblicità', 'Privacy', 'Cookie policy', 'Lavora con noi'], rights: 'Tutti i diritti riservati.' },
  nl: { nav: ['Vacatures', 'Bedrijven', 'Salarischeck', 'Carrièretips', 'Werkgevers'], asOf: 'Bijgewerkt om', online: 'bezoekers online', request: 'Verzoek-ID', account: 'Inloggen', search: 'Zoeken', foot: ['Over ons', 'Werken bij', 'Pers', 'Privacy', 'Toegankelijkheid', 'Voorwaarden'], rights: 'Alle rechten voorbehouden.' },
  pl: { nav: ['Rozkłady jazdy', 'Bilety', 'Komunikaty', 'Mapa sieci', 'Kontakt'], asOf: 'Stan na godz.', online: 'osób na stronie', request: 'ID żądania', account: 'Zaloguj się', search: 'Szukaj', foot: ['O nas', 'Przetargi', 'Praca', 'Prywatność', 'Dostępność', 'Deklaracja dostępności'], rights: 'Wszelkie prawa zastrzeżone.' },
  pt: { nav: ['Novidades', 'Casa', 'Cozinha', 'Jardim', 'Promoções'], asOf: 'Atualizado às', online: 'pessoas no site agora', request: 'ID do pedido', account: 'Iniciar sessão', search: 'Pesquisar', foot: ['Sobre nós', 'Lojas', 'Recrutamento', 'Privacidade', 'Livro de reclamações', 'Termos e condições'], rights: 'Todos os direitos reservados.' },
  cs: { nav: ['Uchazeči', 'Studenti', 'Věda a výzkum', 'Fakulty', 'Kontakty'], asOf: 'Aktualizováno v', online: 'návštěvníků online', request: 'ID požadavku', account: 'Přihlásit', search: 'Hledat', foot: ['O univerzitě', 'Úřední deska', 'Kariéra', 'Ochrana osobních údajů', 'Přístupnost', 'Mapa webu'], rights: 'Všechna práva vyhrazena.' },
  da: { nav: ['Status', 'Produkter', 'Dokumentation', 'Support', 'Kontakt'], asOf: 'Opdateret kl.', online: 'besøgende online', request: 'Anmodnings-ID', account: 'Log ind', search: 'Søg', foot: ['Om os', 'Job', 'Presse', 'Privatlivspolitik', 'Cookies', 'Tilgængelighed'], rights: 'Alle rettigheder forbeholdes.' },
};

const STYLE = `:root{--ink:#1b1b1b;--muted:#5f6368;--line:#d9dce1;--brand:#0b5cad}*{box-sizing:border-box}body{margin:0;font:16px/1.55 system-ui,"Segoe UI",sans-serif;color:var(--ink)}
.utility{display:flex;justify-content:space-between;font-size:.8rem;background:#eef1f4;padding:4px 24px}.masthead{display:flex;gap:24px;align-items:center;padding:14px 24px;border-bottom:1px solid var(--line)}
.mainnav ul{display:flex;gap:18px;list-style:none;margin:0;padding:0}.carousel{display:flex;overflow:hidden;background:#f7f7f9}.carousel__slide{flex:0 0 100%;padding:18px 24px}
.page{max-width:1100px;margin:0 auto;padding:24px}.foot{background:#1d232b;color:#e8eaed;padding:32px 24px;margin-top:48px}.foot ul{display:flex;flex-wrap:wrap;gap:16px;list-style:none;padding:0}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid var(--line);padding:6px 10px;text-align:left}@media (max-width:760px){.mainnav{display:none}}`;

// An icon sprite and the navigation's fly-out panels, as real sites ship them: bytes, no text.
const ICONS = ['search', 'user', 'bell', 'close', 'menu', 'chevron-down', 'chevron-right', 'clock', 'calendar', 'download', 'external', 'info', 'mail', 'phone', 'pin', 'share', 'print', 'rss']
  .map((id, i) => `<symbol id="i-${id}" viewBox="0 0 24 24"><path d="M${3 + (i % 6)} ${2 + (i % 7)}l${7 - (i % 4)} ${6 + (i % 5)}-${2 + (i % 5)} ${4 - (i % 3)}z"/><circle cx="${8 + (i % 7)}" cy="${11 - (i % 4)}" r="${1 + (i % 2)}"/></symbol>`)
  .join('');
const PANEL = ['Overview', 'A–Z', 'Forms', 'Fees', 'Opening hours', 'News', 'Downloads', 'Contact'];

/** The document around a page body, as fetched on one visit; `slides` are the site's carousel texts. */
export function renderShell21(site: Site21, v: Visit21, slides: readonly string[], body: string): string {
  const c = CHROME[site.lang.slice(0, 2)] ?? CHROME.en!;
  const csrf = hexToken(v.seed + 1, 40);
  const nonce = Buffer.from(hexToken(v.seed + 2, 12)).toString('base64');
  const request = hexToken(v.seed + 3, 16);
  const shown = rotate(slides, v.slide);
  return joinPageLines([
    ...documentStart(site.lang, site.title, csrf),
    `<link rel="stylesheet" href="/static/main.css?v=8.2.0">`,
    `<style nonce="${nonce}">${STYLE}</style>`,
    site.head ?? '',
    `<script nonce="${nonce}">window.__APP__={served:"${v.servedAt}",session:"${hexToken(v.seed + 4, 24)}",ab:"${v.seed % 2 ? 'b' : 'a'}"};</script>`,
    '</head>',
    '<body>',
    `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${ICONS}</svg>`,
    `<div class="utility"><span class="clock">${c.asOf} ${v.clock}</span><a class="account" href="/account">${escapeHtml(v.greeting ?? c.account)}</a></div>`,
    '<header class="masthead">',
    `<a class="brand" href="/">${escapeHtml(site.site)}</a>`,
    `<nav class="mainnav" aria-label="main"><ul>${c.nav.map((label, i) => `<li><a href="/n/${i + 1}">${label}</a><div class="mainnav__panel" hidden><ul>${PANEL.map((m, j) => `<li><a href="/n/${i + 1}/${j + 1}">${m}</a></li>`).join('')}</ul></div></li>`).join('')}</ul></nav>`,
    `<form class="search" role="search" action="/search"><input type="search" name="q" aria-label="${c.search}"><button>${c.search}</button></form>`,
    '</header>',
    `<div class="carousel" data-autoplay="6000">${shown.map((s, i) => `<div class="carousel__slide"${i ? ' aria-hidden="true"' : ''}><p>${s}</p></div>`).join('')}</div>`,
    '<main class="page">',
    body,
    '</main>',
    '<footer class="foot">',
    `<ul>${c.foot.map((label, i) => `<li><a href="/p/${i + 1}">${label}</a></li>`).join('')}</ul>`,
    `<p class="online">${v.online} ${c.online}</p>`,
    `<p class="request">${c.request}: ${request}</p>`,
    `<form class="newsletter" method="post" action="/newsletter"><input type="hidden" name="authenticity_token" value="${csrf}"><input type="email" name="email" aria-label="E-mail"><button>OK</button></form>`,
    `<p class="rights">© ${v.year} ${escapeHtml(site.site)}. ${c.rights}</p>`,
    '</footer>',
    `<script src="/static/main.js?v=8.2.0" defer></script>`,
    `<script nonce="${nonce}">dataLayer.push({event:"pageview",ts:${Date.parse(v.servedAt)},rid:"${request}"});</script>`,
    '</body>',
    '</html>',
    '',
  ]);
}

/** A page of a later batch in this shell: its site, its carousel's slides, and its body for a pair's values. */
export interface ShellPage {
  site: Site21;
  slides: readonly string[];
  body: (v: Values) => string;
}

export const site21 = (site: string, lang: string, title: string): Site21 => ({ site, lang, title });

/**
 * The pair builder of a batch whose two fetches are `visits`: the shell's per-visit parts always
 * differ; `before` holds values of the first fetch only.
 */
export function shellPairs(visits: Record<Side, Visit21>) {
  return (p: ShellPage, after: Values, before: Values = {}) =>
    (side: Side): string => renderShell21(p.site, visits[side], p.slides, p.body(side === 'before' ? before : after));
}
