import { afterEach, describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { createSearxngSourceFinder } from '../../../../src/adapters/search/searxng-source-finder.js';
import type { Intent } from '../../../../src/domain/intent.js';
import { buildSearchUrl } from '../../../../src/domain/intent/shops.js';
import { createCapturingLog, sendJson, startLocalServer, type LocalServer, type RecordedRequest } from '../../../support/provider-servers.js';

const servers: LocalServer[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

interface SearxResult {
  url: string;
  title: string;
}

function searxResponse(query: string, results: SearxResult[]): Record<string, unknown> {
  return {
    query,
    number_of_results: results.length,
    results: results.map((result, index) => ({
      ...result,
      content: `Snippet ${index}`,
      engine: 'duckduckgo',
      engines: ['duckduckgo', 'bing'],
      parsed_url: ['https', new URL(result.url).host, new URL(result.url).pathname, '', '', ''],
      score: 3 - index / 10,
      category: 'general',
      positions: [index + 1],
    })),
    answers: [],
    corrections: [],
    infoboxes: [],
    suggestions: [],
    unresponsive_engines: [],
  };
}

type SearchHandler = (query: string, response: ServerResponse) => void;

/** A SearXNG-like /search endpoint; `onSearch` answers per query. */
async function startSearx(onSearch: SearchHandler): Promise<LocalServer> {
  const server = await startLocalServer((request: RecordedRequest, response) => {
    const url = new URL(request.url, 'http://searx.local');
    if (url.pathname !== '/search' || url.searchParams.get('format') !== 'json') {
      response.writeHead(403).end('format not allowed');
      return;
    }
    onSearch(url.searchParams.get('q') ?? '', response);
  });
  servers.push(server);
  return server;
}

function queriesOf(server: LocalServer): string[] {
  return server.requests.map((request) => new URL(request.url, 'http://searx.local').searchParams.get('q') ?? '');
}

const INTENT: Intent = {
  product: 'Sony WH-1000XM5',
  metric: 'price',
  sites: ['bestbuy.com'],
  urls: [],
  condition: null,
  name: 'Sony WH-1000XM5 price on bestbuy.com',
};

const BESTBUY_RESULTS: SearxResult[] = [
  { url: 'https://www.reddit.com/r/headphones/comments/xm5', title: 'XM5 thread' },
  { url: 'https://www.bestbuy.com/site/sony-wh1000xm5/6505727.p', title: 'Sony WH-1000XM5 Wireless Headphones - Black' },
  { url: 'https://bestbuy.com.evil.example/site/sony', title: 'Look-alike' },
  { url: 'https://www.bestbuy.com/site/sony-wh1000xm5-silver/6505728.p', title: '  Sony   WH-1000XM5 - Silver ' },
  { url: 'https://m.bestbuy.com/site/sony-wh1000xm5-blue/6505729.p', title: '' },
  { url: 'https://www.bestbuy.com/site/sony-wh1000xm5-open-box/6505730.p', title: 'Open box' },
];

describe('createSearxngSourceFinder', () => {
  it('keeps up to three results on the site, in rank order, and queries with site:', async () => {
    const server = await startSearx((query, response) => sendJson(response, 200, searxResponse(query, BESTBUY_RESULTS)));
    const { log, lines } = createCapturingLog();
    const finder = createSearxngSourceFinder({ searchUrl: server.origin, log });
    expect(await finder.findSources(INTENT)).toEqual([
      { url: 'https://www.bestbuy.com/site/sony-wh1000xm5/6505727.p', title: 'Sony WH-1000XM5 Wireless Headphones - Black' },
      { url: 'https://www.bestbuy.com/site/sony-wh1000xm5-silver/6505728.p', title: 'Sony WH-1000XM5 - Silver' },
      { url: 'https://m.bestbuy.com/site/sony-wh1000xm5-blue/6505729.p', title: 'm.bestbuy.com/site/sony-wh1000xm5-blue/6505729.p' },
    ]);
    expect(queriesOf(server)).toEqual(['Sony WH-1000XM5 site:bestbuy.com']);
    expect(server.requests[0]?.url).toContain('format=json');
    expect(lines).toEqual([]);
  });

  it('puts explicit URLs first and searches only the sites they do not cover', async () => {
    const server = await startSearx((query, response) =>
      sendJson(response, 200, searxResponse(query, query.endsWith('site:newegg.com') ? [{ url: 'https://www.newegg.com/p/N82E1', title: 'XM5 at Newegg' }] : [])),
    );
    const finder = createSearxngSourceFinder({ searchUrl: server.origin, log: createCapturingLog().log });
    const intent = { ...INTENT, sites: ['example.com', 'newegg.com'], urls: ['https://example.com/deals'] };
    expect(await finder.findSources(intent)).toEqual([
      { url: 'https://example.com/deals', title: 'example.com/deals' },
      { url: 'https://www.newegg.com/p/N82E1', title: 'XM5 at Newegg' },
    ]);
    expect(queriesOf(server)).toEqual(['Sony WH-1000XM5 site:newegg.com']);
  });

  it('falls back to the shop search page when the search finds nothing on the site', async () => {
    const server = await startSearx((query, response) =>
      sendJson(response, 200, searxResponse(query, [{ url: 'https://www.amazon.com/dp/B09XS7JWHH', title: 'Off-site' }])),
    );
    const finder = createSearxngSourceFinder({ searchUrl: server.origin, log: createCapturingLog().log });
    expect(await finder.findSources(INTENT)).toEqual([
      { url: buildSearchUrl('bestbuy.com', 'Sony WH-1000XM5'), title: 'Sony WH-1000XM5 on bestbuy.com', resolveAs: 'product' },
    ]);
  });

  it.each([
    { label: 'HTTP 500', answer: (response: ServerResponse) => sendJson(response, 500, { error: 'engine crashed' }), reason: 'HTTP 500' },
    { label: 'a body that is not JSON', answer: (response: ServerResponse) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>captcha</html>'), reason: 'the response is not JSON' },
    { label: 'JSON without results', answer: (response: ServerResponse) => sendJson(response, 200, { query: 'x' }), reason: 'the response has no results list' },
  ])('falls back to the shop search page on $label, with a warning', async ({ answer, reason }) => {
    const server = await startSearx((_query, response) => answer(response));
    const { log, lines } = createCapturingLog();
    const finder = createSearxngSourceFinder({ searchUrl: server.origin, log });
    expect(await finder.findSources(INTENT)).toEqual([
      { url: buildSearchUrl('bestbuy.com', 'Sony WH-1000XM5'), title: 'Sony WH-1000XM5 on bestbuy.com', resolveAs: 'product' },
    ]);
    expect(lines[0]).toMatchObject({ site: 'bestbuy.com', reason });
  });

  it('falls back when the search times out', async () => {
    const server = await startSearx(() => undefined);
    const { log, lines } = createCapturingLog();
    const finder = createSearxngSourceFinder({ searchUrl: server.origin, log, timeoutMs: 150 });
    expect((await finder.findSources(INTENT))[0]?.url).toBe(buildSearchUrl('bestbuy.com', 'Sony WH-1000XM5'));
    expect(lines[0]?.reason).toBe('timed out after 0.2 s');
  });

  it('spreads the ten slots so every site gets a page before any gets a third', async () => {
    const sites = ['a-shop.com', 'b-shop.com', 'c-shop.com', 'd-shop.com', 'e-shop.com'];
    const server = await startSearx((query, response) => {
      const site = query.split('site:')[1] ?? '';
      sendJson(response, 200, searxResponse(query, [1, 2, 3].map((n) => ({ url: `https://${site}/item/${n}`, title: `${site} ${n}` }))));
    });
    const finder = createSearxngSourceFinder({ searchUrl: server.origin, log: createCapturingLog().log });
    const sources = await finder.findSources({ ...INTENT, sites });
    expect(sources).toHaveLength(10);
    for (const site of sites) expect(sources.filter((s) => s.url.startsWith(`https://${site}/`)).map((s) => s.url)).toEqual([1, 2].map((n) => `https://${site}/item/${n}`));
  });

  it('watches home pages without searching when the intent names no product', async () => {
    const server = await startSearx((query, response) => sendJson(response, 200, searxResponse(query, [])));
    const finder = createSearxngSourceFinder({ searchUrl: server.origin, log: createCapturingLog().log });
    expect(await finder.findSources({ ...INTENT, product: '', sites: ['example.com'] })).toEqual([{ url: 'https://example.com/', title: 'example.com' }]);
    expect(server.requests).toHaveLength(0);
  });
});
