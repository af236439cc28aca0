/** Bit flags an element passes to everything inside it. */
export const Flag = {
  /** Never rendered as text: script, style, svg, head, select... */
  Invisible: 1,
  /** Chrome around the content that may still hold the buy box: forms, buttons. */
  Control: 2,
  /** Navigation, banners, ads, carousels, related-product widgets: neither text nor price. */
  Noise: 4,
  /** Not displayed (hidden attribute, display:none, "hidden" class). */
  Hidden: 8,
  /** Read by screen readers only, or hidden from them: skipped for text, still read for prices. */
  Unvoiced: 16,
  /** An old, compare-at or savings price: never the current price. */
  Strike: 32,
  /** Inside <main> or role="main". */
  Main: 64,
  /** A sidebar: not main text, but a shop's buy box may stand in it, so prices and stock are read. */
  Aside: 128,
  /**
   * An announcement or a menu: noise around the content (a promotion bar, the site's navigation),
   * the page's own text inside <main> (a notice, a restaurant's menu) (scan-page.ts).
   */
  NoiseOutsideMain: 256,
  /** A hero block: pages rotate its headline between visits, so its prose lines are kept apart (PageScan.rotatingLines). */
  Rotating: 512,
  /** A control marked as the chosen one of its group (aria-checked, aria-pressed or aria-selected): a display toggle's chosen side, a chosen size. */
  Chosen: 1024,
  /**
   * A block of customers' reviews or testimonials (with Rotating): a few drawn from many per load. Its
   * stock words are a customer's ("was sold out for weeks"), never the page's state.
   */
  Reviews: 2048,
} as const;

/** Flags under which text is not part of the page's main text. */
export const TEXT_SKIP = Flag.Invisible | Flag.Control | Flag.Noise | Flag.Hidden | Flag.Unvoiced | Flag.Aside;
/** Flags under which text is not a candidate for the current price or stock state. */
export const PRICE_SKIP = Flag.Invisible | Flag.Noise | Flag.Hidden | Flag.Strike;

const TAG_FLAGS: Record<string, number> = {
  script: Flag.Invisible, style: Flag.Invisible, noscript: Flag.Invisible, template: Flag.Invisible,
  svg: Flag.Invisible, iframe: Flag.Invisible, head: Flag.Invisible, title: Flag.Invisible,
  select: Flag.Invisible, textarea: Flag.Invisible, object: Flag.Invisible, canvas: Flag.Invisible,
  form: Flag.Control, button: Flag.Control,
  nav: Flag.Noise, header: Flag.Noise, footer: Flag.Noise, aside: Flag.Noise, dialog: Flag.Noise, marquee: Flag.Noise,
  del: Flag.Strike, s: Flag.Strike, strike: Flag.Strike,
  // Sites A/B test the page's headline as they rotate a hero's: its prose alone is judged by size.
  h1: Flag.Rotating,
  main: Flag.Main,
};

