import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../../src/domain/extraction/extract-observation.js';
import { listPageReaders, pickPageReader } from '../../../../../src/domain/extraction/page-readers/registry.js';
import type { Metric } from '../../../../../src/domain/intent.js';
import { readPage } from '../../../../../src/domain/page-analysis.js';
import { NO_READING_RULES } from '../../../../../src/domain/extraction/reading-rules.js';

const fixture = (name: string): string => readFileSync(new URL(`../../../../fixtures/pages/extraction/${name}`, import.meta.url), 'utf8');

// Scripts, enough text to be no empty shell, and no price or stock: missing what a product monitor watches.
const SCRIPTED_ARTICLE = `<html><head><title>Kettle review</title><script src="/app.js"></script></head><body><main>
<h1>Kettle review</h1><p>${'We boiled water in this kettle every morning for a month and timed it. '.repeat(5)}</p>
</main></body></html>`;

function request(html: string, metric: Metric, judgeScriptBuilt = true) {
  return { page: { content: Buffer.from(html), contentType: 'text/html; charset=utf-8' }, url: 'https://shop.example.com/kettle', keywords: [], judgeScriptBuilt, metric, jsonExpression: null, rules: NO_READING_RULES };
}

describe('the page-reader registry', () => {
  it('has readers with distinct names, asked in order', () => {
    const names = listPageReaders().map((reader) => reader.name);
    expect(names).toEqual(['json', 'pdf', 'html-product', 'html-content']);
  });

  it('picks the HTML product reader for a monitor of product data and the HTML content reader otherwise', () => {
    for (const contentType of ['text/html; charset=utf-8', 'application/xhtml+xml', null]) {
      expect(pickPageReader({ contentType, expectsProductData: true }).name).toBe('html-product');
      expect(pickPageReader({ contentType, expectsProductData: false }).name).toBe('html-content');
    }
  });

  it('picks the JSON and PDF readers for their responses, for every kind of monitor, before the HTML readers', () => {
    for (const expectsProductData of [true, false]) {
      expect(pickPageReader({ contentType: 'application/json; charset=utf-8', expectsProductData }).name).toBe('json');
      expect(pickPageReader({ contentType: 'application/ld+json', expectsProductData }).name).toBe('json');
      expect(pickPageReader({ contentType: 'application/pdf', expectsProductData }).name).toBe('pdf');
    }
  });

  it('reads a JSON response for a monitor with its expression, whatever the monitor watches', async () => {
    for (const metric of ['price', 'availability', 'content'] as const) {
      const json = { ...request('', metric), page: { content: Buffer.from('{"offers": [{"price": 19.5}]}'), contentType: 'application/json' }, jsonExpression: 'offers[0].price' };
      expect((await readPage(json)).observation.price).toBe(19.5);
    }
  });

  it('reads a page for a price or stock monitor with the product reader and for a content monitor with the content reader', async () => {
    // A product reader takes a page without price or stock for one its scripts build; a content reader does not.
    expect((await readPage(request(SCRIPTED_ARTICLE, 'price'))).scriptBuilt).toBe(true);
    expect((await readPage(request(SCRIPTED_ARTICLE, 'availability'))).scriptBuilt).toBe(true);
    expect((await readPage(request(SCRIPTED_ARTICLE, 'content'))).scriptBuilt).toBe(false);
    expect((await readPage(request(SCRIPTED_ARTICLE, 'content', false))).scriptBuilt).toBeNull();
  });

  it.each(['shopify-dawn.html', 'news-article.html', 'plain-shop-de.html'])(
    'gives %s the observation extraction gives it, whichever HTML reader reads it',
    async (name) => {
      const html = fixture(name);
      const expected = extractObservation(html, { url: 'https://shop.example.com/kettle', keywords: [] });
      for (const metric of ['price', 'availability', 'content'] as const) {
        expect((await readPage(request(html, metric))).observation).toEqual(expected);
      }
    },
  );
});
