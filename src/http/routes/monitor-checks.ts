import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/create-services.js';
import { IdParams, PageQuery, Pagination, bearerSecurity, errors } from '../schemas/common.js';
import { CheckLogEntry, CheckResult, ListedChange } from '../schemas/changes.js';
import { ApiError, notFound } from '../../errors.js';
import { presentCheckLogEntry } from '../presenters.js';
import { describePage, readPageRequest } from '../pagination.js';
import { History, HistoryQuery } from '../schemas/history.js';
import { MAX_HISTORY_POINTS } from '../../domain/monitors/reading-series.js';
import { CHECK_NOW_WAIT_MS } from '../../jobs/checks/check-service.js';

const WAIT = `${CHECK_NOW_WAIT_MS / 1000} s`;

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
          'When the monitor confirms changes (confirmChanges), a change read now is held (outcome awaiting_confirmation, change null) ' +
          'and reported by the re-check after CONFIRM_DELAY_SECONDS if that agrees. ' +
          `While another check of the monitor runs (the first check of a new monitor, a scheduled one), this one waits up to ${WAIT} ` +
          'for it to end and then checks the page as it is by then; 409 when that check is still running, 404 at once when the monitor is deleted meanwhile.',
        params: IdParams,
        response: { 200: CheckResult, ...errors(401, 404, 409, 429) },
      },
    },
    async (request) => {
      const outcome = await services.checks.checkNow(request.user, request.params.id);
      if (!outcome.ok && outcome.reason === 'monitor_not_found') throw notFound('monitor');
      if (!outcome.ok) throw new ApiError('ERR_INVALID_REQUEST', `a check of this monitor is still running after ${WAIT}; try again in a moment`, { status: 409 });
      return { check: outcome.result.check, change: outcome.result.change };
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
        response: { 200: Type.Object({ changes: Type.Array(ListedChange), pagination: Pagination }), ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { page, limit } = readPageRequest(request.query);
      const { changes, total } = await services.monitorHistory.listChanges(request.user.id, request.params.id, page, limit);
      return { changes, pagination: describePage({ page, limit }, total) };
    },
  );

  app.get(
    '/monitors/:id/changes/:changeId/screenshot',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Screenshot of one side of a change (extension)',
        description:
          'The page as the browser rendered it before or after the change: a PNG of the full page, up to 8,000 pixels high. ' +
          'Only pages rendered in the browser have screenshots; 404 when the side has none. Kept as long as the change.',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), changeId: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: Type.Object({ side: Type.Optional(Type.Enum(['before', 'after'], { default: 'after' })) }, { additionalProperties: false }),
        produces: ['image/png'],
        response: {
          200: { description: 'PNG image', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } },
          ...errors(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const side = request.query.side ?? 'after';
      const screenshot = await services.checks.readChangeScreenshot(request.user, request.params.id, request.params.changeId, side);
      if (!screenshot.ok && screenshot.missing !== 'screenshot') throw notFound(screenshot.missing);
      if (!screenshot.ok) {
        throw new ApiError(
          'ERR_NOT_FOUND',
          `no ${side} screenshot for this change: screenshots are taken only of pages rendered in a browser (render "always", or "auto" on a script-built page), and a baseline has no before side to pair with a change's first rendering`,
        );
      }
      // The schema describes the PNG for the OpenAPI document; the bytes go out as they are.
      // Like every answer it is no-store: it shows a page the owner watches, possibly one behind a
      // login, and the dashboard fetches each side once per visit anyway.
      return reply.type('image/png').send(screenshot.png as never);
    },
  );

  app.get(
    '/monitors/:id/checks',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The check log of a monitor, newest first: one entry per source and check',
        description: 'Entries are kept for 30 days. A failing page shows here and in the monitor\'s last_error, never as a change.',
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Type.Object({ checks: Type.Array(CheckLogEntry), pagination: Pagination }), ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { page, limit } = readPageRequest(request.query);
      const { checks, total } = await services.monitorHistory.listChecks(request.user.id, request.params.id, page, limit);
      return {
        checks: checks.map(presentCheckLogEntry),
        pagination: describePage({ page, limit }, total),
      };
    },
  );

  app.get(
    '/monitors/:id/history',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Price or availability history of a monitor (extension)',
        description:
          'What each check read of the field, oldest first: one point per check and source that read it (a failed check or a page ' +
          `without the field adds none), over the kept check log. Thinned to at most ${MAX_HISTORY_POINTS} points: repeats of the ` +
          'value before are dropped, then the first and last points stay and each equal slice of the rest keeps its lowest and highest ' +
          'price (availability: its first reading). `min` and `max` (price only) span every kept reading, thinned or not. ' +
          '400 for a field other than `price` or `availability`.',
        params: IdParams,
        querystring: HistoryQuery,
        response: { 200: History, ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => services.monitorHistory.readHistory(request.user.id, request.params.id, request.query.field ?? 'price'),
  );
};
