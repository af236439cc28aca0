import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', FREE_DAILY_REQUESTS: '100000' });
});

afterAll(async () => {
  await service?.close();
});

const PARALLEL = 30;

// Each case is a resource a free account may hold a fixed number of, and how to create one.
const cases = [
  { name: 'monitors', limit: 10, url: '/v1/monitors', payload: (i: number) => ({ mode: 'url', name: `m${i}`, url: `http://127.0.0.1:9/p${i}` }), list: '/v1/monitors?limit=100', key: 'monitors' },
  { name: 'webhooks', limit: 10, url: '/v1/webhooks', payload: (i: number) => ({ url: `https://127.0.0.1:9/hook${i}` }), list: '/v1/webhooks', key: 'webhooks' },
  { name: 'API keys', limit: 20, url: '/v1/api-keys', payload: (i: number) => ({ name: `k${i}` }), list: '/v1/api-keys', key: 'api_keys' },
];

describe.each(cases)('plan limits under parallel creates: $name', ({ limit, url, payload, list, key }) => {
  it(`lets ${PARALLEL} simultaneous creates of a free account store exactly ${limit}, refusing the rest with 429 ERR_LIMIT_EXCEEDED`, async () => {
    const user = await registerUser(service.app);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => service.app.inject({ method: 'POST', url, headers: user.auth, payload: payload(i) })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(PARALLEL - limit);
    const refusal = responses.find((response) => response.statusCode === 429)!.json();
    expect(refusal).toMatchObject({ code: 'ERR_LIMIT_EXCEEDED', upgradeUrl: expect.any(String) });

    const listed = await service.app.inject({ url: list, headers: user.auth });
    expect((listed.json() as Record<string, unknown[]>)[key]).toHaveLength(limit);
  });
});
