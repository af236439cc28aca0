import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorBody } from './schemas/common.js';
import { completeOpenApiDocument, type OpenApiDocument } from './openapi-document.js';

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
      // Operations that declare none need a credential (the routes outside it say `security: []`).
      security: [{ bearerAuth: [] }, { apiKey: [] }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
    },
    // Only the openapi form is configured, so only it ever arrives here.
    transformObject: (generated) => completeOpenApiDocument((generated as { openapiObject: OpenApiDocument }).openapiObject) as never,
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    // Scripts and styles only from this server (inline ones by hash), and no framing: the page cannot be clickjacked.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(/\s*upgrade-insecure-requests;/, ''),
  });
  // Like every route, the document answers with and without the /v1 prefix (CONTRACT).
  for (const url of ['/v1/openapi.json', '/openapi.json']) app.get(url, { schema: { hide: true } }, async () => app.swagger());
}
