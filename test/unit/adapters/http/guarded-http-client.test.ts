import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../../src/adapters/http/http-client.js';
import { createGuardedHttpClient } from '../../../../src/adapters/http/guarded-http-client.js';
import {
  createThrowawayCa,
  startHttpsReceiver,
  type HttpsReceiver,
  type ReceiverHandler,
  type ThrowawayCa,
} from '../../../support/https-receiver.js';

const HEADERS = {
  'content-type': 'application/json',
  'user-agent': 'Service-Webhooks/1.0',
  'x-service-event': 'change.detected',
  'x-service-delivery': 'dlv-123',
};

let ca: ThrowawayCa;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  ca = await createThrowawayCa();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function receive(handler: ReceiverHandler, selfSigned = false): Promise<HttpsReceiver> {
  const receiver = await startHttpsReceiver(handler, selfSigned ? { selfSigned } : { ca });
  cleanups.push(receiver.close);
  return receiver;
}

function sender(options: Partial<Parameters<typeof createGuardedHttpClient>[0]> = {}): HttpClient {
  const created = createGuardedHttpClient({ allowPrivateNetworks: true, ca: ca.cert, timeoutMs: 5000, ...options });
  cleanups.push(() => created.close());
  return created;
}

function answer(status: number, body = '', headers: Record<string, string> = {}): ReceiverHandler {
  return (_request, response) => {
    response.writeHead(status, headers);
    response.end(body);
  };
}

