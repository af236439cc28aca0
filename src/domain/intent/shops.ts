import { isOneEditAway } from './edit-distance.js';
import { EUROPEAN_SHOPS } from './european-shops.js';
import { MARKET_SHOPS } from './market-shops.js';
import { POLISH_SWEDISH_SHOPS } from './polish-swedish-shops.js';
import { DANISH_CZECH_SHOPS } from './danish-czech-shops.js';
import { NORWEGIAN_FINNISH_SHOPS } from './norwegian-finnish-shops.js';
import { TURKISH_SHOPS } from './turkish-shops.js';
import { REGIONAL_SHOPS } from './regional-shops.js';
import { PROPERTY_PORTALS } from './property-portals.js';
import { SPANISH_AMERICAN_SHOPS } from './spanish-american-shops.js';
import { marketOfHost, type Market } from './markets.js';
import { amazonSearch, ebaySearch, shop, type Shop } from './shop.js';

/** Shops we can name and search. Order matters only for names shared by several entries (first wins). */
export const SHOPS: readonly Shop[] = [
  shop('amazon.com', ['amazon', 'amazon us', 'amazon usa'], amazonSearch('amazon.com'), { ambiguous: true, market: 'US' }),
  shop('amazon.co.uk', ['amazon uk'], amazonSearch('amazon.co.uk'), true),
  shop('amazon.de', ['amazon de', 'amazon germany', 'amazon deutschland'], amazonSearch('amazon.de'), true),
  shop('amazon.fr', ['amazon fr', 'amazon france'], amazonSearch('amazon.fr'), true),
  shop('amazon.it', ['amazon it', 'amazon italy'], amazonSearch('amazon.it'), true),
  shop('amazon.es', ['amazon es', 'amazon spain'], amazonSearch('amazon.es'), true),
  shop('amazon.nl', ['amazon nl'], amazonSearch('amazon.nl'), true),
  shop('amazon.pl', ['amazon pl', 'amazon poland'], amazonSearch('amazon.pl'), true),
  shop('amazon.ca', ['amazon ca', 'amazon canada'], amazonSearch('amazon.ca'), true),
  shop('amazon.in', ['amazon in', 'amazon india'], amazonSearch('amazon.in'), true),
  shop('amazon.co.jp', ['amazon jp', 'amazon japan'], amazonSearch('amazon.co.jp'), true),
  shop('amazon.com.au', ['amazon au', 'amazon australia'], amazonSearch('amazon.com.au'), true),
  shop('bestbuy.com', ['best buy', 'bestbuy'], 'https://www.bestbuy.com/site/searchpage.jsp?st={q}', { market: 'US' }),
  shop('walmart.com', ['walmart', 'wal-mart'], 'https://www.walmart.com/search?q={q}', { market: 'US' }),
  shop('target.com', ['target'], 'https://www.target.com/s?searchTerm={q}', { ambiguous: true, market: 'US' }),
  shop('ebay.com', ['ebay'], ebaySearch('ebay.com'), { market: 'US' }),
  shop('ebay.co.uk', ['ebay uk'], ebaySearch('ebay.co.uk')),
  shop('ebay.de', ['ebay de', 'ebay germany'], ebaySearch('ebay.de')),
  shop('newegg.com', ['newegg'], 'https://www.newegg.com/p/pl?d={q}', { market: 'US' }),
  shop('bhphotovideo.com', ['b&h', 'b&h photo', 'b&h photo video', 'bh photo', 'b and h'], 'https://www.bhphotovideo.com/c/search?q={q}', { market: 'US' }),
  shop('costco.com', ['costco'], 'https://www.costco.com/CatalogSearch?keyword={q}', { market: 'US' }),
  shop('homedepot.com', ['home depot', 'the home depot', 'homedepot'], 'https://www.homedepot.com/s/{p}', { market: 'US' }),
  shop('lowes.com', ["lowe's", 'lowes'], 'https://www.lowes.com/search?searchTerm={q}', { market: 'US' }),
  shop('ikea.com', ['ikea'], 'https://www.ikea.com/us/en/search/?q={q}', true),
  shop('zalando.de', ['zalando'], 'https://www.zalando.de/katalog/?q={q}'),
  shop('mediamarkt.de', ['mediamarkt', 'media markt'], 'https://www.mediamarkt.de/de/search.html?query={q}'),
  shop('saturn.de', ['saturn'], 'https://www.saturn.de/de/search.html?query={q}', true),
  shop('otto.de', ['otto'], 'https://www.otto.de/suche/{p}/', true),
  shop('idealo.de', ['idealo'], 'https://www.idealo.de/preisvergleich/MainSearchProductCategory.html?q={q}'),
  shop('argos.co.uk', ['argos'], 'https://www.argos.co.uk/search/{p}/', true),
  shop('currys.co.uk', ['currys', 'currys pc world'], 'https://www.currys.co.uk/search?q={q}'),
  shop('johnlewis.com', ['john lewis'], 'https://www.johnlewis.com/search?search-term={q}', { ambiguous: true, market: 'GB' }),
  shop('etsy.com', ['etsy'], 'https://www.etsy.com/search?q={q}'),
  shop('apple.com', ['apple', 'apple store', 'the apple store'], 'https://www.apple.com/us/search/{p}', true),
  shop('aliexpress.com', ['aliexpress', 'ali express'], 'https://www.aliexpress.com/wholesale?SearchText={q}'),
  shop('allegro.pl', ['allegro'], 'https://allegro.pl/listing?string={q}', true),
  shop('x-kom.pl', ['x-kom', 'xkom'], 'https://www.x-kom.pl/szukaj?q={q}'),
  shop('bol.com', ['bol'], 'https://www.bol.com/nl/nl/s/?searchtext={q}', { ambiguous: true, market: 'NL' }),
  shop('fnac.com', ['fnac'], 'https://www.fnac.com/SearchResult/ResultList.aspx?Search={q}', { market: 'FR' }),
  shop('digitec.ch', ['digitec'], 'https://www.digitec.ch/en/search?q={q}'),
  shop('galaxus.ch', ['galaxus'], 'https://www.galaxus.ch/en/search?q={q}'),
  shop('flipkart.com', ['flipkart'], 'https://www.flipkart.com/search?q={q}', { market: 'IN' }),
  shop('yodobashi.com', ['yodobashi', 'yodobashi camera'], 'https://www.yodobashi.com/?word={q}', { market: 'JP' }),
  shop('rakuten.co.jp', ['rakuten'], 'https://search.rakuten.co.jp/search/mall/{p}/'),
  shop('jbhifi.com.au', ['jb hi-fi', 'jb hifi', 'jbhifi'], 'https://www.jbhifi.com.au/search?query={q}'),
  shop('microcenter.com', ['micro center', 'microcenter'], 'https://www.microcenter.com/search/search_results.aspx?Ntt={q}', { market: 'US' }),
  shop('gamestop.com', ['gamestop', 'game stop'], 'https://www.gamestop.com/search/?q={q}', { market: 'US' }),
  shop('wayfair.com', ['wayfair'], 'https://www.wayfair.com/keyword.php?keyword={q}', { market: 'US' }),
  shop('sephora.com', ['sephora'], 'https://www.sephora.com/search?keyword={q}', { market: 'US' }),
  shop('nike.com', ['nike'], 'https://www.nike.com/w?q={q}', true),
  shop('samsung.com', ['samsung'], 'https://www.samsung.com/us/search/searchMain/?keyword={q}', true),
  shop('adorama.com', ['adorama'], 'https://www.adorama.com/l/?searchinfo={q}', { market: 'US' }),
  shop('ulta.com', ['ulta', 'ulta beauty'], 'https://www.ulta.com/search?search={q}', { market: 'US' }),
  shop('kohls.com', ["kohl's", 'kohls'], 'https://www.kohls.com/search.jsp?search={q}', { market: 'US' }),
  shop('macys.com', ["macy's", 'macys'], 'https://www.macys.com/shop/featured/{p}', { market: 'US' }),
  shop('rei.com', ['rei'], 'https://www.rei.com/search?q={q}', { market: 'US' }),
  shop('crutchfield.com', ['crutchfield'], 'https://www.crutchfield.com/Search?search={q}', { market: 'US' }),
  shop('store.steampowered.com', ['steam', 'steam store'], 'https://store.steampowered.com/search/?term={q}', true),
];

