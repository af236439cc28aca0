import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';
import { applyMarketCurrency } from '../../../../src/domain/intent/market-currency.js';

// Polish and Swedish (issue-22k round): written for the word tables, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent in Polish and Swedish', () => {
  it.each([
    ['Daj znać, kiedy Apple Watch 9 stanieje o 15% w RTV Euro AGD', 'Apple Watch 9', 'price', ['euro.com.pl'], { kind: 'drop_pct', amount: 15 }],
    ['powiadom mnie gdy Garmin Venu 3 znowu będzie dostępny na morele.net', 'Garmin Venu 3', 'availability', ['morele.net'], { kind: 'back_in_stock' }],
    ['daj mi znać jak Xbox Series X kosztuje mniej niż 2000 zł w Komputronik', 'Xbox Series X', 'price', ['komputronik.pl'], { kind: 'below', amount: 2000, currency: 'PLN' }],
    ['Säg till när Samsung Galaxy S24 kostar högst 7000 kr hos Elgiganten', 'Samsung Galaxy S24', 'price', ['elgiganten.se'], { kind: 'at_or_below', amount: 7000, currency: 'SEK' }],
    ['meddela mig när Steam Deck OLED finns i lager igen på Webhallen', 'Steam Deck OLED', 'availability', ['webhallen.com'], { kind: 'back_in_stock' }],
  ])('%s', (text, product, metric, sites, condition) => {
    const intent = read(text);
    expect(intent.product).toBe(product);
    expect(intent.metric).toBe(metric);
    expect(intent.sites).toEqual(sites);
    expect(intent.condition).toEqual(condition);
  });

  it('keeps the name of a policy or terms page as the subject, as in the other languages', () => {
    expect(read('Powiadom mnie, gdy zmieni się polityka zwrotów na zalando.pl').product).toBe('polityka zwrotów');
    expect(read('Säg till när användarvillkoren på hemnet.se uppdateras').product).toBe('användarvillkoren');
  });

  it('reads "kr" as the crown of the shop\'s market, "SEK" as the Swedish one', () => {
    const underKr = { kind: 'below' as const, amount: 3000, currency: 'SEK' };
    expect(applyMarketCurrency(underKr, ['komplett.no'], 'under 3000 kr')?.currency).toBe('NOK');
    expect(applyMarketCurrency(underKr, ['komplett.no'], 'under 3000 SEK')?.currency).toBe('SEK');
  });
});
