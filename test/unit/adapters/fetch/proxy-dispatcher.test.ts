import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxy } from 'proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpPageFetcher } from '../../../../src/adapters/fetch/http-page-fetcher.js';
import { describeProxyError, openProxyDispatcher } from '../../../../src/adapters/fetch/proxy-dispatcher.js';
import { productPage, startPageServer } from '../../../support/page-server.js';
import { startSocks5Server } from '../../../support/socks5-server.js';

let pages: Awaited<ReturnType<typeof startPageServer>>;
let socks: Awaited<ReturnType<typeof startSocks5Server>>;
let httpProxy: Server;
let httpProxyPort: number;
const connects: string[] = [];
const fetcher = createHttpPageFetcher({ allowPrivateNetworks: true, timeoutMs: 5_000 });

beforeAll(async () => {
  pages = await startPageServer();
  pages.set('/kettle', productPage({ name: 'Kettle', price: '49.00' }));
  pages.set('/moved', { status: 302, body: '', headers: { location: '/kettle' } });
  socks = await startSocks5Server({ user: 'ada', password: 's3cret' });
  httpProxy = createProxy(createServer());
  httpProxy.on('connect', (request: IncomingMessage) => connects.push(request.url ?? ''));
  await new Promise<void>((resolve) => httpProxy.listen(0, '127.0.0.1', resolve));
  httpProxyPort = (httpProxy.address() as AddressInfo).port;
});
afterAll(async () => {
  await fetcher.close();
  await pages.close();
  await socks.close();
  httpProxy.closeAllConnections();
  await new Promise<void>((resolve) => httpProxy.close(() => resolve()));
});

describe('fetching a page through a monitor proxy', () => {
  it('goes through a SOCKS5 proxy with its credentials, redirects included', async () => {
    const before = pages.hits('/kettle');
    const fetched = await fetcher.fetchPage(pages.url('/moved'), undefined, { proxy: `socks5://ada:s3cret@127.0.0.1:${socks.port}` });
    expect(fetched).toMatchObject({ ok: true, status: 200, finalUrl: pages.url('/kettle') });
    expect(pages.hits('/kettle')).toBe(before + 1);
    // Both hops share the one tunnel, kept alive for the fetch.
    expect(socks.seen).toContain(new URL(pages.url('/')).host);
  });

  it('goes through an HTTP proxy by CONNECT', async () => {
    const fetched = await fetcher.fetchPage(pages.url('/kettle'), undefined, { proxy: `http://127.0.0.1:${httpProxyPort}` });
    expect(fetched).toMatchObject({ ok: true, status: 200 });
    expect(connects).toContain(new URL(pages.url('/')).host);
  });

  it('says a SOCKS5 proxy refused its credentials, without repeating them', async () => {
    const fetched = await fetcher.fetchPage(pages.url('/kettle'), undefined, { proxy: `socks5://ada:not-it-77@127.0.0.1:${socks.port}` });
    expect(fetched.ok).toBe(false);
    if (!fetched.ok) {
      expect(fetched.error).toMatch(/^proxy: SOCKS5 /);
      expect(fetched.error).not.toContain('not-it-77');
    }
  });

  it('guards the page and the proxy when private networks are not allowed', async () => {
    const guarded = createHttpPageFetcher({ allowPrivateNetworks: false, allowedAddresses: ['127.0.0.1'], timeoutMs: 5_000 });
    try {
      const before = socks.seen.length;
      const page = await guarded.fetchPage('http://10.0.0.7/', undefined, { proxy: `socks5://ada:s3cret@127.0.0.1:${socks.port}` });
      expect(page).toMatchObject({ ok: false, error: 'blocked: this host may not be contacted' });
      expect(socks.seen.length).toBe(before);
    } finally {
      await guarded.close();
    }
    const strict = await openProxyDispatcher(`http://127.0.0.1:${httpProxyPort}`, { allowPrivateNetworks: false, timeoutMs: 5_000 });
    expect(strict).toEqual({ ok: false, error: 'proxy: blocked: this host may not be contacted', retryable: false });
  });
});

describe('describeProxyError', () => {
  const network = { error: 'connection refused', retryable: true };
  it.each([
    [new Error('Proxy response (407) !== 200 when HTTP Tunneling'), 'proxy: the proxy refused its credentials (HTTP 407)'],
    [Object.assign(new Error('fetch failed'), { cause: new Error('Proxy response (502) !== 200 when HTTP Tunneling') }), 'proxy: the proxy could not open the connection (HTTP 502)'],
    [new Error('Socks5 Authentication failed'), 'proxy: SOCKS5 Authentication failed'],
    [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), 'connection refused'],
  ])('%s → %s', (error, expected) => {
    expect(describeProxyError(error, network).error).toBe(expected);
  });
});
