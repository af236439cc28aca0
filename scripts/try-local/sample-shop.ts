import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { productPage } from '../../test/support/page-server.js';

export const SAMPLE_PRODUCT = 'Sony WH-1000XM5 Wireless Headphones';

export interface SampleShop {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The product page a monitor watches. */
  productUrl: string;
  price(): string;
  setPrice(price: string): void;
  close(): Promise<void>;
}

export interface SampleShopOptions {
  port: number;
  initialPrice?: string;
  /** Called with the new price when someone changes it through `POST /price`. */
  onPriceChange?: (before: string, after: string) => void;
  /** Called with a secret posted to `/secret`, for the webhook receiver to verify with. */
  onSecret?: (secret: string) => void;
}

const PRICE = /^\d{1,6}(?:\.\d{2})?$/;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').trim();
}

/**
 * A shop with one product page on 127.0.0.1, and the two knobs a walkthrough turns from a shell:
 * `POST /price` (body: the new price, e.g. 149.00) and `POST /secret` (body: a webhook's secret).
 */
export async function startSampleShop(options: SampleShopOptions): Promise<SampleShop> {
  let price = options.initialPrice ?? '199.00';
  const answer = (response: ServerResponse, status: number, text: string) => response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(`${text}\n`);
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method === 'GET' && path === '/product') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(productPage({ name: SAMPLE_PRODUCT, price }));
      return;
    }
    if (request.method === 'POST' && (path === '/price' || path === '/secret')) {
      void readBody(request).then((body) => {
        if (path === '/secret') {
          if (body === '') return answer(response, 400, 'send the webhook secret as the body');
          options.onSecret?.(body);
          return answer(response, 200, 'the receiver now verifies deliveries with this secret');
        }
        if (!PRICE.test(body)) return answer(response, 400, 'send the new price as the body, e.g. 149.00');
        const before = price;
        price = body;
        options.onPriceChange?.(before, price);
        return answer(response, 200, `price ${before} -> ${price}`);
      });
      return;
    }
    answer(response, 404, 'GET /product, POST /price, POST /secret');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    productUrl: `${origin}/product`,
    price: () => price,
    setPrice: (next) => void (price = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
