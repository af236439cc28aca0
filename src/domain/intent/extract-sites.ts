import type { Token } from './tokenize.js';
import { parseDomainWord, parseUrlWord } from './hosts.js';
import type { Correction } from '../intent.js';
import { OTHER_LANGUAGES, type LanguageCode } from './languages/all-languages.js';
import { listWords, listWordsWithoutAccents } from './languages/language-words.js';
import { marketOfAdjective, marketOfWord, namesMarket, type Market } from './markets.js';
import { correctShopDomain, correctShopEnding, correctShopName, findShopByName, localizeShop, MAX_SHOP_NAME_WORDS } from './shops.js';
import { opensCondition } from './extract-threshold.js';
import { correctWord, findSense, isWordOf, MAX_PHRASE_WORDS } from './vocabulary.js';

export interface ExtractedSites {
  /** Normalised hosts, first mention first, no duplicates. */
  sites: string[];
  urls: string[];
  /** Mistyped shop domains read as the shop meant. */
  corrections: Correction[];
}

export interface SiteReading {
  language: LanguageCode;
  /** Where the intent's shops are looked for, most likely first (`marketsFor`). */
  markets: readonly Market[];
  /** A domain's name that is a word of its own is not corrected to a shop's ("smart.com.au"). */
  isWord: (label: string) => boolean;
}

const ENGLISH_PREPOSITIONS = ['at', 'on', 'from', 'in', 'via', '@', 'through', 'across', 'using', 'off'];
const sitePrepositions = new Map<LanguageCode, Set<string>>([
  ['en', new Set(ENGLISH_PREPOSITIONS)],
  ...OTHER_LANGUAGES.map((l): [LanguageCode, Set<string>] => [
    l.code as LanguageCode,
    new Set([...ENGLISH_PREPOSITIONS, ...listWordsWithoutAccents(l.sitePrepositions)]),
  ]),
]);
// Words joining the shops of a list: English's and marks in every language, each language's own conjunctions in it.
const LIST_CONNECTORS = [',', 'or', 'and', '&', '/', 'plus', 'also', 'nor', '+'];
const listConnectors = new Map<LanguageCode, Set<string>>([
  ['en', new Set(LIST_CONNECTORS)],
  ...OTHER_LANGUAGES.map((l): [LanguageCode, Set<string>] => [l.code as LanguageCode, new Set([...LIST_CONNECTORS, ...listWords(l.conjunctions)])]),
]);
// Verbs a shop does with its goods, after its name: "if Argos gets it back", "wenn Otto hat", "si Boulanger reçoit".
const ENGLISH_SHOP_VERBS = 'has|have|gets|get|got|restocks|restock|restocked|stocks|carries|sells|receives|lists';
const shopVerbs = new Map<LanguageCode, Set<string>>([
  ['en', new Set(listWords(ENGLISH_SHOP_VERBS))],
  ...OTHER_LANGUAGES.map((l): [LanguageCode, Set<string>] => [l.code as LanguageCode, new Set(listWords(l.shopVerbs))]),
]);
// Articles between a preposition and a shop: "at the Apple Store", "bei der Telekom", "chez la Fnac";
// and, in its own language only, an article that is a preposition elsewhere ("bij de Mediamarkt").
const SKIPPABLE = new Set(['the', 'either', 'both', 'also', 'der', 'die', 'das', 'dem', 'den', 'le', 'la', 'les', 'el', 'los', 'las', 'il', 'lo', 'gli', 'het']);
const LOCAL_SKIPPABLE = new Map<LanguageCode, Set<string>>([['nl', new Set(['de'])]]);
const shopNameEndings = new Map<LanguageCode, string[]>(
  OTHER_LANGUAGES.map((l): [LanguageCode, string[]] => [l.code as LanguageCode, listWords(l.shopNameEndings ?? '')]),
);
const placeEndings = new Map<LanguageCode, string[]>(
  OTHER_LANGUAGES.map((l): [LanguageCode, string[]] => [l.code as LanguageCode, listWords(l.placeEndings ?? '')]),
);
// The word that opens a comparison's second term: after a shop's name it ends the name ("hos Power end hos
// Elgiganten", "at Target than at Walmart"), as a product's name never goes on with it.
const COMPARISON_THAN = new Map<LanguageCode, Set<string>>(
  Object.entries({ en: 'than', de: 'als', fr: 'que|qu', es: 'que', it: 'che|di', nl: 'dan', pt: 'que|do', pl: 'niż', sv: 'än', da: 'end', no: 'enn', fi: 'kuin', cs: 'než', tr: 'göre|kıyasla' })
    .map(([code, words]): [LanguageCode, Set<string>] => [code as LanguageCode, new Set(['than', ...listWords(words)])]),
);
const SHOP_SUFFIXES = new Set(['website', 'site', 'store', 'stores', 'shop', 'online', 'app', 'web', 'page', 'webshop']);

