import { createServer } from 'node:http';
import { buildPageTemplate, renderPage, type PageTemplate } from './page-farm-pages.js';

// The checks benchmark's shop: PAGES product pages at /products/<n>, each about PAGE_BYTES of
// markup with fresh noise per request, over keep-alive HTTP on 127.0.0.1:PORT. A child process,
// so its CPU is not counted as the worker's (a real shop is someone else's machine).

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

const server = createServer((request, response) => {
  const match = /^\/products\/(\d+)$/.exec((request.url ?? '/').split('?')[0]!);
  const template = match ? templates[Number(match[1])] : undefined;
  if (!template) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
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
