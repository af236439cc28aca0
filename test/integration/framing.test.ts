import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

describe('framing by other sites', () => {
  for (const url of ['/v1/channels/confirm?token=chconf_unknown', '/v1/health', '/v1/monitors', '/app/', '/docs/']) {
    it(`is refused for ${url}`, async () => {
      const response = await service.app.inject({ url });
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    });
  }
});
