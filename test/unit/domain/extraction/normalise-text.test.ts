import { describe, expect, it } from 'vitest';
import { holdsWideCharacters, narrowText } from '../../../../src/domain/extraction/normalise-text.js';

describe('narrowText', () => {
  it('keeps every character, Latin-1 accents and the last Latin-1 letters included', () => {
    const wide = 'Crème brûlée ÿ ß €'.slice(0, -2);
    expect(narrowText(wide)).toBe('Crème brûlée ÿ ß');
  });

  it('leaves text beyond Latin-1 as it is', () => {
    expect(narrowText('Zubehör › Kabel — 3,40 €')).toBe('Zubehör › Kabel — 3,40 €');
  });
});

describe('holdsWideCharacters', () => {
  it('tells text beyond Latin-1 from text within it', () => {
    expect(holdsWideCharacters('<p>Café 3,40</p>')).toBe(false);
    expect(holdsWideCharacters('<p>Café › 3,40 €</p>')).toBe(true);
  });
});
