import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/create-services.js';
import { FEED_ENTRIES, MAX_FEEDS } from '../../services/feed-service.js';
import { IdParams, bearerSecurity, errors } from '../schemas/common.js';

const tags = ['Feeds'];

const Feed = Type.Object({
  id: Type.String({ description: 'feed-<id>', examples: ['feed-01m80bgtg958h1nkyqw1g2jwfj'] }),
  created_at: Type.Integer({ description: 'Epoch ms' }),
});

const FILTERS =
  '`?monitor=<monitor id>` narrows the feed to that monitor\'s changes, `?tag=<tag>` to the changes of monitors carrying that tag.';

/** Creating, listing and revoking feeds: the account's own business, behind its credential. */
export const feedRoutes: FastifyPluginAsyncTypebox<{ services: Pick<Services, 'feeds'> }> = async (app, { services }) => {
  app.post(
    '/feeds',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Create an Atom feed of the account\'s changes (the URL is shown only here)',
        description:
          `The answer's url is a secret address under /feeds/ that any feed reader can poll without a credential; it is not an API credential ` +
          `(it reads this feed and nothing else). Only its hash is kept, so it is shown once; DELETE /v1/feeds/{id} revokes it. ${FILTERS} ` +
          `At most ${MAX_FEEDS} feeds per account (then 429 ERR_LIMIT_EXCEEDED).`,
        response: {
          201: Type.Object({
            ...Feed.properties,
            url: Type.String({ examples: ['https://pagewatch.example.com/feeds/pwfeed_Xk2…'] }),
          }),
          ...errors(401, 429),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await services.feeds.create(request.user.id)),
  );

  app.get(
    '/feeds',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'List the account\'s feeds, newest first, without their URLs',
        response: { 200: Type.Object({ feeds: Type.Array(Feed) }), ...errors(401, 429) },
      },
    },
    async (request) => ({ feeds: await services.feeds.list(request.user.id) }),
  );

  app.delete(
    '/feeds/:id',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Revoke a feed: its URL answers 404 from now on',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(401, 404, 429) },
      },
    },
    async (request, reply) => {
      await services.feeds.delete(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** The feed itself: the secret in its path is what opens it, so it needs no credential. */
export const feedReadRoutes: FastifyPluginAsyncTypebox<{ services: Pick<Services, 'feeds'> }> = async (app, { services }) => {
  app.get(
    '/feeds/:id',
    {
      schema: {
        tags,
        summary: 'Read a feed: Atom of the account\'s changes, newest first',
        description:
          `No credential: the secret in the path opens it (an unknown or revoked one gives 404). application/atom+xml, the newest ${FEED_ENTRIES} changes; ` +
          `each entry has the change's id, the monitor and reason as title, the change's text as content and a link to the change in the dashboard. ${FILTERS} ` +
          'A monitor of another account gives 404.',
        params: Type.Object({ id: Type.String({ minLength: 10, maxLength: 200, description: 'The secret last segment of the url POST /v1/feeds answered' }) }),
        querystring: Type.Object(
          { monitor: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })), tag: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) },
          { additionalProperties: false },
        ),
        produces: ['application/atom+xml'],
        response: { 200: Type.String({ description: 'An Atom 1.0 document' }), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const xml = await services.feeds.render(request.params.id, request.query);
      return reply.type('application/atom+xml; charset=utf-8').header('cache-control', 'private, max-age=60').send(xml);
    },
  );
};
