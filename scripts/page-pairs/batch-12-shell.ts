/**
 * The page shell of the twelfth batch of page pairs (issue 22): a third site template, whose
 * chrome carries what real sites vary per visitor and per visit outside the page's content: a
 * greeting in the header ("Hi, Anna" or "Sign in"), a live-chat widget whose status changes, and
 * a consent banner whose text is A/B tested. Pairs set these per side to test that noise too.
 */
import { documentStart, escapeHtml, hexToken, joinPageLines } from './page-kit.js';

export interface Shell12 {
  site: string;
  lang: string;
  title: string;
  /** Extra markup in <head>: structured data. */
  head?: string;
  /** The account corner of the header: a sign-in link or a personal greeting. */
  greeting?: string;
  /** The live-chat widget's status line. */
  chat?: string;
  /** Which of the two consent texts the visitor's A/B bucket shows. */
  consent?: 0 | 1;
  /** Request id stamped into the page by the server, new on every visit. */
  requestId?: string;
}

const CONSENT: Record<string, readonly [string, string]> = {
  en: ['We use cookies to make this site work and to understand how you use it.', 'Can we use optional cookies? They help us improve the site and show you things you will like.'],
  de: ['Wir verwenden Cookies, damit diese Seite funktioniert und um zu verstehen, wie Sie sie nutzen.', 'Dürfen wir optionale Cookies setzen? Sie helfen uns, die Seite zu verbessern.'],
  fr: ['Nous utilisons des cookies pour faire fonctionner ce site et comprendre son utilisation.', 'Acceptez-vous les cookies facultatifs ? Ils nous aident à améliorer le site.'],
  es: ['Usamos cookies para que este sitio funcione y para entender cómo lo usas.', '¿Podemos usar cookies opcionales? Nos ayudan a mejorar el sitio.'],
  it: ['Utilizziamo i cookie per far funzionare il sito e capire come lo usi.', 'Possiamo usare cookie facoltativi? Ci aiutano a migliorare il sito.'],
  nl: ['Wij gebruiken cookies om deze site te laten werken en te begrijpen hoe je hem gebruikt.', 'Mogen we optionele cookies plaatsen? Ze helpen ons de site te verbeteren.'],
  pt: ['Usamos cookies para que este site funcione e para perceber como o utiliza.', 'Podemos usar cookies opcionais? Ajudam-nos a melhorar o site.'],
  pl: ['Używamy plików cookie, aby strona działała i aby zrozumieć, jak z niej korzystasz.', 'Czy możemy używać opcjonalnych plików cookie? Pomagają nam ulepszać stronę.'],
  sv: ['Vi använder kakor för att webbplatsen ska fungera och för att förstå hur du använder den.', 'Får vi använda valfria kakor? De hjälper oss att förbättra webbplatsen.'],
};

const SECTIONS = ['Home', 'Products', 'Services', 'Help', 'Contact'];
const SUB = ['Overview', 'New', 'Popular', 'Guides', 'Downloads', 'Support', 'Partners'];
const FOOT: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Help', ['Contact', 'FAQ', 'Delivery', 'Returns', 'Payment', 'Track an order', 'Warranty']],
  ['About', ['Who we are', 'Careers', 'Press', 'Sustainability', 'Locations', 'Investors', 'Blog']],
  ['Legal', ['Privacy', 'Terms', 'Cookies', 'Imprint', 'Accessibility', 'Complaints', 'Sitemap']],
];

