import type { FastifyInstance } from 'fastify';

/**
 * Headers every response carries. API answers are per-user and many carry a token, key or
 * secret, so no cache (browser, proxy or CDN) may keep any of them; files that choose their
 * own caching (the reference page's assets) keep it. No answer may be framed by another site
 * (the e-mail confirmation page has a button a frame could trick someone into pressing); pages
 * with a policy of their own (the dashboard, /docs) say the same in it.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  // A callback hook: an async one costs a promise on every response.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "frame-ancestors 'none'");
    done(null, payload);
  });
}
