import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../../../src/domain/webhooks/secret-box.js';
import { createHttpPageFetcher } from '../../../../src/adapters/fetch/http-page-fetcher.js';
import { createSourceFetcher, type FetchedPage, type FetchedSource } from '../../../../src/jobs/checks/fetch-source.js';
import { candidateSource, resolveSource } from '../../../../src/jobs/checks/resolve-source.js';
import { productPage, startPageServer } from '../../../support/page-server.js';

let shop: Awaited<ReturnType<typeof startPageServer>>;
const fetcher = createHttpPageFetcher({ allowPrivateNetworks: true, timeoutMs: 5_000 });
const sources = createSourceFetcher({ fetcher, renderer: null, secretBox: createSecretBox(randomBytes(32)) });

function listing(items: Array<[path: string, name: string]>): string {
  return `<!doctype html><html><head><title>Search results | Shop</title></head><body><main><h1>Results</h1><ul>${items
    .map(([path, name]) => `<li><a href="${path}">${name}</a> <span>$279.00</span></li>`)
    .join('')}</ul></main></body></html>`;
}

beforeAll(async () => {
  shop = await startPageServer();
  shop.set('/search', listing([['/p/case', 'Hard Case for Sony WH-1000XM5'], ['/p/xm5', 'Sony WH-1000XM5 Wireless Noise Canceling Headphones']]));
  shop.set('/p/case', productPage({ name: 'Hard Case for Sony WH-1000XM5', price: '24.99' }));
  shop.set('/p/xm5', productPage({ name: 'Sony WH-1000XM5 Wireless Noise Canceling Headphones', price: '329.99' }));
  shop.set('/catalog', listing([['/p/bose', 'Bose QuietComfort Ultra']]));
  shop.set('/p/bose', productPage({ name: 'Bose QuietComfort Ultra', price: '379.00' }));
  shop.set('/', '<!doctype html><html><body><nav><a href="/features">Features</a> <a href="/pricing">Pricing</a></nav></body></html>');
  shop.set('/pricing', '<!doctype html><html><head><title>Pricing</title></head><body><h1>Pricing</h1></body></html>');
  shop.set('/bare', '<!doctype html><html><body><p>No links here.</p></body></html>');
});

afterAll(async () => {
  await shop.close();
  await fetcher.close();
});

async function page(path: string): Promise<FetchedPage> {
  const fetched = await fetcher.fetchPage(shop.url(path));
  if (!fetched.ok || fetched.notModified) throw new Error(`${path} not fetched`);
  return fetched;
}

const fetchPlain = (url: string): Promise<FetchedSource> =>
  sources.fetchSource({ url, render: 'never', observedWith: null, conditional: { etag: null, lastModified: null }, knownFingerprint: null, steps: [], proxy: null }, () => Promise.reject(new Error('not asked')));

describe('candidateSource', () => {
  it('fetches a candidate like a new source: no validators, no known bytes, no method', () => {
    const stored = { id: 's', url: 'https://a.example/search', etag: '"e"', last_modified: 'x', observed_with: 'http', content_fingerprint: 'v1:f', resolve_as: 'product' };
    expect(candidateSource(stored, 'https://a.example/p/1')).toEqual({
      ...stored,
      url: 'https://a.example/p/1',
      etag: null,
      last_modified: null,
      observed_with: null,
      content_fingerprint: null,
    });
  });
});

describe('resolveSource', () => {
  it('follows a search page to the product page whose own title names the product', async () => {
    const resolution = await resolveSource(await page('/search'), 'product', 'Sony WH-1000XM5', fetchPlain);
    expect(resolution).toMatchObject({ followed: true, url: shop.url('/p/xm5') });
    if (!resolution.followed) throw new Error('not followed');
    expect(resolution.fetched.outcome).toMatchObject({ ok: true, finalUrl: shop.url('/p/xm5') });
    expect(resolution.note).toMatch(/^followed the search page .* to the product page "Sony WH-1000XM5 Wireless Noise Canceling Headphones" \(\d+% match\)$/);
  });

  it('keeps a listing where nothing matches well enough, naming the closest result', async () => {
    const resolution = await resolveSource(await page('/catalog'), 'product', 'Sony WH-1000XM5', fetchPlain);
    expect(resolution.followed).toBe(false);
    expect(resolution.note).toMatch(/^kept the search page: no result matched "Sony WH-1000XM5" well enough/);
  });

  it('follows a home page to the page of the kind asked, or keeps it when it links none', async () => {
    expect(await resolveSource(await page('/'), 'pricing', '', fetchPlain)).toMatchObject({ followed: true, url: shop.url('/pricing') });
    expect(await resolveSource(await page('/bare'), 'pricing', '', fetchPlain)).toMatchObject({ followed: false, note: expect.stringContaining('it links no pricing page') });
  });
});