function stripPossessive(lower: string): string {
  return lower.replace(/['’]s$/, '');
}

/** Index of the first earlier token that is not a filler like "the", or -1. */
function previousMeaningful(tokens: Token[], index: number, language: LanguageCode): number {
  const local = LOCAL_SKIPPABLE.get(language);
  const isFiller = (word: string): boolean => SKIPPABLE.has(word) || local?.has(word) === true;
  let i = index - 1;
  while (i >= 0 && isFiller(tokens[i]?.lower ?? '')) i--;
  return i;
}

/**
 * A shop's name with one of a language's case endings on its last word ("Empiku", "x-komie", "Gigantissa",
 * "w Media Expercie"), at `index`: one word, or two when the first is written as the name has it.
 */
function matchDeclinedShop(tokens: Token[], index: number, markets: readonly Market[], endings: readonly string[]): { domain: string; last: number } | null {
  const first = tokens[index];
  const second = tokens[index + 1];
  const spans = [{ head: '', word: first?.lower ?? '', last: index }];
  if (first !== undefined && second !== undefined && !first.isBreak && !second.isBreak) spans.push({ head: `${first.lower} `, word: second.lower, last: index + 1 });
  for (const { head, word, last } of spans) {
    for (const entry of endings) {
      // "a>e": the ending takes the place of the name's last letters ("Alza" → "na Alze").
      const [replaced, ending] = entry.includes('>') ? (entry.split('>') as [string, string]) : ['', entry];
      const shop = word.endsWith(ending) ? findShopByName(head + word.slice(0, -ending.length) + replaced) : undefined;
      if (shop !== undefined) return { domain: localizeShop(shop, markets), last };
    }
  }
  return null;
}

/** A following word that looks like part of a product name makes "Amazon Echo" a brand, not a shop. */
function isFollowedByName(tokens: Token[], used: boolean[], index: number, language: LanguageCode): boolean {
  const next = tokens[index + 1];
  if (next === undefined || next.isBreak || used[index + 1] || listConnectors.get(language)?.has(next.lower) === true) return false;
  if (parseDomainWord(next.lower) !== null || findShopByName(stripPossessive(next.lower)) !== undefined) return false;
  if (COMPARISON_THAN.get(language)?.has(next.lower) === true) return false;
  // "bei Bol 120 euro", "bei Otto nicht mehr als 1.399€": a price condition after the shop, not a model number.
  if (opensCondition(tokens, used, index + 1, language)) return false;
  // German writes names and nouns with a capital: after a shop's name written with one, a lower-case word
  // ("bei Otto irgendwie günstiger") is an adverb or a verb, no name.
  if (language === 'de' && /^\p{Lu}/u.test(tokens[index]?.text ?? '') && next.text === next.lower && !/\d/.test(next.text)) return false;
  return !startsPhrase(tokens, index + 1, language) && !SHOP_SUFFIXES.has(next.lower);
}

/** Whether the words from `index` start a phrase of the vocabulary: "nicht mehr verfügbar", "in stock". */
function startsPhrase(tokens: Token[], index: number, language: LanguageCode): boolean {
  const words: string[] = [];
  for (let i = index; i < index + MAX_PHRASE_WORDS; i++) {
    const token = tokens[i];
    if (token === undefined || token.isBreak) break;
    words.push(correctWord(token.lower, language));
    if (findSense(words.join(' '), language) !== undefined) return true;
  }
  return false;
}

// Between a shop and its country: "Amazon de Alemania", "Amazon da Alemanha", "Amazon aus Deutschland".
const COUNTRY_LINKS = new Set(['de', 'da', 'do', 'di', 'del', 'du', 'van', 'aus', 'in', 'z', 'i', 'från']);

/** The market a word right after a shop's name names ("Amazon Deutschland", "Fnac España", "Amazon de Alemania"), with its index. */
function marketAfter(tokens: Token[], used: boolean[], index: number): { market: Market; last: number } | null {
  const token = tokens[index];
  if (token === undefined || token.isBreak || used[index]) return null;
  const market = marketOfWord(token.lower);
  if (market !== undefined) return { market, last: index };
  const country = tokens[index + 1];
  if (!COUNTRY_LINKS.has(token.lower) || country === undefined || country.isBreak || used[index + 1]) return null;
  // Only a country's name after the link: "Amazon in June", "Fnac de Paris" name no market.
  const named = marketOfWord(country.lower);
  return named === undefined || marketOfAdjective(country.lower) !== undefined ? null : { market: named, last: index + 1 };
}

function matchShopName(tokens: Token[], used: boolean[], index: number, markets: readonly Market[]): { domain: string; ambiguous: boolean; last: number } | null {
  for (let count = Math.min(MAX_SHOP_NAME_WORDS, tokens.length - index); count >= 1; count--) {
    const words: string[] = [];
    for (let i = index; i < index + count; i++) {
      const token = tokens[i];
      if (token === undefined || token.isBreak || used[i]) break;
      words.push(token.lower);
    }
    if (words.length !== count) continue;
    const name = words.join(' ');
    const bare = stripPossessive(name);
    const shop = findShopByName(name) ?? findShopByName(bare);
    if (shop === undefined) continue;
    const named = marketAfter(tokens, used, index + count);
    // "Amazon UK" or "Apple Store" is never a product; "Amazon" alone may be. A country after
    // "Amazon de" is the market meant: "Amazon de Italia".
    if (named !== null) return { domain: localizeShop(shop, [named.market]), ambiguous: false, last: named.last };
    if (namesMarket(bare)) return { domain: shop.domain, ambiguous: false, last: index + count - 1 };
    return { domain: localizeShop(shop, markets), ambiguous: shop.ambiguous && count === 1, last: index + count - 1 };
  }
  return null;
}

/** A shop's name written one letter off at `index` (`correctShopName`), in the intent's market or the one named after it. */
function matchShopSlip(tokens: Token[], used: boolean[], index: number, markets: readonly Market[], isMeantAsWritten: (word: string) => boolean): { domain: string; last: number } | null {
  const token = tokens[index];
  const shop = token === undefined || token.isBreak ? null : correctShopName(token.lower, markets, isMeantAsWritten);
  if (shop === null) return null;
  const named = marketAfter(tokens, used, index + 1);
  return named === null ? { domain: localizeShop(shop, markets), last: index } : { domain: localizeShop(shop, [named.market]), last: named.last };
}

/**
 * Finds the pages an intent names: explicit URLs, bare domains ("bestbuy.com",
 * "example.com/pricing") and shop names ("Best Buy", "at Target", "bei MediaMarkt"), and
 * marks their words, with the preposition or list word that introduced them, used.
 * A shop named without its domain is its site in the first of the intent's markets it sells in;
 * a bare domain one letter from a known shop's is read as that shop's, and said so in `corrections`.
 */
export function extractSites(tokens: Token[], used: boolean[], { language, markets, isWord }: SiteReading): ExtractedSites {
  const corrections: Correction[] = [];
  const prepositions = sitePrepositions.get(language) ?? new Set(ENGLISH_PREPOSITIONS);
  const connectors = listConnectors.get(language) ?? new Set(LIST_CONNECTORS);
  const sites = new Set<string>();
  const urls: string[] = [];
  let listOpen = false;
  const subjects: { first: number; last: number; domain: string }[] = [];
  const claim = (first: number, last: number, host: string): void => {
    sites.add(host);
    for (let i = first; i <= last; i++) used[i] = true;
    const before = previousMeaningful(tokens, first, language);
    const word = tokens[before]?.lower ?? '';
    if (before >= 0 && (prepositions.has(word) || (listOpen && connectors.has(word)))) {
      for (let i = before; i < first; i++) used[i] = true;
    }
    let next = last + 1;
    while (SHOP_SUFFIXES.has(tokens[next]?.lower ?? '') && !used[next]) used[next++] = true;
    listOpen = true;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === undefined || used[i]) continue;
    if (token.isBreak && token.text !== ',') {
      listOpen = false;
      continue;
    }
    const url = parseUrlWord(token.text);
    if (url !== null) {
      urls.push(url.url);
      claim(i, i, url.host);
      continue;
    }
    const domain = parseDomainWord(token.text);
    if (domain !== null) {
      const corrected = domain.url === null ? correctShopDomain(domain.host, isWord) : null;
      if (corrected !== null) corrections.push({ field: 'sites', from: domain.host, to: corrected });
      if (domain.url !== null) urls.push(domain.url);
      claim(i, i, corrected ?? domain.host);
      continue;
    }
    const ending = correctShopEnding(token.text);
    if (ending !== null) {
      corrections.push({ field: 'sites', from: token.lower, to: ending });
      claim(i, i, ending);
      continue;
    }
    // "the german amazon": the adjective names the shop's market, and the shop is never a brand there.
    const adjective = marketOfAdjective(token.lower);
    const afterAdjective = adjective === undefined ? null : matchShopName(tokens, used, i + 1, [adjective]);
    if (afterAdjective !== null) {
      claim(i, afterAdjective.last, afterAdjective.domain);
      i = afterAdjective.last;
      continue;
    }
    const before = tokens[previousMeaningful(tokens, i, language)]?.lower ?? '';
    const expected = prepositions.has(before) || (listOpen && connectors.has(before));
    const shop = matchShopName(tokens, used, i, markets);
    if (shop !== null) {
      const named = SHOP_SUFFIXES.has(tokens[shop.last + 1]?.lower ?? '');
      if (!shop.ambiguous || named || (expected && !isFollowedByName(tokens, used, shop.last, language))) {
        claim(i, shop.last, shop.domain);
        i = shop.last;
        continue;
      }
      // The subject of a shop's verb is the shop ("if Argos gets it back in stock") when no other site
      // is named: "when Samsung has the Galaxy S25 at Best Buy" names a maker.
      if (shopVerbs.get(language)?.has(tokens[shop.last + 1]?.lower ?? '') === true) subjects.push({ first: i, ...shop });
    }
    // "chez boulenger", "bij coolbleu of bol": a shop's name one letter off, where a shop is expected.
    // "w Empiku": a shop's name declined, where a shop is expected, is the shop as written.
    // "Gigantissa": an ending of place is a preposition of its own.
    const endings = expected ? (shopNameEndings.get(language) ?? []) : (placeEndings.get(language) ?? []);
    // "Amazon Türkiye'de": a shop's name that is also a word may open a longer name declined on its last word.
    const declined = shop === null || shop.ambiguous ? matchDeclinedShop(tokens, i, markets, endings) : null;
    if (declined !== null) {
      claim(i, declined.last, declined.domain);
      i = declined.last;
      continue;
    }
    const slip = expected && shop === null ? matchShopSlip(tokens, used, i, markets, (w) => isWord(w) || isWordOf(language, w)) : null;
    if (slip !== null && !isFollowedByName(tokens, used, slip.last, language)) {
      corrections.push({ field: 'sites', from: token.lower, to: slip.domain });
      claim(i, slip.last, slip.domain);
      i = slip.last;
      continue;
    }
    if (!connectors.has(token.lower) && !SKIPPABLE.has(token.lower)) listOpen = false;
  }
  if (sites.size === 0) for (const { first, last, domain } of subjects) claim(first, last, domain);
  return { sites: [...sites], urls: [...new Set(urls)], corrections };
}
