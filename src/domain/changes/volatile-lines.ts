import { DELIVERY_WORDS } from '../extraction/notice-dates.js';
import type { ChangedSpan } from './changed-span.js';
import { statesWorkingDays } from './working-days.js';

/**
 * Lines whose change is no decision of the page: an amount the page works out from a rate that
 * moves daily (an instalment beside its APR, "Estimated monthly payment £295", "ca. € 142"), a
 * number read off the day or the moment (the weather, today's spot price, the next free slot, a
 * quote beside its move, a delivery estimate), and
 * the lines the extraction found in a block pages rotate (a hero headline, Observation.rotating).
 * A change confined to such lines is judged by its size: its share of a small page's words says
 * nothing. Readings and the rates beside them move no decision, so their money, rates and dates do not count.
 */

// Words that mark an amount as worked out, not stated: "approx.", "ca.", "estimated", "geschat".
const ESTIMATE = /(?<![\p{L}])(?:approx(?:imately|\.)|ca\.|circa|estimated?|geschatte?|geschätzte?[nrs]?|ungefähr|etwa|environ|estimée?s?|estimad[oa]s?|aprox(?:imadamente|imad[oa]s?|\.)|stimat[oaie]|indicati(?:ve|ef|vo|va)|około|szacowan\p{L}*|cirka|uppskatta(?:d|t)|anslået|omtrent|estimert|noin|arvioitu|arvio|cca\.?|přibližně|odhadovan\p{L}*|yaklaşık|tahmini|körülbelül|kb\.|becsült|aproximativ|estimat[ăe]?|περίπου|εκτιμώμεν\p{L}*)(?![\p{L}])|[~≈]\s?\p{N}/iu;
// An amount per month, as an instalment is written: "29,87 €/mes", "per maand", "monthly", "Monatsrate".
const PER_MONTH = /\/\s?(?:mo|mth|month|mes|mois|monat|maand|mese|mês|mies\.?|mån|md|mdr|kk|měs|ay|hó|lună|μήνα)(?![\p{L}])|(?<![\p{L}])(?:(?:per|a|al|por|par|pro|im)\s(?:month|mes|mois|monat|maand|mese|mês)|monthly|mensual\p{L}*|mensuel\p{L}*|mensualit\p{L}*|monatlich\p{L}*|monatsrate\p{L}*|maandbedrag\p{L}*|maandelijks\p{L}*|mensil\p{L}*|mensa(?:l|is)|rata mensile|miesięczn\p{L}*|rata|per månad|i månaden|om måneden|pr\.? md\.?|kuukaudessa|kuukausierä|měsíčn\p{L}*|splátka|aylık|taksit|havonta|havi|lunar[ăe]?|rată|μηνιαί\p{L}*|δόση)(?![\p{L}])/iu;
// The rate of a loan beside its instalment: "TAE 9,90%", "6.9% APR", "4,99 % effektiver Jahreszins".
// Fee, tax and VAT percentages are not: "€ 7,49 per maand incl. 21% btw" is a stated price.
const CREDIT_WORDS = String.raw`apr|aprc|tae|taeg|tan|tin|interest|zins\p{L}*|sollzins|jahreszins|effektiv\p{L}*|intérêts?|interés|interessi|rente|juros|rrso|oprocentowanie|ränta|åop|korko|todellinen vuosikorko|rpsn|úrok|faiz|thm|kamat|dae|dobândă|σεπεε|επιτόκιο`;
const CREDIT_RATE = new RegExp(
  String.raw`(?<![\p{L}])(?:${CREDIT_WORDS})(?![\p{L}])[^\n%]{0,16}?\d+(?:[.,]\d+)?\s?%|\d+(?:[.,]\d+)?\s?%\s?(?:${CREDIT_WORDS})(?![\p{L}])`,
  'iu',
);
const MONEY_SIGN = /[$€£¥₹₩₽₺₪₱]|(?<![\p{L}])(?:usd|eur|gbp|chf|kr|zł|kč|ft|lei|tl|czk|huf|ron|try|pln|sek|nok|dkk)(?![\p{L}])/iu;

/** A line stating an amount worked out from a rate: an estimate, or an instalment beside its rate. */
export function isDerivedAmountLine(line: string): boolean {
  if (!MONEY_SIGN.test(line)) return false;
  if (ESTIMATE.test(line)) return true;
  return PER_MONTH.test(line) && CREDIT_RATE.test(line);
}

