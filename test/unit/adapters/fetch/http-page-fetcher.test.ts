import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PageFetcher } from '../../../../src/adapters/fetch/page-fetcher.js';
import { createHttpPageFetcher } from '../../../../src/adapters/fetch/http-page-fetcher.js';
import { decodePageText } from '../../../../src/domain/extraction/decode-page-text.js';
import { createThrowawayCa, startHttpsReceiver, type ThrowawayCa } from '../../../support/https-receiver.js';

interface TestServer {
  origin: string;
  port: number;
  hits: IncomingMessage[];
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

async function startServer(handler: Handler, host = '127.0.0.1'): Promise<TestServer> {
  const hits: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    hits.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const cleanups: Array<() => Promise<void>> = [];

async function serve(handler: Handler, host?: string): Promise<TestServer> {
  const server = await startServer(handler, host);
  cleanups.push(server.close);
  return server;
}

function fetcher(options: Parameters<typeof createHttpPageFetcher>[0]): PageFetcher {
  const created = createHttpPageFetcher(options);
  cleanups.push(() => created.close());
  return created;
}

afterEach(async () => {
  // Fetchers first, so their keep-alive sockets are gone before servers close.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function reply(body: Buffer | string, headers: Record<string, string> = {}, status = 200): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(body);
  };
}

describe('page fetcher: address guard at connect time', () => {
  it('blocks a loopback IP literal without sending a request', async () => {
    const server = await serve(reply('secret'));
    const outcome = await fetcher({ allowPrivateNetworks: false }).fetchPage(`${server.origin}/`);
    expect(outcome).toMatchObject({
      ok: false,
      error: 'blocked: this host may not be contacted',
      retryable: false,
      status: null,
    });
    expect(server.hits).toHaveLength(0);
  });

  it('blocks a name that resolves to loopback (localhost)', async () => {
    const server = await serve(reply('secret'));
    const outcome = await fetcher({ allowPrivateNetworks: false }).fetchPage(`http://localhost:${server.port}/`);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.error).toBe('blocked: this host may not be contacted');
    expect(server.hits).toHaveLength(0);
  });

  it('blocks a redirect from an allowed host to a loopback address', async () => {
    const internal = await serve(reply('internal secret'), '127.0.0.2');
    const entry = await serve((request, response) => {
      const location = request.url === '/to-internal' ? `${internal.origin}/` : '/landing';
      if (request.url === '/landing') return reply('<p>landing</p>')(request, response);
      response.writeHead(302, { location });
      response.end();
    });
    // 127.0.0.1 stands in for a public host; 127.0.0.2 stays forbidden.
    const guarded = fetcher({ allowPrivateNetworks: false, allowedAddresses: ['127.0.0.1'] });

    const allowedHop = await guarded.fetchPage(`${entry.origin}/start`);
    expect(allowedHop).toMatchObject({ ok: true, content: Buffer.from('<p>landing</p>'), finalUrl: `${entry.origin}/landing` });

    const outcome = await guarded.fetchPage(`${entry.origin}/to-internal`);
    expect(outcome).toMatchObject({ ok: false, error: 'blocked: this host may not be contacted' });
    expect(internal.hits).toHaveLength(0);
  });

  it('refuses a redirect to a non-http scheme', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(301, { location: 'file:///etc/passwd' });
      response.end();
    });
    const outcome = await fetcher({ allowPrivateNetworks: true }).fetchPage(`${server.origin}/`);
    expect(outcome).toMatchObject({ ok: false, error: 'redirect to unsupported scheme (file:)', retryable: false });
  });
});

