/**
 * The page shell of the sixteenth batch of page pairs (issue 22): a fourth site template whose
 * chrome differs on every fetch, as real sites' does, on real and noise pairs alike: a CSRF token
 * in a meta tag and in two forms, a CSP nonce on inline scripts and styles, cache-busting query
 * strings on assets, images and some links, a boot blob with the time the page was served, and an
 * ad slot filled server-side with another advertiser. A pair may set the visitor's greeting and the
 * consent text's A/B bucket per side too. Navigation, footer and banners are in the page's language.
 */
import { documentStart, escapeHtml, hexToken, joinPageLines } from './page-kit.js';

export interface Site16 {
  site: string;
  /** BCP 47 tag; its first two letters pick the chrome's language. */
  lang: string;
  title: string;
  /** Structured data or other markup for <head>. */
  head?: string;
  /** Whether the page carries an ad slot between the header and the content. */
  ads?: boolean;
}

/** What differs between two fetches of the same page. */
export interface Visit16 {
  csrf: string;
  nonce: string;
  /** Cache-busting value appended to assets and some links. */
  bust: string;
  /** When the server rendered the page (ISO), stamped into the boot blob and a comment. */
  servedAt: string;
  /** Which advertiser the ad slot shows. */
  ad: number;
  greeting?: string;
  consent?: 0 | 1;
}

export const VISITS: Record<'before' | 'after', Visit16> = {
  before: { csrf: hexToken(1601, 40), nonce: 'bm9uY2UtN2YzZTlh', bust: '1764245031', servedAt: '2026-11-27T12:03:51.204Z', ad: 0 },
  after: { csrf: hexToken(1602, 40), nonce: 'bm9uY2UtYzI4ZDQx', bust: '1764252211', servedAt: '2026-11-27T14:03:31.877Z', ad: 1 },
};

interface Chrome {
  nav: readonly string[];
  search: string;
  account: string;
  foot: readonly (readonly [string, readonly string[]])[];
  newsletter: string;
  consent: readonly [string, string];
  adLabel: string;
  ads: readonly string[];
}

