/**
 * The page shell of the seventeenth batch of page pairs (issue 22): a fifth site template whose
 * chrome differs on every fetch in the ways real sites' does, on real and noise pairs alike: a
 * CSRF token, a CSP nonce, cache-busters, a framework's state blob with render and session
 * stamps, signed logo URLs in a srcset, analytics ids appended to outbound links, and, where a
 * site shows one, a dateline with the local time in the page's language. A pair may set per side
 * the visitor's city (a shop's "deliver to", a store picker), a weather widget, the top bar's
 * promotion, a greeting and the consent text's A/B bucket; two visits may straddle midnight.
 */
import { documentStart, escapeHtml, hexToken, joinPageLines } from './page-kit.js';

export interface Site17 {
  site: string;
  /** BCP 47 tag; its first two letters pick the chrome's language. */
  lang: string;
  title: string;
  /** Structured data or other markup for <head>. */
  head?: string;
  /** Whether the header shows today's date and the time, as news and council sites do. */
  dateline?: boolean;
  /** The top bar's default promotion. */
  promo?: string;
}

/** What differs between two fetches of the same page. */
export interface Visit17 {
  csrf: string;
  nonce: string;
  bust: string;
  /** When the server rendered the page (ISO, UTC). */
  servedAt: string;
  /** The local date and time the dateline shows: day of December 2026, weekday (0 = Sunday), hour, minute. */
  local: readonly [day: number, weekday: number, hour: number, minute: number];
  /** The analytics client id the tag manager appends to outbound links. */
  ga: string;
  city?: string;
  weather?: string;
  promo?: string;
  greeting?: string;
  consent?: 0 | 1;
}

const visit = (seed: number, bust: string, servedAt: string, local: Visit17['local']): Visit17 => ({
  csrf: hexToken(seed, 40),
  nonce: Buffer.from(hexToken(seed + 1, 12)).toString('base64'),
  bust,
  servedAt,
  local,
  ga: `${hexToken(seed + 2, 9)}.${1764740000 + seed}`,
});

/** Two fetches half an hour apart on a Thursday morning. */
export const VISITS_17: Record<'before' | 'after', Visit17> = {
  before: visit(1701, '1764749527', '2026-12-03T08:12:07.311Z', [3, 4, 9, 12]),
  after: visit(1704, '1764751312', '2026-12-03T08:41:52.918Z', [3, 4, 9, 41]),
};

/** Two fetches a quarter of an hour apart, either side of midnight (Wednesday → Thursday). */
export const MIDNIGHT_17: Record<'before' | 'after', Visit17> = {
  before: visit(1707, '1764715950', '2026-12-02T22:52:30.482Z', [2, 3, 23, 52]),
  after: visit(1710, '1764716864', '2026-12-02T23:07:44.090Z', [3, 4, 0, 7]),
};

interface Chrome {
  nav: readonly string[];
  search: string;
  account: string;
  foot: readonly string[];
  consent: readonly [string, string];
  /** Weekday names, Sunday first. */
  days: readonly string[];
  /** The dateline of a December 2026 day. */
  dateline: (weekday: string, day: number, hour: number, minute: number) => string;
  deliverTo: string;
}

const p2 = (n: number): string => String(n).padStart(2, '0');
const WEEK = (names: string): string[] => names.split(' ');

