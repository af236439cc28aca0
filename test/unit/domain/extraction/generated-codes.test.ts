import { describe, expect, it } from 'vitest';
import { stripVolatileTokens } from '../../../../src/domain/extraction/volatile-tokens.js';

// Voucher codes drawn per visit, in wordings no page pair has; codes someone chose stay.
describe('stripVolatileTokens: generated voucher codes', () => {
  it.each([
    ['Gutscheincode: HERBST-9QX4', 'Gutscheincode'],
    ['Usa el código BIENVENIDO-4RT7 en tu primer pedido', 'Usa el código en tu primer pedido'],
    ['Koodilla TALVI-7K3Z saat 15 % alennusta', 'Koodilla saat 15 % alennusta'],
    ['Dein Code: 4K7Q9 für die nächste Bestellung', 'Dein Code: für die nächste Bestellung'],
  ])('%s', (line, expected) => {
    expect(stripVolatileTokens(line)).toBe(expected);
  });

  it.each(['Use code SPRING25 at checkout', 'Kod rabatowy JESIEN2026', 'Code postal 75011', 'Kod producenta: 83DD002QPB'])('keeps %s', (line) => {
    expect(stripVolatileTokens(line)).toBe(line);
  });
});
