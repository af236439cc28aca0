import { describe, expect, it } from 'vitest';
import { compareObservations } from '../../../../src/domain/changes/compare-observations.js';
import { isRelevant } from '../../../../src/domain/changes/relevance-threshold.js';
import { readUnitPrices } from '../../../../src/domain/changes/unit-price-change.js';
import type { Observation } from '../../../../src/domain/observation.js';

describe('readUnitPrices', () => {
  it.each([
    { text: 'Grundpreis: 2,49 €/kg', read: ['€/kg=2.49'] },
    { text: 'Prix au litre 1,85 € / l', read: ['€/l=1.85'] },
    { text: '(22p each)', read: ['p/each=22'] },
    { text: '0,89 € je 100 g', read: ['€/100g=0.89'] },
    { text: 'Streams in 1080p/60fps', read: [] },
    { text: '19,90 € par mois', read: [] },
    { text: '39,90 €\n12 personnes regardent', read: [] },
    { text: 'Stroomprijs vandaag: € 0,2314 per kWh', read: [] },
  ])('$text', ({ text, read }) => {
    expect([...readUnitPrices(text)].map(([unit, amounts]) => `${unit}=${[...amounts].join(',')}`)).toEqual(read);
  });
});

describe('compareObservations: a unit price at the same pack price', () => {
  const base: Observation = { title: 'Basmati-Reis', price: 2.49, currency: 'EUR', availability: 'in_stock', source: 'json-ld', text: '' };
  const about = [
    'Langkorn-Duftreis aus den Ausläufern des Himalaya, nach der Ernte ein Jahr gereift.',
    'Locker und körnig, ideal zu Currys, Gemüse und Fisch. Kochzeit 10 bis 12 Minuten.',
    'Zubereitung: Reis waschen, mit der 1,5-fachen Menge Wasser aufkochen und zugedeckt quellen lassen.',
    'Trocken und vor Wärme geschützt lagern. Nach dem Öffnen gut verschlossen aufbewahren.',
  ];
  const page = (size: string, unit: string, more = ''): string => ['Basmati-Reis Spitzenqualität', size, '2,49 €', `Grundpreis: ${unit}`, more, 'In den Warenkorb', ...about].join('\n');

  it.each(['price', 'content'] as const)('reports a smaller bag at the same price to a %s watcher as a price rise', (metric) => {
    const change = compareObservations({ ...base, text: page('1 kg', '2,49 €/kg') }, { ...base, text: page('900 g', '2,77 €/kg') }, { metric, condition: null });
    expect(change?.type).toBe('price');
    expect(change?.reason).toMatch(/^Unit price rose \+11(\.\d)?% at the same price of €2\.49/);
    expect(isRelevant(change!, 0.5)).toBe(true);
  });

  it('does not read unit prices of other products listed on the page', () => {
    const others = (a: string, b: string): string => `Auch gekauft: Jasminreis ${a}/kg · Milchreis ${b}/kg`;
    const before = { ...base, text: page('1 kg', '2,49 €/kg', others('3,10 €', '1,98 €')) };
    const after = { ...base, text: page('1 kg', '2,49 €/kg', others('3,30 €', '1,98 €')) };
    expect(compareObservations(before, after, { metric: 'price', condition: null })?.type).not.toBe('price');
  });

  it('leaves a page whose price moved to the price change', () => {
    const after = { ...base, price: 2.69, text: page('1 kg', '2,69 €/kg') };
    expect(compareObservations({ ...base, text: page('1 kg', '2,49 €/kg') }, after, { metric: 'price', condition: null })?.reason).toMatch(/^Price rose from €2\.49 to €2\.69/);
  });
});
