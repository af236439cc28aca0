import { describe, expect, it } from 'vitest';
import { readStockWording, type StockReading } from '../../../../../src/domain/extraction/stock-wording/read-stock-wording.js';

type Row = [text: string, expected: StockReading];

// A state said in the past tense of "to be", in a line that goes on (read-past-story.ts), read through
// readStockWording; the rows are not from the own wording's files (test/fixtures/stock-wording).
const ROWS: Row[] = [
  ['I found it unavailable everywhere, it was out of stock for months, but this shop delivered', null],
  ['Die Farbe war vergriffen, also habe ich Blau genommen', null],
  ['Estaba agotado en mi talla, pero llegó en una semana', null],
  ['Byla dlouho vyprodaná, teď jsem spokojená', null],
  ['Fantastico, era disponibile e arrivato in 2 giorni', null],
  // One clause keeps its reading, and a passive of ending says what holds now.
  ['Was out of stock', 'out_of_stock'],
  ['Nicht mehr bestellbar, die Produktion wurde eingestellt und war beendet', 'discontinued'],
];

// A sell-out after "after" (read-after-clause.ts, own-33): told of the past, the state before it stands;
// stock to come or a date after "after" is no past.
const AFTER_ROWS: Row[] = [
  ['Di nuovo disponibile dopo il tutto esaurito', 'in_stock'],
  ['Now in stock after selling out in June', 'in_stock'],
  ['På lager igen efter udsolgt', 'in_stock'],
  ['Available after restock', 'out_of_stock'],
];

describe('readStockWording: a sell-out after "after"', () => {
  it.each(AFTER_ROWS)('%j → %s', (text, expected) => {
    expect(readStockWording(text)).toBe(expected);
  });
});

describe('readStockWording: a state told in the past', () => {
  it.each(ROWS)('%j → %s', (text, expected) => {
    expect(readStockWording(text)).toBe(expected);
  });
});
