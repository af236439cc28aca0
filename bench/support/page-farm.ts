import { createServer } from 'node:http';
import { buildPageTemplate, renderPage, type PageTemplate } from './page-farm-pages.js';

// The checks benchmark's shop: PAGES product pages at /products/<n>, each about PAGE_BYTES of
// markup with fresh noise per request, over keep-alive HTTP on 127.0.0.1:PORT. A child process,
// so its CPU is not counted as the worker's (a real shop is someone else's machine).
//
// Two control routes serve the benchmark, never the checkers:
// - POST /_bench/move-prices?every=E&offset=O moves the price of every page with index % E == O;
// - POST /_bench/requests answers what product requests were served since the last call
//   ({count, firstAt, lastAt}, epoch milliseconds) and starts counting afresh.

function readSetting(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const port = readSetting('PORT', 0);
const pageCount = readSetting('PAGES', 1_000);
const pageBytes = readSetting('PAGE_BYTES', 60_000);
const seed = readSetting('SEED', 42);
if (port === 0) {
  console.error('page-farm: PORT must be set to a free port');
  process.exit(1);
}

// Built up front, so requests cost only filling in the noise, as a shop's page cache would.
const templates: PageTemplate[] = Array.from({ length: pageCount }, (_, index) => buildPageTemplate(seed, index, pageBytes));
const priceMoves: number[] = templates.map(() => 0);
let served = { count: 0, firstAt: 0, lastAt: 0 };

function movePrices(every: number, offset: number): number {
  let moved = 0;
  for (let index = offset; index < pageCount; index += every) {
    priceMoves[index] = priceMoves[index]! + 1;
    templates[index] = buildPageTemplate(seed, index, pageBytes, priceMoves[index]);
    moved += 1;
  }
  return moved;
}

function answerControl(path: string, query: URLSearchParams): { status: number; body: unknown } {
  if (path === '/_bench/move-prices') {
    const every = Number(query.get('every'));
    const offset = Number(query.get('offset'));
    if (!Number.isInteger(every) || every < 1 || !Number.isInteger(offset) || offset < 0) return { status: 400, body: { error: 'every >= 1 and offset >= 0 must be integers' } };
    return { status: 200, body: { moved: movePrices(every, offset) } };
  }
  if (path === '/_bench/requests') {
    const answer = served;
    served = { count: 0, firstAt: 0, lastAt: 0 };
    return { status: 200, body: answer };
  }
  return { status: 404, body: { error: 'unknown control route' } };
}

const server = createServer((request, response) => {
  const [path = '/', search = ''] = (request.url ?? '/').split('?');
  if (request.method === 'POST' && path.startsWith('/_bench/')) {
    const { status, body } = answerControl(path, new URLSearchParams(search));
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    return;
  }
  const match = /^\/products\/(\d+)$/.exec(path);
  const template = match ? templates[Number(match[1])] : undefined;
  if (!template) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const now = Date.now();
  served = { count: served.count + 1, firstAt: served.firstAt || now, lastAt: now };
  const body = renderPage(template);
  response
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' })
    .end(body);
});
// Longer than the fetcher's own idle timeout, so it is the client that decides when to close.
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1');

const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
