/**
 * The page shell of the twentieth batch of page pairs (issue 22): the chrome of a content site or
 * shop whose visible widgets change on every fetch, on real and noise pairs alike: the local
 * weather in the top bar, a market ticker and a visitors-online count in the footer, a support
 * code drawn from the session and shown as text, the cart's count, the cookie banner's wording,
 * a CSRF token, a CSP nonce and a render stamp; an icon sprite and hidden menu panels carry no
 * text. A pair may set per side what a site personalises (a greeting), the consent text's variant,
 * the cart's count or the year of the copyright line.
 */
import { documentStart, escapeHtml, hexToken, joinPageLines } from './page-kit.js';

export interface Site20 {
  site: string;
  /** BCP 47 tag; its first two letters pick the chrome's language. */
  lang: string;
  title: string;
  /** Structured data for <head>. */
  head?: string;
}

/** What differs between two fetches of the same page. */
export interface Visit20 {
  seed: number;
  servedAt: string;
  /** Degrees in the top bar's weather widget. */
  temp: number;
  /** The ticker's index level and its move in percent. */
  index: number;
  move: number;
  online: number;
  cart: number;
  year: number;
  consent: 0 | 1;
  greeting?: string;
}

/** Two fetches forty minutes apart on a Friday morning. */
export const VISITS_20: Record<'before' | 'after', Visit20> = {
  before: { seed: 2003, servedAt: '2026-11-27T09:12:05.311Z', temp: 7, index: 1, move: 0.42, online: 1284, cart: 0, year: 2026, consent: 0 },
  after: { seed: 2011, servedAt: '2026-11-27T09:52:47.906Z', temp: 8, index: 1.0031, move: -0.17, online: 1317, cart: 0, year: 2026, consent: 0 },
};

interface Chrome {
  nav: readonly string[];
  city: string;
  sky: string;
  ticker: readonly [name: string, level: number];
  online: string;
  support: string;
  cart: string;
  account: string;
  foot: readonly string[];
  rights: string;
  consent: readonly [string, string];
}

