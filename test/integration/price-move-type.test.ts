import { describe, expect, it } from 'vitest';
import { useServiceWithPages } from '../support/service-with-pages.js';

const setup = useServiceWithPages();

/** A shop page that says its price three ways: JSON-LD, meta tags and the visible text. */
function shopPage(price: string): string {
  return `<!doctype html><html><head><title>Aeron Chair | Shop</title>
<meta property="og:title" content="Aeron Chair">
<meta property="og:type" content="product">
<meta property="product:price:amount" content="${price}">
<meta property="product:price:currency" content="USD">
<meta name="description" content="Aeron Chair for $${price}, free shipping.">
<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Aeron Chair',
    offers: { '@type': 'Offer', price, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
  })}</script></head>
<body><main><h1>Aeron Chair</h1><p class="price">$${price}</p><p>In stock</p>
<p>An ergonomic office chair with a breathable mesh seat and back.</p></main></body></html>`;
}

const checkNow = (id: string) => setup.service.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: setup.user.auth });

describe('a 1% price move on a page with JSON-LD, meta tags and a visible price', () => {
  for (const [sensitivity, reported] of [
    [0, true],
    [1, false],
  ] as const) {
    it(`at sensitivity ${sensitivity} is ${reported ? 'reported as a price change' : 'not reported'}`, async () => {
      const path = `/aeron-${sensitivity}`;
      setup.pages.set(path, shopPage('1000.00'));
      const created = await setup.service.app.inject({ method: 'POST', url: '/v1/monitors', headers: setup.user.auth, payload: { mode: 'url', name: 'Aeron', url: setup.pages.url(path), sensitivity } });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as string;
      expect((await checkNow(id)).json().check.sources[0].outcome).toBe('baseline');

      setup.service.clock.advance(60_000);
      setup.pages.set(path, shopPage('990.00'));
      const moved = (await checkNow(id)).json();
      if (reported) {
        expect(moved.change, JSON.stringify(moved)).toMatchObject({ type: 'price', before: { price: 1000 }, after: { price: 990 } });
      } else {
        expect(moved.change).toBeNull();
      }
    });
  }
});
