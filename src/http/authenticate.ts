import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../services/authenticator.js';
import type { Services } from '../services/create-services.js';
import { quotaHeaders, type QuotaState } from '../services/request-quota.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser;
    quota: QuotaState | null;
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Every route registered in `scope` needs a credential and counts against the daily quota.
 * It runs on request, before the body is read, so anonymous callers cost nothing more.
 */
export function requireCredential(scope: FastifyInstance, services: Pick<Services, 'authenticator' | 'quota'>): void {
  scope.decorateRequest('user', null as unknown as AuthenticatedUser);
  scope.decorateRequest('quota', null);
  scope.addHook('onRequest', async (request, reply) => {
    const user = await services.authenticator.authenticate({
      apiKey: header(request.headers['x-api-key']),
      authorization: header(request.headers.authorization),
    });
    request.user = user;
    request.quota = await services.quota.consume(user.id, user.tier);
    if (request.quota) reply.headers(quotaHeaders(request.quota));
  });
}
