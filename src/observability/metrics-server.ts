import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Metrics } from './metrics.js';
import { SCRAPE_CHALLENGE, SCRAPE_REFUSAL, isScrapeAuthorized } from './scrape-auth.js';

export interface MetricsServerOptions {
  metrics: Pick<Metrics, 'scrape'>;
  token: string | null;
  host: string;
  port: number;
  log: Pick<Logger, 'error'>;
}

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

function sendError(
  response: ServerResponse,
  status: number,
  body: { error: string; code: string; message: string },
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
}

/**
 * A listener that serves only `GET /metrics`: how a process without the API (the `worker`
 * role) is scraped. Same token rule and error bodies as the API's route.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      sendError(response, 404, { error: 'Not found', code: 'ERR_NOT_FOUND', message: `no route for ${request.method ?? 'GET'} ${path ?? '/'}` });
      return;
    }
    if (!isScrapeAuthorized(request.headers.authorization, options.token)) {
      sendError(response, 401, { error: 'Unauthorized', code: 'ERR_UNAUTHORIZED', message: SCRAPE_REFUSAL }, { 'www-authenticate': SCRAPE_CHALLENGE });
      return;
    }
    options.metrics.scrape().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(request.method === 'HEAD' ? undefined : body),
      (error: unknown) => {
        options.log.error({ err: error }, 'metrics scrape failed');
        sendError(response, 500, { error: 'Internal server error', code: 'ERR_INTERNAL', message: 'an unexpected error occurred; it has been logged' });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
