/**
 * The page shell of the eighteenth batch of page pairs (issue 22): a sixth site template, of the
 * non-shop sites people watch with changedetection.io and urlwatch (councils, schools, projects,
 * venues, boards), whose chrome differs on every fetch as such sites' does: a CSRF token, a CSP
 * nonce, cache-busting asset URLs, a session id written into every internal link (old Java and
 * PHP portals), an A/B bucket in the body's classes, a cookie banner carrying its consent id, and
 * the server's "page generated at … in … s" line in the page's language, to the second.
 */
import { documentStart, escapeHtml, hexToken, joinPageLines } from './page-kit.js';

export interface Site18 {
  site: string;
  /** BCP 47 tag; its first two letters pick the chrome's language. */
  lang: string;
  title: string;
  /** Structured data or other markup for <head>. */
  head?: string;
  /** Whether internal links carry the session id, as old portals write it. */
  sessionLinks?: boolean;
}

/** What differs between two fetches of the same page. */
export interface Visit18 {
  csrf: string;
  nonce: string;
  bust: string;
  session: string;
  ab: 'a' | 'b';
  consentId: string;
  /** Local date and time the server stamps: day of December 2026, hour, minute, second. */
  local: readonly [day: number, hour: number, minute: number, second: number];
  /** Seconds the server took, as its footer states. */
  took: string;
}

const visit = (seed: number, bust: string, ab: 'a' | 'b', local: Visit18['local'], took: string): Visit18 => ({
  csrf: hexToken(seed, 40),
  nonce: Buffer.from(hexToken(seed + 1, 12)).toString('base64'),
  bust,
  session: hexToken(seed + 2, 32).toUpperCase(),
  ab,
  consentId: `${hexToken(seed + 3, 8)}-${hexToken(seed + 4, 4)}-${hexToken(seed + 5, 12)}`,
  local,
  took,
});

/** Two fetches twenty-three minutes apart on a Thursday morning. */
export const VISITS_18: Record<'before' | 'after', Visit18> = {
  before: visit(1801, '1764752411', 'a', [3, 9, 20, 11], '0.184'),
  after: visit(1811, '1764753807', 'b', [3, 9, 43, 27], '0.231'),
};

interface Chrome {
  nav: readonly string[];
  search: string;
  skip: string;
  foot: readonly string[];
  consent: string;
  accept: string;
  /** The server's footer line: when the page was generated and how long it took. */
  generated: (day: number, hour: number, minute: number, second: number, took: string) => string;
}

const p2 = (n: number): string => String(n).padStart(2, '0');
const clock = (h: number, m: number, s: number, sep = ':'): string => `${p2(h)}${sep}${p2(m)}${sep}${p2(s)}`;

