import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE, type Metrics } from './metrics.js';

/**
 * Counts and times every response of `app` by route pattern (`/v1/monitors/:id`), never by
 * raw URL, so ids and probes of unknown paths cannot grow the label set.
 */
export function instrumentHttp(app: FastifyInstance, metrics: Pick<Metrics, 'recordHttpResponse'>): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.recordHttpResponse(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
