/**
 * The page shell of the nineteenth batch of page pairs (issue 22): a storefront as headless shop
 * themes serve it, whose machinery differs on every fetch, on real and noise pairs alike: a CSRF
 * token and CSP nonce, the framework's hydration data (a per-render request id, random React keys,
 * a session, the product's own state under the build id), a server-timing comment and script, a
 * tracking pixel and a tag manager with a client id. A pair may set per side what a storefront
 * personalises or rotates: the USP bar's message, a greeting, the visitor's loyalty points, the
 * geo-IP city, the A/B bucket (as body classes and data attributes), the consent text, a new deploy.
 */
import { documentStart, escapeHtml, hexToken, joinPageLines } from './page-kit.js';

export interface Site19 {
  site: string;
  /** BCP 47 tag; its first two letters pick the chrome's language. */
  lang: string;
  title: string;
  /** Structured data for <head>. */
  head?: string;
  /** The product as the storefront's app state holds it (price, variants, stock), hydrated in the browser. */
  state?: Record<string, unknown>;
}

/** What differs between two fetches of the same page. */
export interface Visit19 {
  seed: number;
  servedAt: string;
  /** Milliseconds the server spent rendering, and in the database. */
  timing: readonly [app: number, db: number];
  /** Which of the language's three USPs the top bar shows. */
  usp?: 0 | 1 | 2;
  greeting?: string;
  points?: string;
  city?: string;
  ab?: 'a' | 'b';
  consent?: 0 | 1;
  /** The deploy the page was rendered by. */
  build?: string;
}

/** Two fetches twenty minutes apart on a Friday afternoon. */
export const VISITS_19: Record<'before' | 'after', Visit19> = {
  before: { seed: 1901, servedAt: '2026-12-04T13:21:44.108Z', timing: [143, 12.4] },
  after: { seed: 1907, servedAt: '2026-12-04T13:41:09.652Z', timing: [211, 31.9] },
};

interface Chrome {
  nav: readonly string[];
  search: string;
  account: string;
  cart: string;
  usps: readonly [string, string, string];
  foot: readonly string[];
  consent: readonly [string, string];
  deliverTo: string;
}

