import { describe, expect, it } from 'vitest';
import { checkJsonExpression, evaluateJsonExpression } from '../../../../../src/domain/extraction/page-readers/evaluate-json-expression.js';
import { JSON_READER, observeJsonResult } from '../../../../../src/domain/extraction/page-readers/json.js';
import { PageReadError } from '../../../../../src/domain/extraction/page-readers/page-reader-definition.js';
import { NO_READING_RULES } from '../../../../../src/domain/extraction/reading-rules.js';

const PRODUCT = { name: 'Kettle', price: 49.9, offer: { amount: 45, currency: 'eur' }, items: [{ sku: 'K1', stock: 'in stock', colour: 'red' }] };

function request(body: unknown, jsonExpression: string | null, judgeScriptBuilt = false) {
  const content = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  return { page: { content, contentType: 'application/json; charset=utf-8' }, url: 'https://shop.example.com/api/kettle', keywords: [], judgeScriptBuilt, jsonExpression, rules: NO_READING_RULES };
}

describe('the JSON reader', () => {
  it('accepts JSON content types, suffixed ones included, and nothing else', () => {
    for (const contentType of ['application/json', 'application/json; charset=utf-8', 'application/ld+json', 'application/vnd.api+json']) {
      expect(JSON_READER.accepts({ contentType, expectsProductData: true })).toBe(true);
      expect(JSON_READER.accepts({ contentType, expectsProductData: false })).toBe(true);
    }
    for (const contentType of ['text/html', 'application/jsonp', 'text/plain', null]) expect(JSON_READER.accepts({ contentType, expectsProductData: false })).toBe(false);
  });

  it('reads a number the expression gives as a price of unknown currency, stated by the response', async () => {
    const { observation, scriptBuilt } = await JSON_READER.read(request(PRODUCT, 'price'));
    expect(observation).toEqual({ title: null, price: 49.9, currency: null, availability: null, source: 'json', text: '' });
    expect(scriptBuilt).toBeNull();
  });

  it('reads an object with a price and a currency code as a price in that currency', async () => {
    const { observation } = await JSON_READER.read(request(PRODUCT, '{"price": offer.amount, "currency": offer.currency}'));
    expect(observation).toMatchObject({ price: 45, currency: 'EUR', source: 'json', text: '' });
  });

  it('reads a string result as text, as it is', async () => {
    const { observation } = await JSON_READER.read(request(PRODUCT, 'items[0].stock'));
    expect(observation).toEqual({ title: null, price: null, currency: null, availability: null, source: null, text: 'in stock' });
  });

  it('reads the whole document without an expression, as indented JSON with sorted keys whatever order the response has', async () => {
    const reordered = { items: [{ colour: 'red', stock: 'in stock', sku: 'K1' }], offer: { currency: 'eur', amount: 45 }, price: 49.9, name: 'Kettle' };
    const first = (await JSON_READER.read(request(PRODUCT, null))).observation.text;
    expect((await JSON_READER.read(request(reordered, null))).observation.text).toBe(first);
    expect(first.split('\n')).toContain('      "stock": "in stock"');
    expect(first.startsWith('{\n  "items": [')).toBe(true);
  });

  it('reads nothing matched as empty text, and says a JSON response is not built by scripts when asked', async () => {
    const { observation, scriptBuilt } = await JSON_READER.read(request(PRODUCT, 'missing.field', true));
    expect(observation.text).toBe('');
    expect(observation.price).toBeNull();
    expect(scriptBuilt).toBe(false);
  });

  it('fails on a body that is not JSON, and on an expression that fails on the document', async () => {
    await expect(JSON_READER.read(request('<html></html>', 'price'))).rejects.toThrow(PageReadError);
    await expect(JSON_READER.read(request('<html></html>', 'price'))).rejects.toThrow(/^the response is not valid JSON/);
    await expect(JSON_READER.read(request(PRODUCT, '$number(name)'))).rejects.toThrow(PageReadError);
    await expect(JSON_READER.read(request(PRODUCT, '$number(name)'))).rejects.toThrow(/^jsonExpression: .*number/i);
  });
});

describe('observeJsonResult', () => {
  it('takes only finite numbers and a known currency code as a price', () => {
    expect(observeJsonResult(12).price).toBe(12);
    expect(observeJsonResult({ price: 12, currency: 'not a currency' })).toMatchObject({ price: null, text: '{\n  "currency": "not a currency",\n  "price": 12\n}' });
    expect(observeJsonResult([1, 2]).text).toBe('[\n  1,\n  2\n]');
    expect(observeJsonResult(true).text).toBe('true');
    expect(observeJsonResult(null).text).toBe('null');
  });
});

describe('JSONata expressions', () => {
  it('names the parse error and where it is', async () => {
    expect(await checkJsonExpression('items[0].stock')).toBeNull();
    expect(await checkJsonExpression('items[')).toMatch(/Expected "\]".*character 6/);
  });

  it('stops runaway recursion and long evaluations within their limits', async () => {
    await expect(evaluateJsonExpression('($f := function($n){ $n = 0 ? 0 : $f($n - 1) + 1 }; $f(100000))', {})).rejects.toThrow(/Stack overflow/);
    // Without the guard this expression resolves (to 10000000); the timeout error is the proof it was cut short.
    await expect(evaluateJsonExpression('$count([1..10000000].($ * 2))', {})).rejects.toThrow(/timeout/i);
  });
});
