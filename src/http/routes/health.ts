import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/create-services.js';

const HealthReport = Type.Object({
  status: Type.String({ enum: ['ok', 'degraded'] }),
  timestamp: Type.Integer(),
  version: Type.String(),
  checks: Type.Object({ database: Type.Boolean(), kv: Type.Boolean(), r2: Type.Boolean({ description: 'The blob store' }) }),
});

export const healthRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Probe the database, the kv store and the blob store',
        response: { 200: HealthReport, 503: HealthReport },
      },
    },
    async (_request, reply) => {
      const report = await services.health.report();
      return reply.status(report.status === 'ok' ? 200 : 503).send(report);
    },
  );
};
