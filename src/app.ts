import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Services } from './services/create-services.js';
import type { Clock } from './domain/clock.js';
import { VERSION } from './version.js';
import { compileValidator } from './http/validation.js';
import { answerClientError, installErrorHandling, writeRawError } from './http/error-handler.js';
import { rejectNulCharacters } from './http/reject-nul.js';
import { parseJsonBodies } from './http/json-body.js';
import { addSecurityHeaders } from './http/security-headers.js';
import { toTrustProxy } from './http/trust-proxy.js';
import { registerOpenApi } from './http/openapi.js';
import { requireCredential } from './http/authenticate.js';
import { authRoutes } from './http/routes/auth.js';
import { healthRoutes } from './http/routes/health.js';
import { meRoutes } from './http/routes/me.js';
import { apiKeyRoutes } from './http/routes/api-keys.js';
import { webhookRoutes } from './http/routes/webhooks.js';
import { movingInRoutes } from './http/routes/moving-in.js';
import { feedReadRoutes, feedRoutes } from './http/routes/feeds.js';
import { channelConfirmationRoutes, channelRoutes } from './http/routes/channels.js';
import { templateRoutes } from './http/routes/templates.js';
import { monitorRoutes } from './http/routes/monitors.js';
import { monitorCheckRoutes } from './http/routes/monitor-checks.js';
import { instrumentHttp } from './observability/http-metrics.js';
import type { Metrics } from './observability/metrics.js';
import { metricsRoutes } from './http/routes/metrics.js';
import { isLoopbackHost } from './adapters/net/is-loopback-host.js';
import { sessionRoutes } from './http/routes/sessions.js';
import { DEFAULT_DASHBOARD_DIR, registerDashboard } from './http/dashboard.js';

export interface AppDeps {
  config: Config;
  services: Services;
  /** The process's metrics: every response is counted, and `/metrics` serves them. */
  metrics: Metrics;
  log: Logger;
  clock: Clock;
  /** The built dashboard (tests build their own); default dist/app. */
  dashboardDir?: string;
}

/** Builds the HTTP API without listening: tests inject into it, server.ts starts it. */
export async function buildApp({ config, services, metrics, log, clock, dashboardDir = DEFAULT_DASHBOARD_DIR }: AppDeps): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: toTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Slow or stalled clients must not hold sockets open (STYLE: server timeouts set).
    connectionTimeout: config.httpTimeouts.connectionMs,
    requestTimeout: config.httpTimeouts.requestMs,
    keepAliveTimeout: config.httpTimeouts.keepAliveMs,
    // Node checks the header and request deadlines on this interval (30 s by default), so it bounds how late they act.
    http: { headersTimeout: config.httpTimeouts.headersMs, connectionsCheckingInterval: Math.min(1000, config.httpTimeouts.headersMs) },
    // One log line per request costs more than the request itself on the hot read paths.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    routerOptions: {
      // Path parameters up to this length reach schema validation and get its precise 400.
      maxParamLength: 500,
      onMaxParamLength: (_path, _request, response) => writeRawError(response, 414, 'a path segment is too long'),
      onBadUrl: (_path, _request, response) => writeRawError(response, 400, 'the URL path is not valid (bad percent-encoding)'),
    },
  });

  app.setValidatorCompiler(compileValidator);
  installErrorHandling(app);
  parseJsonBodies(app);
  rejectNulCharacters(app);
  addSecurityHeaders(app);
  instrumentHttp(app, metrics);
  // Unprefixed aliases exist for clients of the spec's short paths; the reference lists /v1 only.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1') && !route.url.startsWith('/docs')) route.schema = { ...route.schema, hide: true };
  });
  await registerOpenApi(app, { version: VERSION, publicUrl: config.publicUrl });

  const api = async (scope: FastifyInstance) => {
    await scope.register(authRoutes, { services });
    await scope.register(sessionRoutes, { services, publicUrl: config.publicUrl });
    await scope.register(healthRoutes, { services });
    await scope.register(channelConfirmationRoutes, { services });
    await scope.register(feedReadRoutes, { services });
    await scope.register(metricsRoutes, { metrics, token: config.metricsToken, loopbackOnly: isLoopbackHost(config.host) });
    await scope.register(async (authenticated) => {
      requireCredential(authenticated, services);
      await authenticated.register(meRoutes, { services, upgradeUrl: config.upgradeUrl, checksScheduled: config.scheduler, now: () => clock.now() });
      await authenticated.register(apiKeyRoutes, { services });
      await authenticated.register(webhookRoutes, { services });
      await authenticated.register(channelRoutes, { services });
      await authenticated.register(templateRoutes, { services });
      await authenticated.register(movingInRoutes, { services });
      await authenticated.register(feedRoutes, { services });
      await authenticated.register(monitorRoutes, { services });
      await authenticated.register(monitorCheckRoutes, { services });
    });
  };
  await app.register(api, { prefix: '/v1' });
  await app.register(api);
  registerDashboard(app, dashboardDir);
  return app;
}
