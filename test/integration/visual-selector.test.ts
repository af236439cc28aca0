import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';
import { startPageServer } from '../support/page-server.js';
import { chromiumForTests } from '../support/chromium.js';

// Elements at known places of the page, so a point of the screenshot names a known element.
const at = (left: number, top: number) => `position:absolute;left:${left}px;top:${top}px;width:240px;height:40px;margin:0`;
const TWO_PRICES = `<!doctype html><html><head><title>Steel Kettle | Shop</title></head><body style="margin:0;height:3200px">
<h1 style="${at(100, 40)}">Steel Kettle</h1>
<p class="price-was" style="${at(100, 200)}">Was $59.00</p>
<p class="price-now" style="${at(100, 300)}">Now $44.00</p>
<div id="sizes"><span style="${at(100, 400)}">Small</span><span style="${at(400, 400)}">Large</span></div>
<p class="stock" style="${at(100, 3000)}">In stock</p>
</body></html>`;

let pages: Awaited<ReturnType<typeof startPageServer>>;

beforeAll(async () => {
  pages = await startPageServer();
  pages.set('/kettle', TWO_PRICES);
});

afterAll(async () => {
  await pages.close();
});

describe('the visual selector', () => {
  let service: TestService;
  let user: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', CHROMIUM_PATH: chromiumForTests(), BROWSER_TIMEOUT_SECONDS: '10' });
    user = await registerUser(service.app);
  });

  afterAll(async () => {
    await service?.close();
  });

  const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, headers: user.auth, payload });
  const pick = async (x: number, y: number) => post('/v1/monitors/preview/pick', { url: pages.url('/kettle'), x, y });

  it('shows the whole page as the browser renders it', async () => {
    const view = await post('/v1/monitors/preview/page', { url: pages.url('/kettle') });
    expect(view.statusCode).toBe(200);
    const png = Buffer.from(view.json().screenshot, 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(view.json()).toMatchObject({ width: 1280, height: 3200 });
  });

  it('names the clicked element by a selector that picks it alone, and a monitor reads the price there', async () => {
    // Read automatically, a page without structured data is read from its price classes, and says it is less sure.
    const automatic = await post('/v1/monitors/preview', { mode: 'url', name: 'Kettle', url: pages.url('/kettle') });
    expect(automatic.json().page).toMatchObject({ read_by: 'platform', read_confidence: 'medium' });
    const picked = await pick(150, 320);
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toEqual({ selector: '.price-now', text: 'Now $44.00' });

    const preview = await post('/v1/monitors/preview', { mode: 'url', name: 'Kettle', url: pages.url('/kettle'), selectors: { price: picked.json().selector } });
    expect(preview.json().page).toMatchObject({ price: 44, read_by: 'selector', read_confidence: 'high' });
  });

  it('names an element without an id or class by its path, and one far below the first screen', async () => {
    expect((await pick(450, 420)).json()).toEqual({ selector: 'span:nth-of-type(2)', text: 'Large' });
    expect((await pick(150, 3020)).json()).toEqual({ selector: '.stock', text: 'In stock' });
  });

  it('refuses a point with nothing to name, a point off the page and an unreachable page, saying what to do', async () => {
    const empty = await pick(1200, 20);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/click on the text of the element you mean/);
    const outside = await pick(5000, 20);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().code).toBe('ERR_INVALID_REQUEST');
    const wrong = await post('/v1/monitors/preview/pick', { url: 'not a url', x: 1, y: 1 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/url must be an absolute http\(s\) URL/);
  });
});

describe('the visual selector without a browser', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', CHROMIUM_PATH: 'off' });
  });

  afterAll(async () => {
    await service?.close();
  });

  it('says how to enable one, or to type the selector', async () => {
    const user = await registerUser(service.app);
    const answer = await service.app.inject({ method: 'POST', url: '/v1/monitors/preview/page', headers: user.auth, payload: { url: pages.url('/kettle') } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/needs a browser.*CHROMIUM_PATH.*or type the selector/);
  });
});