const CHROME: Record<string, Chrome> = {
  en: { nav: ['Home', 'Shop', 'Services', 'News', 'Help', 'Contact'], search: 'Search', account: 'Sign in', foot: [['Help', ['Contact us', 'FAQ', 'Delivery', 'Returns']], ['About', ['Who we are', 'Careers', 'Press', 'Accessibility']], ['Legal', ['Privacy', 'Terms', 'Cookies', 'Sitemap']]], newsletter: 'Sign up for our newsletter', consent: ['We use cookies to make this site work and to measure how it is used.', 'Can we use optional cookies? They help us improve the site.'], adLabel: 'Advertisement', ads: ['Switch to Octopus Energy and get £50 credit', 'Book your winter break with Jet2holidays', 'Save 20% on car insurance with Admiral'] },
  de: { nav: ['Start', 'Shop', 'Service', 'Aktuelles', 'Hilfe', 'Kontakt'], search: 'Suchen', account: 'Anmelden', foot: [['Hilfe', ['Kontakt', 'FAQ', 'Versand', 'Rücksendung']], ['Über uns', ['Wer wir sind', 'Karriere', 'Presse', 'Barrierefreiheit']], ['Rechtliches', ['Datenschutz', 'AGB', 'Cookies', 'Impressum']]], newsletter: 'Newsletter abonnieren', consent: ['Wir verwenden Cookies, damit diese Seite funktioniert und um ihre Nutzung zu messen.', 'Dürfen wir optionale Cookies setzen? Sie helfen uns, die Seite zu verbessern.'], adLabel: 'Anzeige', ads: ['Jetzt zu Tibber wechseln und 50 € Bonus sichern', 'Check24: Kfz-Versicherung vergleichen und sparen', 'Urlaub an der Ostsee – jetzt Frühbucher sichern'] },
  fr: { nav: ['Accueil', 'Boutique', 'Services', 'Actualités', 'Aide', 'Contact'], search: 'Rechercher', account: 'Se connecter', foot: [['Aide', ['Nous contacter', 'FAQ', 'Livraison', 'Retours']], ['À propos', ['Qui sommes-nous', 'Recrutement', 'Presse', 'Accessibilité']], ['Légal', ['Confidentialité', 'CGV', 'Cookies', 'Mentions légales']]], newsletter: 'Inscrivez-vous à notre lettre d’information', consent: ['Nous utilisons des cookies pour faire fonctionner ce site et mesurer son audience.', 'Acceptez-vous les cookies facultatifs ? Ils nous aident à améliorer le site.'], adLabel: 'Publicité', ads: ['Passez à la fibre Free dès 29,99 €/mois', 'Assurance auto : devis gratuit en 2 minutes', 'Séjours au ski : jusqu’à -30 % chez Pierre & Vacances'] },
  es: { nav: ['Inicio', 'Tienda', 'Servicios', 'Noticias', 'Ayuda', 'Contacto'], search: 'Buscar', account: 'Iniciar sesión', foot: [['Ayuda', ['Contacto', 'Preguntas frecuentes', 'Envíos', 'Devoluciones']], ['Sobre nosotros', ['Quiénes somos', 'Empleo', 'Prensa', 'Accesibilidad']], ['Legal', ['Privacidad', 'Condiciones', 'Cookies', 'Aviso legal']]], newsletter: 'Suscríbete a nuestro boletín', consent: ['Usamos cookies para que este sitio funcione y para medir su uso.', '¿Podemos usar cookies opcionales? Nos ayudan a mejorar el sitio.'], adLabel: 'Publicidad', ads: ['Fibra 600 Mb + móvil por 30 €/mes', 'Seguro de hogar: calcula tu precio en 1 minuto', 'Escapadas de invierno desde 59 € por noche'] },
  nl: { nav: ['Home', 'Winkel', 'Service', 'Nieuws', 'Hulp', 'Contact'], search: 'Zoeken', account: 'Inloggen', foot: [['Hulp', ['Contact', 'Veelgestelde vragen', 'Bezorging', 'Retourneren']], ['Over ons', ['Wie we zijn', 'Vacatures', 'Pers', 'Toegankelijkheid']], ['Juridisch', ['Privacy', 'Voorwaarden', 'Cookies', 'Disclaimer']]], newsletter: 'Schrijf je in voor de nieuwsbrief', consent: ['Wij gebruiken cookies om deze site te laten werken en het gebruik te meten.', 'Mogen we optionele cookies plaatsen? Ze helpen ons de site te verbeteren.'], adLabel: 'Advertentie', ads: ['Overstappen naar Vattenfall? Nu € 100 welkomstkorting', 'Autoverzekering vergelijken bij Independer', 'Wintersport? Boek nu bij Sunweb'] },
  it: { nav: ['Home', 'Negozio', 'Servizi', 'Notizie', 'Aiuto', 'Contatti'], search: 'Cerca', account: 'Accedi', foot: [['Aiuto', ['Contattaci', 'Domande frequenti', 'Spedizioni', 'Resi']], ['Chi siamo', ['La nostra storia', 'Lavora con noi', 'Stampa', 'Accessibilità']], ['Note legali', ['Privacy', 'Termini', 'Cookie', 'Mappa del sito']]], newsletter: 'Iscriviti alla newsletter', consent: ['Utilizziamo i cookie per far funzionare il sito e misurarne l’utilizzo.', 'Possiamo usare cookie facoltativi? Ci aiutano a migliorare il sito.'], adLabel: 'Pubblicità', ads: ['Passa a Iliad: 150 GB a 9,99 € al mese', 'RC auto: confronta i preventivi su Facile.it', 'Settimana bianca in Trentino da 299 €'] },
  pt: { nav: ['Início', 'Loja', 'Serviços', 'Notícias', 'Ajuda', 'Contato'], search: 'Buscar', account: 'Entrar', foot: [['Ajuda', ['Fale conosco', 'Perguntas frequentes', 'Entrega', 'Trocas e devoluções']], ['Institucional', ['Quem somos', 'Trabalhe conosco', 'Imprensa', 'Acessibilidade']], ['Legal', ['Privacidade', 'Termos de uso', 'Cookies', 'Mapa do site']]], newsletter: 'Assine nossa newsletter', consent: ['Usamos cookies para que este site funcione e para medir o seu uso.', 'Podemos usar cookies opcionais? Eles nos ajudam a melhorar o site.'], adLabel: 'Publicidade', ads: ['Cartão sem anuidade: peça o seu em 5 minutos', 'Seguro auto com até 30% de desconto', 'Pacotes de férias para o Nordeste a partir de 12x'] },
  pl: { nav: ['Start', 'Sklep', 'Usługi', 'Aktualności', 'Pomoc', 'Kontakt'], search: 'Szukaj', account: 'Zaloguj się', foot: [['Pomoc', ['Kontakt', 'Pytania i odpowiedzi', 'Dostawa', 'Zwroty']], ['O nas', ['Kim jesteśmy', 'Kariera', 'Dla mediów', 'Dostępność']], ['Informacje prawne', ['Prywatność', 'Regulamin', 'Cookies', 'Mapa strony']]], newsletter: 'Zapisz się do newslettera', consent: ['Używamy plików cookie, aby strona działała i aby mierzyć jej użycie.', 'Czy możemy używać opcjonalnych plików cookie? Pomagają nam ulepszać stronę.'], adLabel: 'Reklama', ads: ['Konto za 0 zł i 300 zł premii na start', 'OC/AC: porównaj ceny w 3 minuty', 'Ferie w Zakopanem od 199 zł za noc'] },
  sv: { nav: ['Hem', 'Butik', 'Tjänster', 'Nyheter', 'Hjälp', 'Kontakt'], search: 'Sök', account: 'Logga in', foot: [['Hjälp', ['Kontakta oss', 'Vanliga frågor', 'Leverans', 'Returer']], ['Om oss', ['Vilka vi är', 'Jobba hos oss', 'Press', 'Tillgänglighet']], ['Juridiskt', ['Integritet', 'Villkor', 'Kakor', 'Webbkarta']]], newsletter: 'Prenumerera på vårt nyhetsbrev', consent: ['Vi använder kakor för att webbplatsen ska fungera och för att mäta hur den används.', 'Får vi använda valfria kakor? De hjälper oss att förbättra webbplatsen.'], adLabel: 'Annons', ads: ['Byt till Tibber och få 500 kr i rabatt', 'Jämför bilförsäkringar hos Compricer', 'Skidresa till Åre – boka nu och spara 15 %'] },
};

