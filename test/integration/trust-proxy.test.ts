import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, startTestService, uniqueEmail, type TestService } from '../support/test-service.js';

let service: TestService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

/** Four registrations (the limit is 3 per hour per client IP); returns their status codes. */
async function registerFourTimes(app: TestService['app'], from: (attempt: number) => { remoteAddress: string; forwardedFor?: string }) {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    const { remoteAddress, forwardedFor } = from(attempt);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { email: uniqueEmail(), password: PASSWORD },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

// A client that writes its own X-Forwarded-For entry, different each time, hoping for a fresh rate-limit bucket.
const spoofed = (attempt: number) => `198.51.100.${attempt}`;

describe('TRUST_PROXY and the client IP of rate limits', () => {
  it('off (default): X-Forwarded-For is ignored, the socket address counts', async () => {
    service = await startTestService();
    const statuses = await registerFourTimes(service.app, (n) => ({ remoteAddress: '203.0.113.7', forwardedFor: spoofed(n) }));
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it.each(['true', '1'])('%s (one hop): the address the proxy appended counts, not the ones the client wrote', async (setting) => {
    service = await startTestService({ TRUST_PROXY: setting });
    const statuses = await registerFourTimes(service.app, (n) => ({ remoteAddress: '10.0.0.1', forwardedFor: `${spoofed(n)}, 203.0.113.7` }));
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('2 (two hops): the entry the outer proxy appended counts', async () => {
    service = await startTestService({ TRUST_PROXY: '2' });
    const statuses = await registerFourTimes(service.app, (n) => ({ remoteAddress: '10.0.0.2', forwardedFor: `${spoofed(n)}, 203.0.113.7, 10.0.0.1` }));
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('a CIDR: only proxies inside it are trusted; a direct client cannot forward for itself', async () => {
    service = await startTestService({ TRUST_PROXY: '10.0.0.0/8' });
    const viaProxy = await registerFourTimes(service.app, (n) => ({ remoteAddress: `10.0.0.${n}`, forwardedFor: `${spoofed(n)}, 203.0.113.7` }));
    expect(viaProxy).toEqual([201, 201, 201, 429]);
    const direct = await registerFourTimes(service.app, (n) => ({ remoteAddress: '192.0.2.9', forwardedFor: spoofed(n) }));
    expect(direct).toEqual([201, 201, 201, 429]);
  });

  it('a CIDR: distinct clients behind the proxy keep buckets of their own', async () => {
    service = await startTestService({ TRUST_PROXY: '10.0.0.0/8,192.168.1.5' });
    const statuses = await registerFourTimes(service.app, (n) => ({ remoteAddress: '192.168.1.5', forwardedFor: `203.0.113.${n}` }));
    expect(statuses).toEqual([201, 201, 201, 201]);
  });
});
