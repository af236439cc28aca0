import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorBody } from './schemas/common.js';

/** The schemas declared on routes are the API reference: served as OpenAPI 3.1 and as a page. */
export async function registerOpenApi(app: FastifyInstance, options: { version: string; publicUrl: string }): Promise<void> {
  app.addSchema(ErrorBody);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'PageWatch API',
        version: options.version,
        description:
          'Web change monitoring with signed webhooks. Every route also answers without the /v1 prefix. ' +
          'Errors have the body {error, code, message}; ERR_LIMIT_EXCEEDED adds upgradeUrl.',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
