import { describe, expect, it } from 'vitest';
import { currencyNamedIn, currencyOfMarket, marketOfHost, marketsFor, namesMarket } from '../../../../src/domain/intent/markets.js';

describe('markets', () => {
  it('reads the market from a host\'s country-code ending, longest ending first', () => {
    expect(marketOfHost('shop.example.com.au')).toBe('AU');
    expect(marketOfHost('loja.example.com.br')).toBe('BR');
    expect(marketOfHost('boutique.example.be')).toBe('BE');
    expect(marketOfHost('example.co.uk')).toBe('GB');
    expect(marketOfHost('example.com')).toBeNull();
    expect(marketOfHost('example.io')).toBeNull();
  });

  it('knows each market\'s currency', () => {
    expect(currencyOfMarket('CH')).toBe('CHF');
    expect(currencyOfMarket('PT')).toBe('EUR');
    expect(currencyOfMarket('ZZ')).toBeNull();
  });

  it('looks first in the market of a currency that names one, then in the language\'s', () => {
    expect(marketsFor('fr', null)[0]).toBe('FR');
    expect(marketsFor('en', 'GBP').slice(0, 2)).toEqual(['GB', 'US']);
    expect(marketsFor('de', 'CHF')[0]).toBe('CH');
    expect(marketsFor('es', 'EUR')[0]).toBe('ES');
  });

  it('finds currency marks that point to one market', () => {
    expect(currencyNamedIn('under 40 quid')).toBe('GBP');
    expect(currencyNamedIn('unter 80 CHF')).toBe('CHF');
    expect(currencyNamedIn('below A$90')).toBe('AUD');
    expect(currencyNamedIn('below $90')).toBeNull();
  });

  it('tells a shop name that ends in a country from one that does not', () => {
    expect(namesMarket('ebay uk')).toBe(true);
    expect(namesMarket('fnac españa')).toBe(true);
    expect(namesMarket('home depot')).toBe(false);
    expect(namesMarket('uk')).toBe(false);
  });
});