const CHROME: Record<string, Chrome> = {
  en: { nav: ['Home', 'Services', 'News', 'About', 'Contact'], search: 'Search', skip: 'Skip to content', foot: ['Accessibility', 'Privacy', 'Cookies', 'Terms', 'Sitemap', 'Contact'], consent: 'We use essential cookies and, with your consent, analytics cookies.', accept: 'Accept', generated: (d, h, m, s, t) => `Page generated ${d} Dec 2026 ${clock(h, m, s)} in ${t}s` },
  de: { nav: ['Start', 'Leistungen', 'Aktuelles', 'Über uns', 'Kontakt'], search: 'Suche', skip: 'Zum Inhalt springen', foot: ['Barrierefreiheit', 'Datenschutz', 'Cookies', 'Impressum', 'Sitemap', 'Kontakt'], consent: 'Wir verwenden notwendige Cookies und, mit Ihrer Einwilligung, Statistik-Cookies.', accept: 'Akzeptieren', generated: (d, h, m, s, t) => `Seite erstellt am ${p2(d)}.12.2026 um ${clock(h, m, s)} in ${t.replace('.', ',')} s` },
  fr: { nav: ['Accueil', 'Démarches', 'Actualités', 'À propos', 'Contact'], search: 'Rechercher', skip: 'Aller au contenu', foot: ['Accessibilité', 'Données personnelles', 'Cookies', 'Mentions légales', 'Plan du site', 'Contact'], consent: 'Nous utilisons des cookies nécessaires et, avec votre accord, des cookies de mesure d’audience.', accept: 'Accepter', generated: (d, h, m, s, t) => `Page générée le ${d} décembre 2026 à ${clock(h, m, s)} en ${t.replace('.', ',')} s` },
  nl: { nav: ['Home', 'Diensten', 'Nieuws', 'Over ons', 'Contact'], search: 'Zoeken', skip: 'Naar de inhoud', foot: ['Toegankelijkheid', 'Privacy', 'Cookies', 'Disclaimer', 'Sitemap', 'Contact'], consent: 'Wij gebruiken noodzakelijke cookies en, met uw toestemming, analytische cookies.', accept: 'Accepteren', generated: (d, h, m, s, t) => `Pagina gegenereerd op ${d}-12-2026 om ${clock(h, m, s)} in ${t.replace('.', ',')} s` },
  es: { nav: ['Inicio', 'Trámites', 'Noticias', 'Quiénes somos', 'Contacto'], search: 'Buscar', skip: 'Ir al contenido', foot: ['Accesibilidad', 'Privacidad', 'Cookies', 'Aviso legal', 'Mapa web', 'Contacto'], consent: 'Usamos cookies técnicas y, con tu consentimiento, cookies analíticas.', accept: 'Aceptar', generated: (d, h, m, s, t) => `Página generada el ${p2(d)}/12/2026 a las ${clock(h, m, s)} en ${t.replace('.', ',')} s` },
  it: { nav: ['Home', 'Servizi', 'Notizie', 'Chi siamo', 'Contatti'], search: 'Cerca', skip: 'Vai al contenuto', foot: ['Accessibilità', 'Privacy', 'Cookie', 'Note legali', 'Mappa del sito', 'Contatti'], consent: 'Usiamo cookie tecnici e, con il tuo consenso, cookie analitici.', accept: 'Accetta', generated: (d, h, m, s, t) => `Pagina generata il ${p2(d)}/12/2026 alle ${clock(h, m, s)} in ${t.replace('.', ',')} s` },
  pt: { nav: ['Início', 'Serviços', 'Notícias', 'Sobre', 'Contactos'], search: 'Pesquisar', skip: 'Saltar para o conteúdo', foot: ['Acessibilidade', 'Privacidade', 'Cookies', 'Termos', 'Mapa do site', 'Contactos'], consent: 'Utilizamos cookies essenciais e, com o seu consentimento, cookies analíticos.', accept: 'Aceitar', generated: (d, h, m, s, t) => `Página gerada em ${p2(d)}/12/2026 às ${clock(h, m, s)} em ${t.replace('.', ',')} s` },
  sv: { nav: ['Start', 'Tjänster', 'Nyheter', 'Om oss', 'Kontakt'], search: 'Sök', skip: 'Till innehållet', foot: ['Tillgänglighet', 'Personuppgifter', 'Kakor', 'Villkor', 'Webbkarta', 'Kontakt'], consent: 'Vi använder nödvändiga kakor och, med ditt samtycke, kakor för statistik.', accept: 'Godkänn', generated: (d, h, m, s, t) => `Sidan skapades ${d} december 2026 kl. ${clock(h, m, s)} på ${t.replace('.', ',')} s` },
  da: { nav: ['Forside', 'Selvbetjening', 'Nyheder', 'Om os', 'Kontakt'], search: 'Søg', skip: 'Gå til indhold', foot: ['Tilgængelighed', 'Privatliv', 'Cookies', 'Vilkår', 'Sitemap', 'Kontakt'], consent: 'Vi bruger nødvendige cookies og, med dit samtykke, statistikcookies.', accept: 'Accepter', generated: (d, h, m, s, t) => `Siden blev dannet ${d}. december 2026 kl. ${clock(h, m, s, '.')} på ${t.replace('.', ',')} s` },
  pl: { nav: ['Start', 'Sprawy', 'Aktualności', 'O nas', 'Kontakt'], search: 'Szukaj', skip: 'Przejdź do treści', foot: ['Dostępność', 'Prywatność', 'Cookies', 'Regulamin', 'Mapa strony', 'Kontakt'], consent: 'Używamy niezbędnych plików cookie oraz, za Twoją zgodą, analitycznych.', accept: 'Akceptuję', generated: (d, h, m, s, t) => `Strona wygenerowana ${p2(d)}.12.2026 o ${clock(h, m, s)} w ${t.replace('.', ',')} s` },
};

const STYLE = `:root{--ink:#20242a;--muted:#5d6670;--brand:#1d4e89;--line:#dde2e7}*{box-sizing:border-box}body{margin:0;font:16px/1.6 "Source Sans 3",Arial,sans-serif;color:var(--ink)}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px}.hdr{display:flex;gap:24px;align-items:center;padding:14px 28px;border-bottom:3px solid var(--brand)}
.hdr nav ul{display:flex;gap:20px;list-style:none;margin:0;padding:0}.main{max-width:1100px;margin:0 auto;padding:28px}table{border-collapse:collapse}td,th{border:1px solid var(--line);padding:6px 10px;text-align:left}
.ftr{background:#eef1f4;padding:28px;margin-top:56px;font-size:.9rem}.ftr ul{columns:3;list-style:none;padding:0}.ftr__gen{color:var(--muted);font-size:.75rem}
.cc{position:fixed;bottom:0;left:0;right:0;background:#fff;padding:14px 28px;box-shadow:0 -4px 14px rgba(0,0,0,.12)}.exp-b .hdr{border-bottom-width:4px}
@media (max-width:760px){.hdr nav{display:none}.ftr ul{columns:1}}`;