const ALL_SHOPS = [...SHOPS, ...EUROPEAN_SHOPS, ...MARKET_SHOPS, ...SPANISH_AMERICAN_SHOPS, ...POLISH_SWEDISH_SHOPS, ...DANISH_CZECH_SHOPS, ...NORWEGIAN_FINNISH_SHOPS, ...TURKISH_SHOPS, ...REGIONAL_SHOPS, ...PROPERTY_PORTALS];
const shopsByDomain = new Map(ALL_SHOPS.map((s) => [s.domain, s]));

const shopsByName = new Map<string, Shop>();
for (const s of ALL_SHOPS) {
  for (const name of s.names) if (!shopsByName.has(name)) shopsByName.set(name, s);
}

const shopsByChain = new Map<string, Shop[]>();
for (const s of ALL_SHOPS) shopsByChain.set(s.chain, [...(shopsByChain.get(s.chain) ?? []), s]);

// People write a shop's name run together or split ("johnlewis", "game mania"): names are also
// looked up without their spaces and hyphens, when that leaves enough letters to be distinctive.
const MIN_COMPACT_NAME = 6;
const compact = (name: string): string => name.replace(/[\s-]+/g, '');
const shopsByCompactName = new Map<string, Shop>();
for (const [name, s] of shopsByName) {
  const key = compact(name);
  if (key.length >= MIN_COMPACT_NAME && !shopsByCompactName.has(key)) shopsByCompactName.set(key, s);
}
// A shop is also named by its domain without the ending ("watch bhphotovideo for …"), when that
// label is long enough to be nobody's word and the shop's name is no word either.
const MIN_LABEL_NAME = 8;
for (const s of ALL_SHOPS) {
  const key = compact(s.domain.slice(0, s.domain.indexOf('.')));
  if (!s.ambiguous && key.length >= MIN_LABEL_NAME && !shopsByCompactName.has(key)) shopsByCompactName.set(key, s);
}

