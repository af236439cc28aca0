import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createProxy } from 'proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxiedSocketOpener } from '../../../../src/adapters/net/proxied-socket.js';
import { startPageServer } from '../../../support/page-server.js';
import { startSocks5Server } from '../../../support/socks5-server.js';

let pages: Awaited<ReturnType<typeof startPageServer>>;
let socks: Awaited<ReturnType<typeof startSocks5Server>>;
let httpProxy: Server;
let httpProxyPort: number;
const connects: string[] = [];

beforeAll(async () => {
  pages = await startPageServer();
  pages.set('/hello', 'hello through the tunnel');
  socks = await startSocks5Server({ user: 'ada', password: 'p@ss' });
  httpProxy = createProxy(createServer());
  (httpProxy as ReturnType<typeof createProxy>).authenticate = (request: IncomingMessage) => request.headers['proxy-authorization'] === `Basic ${Buffer.from('ada:p@ss').toString('base64')}`;
  httpProxy.on('connect', (request: IncomingMessage) => connects.push(request.url ?? ''));
  await new Promise<void>((resolve) => httpProxy.listen(0, '127.0.0.1', resolve));
  httpProxyPort = (httpProxy.address() as AddressInfo).port;
});
afterAll(async () => {
  await pages.close();
  await socks.close();
  httpProxy.closeAllConnections();
  await new Promise<void>((resolve) => httpProxy.close(() => resolve()));
});

const open = { allowPrivateNetworks: true, connectTimeoutMs: 3_000 };
const pagePort = () => Number(new URL(pages.url('/')).port);

/** Sends a plain GET over the tunnel and reads the whole answer. */
function get(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

describe('connections through a monitor proxy', () => {
  it.each([
    ['socks5', () => `socks5://ada:p%40ss@127.0.0.1:${socks.port}`, () => socks.seen],
    ['http', () => `http://ada:p%40ss@127.0.0.1:${httpProxyPort}`, () => connects],
  ])('tunnels to the page through a %s proxy with its credentials', async (_scheme, proxyUrl, seen) => {
    const opened = await createProxiedSocketOpener(proxyUrl(), open)('127.0.0.1', pagePort());
    if (!opened.ok) throw new Error(opened.error);
    expect(await get(opened.socket, '/hello')).toContain('hello through the tunnel');
    expect(seen()).toContain(`127.0.0.1:${pagePort()}`);
  });

  it.each([
    ['socks5', () => `socks5://ada:wrong-pass@127.0.0.1:${socks.port}`, /^proxy: SOCKS5 /],
    ['http', () => `http://ada:wrong-pass@127.0.0.1:${httpProxyPort}`, /^proxy: the proxy refused its credentials \(HTTP 407\)$/],
  ])('says a %s proxy refused wrong credentials, without repeating them', async (_scheme, proxyUrl, message) => {
    const opened = await createProxiedSocketOpener(proxyUrl(), open)('127.0.0.1', pagePort());
    expect(opened.ok).toBe(false);
    if (!opened.ok) {
      expect(opened.error).toMatch(message);
      expect(opened.error).not.toContain('wrong-pass');
    }
  });

  it('refuses a private page before asking the proxy, and a proxy on a private address', async () => {
    const before = socks.seen.length;
    // The proxy's own loopback address is opened for this test; the page's private one is not.
    const guarded = { allowPrivateNetworks: false, allowedAddresses: ['127.0.0.1'], connectTimeoutMs: 3_000 };
    const page = await createProxiedSocketOpener(`socks5://ada:p%40ss@127.0.0.1:${socks.port}`, guarded)('10.0.0.7', 80);
    expect(page).toEqual({ ok: false, error: 'blocked: this host may not be contacted', blocked: true });
    expect(socks.seen.length).toBe(before);

    const proxy = await createProxiedSocketOpener(`socks5://127.0.0.1:${socks.port}`, { allowPrivateNetworks: false, connectTimeoutMs: 3_000 })('93.184.215.14', 80);
    expect(proxy).toEqual({ ok: false, error: 'proxy: blocked: this host may not be contacted', blocked: true });
  });
});