// What portal themes ship besides the content, for a real site's weight: an icon sprite and a
// folded submenu under each main section.
const ICONS = ['search', 'menu', 'close', 'home', 'phone', 'mail', 'pin', 'clock', 'calendar', 'download', 'external', 'info', 'warning', 'check']
  .map((id, i) => `<symbol id="i-${id}" viewBox="0 0 24 24"><path d="M${3 + (i % 5)} ${2 + (i % 4)}h${14 - (i % 6)}v${12 + (i % 3)}H${3 + (i % 5)}z m2 4h${8 + (i % 3)}v2H${5 + (i % 4)}z"/><circle cx="${12 + (i % 3)}" cy="${11 - (i % 4)}" r="${1 + (i % 4)}"/></symbol>`)
  .join('');
const SUB = ['Overview', 'A–Z', 'Forms', 'Fees', 'Opening hours', 'Appointments', 'Downloads', 'FAQ'];

const slugOf = (site: Site18): string => site.site.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** A link inside the site, with the session id old portals append to every path. */
function internal(site: Site18, v: Visit18, path: string): string {
  return site.sessionLinks ? `${path};jsessionid=${v.session}` : path;
}

/** The document around a page body, as fetched on one visit. */
export function renderShell18(site: Site18, v: Visit18, body: string): string {
  const c = CHROME[site.lang.slice(0, 2)] ?? CHROME.en!;
  const q = `?v=${v.bust}`;
  const nav = c.nav.map((label, i) => `<li><a href="${internal(site, v, i === 0 ? '/' : `/s${i}`)}">${label}</a><ul hidden>${SUB.map((sub, j) => `<li><a href="${internal(site, v, `/s${i}/${j + 1}`)}">${sub}</a></li>`).join('')}</ul></li>`).join('');
  const [day, hour, minute, second] = v.local;
  return joinPageLines([
    ...documentStart(site.lang, site.title, v.csrf),
    `<link rel="stylesheet" href="/assets/site.css${q}">`,
    `<link rel="stylesheet" href="/assets/print.${v.bust.slice(-6)}.css" media="print">`,
    `<style nonce="${v.nonce}">${STYLE}</style>`,
    site.head ?? '',
    `<script nonce="${v.nonce}">var _paq=window._paq=window._paq||[];_paq.push(["setCustomDimension",1,"${v.ab}"]);_paq.push(["trackPageView"]);</script>`,
    '</head>',
    `<body class="page exp-${v.ab}" data-session="${v.session.slice(0, 12)}">`,
    `<a class="skip" href="#inhalt">${c.skip}</a>`,
    `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${ICONS}</svg>`,
    '<header class="hdr">',
    `<a class="hdr__logo" href="${internal(site, v, '/')}"><img src="/assets/logo.svg${q}" alt="${escapeHtml(site.site)}" width="160" height="40"></a>`,
    `<nav aria-label="main"><ul>${nav}</ul></nav>`,
    `<form class="hdr__search" action="${internal(site, v, '/search')}" method="get"><input type="hidden" name="_csrf" value="${v.csrf}"><input type="search" name="q" aria-label="${c.search}" placeholder="${c.search}"><button>${c.search}</button></form>`,
    '</header>',
    '<main class="main" id="inhalt">',
    body,
    '</main>',
    '<footer class="ftr">',
    `<ul>${c.foot.map((l, i) => `<li><a href="${internal(site, v, `/info/${i + 1}`)}">${l}</a></li>`).join('')}</ul>`,
    `<p>© 2026 ${escapeHtml(site.site)}</p>`,
    `<p class="ftr__gen">${c.generated(day, hour, minute, second, v.took)}</p>`,
    '</footer>',
    `<div class="cc" role="dialog" aria-label="Cookies" data-consent-id="${v.consentId}"><p>${c.consent}</p><form method="post" action="${internal(site, v, '/consent')}"><input type="hidden" name="_csrf" value="${v.csrf}"><input type="hidden" name="cid" value="${v.consentId}"><button name="c" value="all">${c.accept}</button></form></div>`,
    `<script nonce="${v.nonce}" src="/assets/app.${hexToken(Number(v.bust.slice(-5)), 8)}.js" defer></script>`,
    `<noscript><img src="https://stats.${slugOf(site)}.example/matomo.php?idsite=3&amp;rec=1&amp;rand=${v.bust.slice(-7)}" alt=""></noscript>`,
    '</body>',
    '</html>',
  ]);
}