const NOISE_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'menu', 'menubar', 'dialog', 'alertdialog']);
// What an ARIA widget says it is, whatever its classes: a carousel and its slides rotate.
const NOISE_ROLE_DESCRIPTIONS = new Set(['carousel', 'slide', 'slideshow', 'ticker']);
// A live-chat or help widget speaks of its agents ("We're away right now", "Ahora no estamos
// disponibles"), never of the product: its wording is no stock state.
const NOISE_WORDS = /\b(?:nav|navbar|navigation|megamenu|breadcrumbs?|cookies?|consent|gdpr|advert|advertisement|ads?|adsbygoogle|sponsored|sponsors?|carousel|slider|slideshow|swiper|slick|glide|splide|marquee|ticker(?! (?:price|symbol|quote|value|last))|recommend(?:s|ed|ations?)?|related|similar(?:ities)?|upsells?|cross ?sells?|trending|popular|recently viewed|also (?:like|viewed|bought)|may also|bought together|fbt|other (?:sellers?|offers?|vendors?)|more (?:sellers|offers|buying choices)|olp|newsletter|social|sharing|share (?:buttons?|links?|bar|tools?)|modal|popup|usps?|masthead|skip link|(?:site|page|global|main) (?:header|footer)|(?:live ?)?chat|chatbot|chat widget|intercom|zendesk|tawk|helpdesk launcher)\b/;
// The same widgets named in the shops' own languages (de, fr, es, pt, it, nl, pl, sv, da/no):
// related, similar, recommended, recently seen, also bought; and a carousel or a rotating banner
// as councils and newspapers of those languages name it, which swaps its copy between visits.
const NOISE_WORDS_LOCAL = /\b(?:rotating|rotator|rotativ[oae]?|rotatif|rotante|rotierend|roterend|roterande|roterende|rotacyjn[yea]|karussell|carrousel|carrusel|carosello|carrossel|karuzela|karusell|karrusel|verwandte?|aehnliche?|empfehlung(?:en)?|empfohlen(?:e)?|zuletzt (?:angesehen|gesehen)|similaires?|recommandations?|recommandes?|relacionad[oa]s?|similares|recomendad[oa]s?|recomendaciones|correlat[ie]|simili|consigliati|gerelateerde?|vergelijkbare?|aanbevol(?:en|ingen)|polecane|podobne|liknande|relaterade|relaterede|lignende|anbefal(?:ede|te|inger)?|(?:kauften|gekauft|angesehen) auch|auch (?:gekauft|angesehen)|ont aussi|tambien (?:compraron|vieron)|ook (?:gekocht|bekeken))\b/;
const NOISE_TOKENS = new Set(['header', 'footer']);
// A site's menu is a <nav>, a role="menu" or a class word outside <main>; a "menu" class inside
// <main> with neither tag nor role is a restaurant's or a café's menu, the page's own text.
const OUTSIDE_MAIN_WORDS = /\b(?:announcements?|menu)\b/;
const ASIDE_WORDS = /\bsidebar\b/;
// A hero, jumbotron or teaser heads a page with copy that is swapped between visits and A/B tests,
// a link styled as a button or a call to action has its label A/B tested as a <button>'s is, and a
// promotion's banner or strip swaps its slogan per visit; a banner of an alert or a notice is news.
const ROTATING_WORDS = /\b(?:hero|jumbotron|teaser|cta|call to action|btn|button|promo|promos|promotion|promotions|(?<!(?:alert|notice|warning|status|info|emergency|incident|maintenance|closure) )banner)\b/;
// A block of customers' reviews or testimonials shows a few drawn from many per load, in the shops'
// languages too ("rezensionen", "opiniones", "recensioni", "omdomen"): their words are not the page's.
// A newspaper's opinion section ("opinion", "opinie") is its own text, so opinions count only as customers'.
const REVIEW_WORDS = /\b(?:reviews?|testimonials?|rezensionen|rezension|kundenbewertungen|avis clients?|opiniones|opinioni clienti|recensioni|recensione|recenze|beoordelingen|opinie klientow|avaliacoes|depoimentos|omdomen|omdome|anmeldelser|arvostelut)\b/;
const HIDDEN_TOKENS = new Set(['hidden', 'd-none', 'hide', 'is-hidden', 'u-hidden', 'display-none', 'invisible']);
const UNVOICED_WORDS = /\b(?:sr only|visually hidden|screen reader(?: text| only)?|offscreen|a offscreen)\b/;
// A shipping or delivery block is no old price: its amounts are told apart by their words
// (pick-price.ts), and the stock wording it often holds ("In stock, ships tomorrow") is read.
// Utility classes name the CSS value itself ("line-through", "u-line-through"), as a style attribute does.
// A price per measure is no price of the item, but the price per sellable unit is that of the item sold.
const STRIKE_WORDS = /\b(?:old|was|prev|previous|compare|compare at|original|strike|strikethrough|striked|crossed|line through|msrp|rrp|list price|before|save|saving|savings|you save|installments?|monthly|per month|afterpay|klarna|affirm|price per(?! sellable)|per unit|regular price|standard price|price standard|non sale)\b/;
// Old and recommended prices named in the shops' own languages (ø and å written oe and aa;
// pt antigo, es antiguo, it vecchio, da/no gammel, fi vanha, cs původní: "old").
const STRIKE_WORDS_LOCAL = /\b(?:vorher|statt|uvp|streichpreis|ancien|barre|conseille|anterior|antes|antigo|antiguo|vecchio|gammel|vanha|puvodni|tachado|listino|barrato|oud|advies|adviesprijs|vejl|vejledende|foer|foerpris|ord|ordinarie|tidigare|przed|stara|regularna|katalogowa)\b/;
// A price element named as having an old price beside it (Shopware's "product-detail-price
// with-list-price", "price--has-compare-price") is the current price, not the old one.
const HAS_OLD_PRICE = /\b(?:with|has)(?: an?)? (?:list|compare(?: at)?|old|was|original|regular|rrp|msrp|uvp)(?: price)?\b/g;
// Tokens that name an element as the product itself. Shops write the product's properties beside
// them (WooCommerce: "product type-product instock sale purchasable"): there an old-price word says
// what the product has, not that the whole block is an old price.
const PRODUCT_BLOCK_TOKENS = new Set(['product', 'type-product', 'product-single', 'product-detail', 'product-details', 'product-page', 'pdp']);
const RELATED_PROPS = new Set(['isrelatedto', 'issimilarto', 'isaccessoryorsparepartfor', 'isconsumablefor']);

