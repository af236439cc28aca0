import { describe, expect, it } from 'vitest';
import { isMeasurement } from '../../../../src/domain/intent/measurements.js';
import { tokenize } from '../../../../src/domain/intent/tokenize.js';

function measuredWords(text: string): string[] {
  const tokens = tokenize(text);
  return tokens.filter((_, i) => isMeasurement(tokens, i)).map((t) => t.text);
}

describe('isMeasurement', () => {
  it.each([
    ['Samsung 65 Zoll', ['65', 'Zoll']],
    ['Electrolux 480 litros', ['480', 'litros']],
    ['Brastemp Frost Free 375L', ['375L']],
    ['Philips 55 inch', ['55', 'inch']],
    ['Dior Sauvage 100ml', ['100ml']],
    ['Nintendo Switch 2', []],
    ['LG OLED C3', []],
    ['Zoll 65', []],
  ])('%s → %j', (text, words) => {
    expect(measuredWords(text)).toEqual(words);
  });
});
