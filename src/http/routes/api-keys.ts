import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/create-services.js';
import { CREDENTIAL_CACHE_MS } from '../../services/authenticator.js';
import { IdParams, bearerSecurity, errors } from '../schemas/common.js';
import { presentApiKey } from '../presenters.js';

const ApiKeySummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  key_prefix: Type.String({ description: 'First characters of the key, to recognise it' }),
  created_at: Type.Integer(),
});

const tags = ['API keys'];

export const apiKeyRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/api-keys',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Create an API key (the key is shown only in this response)',
        body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100, examples: ['ci'] }) }, { additionalProperties: false }),
        response: { 201: Type.Object({ ...ApiKeySummary.properties, key: Type.String() }), ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { row, key } = await services.apiKeys.create(request.user, request.body.name.trim() || request.body.name);
      return reply.status(201).send({ ...presentApiKey(row), key });
    },
  );

  app.get(
    '/api-keys',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'List live API keys (never the keys themselves)',
        response: { 200: Type.Object({ api_keys: Type.Array(ApiKeySummary) }), ...errors(401, 429) },
      },
    },
    async (request) => ({ api_keys: (await services.apiKeys.list(request.user.id)).map(presentApiKey) }),
  );

  app.delete(
    '/api-keys/:id',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Revoke an API key',
        description:
          'The key is refused at once by the API process that answered this call; other API processes remember a ' +
          `key's owner for at most ${CREDENTIAL_CACHE_MS / 1000} s, so they refuse it within that time.`,
        params: IdParams,
        response: { 204: Type.Null(), ...errors(401, 404, 429) },
      },
    },
    async (request, reply) => {
      await services.apiKeys.revoke(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
