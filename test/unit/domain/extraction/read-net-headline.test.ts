import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';

const page = (lang: string, ldPrice: string, currency: string, body: string): string =>
  `<!doctype html><html lang="${lang}"><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Product', name: 'Item', offers: { price: ldPrice, priceCurrency: currency, availability: 'https://schema.org/InStock' },
  })}</script></head><body><main><h1>Item</h1>${body}<button class="add-to-cart">Add</button></main></body></html>`;

describe('extractObservation: a B2B net headline beside JSON-LD with VAT added', () => {
  it.each([
    ['en-GB', '180.00', 'GBP', '<p class="price-ex"><span class="price">£150.00</span> ex VAT</p><p class="price-inc">£180.00 inc VAT</p>', 150],
    ['de-DE', '119.00', 'EUR', '<div class="preis"><span class="betrag">100,00 €</span> <span>zzgl. MwSt.</span></div><p>119,00 € inkl. MwSt.</p>', 100],
    ['nl-NL', '60.50', 'EUR', '<p class="prijs">€ 50,00 excl. btw</p><p>€ 60,50 incl. btw</p>', 50],
  ])('reads the net headline the page leads with (%s)', (lang, ld, currency, body, expected) => {
    expect(extractObservation(page(lang, ld, currency, body)).price).toBe(expected);
  });

  it('reads the net headline past a display toggle and a tax note that show no amount', () => {
    const body = '<div class="price-switch" role="radiogroup"><label><input type="radio" checked> HT</label><label><input type="radio"> TTC</label></div><p class="prix-note">Prix professionnels</p><p class="prix"><span class="montant">1 290,00 €</span> HT</p><p>1 548,00 € TTC</p>';
    expect(extractObservation(page('fr-FR', '1548.00', 'EUR', body)).price).toBe(1290);
  });

  it('keeps the JSON-LD price when a display toggle is set to prices with VAT, though the net amount stands first', () => {
    const toggle = (gross: string, net: string): string => `<div class="price-display" role="radiogroup"><button role="radio" aria-checked="${gross}">Brutto</button><button role="radio" aria-checked="${net}">Netto</button></div>`;
    const prices = '<p class="preis"><span class="betrag">100,00 €</span> zzgl. MwSt.</p><p>119,00 € inkl. MwSt.</p>';
    expect(extractObservation(page('de-DE', '119.00', 'EUR', toggle('true', 'false') + prices)).price).toBe(119);
    expect(extractObservation(page('de-DE', '119.00', 'EUR', toggle('false', 'true') + prices)).price).toBe(100);
    const ttc = '<div class="affichage"><button aria-pressed="false">HT</button><button aria-pressed="true">Prix TTC</button></div><p class="prix"><span class="montant">1 290,00 €</span> HT</p><p>1 548,00 € TTC</p>';
    expect(extractObservation(page('fr-FR', '1548.00', 'EUR', ttc)).price).toBe(1548);
  });

  it('keeps the JSON-LD price when the page leads with the gross price', () => {
    const body = '<p class="price-inc"><span class="price">£180.00</span> inc VAT</p><p class="price-ex">£150.00 ex VAT</p>';
    expect(extractObservation(page('en-GB', '180.00', 'GBP', body)).price).toBe(180);
  });

  it('keeps the JSON-LD price when it is no VAT rate above the net amount', () => {
    const body = '<p class="price"><span class="amount">£90.00</span> ex VAT</p>';
    expect(extractObservation(page('en-GB', '180.00', 'GBP', body)).price).toBe(180);
  });
});

describe('extractObservation: JSON-LD keeping the net amount below a gross headline', () => {
  it.each([
    ['en-GB', '200.00', 'GBP', '<p class="price"><span class="amount">£240.00</span> inc. VAT</p><p class="small">(£200.00 excl. VAT)</p>', 240],
    ['ja-JP', '9800', 'JPY', '<p class="price">¥10,780<span>（税込）</span></p><p class="note">税別 ¥9,800</p>', 10780],
  ])('reads the gross headline the page leads with (%s)', (lang, ld, currency, body, expected) => {
    expect(extractObservation(page(lang, ld, currency, body)).price).toBe(expected);
  });

  it('keeps a net JSON-LD price that the page leads with (a B2B display)', () => {
    const body = '<p class="price"><span class="amount">£200.00</span> ex VAT</p><p>£240.00 inc VAT</p>';
    expect(extractObservation(page('en-GB', '200.00', 'GBP', body)).price).toBe(200);
  });
});

