import { describe, expect, it } from 'vitest';
import { isDerivedAmountLine } from '../../../../src/domain/changes/volatile-lines.js';
import { stripVolatileTokens } from '../../../../src/domain/extraction/volatile-tokens.js';

// Opening states, measured uptimes and estimated instalments in languages no page pair has.
describe('stripVolatileTokens: live opening states and uptimes in every language', () => {
  it.each([
    ['Öppet nu · stänger 18:00', ''],
    ['Avoinna nyt · sulkeutuu klo 18.00', ''],
    ['Ανοιχτό τώρα · κλείνει στις 18:00', ''],
    ['Åpent nå · stenger kl. 18.00', ''],
    ['Otwarte teraz · zamyka o 18:00', ''],
    ['Deschis acum · se închide la 18:00', ''],
    ['Platby Funkční 99,97 % dostupnost', 'Platby Funkční'],
    ['Şimdi açık · 18:00\'de kapanır', ''],
    ['Ma 18:00-ig nyitva', ''],
  ])('%s', (line, expected) => {
    expect(stripVolatileTokens(line)).toBe(expected);
  });

  it.each(['Otwarte pon.–pt. 9:00–17:00', 'Öppettider 10.00–18.00', 'Zavřeno do 15. ledna kvůli rekonstrukci', 'Tarif Business: 99,9 % dostupnost', 'Hafta içi 09:00–18:00 açık', 'Toplantı 18:00\'de başlar'])('keeps %s', (line) => {
    expect(stripVolatileTokens(line)).toBe(line);
  });
});

describe('isDerivedAmountLine in every language', () => {
  it.each(['Splátka cca 3 450 Kč měsíčně', 'Rata około 412 zł miesięcznie', 'Aylık taksit yaklaşık 1.250 TL', 'Havi törlesztő kb. 48 000 Ft'])('%s', (line) => {
    expect(isDerivedAmountLine(line)).toBe(true);
  });

  it.each(['Cena 3 450 Kč', 'Předplatné 199 Kč měsíčně'])('not: %s', (line) => {
    expect(isDerivedAmountLine(line)).toBe(false);
  });
});