// A number the page reads off the day ("Bologna oggi: 9°C", "Stroomprijs vandaag: € 0,23 per kWh",
// "Today's diesel price 1.679 €/l"): the weather, a spot price, a count of the day. Its words are
// the day's, so a change is a new day, not a decision.
// In every language of our tables: "Kurs dnes", "Bugünkü kur", "Curs BNR azi", "本日のレート".
const OF_THE_DAY = /(?<![\p{L}])(?:today'?s?|tonight|heute|heutige[nrs]?|aujourd'hui|du jour|hoy|oggi|odiern[oa]|vandaag|hoje|dziś|dzisiaj|idag|i dag|tänään|päivän|dnes|dnešní|bugün(?:kü)?|azi|astăzi|σήμερα|сегодня)(?![\p{L}])|今日|本日|今天|오늘/iu;
// The next free slot of a booking or delivery ("Next delivery slot: …", "Nächster freier Termin: …",
// "Prochain créneau disponible : …"): it moves with every booking others make.
const NEXT_FREE = /(?<![\p{L}])(?:next|nächste[rs]?|prochaine?|próxim[oa]|prossim[oa]|(?:eerst)?volgende|najbliższ[ya]|następn[ya]|nästa|næste|neste|seuraava|nejbližší|příští|sonraki|en yakın|következő|legközelebbi|următor(?:ul|ea)|επόμεν[οη])\s(?:[\p{L}]+\s)?(?:available|free|freie[rs]?|disponible|disponibile|libre|beschikbare?|vrije?|livre|slot|créneau|zeitfenster|franja|fascia|tijdslot|woln[ya]|dostępn[ya]|lediga?|ledige?|vapaa|volný|volné|müsait|boş|szabad|disponibil|liber|διαθέσιμ[οη])(?![\p{L}])/iu;

