import type { PageScan } from './page-scan.js';
import { mayHoldPrice } from './read-text-evidence.js';

/**
 * A price the shop does not name: "Price on request", "POA", "Preis auf Anfrage", "Precio a
 * consultar", "Prezzo su richiesta", "Call for price". Read as a noun of price joined to a phrase of
 * asking (on request, on application, to be consulted), so each language adds two words, not
 * sentences. In a price element the noun is implied: "Auf Anfrage" there says the same.
 */
const PRICE_NOUN = String.raw`price|pricing|preis|prix|tarif|precio|prezzo|prijs|pris|cena|pre[çc]o|hinta|価格|値段`;
const ON_REQUEST = String.raw`(?:on|upon|by)\s(?:request|application|enquiry|inquiry)|auf\s(?:anfrage|nachfrage)|sur\s(?:demande|devis)|(?:a|bajo|sob)\s(?:consultar?|pedido|petici[oó]n)|su\s(?:richiesta|domanda)|op\saanvraag|p[aå]\s(?:f[oö]rfr[aå]gan|foresp[oø]rsel|anmodning)|na\s(?:zapytanie|dotaz|vy[zž][aá]d[aá]n[ií])|pyynn[oö]st[aä]|は?(?:お?問い?合わ?せ|応相談|要問合せ)(?:ください)?`;
const ASK_FOR = String.raw`(?:call|ask|contact\sus|enquire|inquire|email\sus)\sfor\s(?:a\s)?(?:price|pricing|quote)`;
const POA = String.raw`p\.?\s?o\.?\s?a\.?`;
const WITHHELD_LINE = new RegExp(String.raw`^(?:(?:${PRICE_NOUN})\s?[:：]?\s?(?:${ON_REQUEST}|${POA})|${ASK_FOR}|${POA})[.!]?$`, 'iu');
const WITHHELD_SLOT = new RegExp(String.raw`^(?:(?:${PRICE_NOUN})\s?[:：]?\s?)?(?:${ON_REQUEST}|${ASK_FOR}|${POA})[.!]?$`, 'iu');
// Such a statement is a short line; longer text only mentions asking ("contact us for price and delivery times").
const WITHHELD_MAX_LENGTH = 48;
const DIGIT = /\d/;
// The product's price stands near the top of its page: a page with no amount in its first lines is
// not read to the end (a long article, say).
const LINES_READ = 120;

/**
 * Whether the product's price is withheld: the first price element, or the first line of text,
 * that says anything about the price says it is given on request. Read only when structured data
 * names no price; lines after the first amount are not read (a related item's "POA" says nothing
 * of this product).
 */
export function withholdsPrice(scan: PageScan): boolean {
  for (const candidate of scan.priceCandidates) {
    if (candidate.amount !== null || DIGIT.test(candidate.text)) break;
    if (saysWithheld(candidate.text, WITHHELD_SLOT)) return true;
  }
  const last = Math.min(scan.priceLines.length, LINES_READ);
  for (let i = 0; i < last; i++) {
    const line = scan.priceLines[i]!;
    if (saysWithheld(line, WITHHELD_LINE)) return true;
    if (mayHoldPrice(line)) break;
  }
  return false;
}

/** Whether a line of text says the price is withheld (such a line is no stock wording either). */
export function isWithheldPriceLine(text: string): boolean {
  return saysWithheld(text, WITHHELD_LINE);
}

function saysWithheld(text: string, pattern: RegExp): boolean {
  const trimmed = text.trim();
  return trimmed.length <= WITHHELD_MAX_LENGTH && pattern.test(trimmed);
}
