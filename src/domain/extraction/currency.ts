// ISO 4217: the active codes, and withdrawn ones that old listings still show (PTE, ITL, HRK...).
const ISO_CODES = new Set(
  (
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP ' +
    'BYN BZD CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP ' +
    'GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR ' +
    'KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK ' +
    'MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR ' +
    'SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH ' +
    'UGX USD UYU UZS VED VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWG ZWL ' +
    'ATS BEF BYR CYP DEM EEK ESP FIM FRF GRD HRK IEP ITL LTL LUF LVL MRO MTL NLG PTE SIT SKK STD VEF ZMK'
  ).split(' '),
);

/**
 * Upper-case codes that are also words next to numbers ("ALL 3 for $20", "TOP 10"): read as
 * currencies only in structured data (priceCurrency), never in page text.
 */
const WORD_CODES = new Set(['ALL', 'TOP', 'CUP', 'SOS', 'BOB', 'PEN', 'MOP', 'BAM', 'MAD', 'NAD', 'GEL', 'CVE', 'AOA', 'ANG', 'STD']);

/** Major currencies also written in lower case in page text ("49 pln", "usd 20"). */
const LOWER_CASE_CODES = (
  'usd eur gbp chf pln czk huf ron bgn rub uah inr jpy cny aud cad nzd sgd hkd brl mxn zar ils aed sar qar kwd nok dkk'
).split(' ');

// Currencies with three minor digits: "1.250 KWD" is one and a quarter dinars, not 1250.
export const THREE_DECIMAL_CURRENCIES = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

/**
 * Signs and words, as pages write them, → ISO code. Matched exactly as listed: "R" is the rand but
 * "r" is nothing, "UM" the ouguiya but "um" a Portuguese word. Where one sign stands for several
 * currencies, the code given is the most common and AMBIGUOUS lists the others.
 */