const CHROME: Record<string, Chrome> = {
  en: { nav: ['Products', 'Solutions', 'Resources', 'Company', 'Contact'], city: 'London', sky: 'cloudy', ticker: ['FTSE 100', 8312.5], online: 'visitors online', support: 'Support code', cart: 'Cart', account: 'Sign in', foot: ['About us', 'Careers', 'Press', 'Privacy', 'Cookie settings', 'Accessibility', 'Terms'], rights: 'All rights reserved.', consent: ['We use cookies to make this site work and to measure how it is used.', 'Can we use optional cookies? They help us improve the site.'] },
  de: { nav: ['Leistungen', 'Themen', 'Service', 'Über uns', 'Kontakt'], city: 'Musterstadt', sky: 'bewölkt', ticker: ['DAX', 19234.12], online: 'Besucher online', support: 'Support-Code', cart: 'Merkzettel', account: 'Anmelden', foot: ['Impressum', 'Datenschutz', 'Barrierefreiheit', 'Leichte Sprache', 'Cookie-Einstellungen', 'Presse', 'Karriere'], rights: 'Alle Rechte vorbehalten.', consent: ['Wir verwenden Cookies, um diese Website bereitzustellen und ihre Nutzung zu messen.', 'Dürfen wir optionale Cookies setzen? Sie helfen uns, das Angebot zu verbessern.'] },
  fr: { nav: ['Concerts', 'Théâtre', 'Festivals', 'Sport', 'Aide'], city: 'Lyon', sky: 'nuageux', ticker: ['CAC 40', 7245.31], online: 'visiteurs en ligne', support: 'Code assistance', cart: 'Panier', account: 'Se connecter', foot: ['Qui sommes-nous', 'Recrutement', 'Presse', 'Confidentialité', 'Gestion des cookies', 'Accessibilité', 'CGV'], rights: 'Tous droits réservés.', consent: ['Nous utilisons des cookies pour faire fonctionner ce site et mesurer son audience.', 'Acceptez-vous les cookies facultatifs ? Ils nous aident à améliorer le site.'] },
  nl: { nav: ['Vacatures', 'Bedrijven', 'Salarischeck', 'Carrièretips', 'Werkgevers'], city: 'Utrecht', sky: 'bewolkt', ticker: ['AEX', 912.44], online: 'bezoekers online', support: 'Supportcode', cart: 'Bewaard', account: 'Inloggen', foot: ['Over ons', 'Werken bij', 'Pers', 'Privacy', 'Cookie-instellingen', 'Toegankelijkheid', 'Voorwaarden'], rights: 'Alle rechten voorbehouden.', consent: ['Wij gebruiken cookies om deze site te laten werken en het gebruik te meten.', 'Mogen we optionele cookies plaatsen? Ze helpen ons de site te verbeteren.'] },
  es: { nav: ['Cuentas', 'Tarjetas', 'Hipotecas', 'Ahorro', 'Ayuda'], city: 'Madrid', sky: 'nublado', ticker: ['IBEX 35', 11734.6], online: 'usuarios conectados', support: 'Código de soporte', cart: 'Mis productos', account: 'Acceso clientes', foot: ['Quiénes somos', 'Empleo', 'Prensa', 'Privacidad', 'Configurar cookies', 'Accesibilidad', 'Aviso legal'], rights: 'Todos los derechos reservados.', consent: ['Usamos cookies para que este sitio funcione y para medir su uso.', '¿Podemos usar cookies opcionales? Nos ayudan a mejorar el sitio.'] },
  it: { nav: ['Caffè', 'Cucina', 'Casa', 'Regali', 'Offerte'], city: 'Milano', sky: 'nuvoloso', ticker: ['FTSE MIB', 33812.2], online: 'visitatori online', support: 'Codice assistenza', cart: 'Carrello', account: 'Accedi', foot: ['Chi siamo', 'Lavora con noi', 'Stampa', 'Privacy', 'Preferenze cookie', 'Accessibilità', 'Condizioni di vendita'], rights: 'Tutti i diritti riservati.', consent: ['Usiamo i cookie per far funzionare il sito e misurarne l’utilizzo.', 'Possiamo usare cookie facoltativi? Ci aiutano a migliorare il sito.'] },
  pl: { nav: ['AGD', 'Kuchnia', 'Dom', 'Elektronika', 'Promocje'], city: 'Poznań', sky: 'pochmurno', ticker: ['WIG20', 2314.77], online: 'osób online', support: 'Kod pomocy', cart: 'Koszyk', account: 'Zaloguj się', foot: ['O nas', 'Kariera', 'Dla prasy', 'Prywatność', 'Ustawienia cookies', 'Dostępność', 'Regulamin'], rights: 'Wszelkie prawa zastrzeżone.', consent: ['Używamy plików cookie, aby strona działała i aby mierzyć jej użycie.', 'Czy możemy używać opcjonalnych plików cookie? Pomagają nam ulepszać stronę.'] },
  pt: { nav: ['Moda', 'Casa', 'Desporto', 'Criança', 'Saldos'], city: 'Lisboa', sky: 'nublado', ticker: ['PSI', 6641.9], online: 'visitantes online', support: 'Código de apoio', cart: 'Carrinho', account: 'Iniciar sessão', foot: ['Sobre nós', 'Recrutamento', 'Imprensa', 'Privacidade', 'Definições de cookies', 'Acessibilidade', 'Termos e condições'], rights: 'Todos os direitos reservados.', consent: ['Usamos cookies para que este site funcione e para medir a sua utilização.', 'Podemos usar cookies opcionais? Ajudam-nos a melhorar o site.'] },
  sv: { nav: ['Boka resa', 'Mina resor', 'Resmål', 'Inför resan', 'Hjälp'], city: 'Stockholm', sky: 'mulet', ticker: ['OMXS30', 2511.4], online: 'besökare online', support: 'Supportkod', cart: 'Varukorg', account: 'Logga in', foot: ['Om oss', 'Jobba hos oss', 'Press', 'Integritet', 'Cookie-inställningar', 'Tillgänglighet', 'Villkor'], rights: 'Alla rättigheter förbehållna.', consent: ['Vi använder cookies för att webbplatsen ska fungera och för att mäta hur den används.', 'Får vi använda valfria cookies? De hjälper oss att förbättra webbplatsen.'] },
  ja: { nav: ['利用案内', '資料を探す', 'イベント', '子ども向け', 'お問い合わせ'], city: '横浜', sky: 'くもり', ticker: ['日経平均', 38512.4], online: '人が閲覧中', support: 'サポートコード', cart: 'マイリスト', account: 'ログイン', foot: ['サイトについて', '個人情報の取扱い', 'アクセシビリティ', 'Cookieの設定', 'サイトマップ', 'リンク集', 'お問い合わせ'], rights: 'All rights reserved.', consent: ['当サイトはサービス提供と利用状況の測定のためにCookieを使用します。', '任意のCookieの使用に同意しますか？サイト改善に役立てます。'] },
};

const STYLE = `:root{--ink:#1a1a1a;--muted:#5f6368;--line:#dadce0;--brand:#174ea6}*{box-sizing:border-box}body{margin:0;font:16px/1.55 system-ui,"Segoe UI",sans-serif;color:var(--ink)}
.topbar{display:flex;justify-content:space-between;font-size:.8rem;background:#f1f3f4;padding:4px 24px}.site-head{display:flex;gap:24px;align-items:center;padding:14px 24px;border-bottom:1px solid var(--line)}
.site-nav ul{display:flex;gap:18px;list-style:none;margin:0;padding:0}.content{max-width:1100px;margin:0 auto;padding:24px}.site-foot{background:#202124;color:#e8eaed;padding:32px 24px;margin-top:48px}
.site-foot ul{display:flex;flex-wrap:wrap;gap:16px;list-style:none;padding:0}.ticker{font-variant-numeric:tabular-nums}.consent{position:fixed;bottom:0;left:0;right:0;background:#fff;padding:16px;box-shadow:0 -2px 12px rgba(0,0,0,.15)}
table{border-collapse:collapse}td,th{border-bottom:1px solid var(--line);padding:6px 10px;text-align:left}@media (max-width:760px){.site-nav{display:none}}`;

