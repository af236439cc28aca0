import { describe, expect, it } from 'vitest';
import { findPrices, normaliseCurrency, parsePrice } from '../../../../src/domain/extraction/parse-price.js';

type Case = [input: string, amount: number, currency: string | null, defaultCurrency?: string];

const cases: Case[] = [
  ['$1,299.99', 1299.99, 'USD'],
  ['1.299,00 €', 1299, 'EUR'],
  ['1\u00a0299,00 zł', 1299, 'PLN'],
  ['1\u202f299,00 zł', 1299, 'PLN'],
  ['1 299,00 zł', 1299, 'PLN'],
  ["CHF 1'299.–", 1299, 'CHF'],
  ['CHF 1’299.50', 1299.5, 'CHF'],
  ['¥12,800', 12800, 'JPY'],
  ['￥12,800', 12800, 'JPY'],
  ['Rs. 1,23,456', 123456, 'INR'],
  ['₹1,23,456.50', 123456.5, 'INR'],
  ['£99', 99, 'GBP'],
  ['99,95 EUR', 99.95, 'EUR'],
  ['EUR 99.95', 99.95, 'EUR'],
  ['US$ 45', 45, 'USD'],
  ['C$ 45', 45, 'CAD'],
  ['A$45', 45, 'AUD'],
  ['NZ$ 19.90', 19.9, 'NZD'],
  ['HK$1,200', 1200, 'HKD'],
  ['S$ 88', 88, 'SGD'],
  ['MX$ 1,499', 1499, 'MXN'],
  ['R$ 1.234,56', 1234.56, 'BRL'],
  ['kr 1 234,50', 1234.5, 'SEK'],
  ['kr 1 234,50', 1234.5, 'NOK', 'NOK'],
  ['499 kr', 499, 'DKK', 'DKK'],
  ['1.234.567 ₫', 1234567, 'VND'],
  ['12.50', 12.5, null],
  ['12.50', 12.5, 'EUR', 'EUR'],
  ['0,99 €', 0.99, 'EUR'],
  ['$.99', 0.99, 'USD'],
  ['$1,000', 1000, 'USD'],
  ['€1.000', 1000, 'EUR'],
  ['1,5 €', 1.5, 'EUR'],
  ['15,- €', 15, 'EUR'],
  ['1.250 KWD', 1.25, 'KWD'],
  ['0.125', 0.125, null],
  ['Now only $49.99!', 49.99, 'USD'],
  ['2 for $20', 20, 'USD'],
  ['Price: 49,90 zł', 49.9, 'PLN'],
  ['Rp 15.000', 15000, 'IDR'],
  ['R 299', 299, 'ZAR'],
  ['₩35,000', 35000, 'KRW'],
  ['3 490 ₽', 3490, 'RUB'],
  ['₺1.299,90', 1299.9, 'TRY'],
  ['GBP 1,049.00', 1049, 'GBP'],
  ['$45', 45, 'CAD', 'CAD'],
  ['¥99', 99, 'CNY', 'CNY'],
  ['1 234,56\u00a0€', 1234.56, 'EUR'],
  ['  $ 7  ', 7, 'USD'],
  ['19,99 Kč', 19.99, 'CZK'],
  // Signs and words of every region, codes beside a "$", lower-case codes and words.
  ['171900 руб.', 171900, 'RUB'],
  ['6 300 Р', 6300, 'RUB'],
  ['199,00 грн.', 199, 'UAH'],
  ['3430 лв.', 3430, 'BGN'],
  ['157,000 تومان', 157000, 'IRR'],
  ['تومان56,000', 56000, 'IRR'],
  ['644.00 جنيه', 644, 'EGP'],
  ['12,000원', 12000, 'KRW'],
  ['र24,401', 24401, 'INR'],
  ['PTE 120 000 000', 120000000, 'PTE'],
  ['423.923 KD', 423.923, 'KWD'],
  ['US$:12.99', 12.99, 'USD'],
  ['SGD$4.90', 4.9, 'SGD'],
  ['$ SGD4.90', 4.9, 'SGD'],
  ['NZD $ 24.50', 24.5, 'NZD'],
  ['$1,190.00 AUD', 1190, 'AUD'],
  ['49 pln', 49, 'PLN'],
  ['749,00 euro', 749, 'EUR'],
  ['11,33 Br', 11.33, 'BYN'],
  ['S/. 120.50', 120.5, 'PEN'],
  ['1 B/.', 1, 'PAB'],
  ['199:-', 199, 'SEK'],
  ['184,20 €HT', 184.2, 'EUR'],
  // Decimals after a space or a sign, ranges, zero prices.
  ['118, 99 TL', 118.99, 'TRY'],
  ['$119. 95', 119.95, 'USD'],
  ['1.837, 32 €', 1837.32, 'EUR'],
  ['35€ 99', 35.99, 'EUR'],
  ['From 26 to 50 €', 26, 'EUR'],
  ['10–20 zł', 10, 'PLN'],
  ['£6.95 - £9.95', 6.95, 'GBP'],
  ['Was: $124.95 Now: $0.00', 124.95, 'USD'],
  ['$0.00', 0, 'USD'],
  ['Cena: 55,72 zł brutto', 55.72, 'PLN'],
];

