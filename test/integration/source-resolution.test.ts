import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';
import { productPage, startPageServer } from '../support/page-server.js';

let service: TestService;
let shop: Awaited<ReturnType<typeof startPageServer>>;
let user: Awaited<ReturnType<typeof registerUser>>;

// A local shop: a results page listing several products, a product page per result, and a
// software site whose navigation links its pricing page.
function listing(items: Array<[path: string, name: string]>): string {
  return `<!doctype html><html><head><title>Search results | Shop</title></head><body>
<nav><a href="/">Home</a> <a href="/deals">Headphone deals</a></nav>
<main><h1>Results</h1><ul>${items.map(([path, name]) => `<li><a href="${path}"><img alt="${name}"></a> <a href="${path}">${name}</a> <span>$279.00</span></li>`).join('')}</ul>
<a href="/search?page=2">Next page</a></main></body></html>`;
}

beforeAll(async () => {
  shop = await startPageServer();
  shop.set('/search', listing([
    ['/p/xm4', 'Sony WH-1000XM4 Wireless Headphones'],
    ['/p/case', 'Hard Case for Sony WH-1000XM5'],
    ['/p/xm5', 'Sony WH-1000XM5 Wireless Noise Canceling Headphones'],
    ['/p/bose', 'Bose QuietComfort Ultra'],
  ]));
  shop.set('/p/xm4', productPage({ name: 'Sony WH-1000XM4 Wireless Headphones', price: '199.99' }));
  shop.set('/p/case', productPage({ name: 'Hard Case for Sony WH-1000XM5', price: '24.99' }));
  shop.set('/p/xm5', productPage({ name: 'Sony WH-1000XM5 Wireless Noise Canceling Headphones', price: '329.99' }));
  shop.set('/p/bose', productPage({ name: 'Bose QuietComfort Ultra', price: '379.00' }));
  shop.set('/catalog', listing([['/p/xm4', 'Sony WH-1000XM4 Wireless Headphones'], ['/p/bose', 'Bose QuietComfort Ultra']]));
  shop.set('/', `<!doctype html><html><head><title>Tracker</title></head><body>
<header><nav><a href="/features">Features</a> <a href="/pricing">Pricing</a> <a href="/changelog">Changelog</a></nav></header>
<main><h1>Plan your work</h1><a href="/blog/how-we-think-about-pricing-for-partners-and-resellers">How we think about pricing for partners and resellers</a></main></body></html>`);
  shop.set('/pricing', '<!doctype html><html><head><title>Pricing</title></head><body><h1>Pricing</h1><p>Free</p><p>Business $12 per user</p></body></html>');
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true' });
  user = await registerUser(service.app);
});
afterAll(async () => {
  await service.close();
  await shop.close();
});

async function createFromIntent(intent: string): Promise<string> {
  const response = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: user.auth, payload: { mode: 'nlp', intent } });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

const checkNow = (id: string) => service.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: user.auth });
const getMonitor = async (id: string) => (await service.app.inject({ method: 'GET', url: `/v1/monitors/${id}`, headers: user.auth })).json();
const checkLog = async (id: string) => (await service.app.inject({ method: 'GET', url: `/v1/monitors/${id}/checks`, headers: user.auth })).json().checks;

describe('the first check follows a search page to the product page', () => {
  it('replaces the source with the best-matching product page, keeps where it came from, and says so in the check log', async () => {
    const listingUrl = shop.url('/search?q=sony+wh-1000xm5');
    const id = await createFromIntent(`tell me when the Sony WH-1000XM5 drops below $300 at ${listingUrl}`);
    expect((await getMonitor(id)).sources).toEqual([{ url: listingUrl, title: expect.any(String), resolved_from: null }]);

    const first = await checkNow(id);
    expect(first.statusCode).toBe(200);
    const [source] = first.json().check.sources;
    expect(source).toMatchObject({ url: shop.url('/p/xm5'), outcome: 'baseline', error: null, observation: expect.objectContaining({ price: 329.99 }) });
    expect(source.note).toMatch(/^followed the search page .*\/search\?q=sony\+wh-1000xm5 to the product page "Sony WH-1000XM5 Wireless Noise Canceling Headphones" \(\d+% match\)$/);

    const monitor = await getMonitor(id);
    expect(monitor.sources).toEqual([{ url: shop.url('/p/xm5'), title: expect.any(String), resolved_from: listingUrl }]);
    expect(monitor.last_error).toBeNull();
    const [entry] = await checkLog(id);
    expect(entry).toMatchObject({ source_url: shop.url('/p/xm5'), outcome: 'baseline', note: source.note });

    // Later checks watch the product page alone.
    const listingHits = shop.hits('/search');
    const second = await checkNow(id);
    expect(second.json().check.sources[0]).toMatchObject({ url: shop.url('/p/xm5'), outcome: 'unchanged', note: null });
    expect(shop.hits('/search')).toBe(listingHits);
  });

  it('keeps the listing when no result matches well enough, and last_error explains', async () => {
    const listingUrl = shop.url('/catalog?q=sony+wh-1000xm5');
    const id = await createFromIntent(`tell me when the Sony WH-1000XM5 drops below $300 at ${listingUrl}`);
    const first = await checkNow(id);
    const [source] = first.json().check.sources;
    expect(source).toMatchObject({ url: listingUrl, outcome: 'baseline', error: null });
    expect(source.note).toMatch(/^kept the search page: no result matched "Sony WH-1000XM5" well enough/);

    const monitor = await getMonitor(id);
    expect(monitor.sources).toEqual([{ url: listingUrl, title: expect.any(String), resolved_from: null }]);
    expect(monitor.last_error).toBe(`${listingUrl}: ${source.note}`);
    expect((await checkLog(id))[0]).toMatchObject({ source_url: listingUrl, note: source.note });
  });
});

describe('the first check finds a page of a site by kind', () => {
  it('follows "the pricing page of" a site to the page its navigation links', async () => {
    const home = shop.url('/');
    const id = await createFromIntent(`watch the pricing page of ${home}`);
    const [source] = (await checkNow(id)).json().check.sources;
    expect(source).toMatchObject({ url: shop.url('/pricing'), outcome: 'baseline', note: `followed ${home} to its pricing page, linked as "Pricing"` });
    expect((await getMonitor(id)).sources).toEqual([{ url: shop.url('/pricing'), title: expect.any(String), resolved_from: home }]);
  });
});
