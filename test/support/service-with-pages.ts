import { afterAll, beforeAll } from 'vitest';
import { registerUser, startTestService, type TestService } from './test-service.js';
import { startPageServer } from './page-server.js';

export interface ServiceWithPages {
  service: TestService;
  pages: Awaited<ReturnType<typeof startPageServer>>;
  user: Awaited<ReturnType<typeof registerUser>>;
}

/**
 * For the whole test file: a service allowed to reach the loopback page server, that page
 * server, and one registered user. The fields are set once `beforeAll` has run.
 */
export function useServiceWithPages(): ServiceWithPages {
  const context = {} as ServiceWithPages;
  beforeAll(async () => {
    context.pages = await startPageServer();
    context.service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true' });
    context.user = await registerUser(context.service.app);
  });
  afterAll(async () => {
    await context.service?.close();
    await context.pages?.close();
  });
  return context;
}
