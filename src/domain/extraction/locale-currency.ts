/**
 * The currency a page's place implies, for bare amounts ("1.899,-") and ambiguous signs ("kr"):
 * its country domain, else the region or language of its locale (`<html lang>`, `og:locale`).
 * Only what is nearly certain: a language spoken across currency areas (en, es, pt, ar...) says
 * nothing without a region.
 */
const COUNTRY_CURRENCIES: Record<string, string> = {
  ca: 'CAD', au: 'AUD', nz: 'NZD', hk: 'HKD', sg: 'SGD', mx: 'MXN', tw: 'TWD', se: 'SEK', no: 'NOK',
  dk: 'DKK', is: 'ISK', cn: 'CNY', jp: 'JPY', in: 'INR', pk: 'PKR', lk: 'LKR', gb: 'GBP', uk: 'GBP',
  ch: 'CHF', pl: 'PLN', cz: 'CZK', hu: 'HUF', ro: 'RON', bg: 'BGN', br: 'BRL', ar: 'ARS', cl: 'CLP',
  pe: 'PEN', za: 'ZAR', kr: 'KRW', tr: 'TRY', ua: 'UAH', il: 'ILS', th: 'THB', my: 'MYR', ph: 'PHP',
  id: 'IDR', vn: 'VND', de: 'EUR', at: 'EUR', fr: 'EUR', be: 'EUR', nl: 'EUR', lu: 'EUR', it: 'EUR',
  es: 'EUR', pt: 'EUR', ie: 'EUR', fi: 'EUR', gr: 'EUR', sk: 'EUR', si: 'EUR', ee: 'EUR', lv: 'EUR',
  lt: 'EUR', hr: 'EUR',
};
// The region of a locale: the same table, with the two codes that are no domains (US) or differ (GB).
const REGION_CURRENCIES: Record<string, string> = { ...COUNTRY_CURRENCIES, us: 'USD' };
const LANGUAGE_CURRENCIES: Record<string, string> = {
  da: 'DKK', sv: 'SEK', nb: 'NOK', nn: 'NOK', no: 'NOK', is: 'ISK', pl: 'PLN', cs: 'CZK', hu: 'HUF',
  ro: 'RON', bg: 'BGN', uk: 'UAH', tr: 'TRY', ja: 'JPY', ko: 'KRW', th: 'THB', he: 'ILS',
  // Spoken outside the euro too (CH, CA...), but those pages name their region.
  de: 'EUR', fr: 'EUR', it: 'EUR', nl: 'EUR', fi: 'EUR', el: 'EUR', sk: 'EUR', sl: 'EUR', et: 'EUR',
  lv: 'EUR', lt: 'EUR', hr: 'EUR',
};
// Top-level domains that are sold as generic names, not used for their country.
const GENERIC_DOMAINS = new Set(['co', 'io', 'me', 'tv', 'ai', 'ly', 'fm', 'to', 'cc', 'ws', 'gg', 'sh']);

/** The currency of a page address's country domain, null for generic and unknown domains. */
export function currencyOfDomain(url: string | undefined | null): string | null {
  if (url === undefined || url === null || !URL.canParse(url)) return null;
  const tld = new URL(url).hostname.split('.').at(-1)?.toLowerCase() ?? '';
  return GENERIC_DOMAINS.has(tld) ? null : COUNTRY_CURRENCIES[tld] ?? null;
}

/**
 * The currency of a locale such as "da", "de-CH", "pt_BR", "zh-Hant-TW": its region's, else its
 * language's. A BCP 47 tag may write a four-letter script between language and region.
 */
export function currencyOfLocale(locale: string | undefined | null): string | null {
  if (locale === undefined || locale === null) return null;
  const [language = '', second, third] = locale.trim().toLowerCase().split(/[-_]/);
  const region = second !== undefined && second.length === 4 ? third : second;
  if (region !== undefined && /^[a-z]{2}$/.test(region)) return REGION_CURRENCIES[region] ?? null;
  return LANGUAGE_CURRENCIES[language] ?? null;
}

const GST = /\bGST\b/;

/**
 * The currency of a page's market once its prices are said to include or add GST ("$129.95 (Inc.
 * GST)"): a known market's own (Australia, New Zealand, Canada and Singapore charge GST in dollars,
 * India in rupees); for a page that names no market or names the United States, which charges
 * none, that of the market known for it, Australia.
 */
export function currencyOfTaxedMarket(market: string | null, lines: readonly string[]): string | null {
  if (market !== null && market !== 'USD') return market;
  return lines.some((line) => line.includes('GST') && GST.test(line)) ? 'AUD' : market;
}