describe('guarded HTTP client', () => {
  it('POSTs the exact body bytes and headers, and reports a 200', async () => {
    const receiver = await receive(answer(200, 'thanks'));
    const body = '{"event":"change.detected","price":"12,50 €","emoji":"🛒","spaces":  1 }';
    const outcome = await sender().send('POST', `${receiver.url}hooks/pw?x=1`, HEADERS, body);
    expect(outcome).toMatchObject({ ok: true, statusCode: 200, error: null, responseBody: 'thanks', retryAfterSeconds: null });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(0);
    const [request] = receiver.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/hooks/pw?x=1');
    expect(request?.rawBody.equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(request?.headers['x-service-delivery']).toBe('dlv-123');
    expect(request?.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('sends with the method it is given: PUT keeps the body and the headers', async () => {
    const receiver = await receive(answer(200, '{"event_id":"$e1"}'));
    const outcome = await sender().send('PUT', `${receiver.url}_matrix/client/v3/rooms/r/send/m.room.message/dlv-1`, HEADERS, '{"body":"hi"}');
    expect(outcome).toMatchObject({ ok: true, statusCode: 200, responseBody: '{"event_id":"$e1"}' });
    const [request] = receiver.requests;
    expect([request?.method, request?.url, request?.rawBody.toString('utf8')]).toEqual(['PUT', '/_matrix/client/v3/rooms/r/send/m.room.message/dlv-1', '{"body":"hi"}']);
    expect(request?.headers['x-service-delivery']).toBe('dlv-123');
  });

  it('takes an informational 103 for no answer: a receiver that then drops the connection did not answer', async () => {
    const receiver = await receive((request, response) => {
      response.writeEarlyHints({ link: '</style.css>; rel=preload; as=style' });
      setTimeout(() => request.socket.destroy(), 20);
    });
    const outcome = await sender().send('POST', receiver.url, HEADERS, '{}');
    expect(outcome).toMatchObject({ ok: false, statusCode: null, responseBody: '' });
    expect(outcome.error).not.toMatch(/HTTP/);
  });

  it('reports a 500 as a failure with its status', async () => {
    const receiver = await receive(answer(500, 'boom'));
    const outcome = await sender().send('POST', receiver.url, HEADERS, '{}');
    expect(outcome).toMatchObject({ ok: false, statusCode: 500, error: 'HTTP 500', responseBody: 'boom' });
  });

  it('does not follow a 302', async () => {
    const target = await receive(answer(200));
    const receiver = await receive(answer(302, '', { location: target.url }));
    const outcome = await sender().send('POST', receiver.url, HEADERS, '{}');
    expect(outcome).toMatchObject({ ok: false, statusCode: 302, error: 'redirect (HTTP 302) not followed' });
    expect(target.requests).toHaveLength(0);
  });

  it('times out a receiver that hangs', async () => {
    const receiver = await receive(() => undefined);
    const outcome = await sender({ timeoutMs: 300 }).send('POST', receiver.url, HEADERS, '{}');
    expect(outcome).toMatchObject({ ok: false, statusCode: null, error: 'timed out after 0.3 s', responseBody: '' });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(290);
  });

  it('counts a 200 whose body then stalls as delivered once the timeout ends, with what came', async () => {
    const receiver = await receive((_request, response) => {
      response.writeHead(200);
      response.write('partial');
    });
    const outcome = await sender({ timeoutMs: 300 }).send('POST', receiver.url, HEADERS, '{}');
    expect(outcome).toMatchObject({ ok: true, statusCode: 200, error: null, responseBody: 'partial' });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(290);
  });

  it('reports a refused connection on a closed port', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const outcome = await sender().send('POST', `https://127.0.0.1:${port}/`, HEADERS, '{}');
    expect(outcome).toMatchObject({ ok: false, statusCode: null, error: 'connection refused' });
  });

  it('names a self-signed certificate', async () => {
    const receiver = await receive(answer(200), true);
    const outcome = await sender().send('POST', receiver.url, HEADERS, '{}');
    expect(outcome).toMatchObject({ ok: false, statusCode: null, error: 'TLS: self-signed certificate' });
    expect(receiver.requests).toHaveLength(0);
  });

  it('names a certificate from a CA that is not trusted', async () => {
    const receiver = await receive(answer(200));
    const outcome = await createAndSend({ allowPrivateNetworks: true }, receiver.url);
    expect(outcome).toMatchObject({ ok: false, error: 'TLS: certificate not trusted' });
  });

  async function createAndSend(options: Parameters<typeof createGuardedHttpClient>[0], url: string) {
    const created = createGuardedHttpClient(options);
    cleanups.push(() => created.close());
    return created.send('POST', url, HEADERS, '{}');
  }

  it('blocks a loopback receiver unless private networks are allowed', async () => {
    const receiver = await receive(answer(200));
    const outcome = await createAndSend({ allowPrivateNetworks: false, ca: ca.cert }, receiver.url);
    expect(outcome).toMatchObject({ ok: false, error: 'blocked: this host may not be contacted' });
    const byName = await createAndSend({ allowPrivateNetworks: false, ca: ca.cert }, `https://localhost:${receiver.port}/`);
    expect(byName.error).toBe('blocked: this host may not be contacted');
    expect(receiver.requests).toHaveLength(0);
  });

  it.each([
    [429, { 'retry-after': '120' }, 120],
    [503, { 'retry-after': '0' }, 0],
    [429, {}, null],
    [500, { 'retry-after': '60' }, null],
  ])('reads Retry-After on HTTP %i %j as %s', async (status, headers, expected) => {
    const receiver = await receive(answer(status, '', headers));
    const outcome = await sender().send('POST', receiver.url, HEADERS, '{}');
    expect(outcome).toMatchObject({ ok: false, statusCode: status, retryAfterSeconds: expected });
  });

  it('reads Retry-After given as an HTTP date', async () => {
    const retryAt = new Date(Date.now() + 90_000).toUTCString();
    const receiver = await receive(answer(503, '', { 'retry-after': retryAt }));
    const outcome = await sender().send('POST', receiver.url, HEADERS, '{}');
    expect(outcome.retryAfterSeconds).toBeGreaterThanOrEqual(88);
    expect(outcome.retryAfterSeconds).toBeLessThanOrEqual(90);
  });

  it('keeps only the first 1 KB of a large response body', async () => {
    const receiver = await receive(answer(200, `${'a'.repeat(1024)}${'b'.repeat(200_000)}`));
    const outcome = await sender().send('POST', receiver.url, HEADERS, '{}');
    expect(outcome.ok).toBe(true);
    expect(outcome.responseBody).toBe('a'.repeat(1024));
  });

  it('reuses a keep-alive connection across sends', async () => {
    const receiver = await receive(answer(200, 'ok'));
    const webhooks = sender();
    for (let index = 0; index < 6; index += 1) {
      const outcome = await webhooks.send('POST', receiver.url, HEADERS, `{"n":${index}}`);
      expect(outcome.ok).toBe(true);
    }
    expect(receiver.requests.map((request) => request.rawBody.toString())).toEqual(
      Array.from({ length: 6 }, (_, index) => `{"n":${index}}`),
    );
    // undici may open a second socket while the first one is being handed back.
    expect(receiver.connectionCount()).toBeLessThanOrEqual(2);
  });

  it('keeps a slow receiver from delaying other hosts', async () => {
    // The slow host answers only once released, so the fast send finishing first is the proof; no clock involved.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = await receive((_request, response) => {
      void released.then(() => response.end());
    });
    const fast = await receive(answer(200));
    const webhooks = sender({ perHostConcurrency: 1 });
    const slowSends = Array.from({ length: 3 }, () => webhooks.send('POST', slow.url, HEADERS, '{}'));
    const localhostUrl = fast.url.replace('127.0.0.1', 'localhost');
    const fastOutcome = await webhooks.send('POST', localhostUrl, HEADERS, '{}');
    expect(fastOutcome).toMatchObject({ ok: true });
    expect(slow.requests.length).toBeLessThanOrEqual(1);
    release();
    expect((await Promise.all(slowSends)).every((outcome) => outcome.ok)).toBe(true);
    expect(slow.requests).toHaveLength(3);
  });

  it('returns a value for an invalid URL instead of throwing', async () => {
    expect(await sender().send('POST', 'not a url', HEADERS, '{}')).toMatchObject({ ok: false, error: 'not a valid URL' });
    expect(await sender().send('POST', 'ftp://127.0.0.1/', HEADERS, '{}')).toMatchObject({
      ok: false,
      error: 'URL scheme must be http or https',
    });
  });
});