describe('page fetcher: decoding', () => {
  const html = '<html><body><p>Price: 12.50 EUR</p><p>naïve café</p></body></html>';
  const encodings: Array<[name: string, encode: (input: Buffer) => Buffer]> = [
    ['gzip', gzipSync],
    ['br', brotliCompressSync],
    ['deflate', deflateSync],
    ['deflate', deflateRawSync],
  ];

  it.each(encodings)('decodes %s (%#)', async (encoding, encode) => {
    const server = await serve((request, response) => {
      expect(request.headers['accept-encoding']).toBe('gzip, deflate, br');
      reply(encode(Buffer.from(html)), { 'content-encoding': encoding })(request, response);
    });
    const outcome = await fetcher({ allowPrivateNetworks: true }).fetchPage(`${server.origin}/`);
    expect(outcome).toMatchObject({ ok: true, notModified: false, status: 200, content: Buffer.from(html), bytes: Buffer.byteLength(html) });
  });

  const charsets: Array<[label: string, contentType: string, bytes: number[], expected: string]> = [
    ['windows-1252 header', 'text/html; charset=windows-1252', [0x63, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35, 0x20, 0x93, 0x78, 0x94], 'café €5 “x”'],
    ['iso-8859-1 header (read as windows-1252)', 'text/html; charset=ISO-8859-1', [0xe9, 0x80], 'é€'],
    ['shift_jis header', 'text/html; charset=Shift_JIS', [0x89, 0xbf, 0x8a, 0x69], '価格'],
    ['no charset means utf-8', 'text/html', [...Buffer.from('价格 €')], '价格 €'],
    ['unknown charset falls back to utf-8', 'text/html; charset=x-klingon', [...Buffer.from('é')], 'é'],
  ];

  it.each(charsets)('decodes %s', async (_label, contentType, bytes, expected) => {
    const server = await serve(reply(Buffer.from(bytes), { 'content-type': contentType }));
    const outcome = await fetcher({ allowPrivateNetworks: true }).fetchPage(`${server.origin}/`);
    expect(outcome.ok && !outcome.notModified ? decodePageText(outcome) : null).toBe(expected);
  });

  const sniffed: Array<[label: string, head: string, bytes: number[], expected: string]> = [
    ['<meta charset>', '<meta charset="windows-1252">', [0xe9], 'é'],
    ['http-equiv', '<meta http-equiv="Content-Type" content="text/html; charset=shift_jis">', [0x89, 0xbf], '価'],
    ['xml declaration', '<?xml version="1.0" encoding="ISO-8859-2"?>', [0xa1], 'Ą'],
  ];

  it.each(sniffed)('sniffs the charset from %s in the first 2 KB', async (_label, head, bytes, expected) => {
    const body = Buffer.concat([Buffer.from(`${head}<p>`), Buffer.from(bytes), Buffer.from('</p>')]);
    const server = await serve(reply(body, { 'content-type': 'text/html' }));
    const outcome = await fetcher({ allowPrivateNetworks: true }).fetchPage(`${server.origin}/`);
    expect(outcome.ok && !outcome.notModified ? decodePageText(outcome) : null).toBe(`${head}<p>${expected}</p>`);
  });

  it('reports a corrupt gzip body', async () => {
    const server = await serve(reply(Buffer.from('definitely not gzip'), { 'content-encoding': 'gzip' }));
    const outcome = await fetcher({ allowPrivateNetworks: true }).fetchPage(`${server.origin}/`);
    expect(outcome).toMatchObject({ ok: false, error: 'response body could not be decompressed', status: 200 });
  });

  it('refuses content types no page reader reads', async () => {
    const server = await serve(reply(Buffer.alloc(10), { 'content-type': 'image/png' }));
    const outcome = await fetcher({ allowPrivateNetworks: true }).fetchPage(`${server.origin}/`);
    expect(outcome).toMatchObject({ ok: false, error: 'unsupported content type (image/png)', retryable: false });
  });

  it.each(['application/json', 'application/ld+json', 'application/rss+xml', 'text/plain', 'application/pdf'])('accepts %s', async (type) => {
    const server = await serve(reply('{"a":1}', { 'content-type': type }));
    const outcome = await fetcher({ allowPrivateNetworks: true }).fetchPage(`${server.origin}/`);
    expect(outcome).toMatchObject({ ok: true, content: Buffer.from('{"a":1}') });
  });
});

describe('page fetcher: HTTP semantics', () => {
  it('sends conditional headers and reports 304 as not modified', async () => {
    const etag = '"v1"';
    const lastModified = 'Wed, 21 Oct 2015 07:28:00 GMT';
    const server = await serve((request, response) => {
      if (request.headers['if-none-match'] === etag) {
        response.writeHead(304, { etag });
        response.end();
        return;
      }
      reply('<p>v1</p>', { etag, 'last-modified': lastModified })(request, response);
    });
    const pages = fetcher({ allowPrivateNetworks: true });
    const first = await pages.fetchPage(`${server.origin}/`);
    expect(first).toMatchObject({ ok: true, notModified: false, etag, lastModified });
    const second = await pages.fetchPage(`${server.origin}/`, { etag, lastModified });
    expect(second).toMatchObject({ ok: true, notModified: true, status: 304, bytes: 0, etag, lastModified });
    expect(server.hits[1]?.headers['if-modified-since']).toBe(lastModified);
    expect(server.hits[1]?.headers['user-agent']).toBe('PageWatch/0.1 (+https://github.com/pagewatch)');
  });

  async function serveRedirectChain(): Promise<TestServer> {
    return serve((request, response) => {
      const remaining = Number(request.url?.split('/')[2] ?? 0);
      if (remaining === 0) return reply('<p>arrived</p>')(request, response);
      response.writeHead(remaining % 2 === 0 ? 301 : 307, { location: `/r/${remaining - 1}` });
      response.end();
    });
  }

  it('follows 5 redirects and reports the final URL', async () => {
    const server = await serveRedirectChain();
    const outcome = await fetcher({ allowPrivateNetworks: true }).fetchPage(`${server.origin}/r/5`);
    expect(outcome).toMatchObject({ ok: true, content: Buffer.from('<p>arrived</p>'), finalUrl: `${server.origin}/r/0` });
    expect(server.hits).toHaveLength(6);
  });

  it('fails on the 6th redirect', async () => {
    const server = await serveRedirectChain();
    const outcome = await fetcher({ allowPrivateNetworks: true }).fetchPage(`${server.origin}/r/6`);
    expect(outcome).toMatchObject({ ok: false, error: 'too many redirects (max 5)', retryable: false });
  });

  const statuses: Array<[status: number, retryable: boolean]> = [
    [503, true],
    [500, true],
    [429, true],
    [404, false],
    [403, false],
  ];
  it.each(statuses)('turns HTTP %i into an error (retryable: %s)', async (status, retryable) => {
    const server = await serve(reply('nope', {}, status));
    const outcome = await fetcher({ allowPrivateNetworks: true }).fetchPage(`${server.origin}/`);
    expect(outcome).toMatchObject({ ok: false, error: `HTTP ${status}`, retryable, status });
  });

  it('reports a refused connection', async () => {
    const server = await startServer(reply('gone'));
    await server.close();
    const outcome = await fetcher({ allowPrivateNetworks: true }).fetchPage(`${server.origin}/`);
    expect(outcome).toMatchObject({ ok: false, error: 'connection refused', retryable: true, status: null });
  });
});