const CHROME: Record<string, Chrome> = {
  en: { nav: ['New in', 'Men', 'Women', 'Kitchen', 'Tech', 'Sale'], search: 'Search products', account: 'Sign in', cart: 'Basket', usps: ['Free returns within 30 days', 'Rated 4.8/5 by 21,000 customers', 'Click & Collect from 120 stores'], foot: ['Help centre', 'Delivery', 'Returns', 'Gift cards', 'Careers', 'Privacy', 'Cookie settings', 'Sitemap'], consent: ['We and our partners use cookies to personalise content and measure performance.', 'Can we use optional cookies to improve your visit?'], deliverTo: 'Delivering to' },
  de: { nav: ['Neuheiten', 'Herren', 'Damen', 'Küche', 'Technik', 'Sale'], search: 'Produkte suchen', account: 'Anmelden', cart: 'Warenkorb', usps: ['30 Tage kostenlose Rücksendung', 'Über 2 Millionen zufriedene Kunden', 'Kauf auf Rechnung'], foot: ['Hilfe', 'Versand', 'Rückgabe', 'Gutscheine', 'Karriere', 'Datenschutz', 'Cookie-Einstellungen', 'Impressum'], consent: ['Wir und unsere Partner verwenden Cookies, um Inhalte zu personalisieren und die Leistung zu messen.', 'Dürfen wir optionale Cookies verwenden, um Ihren Besuch zu verbessern?'], deliverTo: 'Liefern an' },
  fr: { nav: ['Nouveautés', 'Homme', 'Femme', 'Cuisine', 'High-tech', 'Soldes'], search: 'Rechercher un produit', account: 'Se connecter', cart: 'Panier', usps: ['Retours gratuits sous 30 jours', 'Paiement en 3x sans frais', 'Service client basé en France'], foot: ['Aide', 'Livraison', 'Retours', 'Cartes cadeaux', 'Recrutement', 'Confidentialité', 'Gestion des cookies', 'Plan du site'], consent: ['Nos partenaires et nous utilisons des cookies pour personnaliser le contenu et mesurer l’audience.', 'Acceptez-vous les cookies facultatifs pour améliorer votre visite ?'], deliverTo: 'Livrer à' },
  nl: { nav: ['Nieuw', 'Heren', 'Dames', 'Keuken', 'Elektronica', 'Sale'], search: 'Zoek een product', account: 'Inloggen', cart: 'Winkelwagen', usps: ['Gratis retourneren binnen 30 dagen', 'Klanten geven ons een 9,1', 'Achteraf betalen met Klarna'], foot: ['Klantenservice', 'Bezorging', 'Retourneren', 'Cadeaukaarten', 'Vacatures', 'Privacy', 'Cookie-instellingen', 'Sitemap'], consent: ['Wij en onze partners gebruiken cookies om inhoud te personaliseren en prestaties te meten.', 'Mogen we optionele cookies gebruiken om je bezoek te verbeteren?'], deliverTo: 'Bezorgen in' },
  es: { nav: ['Novedades', 'Hombre', 'Mujer', 'Cocina', 'Tecnología', 'Rebajas'], search: 'Buscar productos', account: 'Iniciar sesión', cart: 'Cesta', usps: ['Devolución gratuita en 30 días', 'Más de 2 millones de clientes', 'Paga en 3 plazos sin intereses'], foot: ['Ayuda', 'Envíos', 'Devoluciones', 'Tarjetas regalo', 'Empleo', 'Privacidad', 'Configurar cookies', 'Mapa web'], consent: ['Nosotros y nuestros socios usamos cookies para personalizar el contenido y medir el rendimiento.', '¿Podemos usar cookies opcionales para mejorar tu visita?'], deliverTo: 'Enviar a' },
  it: { nav: ['Novità', 'Uomo', 'Donna', 'Cucina', 'Tecnologia', 'Saldi'], search: 'Cerca prodotti', account: 'Accedi', cart: 'Carrello', usps: ['Reso gratuito entro 30 giorni', 'Oltre 1 milione di clienti soddisfatti', 'Paga in 3 rate con Klarna'], foot: ['Assistenza', 'Spedizioni', 'Resi', 'Carte regalo', 'Lavora con noi', 'Privacy', 'Preferenze cookie', 'Mappa del sito'], consent: ['Noi e i nostri partner usiamo i cookie per personalizzare i contenuti e misurare le prestazioni.', 'Possiamo usare cookie facoltativi per migliorare la tua visita?'], deliverTo: 'Consegna a' },
  pt: { nav: ['Novidades', 'Homem', 'Mulher', 'Cozinha', 'Tecnologia', 'Promoções'], search: 'Pesquisar produtos', account: 'Iniciar sessão', cart: 'Carrinho', usps: ['Devoluções grátis em 30 dias', 'Mais de 500 mil clientes', 'Pague com MB WAY'], foot: ['Apoio ao cliente', 'Entregas', 'Devoluções', 'Cartões oferta', 'Recrutamento', 'Privacidade', 'Definições de cookies', 'Mapa do site'], consent: ['Nós e os nossos parceiros usamos cookies para personalizar conteúdos e medir o desempenho.', 'Podemos usar cookies opcionais para melhorar a sua visita?'], deliverTo: 'Entregar em' },
  sv: { nav: ['Nyheter', 'Herr', 'Dam', 'Kök', 'Teknik', 'Rea'], search: 'Sök produkter', account: 'Logga in', cart: 'Varukorg', usps: ['Fri retur i 30 dagar', 'Över 1 miljon nöjda kunder', 'Betala med Klarna eller Swish'], foot: ['Kundservice', 'Leverans', 'Returer', 'Presentkort', 'Jobba hos oss', 'Integritet', 'Cookie-inställningar', 'Webbkarta'], consent: ['Vi och våra partner använder cookies för att anpassa innehåll och mäta prestanda.', 'Får vi använda valfria cookies för att förbättra ditt besök?'], deliverTo: 'Leverera till' },
  da: { nav: ['Nyheder', 'Herre', 'Dame', 'Køkken', 'Elektronik', 'Udsalg'], search: 'Søg efter produkter', account: 'Log ind', cart: 'Kurv', usps: ['Gratis retur i 30 dage', 'Over 1 million tilfredse kunder', 'Betal med MobilePay'], foot: ['Kundeservice', 'Levering', 'Returnering', 'Gavekort', 'Job', 'Privatliv', 'Cookieindstillinger', 'Sitemap'], consent: ['Vi og vores partnere bruger cookies til at tilpasse indhold og måle ydeevne.', 'Må vi bruge valgfrie cookies til at forbedre dit besøg?'], deliverTo: 'Levering til' },
  pl: { nav: ['Nowości', 'Mężczyźni', 'Kobiety', 'Kuchnia', 'Elektronika', 'Wyprzedaż'], search: 'Szukaj produktów', account: 'Zaloguj się', cart: 'Koszyk', usps: ['Darmowy zwrot do 30 dni', 'Ponad 2 mln zadowolonych klientów', 'Płać później z PayPo'], foot: ['Pomoc', 'Dostawa', 'Zwroty', 'Karty podarunkowe', 'Kariera', 'Prywatność', 'Ustawienia cookies', 'Mapa strony'], consent: ['My i nasi partnerzy używamy plików cookie, aby personalizować treści i mierzyć wydajność.', 'Czy możemy używać opcjonalnych plików cookie, aby ulepszyć Twoją wizytę?'], deliverTo: 'Dostawa do' },
  ja: { nav: ['新着', 'メンズ', 'レディース', 'キッチン', '家電', 'セール'], search: '商品を検索', account: 'ログイン', cart: 'カート', usps: ['3,980円以上で送料無料', '最短翌日お届け', 'ポイント10%還元'], foot: ['ヘルプ', '配送について', '返品について', 'ギフトカード', '採用情報', 'プライバシー', 'Cookie設定', 'サイトマップ'], consent: ['当社とパートナーは、コンテンツのパーソナライズと効果測定のためにCookieを使用します。', 'サイト改善のため、任意のCookieの使用に同意しますか？'], deliverTo: 'お届け先' },
};

