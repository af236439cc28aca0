/**
 * Building blocks shared by every batch of the page-pair corpus: deterministic randomness, HTML
 * escaping, and the site chrome (header, footer, cookie banner, scripts) around each page body.
 */
import type { ChangeType } from '../../src/domain/changes/change-types/change-type-list.js';
import type { Condition } from '../../src/domain/conditions/condition-list.js';
import type { Metric } from '../../src/domain/intent.js';

export type Side = 'before' | 'after';
export interface PairSpec {
  name: string;
  metric: Metric;
  condition: Condition | null;
  expect: 'relevant' | 'not_relevant';
  type?: ChangeType;
  note: string;
  render: (side: Side) => string;
  /** The batch a later set of pairs belongs to; the first batch has none. */
  batch?: string;
}

// ---------- deterministic randomness ----------

export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hexToken(seed: number, length = 32): string {
  const random = createRandom(seed);
  let out = '';
  while (out.length < length) out += Math.floor(random() * 16).toString(16);
  return out;
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export function rotate<T>(items: readonly T[], by: number): T[] {
  const shift = ((by % items.length) + items.length) % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const random = createRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}


// ---------- site chrome shared by every page ----------

export interface Chrome {
  site: string;
  title: string;
  lang: string;
  assetVersion: string;
  nonce: string;
  csrf: string;
  /** Appended to every internal link when set, as old Java shops do. */
  sessionId: string | null;
  cookieVariant: 0 | 1;
  pixelId: string;
  buildComment: string;
  stateBlob: Record<string, unknown>;
  abVariant: 'a' | 'b';
  format: 'pretty' | 'tabs' | 'minified';
}

export function chromeFor(site: string, title: string, overrides: Partial<Chrome> = {}): Chrome {
  return {
    site,
    title,
    lang: 'en',
    assetVersion: '8f3a91c2',
    nonce: 'r4nd0mN0nc3Aa1',
    csrf: hexToken(11, 40),
    sessionId: null,
    cookieVariant: 0,
    pixelId: '4f9e2c1a',
    buildComment: 'build 2024.05.14-1 node web-3',
    stateBlob: { requestId: 'req-1f2e3d', renderedAt: 1715700000000, experiments: { checkout: 'control' } },
    abVariant: 'a',
    format: 'pretty',
    ...overrides,
  };
}

export function href(chrome: Chrome, path: string): string {
  if (!chrome.sessionId || path.startsWith('http')) return path;
  const [base, query] = path.split('?');
  return `${base};jsessionid=${chrome.sessionId}${query ? `?${query}` : ''}`;
}

export function link(chrome: Chrome, path: string, text: string, className = ''): string {
  const cls = className ? ` class="${className}"` : '';
  return `<a href="${escapeHtml(href(chrome, path))}"${cls}>${escapeHtml(text)}</a>`;
}

const NAV = [
  ['Kitchen', ['Blenders', 'Coffee makers', 'Toasters', 'Kettles', 'Food processors', 'Air fryers', 'Knives', 'Cookware']],
  ['Home', ['Vacuums', 'Air purifiers', 'Fans', 'Heaters', 'Lighting', 'Storage', 'Bedding', 'Rugs']],
  ['Electronics', ['Headphones', 'Speakers', 'Laptops', 'Tablets', 'Cameras', 'Monitors', 'Chargers', 'Cables']],
  ['Outdoor', ['Grills', 'Camping', 'Garden tools', 'Patio furniture', 'Bikes', 'Coolers', 'Tents', 'Lanterns']],
  ['Sale', ['Clearance', 'Bundles', 'Refurbished', 'Gift cards', 'Student deals', 'Weekly offers', 'Outlet', 'Last chance']],
] as const;

const FOOTER = [
  ['Customer service', ['Contact us', 'Shipping', 'Returns', 'Order status', 'Warranty', 'Product recalls']],
  ['About', ['Our story', 'Careers', 'Press', 'Sustainability', 'Investors', 'Affiliates']],
  ['Policies', ['Privacy policy', 'Terms of use', 'Cookie settings', 'Accessibility', 'Modern slavery statement', 'Sitemap']],
  ['Community', ['Blog', 'Recipes', 'Events', 'Forum', 'Newsletter', 'Gift guide']],
] as const;

export function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function renderHeader(chrome: Chrome): string {
  const menus = NAV.map(
    ([label, items]) =>
      `<li class="nav-item nav-item--${slug(label)}">${link(chrome, `/c/${slug(label)}`, label, 'nav-link')}\n` +
      `<ul class="mega-menu">\n${items.map((item) => `<li>${link(chrome, `/c/${slug(label)}/${slug(item)}`, item)}</li>`).join('\n')}\n</ul>\n</li>`,
  ).join('\n');
  return [
    '<header class="site-header" role="banner">',
    `<div class="promo-bar">Free shipping on orders over $50 · ${link(chrome, '/help/shipping', 'Details')}</div>`,
    `<div class="header-main">${link(chrome, '/', chrome.site, 'logo')}`,
    `<form class="search" action="${escapeHtml(href(chrome, '/search'))}" method="get"><input type="search" name="q" placeholder="Search" aria-label="Search"><button type="submit">Search</button></form>`,
    `<nav class="account-links">${link(chrome, '/account', 'Sign in')} ${link(chrome, '/cart', 'Cart')}</nav></div>`,
    `<nav class="main-nav" aria-label="Main">\n<ul>\n${menus}\n</ul>\n</nav>`,
    '</header>',
  ].join('\n');
}

function renderFooter(chrome: Chrome): string {
  const columns = FOOTER.map(
    ([label, items]) =>
      `<div class="footer-col">\n<h4>${label}</h4>\n<ul>\n${items.map((item) => `<li>${link(chrome, `/${slug(label)}/${slug(item)}`, item)}</li>`).join('\n')}\n</ul>\n</div>`,
  ).join('\n');
  return [
    '<footer class="site-footer" role="contentinfo">',
    `<div class="footer-columns">\n${columns}\n</div>`,
    `<form class="newsletter" method="post" action="${escapeHtml(href(chrome, '/newsletter'))}"><input type="hidden" name="csrf_token" value="${chrome.csrf}"><label>Get our newsletter <input type="email" name="email"></label><button>Subscribe</button></form>`,
    `<p class="legal">© 2024 ${escapeHtml(chrome.site)} Inc. All rights reserved.</p>`,
    '</footer>',
  ].join('\n');
}

const COOKIE_TEXTS = [
  'We use cookies to improve your experience, analyse traffic and personalise ads. You can change your choices at any time.',
  'This website stores cookies on your device to give you a better, more personal service. Manage your preferences below.',
];

function renderCookieBanner(chrome: Chrome): string {
  return [
    `<div id="cookie-consent" class="cookie-banner cookie-banner--v${chrome.cookieVariant}" role="dialog" aria-label="Cookie consent">`,
    `<p>${COOKIE_TEXTS[chrome.cookieVariant]}</p>`,
    '<button class="btn accept" data-consent="all">Accept all</button> <button class="btn reject" data-consent="none">Reject</button>',
    '</div>',
  ].join('\n');
}

const INLINE_CSS = `:root{--brand:#0b5fff;--ink:#1c1c1c;--muted:#6b6b6b}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:var(--ink)}
.site-header{border-bottom:1px solid #eee}.promo-bar{background:var(--brand);color:#fff;text-align:center;padding:4px}
.main-nav ul{list-style:none;margin:0;padding:0;display:flex;gap:24px}.mega-menu{display:none;position:absolute}
.nav-item:hover .mega-menu{display:grid;grid-template-columns:repeat(2,1fr)}
.product{display:grid;grid-template-columns:1fr 1fr;gap:32px;max-width:1200px;margin:0 auto}
.price{font-size:1.6rem;font-weight:700}.btn{padding:10px 16px;border-radius:6px;border:0;cursor:pointer}
.cookie-banner{position:fixed;bottom:0;left:0;right:0;background:#fff;box-shadow:0 -2px 8px rgba(0,0,0,.1);padding:16px}
.site-footer{background:#f6f6f6;margin-top:48px;padding:32px}.footer-columns{display:grid;grid-template-columns:repeat(4,1fr)}
@media (max-width:720px){.product{grid-template-columns:1fr}.footer-columns{grid-template-columns:1fr 1fr}}`;

export function renderDocument(chrome: Chrome, body: string, headExtra = ''): string {
  const v = chrome.assetVersion;
  const html = [
    ...documentStart(chrome.lang, chrome.title, chrome.csrf),
    `<link rel="stylesheet" href="/static/css/app.css?v=${v}">`,
    `<link rel="preload" as="script" href="/static/js/vendor.${v}.js">`,
    `<link rel="icon" href="/favicon.ico?v=${v}">`,
    `<style nonce="${chrome.nonce}">\n${INLINE_CSS}\n</style>`,
    ...(headExtra ? [headExtra] : []),
    `<script nonce="${chrome.nonce}">window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-${chrome.pixelId.toUpperCase()}',{anonymize_ip:true});</script>`,
    '</head>',
    `<body class="page exp-${chrome.abVariant}" data-variant="${chrome.abVariant}">`,
    `<!-- ${chrome.buildComment} -->`,
    renderHeader(chrome),
    body,
    renderFooter(chrome),
    renderCookieBanner(chrome),
    `<script nonce="${chrome.nonce}">window.__INITIAL_STATE__=${JSON.stringify(chrome.stateBlob)};</script>`,
    `<script src="/static/js/vendor.${v}.js" defer></script>`,
    `<script src="/static/js/app.js?v=${v}" defer></script>`,
    `<img src="https://px.example-analytics.com/p.gif?id=${chrome.pixelId}&amp;cb=${chrome.pixelId.split('').reverse().join('')}" width="1" height="1" alt="" style="display:none">`,
    '</body>',
    '</html>',
  ].join('\n');
  return formatHtml(html, chrome.format);
}

// Indentation by tag depth, so "pretty" and "tabs" differ only in whitespace
// and "minified" drops the line breaks between tags.
function formatHtml(html: string, format: Chrome['format']): string {
  if (format === 'minified') return html.split('\n').map((line) => line.trim()).join('');
  const unit = format === 'tabs' ? '\t' : '  ';
  let depth = 0;
  const out: string[] = [];
  let inRaw = false;
  for (const rawLine of html.split('\n')) {
    const line = rawLine.trim();
    if (inRaw) {
      out.push(line);
      if (/<\/(?:style|script)>/.test(line)) inRaw = false;
      continue;
    }
    const closesFirst = /^<\/(?:div|ul|ol|nav|header|footer|section|article|main|aside|table|tbody|thead|tr|form|li|body|html|head|dl)\b/.test(line);
    if (closesFirst) depth = Math.max(0, depth - 1);
    out.push(unit.repeat(depth) + line);
    if (/^<(?:style|script)[^>]*>$/.test(line)) inRaw = true;
    const opens = (line.match(/<(?:div|ul|ol|nav|header|footer|section|article|main|aside|table|tbody|thead|tr|form|li|body|html|head|dl)\b[^>]*>/g) ?? []).length;
    const closes = (line.match(/<\/(?:div|ul|ol|nav|header|footer|section|article|main|aside|table|tbody|thead|tr|form|li|body|html|head|dl)>/g) ?? []).length;
    depth = Math.max(0, depth + opens - closes + (closesFirst ? 1 : 0));
  }
  return `${out.join('\n')}\n`;
}

/** The lines every page shell opens with, up to its title and, when given, its CSRF token. */
export function documentStart(lang: string, title: string, csrf?: string): string[] {
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    ...(csrf === undefined ? [] : [`<meta name="csrf-token" content="${csrf}">`]),
  ];
}

/** A page written as a list of lines, empty ones (left by optional parts) dropped, ending with a newline. */
export function joinPageLines(lines: readonly string[]): string {
  return `${lines.filter((line) => line !== '').join('\n')}\n`;
}

/** The pair builders of a later batch: names "pN-real-…" and "pN-noise-…", each entry marked with its batch. */
export function batchPairs(batch: string, prefix: string) {
  return {
    real: (name: string, metric: Metric, type: ChangeType, note: string, render: (side: Side) => string): PairSpec => ({
      name: `${prefix}-real-${name}`, metric, condition: null, expect: 'relevant', type, note, render, batch,
    }),
    noise: (name: string, metric: Metric, note: string, render: (side: Side) => string): PairSpec => ({
      name: `${prefix}-noise-${name}`, metric, condition: null, expect: 'not_relevant', note, render, batch,
    }),
  };
}
