import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Page {
  status?: number;
  /** Bytes for a binary response (a PDF), sent as they are. */
  body: string | Uint8Array;
  headers?: Record<string, string>;
  /** When set, answers 304 to a matching If-None-Match. */
  etag?: string;
  /** Delays the answer, to keep a check in flight. */
  delayMs?: number;
}

/** A real HTTP server of product and news pages that a test rewrites between checks. */
export async function startPageServer() {
  const pages = new Map<string, Page>();
  const hits = new Map<string, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const page = pages.get(path);
    const answer = () => {
      inFlight -= 1;
      if (!page) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      if (page.etag && request.headers['if-none-match'] === page.etag) {
        response.writeHead(304, { etag: page.etag }).end();
        return;
      }
      response
        .writeHead(page.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...(page.etag ? { etag: page.etag } : {}), ...page.headers })
        .end(page.body);
    };
    if (page?.delayMs) setTimeout(answer, page.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    set(path: string, page: Page | string) {
      pages.set(path, typeof page === 'string' ? { body: page } : page);
    },
    hits: (path: string) => hits.get(path) ?? 0,
    totalHits: () => [...hits.values()].reduce((a, b) => a + b, 0),
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A shop product page with JSON-LD, and visible noise that changes on every render. */
export function productPage(input: { name: string; price: string; currency?: string; inStock?: boolean; noise?: string }): string {
  const availability = input.inStock === false ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock';
  return `<!doctype html><html><head><title>${input.name} | Shop</title>
<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    offers: { '@type': 'Offer', price: input.price, priceCurrency: input.currency ?? 'USD', availability },
  })}</script></head>
<body><nav><a href="/">Home</a> <a href="/deals">Deals</a></nav>
<main><h1>${input.name}</h1><p class="price">$${input.price}</p>
<p>${input.inStock === false ? 'Out of stock' : 'In stock'}</p>
<p>Industry-leading noise cancellation, 30-hour battery life and a comfortable fit for long flights.</p>
<p>Updated ${input.noise ?? '3 minutes ago'}</p></main>
<footer>© 2026 Shop</footer></body></html>`;
}
