import type { FastifyInstance } from 'fastify';

/**
 * Headers every response carries. API answers are per-user and many carry a token, key or
 * secret, so no cache (browser, proxy or CDN) may keep any of them; files that choose their
 * own caching (the reference page's assets) keep it.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  // A callback hook: an async one costs a promise on every response.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
