import { findPrices, parsePrice } from './parse-price.js';
import type { PriceCandidate } from './page-scan.js';
import { namesMemberPrice, namesMemberPriceAfter, namesProgrammePrice } from './member-prices.js';
import { namesPackPrice, saysPerMeasure } from './per-measure-prices.js';
import { namesRegularPrice } from './regular-prices.js';
import { REVIEW_COUNT } from './review-counts.js';
import { PriceRank } from './recognise-commerce-element.js';

export interface PickedPrice {
  amount: number;
  currency: string | null;
  source: 'platform' | 'heuristic';
  /** True when the price sits next to one of the user's own keywords. */
  keywordMatched: boolean;
  /** True when a word naming the current price ("Price", "Now", "Sale") stands before it. */
  labelled: boolean;
  /** True when the markup names it the chosen variant's own price (WooCommerce's woocommerce-variation-price). */
  chosenVariant: boolean;
}

export interface PickOptions {
  keywords: readonly string[];
  /** Currency stated by structured data, for bare numbers and ambiguous symbols. */
  pageCurrency: string | null;
  /** Visible-text offset of the purchase button, if the page has one. */
  cartOffset: number | null;
  /** The scan's price lines: what follows a price element on its line ("(4 offers)"). */
  lines?: readonly string[];
}

