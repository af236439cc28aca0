/**
 * The page shell of the second batch of page pairs (issue 22): another site template than the
 * first batch's, in the page's own language, with its own header, cookie banner and footer, so
 * that the new pairs differ from the old ones in shape and not only in the numbers they change.
 */
import { escapeHtml, hexToken, joinPageLines } from './page-kit.js';

export interface Shell {
  site: string;
  lang: string;
  title: string;
  /** Extra markup in <head>: structured data, platform JSON. */
  head?: string;
  /** Version of the consent text ("v3.2"), and the date it was last changed. */
  cookieVersion?: readonly [string, string];
  footerYear?: number;
  /** Token of the signed CDN image URLs (logo, icons). */
  imageToken?: string;
  /** Inline analytics object, serialised into a script. */
  analytics?: Record<string, unknown>;
  /** A promotion line above the header. */
  promo?: string;
}

const NAV_WORDS: Record<string, readonly string[]> = {
  en: ['New in', 'Shop all', 'Brands', 'Deals', 'Help'],
  de: ['Neuheiten', 'Alle Produkte', 'Marken', 'Angebote', 'Hilfe'],
  fr: ['Nouveautés', 'Tous les produits', 'Marques', 'Promotions', 'Aide'],
  es: ['Novedades', 'Todos los productos', 'Marcas', 'Ofertas', 'Ayuda'],
  nl: ['Nieuw', 'Alle producten', 'Merken', 'Aanbiedingen', 'Klantenservice'],
  pt: ['Novidades', 'Todos os produtos', 'Marcas', 'Ofertas', 'Ajuda'],
  ja: ['新着', 'すべての商品', 'ブランド', 'セール', 'ヘルプ'],
  nb: ['Nyheter', 'Alle produkter', 'Merker', 'Tilbud', 'Kundeservice'],
};

const COOKIE_WORDS: Record<string, string> = {
  en: 'We and our partners use cookies to run this site, measure its use and show you relevant offers.',
  de: 'Wir und unsere Partner verwenden Cookies, um diese Website zu betreiben, ihre Nutzung zu messen und Ihnen passende Angebote zu zeigen.',
  fr: 'Nos partenaires et nous utilisons des cookies pour faire fonctionner ce site, mesurer son audience et vous proposer des offres adaptées.',
  es: 'Nosotros y nuestros socios usamos cookies para que este sitio funcione, medir su uso y mostrarte ofertas relevantes.',
  nl: 'Wij en onze partners gebruiken cookies om deze site te laten werken, het gebruik te meten en relevante aanbiedingen te tonen.',
  pt: 'Nós e nossos parceiros usamos cookies para operar este site, medir seu uso e mostrar ofertas relevantes.',
  ja: '当サイトでは、サイトの運営、利用状況の測定、おすすめの表示のためにクッキーを使用しています。',
  nb: 'Vi og våre partnere bruker informasjonskapsler for å drive nettstedet, måle bruken og vise relevante tilbud.',
};

function words<T>(table: Record<string, T>, lang: string): T {
  return table[lang.slice(0, 2)] ?? table.en!;
}

const SUBMENU = ['Bestsellers', 'Gift ideas', 'Accessories', 'Spare parts', 'Outlet', 'Bundles'];

const FOOT_COLUMNS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Service', ['Contact', 'Order status', 'Shipping', 'Returns', 'Warranty', 'Payment methods']],
  ['Company', ['About us', 'Jobs', 'Press', 'Sustainability', 'Stores', 'Affiliates']],
  ['Legal', ['Privacy', 'Cookies', 'Terms', 'Imprint', 'Accessibility', 'Withdrawal form']],
];

const ICONS = ['user', 'bag', 'search', 'heart', 'close', 'chevron', 'truck', 'return'];

