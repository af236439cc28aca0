import { describe, expect, it } from 'vitest';
import { detectStockDateMove } from '../../../../src/domain/changes/stock-date-move.js';

const page = (stock: string): string => ['Lenovo Legion Go S', '649,00 €', stock, 'Kostenloser Versand ab 50 €'].join('\n');

describe('detectStockDateMove: the date stock is to come moved, the state staying', () => {
  it.each([
    ['Wieder verfügbar ab 14.03.2027', 'Wieder verfügbar ab 02.04.2027'],
    ['Expected back in stock on 3 March', 'Expected back in stock on 24 March'],
    ['Vorbestellbar – Erscheint am 12.05.2027', 'Vorbestellbar – Erscheint am 30.06.2027'],
  ])('%s → %s is an availability change', (was, now) => {
    expect(detectStockDateMove(page(was), page(now))).toMatchObject({ type: 'availability' });
  });

  it('leaves a delivery estimate of goods in stock, other lines changing too, and no date at all', () => {
    expect(detectStockDateMove(page('Lieferung bis Donnerstag, 14.03.'), page('Lieferung bis Freitag, 15.03.'))).toBeNull();
    expect(detectStockDateMove(page('Wieder verfügbar ab 14.03.2027').replace('649,00', '599,00'), page('Wieder verfügbar ab 02.04.2027'))).toBeNull();
    expect(detectStockDateMove(page('Ausverkauft'), page('Bald wieder da'))).toBeNull();
  });
});
