import { describe, expect, it } from 'vitest';
import { compareObservations } from '../../../../src/domain/changes/compare-observations.js';
import { diffText } from '../../../../src/domain/changes/diff-text.js';
import { isRelevant } from '../../../../src/domain/changes/relevance-threshold.js';
import type { Condition } from '../../../../src/domain/conditions/condition-list.js';
import type { Observation } from '../../../../src/domain/observation.js';

const product: Observation = {
  title: 'Acme Blender 3000',
  price: 199.99,
  currency: 'USD',
  availability: 'in_stock',
  source: 'json-ld',
  text: 'Acme Blender 3000. A powerful blender for smoothies. Free shipping on orders over $50.',
};
const below300: Condition = { kind: 'below', amount: 300, currency: 'USD' };
const priceWatch = { metric: 'price' as const, condition: null };

function withPrice(price: number | null, extra: Partial<Observation> = {}): Observation {
  return { ...product, price, ...extra };
}

function sentence(i: number): string {
  return `Paragraph ${i} explains how the council reviewed budget item ${i} in detail today.`;
}

// A long article: sentences that differ by a counter so no two are alike.
function article(sentences: number, tweak?: (index: number) => string | null): string {
  const parts: string[] = [];
  for (let i = 0; i < sentences; i++) parts.push(tweak?.(i) ?? sentence(i));
  return parts.join(' ');
}

describe('compareObservations: price', () => {
  it.each([
    { name: '25% drop', from: 199.99, to: 149.99, min: 0.9, max: 0.92, reason: 'Price dropped from $199.99 to $149.99 (-25%).' },
    { name: '5% drop', from: 100, to: 95, min: 0.64, max: 0.66, reason: 'Price dropped from $100.00 to $95.00 (-5%).' },
    { name: '1% drop', from: 100, to: 99, min: 0.44, max: 0.46, reason: 'Price dropped from $100.00 to $99.00 (-1%).' },
    { name: '0.5% rise', from: 100, to: 100.5, min: 0.27, max: 0.28, reason: 'Price rose from $100.00 to $100.50 (+0.5%).' },
    { name: '20% rise', from: 100, to: 120, min: 0.82, max: 0.84, reason: 'Price rose from $100.00 to $120.00 (+20%).' },
    { name: 'thousands', from: 1499, to: 1299.99, min: 0.7, max: 0.8, reason: 'Price dropped from $1,499.00 to $1,299.99 (-13%).' },
  ])('$name', ({ from, to, min, max, reason }) => {
    const change = compareObservations(withPrice(from), withPrice(to), priceWatch);
    expect(change?.type).toBe('price');
    expect(change?.score).toBeGreaterThanOrEqual(min);
    expect(change?.score).toBeLessThanOrEqual(max);
    expect(change?.reason).toBe(reason);
    expect(change?.before).toEqual({ price: from, currency: 'USD', availability: 'in_stock' });
    expect(change?.after).toEqual({ price: to, currency: 'USD', availability: 'in_stock' });
  });

  it('formats each currency with its own symbol in one style', () => {
    const euro = compareObservations(
      withPrice(1299, { currency: 'EUR' }),
      withPrice(1099, { currency: 'EUR' }),
      priceWatch,
    );
    expect(euro?.reason).toBe('Price dropped from €1,299.00 to €1,099.00 (-15%).');
    const yen = compareObservations(withPrice(12800, { currency: 'JPY' }), withPrice(9800, { currency: 'JPY' }), priceWatch);
    expect(yen?.reason).toBe('Price dropped from ¥12,800 to ¥9,800 (-23%).');
  });

  it('reports a currency change without a percentage', () => {
    const change = compareObservations(withPrice(199.99), withPrice(189, { currency: 'EUR' }), priceWatch);
    expect(change?.type).toBe('price');
    expect(change?.score).toBe(0.6);
    expect(change?.reason).toBe('Price changed from $199.99 to €189.00 (currency changed from USD to EUR).');
  });

  it.each([
    { name: 'price appears', from: null, to: 149.99, score: 0.5, reason: 'Price now shown: $149.99.' },
    { name: 'price vanishes', from: 149.99, to: null, score: 0.3, reason: 'Price no longer shown (was $149.99).' },
  ])('$name', ({ from, to, score, reason }) => {
    const change = compareObservations(withPrice(from), withPrice(to), priceWatch);
    expect(change).toMatchObject({ type: 'price', score, reason });
  });

  it('ignores float noise below half a cent', () => {
    expect(compareObservations(withPrice(149.99), withPrice(149.990001), priceWatch)).toBeNull();
  });
});