// The price normally asked, by either name ("regular-price", Shoptet's "price-standard"), in either word order.
const REGULAR_PRICE = /\b(?:regular price|standard price|price standard)\b/g;

/**
 * Whether class words name a regular price and nothing else an old one ("regular-price", Shopline's
 * "product-price-regular-price"): the price normally asked, which is the price while no sale price
 * stands beside it (extract-observation.ts). "old-price regular-price" is an old price whatever.
 */
export function namesRegularPriceOnly(words: string): boolean {
  if (!words.includes('regular') && !words.includes('standard')) return false;
  const rest = words.replace(REGULAR_PRICE, ' ');
  if (rest === words) return false;
  return !STRIKE_WORDS.test(rest) && !STRIKE_WORDS_LOCAL.test(rest);
}

/** Splits class and id values into lower-case words: "ProductPrice price--sale" → "product price price sale". */
export function splitClassWords(value: string): string {
  return value.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().replace(/[-_\s]+/g, ' ').trim();
}

/**
 * The flags an element sets for itself and its descendants, from its tag and attributes.
 * classFlags comes from classFlagsOf, memoised by the caller: pages repeat class strings.
 */
export function classifyElement(name: string, attribs: Record<string, string>, classFlags: number): number {
  let flags = (TAG_FLAGS[name] ?? 0) | classFlags;
  const role = attribs.role;
  if (role !== undefined) {
    if (NOISE_ROLES.has(role)) flags |= Flag.Noise;
    else if (role === 'main') flags |= Flag.Main;
  }
  const described = attribs['aria-roledescription'];
  if (described !== undefined && NOISE_ROLE_DESCRIPTIONS.has(described.toLowerCase())) flags |= Flag.Noise;
  const style = attribs.style;
  if (attribs.hidden !== undefined || isHiddenByStyle(style)) flags |= Flag.Hidden;
  if (style !== undefined && style.includes('line-through')) flags |= Flag.Strike;
  if (attribs['aria-hidden'] === 'true') flags |= Flag.Unvoiced;
  if (attribs['aria-checked'] === 'true' || attribs['aria-pressed'] === 'true' || attribs['aria-selected'] === 'true') flags |= Flag.Chosen;
  if (attribs['data-a-strike'] === 'true' || attribs['data-price-type'] === 'oldPrice') flags |= Flag.Strike;
  const itemprop = attribs.itemprop;
  if (itemprop !== undefined && RELATED_PROPS.has(itemprop.toLowerCase())) flags |= Flag.Noise;
  return flags;
}

/**
 * classifyElement's answer for an element inside noise, cut to the flags that still count there:
 * <main> (which list the text goes to) and invisibility (what an outer microdata capture takes).
 */
export function classifyInsideNoise(name: string, attribs: Record<string, string>): number {
  const flags = (TAG_FLAGS[name] ?? 0) & (Flag.Invisible | Flag.Main);
  return attribs.role === 'main' ? flags | Flag.Main : flags;
}

/** Class and id of an element as one string, '' when it has neither. */
export function classIdOf(attribs: Record<string, string>): string {
  const { class: className, id } = attribs;
  if (id === undefined) return className ?? '';
  return className === undefined ? id : `${className} ${id}`;
}

/** Flags named by class and id: tokens as written ("d-none"), words as split by splitClassWords. */
export function classFlagsOf(tokens: readonly string[], words: string): number {
  let flags = 0;
  let namesProductBlock = false;
  for (const token of tokens) {
    const lower = token.toLowerCase();
    if (PRODUCT_BLOCK_TOKENS.has(lower)) namesProductBlock = true;
    if (NOISE_TOKENS.has(lower)) flags |= Flag.Noise;
    if (HIDDEN_TOKENS.has(lower)) flags |= Flag.Hidden;
  }
  if (NOISE_WORDS.test(words) || NOISE_WORDS_LOCAL.test(words)) flags |= Flag.Noise;
  if (OUTSIDE_MAIN_WORDS.test(words)) flags |= Flag.NoiseOutsideMain;
  if (ASIDE_WORDS.test(words)) flags |= Flag.Aside;
  if (ROTATING_WORDS.test(words)) flags |= Flag.Rotating;
  if (REVIEW_WORDS.test(words)) flags |= Flag.Rotating | Flag.Reviews;
  if (UNVOICED_WORDS.test(words)) flags |= Flag.Unvoiced;
  const struckWords = words.replace(HAS_OLD_PRICE, ' ');
  if ((STRIKE_WORDS.test(struckWords) || STRIKE_WORDS_LOCAL.test(struckWords)) && !namesProductBlock) flags |= Flag.Strike;
  return flags;
}

function isHiddenByStyle(style: string | undefined): boolean {
  if (style === undefined) return false;
  return /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(style);
}
