import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

let service: TestService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe('security headers', () => {
  it('never lets a response carrying a token, key or secret be cached, and forbids content sniffing', async () => {
    service = await startTestService();
    const user = await registerUser(service.app);
    const key = await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: user.auth, payload: { name: 'ci' } });
    const login = await service.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email, password: 'Correct-horse-9' } });
    const missing = await service.app.inject({ url: '/v1/nothing-here' });
    for (const response of [key, login, missing]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('gives the reference page a CSP that forbids framing', async () => {
    service = await startTestService();
    const docs = await service.app.inject({ url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    const csp = String(docs.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI document path', () => {
  it('answers at /openapi.json as well as /v1/openapi.json, like every route', async () => {
    service = await startTestService();
    const bare = await service.app.inject({ url: '/openapi.json' });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().openapi).toBe('3.1.0');
  });
});

describe('server timeouts', () => {
  it('closes the socket of a client that never finishes its headers', async () => {
    service = await startTestService({ HTTP_HEADERS_TIMEOUT_SECONDS: '1', HTTP_REQUEST_TIMEOUT_SECONDS: '2' });
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = service.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.write('GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // A header line every 200 ms: never idle, never done (the slowloris pattern).
    const trickle = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 200);
    const closed = await new Promise<boolean>((resolve) => {
      socket.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 10_000);
    });
    clearInterval(trickle);
    socket.destroy();
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 'ERR_INVALID_REQUEST', message: /not received in time/ });
  });
});
