import { describe, expect, it } from 'vitest';
import { currencyOfDomain, currencyOfLocale } from '../../../../src/domain/extraction/locale-currency.js';

describe('currencyOfLocale', () => {
  it.each([
    ['da', 'DKK'], ['sv-SE', 'SEK'], ['nb', 'NOK'], ['pl', 'PLN'], ['ja', 'JPY'], ['de', 'EUR'],
    ['de-CH', 'CHF'], ['fr-CA', 'CAD'], ['pt-BR', 'BRL'], ['pt_PT', 'EUR'], ['en-GB', 'GBP'], ['en-US', 'USD'],
    ['es-MX', 'MXN'], [' it-IT ', 'EUR'],
  ])('%s is %s', (locale, currency) => {
    expect(currencyOfLocale(locale)).toBe(currency);
  });

  it.each([['en'], ['es'], ['pt'], ['ar'], ['zh'], [''], ['x-klingon'], ['en-419']])('%s alone says nothing', (locale) => {
    expect(currencyOfLocale(locale)).toBeNull();
  });
});

describe('currencyOfDomain', () => {
  it.each([
    ['https://shop.example.dk/p/1', 'DKK'], ['https://www.example.co.uk/x', 'GBP'], ['https://example.com.au', 'AUD'],
    ['https://example.de/artikel', 'EUR'], ['https://example.com/p', null], ['https://brand.co/p', null],
    ['https://brand.io', null], ['not a url', null],
  ])('%s is %s', (url, currency) => {
    expect(currencyOfDomain(url)).toBe(currency);
  });
});
