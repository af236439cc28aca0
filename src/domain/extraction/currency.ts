// Active ISO 4217 codes: anything a page or a JSON-LD priceCurrency may name.
const ISO_CODES = new Set(
  (
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP ' +
    'BYN BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP ' +
    'GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR ' +
    'KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK ' +
    'MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR ' +
    'SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH ' +
    'UGX USD UYU UZS VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL'
  ).split(' '),
);

/**
 * Codes recognised next to a number in page text. Narrower than ISO_CODES so that
 * words such as "ALL 3 for $20" or "TOP 10" are not read as currencies.
 */
export const TEXT_CURRENCY_CODES = (
  'USD EUR GBP JPY CNY CHF CAD AUD NZD HKD SGD SEK NOK DKK ISK PLN CZK HUF RON BGN RSD INR BRL ' +
  'MXN ZAR TRY RUB UAH ILS AED SAR QAR KWD BHD OMR JOD KRW TWD THB IDR MYR PHP VND ARS CLP COP ' +
  'PEN UYU EGP NGN KES PKR BDT LKR MAD GEL KZT RMB'
).split(' ');

// Currencies with three minor digits: "1.250 KWD" is one and a quarter dinars, not 1250.
export const THREE_DECIMAL_CURRENCIES = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

const DOLLAR_CURRENCIES = new Set([
  'USD', 'CAD', 'AUD', 'NZD', 'HKD', 'SGD', 'MXN', 'TWD', 'ARS', 'CLP', 'COP', 'UYU',
]);
const KRONA_CURRENCIES = new Set(['SEK', 'NOK', 'DKK', 'ISK']);
const RUPEE_CURRENCIES = new Set(['INR', 'PKR', 'LKR', 'NPR']);

const SYMBOLS: Record<string, string> = {
  $: 'USD', US$: 'USD', U$S: 'USD', USD$: 'USD',
  C$: 'CAD', CA$: 'CAD', CAN$: 'CAD', A$: 'AUD', AU$: 'AUD', NZ$: 'NZD', HK$: 'HKD',
  S$: 'SGD', SG$: 'SGD', MX$: 'MXN', R$: 'BRL', NT$: 'TWD',
  '€': 'EUR', '£': 'GBP', '¥': 'JPY', '￥': 'JPY', '円': 'JPY', '元': 'CNY', RMB: 'CNY',
  '₹': 'INR', RS: 'INR', 'RS.': 'INR', '₨': 'INR', '₩': 'KRW', '₽': 'RUB', 'РУБ': 'RUB',
  'РУБ.': 'RUB', '₺': 'TRY', TL: 'TRY', '₴': 'UAH', 'ГРН': 'UAH', '₪': 'ILS', '₫': 'VND',
  '₱': 'PHP', '₦': 'NGN', '฿': 'THB', 'ZŁ': 'PLN', 'KČ': 'CZK', FT: 'HUF', LEI: 'RON',
  'ЛВ': 'BGN', 'ЛВ.': 'BGN', KR: 'SEK', 'KR.': 'SEK', 'FR.': 'CHF', FR: 'CHF', 'SFR.': 'CHF',
  R: 'ZAR', RM: 'MYR', RP: 'IDR', '₡': 'CRC', '₲': 'PYG', '₸': 'KZT', '₾': 'GEL', '₼': 'AZN',
  'E£': 'EGP',
};

/**
 * Every symbol or code that may stand next to a price in text, longest first so a regex
 * alternation prefers "C$" to "$". Letter symbols come in the casings pages use ("kr", "Kr", "KR");
 * ISO codes only in upper case, so that the words "try" or "top" are never read as currencies.
 */
export const CURRENCY_MARKERS: readonly string[] = [
  ...new Set([
    ...Object.keys(SYMBOLS).flatMap((s) =>
      s.length === 1 ? [s] : [s, s.toLowerCase(), s.charAt(0) + s.slice(1).toLowerCase()],
    ),
    ...TEXT_CURRENCY_CODES,
  ]),
].sort((a, b) => b.length - a.length);

/**
 * Maps a currency symbol or code ("$", "C$", "€", "kr", "usd") to its ISO 4217 code.
 * Ambiguous symbols resolve to the most common currency: "$" → USD, "¥" → JPY, "kr" → SEK.
 */
export function normaliseCurrency(symbolOrCode: string): string | null {
  const key = symbolOrCode.trim().toUpperCase();
  if (key === '') return null;
  if (ISO_CODES.has(key)) return key;
  return SYMBOLS[key] ?? SYMBOLS[key.replace(/\s+/g, '')] ?? null;
}

/**
 * Like normaliseCurrency, but lets a known page currency settle an ambiguous symbol:
 * "$" on a page whose structured data says CAD is CAD, "kr" on a Norwegian page is NOK.
 */
export function resolveCurrency(symbolOrCode: string, pageCurrency?: string | null): string | null {
  const code = normaliseCurrency(symbolOrCode);
  if (code === null || !pageCurrency) return code;
  const marker = symbolOrCode.trim().toUpperCase();
  if (marker === '$' && DOLLAR_CURRENCIES.has(pageCurrency)) return pageCurrency;
  if ((marker === 'KR' || marker === 'KR.') && KRONA_CURRENCIES.has(pageCurrency)) return pageCurrency;
  if ((marker === '¥' || marker === '￥') && pageCurrency === 'CNY') return 'CNY';
  if (/^(RS\.?|₨)$/.test(marker) && RUPEE_CURRENCIES.has(pageCurrency)) return pageCurrency;
  return code;
}