const CHROME: Record<string, Chrome> = {
  en: { nav: ['Home', 'Shop', 'News', 'Services', 'Help'], search: 'Search', account: 'Sign in', foot: ['Contact us', 'Delivery', 'Returns', 'Careers', 'Privacy', 'Cookies', 'Accessibility', 'Sitemap'], consent: ['We use cookies to run this site and to measure how it is used.', 'Help us improve: can we use optional cookies?'], days: WEEK('Sunday Monday Tuesday Wednesday Thursday Friday Saturday'), dateline: (w, d, h, m) => `${w} ${d} December 2026, ${((h + 11) % 12) + 1}:${p2(m)} ${h < 12 ? 'am' : 'pm'}`, deliverTo: 'Your store' },
  de: { nav: ['Start', 'Shop', 'Aktuelles', 'Service', 'Hilfe'], search: 'Suchen', account: 'Anmelden', foot: ['Kontakt', 'Versand', 'Rücksendung', 'Karriere', 'Datenschutz', 'Cookies', 'Barrierefreiheit', 'Impressum'], consent: ['Wir verwenden Cookies, damit diese Seite funktioniert und um die Nutzung zu messen.', 'Helfen Sie uns: Dürfen wir optionale Cookies setzen?'], days: WEEK('Sonntag Montag Dienstag Mittwoch Donnerstag Freitag Samstag'), dateline: (w, d, h, m) => `${w}, ${d}. Dezember 2026, ${p2(h)}:${p2(m)} Uhr`, deliverTo: 'Liefern nach' },
  fr: { nav: ['Accueil', 'Boutique', 'Actualités', 'Services', 'Aide'], search: 'Rechercher', account: 'Se connecter', foot: ['Nous contacter', 'Livraison', 'Retours', 'Recrutement', 'Confidentialité', 'Cookies', 'Accessibilité', 'Plan du site'], consent: ['Nous utilisons des cookies pour faire fonctionner ce site et mesurer son audience.', 'Aidez-nous : acceptez-vous les cookies facultatifs ?'], days: WEEK('dimanche lundi mardi mercredi jeudi vendredi samedi'), dateline: (w, d, h, m) => `${w} ${d} décembre 2026, ${p2(h)}h${p2(m)}`, deliverTo: 'Mon magasin' },
  es: { nav: ['Inicio', 'Tienda', 'Noticias', 'Servicios', 'Ayuda'], search: 'Buscar', account: 'Iniciar sesión', foot: ['Contacto', 'Envíos', 'Devoluciones', 'Empleo', 'Privacidad', 'Cookies', 'Accesibilidad', 'Mapa web'], consent: ['Usamos cookies para que este sitio funcione y para medir su uso.', 'Ayúdanos a mejorar: ¿aceptas las cookies opcionales?'], days: WEEK('domingo lunes martes miércoles jueves viernes sábado'), dateline: (w, d, h, m) => `${w}, ${d} de diciembre de 2026 · ${p2(h)}:${p2(m)}`, deliverTo: 'Enviar a' },
  nl: { nav: ['Home', 'Winkel', 'Nieuws', 'Service', 'Hulp'], search: 'Zoeken', account: 'Inloggen', foot: ['Contact', 'Bezorging', 'Retourneren', 'Vacatures', 'Privacy', 'Cookies', 'Toegankelijkheid', 'Sitemap'], consent: ['Wij gebruiken cookies om deze site te laten werken en het gebruik te meten.', 'Help ons verbeteren: mogen we optionele cookies plaatsen?'], days: WEEK('zondag maandag dinsdag woensdag donderdag vrijdag zaterdag'), dateline: (w, d, h, m) => `${w} ${d} december 2026 · ${p2(h)}:${p2(m)}`, deliverTo: 'Bezorgen in' },
  it: { nav: ['Home', 'Negozio', 'Notizie', 'Servizi', 'Aiuto'], search: 'Cerca', account: 'Accedi', foot: ['Contattaci', 'Spedizioni', 'Resi', 'Lavora con noi', 'Privacy', 'Cookie', 'Accessibilità', 'Mappa del sito'], consent: ['Utilizziamo i cookie per far funzionare il sito e misurarne l’utilizzo.', 'Aiutaci a migliorare: possiamo usare cookie facoltativi?'], days: WEEK('domenica lunedì martedì mercoledì giovedì venerdì sabato'), dateline: (w, d, h, m) => `${w} ${d} dicembre 2026 · ore ${p2(h)}:${p2(m)}`, deliverTo: 'Consegna a' },
  pt: { nav: ['Início', 'Loja', 'Notícias', 'Serviços', 'Ajuda'], search: 'Pesquisar', account: 'Entrar', foot: ['Contactos', 'Entregas', 'Devoluções', 'Recrutamento', 'Privacidade', 'Cookies', 'Acessibilidade', 'Mapa do site'], consent: ['Utilizamos cookies para que este site funcione e para medir a sua utilização.', 'Ajude-nos a melhorar: podemos usar cookies opcionais?'], days: WEEK('domingo segunda-feira terça-feira quarta-feira quinta-feira sexta-feira sábado'), dateline: (w, d, h, m) => `${w}, ${d} de dezembro de 2026 · ${p2(h)}h${p2(m)}`, deliverTo: 'Entregar em' },
  pl: { nav: ['Start', 'Sklep', 'Aktualności', 'Usługi', 'Pomoc'], search: 'Szukaj', account: 'Zaloguj się', foot: ['Kontakt', 'Dostawa', 'Zwroty', 'Kariera', 'Prywatność', 'Cookies', 'Dostępność', 'Mapa strony'], consent: ['Używamy plików cookie, aby strona działała i aby mierzyć jej użycie.', 'Pomóż nam: czy możemy używać opcjonalnych plików cookie?'], days: WEEK('niedziela poniedziałek wtorek środa czwartek piątek sobota'), dateline: (w, d, h, m) => `${w}, ${d} grudnia 2026 · ${p2(h)}:${p2(m)}`, deliverTo: 'Dostawa do' },
  sv: { nav: ['Hem', 'Butik', 'Nyheter', 'Tjänster', 'Hjälp'], search: 'Sök', account: 'Logga in', foot: ['Kontakta oss', 'Leverans', 'Returer', 'Jobba hos oss', 'Integritet', 'Kakor', 'Tillgänglighet', 'Webbkarta'], consent: ['Vi använder kakor för att webbplatsen ska fungera och för att mäta hur den används.', 'Hjälp oss bli bättre: får vi använda valfria kakor?'], days: WEEK('söndag måndag tisdag onsdag torsdag fredag lördag'), dateline: (w, d, h, m) => `${w} ${d} december 2026 kl. ${p2(h)}.${p2(m)}`, deliverTo: 'Leverera till' },
  da: { nav: ['Forside', 'Butik', 'Nyheder', 'Service', 'Hjælp'], search: 'Søg', account: 'Log ind', foot: ['Kontakt os', 'Levering', 'Returnering', 'Job', 'Privatliv', 'Cookies', 'Tilgængelighed', 'Sitemap'], consent: ['Vi bruger cookies for at få siden til at virke og for at måle brugen.', 'Hjælp os med at blive bedre: må vi bruge valgfrie cookies?'], days: WEEK('søndag mandag tirsdag onsdag torsdag fredag lørdag'), dateline: (w, d, h, m) => `${w} d. ${d}. december 2026 kl. ${p2(h)}.${p2(m)}`, deliverTo: 'Levering til' },
  fi: { nav: ['Etusivu', 'Kauppa', 'Uutiset', 'Palvelut', 'Ohjeet'], search: 'Hae', account: 'Kirjaudu', foot: ['Ota yhteyttä', 'Toimitus', 'Palautukset', 'Työpaikat', 'Tietosuoja', 'Evästeet', 'Saavutettavuus', 'Sivukartta'], consent: ['Käytämme evästeitä sivuston toimintaan ja käytön mittaamiseen.', 'Auta meitä kehittymään: saammeko käyttää valinnaisia evästeitä?'], days: WEEK('sunnuntai maanantai tiistai keskiviikko torstai perjantai lauantai'), dateline: (w, d, h, m) => `${w[0]!.toUpperCase()}${w.slice(1)} ${d}.12.2026 klo ${h}.${p2(m)}`, deliverTo: 'Toimitus' },
  cs: { nav: ['Úvod', 'Obchod', 'Aktuality', 'Služby', 'Nápověda'], search: 'Hledat', account: 'Přihlásit', foot: ['Kontakt', 'Doprava', 'Vrácení', 'Kariéra', 'Soukromí', 'Cookies', 'Přístupnost', 'Mapa webu'], consent: ['Používáme cookies, aby web fungoval a abychom měřili jeho návštěvnost.', 'Pomozte nám: smíme používat volitelné cookies?'], days: WEEK('neděle pondělí úterý středa čtvrtek pátek sobota'), dateline: (w, d, h, m) => `${w} ${d}. 12. 2026, ${h}:${p2(m)}`, deliverTo: 'Doručit do' },
};

