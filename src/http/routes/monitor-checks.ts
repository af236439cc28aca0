import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/create-services.js';
import { IdParams, PageQuery, Pagination, bearerSecurity, errors } from '../schemas/common.js';
import { Change, CheckResult } from '../schemas/changes.js';
import { notFound } from '../../errors.js';

const tags = ['Monitors'];

export const monitorCheckRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/monitors/:id/check',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Check a monitor now',
        description:
          'Fetches every source, compares with the previous check and stores the result like a scheduled check. ' +
          '`change` is the most relevant reported change, or null. A paused monitor can be checked too. ' +
          '409 when a check of the monitor is already running.',
        params: IdParams,
        response: { 200: CheckResult, ...errors(401, 404, 409, 429) },
      },
    },
    async (request) => {
      const result = await services.checks.checkNow(request.user, request.params.id);
      return { check: result.check, change: result.change };
    },
  );

  app.get(
    '/monitors/:id/changes',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Changes reported for a monitor, newest first',
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Type.Object({ changes: Type.Array(Change), pagination: Pagination }), ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => {
      if (!(await services.monitors.exists(request.user, request.params.id))) throw notFound('monitor');
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? 20;
      const { rows, total } = await services.checkRepository.listChanges(request.params.id, page, limit);
      return {
        changes: rows.map((row) => JSON.parse(row.payload) as never),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },
  );
};