// An icon sprite and the navigation's fly-out panels, as real sites ship them: bytes, no text.
const ICONS = ['search', 'user', 'cart', 'close', 'menu', 'chevron-down', 'chevron-right', 'sun', 'cloud', 'arrow-up', 'arrow-down', 'info', 'mail', 'phone', 'pin', 'calendar']
  .map((id, i) => `<symbol id="ic-${id}" viewBox="0 0 24 24"><path d="M${2 + (i % 7)} ${3 + (i % 5)}l${8 - (i % 3)} ${7 + (i % 4)}-${3 + (i % 6)} ${5 - (i % 2)}z"/><circle cx="${9 + (i % 6)}" cy="${12 - (i % 5)}" r="${1 + (i % 3)}"/></symbol>`)
  .join('');
const PANEL = ['Overview', 'Getting started', 'Guides', 'Pricing', 'Updates', 'Support', 'Partners', 'Contact'];

/** A number written the way the page's language writes it. */
export function num(lang: string, value: number, decimals = 0): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** The document around a page body, as fetched on one visit. */
export function renderShell20(site: Site20, v: Visit20, body: string): string {
  const lang = site.lang.slice(0, 2);
  const c = CHROME[lang] ?? CHROME.en!;
  const csrf = hexToken(v.seed + 1, 40);
  const nonce = Buffer.from(hexToken(v.seed + 2, 12)).toString('base64');
  const code = hexToken(v.seed + 3, 12).toUpperCase().replace(/(.{4})(?=.)/g, '$1-');
  const [tickerName, level] = c.ticker;
  const arrow = v.move >= 0 ? '▲' : '▼';
  const ticker = `${tickerName} ${num(site.lang, level * v.index, 2)} ${arrow} ${num(site.lang, Math.abs(v.move), 2)} %`;
  return joinPageLines([
    ...documentStart(site.lang, site.title, csrf),
    `<link rel="stylesheet" href="/assets/site.css?v=3.14.2">`,
    `<style nonce="${nonce}">${STYLE}</style>`,
    site.head ?? '',
    `<script nonce="${nonce}">window.__PAGE__={renderedAt:"${v.servedAt}",sid:"${hexToken(v.seed + 4, 24)}"};</script>`,
    '</head>',
    '<body class="site">',
    `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${ICONS}</svg>`,
    `<div class="topbar"><span class="weather">${c.city} · ${v.temp} °C · ${c.sky}</span><span class="account">${escapeHtml(v.greeting ?? c.account)}</span></div>`,
    '<header class="site-head">',
    `<a class="logo" href="/">${escapeHtml(site.site)}</a>`,
    `<nav class="site-nav" aria-label="main"><ul>${c.nav.map((label, i) => `<li><a href="/s/${i + 1}">${label}</a><div class="site-nav__panel" hidden><ul>${PANEL.map((m, j) => `<li><a href="/s/${i + 1}/${j + 1}">${m}</a></li>`).join('')}</ul></div></li>`).join('')}</ul></nav>`,
    `<a class="cart" href="/cart">${c.cart} (${v.cart})</a>`,
    '</header>',
    '<main class="content">',
    body,
    '</main>',
    '<footer class="site-foot">',
    `<ul>${c.foot.map((label, i) => `<li><a href="/info/${i + 1}">${label}</a></li>`).join('')}</ul>`,
    `<p class="ticker">${ticker}</p>`,
    `<p class="online">${num(site.lang, v.online)} ${c.online}</p>`,
    `<p class="support">${c.support}: ${code}</p>`,
    `<form class="newsletter" method="post" action="/newsletter"><input type="hidden" name="_csrf" value="${csrf}"><input type="email" name="email" aria-label="E-mail"><button>OK</button></form>`,
    `<p class="rights">© ${v.year} ${escapeHtml(site.site)}. ${c.rights}</p>`,
    '</footer>',
    `<div class="consent" role="dialog" aria-label="Cookies"><p>${c.consent[v.consent]}</p><button data-c="all">OK</button> <button data-c="none">×</button></div>`,
    `<script src="/assets/site.js?v=3.14.2" defer></script>`,
    `<img src="https://stats.example-metrics.net/c.gif?s=${hexToken(v.seed + 5, 10)}&amp;t=${Date.parse(v.servedAt)}" width="1" height="1" alt="" style="display:none">`,
    '</body>',
    '</html>',
    '',
  ]);
}
