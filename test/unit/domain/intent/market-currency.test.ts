import { describe, expect, it } from 'vitest';
import type { Condition } from '../../../../src/domain/conditions/condition-list.js';
import { applyMarketCurrency } from '../../../../src/domain/intent/market-currency.js';

const below = (amount: number, currency: string | null): Condition => ({ kind: 'below', amount, ...(currency === null ? {} : { currency }) });

describe('applyMarketCurrency', () => {
  it('gives an amount without a currency the currency of the shops\' market', () => {
    expect(applyMarketCurrency(below(80, null), ['hema.nl'], '')).toEqual(below(80, 'EUR'));
    expect(applyMarketCurrency(below(80, null), ['superdrug.com'], '')).toEqual(below(80, 'GBP'));
    expect(applyMarketCurrency(below(80, null), ['brack.ch', 'fust.ch'], '')).toEqual(below(80, 'CHF'));
  });

  it('reads a bare "$" at a shop selling in another dollar as that dollar, unless US dollars are written', () => {
    expect(applyMarketCurrency(below(99, 'USD'), ['canadiantire.ca'], 'under $99 at Canadian Tire')).toEqual(below(99, 'CAD'));
    expect(applyMarketCurrency(below(99, 'USD'), ['canadiantire.ca'], 'under 99 USD at Canadian Tire')).toEqual(below(99, 'USD'));
  });

  it('leaves the currency alone when the shops\' market is unknown or they sell in different currencies', () => {
    expect(applyMarketCurrency(below(80, null), ['example.com'], '')).toEqual(below(80, null));
    expect(applyMarketCurrency(below(80, null), ['hema.nl', 'superdrug.com'], '')).toEqual(below(80, null));
    expect(applyMarketCurrency(below(80, 'EUR'), ['superdrug.com'], '')).toEqual(below(80, 'EUR'));
    expect(applyMarketCurrency(null, ['hema.nl'], '')).toBeNull();
  });

  it('gives no currency to a condition without money', () => {
    expect(applyMarketCurrency({ kind: 'drop_pct', amount: 10 }, ['hema.nl'], '')).toEqual({ kind: 'drop_pct', amount: 10 });
    expect(applyMarketCurrency({ kind: 'back_in_stock' }, ['hema.nl'], '')).toEqual({ kind: 'back_in_stock' });
  });
});