const STYLE = `:root{--ink:#111;--muted:#666;--accent:#c8102e;--line:#e5e5e5}*{box-sizing:border-box}body{margin:0;font:15px/1.5 "Helvetica Neue",Arial,sans-serif;color:var(--ink)}
.usp-bar{background:#111;color:#fff;text-align:center;font-size:.8rem;padding:6px}.sf-header{display:flex;align-items:center;gap:20px;padding:14px 28px;border-bottom:1px solid var(--line)}
.sf-nav ul{display:flex;gap:16px;list-style:none;margin:0;padding:0}.sf-main{max-width:1240px;margin:0 auto;padding:24px 28px}.pdp{display:grid;grid-template-columns:1.2fr 1fr;gap:40px}
.price--was{text-decoration:line-through;color:var(--muted)}.badge{background:var(--accent);color:#fff;padding:2px 6px;border-radius:3px}.carousel ul{display:flex;gap:12px;list-style:none;padding:0;overflow-x:auto}
.sf-footer{background:#f5f5f5;padding:36px 28px;margin-top:56px}.sf-footer ul{columns:4;list-style:none;padding:0}.cc{position:fixed;bottom:0;left:0;right:0;background:#fff;padding:18px;box-shadow:0 -4px 18px rgba(0,0,0,.12)}
@media (max-width:800px){.pdp{grid-template-columns:1fr}.sf-nav{display:none}.sf-footer ul{columns:2}}`;

const ICONS = ['search', 'account', 'bag', 'heart', 'menu', 'close', 'arrow-left', 'arrow-right', 'truck', 'return', 'star', 'star-half', 'check', 'info']
  .map((id, i) => `<symbol id="i-${id}" viewBox="0 0 24 24"><path d="M${3 + (i % 5)} ${2 + (i % 6)}l${9 - (i % 4)} ${8 + (i % 3)}-${4 + (i % 5)} ${6 - (i % 2)}z"/><circle cx="${10 + (i % 5)}" cy="${11 - (i % 4)}" r="${1 + (i % 4)}"/></symbol>`)
  .join('');
const MENU = ['Bestsellers', 'Brands', 'Offers', 'Gift guide', 'Outlet', 'Inspiration', 'Guides', 'Services'];

/** A number drawn from a deploy's id, so a new deploy renames its chunks. */
const buildSeed = (build: string): number => [...build].reduce((sum, ch, i) => sum + ch.charCodeAt(0) * (i + 1), 0);