const STYLE = `:root{--ink:#16191d;--muted:#59636e;--brand:#c0392b;--line:#e4e7eb}*{box-sizing:border-box}body{margin:0;font:15px/1.6 "Source Sans 3",Arial,sans-serif;color:var(--ink)}
.hdr{display:flex;gap:24px;align-items:center;padding:12px 24px;border-bottom:1px solid var(--line)}.hdr nav ul{display:flex;gap:18px;list-style:none;margin:0;padding:0}
.ad-slot{max-width:970px;min-height:90px;margin:12px auto;text-align:center;font-size:.85rem;color:var(--muted)}.main{max-width:1180px;margin:0 auto;padding:24px}
.ftr{background:#f4f5f7;padding:32px 24px;margin-top:48px}.ftr__cols{display:grid;grid-template-columns:repeat(3,1fr);gap:24px}.consent{position:fixed;bottom:0;left:0;right:0;background:#fff;padding:16px;box-shadow:0 -4px 16px rgba(0,0,0,.1)}
@media (max-width:720px){.hdr nav{display:none}.ftr__cols{grid-template-columns:1fr}}`;

// What themes ship in every page besides the content: an icon sprite, a mega menu and the
// organisation's structured data; it keeps the pages at a real site's weight (8-10 KB of HTML).
const ICONS = ['search', 'user', 'cart', 'heart', 'menu', 'close', 'chevron', 'phone', 'mail', 'pin', 'clock', 'info']
  .map((id, i) => `<symbol id="i-${id}" viewBox="0 0 24 24"><path d="M${3 + (i % 5)} ${4 + (i % 3)}h${14 - (i % 4)}v${12 + (i % 2)}H${3 + (i % 5)}z m2 2h${8 + (i % 3)}v2H${5 + (i % 5)}z"/><circle cx="${12 + (i % 3)}" cy="${12 - (i % 2)}" r="${3 + (i % 2)}"/></symbol>`)
  .join('');
const SUB = ['Overview', 'New', 'Popular', 'Offers', 'Guides', 'Brands', 'Gift ideas', 'Outlet'];