describe('compareObservations: a condition decides', () => {
  const reportedWith = (condition: Condition, before: Observation, after: Observation) => {
    const change = compareObservations(before, after, { metric: 'price', condition });
    return change !== null && isRelevant(change, 0.5);
  };

  it.each([
    { name: 'crossing into the target', from: 329, to: 289, reported: true },
    { name: 'a big move that stays outside', from: 499, to: 399, reported: false },
    { name: 'leaving the target', from: 289, to: 329, reported: false },
    { name: 'moving within the target', from: 289, to: 259, reported: false },
    { name: 'landing exactly on a strict target', from: 329, to: 300, reported: false },
  ])('below $300: $name', ({ from, to, reported }) => {
    expect(reportedWith(below300, withPrice(from), withPrice(to))).toBe(reported);
  });

  it('reports a met condition at any sensitivity, and with the top score', () => {
    const change = compareObservations(withPrice(301), withPrice(299), { metric: 'price', condition: below300 });
    expect(change?.score).toBe(1);
    expect(change && isRelevant(change, 1)).toBe(true);
    expect(change?.verdict).toEqual({ condition: below300, met: true });
  });

  it('does not report a large move that misses the condition, whatever the sensitivity', () => {
    const change = compareObservations(withPrice(200), withPrice(100), { metric: 'price', condition: below300 });
    expect(change?.verdict?.met).toBe(false);
    expect(change && isRelevant(change, 0)).toBe(false);
  });

  it('names the condition in the reason', () => {
    const change = compareObservations(withPrice(329), withPrice(289), { metric: 'price', condition: below300 });
    expect(change?.reason).toBe('Price dropped from $329.00 to $289.00 (-12%); condition met: price below $300.00.');
  });

  it('reports the change the condition speaks about, even when another finding outranks it', () => {
    const before = withPrice(100, { availability: 'out_of_stock' });
    const after = withPrice(89, { availability: 'in_stock' });
    const change = compareObservations(before, after, { metric: 'availability', condition: { kind: 'drop_pct', amount: 10 } });
    expect(change?.type).toBe('price');
    expect(change?.reason).toMatch(/^Price dropped from \$100\.00 to \$89\.00 \(-11%\); back in stock.*; condition met: price drops by 10% or more\.$/);
  });

  it('fires a text condition on the content change', () => {
    const before = withPrice(199.99, { text: 'Acme Blender 3000. Registration closed.' });
    const after = withPrice(199.99, { text: 'Acme Blender 3000. Registration open now!' });
    const change = compareObservations(before, after, { metric: 'content', condition: { kind: 'text_appears', text: 'registration OPEN' } });
    expect(change?.type).toBe('content');
    expect(change?.verdict?.met).toBe(true);
  });

  it('leaves a monitor without a condition to its sensitivity', () => {
    const change = compareObservations(withPrice(200), withPrice(100), priceWatch);
    expect(change?.verdict).toBeUndefined();
    expect(change && isRelevant(change, 0.5)).toBe(true);
  });
});

