import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/create-services.js';
import { RATE_LIMITS } from '../../services/rate-limiter.js';
import { User, errors } from '../schemas/common.js';
import { presentUser } from '../presenters.js';

const Credentials = Type.Object(
  {
    email: Type.String({ maxLength: 320, examples: ['ada@example.com'] }),
    password: Type.String({ maxLength: 1024, examples: ['Correct-horse-9'] }),
  },
  { additionalProperties: false },
);

const TokenPair = Type.Object({
  user: User,
  accessToken: Type.String({ description: 'JWT (HS256), valid 15 minutes by default' }),
  refreshToken: Type.String({ description: 'Valid 7 days; not rotated by refresh' }),
  expiresIn: Type.Integer({ description: 'Access token lifetime in seconds' }),
});

const RefreshBody = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 512 }) }, { additionalProperties: false });

const tags = ['Accounts'];

export const authRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { accounts, rateLimiter } = services;
  const tokenPair = (pair: Awaited<ReturnType<typeof accounts.login>>) => ({
    user: presentUser(pair.user),
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    expiresIn: pair.expiresIn,
  });

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Register an account (starts a 7-day trial)',
        description: 'Rate limited to 3 attempts per hour per client IP.',
        body: Credentials,
        response: { 201: TokenPair, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await rateLimiter.hit(RATE_LIMITS.register, request.ip);
      const pair = await accounts.register(request.body.email, request.body.password);
      return reply.status(201).send(tokenPair(pair));
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        description: 'Rate limited to 5 attempts per 15 minutes per client IP.',
        body: Credentials,
        response: { 200: TokenPair, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      await rateLimiter.hit(RATE_LIMITS.login, request.ip);
      return tokenPair(await accounts.login(request.body.email, request.body.password));
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Get a new access token from a refresh token',
        body: RefreshBody,
        response: { 200: Type.Object({ accessToken: Type.String(), expiresIn: Type.Integer() }), ...errors(400, 401) },
      },
    },
    async (request) => accounts.refresh(request.body.refreshToken),
  );

  app.post(
    '/auth/logout',
    { schema: { tags, summary: 'Revoke a refresh token', body: RefreshBody, response: { 204: Type.Null(), ...errors(400, 401) } } },
    async (request, reply) => {
      await accounts.logout(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags,
        summary: 'Ask for a password-reset mail',
        description:
          'Answers 202 at once, whether or not the address is known, before the address is even looked up. ' +
          'Rate limited to 5 per hour per client IP; one address receives at most 3 reset mails per hour (further asks are answered 202 and send nothing). ' +
          'The mail links to {PUBLIC_URL}/app/reset?token=... and also carries the token itself.',
        body: Type.Object({ email: Type.String({ maxLength: 320 }) }, { additionalProperties: false }),
        response: { 202: Type.Object({ status: Type.String() }), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await rateLimiter.hit(RATE_LIMITS.passwordReset, request.ip);
      accounts.requestPasswordReset(request.body.email);
      return reply.status(202).send({ status: 'if the address is registered, a reset mail is on its way' });
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset mail',
        description:
          'The token is single-use and expires after one hour. A successful reset revokes every refresh token and every ' +
          'other outstanding reset token of the user, and with revokeApiKeys: true every API key too. Access tokens ' +
          'already issued stay valid until they expire (15 minutes by default).',
        body: Type.Object(
          {
            token: Type.String({ minLength: 1, maxLength: 512 }),
            password: Type.String({ maxLength: 1024 }),
            revokeApiKeys: Type.Optional(Type.Boolean({ default: false, description: 'Also revoke every API key of the account (for a suspected leak)' })),
          },
          { additionalProperties: false },
        ),
        response: { 204: Type.Null(), ...errors(400) },
      },
    },
    async (request, reply) => {
      await accounts.confirmPasswordReset(request.body.token, request.body.password, { revokeApiKeys: request.body.revokeApiKeys ?? false });
      return reply.status(204).send(null);
    },
  );
};
