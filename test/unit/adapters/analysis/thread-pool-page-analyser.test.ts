import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createThreadPoolPageAnalyser } from '../../../../src/adapters/analysis/thread-pool-page-analyser.js';
import type { PageAnalyser } from '../../../../src/adapters/analysis/page-analyser.js';
import { analysePage, type PageAnalysisRequest } from '../../../../src/domain/page-analysis.js';
import { minimalPdf } from '../../../support/minimal-pdf.js';
import { PageReadError } from '../../../../src/domain/extraction/page-readers/page-reader-definition.js';
import { UnreadableBaselineError } from '../../../../src/domain/stored-observation.js';
import { NO_READING_RULES } from '../../../../src/domain/extraction/reading-rules.js';


const fixture = (name: string): string => readFileSync(new URL(`../../../fixtures/pages/extraction/${name}`, import.meta.url), 'utf8');
const shop = fixture('shopify-dawn.html');
const watch = { metric: 'price' as const, condition: null };

function request(html: string, compareWith: PageAnalysisRequest['compareWith'] = null): PageAnalysisRequest {
  return { page: { content: Buffer.from(html), contentType: 'text/html; charset=utf-8' }, url: 'https://shop.example.com/products/kettle', keywords: [], compareWith, metric: 'price', judgeScriptBuilt: false, jsonExpression: null, rules: NO_READING_RULES };
}

describe('thread pool page analyser', () => {
  let analyser: PageAnalyser | null = null;
  afterEach(async () => {
    await analyser?.close();
    analyser = null;
  });

  it('reads a page in a thread exactly as on the main thread, and compares with the stored observation', async () => {
    analyser = createThreadPoolPageAnalyser({ threads: 2 });
    const baseline = await analyser.analysePage(request(shop));
    expect(baseline).toEqual(await analysePage(request(shop)));
    expect(baseline.observation.price).not.toBeNull();
    expect(baseline.detected).toBeNull();

    const stored = JSON.stringify({ ...baseline.observation, price: baseline.observation.price! + 10 });
    const compared = await analyser.analysePage(request(shop, { previousJson: stored, watch }));
    expect(compared).toEqual(await analysePage(request(shop, { previousJson: stored, watch })));
    expect(compared.detected).toMatchObject({ type: 'price', after: { price: baseline.observation.price } });

    const same = await analyser.analysePage(request(shop, { previousJson: JSON.stringify(baseline.observation), watch }));
    expect(same.detected).toBeNull();
    // Nothing differs, so the stored observation stands: the text does not cross back.
    expect(same.observation).toEqual({ ...baseline.observation, text: '' });
    expect(baseline.observation.text).not.toBe('');
  });

  it('decodes the page bytes in the thread by the charset they came with', async () => {
    analyser = createThreadPoolPageAnalyser({ threads: 1 });
    const html = '<html><head><title>Bouilloire</title></head><body><h1>Bouilloire</h1><p class="price">Prix : 12,50 \u20ac</p><p>Livraison gratuite dès demain, café offert.</p></body></html>';
    const latin = Buffer.from(html.replace('\u20ac', '\x80'), 'latin1');
    const page = { content: latin, contentType: 'text/html; charset=windows-1252' };
    const reading = await analyser.analysePage({ ...request(''), page, url: 'https://boutique.example.fr/bouilloire' });
    expect(reading.observation).toMatchObject({ price: 12.5, currency: 'EUR' });
    expect(reading.observation.text).toContain('café');
    expect(reading).toEqual(await analysePage({ ...request(html), url: 'https://boutique.example.fr/bouilloire' }));
  });

  it("reads JSON with the monitor's expression and PDF text in a thread, both read asynchronously", async () => {
    analyser = createThreadPoolPageAnalyser({ threads: 1 });
    const json = { ...request(''), page: { content: Buffer.from('{"offers":[{"price":19.5}]}'), contentType: 'application/json' }, jsonExpression: 'offers[0].price' };
    await expect(analyser.analysePage(json)).resolves.toMatchObject({ observation: { price: 19.5, source: 'json' } });
    // An unreadable response crosses back as one, so the check fails that source only.
    await expect(analyser.analysePage({ ...json, jsonExpression: '$number("x")' })).rejects.toThrow(PageReadError);
    // A selector that missed on a page with scripts says so across the thread, so the check can ask the browser.
    const shell = { ...request('<html><body><div id="root"></div><script src="/app.js"></script></body></html>'), judgeScriptBuilt: true };
    await expect(analyser.analysePage({ ...shell, rules: { ...NO_READING_RULES, selectors: { price: '.price' } } }))
      .rejects.toMatchObject({ name: 'PageReadError', message: 'the price selector matched nothing', mayNeedBrowser: true });
    const pdf = { ...request(''), page: { content: minimalPdf(['Refunds within 30 days']), contentType: 'application/pdf' } };
    await expect(analyser.analysePage(pdf)).resolves.toMatchObject({ observation: { text: 'Refunds within 30 days' } });
  });

  it('judges whether scripts build the page only when asked', async () => {
    analyser = createThreadPoolPageAnalyser({ threads: 1 });
    const shell = '<html><body><div id="root"></div><script src="/app.js"></script></body></html>';
    await expect(analyser.analysePage({ ...request(shell), judgeScriptBuilt: true })).resolves.toMatchObject({ scriptBuilt: true });
    await expect(analyser.analysePage({ ...request(fixture('plain-shop-de.html')), judgeScriptBuilt: true })).resolves.toMatchObject({ scriptBuilt: false });
    await expect(analyser.analysePage(request(shell))).resolves.toMatchObject({ scriptBuilt: null });
  });

  it('answers many pages at once, each with its own reading', async () => {
    analyser = createThreadPoolPageAnalyser({ threads: 2 });
    const pages = ['shopify-dawn.html', 'amazon-like.html', 'plain-shop-de.html', 'news-article.html'].map(fixture);
    const readings = await Promise.all([...pages, ...pages].map((html) => analyser!.analysePage(request(html))));
    expect(readings).toEqual(await Promise.all([...pages, ...pages].map((html) => analysePage(request(html)))));
  });

  it('rejects a page whose stored observation does not parse with UnreadableBaselineError across the thread, and goes on reading', async () => {
    analyser = createThreadPoolPageAnalyser({ threads: 1 });
    await expect(analyser.analysePage(request(shop, { previousJson: '{not json', watch }))).rejects.toBeInstanceOf(UnreadableBaselineError);
    await expect(analyser.analysePage(request(shop))).resolves.toMatchObject({ detected: null });
  });

  it('refuses work once closed', async () => {
    analyser = createThreadPoolPageAnalyser({ threads: 1 });
    await analyser.analysePage(request(shop));
    await analyser.close();
    await expect(analyser.analysePage(request(shop))).rejects.toThrow('the page analyser is closed');
  });
});