describe('compareObservations: availability', () => {
  it.each([
    { name: 'back in stock', from: 'out_of_stock', to: 'in_stock', score: 0.855, reason: 'Back in stock (was out of stock).' },
    { name: 'sold out', from: 'in_stock', to: 'out_of_stock', score: 0.81, reason: 'Sold out (was in stock).' },
    { name: 'preorder', from: 'out_of_stock', to: 'preorder', score: 0.855, reason: 'Available again: now available for preorder (was out of stock).' },
  ] as const)('$name under a price metric', ({ from, to, score, reason }) => {
    const change = compareObservations(
      { ...product, availability: from },
      { ...product, availability: to },
      priceWatch,
    );
    expect(change).toMatchObject({ type: 'availability', score, reason });
  });

  it('scores a stock flip ≈ 0.9+ when availability is watched', () => {
    const change = compareObservations(
      { ...product, availability: 'out_of_stock' },
      product,
      { metric: 'availability', condition: null },
    );
    expect(change?.score).toBe(0.95);
  });

  it('reports the more relevant of price and availability and names both', () => {
    const change = compareObservations(
      { ...product, availability: 'out_of_stock', price: 199.99 },
      { ...product, availability: 'in_stock', price: 189.99 },
      { metric: 'availability', condition: null },
    );
    expect(change?.type).toBe('availability');
    expect(change?.reason).toBe('Back in stock (was out of stock); price dropped from $199.99 to $189.99 (-5%).');
    expect(change?.before).toEqual({ price: 199.99, currency: 'USD', availability: 'out_of_stock' });
    expect(change?.after).toEqual({ price: 189.99, currency: 'USD', availability: 'in_stock' });
  });
});

