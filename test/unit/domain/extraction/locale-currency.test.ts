import { describe, expect, it } from 'vitest';
import { resolveCurrency } from '../../../../src/domain/extraction/currency.js';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';
import { currencyOfDomain, currencyOfLocale, currencyOfTaxedMarket } from '../../../../src/domain/extraction/locale-currency.js';

describe('currencyOfLocale', () => {
  it.each([
    ['da', 'DKK'], ['sv-SE', 'SEK'], ['nb', 'NOK'], ['pl', 'PLN'], ['ja', 'JPY'], ['de', 'EUR'],
    ['de-CH', 'CHF'], ['fr-CA', 'CAD'], ['pt-BR', 'BRL'], ['pt_PT', 'EUR'], ['en-GB', 'GBP'], ['en-US', 'USD'],
    ['es-MX', 'MXN'], [' it-IT ', 'EUR'], ['zh-Hant-HK', 'HKD'], ['pa-Arab-PK', 'PKR'], ['zh-Hans', null],
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

describe('元 (yuan) on pages of the currencies that write it', () => {
  it.each([['TWD', 'TWD'], ['HKD', 'HKD'], ['CNY', 'CNY'], [null, 'CNY']])('on a %s page is %s', (page, currency) => {
    expect(resolveCurrency('元', page)).toBe(currency);
  });

  it('reads a bare 元 amount on a Hong Kong page, its locale written with a script, as HKD', () => {
    const html = '<!doctype html><html lang="zh-Hant-HK"><body><main><h1>保溫杯</h1><p class="price">388元</p><button class="add-to-cart">加入購物車</button></main></body></html>';
    expect(extractObservation(html)).toMatchObject({ price: 388, currency: 'HKD' });
  });
});

describe('currencyOfTaxedMarket: GST beside prices', () => {
  it.each([
    [null, ['$89.00 incl. GST'], 'AUD'],
    ['USD', ['Price excl. GST: $80.91'], 'AUD'],
    ['NZD', ['$89.00 incl. GST'], 'NZD'],
    ['INR', ['1,299 incl. GST'], 'INR'],
    ['USD', ['$89.00'], 'USD'],
    [null, ['GSTIN 27AAAPL1234C1ZV'], null],
  ])('market %s, lines %j → %s', (market, lines, currency) => {
    expect(currencyOfTaxedMarket(market, lines)).toBe(currency);
  });
});
