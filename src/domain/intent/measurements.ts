import type { Token } from './tokenize.js';

// Units of size, volume, weight, capacity and power as written after a number, in the seven languages
// (French writes gigabytes and terabytes "Go", "To").
const UNITS = new Set(
  ('inch|inches|"|”|polegadas|polegada|pol|zoll|pouces|pouce|pulgadas|pulgada|pollici|pollice|duim|cm|mm|' +
    'l|liter|liters|litre|litres|litro|litros|ml|kg|g|gb|tb|go|to|mo|w|watt|watts|btu|btus|mah|hz|qt|quart|quarts|oz|lb|lbs|' +
    // Screen resolutions ("4k", "1080p") are specifications too, not model numbers.
    'k|p')
    .split('|'),
);
const NUMBER = /^\d+(?:[.,]\d+)?$/;
const NUMBER_WITH_UNIT = /^(\d+(?:[.,]\d+)?)(\p{L}+|["”])$/u;

/**
 * Whether token `index` is part of a measurement ("65 Zoll", "480 litros", "375L", "55\""):
 * a size or capacity describes a product, it does not name it.
 */
export function isMeasurement(tokens: Token[], index: number): boolean {
  const token = tokens[index];
  if (token === undefined || token.isBreak) return false;
  if (token.lower.startsWith('(')) return isBracketedMeasurement(token.lower);
  const fused = NUMBER_WITH_UNIT.exec(token.lower);
  if (fused !== null) return UNITS.has(fused[2] ?? '');
  if (NUMBER.test(token.lower)) return UNITS.has(tokens[index + 1]?.lower ?? '');
  return UNITS.has(token.lower) && NUMBER.test(tokens[index - 1]?.lower ?? '');
}

/** A bracketed variant that is only a size: "(4l)", "(65 zoll)". */
function isBracketedMeasurement(bracket: string): boolean {
  const [amount, unit, more] = bracket.slice(1, -1).trim().split(/\s+/);
  if (more !== undefined || amount === undefined) return false;
  if (unit !== undefined) return NUMBER.test(amount) && UNITS.has(unit);
  return UNITS.has(NUMBER_WITH_UNIT.exec(amount)?.[2] ?? '');
}

// Colours as shops name product variants, in English: "in silver", "in midnight", "in obsidian".
const COLOURS = new Set(
  ('black|white|silver|gray|grey|blue|red|green|pink|gold|rose|purple|yellow|orange|beige|navy|teal|midnight|starlight|' +
    'graphite|charcoal|cream|sand|sage|lavender|obsidian|porcelain|titanium|coral|mint|violet|brown|tan|bronze|copper|' +
    'platinum|ivory|olive|burgundy|khaki|lilac|turquoise|onyx|slate')
    .split('|'),
);

/** Whether a lower-case English word names a colour ("silver", "midnight"): after "in", a variant of the product. */
export function isColourWord(lower: string): boolean {
  return COLOURS.has(lower);
}
