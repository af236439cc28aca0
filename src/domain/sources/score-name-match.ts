import { isOneEditAway } from '../intent/edit-distance.js';

// Words that say nothing about which product a text names.
const FILLER = new Set(['the', 'a', 'an', 'and', 'for', 'with', 'of', 'in', 'new', 'de', 'der', 'die', 'das', 'le', 'la', 'les', 'el', 'il', 'het', 'o']);
// A slip in a long word ("swich" for "switch") is still that word, a little less surely.
const SLIP_CREDIT = 0.8;
// Unrelated words around the name ("Wireless Noise Cancelling Headphones") cost little.
const EXTRA_WORDS_WEIGHT = 0.15;
// "Case for Sony WH-1000XM5" names the product only to say what the accessory fits.
const ACCESSORY_FACTOR = 0.6;
const FOR_WORDS = new Set(['for', 'fits', 'compatible', 'für', 'passend', 'pour', 'compatible', 'para', 'per', 'compatibile', 'voor', 'geschikt']);
const ACCESSORY_WORDS = new Set([
  'case', 'cover', 'sleeve', 'skin', 'protector', 'charger', 'cable', 'adapter', 'strap', 'band', 'pads', 'earpads', 'replacement', 'stand', 'mount',
  'hülle', 'tasche', 'schutzhülle', 'ladekabel', 'étui', 'housse', 'coque', 'chargeur', 'funda', 'cargador', 'custodia', 'cover', 'caricatore',
  'hoes', 'hoesje', 'oplader', 'capa', 'capinha', 'carregador', 'película',
]);

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** "Sony WH-1000XM5" → ["sony", "wh1000xm5"]: a written word with its separators dropped. */
function units(text: string): string[] {
  return fold(text)
    .split(/\s+/)
    .map((chunk) => chunk.replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter((unit) => unit !== '' && !FILLER.has(unit));
}

function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '' && !FILLER.has(w));
}

/** Model numbers carry the identity of a product: "WH-1000XM5" is not "WH-1000XM4". */
function weightOf(unit: string): number {
  return /\d/.test(unit) ? 2 : 1;
}

function creditFor(unit: string, found: Set<string>, compact: string): number {
  if (found.has(unit)) return 1;
  // "WH-1000XM5" written "WH1000XM5" or "WH 1000XM5"; "AirPods" written "Air Pods".
  if ((/\d/.test(unit) || unit.length >= 4) && compact.includes(unit)) return 1;
  if (unit.length >= 4 && !/\d/.test(unit)) {
    for (const candidate of found) if (isOneEditAway(unit, candidate)) return SLIP_CREDIT;
  }
  return 0;
}

/**
 * How well `text` names `wanted`, from 0 to 1: the weighted share of the wanted words it
 * contains (model numbers count double, "WH-1000XM5" matches "WH1000XM5", a one-letter
 * slip counts 0.8), lowered a little by words the text has beyond them.
 */
export function scoreNameMatch(wanted: string, text: string): number {
  const wantedUnits = units(wanted);
  const textWords = words(text);
  if (wantedUnits.length === 0 || textWords.length === 0) return 0;
  const found = new Set(textWords);
  const compact = textWords.join('');
  let total = 0;
  let matched = 0;
  for (const unit of wantedUnits) {
    total += weightOf(unit);
    matched += weightOf(unit) * creditFor(unit, found, compact);
  }
  const extra = textWords.filter((w) => !wantedUnits.some((unit) => unit.includes(w) || isOneEditAway(w, unit))).length;
  const score = (matched / total) * (1 - (EXTRA_WORDS_WEIGHT * extra) / textWords.length);
  return isAccessory(textWords, wantedUnits) ? score * ACCESSORY_FACTOR : score;
}

/**
 * An accessory word or "for" before the wanted name starts ("Case for Sony WH-1000XM5"), where
 * the wanted name has neither. After it ("AirPods Pro 2 with Charging Case") it describes the product.
 */
function isAccessory(textWords: string[], wantedUnits: string[]): boolean {
  const wanted = new Set(wantedUnits);
  const start = textWords.findIndex((w) => wanted.has(w));
  const before = start === -1 ? textWords : textWords.slice(0, start);
  return before.some((w) => !wanted.has(w) && (ACCESSORY_WORDS.has(w) || FOR_WORDS.has(w)));
}
