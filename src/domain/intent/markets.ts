import type { LanguageCode } from './languages/all-languages.js';
import { removeAccents } from './languages/language-words.js';

/** A shop's market: an ISO 3166-1 country code ("GB", "DE", "BR"). */
export type Market = string;

const CURRENCY_OF_MARKET: Record<Market, string> = {
  US: 'USD', GB: 'GBP', AU: 'AUD', CA: 'CAD', NZ: 'NZD', IE: 'EUR', IN: 'INR', JP: 'JPY', MX: 'MXN', BR: 'BRL',
  DE: 'EUR', AT: 'EUR', CH: 'CHF', FR: 'EUR', BE: 'EUR', LU: 'EUR', ES: 'EUR', IT: 'EUR', NL: 'EUR', PT: 'EUR',
  FI: 'EUR', GR: 'EUR', SK: 'EUR', SI: 'EUR', EE: 'EUR', LV: 'EUR', LT: 'EUR', HR: 'EUR',
  PL: 'PLN', TR: 'TRY', SE: 'SEK', DK: 'DKK', NO: 'NOK', CZ: 'CZK', HU: 'HUF', RO: 'RON', AR: 'ARS', CL: 'CLP', SG: 'SGD', KR: 'KRW',
};

// Country-code endings of hosts, longest first where one ends another (".com.au" before ".au").
const MARKET_OF_SUFFIX: [string, Market][] = [
  ['.co.uk', 'GB'], ['.org.uk', 'GB'], ['.uk', 'GB'], ['.com.au', 'AU'], ['.au', 'AU'], ['.co.nz', 'NZ'], ['.nz', 'NZ'],
  ['.com.br', 'BR'], ['.br', 'BR'], ['.com.mx', 'MX'], ['.mx', 'MX'], ['.co.jp', 'JP'], ['.jp', 'JP'], ['.co.in', 'IN'],
  ['.in', 'IN'], ['.com.tr', 'TR'], ['.tr', 'TR'], ['.com.ar', 'AR'], ['.ar', 'AR'], ['.cl', 'CL'], ['.sg', 'SG'], ['.kr', 'KR'],
  ...['ca', 'ie', 'de', 'at', 'ch', 'fr', 'be', 'lu', 'es', 'it', 'nl', 'pt', 'fi', 'gr', 'sk', 'si', 'ee', 'lv', 'lt', 'hr', 'pl', 'se', 'dk', 'no', 'cz', 'hu', 'ro']
    .map((tld): [string, Market] => [`.${tld}`, tld.toUpperCase()]),
];

/** The market a host's country-code ending names ("argos.co.uk" → GB), or null for ".com", ".io" and the like. */
export function marketOfHost(host: string): Market | null {
  for (const [suffix, market] of MARKET_OF_SUFFIX) if (host.endsWith(suffix)) return market;
  return null;
}

/** The currency prices are shown in on a market ("GB" → GBP), or null when unknown. */
export function currencyOfMarket(market: Market): string | null {
  return CURRENCY_OF_MARKET[market] ?? null;
}

/**
 * Where readers of each language shop, most likely first: a shop named in words is its
 * site in the first of these markets it sells in ("auf Amazon" → amazon.de; "na Worten",
 * which has no Brazilian site, → worten.pt).
 */
const MARKETS_OF_LANGUAGE: Record<LanguageCode, Market[]> = {
  en: ['US', 'GB', 'AU', 'CA', 'IE', 'NZ', 'IN'],
  de: ['DE', 'AT', 'CH'],
  fr: ['FR', 'BE', 'CH', 'CA', 'LU'],
  es: ['ES', 'MX', 'AR', 'CL'],
  it: ['IT', 'CH'],
  nl: ['NL', 'BE'],
  pt: ['BR', 'PT'],
  pl: ['PL'],
  sv: ['SE'],
  da: ['DK'],
  no: ['NO'],
  fi: ['FI'],
  cs: ['CZ'],
  tr: ['TR'],
};

// Currencies that name their market whatever the language: "£" is a British shop, "R$" a Brazilian one.
const MARKET_OF_CURRENCY: Record<string, Market> = { GBP: 'GB', AUD: 'AU', CAD: 'CA', NZD: 'NZ', BRL: 'BR', MXN: 'MX', CHF: 'CH', INR: 'IN', JPY: 'JP', PLN: 'PL', CZK: 'CZ', TRY: 'TR' };

/** The markets an intent's shops are looked for in: the named currency's market, then the language's. */
export function marketsFor(language: LanguageCode, currency: string | null): Market[] {
  const named = currency === null ? undefined : MARKET_OF_CURRENCY[currency];
  const ofLanguage = MARKETS_OF_LANGUAGE[language];
  return named === undefined ? ofLanguage : [named, ...ofLanguage.filter((m) => m !== named)];
}

