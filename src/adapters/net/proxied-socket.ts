import type { Socket } from 'node:net';
import { connect as connectTls, type TLSSocket } from 'node:tls';
import { isIP } from 'node:net';
import { readProxyUrl, type ProxyAddress } from '../../domain/monitors/monitor-proxy.js';
import { createHostChecker } from './check-host.js';
import { describeNetworkError } from './describe-network-error.js';
import { createGuardedSocketOpener, type GuardedSocketOptions, type OpenGuardedSocket, type SocketOutcome } from './guarded-socket.js';

const MAX_ANSWER_HEAD = 16 * 1024;

function proxyFailure(error: string, blocked = false): SocketOutcome {
  return { ok: false, error: `proxy: ${error}`, blocked };
}

/** Reads the proxy's answer to CONNECT up to its blank line; bytes past it belong to the tunnel. */
function readConnectAnswer(socket: Socket | TLSSocket, timeoutMs: number): Promise<{ status: number } | { error: unknown }> {
  return new Promise((resolve) => {
    let head = Buffer.alloc(0);
    const finish = (answer: { status: number } | { error: unknown }): void => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('close', onClose);
      resolve(answer);
    };
    const onData = (chunk: Buffer): void => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end === -1) {
        if (head.length > MAX_ANSWER_HEAD) finish({ error: new Error('answer to CONNECT too long') });
        return;
      }
      socket.pause();
      const rest = head.subarray(end + 4);
      if (rest.length > 0) socket.unshift(rest);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head.toString('latin1'))?.[1] ?? 0);
      finish({ status });
    };
    const onError = (error: Error): void => finish({ error });
    const onClose = (): void => finish({ error: Object.assign(new Error('closed'), { code: 'ECONNRESET' }) });
    const timer = setTimeout(() => finish({ error: Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }) }), timeoutMs);
    socket.on('data', onData);
    socket.once('error', onError);
    socket.once('close', onClose);
  });
}

function describeConnectStatus(status: number): string {
  if (status === 407) return 'the proxy refused its credentials (HTTP 407)';
  if (status === 0) return 'the proxy answered CONNECT with something other than HTTP';
  return `the proxy could not open the connection (HTTP ${status})`;
}

function startTls(socket: Socket, host: string, timeoutMs: number): Promise<TLSSocket | { error: unknown }> {
  return new Promise((resolve) => {
    const secured = connectTls({ socket, ...(isIP(host) === 0 ? { servername: host } : {}) });
    const timer = setTimeout(() => secured.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })), timeoutMs);
    secured.once('secureConnect', () => {
      clearTimeout(timer);
      resolve(secured);
    });
    secured.once('error', (error) => {
      clearTimeout(timer);
      resolve({ error });
    });
  });
}

async function tunnelThroughHttp(proxy: ProxyAddress, socket: Socket, host: string, port: number, timeoutMs: number): Promise<SocketOutcome> {
  let channel: Socket | TLSSocket = socket;
  if (proxy.scheme === 'https') {
    const secured = await startTls(socket, proxy.host.replace(/^\[|\]$/g, ''), timeoutMs);
    if ('error' in secured) {
      socket.destroy();
      return proxyFailure(describeNetworkError(secured.error, timeoutMs).error);
    }
    channel = secured;
  }
  const authority = `${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
  const credentials = proxy.username === null ? null : Buffer.from(`${proxy.username}:${proxy.password ?? ''}`).toString('base64');
  channel.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n${credentials === null ? '' : `Proxy-Authorization: Basic ${credentials}\r\n`}\r\n`);
  const answer = await readConnectAnswer(channel, timeoutMs);
  if ('error' in answer) {
    channel.destroy();
    return proxyFailure(describeNetworkError(answer.error, timeoutMs).error);
  }
  if (answer.status !== 200) {
    channel.destroy();
    return proxyFailure(describeConnectStatus(answer.status));
  }
  channel.resume();
  return { ok: true, socket: channel as Socket };
}

async function tunnelThroughSocks(proxy: ProxyAddress, socket: Socket, host: string, port: number, timeoutMs: number): Promise<SocketOutcome> {
  const { SocksClient } = await import('socks');
  try {
    const { socket: tunnel } = await SocksClient.createConnection({
      command: 'connect',
      proxy: { host: proxy.host.replace(/^\[|\]$/g, ''), port: proxy.port, type: 5, ...(proxy.username === null ? {} : { userId: proxy.username, password: proxy.password ?? '' }) },
      destination: { host, port },
      existing_socket: socket,
      timeout: timeoutMs,
    });
    return { ok: true, socket: tunnel };
  } catch (error) {
    socket.destroy();
    // The socks library's messages name the step that failed and never the credentials.
    return proxyFailure(error instanceof Error ? error.message.replace(/^Socks5 /i, 'SOCKS5 ') : 'SOCKS5 handshake failed');
  }
}

/**
 * Opens connections through the monitor's proxy, with the address guard on both ends: the
 * proxy's own address is guarded as any connection from here, and the page's host must
 * resolve, from here, to public addresses only, since the proxy would reach whatever it names.
 */
export function createProxiedSocketOpener(proxyUrl: string, opts: GuardedSocketOptions): OpenGuardedSocket {
  const read = readProxyUrl(proxyUrl);
  const openSocket = createGuardedSocketOpener(opts);
  const checkTarget = createHostChecker({ ...opts, timeoutMs: opts.connectTimeoutMs });
  return async (host, port) => {
    if (!read.ok) return proxyFailure(`the proxy URL cannot be read: ${read.error}`);
    const proxy = read.proxy;
    const target = await checkTarget(host);
    if (!target.ok) return { ok: false, error: target.error, blocked: target.blocked };
    const opened = await openSocket(proxy.host.replace(/^\[|\]$/g, ''), proxy.port);
    if (!opened.ok) return proxyFailure(opened.error, opened.blocked);
    return proxy.scheme === 'socks5'
      ? tunnelThroughSocks(proxy, opened.socket, host, port, opts.connectTimeoutMs)
      : tunnelThroughHttp(proxy, opened.socket, host, port, opts.connectTimeoutMs);
  };
}
