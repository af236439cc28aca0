import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { deriveSources, MAX_SOURCES } from '../../../../src/domain/intent/derive-sources.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';
import { buildSearchUrl, findShopByDomain, findShopByName, SHOPS } from '../../../../src/domain/intent/shops.js';

function intentOf(fields: Partial<Intent>): Intent {
  return { product: '', metric: 'content', sites: [], urls: [], condition: null, name: 'test', ...fields };
}

describe('deriveSources', () => {
  it.each([
    {
      label: 'an explicit URL, titled by host and path',
      intent: intentOf({ sites: ['example.com'], urls: ['https://www.example.com/pricing/'] }),
      sources: [{ url: 'https://www.example.com/pricing/', title: 'example.com/pricing' }],
    },
    {
      label: "known shops' own search pages",
      intent: intentOf({ product: 'Sony WH-1000XM5', metric: 'price', sites: ['bestbuy.com', 'amazon.co.uk'] }),
      sources: [
        { url: 'https://www.bestbuy.com/site/searchpage.jsp?st=Sony+WH-1000XM5', title: 'Sony WH-1000XM5 on bestbuy.com', resolveAs: 'product' },
        { url: 'https://www.amazon.co.uk/s?k=Sony+WH-1000XM5', title: 'Sony WH-1000XM5 on amazon.co.uk', resolveAs: 'product' },
      ],
    },
    {
      label: 'a path-style search with the product path-encoded',
      intent: intentOf({ product: 'DeWalt 20V drill & bits', sites: ['homedepot.com'] }),
      sources: [{ url: 'https://www.homedepot.com/s/DeWalt%2020V%20drill%20%26%20bits', title: 'DeWalt 20V drill & bits on homedepot.com', resolveAs: 'product' }],
    },
    {
      label: 'the generic /search?q= fallback for an unknown site',
      intent: intentOf({ product: 'Oura Ring 4', sites: ['ouraring.com'] }),
      sources: [{ url: 'https://ouraring.com/search?q=Oura+Ring+4', title: 'Oura Ring 4 on ouraring.com', resolveAs: 'product' }],
    },
    {
      label: 'a site alone, with no product, as its home page',
      intent: intentOf({ sites: ['news.ycombinator.com'] }),
      sources: [{ url: 'https://news.ycombinator.com/', title: 'news.ycombinator.com' }],
    },
    {
      label: 'no search for a site an explicit URL already covers',
      intent: intentOf({ product: 'Pro plan', sites: ['example.com', 'walmart.com'], urls: ['https://example.com/pricing'] }),
      sources: [
        { url: 'https://example.com/pricing', title: 'example.com/pricing' },
        { url: 'https://www.walmart.com/search?q=Pro+plan', title: 'Pro plan on walmart.com', resolveAs: 'product' },
      ],
    },
    {
      label: 'duplicates once',
      intent: intentOf({ sites: ['example.com', 'example.com'], urls: ['https://a.example.org', 'https://A.example.org/'] }),
      sources: [
        { url: 'https://a.example.org', title: 'a.example.org' },
        { url: 'https://example.com/', title: 'example.com' },
      ],
    },
    {
      label: 'a listing URL pasted with a product, to follow to the product page',
      intent: intentOf({ product: 'Sony WH-1000XM5', sites: ['shop.example'], urls: ['https://shop.example/collections/headphones'] }),
      sources: [{ url: 'https://shop.example/collections/headphones', title: 'shop.example/collections/headphones', resolveAs: 'product' }],
    },
    {
      label: 'a home page when the intent asks for its pricing page',
      intent: intentOf({ sites: ['linear.app'], page: 'pricing' }),
      sources: [{ url: 'https://linear.app/', title: 'linear.app', resolveAs: 'pricing' }],
    },
  ])('$label', ({ intent, sources }) => {
    expect(deriveSources(intent)).toEqual(sources);
  });

  it(`returns at most ${MAX_SOURCES} sources`, () => {
    const sites = Array.from({ length: 15 }, (_, i) => `shop${i}.example.com`);
    const urls = Array.from({ length: 4 }, (_, i) => `https://pages.example.org/${i}`);
    const sources = deriveSources(intentOf({ product: 'Lamp', sites, urls }));
    expect(sources).toHaveLength(MAX_SOURCES);
    expect(sources.slice(0, 4).map((s) => s.url)).toEqual(urls);
    expect(sources[4]?.url).toBe('https://shop0.example.com/search?q=Lamp');
  });

  it('turns an interpreted intent into the pages to watch', () => {
    const result = interpretIntent('Tell me when the Nintendo Switch 2 is back in stock at Target or walmart.com');
    if (!result.ok) throw new Error(result.error);
    expect(deriveSources(result.intent).map((s) => s.url)).toEqual([
      'https://www.target.com/s?searchTerm=Nintendo+Switch+2',
      'https://www.walmart.com/search?q=Nintendo+Switch+2',
    ]);
  });
});

describe('shop table', () => {
  it.each(SHOPS.map((shop) => [shop.domain, shop] as const))('%s has a usable https search page', (domain, shop) => {
    const url = new URL(buildSearchUrl(domain, 'Test Product 2'));
    expect(url.protocol).toBe('https:');
    expect(url.hostname === domain || url.hostname.endsWith(`.${domain.replace(/^store\./, '')}`)).toBe(true);
    expect(url.href).toMatch(/Test(\+|%20)Product(\+|%20)2/);
    expect(findShopByDomain(domain)).toBe(shop);
  });

  it('maps every spoken name to its shop', () => {
    for (const shop of SHOPS) {
      for (const name of shop.names) expect(findShopByName(name)?.domain, name).toBe(shop.domain);
    }
    expect(findShopByName('best buy')?.domain).toBe('bestbuy.com');
    expect(findShopByName('nowhere mart')).toBeUndefined();
  });
});
