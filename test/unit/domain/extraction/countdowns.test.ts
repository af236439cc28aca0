import { describe, expect, it } from 'vitest';
import { stripVolatileTokens } from '../../../../src/domain/extraction/volatile-tokens.js';

// Countdowns in wordings no page pair has; stock counts, terms and opening hours stay.
describe('stripVolatileTokens: countdowns in every language', () => {
  it.each([
    ['Endet in 2 Tagen 4 Std.', ''],
    ['Kończy się za 3 dni', ''],
    ['Zbývá 5 hod', ''],
    ['2 gün 4 saat kaldı', ''],
    ['剩余 3天', ''],
    ['セール終了まであと 5時間', 'セール'],
    ['Se termine dans 3 jours', ''],
    ['Quedan 4 horas', ''],
    ['Lejár 2 nap 3 óra múlva', ''],
    ['Päättyy 2 päivän kuluttua', ''],
    ['Ends: 2d 4h', ''],
  ])('%s', (line, expected) => {
    expect(stripVolatileTokens(line)).toBe(expected);
  });

  it.each(['noch 2 Stück auf Lager', 'Lieferzeit 2 Tage', 'Garantie 2 Jahre', 'Offen bis 18 Uhr'])('keeps %s', (line) => {
    expect(stripVolatileTokens(line)).toBe(line);
  });
});
