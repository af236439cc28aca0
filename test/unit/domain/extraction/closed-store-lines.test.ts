import { describe, expect, it } from 'vitest';
import { leaveOutClosedStores, leaveOutStoreStates, stockElementText } from '../../../../src/domain/extraction/closed-store-lines.js';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';
import type { StockReading } from '../../../../src/domain/extraction/stock-wording/read-stock-wording.js';

describe('leaveOutClosedStores', () => {
  it("leaves out the stores' sold-out line beside a line saying the product can be ordered", () => {
    const texts = ['Pre-order – ships on release day', 'In stores: not available'];
    const readings: StockReading[] = ['preorder', 'out_of_stock'];
    leaveOutClosedStores(readings, texts);
    expect(readings).toEqual(['preorder', null]);
  });

  it('keeps sold out online beside stock in stores: the page cannot sell it', () => {
    const texts = ['Sold out online', 'Available in 12 stores'];
    const readings: StockReading[] = ['out_of_stock', 'in_stock'];
    leaveOutClosedStores(readings, texts);
    expect(readings).toEqual(['out_of_stock', 'in_stock']);
  });

  it("keeps the stores' sold-out line when no other line can be ordered", () => {
    const texts = ['In stores: sold out'];
    const readings: StockReading[] = ['out_of_stock'];
    leaveOutClosedStores(readings, texts);
    expect(readings).toEqual(['out_of_stock']);
  });
});

describe('leaveOutStoreStates', () => {
  it.each([
    ['de', ['Online sofort lieferbar', 'Filiale Graz: auf Bestellung'], ['in_stock', 'backorder']],
    ['fr', ['Disponible en ligne', 'Magasin Lyon Part-Dieu : sur commande'], ['in_stock', 'backorder']],
    ['en', ['Only 2 left online', 'Store: backordered'], ['limited', 'backorder']],
  ] as const)("leaves out a store's order for stock it lacks beside the web's stock (%s)", (_lang, texts, read) => {
    const readings: StockReading[] = [...read];
    leaveOutStoreStates(readings, texts);
    expect(readings).toEqual([read[0], null]);
  });

  it("keeps a store's order when no line of the web says it is in stock", () => {
    const readings: StockReading[] = ['backorder'];
    leaveOutStoreStates(readings, ['Filiale Graz: auf Bestellung']);
    expect(readings).toEqual(['backorder']);
  });
});

describe('stockElementText', () => {
  it("drops a store's back-order line from a block whose web line is in stock", () => {
    const lines = ['Dostupnost', 'Na e-shopu: skladem 3 ks', 'Prodejna Brno: na objednávku'];
    expect(stockElementText(lines.join(' '), ['Cena', ...lines])).toBe([lines[0], lines[1]].join(' '));
  });

  it("drops the stores' closed line from a stock block whose web line is a back-order", () => {
    expect(stockElementText('On backorder – ships in 3 weeks In stores: not available', ['Price', 'On backorder – ships in 3 weeks', 'In stores: not available']))
      .toBe('On backorder – ships in 3 weeks');
  });

  it("drops the stores' closed line from a block of six lines: heading, stores, web state, delivery, count", () => {
    const lines = ['Verfügbarkeit', 'Filialen: derzeit nicht verfügbar', 'Online', 'Auf Lager', 'Lieferung in 1–2 Werktagen', 'Noch 7 Stück'];
    expect(stockElementText(lines.join(' '), ['Preis', ...lines])).toBe(lines.filter((line) => !line.startsWith('Filialen')).join(' '));
  });

  it('leaves a one-line element as it is', () => {
    expect(stockElementText('In stores: not available', ['In stores: not available'])).toBe('In stores: not available');
  });
});

describe('extractObservation: a stock block with the web shop and the stores', () => {
  it('reads the web pre-order, not the closed stores, over JSON-LD PreOrder', () => {
    const html = `<html lang="de"><head><script type="application/ld+json">{"@type":"Product","name":"Konsole","offers":{"@type":"Offer","price":"499.00","priceCurrency":"EUR","availability":"https://schema.org/PreOrder"}}</script></head><body><main>
<h1>Konsole</h1><div class="price">499,00 €</div>
<div class="availability"><p>Vorbestellbar – erscheint am 10.04.2027</p><p>In den Filialen: nicht verfügbar</p></div>
<button>Vorbestellen</button></main></body></html>`;
    expect(extractObservation(html).availability).toBe('preorder');
  });
});
