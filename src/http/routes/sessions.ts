import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../services/create-services.js';
import type { TokenPair } from '../../services/account-service.js';
import { RATE_LIMITS } from '../../services/rate-limiter.js';
import { ApiError } from '../../errors.js';
import { User, errors } from '../schemas/common.js';
import { presentUser } from '../presenters.js';
import cookie from '@fastify/cookie';
import { SESSION_COOKIE, SESSION_HINT_COOKIE, assertSameOriginRequest, sessionCookieOptions, sessionHintCookieOptions } from '../session-cookie.js';

const Credentials = Type.Object(
  {
    email: Type.String({ maxLength: 320, examples: ['ada@example.com'] }),
    password: Type.String({ maxLength: 1024, examples: ['Correct-horse-9'] }),
  },
  { additionalProperties: false },
);

const AccessToken = {
  accessToken: Type.String({ description: 'JWT (HS256); keep it in memory only' }),
  expiresIn: Type.Integer({ description: 'Access token lifetime in seconds' }),
};
const SessionStart = Type.Object({ user: User, ...AccessToken });

const tags = ['Browser sessions'];
const csrfNote =
  'Browser sessions keep the refresh token in an httpOnly, SameSite=Strict cookie scoped to this path. ' +
  'Every request here must carry the header `X-PageWatch-CSRF: 1` and, when the browser sends `Origin`, come from the service\'s own origin.';

export const sessionRoutes: FastifyPluginAsyncTypebox<{ services: Services; publicUrl: string }> = async (app, { services, publicUrl }) => {
  const { accounts, rateLimiter } = services;
  await app.register(cookie);

  // Tokens travel in these answers: no cache may keep them.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    assertSameOriginRequest(request, publicUrl);
  });

  const startSession = (request: FastifyRequest, reply: FastifyReply, pair: TokenPair) => {
    reply.setCookie(SESSION_COOKIE, pair.refreshToken, sessionCookieOptions(request, publicUrl));
    reply.setCookie(SESSION_HINT_COOKIE, '1', sessionHintCookieOptions(request, publicUrl));
    return { user: presentUser(pair.user), accessToken: pair.accessToken, expiresIn: pair.expiresIn };
  };

  app.post(
    '/auth/session/register',
    {
      schema: {
        tags,
        summary: 'Register an account and start a browser session',
        description: `Same rules and rate limit as POST /v1/auth/register. ${csrfNote}`,
        body: Credentials,
        response: { 201: SessionStart, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await rateLimiter.hit(RATE_LIMITS.register, request.ip);
      const pair = await accounts.register(request.body.email, request.body.password, 'dashboard');
      return reply.status(201).send(startSession(request, reply, pair));
    },
  );

  app.post(
    '/auth/session',
    {
      schema: {
        tags,
        summary: 'Log in and start a browser session',
        description: `Same rules and rate limit as POST /v1/auth/login. ${csrfNote}`,
        body: Credentials,
        response: { 200: SessionStart, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await rateLimiter.hit(RATE_LIMITS.login, request.ip);
      return startSession(request, reply, await accounts.login(request.body.email, request.body.password, 'dashboard'));
    },
  );

  app.post(
    '/auth/session/refresh',
    {
      schema: {
        tags,
        summary: 'Get a new access token from the session cookie',
        description: `No body. 401 ERR_INVALID_REFRESH_TOKEN when the cookie is missing, expired or revoked: sign in again. ${csrfNote}`,
        response: { 200: Type.Object(AccessToken), ...errors(401) },
      },
    },
    async (request) => {
      const refreshToken = request.cookies[SESSION_COOKIE];
      if (!refreshToken) throw new ApiError('ERR_INVALID_REFRESH_TOKEN', 'no browser session: sign in first');
      return accounts.refresh(refreshToken, 'dashboard');
    },
  );

  app.delete(
    '/auth/session',
    {
      schema: {
        tags,
        summary: 'Sign out: revoke the session cookie\'s refresh token and clear the cookie',
        description: `Repeatable: without a live session it still answers 204. ${csrfNote}`,
        response: { 204: Type.Null(), ...errors(401) },
      },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[SESSION_COOKIE];
      if (refreshToken) await accounts.logout(refreshToken).catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
      });
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request, publicUrl));
      reply.clearCookie(SESSION_HINT_COOKIE, sessionHintCookieOptions(request, publicUrl));
      return reply.status(204).send(null);
    },
  );
};
