import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser, Credentials } from '../services/authenticator.js';
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
 * Every route registered in `scope` needs a credential and counts against the caller's daily budget
 * (the API quota, or a dashboard session's interactive budget).
 * It runs on request, before the body is read, so anonymous callers cost nothing more.
 */
export function requireCredential(scope: FastifyInstance, services: Pick<Services, 'authenticator' | 'quota'>): void {
  const { authenticator, quota } = services;
  scope.decorateRequest('user', null as unknown as AuthenticatedUser);
  scope.decorateRequest('quota', null);

  const admit = (request: FastifyRequest, reply: FastifyReply, user: AuthenticatedUser, state: QuotaState | null) => {
    request.user = user;
    request.quota = state;
    if (state) reply.headers(quotaHeaders(state));
  };
  const lookUpAndCount = async (request: FastifyRequest, reply: FastifyReply, credentials: Credentials) => {
    const user = await authenticator.authenticate(credentials);
    admit(request, reply, user, await quota.consume(user.id, user.tier, user.budget));
  };

  // A callback hook, not an async one: a caller seen seconds ago far below its quota (most
  // requests) is admitted without a promise, a measurable share of a cheap read.
  scope.addHook('onRequest', (request, reply, done) => {
    const credentials = { apiKey: header(request.headers['x-api-key']), authorization: header(request.headers.authorization) };
    const user = authenticator.recognize(credentials);
    const state = user && quota.consumeInMemory(user.id, user.tier, user.budget);
    if (user && state !== undefined) {
      admit(request, reply, user, state);
      done();
      return;
    }
    lookUpAndCount(request, reply, credentials).then(() => done(), done);
  });
}
