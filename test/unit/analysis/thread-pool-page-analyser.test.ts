import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createThreadPoolPageAnalyser } from '../../../src/adapters/analysis/thread-pool-page-analyser.js';
import type { PageAnalyser } from '../../../src/adapters/analysis/page-analyser.js';
import { analysePage, type PageAnalysisRequest } from '../../../src/domain/page-analysis.js';

const fixture = (name: string): string => readFileSync(new URL(`../../fixtures/pages/extraction/${name}`, import.meta.url), 'utf8');
const shop = fixture('shopify-dawn.html');
const watch = { metric: 'price' as const, threshold: null };

function request(html: string, compareWith: PageAnalysisRequest['compareWith'] = null): PageAnalysisRequest {
  return { html, url: 'https://shop.example.com/products/kettle', keywords: [], compareWith };
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
    expect(baseline).toEqual(analysePage(request(shop)));
    expect(baseline.observation.price).not.toBeNull();
    expect(baseline.detected).toBeNull();

    const stored = JSON.stringify({ ...baseline.observation, price: baseline.observation.price! + 10 });
    const compared = await analyser.analysePage(request(shop, { previousJson: stored, watch }));
    expect(compared).toEqual(analysePage(request(shop, { previousJson: stored, watch })));
    expect(compared.detected).toMatchObject({ type: 'price', after: { price: baseline.observation.price } });

    const same = await analyser.analysePage(request(shop, { previousJson: JSON.stringify(baseline.observation), watch }));
    expect(same.detected).toBeNull();
  });

  it('answers many pages at once, each with its own reading', async () => {
    analyser = createThreadPoolPageAnalyser({ threads: 2 });
    const pages = ['shopify-dawn.html', 'amazon-like.html', 'plain-shop-de.html', 'news-article.html'].map(fixture);
    const readings = await Promise.all([...pages, ...pages].map((html) => analyser!.analysePage(request(html))));
    expect(readings).toEqual([...pages, ...pages].map((html) => analysePage(request(html))));
  });

  it('rejects a page whose analysis throws, with the thrown message, and goes on reading', async () => {
    analyser = createThreadPoolPageAnalyser({ threads: 1 });
    await expect(analyser.analysePage(request(shop, { previousJson: '{not json', watch }))).rejects.toThrow(/JSON/);
    await expect(analyser.analysePage(request(shop))).resolves.toMatchObject({ detected: null });
  });

  it('refuses work once closed', async () => {
    analyser = createThreadPoolPageAnalyser({ threads: 1 });
    await analyser.analysePage(request(shop));
    await analyser.close();
    await expect(analyser.analysePage(request(shop))).rejects.toThrow('the page analyser is closed');
  });
});
