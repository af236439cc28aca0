import { describe, expect, it } from 'vitest';
import { diffText } from '../../../../src/domain/changes/diff-text.js';

const page = (rows: string): string => ['Produktdetails und Beschreibung des Artikels mit allen Angaben.', rows, 'Fragen? Unser Kundenservice hilft gern weiter.'].join('\n');

// A list's row of one variant or store changing its stock state, with no header naming stock
// (found by probing after pairs-26's first run; none of these is the probe's wording).
describe('diffText: a stock state in a row of variants or stores', () => {
  it.each([
    ['an English size list', 'UK 6 – In stock\nUK 7 – In stock\nUK 8 – Low stock', 'UK 6 – In stock\nUK 7 – Sold out\nUK 8 – Low stock'],
    ['a Dutch store list', 'Winkel Utrecht: op voorraad\nWinkel Zwolle: uitverkocht', 'Winkel Utrecht: uitverkocht\nWinkel Zwolle: uitverkocht'],
    ['a Czech store cell under its name', 'Brno\nSkladem\nOstrava\nSkladem', 'Brno\nVyprodáno\nOstrava\nSkladem'],
  ])('%s', (_name, before, after) => {
    expect(diffText(page(before), page(after))?.factsChanged).toBe(true);
  });

  it.each([
    ['a Swedish store list in another order', 'Kista: I lager\nNacka: Slut i lager', 'Nacka: Slut i lager\nKista: I lager'],
    ['an English count of few left, the state kept', 'Blue – Only 4 left\nRed – In stock', 'Blue – Only 2 left\nRed – In stock'],
    ['a German row whose label changed with its state', 'Größe 42 – lieferbar', 'Größe 43 – ausverkauft'],
    ['a nearest store named after the label, another store', 'Ihr Markt: Köln-Ehrenfeld – vorrätig', 'Ihr Markt: Köln-Kalk – ausverkauft'],
  ])('no fact: %s', (_name, before, after) => {
    expect(diffText(page(before), page(after))?.factsChanged ?? false).toBe(false);
  });
});
