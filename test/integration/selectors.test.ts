import { describe, expect, it } from 'vitest';
import { useServiceWithPages } from '../support/service-with-pages.js';

const setup = useServiceWithPages();

/**
 * A shop page whose structured data states the regular price while the page also shows a club
 * price beside it, which the automatic reading leaves alone (a sale price shown beside a struck
 * JSON-LD price is read automatically: docs/extraction.md).
 */
function twoPrices(sale: string): string {
  const jsonLd = { '@context': 'https://schema.org', '@type': 'Product', name: 'Kettle', offers: { '@type': 'Offer', price: '129.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' } };
  return `<html><head><title>Kettle</title><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head>
<body><main><h1>Kettle</h1><p>Price <span class="price">129,00 €</span></p><p class="sale-price">Club price ${sale} €</p>
<p id="stock">Nur noch 2 auf Lager</p><button>In den Warenkorb</button></main></body></html>`;
}

function bannerPage(banner: string, article: string): string {
  return `<html><head><title>Club news</title></head><body><div class="promo"><p>${banner}</p></div>
<div id="news"><h1>Club news</h1><p>${article}</p></div></body></html>`;
}

function inject(method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) {
  return setup.service.app.inject({ method, url, headers: setup.user.auth, ...(payload === undefined ? {} : { payload }) });
}