const STYLE = `:root{--ink:#1b1e22;--muted:#5e6873;--brand:#0f6e5a;--line:#e2e6ea}*{box-sizing:border-box}body{margin:0;font:15px/1.55 Inter,Arial,sans-serif;color:var(--ink)}
.topbar{background:var(--brand);color:#fff;font-size:.85rem;display:flex;justify-content:space-between;padding:4px 24px}.hdr{display:flex;gap:24px;align-items:center;padding:12px 24px;border-bottom:1px solid var(--line)}
.hdr nav ul{display:flex;gap:18px;list-style:none;margin:0;padding:0}.main{max-width:1180px;margin:0 auto;padding:24px}.ftr{background:#f3f5f6;padding:32px 24px;margin-top:48px}
.ftr ul{columns:4;list-style:none;padding:0}.consent{position:fixed;bottom:0;left:0;right:0;background:#fff;padding:16px;box-shadow:0 -4px 16px rgba(0,0,0,.1)}
@media (max-width:760px){.hdr nav{display:none}.ftr ul{columns:2}}`;

// What themes ship besides the content, for a real site's weight: an icon sprite, a mega menu
// and the organisation's structured data.
const ICONS = ['search', 'user', 'cart', 'heart', 'menu', 'close', 'chevron-left', 'chevron-right', 'phone', 'mail', 'pin', 'clock', 'sun', 'cloud']
  .map((id, i) => `<symbol id="ic-${id}" viewBox="0 0 24 24"><path d="M${2 + (i % 6)} ${3 + (i % 4)}h${15 - (i % 5)}v${11 + (i % 3)}H${2 + (i % 6)}z m3 3h${7 + (i % 4)}v2H${5 + (i % 6)}z"/><circle cx="${11 + (i % 4)}" cy="${12 - (i % 3)}" r="${2 + (i % 3)}"/></symbol>`)
  .join('');
