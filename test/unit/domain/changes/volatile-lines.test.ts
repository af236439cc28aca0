import { describe, expect, it } from 'vitest';
import { findChangedSpan } from '../../../../src/domain/changes/changed-span.js';
import { compareObservations } from '../../../../src/domain/changes/compare-observations.js';
import { isRelevant } from '../../../../src/domain/changes/relevance-threshold.js';
import { classifyVolatileChange, isDerivedAmountLine, isReadingLine } from '../../../../src/domain/changes/volatile-lines.js';
import type { Observation } from '../../../../src/domain/observation.js';

describe('isDerivedAmountLine', () => {
  it.each([
    { line: 'Your repayments: approx. £412 a month', derived: true },
    { line: 'Rata mensile stimata: 624 € (TAN 3,10%)', derived: true },
    { line: 'ou 12 mensualités de 41,58 € (TAEG 5,9 %)', derived: true },
    { line: 'Monatsrate ab 89 € bei 4,99 % effektivem Jahreszins', derived: true },
    { line: 'Voraussichtliche Kosten: ca. 38 € pro Jahr', derived: true },
    { line: 'Team plan $49 per month', derived: false },
    { line: 'Save 20% – only $19/month', derived: false },
    { line: 'Estimated delivery: Tuesday', derived: false },
    { line: 'Overdraft rate 11.9% APR', derived: false },
    { line: 'Abonnement 12,50 € par mois, TVA 20 % incluse', derived: false },
  ])('$line', ({ line, derived }) => {
    expect(isDerivedAmountLine(line)).toBe(derived);
  });
});

describe('isReadingLine', () => {
  it.each([
    { line: 'Heizölpreis heute: 98,40 € pro 100 Liter', reading: true },
    { line: 'Météo à Lyon aujourd\'hui : 21 °C, ensoleillé', reading: true },
    { line: 'Prochain créneau disponible : jeudi 14 h 30', reading: true },
    { line: 'Earliest: next available appointment Tue 9 Dec, 10:40', reading: true },
    { line: 'Brent 82,14 $ −1,3 %', reading: true },
    // Exchange rates (from pairs-15's and pairs-24's rate widgets; none of these is from them).
    { line: 'CHF/EUR 0,9412', reading: true },
    { line: '1 USD = 3,9870 PLN', reading: true },
    { line: 'Kurz ČNB: EUR 25,2150 Kč', reading: true },
    { line: 'Stromtarif 0,3187 €/kWh', reading: false },
    { line: 'Wechselgebühr EUR 2,50 pro Auftrag', reading: false },
    { line: 'Paris 12°C · nuageux', reading: true },
    { line: 'Wien jetzt: -3 °C, Schneefall', reading: true },
    { line: 'Livraison prévue le mardi 15 décembre', reading: true },
    { line: 'Zustellung voraussichtlich Mo., 14.12.', reading: true },
    { line: 'Estimated delivery: Tue, Dec 15', reading: true },
    { line: 'Lieferzeit: Lieferung in 3–5 Werktagen', reading: false },
    { line: 'Delivery: £4.99, free over £50', reading: false },
    { line: 'Ferry arrives 14:35', reading: false },
    { line: 'Next run starts 2 February 2027', reading: false },
    { line: 'Wäscht schon ab 20 °C. Für Buntes und Weißes.', reading: false },
    { line: '5 températures de 70 à 100 °C', reading: false },
    { line: 'Save −20% on all kettles', reading: false },
    // A live wait in minutes (pairs-27's tune miss was a Danish citizens' service; none of these is it).
    { line: 'Aktuelle Wartezeit im Bürgeramt: ca. 20 Min.', reading: true },
    { line: 'Tiempo de espera estimado: 12 minutos', reading: true },
    { line: 'Väntetid i telefon just nu: 8 min', reading: true },
    { line: '受付の待ち時間 約30分', reading: true },
    { line: 'Wartezeit für einen Termin: 6 Wochen', reading: false },
    { line: 'Temps d\'attente pour un rendez-vous : 3 mois', reading: false },
    // A quote with its move in points in brackets (found probing after pairs-27's first run).
    { line: 'Nordwerk-Aktie 48,10 € (−0,35)', reading: true },
    { line: 'S&P 500 6,021.4 (+12.85)', reading: true },
    { line: 'Pfandflasche 1,29 € (+0,25 € Pfand)', reading: false },
    { line: 'Closed today', reading: false },
    { line: 'The council voted today to raise the parking fee from £2.50 to £3.00 an hour in the town centre, starting in April next year.', reading: false },
  ])('$line', ({ line, reading }) => {
    expect(isReadingLine(line)).toBe(reading);
  });
});

