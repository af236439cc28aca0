import { describe, expect, it } from 'vitest';
import { useServiceWithPages } from '../support/service-with-pages.js';

const setup = useServiceWithPages();

/** A shop whose structured data always says in stock, while the delivery line tells the truth in its own words. */
function shopPage(delivery: string): string {
  const jsonLd = { '@context': 'https://schema.org', '@type': 'Product', name: 'Wasserkocher', offers: { '@type': 'Offer', price: '49.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' } };
  return `<html><head><title>Wasserkocher</title><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head>
<body><main><h1>Wasserkocher</h1><p class="price">49,00 €</p><p class="delivery">${delivery}</p></main></body></html>`;
}

function inject(method: 'POST' | 'PATCH', url: string, payload: object) {
  return setup.service.app.inject({ method, url, headers: setup.user.auth, payload });
}

describe('stockWords', () => {
  it('the page\'s own wording beats the built-in tables, in the preview and at checks', async () => {
    setup.pages.set('/kocher', shopPage('Leider gerade Flaute'));
    const body = { mode: 'url', name: 'Wasserkocher', url: setup.pages.url('/kocher'), confirmChanges: false };
    // Unread wording beside the price of a page with no purchase control leaves the stated in-stock unknown.
    expect((await inject('POST', '/v1/monitors/preview', body)).json().page.availability).toBeNull();
    const words = { inStock: ['Ab Lager lieferbar'], outOfStock: ['leider gerade Flaute'] };
    expect((await inject('POST', '/v1/monitors/preview', { ...body, stockWords: words })).json().page.availability).toBe('out_of_stock');

    const created = await inject('POST', '/v1/monitors', { ...body, stockWords: words, condition: { kind: 'back_in_stock' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().stockWords).toEqual(words);
    const id = created.json().id as string;
    const check = async () => {
      const response = await setup.service.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: setup.user.auth });
      setup.service.clock.advance(20_000);
      return response.json();
    };
    expect((await check()).check.sources[0].observation).toMatchObject({ availability: 'out_of_stock' });
    setup.pages.set('/kocher', shopPage('Ab Lager lieferbar'));
    expect((await check()).change).toMatchObject({ type: 'availability', after: { availability: 'in_stock' }, condition: { kind: 'back_in_stock' } });

    const cleared = await inject('PATCH', `/v1/monitors/${id}`, { stockWords: null });
    expect(cleared.json().stockWords).toBeNull();
  });

  it('a phrase that is empty is refused naming it', async () => {
    const response = await inject('POST', '/v1/monitors', { mode: 'url', name: 'x', url: setup.pages.url('/kocher'), stockWords: { outOfStock: ['Nur im Markt', '  '] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('stockWords.outOfStock[1] is empty');
  });
});