describe('compareObservations: metric weighting', () => {
  it.each([
    { metric: 'price', min: 0.9 },
    { metric: 'availability', max: 0.4 },
    // A content watcher of a product page (JSON-LD states the price) weighs price as a price watcher.
    { metric: 'content', min: 0.9 },
  ] as const)('a 25% drop under metric $metric', ({ metric, min, max }) => {
    const change = compareObservations(withPrice(199.99), withPrice(149.99), { metric, condition: null });
    if (min !== undefined) expect(change?.score).toBeGreaterThanOrEqual(min);
    if (max !== undefined) expect(change?.score).toBeLessThanOrEqual(max);
  });

  it('keeps a rewritten description low for a price watcher but high for a content watcher', () => {
    const before = { ...product, text: article(40) };
    const after = { ...product, text: article(40, (i) => (i % 2 ? `Section ${i} now covers warranty terms and returns.` : null)) };
    const price = compareObservations(before, after, priceWatch);
    const content = compareObservations(before, after, { metric: 'content', condition: null });
    expect(price?.type).toBe('content');
    expect(price?.score).toBeLessThan(0.45);
    expect(content?.score).toBeGreaterThanOrEqual(0.9);
  });

  it.each([
    { name: 'a 6% rise', from: 100, to: 106, sensitivity: 0.5 },
    { name: 'a 1% drop', from: 100, to: 99, sensitivity: 0 },
    { name: 'a 1% rise', from: 100, to: 101, sensitivity: 0 },
  ])('reports $name on a product page watched in url mode as a price change', ({ from, to, sensitivity }) => {
    // The page text shows the price too, so the text diff holds a changed amount.
    const before = withPrice(from, { text: `${article(30)} Now $${from}.00 with free returns.` });
    const after = withPrice(to, { text: `${article(30)} Now $${to}.00 with free returns.` });
    const change = compareObservations(before, after, { metric: 'content', condition: null });
    expect(change?.type).toBe('price');
    expect(change !== null && isRelevant(change, sensitivity)).toBe(true);
  });

  it('scores a sold-out product page for a content watcher as an availability watcher would', () => {
    const change = compareObservations(product, { ...product, availability: 'out_of_stock' }, { metric: 'content', condition: null });
    expect(change).toMatchObject({ type: 'availability', score: 0.9 });
  });

  it('tells a content watcher of a product page turned into a delisting notice of the stock change, scored as the larger of the two', () => {
    const before = { ...product, text: article(12) };
    const after: Observation = { ...product, price: null, availability: 'discontinued', text: 'This item has been discontinued. Customers also bought: Acme Juicer $89.00, Acme Kettle $39.00.' };
    const change = compareObservations(before, after, { metric: 'content', condition: null });
    expect(change?.type).toBe('availability');
    expect(change?.score).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps a stock move between two buyable states, with a larger text change, a content change for a content watcher', () => {
    const after: Observation = { ...product, availability: 'limited', text: article(12) };
    expect(compareObservations({ ...product, text: article(12, (i) => (i < 6 ? `Rewritten sentence ${i} about blades.` : null)) }, after, { metric: 'content', condition: null })?.type).toBe('content');
  });

  it('tells a content watcher of a product page that no longer ships now of the stock change, and of shipping again', () => {
    const before = { ...product, text: `${product.text} In stock, dispatched today.` };
    const after: Observation = { ...product, availability: 'preorder', text: `${product.text} Pre-order now: dispatched from 14 March.` };
    expect(compareObservations(before, after, { metric: 'content', condition: null })?.type).toBe('availability');
    expect(compareObservations({ ...after, availability: 'backorder' }, before, { metric: 'content', condition: null })?.type).toBe('availability');
  });

  it('counts another row of a price list as money when the page states a price in its markup but no stock', () => {
    const before: Observation = { ...product, source: 'platform', availability: null, price: 9, text: 'Kleine Box\n9,00 €\nGroße Box\n14,50 €' };
    const change = compareObservations(before, { ...before, text: 'Kleine Box\n9,00 €\nGroße Box\n14,90 €' }, { metric: 'content', condition: null });
    expect(change?.score).toBeGreaterThanOrEqual(0.6);
  });

  it('keeps the guessed-price rule off product pages only: a plan table price stays a text change', () => {
    const before: Observation = { ...product, source: 'heuristic', availability: null, price: 29, text: 'Pro plan $29 per month.' };
    const change = compareObservations(before, { ...before, price: 30, text: 'Pro plan $30 per month.' }, { metric: 'content', condition: null });
    expect(change?.type).toBe('content');
  });

  it.each([
    { name: 'a plan limit', before: 'Pro plan. 100 GB storage. Email support.', after: 'Pro plan. 250 GB storage. Email support.', changed: true },
    { name: 'unlimited to a number', before: 'Starter: Unlimited projects, 2 seats.', after: 'Starter: 10 projects, 2 seats.', changed: true },
    { name: "a notice's date", before: 'Applications close on 15 March 2026. Apply online.', after: 'Applications close on 29 March 2026. Apply online.', changed: true },
    { name: 'a German deadline', before: 'Anmeldung bis 12.05.2026 möglich.', after: 'Anmeldung bis 19.05.2026 möglich.', changed: true },
    { name: 'a delivery date', before: 'FREE delivery Wednesday, May 22, 2026. Order within 9 hours.', after: 'FREE delivery Thursday, May 23, 2026. Order within 3 hours.', changed: false },
    { name: 'a publication date', before: 'Updated 22 May 2026. The plan ends soon.', after: 'Updated 23 May 2026. The plan ends soon.', changed: false },
    { name: 'a rating count', before: '4.6 out of 5, 1,287 ratings', after: '4.6 out of 5, 1,290 ratings', changed: false },
    { name: 'limits reordered', before: 'Features: 5 seats, 10 GB storage.', after: 'Features: 10 GB storage, 5 seats.', changed: false },
    { name: 'an outage window', before: 'Payments will be unavailable on 9 March 2026 from 02:00 to 04:00.', after: 'Payments will be unavailable on 16 March 2026 from 02:00 to 04:00.', changed: true },
    { name: 'a postponed concert', before: 'Le concert est reporté au 12 mars.', after: 'Le concert est reporté au 19 mars.', changed: true },
    { name: 'a closure date in German', before: 'Wegen Wartungsarbeiten geschlossen am 4. Juni.', after: 'Wegen Wartungsarbeiten geschlossen am 11. Juni.', changed: true },
    { name: 'a delivery date beside "unavailable"', before: 'Express unavailable. Standard delivery on 9 March 2026.', after: 'Express unavailable. Standard delivery on 10 March 2026.', changed: false },
    { name: 'a warranty term', before: 'Every kettle comes with a 2-year warranty.', after: 'Every kettle comes with a 3-year warranty.', changed: true },
    { name: 'a retention period', before: 'Logs are kept for 30 days on the free plan.', after: 'Logs are kept for 7 days on the free plan.', changed: true },
    { name: 'a German trial', before: 'Die Testphase dauert 30 Tage.', after: 'Die Testphase dauert 14 Tage.', changed: true },
    { name: 'a dispatch countdown', before: 'Order within 3 hours for dispatch today.', after: 'Order within 1 hours for dispatch today.', changed: false },
    { name: 'an availability date', before: 'Tickets available from 3 March 2027.', after: 'Tickets available from 10 March 2027.', changed: true },
    { name: 'a minimum Android version', before: 'Requires Android 12 or later.', after: 'Requires Android 13 or later.', changed: true },
    { name: 'a runtime "or newer"', before: 'Builds run on Java 17 or newer.', after: 'Builds run on Java 21 or newer.', changed: true },
    { name: 'a German requirement', before: 'Systemvoraussetzung: mindestens macOS 13.', after: 'Systemvoraussetzung: mindestens macOS 14.', changed: true },
    { name: 'a relocation date', before: 'The clinic relocates to Mill Lane on 6 July.', after: 'The clinic relocates to Mill Lane on 20 July.', changed: true },
    { name: 'a card fee', before: 'Processing fee: 2.9% per transaction.', after: 'Processing fee: 3.4% per transaction.', changed: true },
    { name: 'a German borrowing rate', before: 'Ratenkredit ab 3,49 % Sollzins p.a.', after: 'Ratenkredit ab 3,79 % Sollzins p.a.', changed: true },
    { name: 'a limit cell under a Spanish per-period header', before: 'Plan\nSolicitudes por hora\nGratis\n1000\nPro\n20000', after: 'Plan\nSolicitudes por hora\nGratis\n500\nPro\n20000', changed: true },
    { name: 'a match day with its kick-off', before: 'Friday 9 October 2026, kick-off 15:00 at Vale Park', after: 'Saturday 10 October 2026, kick-off 15:00 at Vale Park', changed: true },
    { name: 'an uptime promise', before: 'Business: 99.9% uptime, phone support.', after: 'Business: 99.5% uptime, phone support.', changed: true },
    { name: 'a rate measured over a rolling window', before: 'Zustellrate: 99,95 % in den letzten 30 Tagen', after: 'Zustellrate: 99,93 % in den letzten 30 Tagen', changed: false },
    { name: 'a rate over the last weeks in Spanish', before: 'Puntualidad 92,40 % en los últimos 6 meses', after: 'Puntualidad 91,85 % en los últimos 6 meses', changed: false },
    { name: 'places a course admits', before: 'Studienplätze: 40 Plätze pro Jahrgang.', after: 'Studienplätze: 30 Plätze pro Jahrgang.', changed: true },
    { name: 'places of a Spanish workshop', before: 'Taller limitado a 25 plazas.', after: 'Taller limitado a 15 plazas.', changed: true },
    { name: 'places left counting down', before: 'Kochkurs am Samstag: noch 4 Plätze frei', after: 'Kochkurs am Samstag: noch 3 Plätze frei', changed: false },
    { name: 'a star histogram', before: '5 stars 68% 4 stars 20% 3 stars 7%', after: '5 stars 69% 4 stars 19% 3 stars 7%', changed: false },
    { name: 'a market ticker', before: 'Interest in tech: Nasdaq 16,402.55 −0.7%', after: 'Interest in tech: Nasdaq 16,511.90 +0.3%', changed: false },
    { name: 'a rate alone in its table cell', before: 'Tagesgeld\n2,35 %\nFestgeld 12 Monate\n2,80 %', after: 'Tagesgeld\n2,10 %\nFestgeld 12 Monate\n2,80 %', changed: true },
    { name: 'a whole-percent reading', before: 'Battery health\n88%', after: 'Battery health\n87%', changed: false },
    { name: 'opening hours in Spanish', before: 'Sábados de 10:00 a 14:00.', after: 'Sábados de 10:00 a 13:30.', changed: true },
    { name: 'opening hours with am and pm', before: 'Sunday 11 am – 4 pm', after: 'Sunday 12 pm – 4 pm', changed: true },
    { name: 'a single clock time', before: 'Server time 14:02', after: 'Server time 14:07', changed: false },
    { name: 'a limit in its table cell', before: 'Tarif\nMax. Nutzer\nSpeicher\nBasis\n5\n10 GB\nTeam\n25\n1 TB', after: 'Tarif\nMax. Nutzer\nSpeicher\nBasis\n3\n10 GB\nTeam\n25\n1 TB', changed: true },
    { name: 'a score in a league table', before: 'Club\nPlayed\nPoints\nLions\n12\n28\nBears\n12\n25', after: 'Club\nPlayed\nPoints\nLions\n12\n31\nBears\n12\n25', changed: false },
    { name: 'a weight a carrier allows', before: 'Checked bag: one piece up to 23 kg.', after: 'Checked bag: one piece up to 20 kg.', changed: true },
    { name: 'a load limit in pounds', before: 'Cargo rack rated for 55 lbs', after: 'Cargo rack rated for 44 lbs', changed: true },
    { name: 'a workshop cancelled', before: 'Pottery for beginners, Thursday 18:00', after: 'Pottery for beginners, Thursday 18:00 – canceled', changed: true },
    { name: 'a German reading called off', before: 'Lesung mit Juli Zeh im Foyer', after: 'Lesung mit Juli Zeh im Foyer – abgesagt', changed: true },
    { name: 'an Italian match postponed', before: 'Partita di domenica: confermata', after: 'Partita di domenica: rinviata', changed: true },
    { name: 'a postponement told in a sentence', before: 'Officials met on Monday.', after: 'Officials met on Monday. Talks with the union have since been postponed.', changed: false },
    { name: 'a labelled state in French', before: 'Atelier poterie du samedi\nStatut : Ouvert', after: 'Atelier poterie du samedi\nStatut : Complet', changed: true },
    { name: 'a product status', before: 'Oak bench, 140 cm. Status: Available to order', after: 'Oak bench, 140 cm. Status: Discontinued', changed: true },
    { name: 'a "Stand:" date is no state', before: 'Preisliste\nStand: 12.05.2026', after: 'Preisliste\nStand: 19.05.2026', changed: false },
    { name: 'a kick-off time in its table cell', before: 'Date\nKick-off\nSat 3 May\n15:00\nSat 10 May\n15:00', after: 'Date\nKick-off\nSat 3 May\n15:00\nSat 10 May\n17:30', changed: true },
    { name: 'a labelled departure time', before: 'Last bus from the stadium: 22:45', after: 'Last bus from the stadium: 22:15', changed: true },
    { name: 'a server time behind a colon', before: 'Server time: 14:02', after: 'Server time: 14:07', changed: false },
    { name: 'a quota per day', before: 'Free: 50 Exporte pro Tag, 1 Projekt', after: 'Free: 20 Exporte pro Tag, 1 Projekt', changed: true },
    { name: 'a quota per month in Spanish', before: 'Plan Básico: 2.000 envíos al mes', after: 'Plan Básico: 1.500 envíos al mes', changed: true },
    { name: 'an audience per day', before: 'A busy forum: about 1,200 visitors a day', after: 'A busy forum: about 1,350 visitors a day', changed: false },
    { name: 'a shipping charge', before: 'Versandkosten: 4,95 €', after: 'Versandkosten: 5,95 €', changed: true },
    { name: 'a delivery charge in its table cell', before: 'Livraison\n5,90 €\nRetour\nGratuit', after: 'Livraison\n6,90 €\nRetour\nGratuit', changed: true },
    { name: 'a delivery day beside its charge', before: 'Delivery by Tuesday £4.99', after: 'Delivery by Wednesday £4.99', changed: false },
    { name: 'a delivery charge named with where it ships', before: 'Frais de livraison en France métropolitaine : 6,90 €', after: 'Frais de livraison en France métropolitaine : 7,90 €', changed: true },
    { name: 'a charge named with whose address it ships to', before: 'Standard delivery to mainland UK addresses: £4.99', after: 'Standard delivery to mainland UK addresses: £5.49', changed: true },
    { name: 'a quote signed by an arrow', before: 'Gold 2,391.40 USD ▲ 0.35%', after: 'Gold 2,388.10 USD ▼ 0.14%', changed: false },
  ])('facts: $name', ({ before, after, changed }) => {
    expect(diffText(before, after)?.factsChanged ?? false).toBe(changed);
  });

  it('tells a content watcher of a product page, not its price watcher, of a changed delivery charge', () => {
    const text = (charge: string): string => `Gartenschlauch 20 m\n39,90 €\nLieferung\n${charge}\nRückgabe 30 Tage\nÄhnliche Artikel: Schlauchwagen 49,90 €`;
    const before: Observation = { ...product, text: text('4,90 €') };
    const after: Observation = { ...product, text: text('5,90 €') };
    expect(isRelevant(compareObservations(before, after, { metric: 'content', condition: null })!, 0.5)).toBe(true);
    expect(isRelevant(compareObservations(before, after, priceWatch)!, 0.5)).toBe(false);
  });

  it('lets the text diff, not a guessed price, describe a pricing page to a content watcher', () => {
    const before: Observation = { ...product, source: 'heuristic', price: 29, text: 'Pro plan $29 per month. Team plan $99 per month.' };
    const after: Observation = { ...before, price: 39, text: 'Pro plan $39 per month. Team plan $99 per month.' };
    const change = compareObservations(before, after, { metric: 'content', condition: null });
    expect(change?.type).toBe('content');
    expect(change?.score).toBeGreaterThanOrEqual(0.6);
    expect(change?.diff?.added).toEqual(['Pro plan $39 per month.']);
  });

  it('falls back to the text when the page of a price watcher shows no price', () => {
    const before = { ...product, price: null, currency: null, text: 'Pro plan $29 per month. Team plan $99 per month.' };
    const after = { ...before, text: 'Pro plan $39 per month. Team plan $99 per month.' };
    const change = compareObservations(before, after, priceWatch);
    expect(change?.type).toBe('content');
    expect(change?.score).toBeGreaterThanOrEqual(0.5);
  });
});