const SIGNS: Record<string, string> = {
  // Dollars and pesos
  $: 'USD', US$: 'USD', U$S: 'USD', U$: 'USD', 'U.S.$': 'USD', C$: 'CAD', CA$: 'CAD', CAN$: 'CAD', A$: 'AUD', AU$: 'AUD',
  NZ$: 'NZD', HK$: 'HKD', S$: 'SGD', SG$: 'SGD', MX$: 'MXN', R$: 'BRL', NT$: 'TWD', TT$: 'TTD', J$: 'JMD',
  MOP$: 'MOP', RD$: 'DOP', $U: 'UYU', UY$: 'UYU', AR$: 'ARS', CLP$: 'CLP', COL$: 'COP', Col$: 'COP', BZ$: 'BZD',
  EC$: 'XCD', FJ$: 'FJD', G$: 'GYD', Bds$: 'BBD', BD$: 'BMD', WS$: 'WST', SI$: 'SBD', N$: 'NAD', L$: 'LRD', Z$: 'ZWL',
  // Europe
  '€': 'EUR', '£': 'GBP', '₤': 'GBP', 'zł': 'PLN', 'Kč': 'CZK', Ft: 'HUF', lei: 'RON', Lei: 'RON', LEI: 'RON',
  leu: 'MDL', kr: 'SEK', 'kr.': 'DKK', Kr: 'SEK', KR: 'SEK', ':-': 'SEK', 'Fr.': 'CHF', 'fr.': 'CHF', SFr: 'CHF', 'SFr.': 'CHF',
  '₣': 'CHF', kn: 'HRK', KM: 'BAM', 'лв': 'BGN', 'лв.': 'BGN', 'ден': 'MKD', 'ден.': 'MKD', 'дин': 'RSD', 'дин.': 'RSD',
  din: 'RSD', 'din.': 'RSD', '₽': 'RUB', 'Р': 'RUB', 'р.': 'RUB', 'руб': 'RUB', 'руб.': 'RUB', 'рублей': 'RUB',
  'рубля': 'RUB', 'рубль': 'RUB', 'Руб': 'RUB', 'Руб.': 'RUB', 'РУБ': 'RUB', 'РУБ.': 'RUB', '₴': 'UAH', 'грн': 'UAH',
  'грн.': 'UAH', 'ГРН': 'UAH', Br: 'BYN', 'бел. руб.': 'BYN', '₺': 'TRY', TL: 'TRY', YTL: 'TRY', '₾': 'GEL',
  '֏': 'AMD', 'դր.': 'AMD', '₼': 'AZN', 'ман.': 'AZN', '₸': 'KZT', 'тг': 'KZT', 'сом': 'KGS',
  // Words
  euro: 'EUR', euros: 'EUR', Euro: 'EUR', Euros: 'EUR', EURO: 'EUR', dollar: 'USD', dollars: 'USD', Dollar: 'USD',
  Dollars: 'USD', dólares: 'USD', pounds: 'GBP', yen: 'JPY', yuan: 'CNY', rupees: 'INR', Rupees: 'INR',
  złotych: 'PLN', zl: 'PLN', 'zł.': 'PLN', Kc: 'CZK', korun: 'CZK', forint: 'HUF',
  // Asia
  '¥': 'JPY', '￥': 'JPY', '円': 'JPY', '元': 'CNY', '人民币': 'CNY', RMB: 'CNY', '₩': 'KRW', '원': 'KRW',
  '₹': 'INR', Rs: 'INR', 'Rs.': 'INR', RS: 'INR', 'RS.': 'INR', rs: 'INR', 'rs.': 'INR', '₨': 'INR', 'र': 'INR', 'रु': 'NPR', 'रू': 'NPR',
  'রু': 'LKR', 'රු': 'LKR', '৳': 'BDT', Tk: 'BDT', '₱': 'PHP', '₫': 'VND', 'đ': 'VND', '฿': 'THB', 'บาท': 'THB',
  Rp: 'IDR', RP: 'IDR', RM: 'MYR', '₭': 'LAK', '៛': 'KHR', '₮': 'MNT', Ks: 'MMK', 'Nu.': 'BTN', '؋': 'AFN',
  // Middle East and Africa
  '₪': 'ILS', 'ש"ח': 'ILS', 'د.إ': 'AED', 'درهم': 'AED', Dhs: 'AED', 'ر.س': 'SAR', 'ريال': 'SAR', 'ر.ق': 'QAR', QR: 'QAR',
  'د.ك': 'KWD', KD: 'KWD', 'د.ب': 'BHD', BD: 'BHD', 'ر.ع.': 'OMR', 'د.أ': 'JOD', JD: 'JOD', 'ل.ل': 'LBP', 'د.م.': 'MAD',
  'د.ج': 'DZD', 'د.ت': 'TND', 'دينار': 'KWD', 'ع.د': 'IQD', 'جنيه': 'EGP', 'ج.م': 'EGP', 'E£': 'EGP', 'ریال': 'IRR',
  '﷼': 'IRR', 'تومان': 'IRR', 'تومن': 'IRR', '₦': 'NGN', R: 'ZAR', '₵': 'GHS', 'GH₵': 'GHS', KSh: 'KES', Ksh: 'KES',
  USh: 'UGX', TSh: 'TZS', FCFA: 'XAF', CFA: 'XOF', FBu: 'BIF', Fdj: 'DJF', Nfk: 'ERN', FG: 'GNF', UM: 'MRU',
  ZK: 'ZMW', MK: 'MWK', Le: 'SLE',
  // Americas and Oceania
  'S/': 'PEN', 'S/.': 'PEN', 'B/.': 'PAB', Bs: 'BOB', 'Bs.': 'BOB', 'Bs.S': 'VES', '₡': 'CRC', '₲': 'PYG', VT: 'VUV',
};

/** Signs that stand for several currencies; a page's own currency settles which one is meant. */
const AMBIGUOUS: Record<string, readonly string[]> = {
  USD: ['USD', 'CAD', 'AUD', 'NZD', 'HKD', 'SGD', 'MXN', 'TWD', 'ARS', 'CLP', 'COP', 'UYU', 'BBD', 'BMD', 'BND', 'BSD', 'BZD', 'FJD', 'GYD', 'JMD', 'KYD', 'LRD', 'NAD', 'SBD', 'SRD', 'TTD', 'XCD', 'DOP', 'CUP'],
  SEK: ['SEK', 'NOK', 'DKK', 'ISK'],
  DKK: ['DKK', 'NOK', 'SEK', 'ISK'],
  JPY: ['JPY', 'CNY'],
  // 元 (yuan) is written for the New Taiwan, Hong Kong and Macau dollars as well as the renminbi.
  CNY: ['CNY', 'TWD', 'HKD', 'MOP'],
  INR: ['INR', 'PKR', 'LKR', 'NPR', 'MUR', 'SCR'],
  GBP: ['GBP', 'FKP', 'GIP', 'SHP', 'EGP'],
  SAR: ['SAR', 'OMR', 'QAR', 'YER', 'IRR'],
  IRR: ['IRR', 'SAR', 'OMR', 'QAR', 'YER'],
  KWD: ['KWD', 'BHD', 'IQD', 'JOD', 'LYD', 'TND', 'DZD', 'RSD', 'MKD'],
  RON: ['RON', 'MDL'],
  BYN: ['BYN', 'ETB'],
  BGN: ['BGN', 'KGS', 'KZT', 'UZS'],
  CAD: ['CAD', 'NIO'],
  PHP: ['PHP', 'CUP'],
  CHF: ['CHF', 'XOF', 'XAF', 'XPF', 'BIF', 'CDF', 'DJF', 'GNF', 'KMF', 'RWF'],
  XAF: ['XAF', 'XOF'],
  BOB: ['BOB', 'VES'],
};