describe('parsePrice', () => {
  it.each(cases)('reads %j', (input, amount, currency, defaultCurrency) => {
    expect(parsePrice(input, defaultCurrency)).toEqual({ amount, currency });
  });

  it.each(['', 'Free', 'Sold out', 'Call for price', '40% OFF', '%40 indirim', '12.05.2024', '2024-05-12', 'Nov 25, 2024', '25 Nov 2024', 'Version 1.2.3', 'Stand 14:30 Uhr', 'Mis à jour à 9:05'])('finds no price in %j', (input) => {
    expect(parsePrice(input)).toBeNull();
  });

  it('prefers a price with a currency over an earlier bare number', () => {
    expect(parsePrice('Pack of 3 — €12,50')).toEqual({ amount: 12.5, currency: 'EUR' });
    expect(parsePrice('Pack of 3 - €12,50')).toEqual({ amount: 12.5, currency: 'EUR' });
  });

  it('reads no price from a date or a percentage next to a real one', () => {
    expect(parsePrice('Delivered by 12.05.2024 – €19,99')).toEqual({ amount: 19.99, currency: 'EUR' });
    expect(parsePrice('40% off: now $30')).toEqual({ amount: 30, currency: 'USD' });
  });

  // A percent badge in an element of its own before the price, flattened with no space between them.
  it('reads the amount right after a percentage closed by its sign, while a sign opening one (Turkish) keeps its number a percentage', () => {
    expect(parsePrice('-30%24,90 €')).toEqual({ amount: 24.9, currency: 'EUR' });
    expect(parsePrice('Rabatt 12 % 1.049,00 zł')).toEqual({ amount: 1049, currency: 'PLN' });
    expect(parsePrice('%25 indirimle')).toBeNull();
  });

  // A quantity column beside a price column: the sign written against the price is the price's.
  it('gives a sign glued to the next number to that number, not to a count before it', () => {
    expect(parsePrice('Qty 24 £3.10 per pack')).toEqual({ amount: 3.1, currency: 'GBP' });
    expect(parsePrice('5-9 €11,20')).toEqual({ amount: 11.2, currency: 'EUR' });
    expect(parsePrice('35€99')).toEqual({ amount: 35.99, currency: 'EUR' });
  });

  it('keeps a sign glued to the number before it, even when the next number is glued after it (markup flattened)', () => {
    expect(parsePrice('12 490Kč12 490 Kč')).toEqual({ amount: 12490, currency: 'CZK' });
    expect(parsePrice('1 299zł1 299 zł')).toEqual({ amount: 1299, currency: 'PLN' });
  });

  // A measure right after a number makes it a quantity of the goods, never an amount of money.
  it('reads a number before a measure as a quantity, and a sign glued to it as the amount before its', () => {
    expect(findPrices('2,49 €1,5 kg (1,66 € / kg)').map((p) => p.amount)).toEqual([2.49, 1.66]);
    expect(parsePrice('£1.10 · 500 ml')).toEqual({ amount: 1.1, currency: 'GBP' });
    expect(parsePrice('$ 12 fl oz')).toBeNull();
    expect(parsePrice('0,75 l')).toBeNull();
    expect(parsePrice('€ 4,20 per 250 g')).toEqual({ amount: 4.2, currency: 'EUR' });
  });

  it('leaves words that look like codes alone', () => {
    expect(parsePrice('Samsung RS50N3913BC')).toBeNull();
    expect(parsePrice('Kenwood KR810D, Tefal TL36B – 129 kr')).toEqual({ amount: 129, currency: 'SEK' });
    expect(parsePrice('kr129')).toEqual({ amount: 129, currency: 'SEK' });
    expect(parsePrice('TOP 10 gifts')).toEqual({ amount: 10, currency: null });
    expect(parsePrice('ALL 3 for $20')).toEqual({ amount: 20, currency: 'USD' });
  });

  // Inline elements written without a space between them glue a label onto the amount beside it.
  it('reads an amount whose sign or cents and sign follow a glued label', () => {
    expect(parsePrice('Our price£64.00')).toEqual({ amount: 64, currency: 'GBP' });
    expect(parsePrice('Angebotspreis1.299,00 €')).toEqual({ amount: 1299, currency: 'EUR' });
    expect(parsePrice('Redmi 13C € 149')).toEqual({ amount: 149, currency: 'EUR' });
    expect(parsePrice('Skr25')).toBeNull();
  });

  // Chinese, Japanese and Korean labels meet their amount with no space, and yen, yuan and won have no cents.
  it('reads an amount glued to a label in a script written without spaces when a currency follows', () => {
    expect(parsePrice('特価3,300円')).toEqual({ amount: 3300, currency: 'JPY' });
    expect(parsePrice('促销价1299元', 'CNY')).toEqual({ amount: 1299, currency: 'CNY' });
    expect(parsePrice('할인가29,900원')).toEqual({ amount: 29900, currency: 'KRW' });
    expect(parsePrice('第3弾')).toBeNull();
  });
});

describe('normaliseCurrency', () => {
  it.each([
    ['$', 'USD'], ['US$', 'USD'], ['C$', 'CAD'], ['A$', 'AUD'], ['R$', 'BRL'], ['€', 'EUR'], ['£', 'GBP'],
    ['¥', 'JPY'], ['￥', 'JPY'], ['₹', 'INR'], ['Rs.', 'INR'], ['kr', 'SEK'], ['zł', 'PLN'], ['usd', 'USD'],
    [' eur ', 'EUR'], ['CHF', 'CHF'], ['XYZ', null], ['', null], ['dollars', 'USD'], ['руб.', 'RUB'], ['Kč', 'CZK'],
  ])('maps %j to %j', (input, expected) => {
    expect(normaliseCurrency(input)).toBe(expected);
  });
});