const SUB = ['Overview', 'New in', 'Bestsellers', 'Offers', 'Guides', 'Brands', 'Gift ideas', 'Outlet', 'Services'];

const hostOf = (site: Site17): string => `https://www.${site.site.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;

function organisationLd(site: Site17): string {
  const host = hostOf(site);
  return `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.site,
    url: host,
    logo: `${host}/static/logo.png`,
    sameAs: ['facebook', 'instagram', 'linkedin'].map((n) => `https://www.${n}.com/${site.site.toLowerCase().replace(/[^a-z0-9]+/g, '')}`),
  })}</script>`;
}

/** The framework's state blob: render time, session and experiment buckets, as Next.js and Nuxt pages carry. */
function stateBlob(site: Site17, v: Visit17): string {
  const state = {
    props: { pageProps: { renderedAt: v.servedAt, locale: site.lang, session: { id: hexToken(Number(v.bust.slice(-5)), 24), expires: Date.parse(v.servedAt) + 1_800_000 }, city: v.city ?? null } },
    buildId: `b-${hexToken(1799, 10)}`,
    runtimeConfig: { experiments: { cta: Number(v.bust) % 2 === 0 ? 'a' : 'b' }, ts: Date.parse(v.servedAt) },
  };
  return `<script id="__NEXT_DATA__" type="application/json" nonce="${v.nonce}">${JSON.stringify(state)}</script>`;
}

/** The document around a page body, as fetched on one visit. */
export function renderShell17(site: Site17, v: Visit17, body: string): string {
  const c = CHROME[site.lang.slice(0, 2)] ?? CHROME.en!;
  const q = `?v=${v.bust}`;
  const sig = hexToken(Number(v.bust.slice(-6)), 16);
  const logo = `/_next/image?url=%2Fstatic%2Flogo.png&amp;q=75&amp;s=${sig}`;
  const gl = `_gl=1*${hexToken(Number(v.bust.slice(-4)), 6)}*_ga*${v.ga.replace('.', '*')}`;
  const nav = c.nav.map((label, i) => `<li><a href="/${i === 0 ? '' : `n${i}`}">${label}</a></li>`).join('');
  const mega = c.nav.slice(1, 4).map((label, i) => `<div class="mega"><p>${label}</p><ul>${SUB.map((sub, j) => `<li><a href="/n${i + 1}/${j + 1}">${sub}</a></li>`).join('')}</ul></div>`).join('');
  const [day, weekday, hour, minute] = v.local;
  const top = [
    site.dateline ? `<span class="topbar__date">${c.dateline(c.days[weekday]!, day, hour, minute)}</span>` : '',
    v.weather ? `<span class="topbar__weather">${escapeHtml(v.weather)}</span>` : '',
    (v.promo ?? site.promo) ? `<span class="topbar__promo">${escapeHtml(v.promo ?? site.promo!)}</span>` : '',
  ].join('');
  return joinPageLines([
    ...documentStart(site.lang, site.title, v.csrf),
    `<link rel="stylesheet" href="/static/app.css${q}">`,
    `<link rel="preload" as="image" imagesrcset="${logo}&amp;w=140 1x, ${logo}&amp;w=280 2x">`,
    `<style nonce="${v.nonce}">${STYLE}</style>`,
    organisationLd(site),
    site.head ?? '',
    `<script nonce="${v.nonce}">window.dataLayer=window.dataLayer||[];dataLayer.push({event:"page_view",client_id:"${v.ga}",ts:${Date.parse(v.servedAt)}});</script>`,
    '</head>',
    '<body>',
    `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${ICONS}</svg>`,
    top ? `<div class="topbar">${top}</div>` : '',
    '<header class="hdr">',
    `<a class="hdr__logo" href="/"><img src="${logo}&amp;w=140" srcset="${logo}&amp;w=140 1x, ${logo}&amp;w=280 2x" alt="${escapeHtml(site.site)}" width="140" height="32"></a>`,
    `<nav aria-label="main"><ul>${nav}</ul><div class="mega-wrap" hidden>${mega}</div></nav>`,
    `<form class="hdr__search" action="/search" method="get"><input type="search" name="q" aria-label="${c.search}" placeholder="${c.search}"><button>${c.search}</button></form>`,
    v.city ? `<div class="hdr__location">${c.deliverTo}: <strong>${escapeHtml(v.city)}</strong></div>` : '',
    `<div class="hdr__account">${escapeHtml(v.greeting ?? c.account)}</div>`,
    '</header>',
    '<main class="main">',
    body,
    '</main>',
    '<footer class="ftr">',
    `<ul>${c.foot.map((l, i) => `<li><a href="/info/${i + 1}">${l}</a></li>`).join('')}</ul>`,
    `<p class="ftr__apps"><a href="https://apps.apple.example/app/id1488310291?pt=118720&amp;ct=web_footer&amp;mt=8&amp;${gl}">App Store</a> · <a href="https://play.google.example/store/apps/details?id=com.${site.site.toLowerCase().replace(/[^a-z]+/g, '')}.app&amp;referrer=utm_source%3Dweb%26utm_medium%3Dfooter&amp;${gl}">Google Play</a></p>`,
    `<form class="ftr__newsletter" method="post" action="/newsletter"><input type="hidden" name="_csrf" value="${v.csrf}"><input type="email" name="email" aria-label="E-mail"><button>OK</button></form>`,
    `<p>© 2026 ${escapeHtml(site.site)}</p>`,
    '</footer>',
    `<div class="consent" role="dialog" aria-label="Cookies"><p>${c.consent[v.consent ?? 0]}</p><form method="post" action="/consent"><input type="hidden" name="_csrf" value="${v.csrf}"><button name="c" value="all">OK</button><button name="c" value="none">×</button></form></div>`,
    stateBlob(site, v),
    `<script nonce="${v.nonce}" src="/static/app.js${q}" defer></script>`,
    '</body>',
    '</html>',
    '',
  ]);
}
