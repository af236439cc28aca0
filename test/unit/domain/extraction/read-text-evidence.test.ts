import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';
import { hasCurrencyPrice } from '../../../../src/domain/extraction/parse-price.js';
import { mayHoldPrice, readTextPrices, readWordedStock } from '../../../../src/domain/extraction/read-text-evidence.js';
import { scanPage } from '../../../../src/domain/extraction/scan-page.js';

// The whole-line gate mayHoldPrice replaces; it must give the same answer on every line.
const WHOLE_LINE_GATE = /\d[.,] ?[-–—]|\d.{0,4}(?:[^\x00-\x7f]|\$|[A-Z]{2}|[KkRrFf][rsptm]|le[iu]|Fr|Br|Bs|Le|Nu|Tk|Ks|Kc|Dh|Fd|Nf|FB|Sh|Col|Bds|eur|usd|gbp|chf|pln|czk|huf|ron|bgn|rub|uah|inr|jpy|cny|aud|cad|nzd|sgd|hkd|brl|mxn|zar|ils|aed|sar|qar|kwd|nok|dkk|dollar|pound|yen|yuan|rupee|z[lł]|kc|korun|forint|kn|din|:-|[SB]\/)|(?:[^\x00-\x7f]|\$|[A-Z]{2}|[KkRrFf][rsptm]|le[iu]|R|Fr|Br|Bs|Le|Nu|Tk|Ks|Kc|Dh|Fd|Nf|FB|Sh|Col|Bds|eur|usd|gbp|chf|pln|czk|huf|ron|bgn|rub|uah|inr|jpy|cny|aud|cad|nzd|sgd|hkd|brl|mxn|zar|ils|aed|sar|qar|kwd|nok|dkk|[SB]\/\.?).{0,4}\d/;

