import { describe, expect, it } from 'vitest';
import { readStockWording, type StockReading } from '../../../../../src/domain/extraction/stock-wording/read-stock-wording.js';

type Row = [text: string, expected: StockReading];

// Words and terms: tokens, elision, folded letters, inflected and compound forms of the tables (tokenise-wording.ts, term-table.ts, read-terms.ts), read through readStockWording.
// One table per rule of the grammar, in several languages each; none of these lines is from the
// peer lists the rules were tuned on (scripts/evaluate-peers.ts), and the rows that came with a
// rule prompted by the own wording's dev misses are not in its files (test/fixtures/stock-wording);
// a few older rows are common shop phrases that stand there too.
const RULES: Record<string, Row[]> = {
  'a time or an amount is one number, not a zero': [
    ['Vor 18:00 bestellt, morgen geliefert', 'in_stock'],
    ['0 auf Lager', 'out_of_stock'],
  ],
  'an amount with its cents is no count: "only" before it names a price (batch 33)': [
    ['Solo 3,99 € con la tarjeta', null],
    ['Alleen 1,99 in de app', null],
    ['Nur noch 3 Stück', 'limited'],
  ],
  'apostrophes are optional': [
    ['doesnt come in stock anymore', 'out_of_stock'],
    ['This item arent available', 'out_of_stock'],
  ],
  'French and Italian elision: the word after the apostrophe is read': [
    ["M'informer du retour en stock", 'out_of_stock'],
    ["I'm in stock", 'in_stock'],
  ],
  'letters whose mark NFD keeps (ł, ø, æ) read as their plain letter': [
    ['Czas wysyłki: 2 dni robocze', 'in_stock'],
  ],
  'an imperative with its object pronoun reads as the verb; Finnish -ttavissa is "can be had"': [
    ['Ritirala domani in negozio', 'in_stock'],
    ['Recíbela el lunes', 'in_stock'],
    ['Ostettavissa', 'in_stock'],
    ['Ei ostettavissa', 'out_of_stock'],
    ['Voorradig in de webshop', 'in_stock'],
  ],
  'a word of the tables stands for its inflected forms in its language': [
    ['Vergriffener Titel', 'out_of_stock'],
    ['Nicht lieferbare Farben', 'out_of_stock'],
    ['Uitverkochte artikelen', 'out_of_stock'],
    ['Niet leverbare kleuren', 'out_of_stock'],
    ['Descatalogados', 'discontinued'],
    ['Descontinuadas', 'discontinued'],
    ['Indisponibili', 'out_of_stock'],
    ['Introuvables', 'out_of_stock'],
    ['Utsålt', 'out_of_stock'],
    ['Udsolgte varer', 'out_of_stock'],
    ['Vyprodané barvy', 'out_of_stock'],
    ['Niedostępni', 'out_of_stock'],
    ['Loppuunmyydyt tuotteet', 'out_of_stock'],
    ['Lagerbestände niedrig', 'limited'],
  ],
  'a stock noun compounded with a field head is a stock noun': [
    ['Lagermenge: 12', 'in_stock'],
    ['Voorraadniveau: 8 stuks', 'in_stock'],
    ['Lagersaldo: 3', 'in_stock'],
    ['Lagerbeholdning: 5 stk', 'in_stock'],
    ['Kartenzahlung nicht möglich', null],
    ['Nicht Bestandteil des Lieferumfangs', null],
  ],
  'a percentage is no count: zero per cent is no zero stock': [
    ['0% finance available on orders over £300', null],
    ['Financiación al 0 % disponible', null],
    ['0 auf Lager', 'out_of_stock'],
  ],
  'an idiom of availability, a back-order noun and inflected units read as their plain words': [
    ['Das Modell steht leider nicht mehr zur Verfügung', 'out_of_stock'],
    ['Auf Rückstand bestellbar', 'backorder'],
    ['Tylko 1 sztuka', 'limited'],
    ['Sista exemplaren!', 'limited'],
    ['Stan magazynowy: 120 sztuk', 'in_stock'],
  ],
};

describe('readStockWording: terms', () => {
  for (const [rule, rows] of Object.entries(RULES)) {
    it.each(rows)(`${rule}: %j → %s`, (text, expected) => {
      expect(readStockWording(text)).toBe(expected);
    });
  }
});