describe('compareObservations: content', () => {
  const watch = { metric: 'content' as const, condition: null };

  it.each([
    { name: 'identical', after: article(300) },
    { name: 'sentences reordered (rotating carousel)', after: article(300).split('. ').reverse().join('. ') },
    { name: 'whitespace only', after: article(300).replaceAll(' ', '  ') },
    { name: 'case only', after: article(300).toUpperCase() },
  ])('$name → null', ({ after }) => {
    expect(compareObservations({ ...product, text: article(300) }, { ...product, text: after }, watch)).toBeNull();
  });

  it.each([
    { name: 'one word in a 5,000-word page', tweak: (i: number) => (i === 200 ? sentence(i).replace('council', 'mayor') : null), max: 0.05 },
    { name: 'one sentence added', tweak: (i: number) => (i === 10 ? `${sentence(i)} The vote was postponed.` : null), max: 0.2 },
    {
      name: 'a 120-word section added',
      tweak: (i: number) => (i === 10 ? `${sentence(i)} ${'New findings were published by the auditors this week. '.repeat(15)}` : null),
      min: 0.6,
    },
    { name: 'a quarter rewritten', tweak: (i: number) => (i % 4 === 0 ? `Rewritten sentence ${i} about an entirely new topic.` : null), min: 0.85 },
  ])('$name', ({ tweak, min, max }) => {
    const change = compareObservations({ ...product, text: article(330) }, { ...product, text: article(330, tweak) }, watch);
    expect(change?.type).toBe('content');
    if (min !== undefined) expect(change?.score).toBeGreaterThanOrEqual(min);
    if (max !== undefined) expect(change?.score).toBeLessThanOrEqual(max);
  });

  it.each([
    ['Angebot gültig bis 30.11.2026.', 'Angebot gültig bis 01.12.2026.'],
    ["Offre valable jusqu'au 14 décembre 2026.", "Offre valable jusqu'au 15 décembre 2026."],
  ])('sees no change when only a notice date rolled forward a day: %s', (before, after) => {
    expect(diffText(before, after)).toBeNull();
  });

  it('still sees a notice date moved back a day, or a rolled date beside other changed words', () => {
    expect(diffText('Angebot gültig bis 30.11.2026.', 'Angebot gültig bis 29.11.2026.')?.factsChanged).toBe(true);
    expect(diffText('Angebot gültig bis 30.11.2026, 10 % Rabatt.', 'Angebot gültig bis 01.12.2026, 15 % Rabatt.')).not.toBeNull();
  });

  it('reads a clock time as one word, so minutes moved between two times still differ', () => {
    expect(diffText('Mardi–vendredi : 8:30–12:00, 14:00–18:30', 'Mardi–vendredi : 8:00–12:30, 14:30–18:00')).not.toBeNull();
  });

  it('gives a compact diff with the changed passages and the excerpts', () => {
    const before = { ...product, text: article(100) };
    const after = { ...product, text: article(100, (i) => (i === 50 ? 'The council approved the new park.' : null)) };
    const change = compareObservations(before, after, watch);
    expect(change?.diff).toEqual({
      removed: ['Paragraph 50 explains how the council reviewed budget item 50 in detail today.'],
      added: ['The council approved the new park.'],
    });
    expect(change?.after.excerpt).toBe('The council approved the new park.');
    expect(change?.reason).toMatch(/^Page text changed: \d+ words differ \((under )?\d+% of the page\)\.$/);
  });

  it('flags changed money amounts as significant', () => {
    const before = { ...product, price: null, availability: null, source: null, text: `${article(200)} Pro plan costs $29 per month.` };
    const after = { ...before, text: `${article(200)} Pro plan costs $39 per month.` };
    const change = compareObservations(before, after, watch);
    expect(change?.score).toBeGreaterThanOrEqual(0.6);
    expect(change?.reason).toContain('including money amounts');
  });

  it.each([
    { name: 'regrouped euros', before: 'Preis 1.299,00 € inkl. MwSt', after: 'Preis 1,299.00 € inkl. MwSt', changed: false },
    { name: 'Swiss francs', before: "Preis CHF 1'299.– inkl. MwSt", after: "Preis CHF 1'549.– inkl. MwSt", changed: true },
    { name: 'złoty', before: 'Cena 1 299 zł brutto', after: 'Cena 1 199 zł brutto', changed: true },
    { name: 'a code after the amount', before: 'Salary 85,000 EUR a year', after: 'Salary 90,000 EUR a year', changed: true },
    { name: 'a bare number', before: 'Seats 120 left', after: 'Seats 119 left', changed: false },
    { name: 'cents a piece', before: 'Limes 25c each', after: 'Limes 29c each', changed: true },
    { name: 'a German unit price in cents', before: 'Grundpreis 8,5 ct/Stück', after: 'Grundpreis 9,2 ct/Stück', changed: true },
    { name: 'a video resolution', before: 'Streams in 720p on phones', after: 'Streams in 1080p on phones', changed: false },
  ])('money amounts: $name', ({ before, after, changed }) => {
    expect(diffText(before, after)?.moneyChanged).toBe(changed);
  });

  it('stays bounded on huge, entirely different texts', () => {
    const before = 'lorem ipsum dolor sit amet. '.repeat(40_000);
    const after = 'consectetur adipiscing elit sed do. '.repeat(40_000);
    const diff = diffText(before, after);
    // Bounded by what is read, not by a stopwatch (timings flake on a loaded machine): about
    // 1.1 MB a side, of which only the first 100,000 characters are compared.
    expect(diff?.totalWords).toBeLessThanOrEqual((2 * 100_000) / 5);
    expect(diff?.totalWords).toBeGreaterThan(0);
    expect(diff?.removed.length).toBeLessThanOrEqual(3);
  });
});

describe('diffText: words of Japanese and Chinese, written without spaces', () => {
  const zh = [
    '这款空气炸锅容量为五点五升，适合三到四口之家使用。',
    '机身采用防烫外壳，篮子内壁有不粘涂层，清洗十分方便。',
    '八种预设菜单覆盖薯条、鸡翅、蛋糕和烤蔬菜。',
    '温度可在八十度到二百度之间调节，定时最长六十分钟。',
    '评分 4.7（1,204条评价）',
  ].join('\n');

  it('counts a run of Han characters as a word per two characters, on both sides of the share', () => {
    const diff = diffText(zh, zh.replace('1,204条评价', '1,209条评价'));
    expect(diff?.changedWords).toBe(4);
    expect(diff?.totalWords).toBeGreaterThan(80);
  });

  it('still weighs a rewritten sentence of a Chinese page as a sizeable change', () => {
    const diff = diffText(zh, zh.replace('八种预设菜单覆盖薯条、鸡翅、蛋糕和烤蔬菜。', '新版本取消了烤蛋糕功能，只保留七种预设菜单。'));
    expect(diff?.changedWords).toBeGreaterThanOrEqual(20);
  });
});