describe('classifyVolatileChange', () => {
  const text = (hero: string, quote: string): string => ['Willow Lane Dental', hero, 'Check-up £55', quote, 'Open Monday to Friday'].join('\n');
  const classify = (before: string, after: string, rotating: { before?: string[]; after?: string[] } = {}) =>
    classifyVolatileChange(before, after, findChangedSpan(before, after), rotating)?.kind ?? null;

  it('calls a change in rotating lines of both sides rotating', () => {
    const before = text('Smiles that last', 'Spread the cost: approx. £18 a month');
    const after = text('Gentle care for nervous patients', 'Spread the cost: approx. £18 a month');
    expect(classify(before, after, { before: ['Smiles that last'], after: ['Gentle care for nervous patients'] })).toBe('rotating');
  });

  it('calls a change in derived amounts alone a reading', () => {
    const before = text('Smiles that last', 'Spread the cost: approx. £18 a month');
    expect(classify(before, text('Smiles that last', 'Spread the cost: approx. £19 a month'))).toBe('reading');
  });

  // From pairs-22's Polish TV page (a promo code drawn anew); none of these is from it.
  it('calls a promo code line differing by its code alone rotating, not a model number or a changed offer', () => {
    const code = (line: string) => text('Smiles that last', line);
    expect(classify(code('Código promocional VERANO-3XK: 10 % en blanqueamiento'), code('Código promocional VERANO-8PD: 10 % en blanqueamiento'))).toBe('rotating');
    expect(classify(code('Rabattkod HOST24B ger 15 % rabatt'), code('Rabattkod HOST24B ger 20 % rabatt'))).toBeNull();
    expect(classify(code('Electric toothbrush model PX5210 in stock'), code('Electric toothbrush model PX6220 in stock'))).toBeNull();
  });

  // A markets bar over a story (from pairs-24's British news page; none of these is from it).
  it('calls bare quotes in a strip of quotes with their move a reading, but not a charge beside one rate or the weather', () => {
    const strip = (nikkei: string, topix: string, gold: string, silver: string) => ['Tokyo markets', `Nikkei 225 ${nikkei}`, `Topix ${topix}`, `Gold ${gold}`, `Silver ${silver}`, 'Story'].join('\n');
    expect(classify(strip('38.412,50 ▲1,2%', '2.701,3 ▲0,8%', '$2,388.10', '$28.41'), strip('38.290,10 ▼0,3%', '2.688,0 ▼0,5%', '$2,401.55', '$28.97'))).toBe('reading');
    const shop = (weather: string, delivery: string) => ['Garden centre', `Leeds ${weather}`, `Delivery ${delivery}`, 'Opening hours'].join('\n');
    expect(classify(shop('11°C, drizzle', '£3.95'), shop('14°C, sunny', '£4.95'))).toBeNull();
    const rate = (eur: string, fee: string) => ['Garden centre', `1 GBP = ${eur} EUR`, `Survey fee ${fee}`, 'Opening hours'].join('\n');
    expect(classify(rate('1,1712', '£95'), rate('1,1698', '£99'))).toBeNull();
  });

  // A hero whose year kept it from rotating (from pairs-17's Spanish council page; none of these is from it).
  it('calls a hero line with a number swapped whole for rotating copy rotating, but not a number moved within its words nor a CTA turned notice', () => {
    const hero = (line: string) => ['City of Lyon', line, 'Parking permits', 'Fee: 45 € a year'].join('\n');
    expect(classify(hero('Fête des Lumières 2026 : le programme'), hero('Empruntez un vélo en libre-service'), { after: ['Empruntez un vélo en libre-service'] })).toBe('rotating');
    expect(classify(hero('Salon du livre 2026'), hero('Salon du livre 2027'))).toBeNull();
    expect(classify(hero('Réservez votre visite'), hero('Les réservations sont closes'), { before: ['Réservez votre visite'] })).toBeNull();
  });

  it('is none when a stated price changed too, or the line is rotating on one side only', () => {
    const before = text('Smiles that last', 'Spread the cost: approx. £18 a month');
    const after = text('Smiles that last', 'Spread the cost: approx. £19 a month').replace('£55', '£59');
    expect(classify(before, after)).toBeNull();
    expect(classify(text('A', 'q'), text('B', 'q'), { before: ['A'] })).toBeNull();
  });
});