// Words that name the current price ("now", nl "voor" and pt/es "por" of "van X voor Y", "de X por Y"),
// and words that name some other amount next to it (a was-price, shipping, a subscription's price).
// In the languages of stock-wording.ts: "Pris", "Cena", "Preis", "Prix", "価格".
const CURRENT_LABEL = new RegExp(
  String.raw`(?:(?<!\p{L})(?:price|now|sale|our price|only|today|deal|you pay|offer|special|preis|jetzt|nur|prix|maintenant|precio|ahora|por|prezzo|prijs|nu|voor|preço|agora|cena|teraz|pris|nyt|hinta|fiyat|şimdi)(?!\p{L})|価格|税込|价格|價格|售价|가격|판매가)[^\d]{0,20}$`,
  'iu',
);
// An amount without VAT, written beside the price to pay in a shop that shows both ("Veroton hinta",
// "Cena bez DPH", "Prix HT", "£74.99 ex VAT", "219 € zzgl. MwSt."). Built from word classes so every
// language holds its grammatical forms: a word of exclusion before the tax's name ("excl.", "exc",
// "exclusief", "eks.", "zzgl. gesetzl.", "s/"), the name followed by its participle, which agrees with
// it in Romance languages ("IVA esclusa", "IVA excluido", "VAT excluded") or is negated ("IVA non
// inclusa", "IVA no incluido"), and "plus" the tax ("+ IVA", "più IVA") only for VAT by its own name:
// "plus tax" is the price to pay where prices are shown before sales tax.
const VAT_NAME = String.raw`vat|gst|btw|mwst\.?|ust\.?|moms|mva|tva|iva|dph|dds|alv`;
const TAX_NAME = String.raw`${VAT_NAME}|tax(?:es)?|taxe|impuestos|imposte|impostos`;
const EXCLUDING = String.raw`ex\.?|exc\.?|excl\.?|excluding|exclusive(?:\sof)?|exkl\.?|exklusive|eks\.?|ekskl\.?|eksklusive|exclusief|zzgl\.?|zuz[uü]glich|ohne|hors|sin|senza|sem|s/|escl\.?|esclus[aoie]|utan|uden|uten|bez|ilman`;
const PLUS = String.raw`plus|\+|m[aá]s|mais|pi[uù]|oltre`;
const EXCLUDED = String.raw`esclus[aoie]|escl\.|exclu[ií]d[oa]s?|excluded|exclusief|(?:non|no|n[aã]o)\s(?:inclus[aoie]|inclu[ií]d[oa]s?|compres[aoie])`;
// "zzgl. gesetzl. MwSt.", "zzgl. 19 % MwSt.": a word or a rate between the exclusion and the tax.
const TAX_QUALIFIER = String.raw`(?:gesetzl(?:\.|iche[rn]?)\s?|\d{1,2}(?:[.,]\d{1,2})?\s?%\s?)?`;
const TAX_EXCLUDED = String.raw`(?:${EXCLUDING})\s?${TAX_QUALIFIER}(?:${TAX_NAME})|(?:${PLUS})\s?${TAX_QUALIFIER}(?:${VAT_NAME})|(?:${TAX_NAME})\s(?:${EXCLUDED})|netto(?:preis)?|ht|h\.t\.?|htva|veroton(?:\shinta)?|alv\s0\s?%`;
// What the item costs new, beside a used or refurbished one's price ("Neupreis", "Prix du neuf").
const NEW_ITEM_PRICE = String.raw`neupreis|prix\s(?:du\s)?neuf|precio\s(?:de\s)?nuevo|prezzo\s(?:del\s)?nuovo|pre[cç]o\s(?:de\s)?novo|nieuwprijs|nypris|cena\snowego|new\sretail\sprice|price\snew`;
// A price per measure beside the item's price: named ("Grundpreis", "Jmf-pris", "kilopris"), written
// per a measure ("prijs per kg", "prezzo al kg", "cena za 1 kg") or as an equation ("1 l = 1,19 €").
// Per piece ("/ud.", "per stuk") is the item's own price and is not among them.
const MEASURE = String.raw`(?:kg|kilo|g|gr|l|lt|liter|litre|litro|ml|cl|m|m2|m²|lb|oz)`;
const PER_MEASURE = String.raw`(?:per|pro|je|por|par|au|al|za|le|el)\s(?:1\s?|100\s?)?${MEASURE}(?![\p{L}\d])`;
const UNIT_PRICE = String.raw`grundpreis|jmf[\s-]?pris|jfr[\s-]?pris|j[aä]mf[oö]r(?:else)?pris|kilo(?:pris|prijs|hinta)|liter(?:pris|prijs)|litrahinta|enhedspris|${PER_MEASURE}|\d\s?${MEASURE}\s?=`;
// Words that name an old or a recommended price: what the item cost before, or "instead of" the price
// shown ("statt", "au lieu de", "invece di", "i stället för", "zamiast", "en lugar de", "em vez de").
const OLD_PRICE_WORDS = String.raw`was|list|compare|rrp|msrp|before|originally|instead of|statt|anstatt|vorher|bisher|uvp|ehemals|avant|au lieu de|antes|en lugar de|en vez de|prima|invece di|anziché|voorheen|van|in plaats van|przed|zamiast|tidigare|i st[aä]llet f[oö]r|ordinarie|ord|normalpris|katalogowa|før|i stedet for|vejl|vejledende|veil|veiledende|adviesprijs|listino|conseillé|recommended(?: retail)?|recomendad[oa]|raccomandat[oa]|consigliat[oa]|empfohlene?r?|suositushinta|doporučená|ennen|původně|místo|em vez de|prix de r[ée]f[ée]rence|pvpr|p\.v\.p\.r\.?|p[uů]vodn[ií]|poprzedni[ao]?|anterior|urspr[uü]nglich(?:e[rn]?)?|oorspronkelijke?|original|f[oøö]rpris|eredeti|kor[aá]bbi|el[oő]z[oő]`;
// Japanese names a suggested or reference retail price (希望小売価格, 参考価格), written after the maker's name
// without a space ("メーカー希望小売価格"). "Usual price" (通常価格) is left out: themes label the price so.
const OLD_PRICE_JA = String.raw`希望小売価格|参考価格|参考上代`;
// Japanese names the amount before tax "the item's own price" (本体価格) or "tax excluded" (税抜, 税別),
// written without spaces around them.
const TAX_EXCLUDED_JA = String.raw`本体価格|税抜(?:価格|き)?|税別`;
// "Up to" in the shops' languages: a bound ("Tot 9 stuks", "bis 9 Stück", "hasta 9"), not the price.
const UP_TO = String.raw`up to|tot|bis|bis zu|jusqu['’]à|hasta|fino a|até|upp till|op til|opp til`;
// What an order must exceed for free delivery or a gift ("Spedizione gratuita sopra i 59 €", "zdarma nad
// 2 000 Kč", "Fri frakt över 499 kr"): the amount after it is a threshold, in the shops' languages.
const OVER = String.raw`over|above|sopra(?:\si)?|oltre(?:\si)?|über|dès|boven|más\sde|superiores?\sa|acima\sde|powyżej|över|yli|nad`;
// A saving beside the price, worded in the shop's language ("you save", "Sie sparen", "je bespaart",
// "économisez", "ahorras", "risparmi", "poupe", "oszczędzasz", "ušetříte", "säästät").
const SAVING = String.raw`save|saving|savings|spar(?:en|st|a|ar|er)?|ersparnis|bespaar(?:t|d)?|besparing|[ée]conomi(?:se[zr]?|e|ze)|ahorr(?:a|as|o|e|e[sn])|risparmi(?:a|o)?|poup(?:e|a|an[cç]a)|oszcz[eę]dzasz|oszcz[eę]dno[sś][cć]|oszcz[eę]d[zź]|u[sš]et[rř](?:[ií]te|ete|[ií])|[uú]spora|s[aä][aä]st[aä](?:t|[aä]t)?|s[aä][aä]st[oö]`;
// One instalment of a price paid over time: after a count of payments ("4 payments of", "Soit 4 x",
// "20 rat x", "3 rate da", "10x de", "3 plazos de", "3 rater á") or named monthly ("Monatliche Rate",
// "月々"); the amount after it is no price of the item.
const INSTALMENT = String.raw`\d+\s?[x×](?:\sde)?|\d+\s(?:interest[-\s]free\s|monthly\s)?(?:payments?|instal?l?ments?|raten?|rat|raty|plazos|cuotas|parcelas|presta[cç][oõ]es|mensualit[ée]s|rater|spl[aá]tek|termijnen)(?:\s(?:sans frais|sin intereses|senza interessi|rentefrie|bez odsetek|sem juros|zinsfrei|renteloos))?\s(?:of|de|da|di|von|van|po|p[aå]|af|x|[àáa]|z|om)|monatliche\sraten?|monthly(?:\spayment)?|mensualit[ée]|rata\smensile|cuota\smensual|spl[aá]tka`;
const INSTALMENT_JA = String.raw`月々|月額|毎月`;
// A subscription's price in scripts written without spaces (定期購入, 定期おトク便, 정기배송, 订阅): as "subscribe" is, another amount.
const SUBSCRIPTION_UNSPACED = String.raw`定期購入|定期便|定期おトク便|定期お届け便|정기배송|정기구독|订阅|訂閱`;
// A voucher, gift card, discount, bonus or trade-in credit offered with the item, an amount said to be
// "worth" something, or one said to be part of the price ("dont 0,50 € d'éco-participation"): none is
// the price ("Gutschein im Wert von 20 €", "Cupón de 5 €", "Presentkort värt 200 kr", "Bonus reprise 50 €").
// Read only within the amount's own text: a promotion ending "… a $30 gift card" often stands right
// before the price element.
const CREDIT = String.raw`coupon|cup[oó]n|cupom|voucher|gutschein|buono(?:\ssconto)?|bon\sd['’]achat|rabatt?|korting|sconto|descuento|desconto|remise|r[ée]duction|presentkort|gavekort|gift\s?card|carte\scadeau|tarjeta\sregalo|cart[aã]o\spresente|cadeaukaart|cadeaubon|geschenkkarte|d[aá]rkov[yý]\spoukaz|poukaz|bon\spodarunkowy|bonus|cashback|rembours[ée]s?|reprise|trade[-\s]?in|inruil(?:waarde)?|v[yý]kup|retoma|worth|im\swert\svon|v[aä]rt|v[aæ]rdi|ter\swaarde\svan|d['’]une\svaleur\sde|por\svalor\sde|del\svalore\sdi|o\swarto[sś]ci|v\shodnot[eě]|dont|davon|of\swhich|di\scui|waarvan|de\slos\scuales|z\stoho|w\stym|heraf|varav`;
const CREDIT_LABEL = new RegExp(String.raw`(?<!\p{L})(?:${CREDIT})(?!\p{L})[^\d]{0,12}$`, 'iu');
const OTHER_LABEL = new RegExp(
  String.raw`((?<!\p{L})(?:${OLD_PRICE_WORDS}|${SAVING}|shipping|delivery|${OVER}|spend|${UP_TO}|earn|deposit|versand|livraison|envío|spedizione|verzending|frete|dostawa|frakt|fragt|toimitus|doprava|kargo|sz[aá]ll[ií]t[aá]s|livrare|subscribe|subscription|abo|abonnement|abonnieren|suscripci[oó]n|assinatura|abbonamento|prenumeration|${TAX_EXCLUDED}|${NEW_ITEM_PRICE}|${UNIT_PRICE}|${INSTALMENT})(?!\p{L})|${TAX_EXCLUDED_JA}|${OLD_PRICE_JA}|${INSTALMENT_JA}|${SUBSCRIPTION_UNSPACED})[^\d]{0,12}$`,
  'iu',
);
const OLD_PRICE_LABEL = new RegExp(String.raw`(?:(?<!\p{L})(?:${OLD_PRICE_WORDS})(?!\p{L})|${OLD_PRICE_JA})[^\d]{0,12}$`, 'iu');
// An amount in brackets right after another amount glosses it: its price per unit, its value in
// another currency or without VAT ("18,99 € (0,24 € / unidad)", "£345.00 (approx. US $437.46)").
// The amount before the bracket is written with its currency: "6 × 0,33 l (€ 7,99)" prices a pack.
const GLOSS = /(?:\d\s?(?:\p{Sc}|[A-Z]{3}(?!\p{L})|kr|z[lł]|K[cč]|円|元|원)|(?:\p{Sc}|[A-Z]{3})\s?\d[\d.,]*)[^\d()]{0,30}\([^\d()]{0,20}$/u;
// The lowest price of the last N days, which EU shops must show beside a reduced price (Omnibus
// directive): a reference amount, like a was-price, in the languages of the stock table.
const LOWEST_OF_PERIOD = new RegExp(
  String.raw`(?<!\p{L})(?:lowest|niedrigste[rnms]?|tiefste[rnms]?|najni[zż]sz[aey]|l[aä]gsta|laveste|laagste|alhaisin|nejni[zž]š[ší]|plus bas|pi[uù] bass[oa]|m[aá]s baj[oa]|mais baix[oa]|en d[uü]s[uü]k|legalacsonyabb|cel mai mic)(?!\p{L}).{0,40}?\d+\s*\p{L}+[^\d]{0,24}$`,
  'iu',
);
/**
 * Whether the words before an amount name a price the item had before: an old or recommended price
 * ("statt CHF", "Was"), or the lowest of the last N days, which is a past price too (shops keep it in
 * their structured data when they reduce the price shown).
 */
export function namesOldPrice(glued: string): boolean {
  const before = unglued(glued);
  return OLD_PRICE_LABEL.test(before) || LOWEST_OF_PERIOD.test(before);
}
// Spans of flattened markup meet with no space between them ("379.990 FtLegalacsonyabb ár…", "129,00
// €Statt"): a small letter meeting a capital is a word break, so a label glued to the currency or
// the words before it is still read ("złNajniższa" too). Tested before any replace, on 80 characters.
const GLUED = /(\p{Ll})(\p{Lu})/u;
const GLUED_ALL = new RegExp(GLUED.source, 'gu');

function unglued(text: string): string {
  return GLUED.test(text) ? text.replace(GLUED_ALL, '$1 $2') : text;
}
// The lower bound of what a product costs across its options ("Starting at $1,199", "ab 9,90 €"):
// a price, but the configured or selected one beside it is meant.
const FROM_LABEL = new RegExp(
  String.raw`(?<!\p{L})(?:from|starting at|starts at|as low as|ab|à partir de|a partir de|desde|a partire da|vanaf|od|från|fra|alkaen)(?!\p{L})[^\d\p{L}]{0,4}$`,
  'iu',
);
const FROM_LABEL_SCORE = -1;
// A quantity tier's threshold ("ab 10 Stück", "from 25 units", "vanaf 50", "od 5 ks"): the amount after
// it is paid only from that quantity on, a lower bound like a from-price.
const QUANTITY_FROM = new RegExp(
  String.raw`(?<!\p{L})(?:from|ab|à partir de|a partir de|desde|a partire da|da|vanaf|od|från|fra|alkaen)\s?\d+\s?(?:\p{L}{1,8}\.?)?[^\d\p{L}]{0,6}$`,
  'iu',
);
// A count of other offers and the amount they start from ("Neu (4) ab", "Used (2) from", "3 offers
// from", "Andere verkopers (2) vanaf", "5 ofertas desde"): a summary of other sellers' offers, never the
// price of the offer on the page, even when the page's own offer is gone.
// Nouns of other sellers' offers, listings and their conditions, in the languages of the labels.
const OFFER_NOUNS = String.raw`offers?|angebote?|offres?|ofertas?|offerte|aanbiedingen|oferty|ofert|erbjudanden|tilbud|tarjous(?:ta)?|nab[ií]dek|nab[ií]dky|sellers?|verk[aä]ufer|vendeurs?|vendedores|venditori|verkopers|sprzedaj[aą]cych|s[aä]ljare|s[aæ]lgere|myyj[aä][aä]?|prodejc[uů]|nuevos|usados|nuovi|usati|new|used|出品|新品|中古品?`;
const OFFERS_FROM = new RegExp(
  String.raw`(?:\(\d+\)|(?<!\p{L})\d+\s(?:\p{L}+\s)?(?:${OFFER_NOUNS}))\s?(?:from|ab|à partir de|a partir de|desde|a partire da|da|vanaf|od|från|fra|alkaen)(?!\p{L})[^\d]{0,6}$`,
  'iu',
);
// After an amount, a count of offers in brackets: "$84.99 (5 new offers)", "￥6,480 (4点の新品/中古品)",
// "44,90 € (8 Angebote)": the lowest of others' offers, told by what follows it on its line.
const OFFERS_COUNT_AFTER = new RegExp(String.raw`^\s*\(\s*\d+\s*(?:点の?)?\s*(?:\p{L}+\s)?(?:${OFFER_NOUNS})`, 'iu');
// An auction's bid so far ("Current bid", "Aktuelles Gebot", "Huidig bod", "現在"): the price while
// nothing else is offered, but a fixed price to buy now beside it is what can be paid.
const BID_LABEL = new RegExp(
  String.raw`(?:(?<!\p{L})(?:(?:current|highest|starting|opening|winning)\sbid|bids?|(?:aktuelles\s|höchst)?gebot|startgebot|(?:huidig|hoogste)\s?bod|ench[eè]re(?:\sactuelle)?|puja(?:\sactual)?|offerta\s(?:attuale|corrente)|lance(?:\satual)?|(?:aktuellt|h[oö]gsta|nuv[aæ]rende|h[oø]jeste)\sbud|aktualna\soferta|aktu[aá]ln[ií]\snab[ií]dka|nejvy[sš][sš][ií]\sp[rř][ií]hoz)(?!\p{L})|現在(?:価格)?|入札)[^\d]{0,12}$`,
  'iu',
);
// The upper bound of a span written in two places ("From $329.00" … "To $689.00"): no price.
const UPPER_BOUND = /\d[^\d\p{L}]{0,6}(?<!\p{L})(?:to|bis|jusqu['’]à|hasta|fino a|tot|till|til|do)(?!\p{L})[^\d\p{L}]{0,4}$/iu;
const TAX_EXCLUDED_SUFFIX = new RegExp(String.raw`^\s*(?:(?:${TAX_EXCLUDED})(?!\p{L})|[(（]?\s*(?:${TAX_EXCLUDED_JA}))`, 'iu');
const TAX_EXCLUDED_LABEL = new RegExp(String.raw`(?:(?<!\p{L})(?:${TAX_EXCLUDED})(?!\p{L})|${TAX_EXCLUDED_JA})[^\d]{0,12}$`, 'iu');
/** Whether text right after an amount says it is without VAT ("249,00 € HT", "£74.99 ex VAT"). */
export function saysTaxExcluded(after: string): boolean {
  return TAX_EXCLUDED_SUFFIX.test(after);
}
/** Whether the words before or after an amount say it is without VAT ("税抜 ¥33,000", "Prix HT : 249 €", "£74.99 ex VAT"). */
export function namesTaxExcluded(before: string, after: string): boolean {
  return TAX_EXCLUDED_SUFFIX.test(after) || TAX_EXCLUDED_LABEL.test(before);
}
// A threshold written after its amount ("150 TL ve üzeri", "20 000 Ft felett", "$50 and over", "99 zł
// i więcej", "50 € et plus"): what an order must reach for free delivery or a gift, not a price.
const THRESHOLD_SUFFIX = /^\s*(?:and (?:over|above|up)|or more|ve (?:üzeri|üstü)|üzeri|f[eö]l[eö]tt[i]?|i wi[eę]cej|lub wi[eę]cej|a v[ií]ce|und mehr|et plus|o m[aá]s|y m[aá]s|e oltre|o pi[uù]|of meer|en meer|ou mais|och mer|eller mer|eller mere|og over|sau mai mult|ke atas)(?!\p{L})/iu;
// "Per" a pack ("€ 42,07 per pak", "$37.23 per case") is the price of what is sold, as "per stuk" is.
const OTHER_SUFFIX = /^\s*(?:off\b|(?:million|billion|trillion|bn|mn|m|k)\b|\/\s*(?:mo|month|unit|item|ea)\b|\/\s*(?:\d{1,4}\s?)?(?:kg|lb|g|l|ml|cl|oz)\b|per\b(?!\s(?:pak|pack|package|packet|case|box|carton|doos|karton|stuk|piece|roll|rol|set|paket|packung|rolle)\b)|a month|each\b|shipping|delivery)/i;
// An amount paid each month, said after it in the shop's language ("129 kr/mån", "12,50 € mtl.",
// "31,21 € per maand", "1 083 Kč měsíčně").
const MONTHLY_SUFFIX = /^\s*(?:\/\s*(?:m[aå]n|mnd|md|mes|mese|mois|monat|mies|m[eě]s|kk|月)(?!\p{L})|(?:mtl|monatl(?:ich)?|per maand|par mois|pro monat|al mes|al mese|m[eě]s[ií][cč]n[eě]|miesi[eę]cznie|i m[aå]neden|om m[aå]neden|per m[aå]nad|kuukaudessa)(?!\p{L}))/iu;
// Keywords that every price context would match; they cannot steer anything.
const GENERIC_WORDS = new Set(['price', 'prices', 'cost', 'costs', 'the', 'a', 'an', 'of', 'for', 'current', 'product', 'item']);
const RANK_WEIGHT = 4;
const CURRENT_LABEL_SCORE = 2;
const OTHER_LABEL_SCORE = -4;
const KEYWORD_WEIGHT = 20;

/**
 * Chooses the current price among markup and visible-text candidates. Shop markup outranks plain
 * text; labels ("Now", "Sale") raise a price, "Was", "Save", "shipping", "/month" lower it; a user's
 * keyword near the price outweighs everything else. Earlier candidates win ties.
 */
export function pickPrice(candidates: readonly PriceCandidate[], options: PickOptions): PickedPrice | null {
  const keywordSets = toKeywordSets(options.keywords);
  let packed: boolean | undefined;
  const packPriced = (): boolean => (packed ??= candidates.some((candidate) => namesPackPrice(candidate.text)));
  let best: (PickedPrice & { score: number }) | null = null;
  for (const candidate of candidates) {
    const scored = scoreCandidate(candidate, options.pageCurrency, packPriced, options.lines);
    if (scored === null) continue;
    const keywordMatched = matchesKeyword(`${candidate.before} ${candidate.text} ${candidate.hints}`, keywordSets);
    // An amount of the text named as another one (was, shipping, monthly, member) is no price of the
    // product, unless the user's words ask for it; with no other, the page names none.
    if (candidate.source === 'heuristic' && scored.labelScore < 0 && !keywordMatched) continue;
    let score = candidate.rank * RANK_WEIGHT + scored.labelScore + (keywordMatched ? KEYWORD_WEIGHT : 0);
    if (options.cartOffset !== null && Math.abs(options.cartOffset - candidate.offset) < 400) score += 1;
    // A sticky bar repeats the buy box for a visitor scrolled past it, often with the last plan or
    // bundle chosen and before the buy box in the markup: the buy box's own element wins a tie.
    if (candidate.hints.includes('sticky')) score -= 1;
    if (best === null || score > best.score) {
      const labelled = scored.labelScore >= CURRENT_LABEL_SCORE;
      const chosenVariant = candidate.rank === PriceRank.SelectedVariant;
      best = { amount: scored.amount, currency: scored.currency, source: candidate.source, keywordMatched, labelled, chosenVariant, score };
    }
  }
  return best === null
    ? null
    : { amount: best.amount, currency: best.currency, source: best.source, keywordMatched: best.keywordMatched, labelled: best.labelled, chosenVariant: best.chosenVariant };
}

function scoreCandidate(
  candidate: PriceCandidate,
  pageCurrency: string | null,
  packPriced: () => boolean,
  lines?: readonly string[],
): { amount: number; currency: string | null; labelScore: number } | null {
  if (candidate.amount !== null) {
    const currency = parsePrice(candidate.text, pageCurrency)?.currency ?? pageCurrency;
    return candidate.amount > 0 ? { amount: candidate.amount, currency, labelScore: scoreLabel(candidate.before, '', lines) } : null;
  }
  const prices = findPrices(candidate.text, pageCurrency);
  // A bare number beside a price written with its currency is a count, a size or a period ("30 days").
  const requireMarker = candidate.source === 'heuristic' || prices.some((price) => price.marked && price.amount > 0);
  let best: { amount: number; currency: string | null; labelScore: number } | null = null;
  for (const price of prices) {
    if ((requireMarker && !price.marked) || price.amount <= 0) continue;
    // "4" and "21 Bewertungen" in a price-classed block are a score and a count of reviews.
    if (!price.marked && REVIEW_COUNT.test(candidate.text)) continue;
    const before = `${candidate.before} ${candidate.text.slice(0, price.index)}`.slice(-80);
    const after = textAfter(candidate, price.end, lines);
    if (OFFERS_FROM.test(before) || OFFERS_COUNT_AFTER.test(after)) continue;
    const own = candidate.text.slice(0, price.index);
    // An amount's element may end before the measure it is per ("<span>€ 18,95</span><span>/m²</span>"): its line says so.
    const perMeasure = saysPerMeasure(after) && packPriced();
    const labelScore = (CREDIT_LABEL.test(own) || perMeasure ? OTHER_LABEL_SCORE : scoreLabel(before, candidate.text.slice(price.end, price.end + 20), lines)) + (price.marked ? 1 : 0);
    if (best === null || labelScore > best.labelScore) best = { amount: price.amount, currency: price.currency, labelScore };
  }
  return best;
}

/** The text after an amount: in its element, else on its line past the element (a markup price's "(4 offers)"). */
function textAfter(candidate: PriceCandidate, end: number, lines?: readonly string[]): string {
  const own = candidate.text.slice(end);
  if (own.trim() !== '' || lines === undefined) return own;
  const line = lines[candidate.line] ?? '';
  const at = line.indexOf(candidate.text);
  return at === -1 ? own : line.slice(at + candidate.text.length, at + candidate.text.length + 40);
}

function scoreLabel(glued: string, after: string, lines?: readonly string[]): number {
  const before = unglued(glued);
  const other = OTHER_LABEL.exec(before);
  if ((other !== null && !relabelled(before.slice(other.index + other[1]!.length))) || OTHER_SUFFIX.test(after) || THRESHOLD_SUFFIX.test(after) || namesMemberPriceAfter(after) || MONTHLY_SUFFIX.test(after) || TAX_EXCLUDED_SUFFIX.test(after) || LOWEST_OF_PERIOD.test(before) || UPPER_BOUND.test(before) || namesMemberPrice(before) || (lines !== undefined && namesProgrammePrice(glued, lines)) || GLOSS.test(before)) return OTHER_LABEL_SCORE;
  if (FROM_LABEL.test(before) || BID_LABEL.test(before) || fromQuantity(before) || namesRegularPrice(before)) return FROM_LABEL_SCORE;
  return CURRENT_LABEL.test(before) ? CURRENT_LABEL_SCORE : 0;
}

/**
 * Whether the words before an amount end in a quantity tier's threshold. A number written with a
 * currency is an amount, no quantity: a from-price ("Från 395 kr", "od 1 290 Kč") standing before the
 * range it opens leaves the range's low end the price.
 */
function fromQuantity(before: string): boolean {
  const tier = QUANTITY_FROM.exec(before);
  return tier !== null && !findPrices(tier[0]).some((p) => p.marked);
}

// What parts two labels: an old price's amount, left out of the text, leaves its label glued to the
// next one ("RRP: Our price", "参考価格：販売価格").
const LABEL_SEPARATOR = /[:：|·•]/u;

/** Whether, past a separator, the words after another amount's label name the current price: they are this amount's. */
function relabelled(rest: string): boolean {
  const at = rest.search(LABEL_SEPARATOR);
  if (at === -1) return false;
  const tail = rest.slice(at + 1);
  return CURRENT_LABEL.test(tail) && !OTHER_LABEL.test(tail);
}

function toKeywordSets(keywords: readonly string[]): string[][] {
  return keywords
    .map((keyword) => normaliseWords(keyword).split(' ').filter((w) => w !== '' && !GENERIC_WORDS.has(w)))
    .filter((words) => words.length > 0);
}

function matchesKeyword(context: string, keywordSets: readonly string[][]): boolean {
  if (keywordSets.length === 0) return false;
  const words = new Set(normaliseWords(context).split(' '));
  return keywordSets.some((set) => set.every((word) => words.has(word)));
}

function normaliseWords(text: string): string {
  return text.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}
