import type { Observation } from '../observation.js';
import { findChangedSpan } from './changed-span.js';
import type { ScoredFinding } from './detected-change.js';
import { formatMoney, formatPercentChange } from './format-money.js';
import { scorePriceMove } from './score-relevance.js';
import { isDerivedAmountLine, isReadingLine } from './volatile-lines.js';

/**
 * A pack that shrinks at the same pack price is a price rise, told only by the unit price beside
 * it ("£9.00 (30p per pod)" → "£9.00 (37.5p per pod)", "79,90 kr · Jämförpris 53,27 kr/kg" →
 * "59,19 kr/kg"). When the page's price stands still and the one unit price the text states per a
 * unit moved, the move is scored as a price move of the unit price.
 */

// An amount with its money mark, major ("53,27 kr", "€ 2,99", "$0.42") or minor ("30p", "8,5 ct",
// "99¢"), then "per", "each" or a slash and the unit it is priced by.
const MAJOR_SIGN = String.raw`[$€£¥]|kr|zł|chf|eur|usd|gbp|sek|nok|dkk|pln`;
const MINOR_SIGN = String.raw`p|c|ct|cents?|¢|öre`;
const AMOUNT = String.raw`\d+(?:[.,]\d+)?`;
// "per pod", "/kg", "je 100 g" name the unit; "each" is one piece.
// Spaces only, never a line break: an amount ends its line ("129,99 €") above a count ("9 personnes").
const PER = String.raw`[ \u00a0]?(?:(?:\/|(?:per|pro|je|par|por|à)(?![\p{L}]))[ \u00a0]?((?:10{0,3}[ \u00a0]?)?[\p{L}²³]+)|(?:each|ea\.|stuk|stück)(?![\p{L}]))`;
// Periods are instalments and plan prices ("€12 / month"), not unit prices.
const PERIOD = /^(?:mo|mth|months?|monat|mois|mes|mese|maand|mês|yr|years?|jahr|an|año|anno|jaar|ano|week|woche|day|tag|jour|día|dag|hour|stunde|h|night|nacht|nuit|noche)$/iu;
const UNIT_PRICE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])(?:(?:${MAJOR_SIGN})[ \u00a0]?(${AMOUNT})|(${AMOUNT})[ \u00a0]?(${MAJOR_SIGN}|${MINOR_SIGN}))${PER}(?![\p{L}])`,
  'giu',
);

function lineStartOf(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

function lineEndOf(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end === -1 ? text.length : end;
}

function lineAt(text: string, at: number): string {
  return text.slice(lineStartOf(text, at + 1), lineEndOf(text, at));
}

// The before side's changed lines must hold a unit price for one to have moved.
const UNIT_PRICE_HINT = new RegExp(UNIT_PRICE.source, 'iu');

function toNumber(raw: string): number {
  return Number(raw.replace(',', '.'));
}

/** Unit prices of a text by their unit ("p per pod", "kr/kg"), each with the amounts it is stated at. */
export function readUnitPrices(text: string): Map<string, Set<number>> {
  const prices = new Map<string, Set<number>>();
  for (const match of text.matchAll(UNIT_PRICE)) {
    const [, majorAmount, amount, sign, unit] = match;
    // The day's tariff ("stroomprijs vandaag: € 0,2314 per kWh") is a reading, not the pack's price.
    const line = lineAt(text, match.index);
    if (isReadingLine(line) || isDerivedAmountLine(line)) continue;
    const unitWord = (unit ?? 'each').toLowerCase().replace(/\s/g, '');
    if (PERIOD.test(unitWord)) continue;
    const key = `${(sign ?? 'major').toLowerCase()}/${unitWord}`;
    const set = prices.get(key) ?? new Set<number>();
    set.add(toNumber(majorAmount ?? amount!));
    prices.set(key, set);
  }
  return prices;
}

/** The move of the one unit price both sides state per the same unit, at an unchanged page price; null when none. */
export function detectUnitPriceChange(before: Observation, after: Observation): ScoredFinding | null {
  if (before.price === null || before.price !== after.price || before.text === after.text) return null;
  // Hot path: most changed texts state no unit price where they differ, which the changed lines
  // tell at a fraction of a whole-text scan (about 1 ms per 20 KB side).
  const span = findChangedSpan(before.text, after.text);
  const lineFrom = lineStartOf(before.text, span.start);
  if (!UNIT_PRICE_HINT.test(before.text.slice(lineFrom, lineEndOf(before.text, span.beforeEnd)))) return null;
  const was = readUnitPrices(before.text);
  if (was.size === 0) return null;
  const now = readUnitPrices(after.text);
  for (const [unit, wasAmounts] of was) {
    const nowAmounts = now.get(unit);
    // One amount per side: a list of products with their unit prices says nothing of this page's pack.
    if (wasAmounts.size !== 1 || nowAmounts?.size !== 1) continue;
    const [from] = wasAmounts;
    const [to] = nowAmounts;
    if (from === undefined || to === undefined || from === to || from === 0) continue;
    const percent = ((to - from) / from) * 100;
    const verb = to < from ? 'dropped' : 'rose';
    return {
      type: 'price',
      score: scorePriceMove(percent),
      reason: `Unit price ${verb} ${formatPercentChange(percent)} at the same price of ${formatMoney(before.price, before.currency)} (the pack changed).`,
    };
  }
  return null;
}
