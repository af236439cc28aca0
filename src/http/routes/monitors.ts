import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/create-services.js';
import { IdParams, Pagination, bearerSecurity, errors } from '../schemas/common.js';
import { Monitor, MonitorListQuery, MonitorPreview, CreateMonitorBody, UpdateMonitorBody } from '../schemas/monitors.js';
import { PageViewAnswer, PageViewBody, PickAnswer, PickBody } from '../schemas/visual-selector.js';
import { presentMonitor } from '../presenters.js';
import { describePage, readPageRequest } from '../pagination.js';

const tags = ['Monitors'];

export const monitorRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { monitors, monitorHistory } = services;

  app.post(
    '/monitors',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Create a monitor from a page URL or a plain-language intent',
        description:
          'mode=url needs name and url; mode=nlp needs intent, which is read into interpreted_as and the sources to watch. ' +
          'The first check runs soon after creation and records the baseline.',
        body: CreateMonitorBody,
        response: { 201: Monitor, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(presentMonitor(await monitors.create(request.user, request.body))),
  );

  app.post(
    '/monitors/preview',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Preview a monitor before creating it',
        description:
          'Takes the body of POST /v1/monitors and answers what it would watch, without saving: the reading of an intent and its pages, ' +
          'or for a URL what the service sees there now (title, price, currency, availability, start of the text). ' +
          'Refusals (interval below the plan minimum, unreachable URL, intent without a page) are the same 400s as on create.',
        body: CreateMonitorBody,
        response: { 200: MonitorPreview, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const preview = await monitors.preview(request.user, request.body);
      return { name: preview.name, interpreted_as: preview.interpretation, condition: preview.condition, sources: preview.sources, page: preview.page };
    },
  );

  app.post(
    '/monitors/preview/page',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The page as the browser shows it, for the visual selector',
        description:
          'Renders the page in the service\'s browser and answers its full-page screenshot (PNG, base64) with its size in CSS pixels. ' +
          'A point of it (x, y from its top left) is what POST /v1/monitors/preview/pick names. 400 when no browser is configured.',
        body: PageViewBody,
        response: { 200: PageViewAnswer, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const view = await monitors.viewPage(request.body);
      return { screenshot: view.png.toString('base64'), width: view.width, height: view.height };
    },
  );

  app.post(
    '/monitors/preview/pick',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The selector of the element at a point of the page (the visual selector)',
        description:
          'Renders the page and names the element under (x, y) of its full-page screenshot by a CSS selector that picks it alone, ' +
          'checked in the rendered page; use it as a monitor\'s selectors.price, selectors.availability or in selectors.region. ' +
          '400 when no browser is configured or nothing at that point can be named on its own.',
        body: PickBody,
        response: { 200: PickAnswer, ...errors(400, 401, 429) },
      },
    },
    async (request) => monitors.pickElement(request.body),
  );

  app.get(
    '/monitors',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'List monitors, newest first; ?tag= keeps those carrying a tag',
        querystring: MonitorListQuery,
        response: { 200: Type.Object({ monitors: Type.Array(Monitor), pagination: Pagination }), ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const { page, limit } = readPageRequest(request.query);
      const { rows, total } = await monitors.list(request.user, page, limit, request.query.tag);
      const readings = await monitorHistory.latestReadings(rows.map((row) => row.id));
      return { monitors: rows.map((row) => presentMonitor(row, readings.get(row.id) ?? null)), pagination: describePage({ page, limit }, total) };
    },
  );

  app.get(
    '/monitors/:id',
    {
      schema: { tags, security: bearerSecurity, summary: 'Get a monitor', params: IdParams, response: { 200: Monitor, ...errors(401, 404, 429) } },
    },
    async (request) => {
      const monitor = await monitors.get(request.user, request.params.id);
      return presentMonitor(monitor, (await monitorHistory.latestReadings([monitor.id])).get(monitor.id) ?? null);
    },
  );

  const update = {
    schema: {
      tags,
      security: bearerSecurity,
      summary: 'Pause, resume, rename, or change sensitivity and interval',
      description: 'PUT is accepted with the same meaning as PATCH. Resuming schedules a check at once.',
      params: IdParams,
      body: UpdateMonitorBody,
      response: { 200: Monitor, ...errors(400, 401, 404, 429) },
    },
  };
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/monitors/:id',
      ...update,
      schema: { ...update.schema, ...(method === 'PUT' ? { hide: true } : {}) },
      handler: async (request) => {
        const monitor = await monitors.update(request.user, request.params.id, request.body);
        return presentMonitor(monitor, (await monitorHistory.latestReadings([monitor.id])).get(monitor.id) ?? null);
      },
    });
  }

  app.delete(
    '/monitors/:id',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete a monitor with its schedule and history',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(401, 404, 429) },
      },
    },
    async (request, reply) => {
      await monitors.remove(request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