// Critical CSS inlined into <head>, as most themes do; it never reaches the page text.
const CRITICAL_CSS = `:root{--ink:#14171a;--muted:#5b6670;--accent:#0a7c66;--line:#e3e7ea;--radius:10px}
*,*::before,*::after{box-sizing:border-box}html{-webkit-text-size-adjust:100%}body{margin:0;font:16px/1.55 Inter,system-ui,sans-serif;color:var(--ink);background:#fff}
.page-wrap{max-width:1240px;margin:0 auto;padding:0 20px}.top{display:flex;align-items:center;justify-content:space-between;gap:24px;padding:14px 0;border-bottom:1px solid var(--line)}
.top__brand{font-weight:800;font-size:1.25rem;text-decoration:none;color:var(--ink)}.top__nav ul{list-style:none;display:flex;gap:20px;margin:0;padding:0}
.top__sub{display:none;position:absolute;background:#fff;border:1px solid var(--line);border-radius:var(--radius);padding:12px}.top__nav li:hover>.top__sub{display:block}
.content{padding:32px 0 48px}.content h1{font-size:clamp(1.6rem,2.5vw,2.4rem);line-height:1.2;margin:0 0 12px}.content table{border-collapse:collapse;width:100%}
.content td,.content th{padding:8px 10px;border-bottom:1px solid var(--line);text-align:left}.btn,button{border:0;border-radius:999px;padding:12px 22px;background:var(--accent);color:#fff;font-weight:600;cursor:pointer}
.bottom{border-top:1px solid var(--line);padding:32px 0;color:var(--muted);font-size:.9rem}.bottom__cols{display:grid;grid-template-columns:repeat(3,1fr);gap:24px}
.chat-launcher{position:fixed;right:20px;bottom:20px;background:var(--accent);color:#fff;border-radius:999px;padding:10px 16px;box-shadow:0 6px 20px rgba(0,0,0,.15)}
.cookie-notice{position:fixed;left:20px;bottom:20px;max-width:420px;background:#fff;border:1px solid var(--line);border-radius:var(--radius);padding:16px;box-shadow:0 6px 24px rgba(0,0,0,.12)}
@media (max-width:760px){.top__nav{display:none}.bottom__cols{grid-template-columns:1fr}.cookie-notice{left:10px;right:10px;max-width:none}}`;

export function renderShell12(shell: Shell12, body: string): string {
  const texts = CONSENT[shell.lang.slice(0, 2)] ?? CONSENT.en!;
  const nav = SECTIONS.map((label, i) => `<li><a href="/s/${i + 1}">${label}</a><ul class="top__sub">${SUB.map((sub, j) => `<li><a href="/s/${i + 1}/${j + 1}">${sub}</a></li>`).join('')}</ul></li>`).join('');
  return joinPageLines([
    ...documentStart(shell.lang, shell.title),
    `<link rel="stylesheet" href="/assets/site.${hexToken(12, 10)}.css">`,
    `<meta property="og:title" content="${escapeHtml(shell.title)}">`,
    `<meta property="og:site_name" content="${escapeHtml(shell.site)}">`,
    '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>',
    `<style>${CRITICAL_CSS}</style>`,
    shell.head ?? '',
    `<meta name="request-id" content="${shell.requestId ?? 'a1b2c3d4'}">`,
    '</head>',
    '<body>',
    '<div class="page-wrap">',
    '<header class="top">',
    `<a class="top__brand" href="/">${escapeHtml(shell.site)}</a>`,
    `<nav class="top__nav" aria-label="Site"><ul>${nav}</ul></nav>`,
    `<div class="top__account">${escapeHtml(shell.greeting ?? 'Sign in')}</div>`,
    '</header>',
    '<main class="content">',
    body,
    '</main>',
    '<footer class="bottom">',
    `<div class="bottom__cols">${FOOT.map(([title, links]) => `<div><h3>${title}</h3><ul>${links.map((l) => `<li><a href="/p/${l.toLowerCase().replaceAll(' ', '-')}">${l}</a></li>`).join('')}</ul></div>`).join('')}</div>`,
    `<p>© 2026 ${escapeHtml(shell.site)}</p>`,
    '</footer>',
    '</div>',
    `<div class="chat-launcher" aria-live="polite"><span class="chat-launcher__status">${escapeHtml(shell.chat ?? 'Chat with us')}</span></div>`,
    `<div class="cookie-notice" role="dialog" aria-label="Cookies"><p>${escapeHtml(texts[shell.consent ?? 0])}</p><button>OK</button><button>Settings</button></div>`,
    `<script src="/assets/app.${hexToken(13, 10)}.js" defer></script>`,
    '</body>',
    '</html>',
    '',
  ]);
}