// A market word after a shop's name picks that market: "Amazon UK", "eBay Deutschland", "Fnac España".
// Two-letter codes that are also words ("at", "it", "in", "es", "de") are left out: "on Amazon in June".
const MARKET_WORDS: Record<string, Market> = {
  uk: 'GB', 'united kingdom': 'GB', britain: 'GB', usa: 'US', 'united states': 'US', australia: 'AU', au: 'AU',
  canada: 'CA', ireland: 'IE', india: 'IN', japan: 'JP', jp: 'JP', germany: 'DE',
  deutschland: 'DE', österreich: 'AT', austria: 'AT', schweiz: 'CH', suisse: 'CH', ch: 'CH', fr: 'FR', france: 'FR',
  belgique: 'BE', belgië: 'BE', belgie: 'BE', belgium: 'BE', spain: 'ES', españa: 'ES', espana: 'ES',
  méxico: 'MX', mexico: 'MX', mx: 'MX', italy: 'IT', italia: 'IT', nl: 'NL', nederland: 'NL', netherlands: 'NL',
  pt: 'PT', portugal: 'PT', br: 'BR', brasil: 'BR', brazil: 'BR', pl: 'PL', poland: 'PL', polska: 'PL',
  sverige: 'SE', sweden: 'SE', türkiye: 'TR', turkiye: 'TR', turkey: 'TR',
  // The same countries as the other languages read name them: "Amazon Allemagne", "Amazon da Alemanha".
  ...countryNames('DE', 'allemagne|alemania|germania|duitsland|alemanha|niemcy|tyskland'),
  ...countryNames('FR', 'frankreich|frankrijk|francia|frança|francja|frankrike'),
  ...countryNames('IT', 'italien|italie|italië|itália|włochy'),
  ...countryNames('ES', 'spanien|espagne|spanje|spagna|espanha|hiszpania'),
  ...countryNames('NL', 'niederlande|holanda|holandia|olanda|nederländerna'),
  ...countryNames('GB', 'großbritannien|grossbritannien|storbritannien'),
  ...countryNames('PL', 'polen|pologne|polonia|polônia'),
  ...countryNames('SE', 'schweden|suède|suecia|svezia|zweden|suécia|szwecja'),
};

function countryNames(market: Market, list: string): Record<string, Market> {
  return Object.fromEntries(list.split('|').flatMap((name) => [[name, market], [removeAccents(name), market]]));
}

// A country's adjective beside a shop's name picks that market, before or after it as each language
// puts it: "the German Amazon", "dem deutschen Amazon", "l'Amazon allemand", "de Duitse Amazon".
const ADJECTIVES_OF_MARKET: Record<Market, string> = {
  DE: 'german|deutsche|deutschen|deutscher|deutsches|allemand|allemande|alemán|alemana|tedesco|tedesca|duitse|alemão|alemã',
  FR: 'french|französische|französischen|français|française|francés|francesa|francese|franse|francês',
  IT: 'italian|italienische|italienischen|italien|italienne|italiano|italiana|italiaanse',
  ES: 'spanish|spanische|spanischen|espagnol|espagnole|español|española|spagnolo|spagnola|spaanse|espanhol|espanhola',
  NL: 'dutch|niederländische|niederländischen|néerlandais|néerlandaise|holandés|olandese|nederlandse|holandês',
  GB: 'british|britische|britischen|britannique|británico|britannico|britse|britânico',
  US: 'american|amerikanische|amerikanischen|américain|américaine|amerikaanse',
  CA: 'canadian|kanadische|kanadischen|canadien|canadienne|canadiense|canadese|canadees',
  PL: 'polish|polnische|polnischen|polonais|polaco|polacco|poolse|polonês',
  SE: 'swedish|schwedische|schwedischen|suédois|sueco|svedese|zweedse',
  BR: 'brazilian|brasilianische|brasilianischen|brésilien|brasileño|brasiliano|braziliaanse|brasileiro|brasileira',
  JP: 'japanese|japanische|japanischen|japonais|japonés|giapponese|japanse|japonês',
};
const MARKET_OF_ADJECTIVE = new Map<string, Market>(
  Object.entries(ADJECTIVES_OF_MARKET).flatMap(([market, list]) => list.split('|').flatMap((a) => [[a, market], [removeAccents(a), market]] as [string, Market][])),
);

/** The market a word names ("uk", "Deutschland"), or undefined. */
export function marketOfWord(lower: string): Market | undefined {
  return MARKET_WORDS[lower] ?? MARKET_OF_ADJECTIVE.get(lower);
}

/** The market a country's adjective names ("german", "allemand", "duitse"), or undefined. */
export function marketOfAdjective(lower: string): Market | undefined {
  return MARKET_OF_ADJECTIVE.get(lower);
}

const COUNTRY_CODES = new Set(['us', 'de', 'fr', 'it', 'es', 'nl', 'pl', 'ca', 'in', 'jp', 'au', 'br', 'mx', 'at', 'ch', 'be', 'uk', 'pt', 'ie']);

/** A shop's name that ends in a country ("amazon india", "amazon de") names its site already: it is not moved to the reader's market. */
export function namesMarket(name: string): boolean {
  const last = name.slice(name.lastIndexOf(' ') + 1);
  return name.includes(' ') && (COUNTRY_CODES.has(last) || MARKET_WORDS[last] !== undefined);
}

// Marks that name a currency whatever the language, read before the sites so the shop's market can follow them.
const CURRENCY_MARKS: [RegExp, string][] = [
  [/£|\bgbp\b|\bpounds?\b|\bquid\b/i, 'GBP'],
  [/\b(?:a|au)\$|\baud\b/i, 'AUD'],
  [/\b(?:c|ca)\$|\bcad\b/i, 'CAD'],
  [/\br\$|\bbrl\b|\breais\b/i, 'BRL'],
  [/\bchf\b|\bfranken\b/i, 'CHF'],
  [/₺/, 'TRY'],
];

/** The currency an intent names by a mark that points to one market ("£", "R$", "CHF"), or null. */
export function currencyNamedIn(text: string): string | null {
  return CURRENCY_MARKS.find(([mark]) => mark.test(text))?.[1] ?? null;
}