async function createMonitor(path: string, extra: object) {
  // Confirmation re-reads a price change after a delay (docs/alerts.md); these tests read the decision at once.
  const response = await inject('POST', '/v1/monitors', { mode: 'url', name: `Monitor ${path}`, url: setup.pages.url(path), confirmChanges: false, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; selectors: unknown };
}

async function checkNow(id: string) {
  const response = await inject('POST', `/v1/monitors/${id}/check`);
  expect(response.statusCode).toBe(200);
  // Checks a little apart, so the whole file stays within the access token's lifetime.
  setup.service.clock.advance(20_000);
  return response.json();
}

describe('selectors', () => {
  it('a price selector reads the club price where the automatic reading takes the structured price, shown in the preview first', async () => {
    setup.pages.set('/kettle', twoPrices('99,00'));
    const body = { mode: 'url', name: 'Kettle', url: setup.pages.url('/kettle') };
    const automatic = await inject('POST', '/v1/monitors/preview', body);
    expect(automatic.json().page).toMatchObject({ price: 129, read_by: 'json-ld', read_confidence: 'high' });
    const selected = await inject('POST', '/v1/monitors/preview', { ...body, selectors: { price: '.sale-price', availability: '//p[@id="stock"]' } });
    expect(selected.json().page).toMatchObject({ error: null, price: 99, currency: 'EUR', availability: 'limited', read_by: 'selector', read_confidence: 'high' });

    const monitor = await createMonitor('/kettle', { selectors: { price: '.sale-price' } });
    expect(monitor.selectors).toEqual({ price: '.sale-price' });
    expect((await checkNow(monitor.id)).check.sources[0].observation).toMatchObject({ price: 99, source: 'selector' });
    setup.pages.set('/kettle', twoPrices('89,00'));
    const dropped = await checkNow(monitor.id);
    expect(dropped.change).toMatchObject({ type: 'price', before: { price: 99 }, after: { price: 89 } });
  });

  it('a price selector matching nothing fails the check with last_error and counts towards failureThreshold', async () => {
    setup.pages.set('/gone', twoPrices('99,00'));
    const monitor = await createMonitor('/gone', { selectors: { price: '.sale-price' } });
    await checkNow(monitor.id);
    setup.pages.set('/gone', twoPrices('99,00').replace('class="sale-price"', 'class="price"'));
    const failed = await checkNow(monitor.id);
    expect(failed.change).toBeNull();
    expect(failed.check.sources[0]).toMatchObject({ outcome: 'error', error: 'the price selector matched nothing' });
    const answer = (await inject('GET', `/v1/monitors/${monitor.id}`)).json();
    expect(answer).toMatchObject({ last_error: `${setup.pages.url('/gone')}: the price selector matched nothing`, consecutive_failures: 1 });
  });

  it('a region matching nothing fails the check too, rather than reading an empty page', async () => {
    setup.pages.set('/region-gone', twoPrices('99,00'));
    const monitor = await createMonitor('/region-gone', { selectors: { region: ['main'] } });
    await checkNow(monitor.id);
    setup.pages.set('/region-gone', twoPrices('99,00').replace('<main>', '<div>').replace('</main>', '</div>'));
    const failed = await checkNow(monitor.id);
    expect(failed.change).toBeNull();
    expect(failed.check.sources[0]).toMatchObject({ outcome: 'error', error: 'the region selector matched nothing' });
  });

  it('a rotating banner alerts a monitor without rules, and not one whose region is the article, which still hears the article change', async () => {
    setup.pages.set('/club', bannerPage('Deal of the hour: 20% off boots', 'The summer fair is on the 12th of July at the club house.'));
    const plain = await createMonitor('/club', { sensitivity: 0 });
    const css = await createMonitor('/club', { sensitivity: 0, selectors: { region: ['#news'] } });
    const xpath = await createMonitor('/club', { sensitivity: 0, selectors: { remove: ['//div[@class="promo"]'] } });
    for (const monitor of [plain, css, xpath]) await checkNow(monitor.id);

    setup.pages.set('/club', bannerPage('Deal of the hour: two scarves for the price of one, today only', 'The summer fair is on the 12th of July at the club house.'));
    expect((await checkNow(plain.id)).change).toMatchObject({ type: 'content' });
    expect((await checkNow(css.id)).change).toBeNull();
    expect((await checkNow(xpath.id)).change).toBeNull();

    setup.pages.set('/club', bannerPage('Deal of the hour: socks', 'The summer fair moves to the 19th of July because of the storm warning.'));
    expect((await checkNow(css.id)).change).toMatchObject({ type: 'content' });
    expect((await checkNow(xpath.id)).change).toMatchObject({ type: 'content' });
  });

  it('PATCH sets and removes selectors', async () => {
    setup.pages.set('/patch', twoPrices('99,00'));
    const monitor = await createMonitor('/patch', {});
    expect(monitor.selectors).toBeNull();
    const set = await inject('PATCH', `/v1/monitors/${monitor.id}`, { selectors: { price: '.sale-price' } });
    expect(set.json().selectors).toEqual({ price: '.sale-price' });
    expect((await checkNow(monitor.id)).check.sources[0].observation).toMatchObject({ price: 99 });
    const removed = await inject('PATCH', `/v1/monitors/${monitor.id}`, { selectors: null });
    expect(removed.json().selectors).toBeNull();
    expect((await checkNow(monitor.id)).check.sources[0].observation).toMatchObject({ price: 129 });
  });
});

describe('an invalid selector', () => {
  it.each([
    [{ price: 'p[' }, 'selectors.price is not a valid selector'],
    [{ region: ['main', '//div['] }, 'selectors.region[1] is not a valid selector: XPath parse error'],
    [{ remove: ['a >> b'] }, 'selectors.remove[0] is not a valid selector'],
  ])('%j is refused on create, preview and PATCH naming the field', async (selectors, message) => {
    setup.pages.set('/bad', twoPrices('99,00'));
    for (const url of ['/v1/monitors', '/v1/monitors/preview']) {
      const response = await inject('POST', url, { mode: 'url', name: 'Bad', url: setup.pages.url('/bad'), selectors });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: 'ERR_INVALID_REQUEST' });
      expect(response.json().message, url).toContain(message);
    }
    const monitor = await createMonitor('/bad', {});
    const patched = await inject('PATCH', `/v1/monitors/${monitor.id}`, { selectors });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toContain(message);
  });
});
