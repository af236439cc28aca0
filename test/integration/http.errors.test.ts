import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service.js';

let service: TestService;
let port: number;
beforeAll(async () => {
  service = await startTestService();
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  port = (service.app.server.address() as AddressInfo).port;
});
afterAll(() => service.close());

/** Sends bytes no HTTP client library would send, and reads the answer until the server closes. */
function sendRaw(request: string): Promise<{ status: number; headers: string; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const split = answer.indexOf('\r\n\r\n');
      resolve({ status: Number(answer.slice(9, 12)), headers: answer.slice(0, split).toLowerCase(), body: JSON.parse(answer.slice(split + 4)) });
    });
    socket.end(request);
  });
}

describe('requests refused by the HTTP parser get the error body too', () => {
  it('431 for headers over 16 KiB', async () => {
    const answer = await sendRaw(`GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({ error: 'Invalid request', code: 'ERR_INVALID_REQUEST', message: expect.stringMatching(/16 KiB/) });
    expect(answer.headers).toContain('content-type: application/json');
  });

  it('400 for Content-Length together with Transfer-Encoding (request smuggling)', async () => {
    const body = '{"email":"a@b.co","password":"x"}';
    const answer = await sendRaw(
      `POST /v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
        `Transfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'ERR_INVALID_REQUEST', message: expect.stringMatching(/either Content-Length or Transfer-Encoding/) });
  });

  it('400 for bytes that are not HTTP', async () => {
    const answer = await sendRaw('HELLO\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'ERR_INVALID_REQUEST', error: 'Invalid request' });
  });
});
