import { describe, expect, it } from 'vitest';
import { correctBrandSpelling } from '../../../../src/domain/intent/correct-brand-spelling.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';

describe('correctBrandSpelling', () => {
  it.each([
    ['nintedo swich 2', 'Nintendo Switch 2'],
    ['nintendo swicth lite', 'nintendo Switch lite'],
    ['hisnese u8n', 'Hisense u8n'],
    ['samsnug galaxy s24', 'Samsung galaxy s24'],
    ['logitec mx master 3s', 'Logitech mx master 3s'],
    ['playstaton 5 pro', 'PlayStation 5 pro'],
    ['nvidea shield', 'NVIDIA shield'],
  ])('fixes a one-letter slip in a well-known brand: %s → %s', (written, meant) => {
    expect(correctBrandSpelling(written)).toBe(meant);
  });

  it.each([
    ['senheisser hd 660s', 'Sennheiser hd 660s'],
    ['beyerdinamik dt 770', 'Beyerdynamic dt 770'],
  ])('fixes two slips in a brand of nine letters or more: %s → %s', (written, meant) => {
    expect(correctBrandSpelling(written)).toBe(meant);
  });

  it.each([
    ['Snoy WH-1000XM5', 'Sony WH-1000XM5'],
    ['Nikkon Z6 III', 'Nikon Z6 III'],
    ['Dyosn V15 Detect', 'Dyson V15 Detect'],
  ])('fixes a short brand written as a name with its letters kept (swapped, doubled or undoubled): %s → %s', (written, meant) => {
    expect(correctBrandSpelling(written)).toBe(meant);
  });

  it.each(['Sany A7', 'Brun Series 9', 'snoy a7'])('leaves a short brand with a letter changed or left out, or written in lower case, as written: %s', (written) => {
    expect(correctBrandSpelling(written)).toBe(written);
  });

  it('reads a slip as close to two brands as the line of the maker written before it', () => {
    // "swtch" is one edit from Switch and from Swatch: after "Nintendo" it is the Switch.
    expect(correctBrandSpelling('nintendo swtch oled')).toBe('nintendo Switch oled');
    expect(correctBrandSpelling('swtch sistem51')).toBe('swtch sistem51');
  });

  it.each([
    'Nintendo Switch 2', // already right
    'dyson v15 detct', // "detct" is no brand: left to the shop's search
    'lego millenium falcon', // misspelt, but not a brand
    'iPhones', // a plural is not a slip
    'LEGO Technic Porsche', // one edit from Technics, and meant as written
    'Phillips screwdriver', // a word and a brand
    'nintendo switch', // spelt right
    'swatch sistem51', // Swatch is listed too, so it is not read as Switch
    'garmin watch', // "watch" is an English word one edit from no brand
    'breville espresso machine', // a slip keeps its first letter: "espresso" is not Nespresso
    'cafeteira expresso oster', // nor is the Portuguese "expresso"
    'maxi cosi pebble', // five letters, but no brand one edit away
  ])('leaves %s as written', (written) => {
    expect(correctBrandSpelling(written)).toBe(written);
  });

  it('applies to the product an intent names', () => {
    const result = interpretIntent('tell me when the nintedo swich 2 is back in stok at target');
    expect(result.ok && result.intent.product).toBe('Nintendo Switch 2');
    expect(result.ok && result.intent.corrections).toEqual([{ field: 'product', from: 'nintedo swich 2', to: 'Nintendo Switch 2' }]);
  });
});
