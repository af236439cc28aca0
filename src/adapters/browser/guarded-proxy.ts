import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { OpenGuardedSocket } from '../net/guarded-socket.js';

/** A request of the page that the guard refused. */
export interface BlockedRequest {
  /** `host:port` of a tunnel (https, wss), the URL of a plain http request. */
  target: string;
  error: string;
}

/** A connection the proxy could not open: refused by the guard (`blocked`) or failed (host not found, refused). */
export interface ProxyRefusal extends BlockedRequest {
  /** `host:port`, as a navigation's URL gives it, to tell whether the page's document was the one lost. */
  authority: string;
  blocked: boolean;
}

export interface GuardedProxy {
  /** `http://127.0.0.1:<port>`, for the browser's proxy setting. */
  readonly url: string;
  /** Connections not opened so far, in order. */
  readonly refusals: readonly ProxyRefusal[];
  /** Stops listening and cuts every connection still open. */
  close(): Promise<void>;
}

/** Marks an answer written by the proxy itself, so a lost document is told apart from a real 403 or 502. */
export const REFUSAL_HEADER = 'x-pagewatch-refused';

// Connection-level headers belong to one hop; forwarding them would confuse the next one.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'proxy-authenticate', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function splitAuthority(authority: string): { host: string; port: number } | null {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(authority);
  if (!match) return null;
  const port = Number(match[2]);
  return port > 0 && port < 65536 ? { host: match[1]!.replace(/^\[|\]$/g, ''), port } : null;
}

function forwardHeaders(raw: string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index + 1 < raw.length; index += 2) {
    if (!HOP_BY_HOP.has(raw[index]!.toLowerCase())) kept.push(raw[index]!, raw[index + 1]!);
  }
  return kept;
}

/**
 * A forward proxy on loopback for one browser context: CONNECT tunnels (https,
 * wss, ws) and absolute-form plain http requests, each opened with the same
 * connect-time address guard as the page fetcher. What it refuses is recorded
 * so the check log can say which requests of the page were lost.
 */
export async function startGuardedProxy(openSocket: OpenGuardedSocket): Promise<GuardedProxy> {
  const refusals: ProxyRefusal[] = [];
  const sockets = new Set<Duplex>();
  const track = (socket: Duplex): void => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  async function tunnel(request: IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
    track(client);
    client.on('error', () => client.destroy());
    const target = splitAuthority(request.url ?? '');
    if (target === null) {
      client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    const opened = await openSocket(target.host, target.port);
    if (!opened.ok) {
      refusals.push({ target: request.url!, authority: request.url!, error: opened.error, blocked: opened.blocked });
      client.end(`HTTP/1.1 ${opened.blocked ? '403 Forbidden' : '502 Bad Gateway'}\r\n${REFUSAL_HEADER}: 1\r\n\r\n`);
      return;
    }
    const upstream = opened.socket;
    track(upstream);
    if (client.destroyed) {
      upstream.destroy();
      return;
    }
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  }

  async function forward(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = URL.canParse(request.url ?? '') ? new URL(request.url!) : null;
    if (url === null || url.protocol !== 'http:') {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('only absolute http URLs are proxied');
      return;
    }
    const targetPort = Number(url.port || 80);
    const opened = await openSocket(url.hostname.replace(/^\[|\]$/g, ''), targetPort);
    if (!opened.ok) {
      refusals.push({ target: url.href, authority: `${url.hostname}:${targetPort}`, error: opened.error, blocked: opened.blocked });
      response.writeHead(opened.blocked ? 403 : 502, { 'content-type': 'text/plain', [REFUSAL_HEADER]: '1' }).end(opened.error);
      return;
    }
    const socket: Socket = opened.socket;
    track(socket);
    const upstream = httpRequest({
      createConnection: () => socket,
      method: request.method,
      path: `${url.pathname}${url.search}`,
      headers: forwardHeaders(request.rawHeaders),
      setHost: false,
    });
    upstream.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, forwardHeaders(answer.rawHeaders));
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502, { 'content-type': 'text/plain' }).end('upstream connection failed');
    });
    response.on('close', () => socket.destroy());
    request.pipe(upstream);
  }

  const server = createServer((request, response) => void forward(request, response));
  server.on('connect', (request: IncomingMessage, client: Duplex, head: Buffer) => void tunnel(request, client, head));
  // A WebSocket always comes through CONNECT; an upgrade in absolute form is not something to pass on.
  server.on('upgrade', (_request: IncomingMessage, client: Duplex) => client.destroy());
  server.on('connection', track);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refusals,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
