import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../errors.js';
import { errors } from '../schemas/common.js';
import type { Metrics } from '../../observability/metrics.js';
import { SCRAPE_CHALLENGE, SCRAPE_REFUSAL, isScrapeAuthorized } from '../../observability/scrape-auth.js';

export interface MetricsRouteOptions {
  metrics: Pick<Metrics, 'scrape'>;
  token: string | null;
  /** Whether the API listens on a loopback address only, where an open /metrics reaches no one else. */
  loopbackOnly: boolean;
}

const NOT_SERVED =
  'metrics are not served on a non-loopback address without a token; set METRICS_TOKEN, or scrape the METRICS_PORT listener';

/** `GET /metrics` for Prometheus: outside the credential and quota scope, guarded only by METRICS_TOKEN. */
export const metricsRoutes: FastifyPluginAsync<MetricsRouteOptions> = async (app, { metrics, token, loopbackOnly }) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['Health'],
        summary: 'Prometheus metrics in the text exposition format',
        description:
          'With METRICS_TOKEN set, send `Authorization: Bearer <METRICS_TOKEN>`. Without it, served only when the API ' +
          'listens on a loopback address; otherwise 404 (scrape the METRICS_PORT listener, or set the token). ' +
          'Not counted against the daily request quota. See docs/metrics.md for every metric.',
        response: {
          200: { description: 'Prometheus text format 0.0.4', content: { 'text/plain': { schema: { type: 'string' } } } },
          ...errors(401, 404),
        },
      },
    },
    async (request, reply) => {
      if (token === null && !loopbackOnly) throw new ApiError('ERR_NOT_FOUND', NOT_SERVED);
      if (!isScrapeAuthorized(request.headers.authorization, token)) {
        throw new ApiError('ERR_UNAUTHORIZED', SCRAPE_REFUSAL, { headers: { 'www-authenticate': SCRAPE_CHALLENGE } });
      }
      const { contentType, body } = await metrics.scrape();
      return reply.type(contentType).send(body);
    },
  );
};