describe('compareObservations: volatile lines', () => {
  const watch = { metric: 'content' as const, condition: null };
  const base: Observation = { title: 'Solar leasing', price: null, currency: null, availability: null, source: null, text: '' };
  const page = (lines: string[]): string => ['Rooftop solar, no money down', ...lines, 'Installation within six weeks', 'Ten-year panel warranty'].join('\n');

  it('does not report an instalment that follows the day\'s rate', () => {
    const before = { ...base, text: page(['System price 8.900 €', 'Finanzierung: ca. 94 € pro Monat (effektiver Jahreszins 4,2 %)']) };
    const after = { ...base, text: page(['System price 8.900 €', 'Finanzierung: ca. 96 € pro Monat (effektiver Jahreszins 4,5 %)']) };
    expect(isRelevant(compareObservations(before, after, watch)!, 0.5)).toBe(false);
  });

  it('still reports the stated price moving with its instalment', () => {
    const before = { ...base, text: page(['System price 8.900 €', 'Finanzierung: ca. 94 € pro Monat (effektiver Jahreszins 4,2 %)']) };
    const after = { ...base, text: page(['System price 9.400 €', 'Finanzierung: ca. 99 € pro Monat (effektiver Jahreszins 4,2 %)']) };
    expect(isRelevant(compareObservations(before, after, watch)!, 0.5)).toBe(true);
  });

  it('does not report the day\'s weather or the next free slot, but reports a stated fee beside them', () => {
    const before = { ...base, text: page(['Survey fee £95', 'Leeds today: 11°C, drizzle', 'Next free survey slot: Monday 09:00–11:00']) };
    const after = { ...base, text: page(['Survey fee £95', 'Leeds today: 14°C, sunny spells', 'Next free survey slot: Thursday 13:00–15:00']) };
    expect(isRelevant(compareObservations(before, after, watch)!, 0.5)).toBe(false);
    const raised = { ...after, text: after.text.replace('£95', '£99') };
    expect(isRelevant(compareObservations(after, raised, watch)!, 0.5)).toBe(true);
  });

  it('does not count the amounts of an exchange rate beside a rotated promo, but reports a fee changed beside them', () => {
    const before = { ...base, text: page(['Survey fee £95', '1 GBP = 1,1712 EUR', 'Go solar this spring']), rotating: ['Go solar this spring'] };
    const after = { ...base, text: page(['Survey fee £95', '1 GBP = 1,1698 EUR', 'Panels made to last']), rotating: ['Panels made to last'] };
    expect(isRelevant(compareObservations(before, after, watch)!, 0.5)).toBe(false);
    const raised = { ...after, text: after.text.replace('£95', '£99') };
    expect(isRelevant(compareObservations(before, raised, watch)!, 0.5)).toBe(true);
  });

  it('does not report a hero headline swapped on a small page, but reports a fact in the same hero', () => {
    const before = { ...base, text: page(['Power your home with the sun']), rotating: ['Power your home with the sun'] };
    const after = { ...base, text: page(['Cut your bills from the first day']), rotating: ['Cut your bills from the first day'] };
    expect(isRelevant(compareObservations(before, after, watch)!, 0.5)).toBe(false);
    const dated = { ...base, text: page(['Offer ends 31 March 2027: free battery']) };
    const moved = { ...base, text: page(['Offer ends 30 April 2027: free battery']) };
    expect(isRelevant(compareObservations(dated, moved, watch)!, 0.5)).toBe(true);
  });
});