// A wait of the moment in minutes, as a queue or an office shows it live ("Wartezeit: ca. 20 Min.",
// "Tiempo de espera: 12 minutos", "待ち時間 約30分"): it moves with who came in. A wait in days or
// weeks (a permit's "Wartezeit: 6 Wochen") is a service's stated time and is kept.
const WAIT_WORD = /(?<![\p{L}])(?:wait(?:ing)? time|queue time|wartezeit|temps d['’]attente|tiempo de espera|tempo de espera|tempo di attesa|attesa stimata|wachttijd|czas oczekiwania|väntetid|ventetid|ventetiden|odotusaika|čekací doba|doba čekání|bekleme süresi|várakozási idő|timp de așteptare|χρόνος αναμονής)(?![\p{L}])|待ち時間/iu;
const WAIT_MINUTES = /\d\s?(?:min(?:s|\.|utes?|uten|uti|utos|utter|uter|ut|uty)?|分)(?![\p{L}])/iu;

function isLiveWait(line: string): boolean {
  return WAIT_MINUTES.test(line) && WAIT_WORD.test(line);
}

// A quote beside its move, signed by an arrow or written to the tenth ("184.20p ▲ 0.42%",
// "Brent 82,14 $ −1,3 %"), or its move in points alone in brackets ("11,42 € (+0,12)", "DAX
// 19.322 (−84,20)"): a market reading of the moment. Sale badges ("−20%") are whole percents; a
// charge in brackets names what it is ("(+0,50 € Pfand)").
const QUOTE_MOVE = /[▲▼△▽↑↓]\s?\d+(?:[.,]\d+)?\s?%|(?<![\p{L}\p{N}])[+\-−]\d+[.,]\d+\s?%|\(\s?[+\-−]\s?\d+[.,]\d+\s?\)/u;

// The weather as a widget states it: a short line whose only number is one temperature, not a
// span and not inside a sentence ("Tilburg nu: 7 °C, bewolkt", "Paris 12°C · nuageux"). A
// product's washing or operating temperature stands in a sentence or a span and is kept.
const WEATHER = /^[^\p{N}.]*-?\d+(?:[.,]\d)?\s?°\s?[CF](?![\p{L}])[^\p{N}.]*$/u;
const WEATHER_MAX_CHARS = 60;

// A delivery estimate: the day a parcel would arrive if ordered now ("Entrega prevista: sexta-feira,
// 11 de dezembro", "Leverans: tors 10 dec – fre 11 dec", "Consegna stimata: venerdì 11 dicembre"). It
// rolls forward with the clock and the order cut-off; it names a day, not only a clock. A promise of speed ("Lieferzeit: 2–3
// Werktage", "ships in 24 h") states a duration and is the shop's; a charge states money and is a fact.
const DELIVERY = new RegExp(String.raw`(?<![\p{L}])(?:${DELIVERY_WORDS})(?![\p{L}])`, 'iu');
const DURATION = /\d+(?:\s?[–-]\s?\d+)?\s?(?:h|hrs?|hours?|std\.?|stunden|heures|horas|ore|uur|godz\p{L}*|timmar|timer|tuntia|hodin\p{L}*|saat|óra|days?|tage?n?|werktage?n?|jours?|días|dias|giorni|dagen|werkdagen|dni|dagar|dage|dager|päivää|arkipäivää|dní|dnů|gün|nap|zile|weeks?|wochen|semaines|semanas|settimane|weken|tygodni|veckor|uger|uker|viikkoa|týdnů)(?![\p{L}])/iu;

// A reading is a widget's line; a longer line is prose that merely says "today".
const READING_MAX_CHARS = 120;

// A clock alone is a timetable's ("Arrives 14:35"), not a day a parcel comes; a day and month
// ("Mo., 14.12.") is followed by its stop.
const CLOCK_TIME = /\d{1,2}[:.h]\d{2}(?![.\d])/g;

function isDeliveryEstimate(line: string): boolean {
  return DELIVERY.test(line) && !MONEY_SIGN.test(line) && !DURATION.test(line) && !statesWorkingDays(line) && /\d/.test(line.replace(CLOCK_TIME, ''));
}

// An exchange rate: a pair of currencies ("GBP/USD 1.2734", "1 EUR = 4,9768 RON", "EUR 4,2213 zł")
// and a rate written to four places, as banks and papers print it each day. A price names one
// currency; a tariff written to four places ("0,3115 lei/kWh") names one currency and a unit.
const CURRENCY_CODE = /(?<![\p{L}])(?:USD|EUR|GBP|CHF|JPY|CNY|CAD|AUD|PLN|CZK|HUF|RON|SEK|NOK|DKK|TRY|BGN)(?![\p{L}])/gu;
const FOUR_PLACES = /\d[.,]\d{4}(?!\d)/;

function isExchangeRate(line: string): boolean {
  if (line.length > READING_MAX_CHARS || !FOUR_PLACES.test(line)) return false;
  const codes = line.match(CURRENCY_CODE)?.length ?? 0;
  return codes >= 2 || (codes === 1 && MONEY_SIGN.test(line.replace(CURRENCY_CODE, '')));
}

// A bare quote, a name and one figure ("Brent $73.18", "DAX 19.322,40", "Gold 2.041 $"): alone it
// could be a charge ("Shipping £4.99", beside an exchange rate too), so it is a reading only in a
// strip of quotes: a run of such lines holding at least two quotes with their move or exchange
// rates (a markets bar over a news story).
const BARE_QUOTE = /^\p{L}[\p{L}\p{N}&./' -]{0,24}\s[$€£¥]?\s?\d[\d.,']*\s?[$€£¥]?$/u;
const STRIP_MIN_QUOTES = 2;

function isMarketQuote(line: string): boolean {
  return line.length <= READING_MAX_CHARS && (QUOTE_MOVE.test(line) || isExchangeRate(line));
}

/** The lines of market strips among `lines` (in page order). */
function marketStrip(lines: readonly string[]): Set<string> {
  const strip = new Set<string>();
  let run: string[] = [];
  let quotes = 0;
  const close = () => {
    if (quotes >= STRIP_MIN_QUOTES) for (const line of run) strip.add(line);
    run = [];
    quotes = 0;
  };
  for (const line of lines) {
    const quote = isMarketQuote(line);
    if (!quote && !BARE_QUOTE.test(line)) close();
    else {
      run.push(line);
      if (quote) quotes++;
    }
  }
  close();
  return strip;
}

/** A short line reading a number off the moment: the weather, the day's spot price, the next free slot, a live wait, a quote, an exchange rate, a delivery estimate. */
export function isReadingLine(line: string): boolean {
  if (line.length <= WEATHER_MAX_CHARS && WEATHER.test(line)) return true;
  return line.length <= READING_MAX_CHARS && /\p{N}/u.test(line) && (OF_THE_DAY.test(line) || NEXT_FREE.test(line) || isLiveWait(line) || QUOTE_MOVE.test(line) || isExchangeRate(line) || isDeliveryEstimate(line));
}

// A promo code a page issues per visit or per day ("Kod rabatowy ZIMA-4TX", "Código INVIERNO-7KQ2",
// "Use code WINTER-24K"): the line that names a code and differs by the code alone is the same offer.
// Without a code word a mixed token is a model number ("OLED55C44LA"), whose change is another product.
const CODE_WORD = /code|kod|kód|código|codice|coupon|cupom|cupón|kupon|voucher|gutschein/i;
const CODE_TOKEN = /(?<![\p{L}\p{N}])(?=[\p{Lu}\d-]*\d)(?=[\p{Lu}\d-]*\p{Lu})[\p{Lu}\d]+(?:-[\p{Lu}\d]+)*(?![\p{L}\p{N}])/gu;

function maskCode(line: string): string | null {
  return CODE_WORD.test(line) ? line.replace(CODE_TOKEN, '#') : null;
}

/** Removes from both lists the lines that differ by an issued code alone; true when any did. */
function dropReissuedCodes(gone: string[], fresh: string[]): boolean {
  let dropped = false;
  for (let i = gone.length - 1; i >= 0; i--) {
    const masked = maskCode(gone[i]!);
    if (masked === null || masked === gone[i]) continue;
    const j = fresh.findIndex((line) => maskCode(line) === masked);
    if (j === -1) continue;
    gone.splice(i, 1);
    fresh.splice(j, 1);
    dropped = true;
  }
  return dropped;
}

function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end === -1 ? text.length : end;
}

function countLines(lines: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return counts;
}

/** What the changed lines are: all readings (derived amounts, the day's numbers), or all volatile with some rotating copy. */
export type VolatileKind = 'reading' | 'rotating';

/** A change confined to volatile lines: its kind, and which of its lines are readings (whose amounts move no decision). */
export interface VolatileChange {
  kind: VolatileKind;
  readings: ReadonlySet<string>;
}

const RANK: Record<VolatileKind, number> = { reading: 1, rotating: 2 };

/** Lines of `from` that `to` has fewer of, each once. */
function onlyIn(from: Map<string, number>, to: Map<string, number>): string[] {
  const lines: string[] = [];
  for (const [line, count] of from) if (count > (to.get(line) ?? 0)) lines.push(line);
  return lines;
}

// A hero's copy swapped whole, one line for one at the same place, where the side that holds a
// number (a year, "descubre la agenda 2027") was not read as rotating: the number left with most
// of its words, it did not move within them. A number that moves within the same words ("Spring
// Fair 2027" → "2028") keeps most words in common, and money is never swapped away.
const contentWords = (line: string): string[] => line.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 3 || /\d/.test(word));