function megaMenu(c: Chrome, bust: string): string {
  return c.nav
    .slice(1, 4)
    .map((label, i) => `<div class="mega" data-menu="${i + 1}"><p class="mega__title">${label}</p><ul>${SUB.map((sub, j) => `<li><a href="/s${i + 1}/${j + 1}?ref=mega&amp;_=${bust}">${sub}</a></li>`).join('')}</ul></div>`)
    .join('');
}

function organisationLd(site: Site16): string {
  const host = `https://www.${site.site.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
  return `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.site,
    url: host,
    logo: `${host}/static/logo.png`,
    sameAs: ['facebook', 'instagram', 'linkedin', 'youtube'].map((n) => `https://www.${n}.com/${site.site.toLowerCase().replace(/[^a-z0-9]+/g, '')}`),
  })}</script>`;
}

/** The document around a page body, as fetched on one visit. */
export function renderShell16(site: Site16, visit: Visit16, body: string): string {
  const c = CHROME[site.lang.slice(0, 2)] ?? CHROME.en!;
  const q = `?v=${visit.bust}`;
  const nav = c.nav.map((label, i) => `<li><a href="/${i === 0 ? '' : `s${i}`}${i === 1 || i === 3 ? `?_=${visit.bust}` : ''}">${label}</a></li>`).join('');
  const csrfField = `<input type="hidden" name="_csrf" value="${visit.csrf}">`;
  return joinPageLines([
    ...documentStart(site.lang, site.title, visit.csrf),
    `<link rel="stylesheet" href="/static/main.css${q}">`,
    `<link rel="preload" as="font" href="/static/fonts/source-sans-3.woff2${q}" crossorigin>`,
    `<link rel="icon" href="/favicon.ico${q}">`,
    `<style nonce="${visit.nonce}">${STYLE}</style>`,
    organisationLd(site),
    site.head ?? '',
    `<script nonce="${visit.nonce}">window.__BOOT__={"servedAt":"${visit.servedAt}","release":"web-${hexToken(1603, 7)}","csrf":"${visit.csrf}"};</script>`,
    '</head>',
    '<body>',
    `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${ICONS}</svg>`,
    `<!-- served ${visit.servedAt} by app-${visit.bust.slice(-1)} -->`,
    '<header class="hdr">',
    `<a class="hdr__logo" href="/"><img src="/static/logo.svg${q}" alt="${escapeHtml(site.site)}" width="140" height="32"></a>`,
    `<nav aria-label="main"><ul>${nav}</ul><div class="mega-wrap" hidden>${megaMenu(c, visit.bust)}</div></nav>`,
    `<form class="hdr__search" action="/search" method="get"><input type="search" name="q" aria-label="${c.search}" placeholder="${c.search}"><button>${c.search}</button></form>`,
    `<div class="hdr__account">${escapeHtml(visit.greeting ?? c.account)}</div>`,
    '</header>',
    site.ads ? `<aside class="ad-slot" data-ad-unit="/21794/${escapeHtml(site.site.toLowerCase().replace(/\W+/g, ''))}/top" data-slot-id="div-gpt-ad-${visit.bust}-0"><span class="ad-slot__label">${c.adLabel}</span> <a href="https://adclick.g.example.net/aclk?sa=L&amp;ai=${hexToken(Number(visit.bust.slice(-4)), 24)}&amp;cb=${visit.bust}" rel="sponsored">${c.ads[visit.ad % c.ads.length]}</a></aside>` : '',
    '<main class="main">',
    body,
    '</main>',
    '<footer class="ftr">',
    `<div class="ftr__cols">${c.foot.map(([head, links]) => `<div><h3>${head}</h3><ul>${links.map((l, i) => `<li><a href="/p/${i}-${head.length}">${l}</a></li>`).join('')}</ul></div>`).join('')}</div>`,
    `<form class="ftr__newsletter" method="post" action="/newsletter">${csrfField}<label>${c.newsletter} <input type="email" name="email"></label><button>OK</button></form>`,
    `<p>© 2026 ${escapeHtml(site.site)}</p>`,
    '</footer>',
    `<div class="consent" role="dialog" aria-label="Cookies"><p>${c.consent[visit.consent ?? 0]}</p><form method="post" action="/consent">${csrfField}<button name="c" value="all">OK</button><button name="c" value="none">×</button></form></div>`,
    `<script nonce="${visit.nonce}" src="/static/app.js${q}" defer></script>`,
    '</body>',
    '</html>',
    '',
  ]);
}
