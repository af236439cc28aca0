import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../errors.js';
import { errors } from '../http/schemas/common.js';
import type { Metrics } from './metrics.js';
import { SCRAPE_CHALLENGE, SCRAPE_REFUSAL, isScrapeAuthorized } from './scrape-auth.js';

export interface MetricsRouteOptions {
  metrics: Pick<Metrics, 'scrape'>;
  token: string | null;
}

/** `GET /metrics` for Prometheus: outside the credential and quota scope, guarded only by METRICS_TOKEN. */
export const metricsRoutes: FastifyPluginAsync<MetricsRouteOptions> = async (app, { metrics, token }) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['Health'],
        summary: 'Prometheus metrics in the text exposition format',
        description:
          'Open by default. When the server sets METRICS_TOKEN, send `Authorization: Bearer <METRICS_TOKEN>`. ' +
          'Not counted against the daily request quota. See docs/metrics.md for every metric.',
        response: {
          200: { description: 'Prometheus text format 0.0.4', content: { 'text/plain': { schema: { type: 'string' } } } },
          ...errors(401),
        },
      },
    },
    async (request, reply) => {
      if (!isScrapeAuthorized(request.headers.authorization, token)) {
        throw new ApiError('ERR_UNAUTHORIZED', SCRAPE_REFUSAL, { headers: { 'www-authenticate': SCRAPE_CHALLENGE } });
      }
      const { contentType, body } = await metrics.scrape();
      return reply.type(contentType).send(body);
    },
  );
};