/** mulberry32, so that a failing random line can be reproduced. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('mayHoldPrice', () => {
  it.each([
    ['Price $49.99', true],
    ['1.299,00 € inkl. MwSt.', true],
    ['USD 20', true],
    ['20 kr', true],
    ['Rs. 1,23,456', true],
    ['R 250', true],
    ['99 lei', true],
    ['This tent sleeps 4 people comfortably', false],
    ['Version 1.2.3 released', true],
    ['Free delivery over 50', false],
    ['no digits here at all, only Words And CAPS', false],
    ['', false],
    ['4', false],
    ['the first 12345678 of them', true],
    ['sort 1', true],
    ['12 mm, 300 g, 24 W', false],
    ['leitmotif 3', false],
  ])('%j → %s', (line, expected) => {
    expect(mayHoldPrice(line)).toBe(expected);
    expect(WHOLE_LINE_GATE.test(line)).toBe(expected);
  });

  it.each([
    '749,00 euro', '49 pln', 'usd 20', '171900 руб.', '6 300 Р', 'S/. 120', 'B/. 15', '11,33 Br', '199:-', '5 dollars',
    '157,000 تومان', 'SGD$4.90', '$ SGD4.90', 'NZD $ 12', '$1,190.00 AUD', '184,20 €HT', '118, 99 TL', '1 Nu.', '1 FBu',
    '1 Fdj', '1 Nfk', '1 TSh', '1 kn', '25 din', '3 leu', 'Ksh 1,200', 'Tk 500', '12 Kc',
  ])('lets %j through to the full price pattern', (line) => {
    expect(hasCurrencyPrice(line)).toBe(true);
    expect(mayHoldPrice(line)).toBe(true);
  });

  it('agrees with the whole-line pattern on random lines', () => {
    const random = createRandom(42);
    const alphabet = ['a', 'e', 'k', 'r', 's', 't', 'F', 'R', 'U', 'S', 'D', 'l', 'i', '0', '5', '9', ' ', ' ', '.', ',', '$', '€', 'é', '-'];
    let disagreements = 0;
    let matches = 0;
    for (let n = 0; n < 20_000; n++) {
      const length = Math.floor(random() * 40);
      let line = '';
      for (let i = 0; i < length; i++) line += alphabet[Math.floor(random() * alphabet.length)];
      const expected = WHOLE_LINE_GATE.test(line);
      if (expected) matches++;
      if (mayHoldPrice(line) !== expected) disagreements++;
    }
    expect(disagreements).toBe(0);
    // Both answers must be common, or the comparison proves little.
    expect(matches).toBeGreaterThan(2_000);
    expect(matches).toBeLessThan(18_000);
  });
});

describe('readTextPrices and readWordedStock', () => {
  it('merges text and markup prices in page order, with offsets and the text before each', () => {
    const scan = scanPage(
      '<main><p>Deal of the day</p><p>Now only $10.00</p><div>Member <span class="price">$12.00</span> today</div><p>Later: €9,50</p></main>',
    );
    const priceCandidates = readTextPrices(scan);
    expect(priceCandidates.map((c) => [c.source, c.text, c.line])).toEqual([
      ['heuristic', 'Now only $10.00', 1],
      ['platform', '$12.00', 2],
      ['heuristic', 'Member $12.00 today', 2],
      ['heuristic', 'Later: €9,50', 3],
    ]);
    expect(priceCandidates[0]).toMatchObject({ before: 'Deal of the day', offset: 'Deal of the day'.length + 1 });
    expect(priceCandidates[1]?.before).toBe('Now only $10.00 Member');
    expect(priceCandidates[2]).toMatchObject({ before: 'Now only $10.00', offset: priceCandidates[1]?.offset });
  });

  it('puts a price element that closes a block after the text line it closes', () => {
    const scan = scanPage('<p>Intro $5.00</p><p class="price">$7.00</p>');
    expect(readTextPrices(scan).map((c) => [c.source, c.text])).toEqual([
      ['heuristic', 'Intro $5.00'],
      ['heuristic', '$7.00'],
      ['platform', '$7.00'],
    ]);
  });

  it('reads stock wording in order and leaves old prices and noise out', () => {
    const scan = scanPage(
      '<nav>Sold out deals $1.00</nav><p>Only 3 left</p><p>Was <del>$20.00</del></p><p>In stock</p><p>Back in stock soon</p><p>Sold out</p>',
    );
    // "Back in stock soon" says it is not in stock now.
    expect(readWordedStock(scan).map((worded) => worded.phrase)).toEqual(['limited', 'in_stock', 'out_of_stock', 'out_of_stock']);
    expect(readTextPrices(scan)).toEqual([]);
  });
});

describe('extractObservation with stock wording read on demand', () => {
  it.each([
    ['stock wording alone makes a bare text price a shop price', '<main><h1>Kettle</h1><p>$20.00</p><p>Sold out</p></main>', { price: 20, availability: 'out_of_stock', source: 'heuristic' }],
    ['without shop signs a bare amount is no price', '<main><h1>Kettle</h1><p>$20.00</p></main>', { price: null, availability: null, source: null }],
    ['stated stock wins over wording', '<head><meta property="og:availability" content="instock"></head><main><p>$20.00</p><p>Sold out</p></main>', { price: 20, availability: 'in_stock' }],
  ] as const)('%s', (_name, html, expected) => {
    expect(extractObservation(html)).toMatchObject(expected);
  });
});

describe('readTextPrices: amounts in customers\' reviews', () => {
  const shell = (lang: string, body: string): string => `<!doctype html><html lang="${lang}"><body><main><h1>Item</h1>${body}</main></body></html>`;

  it.each([
    ['en-GB', '<p>Currently unavailable.</p><h2>Customer reviews</h2><p>Paid £45 for it in the sale, worth it.</p><h2>About us</h2>'],
    ['de-DE', '<p>Derzeit nicht verfügbar.</p><h2>Kundenbewertungen</h2><p>Für 30 € gekauft, hält seit zwei Jahren.</p>'],
    ['pl-PL', '<p>Produkt niedostępny</p><h2>Opinie klientów</h2><p>Kupiłem za 199 zł w promocji.</p>'],
  ])('reads no price from what a customer paid (%s)', (lang, body) => {
    expect(extractObservation(shell(lang, body)).price).toBeNull();
  });

  it('still reads a price written in a section after the reviews', () => {
    const body = '<h2>Reviews</h2><p>Great value at £20.</p><h2>Buy</h2><p>Now £24.99</p>';
    expect(readTextPrices(scanPage(shell('en-GB', body))).map((c) => c.text)).toEqual(['Now £24.99']);
  });
});