/** Longest shop name in words, so callers know how far to look ahead. */
export const MAX_SHOP_NAME_WORDS = Math.max(...[...shopsByName.keys()].map((n) => n.split(' ').length));

/** The shop whose spoken name is `name` (lower case, single-spaced), or is it with spaces moved. */
export function findShopByName(name: string): Shop | undefined {
  return shopsByName.get(name) ?? (compact(name).length >= MIN_COMPACT_NAME ? shopsByCompactName.get(compact(name)) : undefined);
}

/** The shop that owns `domain` (lower case, without "www."). */
export function findShopByDomain(domain: string): Shop | undefined {
  return shopsByDomain.get(domain);
}

/** Where a site sells: its shop's market, else the country its domain ends in; null for ".com" sites we do not know. */
export function marketOfSite(site: string): Market | null {
  return findShopByDomain(site)?.market ?? marketOfHost(site);
}

/**
 * The chain's site in the first of `markets` it sells in ("amazon" read in German is
 * amazon.de, "Worten" read in Portuguese worten.pt, which has no Brazilian site); the
 * shop's own site when the chain sells in none of them.
 */
export function localizeShop(shop: Shop, markets: readonly Market[]): string {
  const siblings = shopsByChain.get(shop.chain) ?? [shop];
  for (const market of markets) {
    const local = siblings.find((s) => marketOfSite(s.domain) === market);
    if (local !== undefined) return local.domain;
  }
  return shop.domain;
}

// Shorter names are too often another real site one letter away ("asda"/"asia", "otto"/"auto").
const MIN_CORRECTED_LABEL = 5;

/**
 * The known shop a mistyped domain means: one letter added, dropped, changed or two swapped
 * in its name, with the same ending ("bestbuyy.com" → "bestbuy.com", "kabun.com.br" →
 * "kabum.com.br"). Null when the domain is a known one, when no shop or more than one is
 * that close, when the name is the shop's plus "s", or when `isMeantAsWritten` says the
 * name is a word of its own.
 */