function iconSprite(): string {
  const symbols = ICONS.map(
    (name, i) => `<symbol id="icon-${name}" viewBox="0 0 24 24"><path d="M${4 + i} 4h${12 - i}l${i % 3} ${8 + i}H${6 + i}zM${8 + i} 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" fill="none" stroke="currentColor" stroke-width="1.5"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${symbols.join('')}</svg>`;
}

function themeSettings(shell: Shell): string {
  const settings = {
    locale: shell.lang,
    routes: { cart: '/cart', cartAdd: '/cart/add', cartChange: '/cart/change', search: '/search', predictiveSearch: '/search/suggest' },
    strings: { addToCart: 'Add to cart', soldOut: 'Sold out', unavailable: 'Unavailable', shareSuccess: 'Link copied' },
    features: { quickView: true, stickyHeader: true, predictiveSearch: true, reviewsWidget: 'v4' },
  };
  return `<script id="theme-settings" type="application/json">${JSON.stringify(settings)}</script>`;
}

export function renderShell(shell: Shell, body: string): string {
  const token = shell.imageToken ?? 'Qm9vdHN0cmFw';
  const [version, changed] = shell.cookieVersion ?? ['v3.2', '2026-03-12'];
  const nav = words(NAV_WORDS, shell.lang)
    .map(
      (label, i) =>
        `<li class="menu__item"><a class="menu__link" href="/c/${i + 1}">${escapeHtml(label)}</a><ul class="menu__sub">${SUBMENU.map((sub, j) => `<li><a href="/c/${i + 1}/${j + 1}">${sub}</a></li>`).join('')}</ul></li>`,
    )
    .join('');
  const analytics = shell.analytics ?? { event: 'page_view', consent: 'pending' };
  return joinPageLines([
    '<!doctype html>',
    `<html lang="${shell.lang}" class="no-js">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(shell.title)}</title>`,
    `<link rel="preconnect" href="https://img.cdn-shop.net">`,
    `<link rel="stylesheet" href="https://assets.cdn-shop.net/theme/2.31.0/base.min.css" integrity="sha384-${hexToken(5, 48)}" crossorigin="anonymous">`,
    shell.head ?? '',
    themeSettings(shell),
    '</head>',
    '<body class="template-default">',
    iconSprite(),
    '<a class="skip-link" href="#main">Skip to content</a>',
    shell.promo ? `<div class="announcement-bar" role="region"><p>${escapeHtml(shell.promo)}</p></div>` : '',
    '<header class="masthead">',
    `<a class="masthead__logo" href="/"><img src="https://img.cdn-shop.net/${token}/logo.svg?w=160" alt="${escapeHtml(shell.site)}" width="160" height="40"></a>`,
    `<nav class="menu" aria-label="Primary"><ul class="menu__list">${nav}</ul></nav>`,
    '<div class="masthead__icons"><a href="/account" aria-label="Account"><svg width="20" height="20" aria-hidden="true"><use href="#icon-user"></use></svg></a><a href="/cart" aria-label="Cart" class="cart-count" data-count="0"><svg width="20" height="20" aria-hidden="true"><use href="#icon-bag"></use></svg></a></div>',
    '</header>',
    `<main id="main" role="main">`,
    body,
    '</main>',
    '<footer class="site-foot">',
    `<div class="site-foot__columns">${FOOT_COLUMNS.map(([title, links]) => `<div class="site-foot__col"><h3>${title}</h3><ul>${links.map((l) => `<li><a href="/pages/${l.toLowerCase().replaceAll(' ', '-')}">${l}</a></li>`).join('')}</ul></div>`).join('')}</div>`,
    '<div class="site-foot__links"><a href="/pages/contact">Contact</a> · <a href="/pages/shipping">Shipping</a> · <a href="/pages/returns">Returns</a> · <a href="/pages/privacy">Privacy</a> · <a href="/pages/imprint">Imprint</a></div>',
    `<p class="site-foot__copy">© ${shell.footerYear ?? 2026} ${escapeHtml(shell.site)}</p>`,
    '</footer>',
    `<div class="consent" id="consent-${version}" data-consent-version="${version}" data-updated="${changed}" role="dialog" aria-modal="false">`,
    `<p>${escapeHtml(words(COOKIE_WORDS, shell.lang))} <a href="/pages/cookies?v=${version}">Cookie policy ${version}, ${changed}</a></p>`,
    '<button class="consent__accept">OK</button> <button class="consent__settings">Settings</button>',
    '</div>',
    `<script>window.analyticsData=${JSON.stringify(analytics)};</script>`,
    `<script src="https://assets.cdn-shop.net/theme/2.31.0/app.min.js" defer></script>`,
    '</body>',
    '</html>',
    '',
  ]);
}