// Lookups by the written form; upper-cased keys serve structured values ("eur", "Usd").
const SIGN_BY_UPPER = new Map(Object.entries(SIGNS).map(([sign, code]) => [sign.toUpperCase(), code]));

/**
 * Every sign, word or code that may stand next to a price in text, longest first so a regex
 * alternation prefers "C$" to "$". ISO codes only in upper case (and a few major ones in lower
 * case), so that the words "try", "top" or "all" are never read as currencies.
 */
export const CURRENCY_MARKERS: readonly string[] = [
  ...new Set([
    ...Object.keys(SIGNS),
    ...[...ISO_CODES].filter((code) => !WORD_CODES.has(code)),
    ...LOWER_CASE_CODES,
    ...LOWER_CASE_CODES.map((code) => code.charAt(0).toUpperCase() + code.slice(1)),
  ]),
].sort((a, b) => b.length - a.length);

// Markers of one or two Latin letters that are also words, units or abbreviations in running
// text ("R 881" a train, "Le 5" a date, "KM 12" a distance): read beside a price in a price
// block, not in prose. The rest ("kr", "Ft", "TL", "Rs") are written only for money.
const PROSE_WORD_MARKERS = new Set(['R', 'Le', 'UM', 'KM', 'BD', 'Br', 'Bs', 'FG', 'MK', 'ZK', 'VT', 'Ks', 'QR', 'JD', 'KD', 'Tk', 'zl', 'Kc', 'RP', 'RS', 'rs', 'RM', 'Rp', 'S/', 'Nu.', 'din', 'leu']);

/** The markers that mean money wherever they stand beside a number in page text, longest first. */
export const PROSE_CURRENCY_MARKERS: readonly string[] = CURRENCY_MARKERS.filter((marker) => !PROSE_WORD_MARKERS.has(marker));

/**
 * Maps a currency sign, word or code ("$", "C$", "€", "kr", "usd", "руб.") to its ISO 4217 code.
 * Ambiguous signs resolve to the most common currency: "$" → USD, "¥" → JPY, "kr" → SEK.
 */
export function normaliseCurrency(symbolOrCode: string): string | null {
  const written = symbolOrCode.trim();
  if (written === '') return null;
  const key = written.toUpperCase();
  if (ISO_CODES.has(key)) return key;
  return SIGNS[written] ?? SIGN_BY_UPPER.get(key) ?? SIGN_BY_UPPER.get(key.replace(/\s+/g, '')) ?? null;
}

/**
 * Like normaliseCurrency, but lets a known page currency settle an ambiguous sign:
 * "$" on a page whose structured data says CAD is CAD, "kr" on a Norwegian page is NOK.
 */
export function resolveCurrency(symbolOrCode: string, pageCurrency?: string | null): string | null {
  const code = normaliseCurrency(symbolOrCode);
  if (code === null || !pageCurrency || isWrittenCode(symbolOrCode)) return code;
  return AMBIGUOUS[code]?.includes(pageCurrency) ? pageCurrency : code;
}

/** True when the marker is an ISO code as written ("AUD"), the most specific way to name a currency. */
export function isWrittenCode(marker: string): boolean {
  const written = marker.trim();
  return written.length === 3 && ISO_CODES.has(written.toUpperCase());
}

/** True when the marker stands for one currency only ("€", "AUD", "C$"), not for several ("$", "kr"). */
export function isSpecificMarker(marker: string): boolean {
  const code = normaliseCurrency(marker);
  return code !== null && (isWrittenCode(marker) || AMBIGUOUS[code] === undefined);
}

const MARKER_ALTERNATION = CURRENCY_MARKERS.map((m) => m.replace(/[.$*+?^()[\]{}|\\/]/g, '\\$&')).join('|');
// A marker is a whole word: no letter or digit glued before it, and a marker ending in a letter
// has no letter after it ("EURO" is a word, "EUROPE" is not).
const STANDALONE_MARKER = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${MARKER_ALTERNATION})(?:(?<!\p{L})|(?!\p{L}))`, 'u');

/** The first currency sign, code or word standing in a piece of text, as an ISO 4217 code. */
export function findCurrency(text: string): string | null {
  const match = STANDALONE_MARKER.exec(text);
  return match === null ? null : normaliseCurrency(match[0]);
}

/** The marker alternation, for the price patterns of parse-price.ts. */
export function currencyMarkerPattern(): string {
  return MARKER_ALTERNATION;
}