export function correctShopDomain(host: string, isMeantAsWritten: (label: string) => boolean): string | null {
  if (shopsByDomain.has(host)) return null;
  const dot = host.indexOf('.');
  const label = host.slice(0, dot);
  const ending = host.slice(dot);
  if (label.length < MIN_CORRECTED_LABEL - 1) return null;
  const matches = ALL_SHOPS.filter((s) => {
    const known = s.domain.slice(0, s.domain.indexOf('.'));
    return s.domain.endsWith(ending) && s.domain.length - known.length === ending.length && known.length >= MIN_CORRECTED_LABEL &&
      label !== `${known}s` && isOneEditAway(label, known);
  });
  if (matches.length !== 1 || isMeantAsWritten(label)) return null;
  return matches[0]?.domain ?? null;
}

/**
 * The known shop a word one letter from a shop's name means ("boulenger" → Boulanger, "coolbleu" →
 * Coolblue, "mediamark" → MediaMarkt), read as a mistyped domain is: from names of six letters or
 * more (written run together), never a name plus "s", nor a word `isMeantAsWritten` keeps. Of
 * several chains that close, the one alone selling in the first of `markets` that any sells in
 * ("netonet" in Swedish is NetOnNet, not the Polish Neonet); null when that leaves none or several.
 * Callers read it only where a shop is expected.
 */
export function correctShopName(word: string, markets: readonly Market[], isMeantAsWritten: (word: string) => boolean): Shop | null {
  if (word.length < MIN_CORRECTED_LABEL || !/^\p{L}[\p{L}\d&'-]*$/u.test(word) || findShopByName(word) !== undefined) return null;
  const matches = [...shopsByCompactName].filter(([name]) => word !== `${name}s` && isOneEditAway(word, name)).map(([, s]) => s);
  const chains = [...new Set(matches.map((s) => s.chain))];
  const sellsIn = (chain: string, market: Market): boolean => (shopsByChain.get(chain) ?? []).some((s) => marketOfSite(s.domain) === market);
  const local = markets.map((m) => chains.filter((c) => sellsIn(c, m))).find((inMarket) => inMarket.length > 0) ?? [];
  const chain = chains.length === 1 ? chains[0] : local.length === 1 ? local[0] : undefined;
  if (chain === undefined || isMeantAsWritten(word)) return null;
  return matches.find((s) => s.chain === chain) ?? null;
}

const MISTYPED_ENDING = /^([a-z0-9-]+)(\.[a-z]{1,4}(?:\.[a-z]{2,3})?)$/;

/**
 * The known shop a word means whose ending, not a domain's, is one letter from the shop's:
 * "bestbuy.cmo", "fnac.con", "otto.dee", "otto.d". Null unless one shop has that name and such an ending (a dropped letter preferred).
 */
export function correctShopEnding(word: string): string | null {
  const match = MISTYPED_ENDING.exec(word.toLowerCase());
  if (match === null) return null;
  const [, label = '', ending = ''] = match;
  if (shopsByDomain.has(`${label}${ending}`)) return null;
  const matches = ALL_SHOPS.filter((s) => s.domain.startsWith(`${label}.`) && isOneEditAway(ending, s.domain.slice(label.length)));
  // A dropped letter is the likelier slip: "bestbuy.cm" is .com rather than .ca, "otto.d" is .de.
  const dropped = matches.filter((s) => s.domain.length - label.length > ending.length);
  const [only] = matches.length === 1 ? matches : dropped.length === 1 ? dropped : [];
  return only?.domain ?? null;
}

/**
 * The page that lists `product` on `site`: the shop's own search when we know it,
 * else the common `/search?q=` convention.
 */
export function buildSearchUrl(site: string, product: string): string {
  const template = findShopByDomain(site)?.search ?? `https://${site}/search?q={q}`;
  const query = new URLSearchParams({ q: product }).toString().slice('q='.length);
  return template.replace('{q}', query).replace('{p}', encodeURIComponent(product));
}