const hostOf = (site: Site19): string => `https://www.${site.site.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;

/** Hydration data as React frameworks ship it: random keys and a request id on every render. */
function hydration(site: Site19, v: Visit19): string {
  const key = (n: number) => hexToken(v.seed * 31 + n, 8);
  const data = {
    buildId: v.build ?? 'Xk2P9vQ7mZ1aR4tL',
    requestId: hexToken(v.seed, 26),
    locale: site.lang,
    session: { sid: hexToken(v.seed + 3, 32), exp: Date.parse(v.servedAt) + 1_800_000 },
    layout: [{ key: key(1), type: 'UspBar' }, { key: key(2), type: 'Header' }, { key: key(3), type: 'Pdp' }, { key: key(4), type: 'Carousel' }],
    experiments: { pdp_layout: v.ab ?? 'a', cart_drawer: 'control' },
    geo: v.city ?? null,
    product: site.state ?? null,
    renderedAt: v.servedAt,
  };
  return `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`;
}

/** The document around a page body, as fetched on one visit. */
export function renderShell19(site: Site19, v: Visit19, body: string): string {
  const c = CHROME[site.lang.slice(0, 2)] ?? CHROME.en!;
  const build = v.build ?? 'Xk2P9vQ7mZ1aR4tL';
  const csrf = hexToken(v.seed + 1, 40);
  const nonce = Buffer.from(hexToken(v.seed + 2, 12)).toString('base64');
  const ga = `GA1.1.${1_800_000_000 + v.seed * 7919}.${Math.floor(Date.parse(v.servedAt) / 1000)}`;
  const ab = v.ab ?? 'a';
  const nav = c.nav.map((label, i) => `<li class="sf-nav__item"><a href="/c/${i + 1}">${label}</a><div class="sf-nav__panel" hidden><ul>${MENU.map((m, j) => `<li><a href="/c/${i + 1}/${j + 1}">${m}</a></li>`).join('')}</ul></div></li>`).join('');
  return joinPageLines([
    ...documentStart(site.lang, site.title, csrf),
    `<link rel="stylesheet" href="/_next/static/css/${hexToken(buildSeed(build), 16)}.css">`,
    `<link rel="preload" as="script" href="/_next/static/${build}/_buildManifest.js">`,
    `<style nonce="${nonce}">${STYLE}</style>`,
    `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Organization', name: site.site, url: hostOf(site), logo: `${hostOf(site)}/logo.svg` })}</script>`,
    site.head ?? '',
    `<script nonce="${nonce}">(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':${Date.parse(v.servedAt)},event:'gtm.js',client_id:'${ga}'});})(window,document,'script','dataLayer','GTM-K7Q2XD');</script>`,
    '</head>',
    `<body class="sf exp-pdp-${ab}${ab === 'b' ? ' pdp--sticky-atc pdp--gallery-grid' : ''}" data-exp="pdp_layout:${ab}" data-build="${build}">`,
    `<!-- rendered by sf-web-${hexToken(v.seed + 4, 5)} in ${v.timing[0]} ms (db ${v.timing[1]} ms), cache MISS -->`,
    `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${ICONS}</svg>`,
    `<div class="usp-bar" data-rotate="${v.usp ?? 0}">${c.usps[v.usp ?? 0]}</div>`,
    '<header class="sf-header">',
    `<a class="sf-logo" href="/">${escapeHtml(site.site)}</a>`,
    `<nav class="sf-nav" aria-label="main"><ul>${nav}</ul></nav>`,
    `<form class="sf-search" action="/search" method="get"><input type="search" name="q" placeholder="${c.search}" aria-label="${c.search}"><button>${c.search}</button></form>`,
    v.city ? `<div class="sf-geo">${c.deliverTo}: <strong>${escapeHtml(v.city)}</strong></div>` : '',
    `<div class="sf-account">${escapeHtml(v.greeting ?? c.account)}${v.points ? ` · <span class="sf-points">${escapeHtml(v.points)}</span>` : ''}</div>`,
    `<a class="sf-cart" href="/cart">${c.cart} (0)</a>`,
    '</header>',
    `<main class="sf-main" data-ab="${ab}">`,
    body,
    '</main>',
    '<footer class="sf-footer">',
    `<ul>${c.foot.map((label, i) => `<li><a href="/help/${i + 1}">${label}</a></li>`).join('')}</ul>`,
    `<form class="sf-newsletter" method="post" action="/newsletter"><input type="hidden" name="authenticity_token" value="${csrf}"><input type="email" name="email" aria-label="E-mail"><button>OK</button></form>`,
    `<p>© 2026 ${escapeHtml(site.site)}</p>`,
    '</footer>',
    `<div class="cc" role="dialog" aria-label="Cookies"><p>${c.consent[v.consent ?? 0]}</p><button data-cc="all">OK</button> <button data-cc="none">×</button></div>`,
    hydration(site, v),
    `<script nonce="${nonce}">window.__SERVER_TIMING__={app:${v.timing[0]},db:${v.timing[1]},edge:"${hexToken(v.seed + 5, 6)}"};</script>`,
    `<script src="/_next/static/chunks/pages/pdp-${hexToken(buildSeed(build) + 1, 16)}.js" defer></script>`,
    `<img src="https://t.example-pixel.com/tr?id=${hexToken(1919, 15)}&amp;ev=PageView&amp;cd=${hexToken(v.seed + 6, 10)}&amp;ts=${Date.parse(v.servedAt)}" width="1" height="1" alt="" style="display:none">`,
    '</body>',
    '</html>',
    '',
  ]);
}