describe('page fetcher: limits', () => {
  it.each([
    ['chunked', {}],
    ['with content-length', { 'content-length': '4096' }],
  ])('stops a body over the size cap (%s)', async (_label, headers) => {
    const server = await serve(reply('x'.repeat(4096), headers));
    const outcome = await fetcher({ allowPrivateNetworks: true, maxBytes: 1024 }).fetchPage(`${server.origin}/`);
    expect(outcome).toMatchObject({ ok: false, error: 'response larger than 1 KiB', retryable: false });
  });

  it('stops a gzip bomb at the cap on decoded bytes', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const server = await serve(reply(bomb, { 'content-encoding': 'gzip' }));
    const started = Date.now();
    const outcome = await fetcher({ allowPrivateNetworks: true, maxBytes: 1024 * 1024 }).fetchPage(`${server.origin}/`);
    expect(outcome).toMatchObject({ ok: false, error: 'response larger than 1 MiB' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('accepts a body exactly at the cap', async () => {
    const server = await serve(reply('y'.repeat(1024)));
    const outcome = await fetcher({ allowPrivateNetworks: true, maxBytes: 1024 }).fetchPage(`${server.origin}/`);
    expect(outcome).toMatchObject({ ok: true, bytes: 1024 });
  });

  it('times out a server that never answers', async () => {
    const server = await serve(() => undefined);
    const outcome = await fetcher({ allowPrivateNetworks: true, timeoutMs: 300 }).fetchPage(`${server.origin}/`);
    expect(outcome).toMatchObject({ ok: false, error: 'timed out after 0.3 s', retryable: true, status: null });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(290);
    expect(outcome.durationMs).toBeLessThan(3000);
  });

  it('times out a body that stalls after the headers', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<p>partial');
    });
    const outcome = await fetcher({ allowPrivateNetworks: true, timeoutMs: 300 }).fetchPage(`${server.origin}/`);
    expect(outcome).toMatchObject({ ok: false, error: 'timed out after 0.3 s', retryable: true });
  });

  it('keeps at most perHostConcurrency requests in flight to one host', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const server = await serve((request, response) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        reply(`<p>${request.url}</p>`)(request, response);
      }, 60);
    });
    const pages = fetcher({ allowPrivateNetworks: true, perHostConcurrency: 2 });
    const outcomes = await Promise.all(Array.from({ length: 7 }, (_, index) => pages.fetchPage(`${server.origin}/${index}`)));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(server.hits).toHaveLength(7);
    expect(maxInFlight).toBe(2);
  });
});

describe('page fetcher: TLS', () => {
  let ca: ThrowawayCa;
  beforeAll(async () => {
    ca = await createThrowawayCa();
  });

  it('fetches over HTTPS with a trusted CA and names an untrusted one', async () => {
    const receiver = await startHttpsReceiver((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<p>secure</p>');
    }, { ca });
    cleanups.push(receiver.close);
    const trusted = await fetcher({ allowPrivateNetworks: true, ca: receiver.ca }).fetchPage(receiver.url);
    expect(trusted).toMatchObject({ ok: true, content: Buffer.from('<p>secure</p>') });
    const untrusted = await fetcher({ allowPrivateNetworks: true }).fetchPage(receiver.url);
    expect(untrusted).toMatchObject({ ok: false, error: 'TLS: certificate not trusted', retryable: false });
  });
});

describe('page fetcher: unusual encodings', () => {
  it('refuses an unknown content encoding and stays usable', async () => {
    const server = await serve((request, response) => {
      if (request.url === '/zstd') return reply(Buffer.from('????'), { 'content-encoding': 'zstd' })(request, response);
      reply('<p>plain</p>')(request, response);
    });
    const pages = fetcher({ allowPrivateNetworks: true });
    const refused = await pages.fetchPage(`${server.origin}/zstd`);
    expect(refused).toMatchObject({ ok: false, error: 'unsupported content encoding (zstd)', retryable: false });
    expect(await pages.fetchPage(`${server.origin}/plain`)).toMatchObject({ ok: true, content: Buffer.from('<p>plain</p>') });
  });
});