function swappedCopy(beforeRegion: readonly string[], afterRegion: readonly string[], own: { before: ReadonlySet<string>; after: ReadonlySet<string> }): Set<string> {
  const swapped = new Set<string>();
  if (beforeRegion.length !== afterRegion.length) return swapped;
  for (let i = 0; i < beforeRegion.length; i++) {
    const b = beforeRegion[i]!;
    const a = afterRegion[i]!;
    if (b === a || own.before.has(b) === own.after.has(a) || MONEY_SIGN.test(b) || MONEY_SIGN.test(a)) continue;
    // The other line was kept as the page's own for its number; without one it is no hero copy (a CTA gone for a notice).
    if (!/\d/.test(own.before.has(b) ? a : b)) continue;
    const beforeWords = new Set(contentWords(b));
    const afterWords = contentWords(a);
    const shared = afterWords.filter((word) => beforeWords.has(word)).length;
    if (2 * shared >= Math.min(beforeWords.size, afterWords.length)) continue;
    swapped.add(b).add(a);
  }
  return swapped;
}

/**
 * Whether every line that differs between the texts, on either side, is volatile: an amount
 * derived from a rate, or one of the side's own rotating lines. `span` is where the texts differ.
 */
export function classifyVolatileChange(before: string, after: string, span: ChangedSpan, rotating: { before?: readonly string[]; after?: readonly string[] } = {}): VolatileChange | null {
  const start = lineStart(before, span.start);
  const beforeRegion = before.slice(start, lineEnd(before, span.beforeEnd)).split('\n');
  const afterRegion = after.slice(start, lineEnd(after, span.afterEnd)).split('\n');
  const beforeLines = countLines(beforeRegion);
  const afterLines = countLines(afterRegion);
  const gone = onlyIn(beforeLines, afterLines);
  const fresh = onlyIn(afterLines, beforeLines);
  let kind = dropReissuedCodes(gone, fresh) ? RANK.rotating : 0;
  const readings = new Set<string>();
  const own = { before: new Set(rotating.before ?? []), after: new Set(rotating.after ?? []) };
  const swapped = own.before.size + own.after.size > 0 ? swappedCopy(beforeRegion, afterRegion, own) : null;
  for (const [lines, ownSet, region] of [[gone, own.before, beforeRegion], [fresh, own.after, afterRegion]] as const) {
    const strip = lines.some((line) => BARE_QUOTE.test(line)) ? marketStrip(region) : null;
    for (const line of lines) {
      const lineKind = isDerivedAmountLine(line) || isReadingLine(line) || strip?.has(line) ? RANK.reading : ownSet.has(line) || swapped?.has(line) ? RANK.rotating : 0;
      if (lineKind === 0) return null;
      if (lineKind === RANK.reading) readings.add(line);
      kind = Math.max(kind, lineKind);
    }
  }
  if (kind === 0) return null;
  return { kind: kind === RANK.rotating ? 'rotating' : 'reading', readings };
}
