import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/create-services.js';
import type { DeliveryWithAttempts } from '../../services/webhook-service.js';
import type { WebhookRow } from '../../storage/repositories/webhooks.js';
import { IdParams, PageQuery, Pagination, bearerSecurity, errors } from '../schemas/common.js';

const Webhook = Type.Object({
  id: Type.String({ description: 'wh-<id>' }),
  url: Type.String({ format: 'uri' }),
  active: Type.Boolean({ description: 'false once deactivated; an inactive webhook receives nothing and stays listed' }),
  created_at: Type.Integer({ description: 'Epoch ms' }),
});

const WebhookWithSecret = Type.Object({
  ...Webhook.properties,
  secret: Type.String({
    description:
      'Signing secret (whsec_ + base64 of 32 bytes). Shown only on creation and regeneration; stored encrypted. ' +
      'X-Service-Signature is sha256=<hex HMAC-SHA256 of the raw body keyed with this whole string>; ' +
      'webhook-signature follows Standard Webhooks (key: the base64-decoded part after whsec_).',
  }),
});

const Attempt = Type.Object({
  attempt: Type.Integer({ description: '1-based' }),
  attempted_at: Type.Integer({ description: 'Epoch ms' }),
  status_code: Type.Union([Type.Integer(), Type.Null()], { description: 'null when no HTTP answer came (refused, timeout, TLS) or nothing was sent' }),
  error: Type.Union([Type.String(), Type.Null()], {
    description: 'null on success; otherwise readable, e.g. "HTTP 500", "redirect (HTTP 302) not followed", "over 100 deliveries in the last hour"',
  }),
  duration_ms: Type.Integer(),
  response_body: Type.Union([Type.String(), Type.Null()], { description: 'First 1 KB of the receiver\'s answer' }),
});

const Delivery = Type.Object(
  {
    id: Type.String({ description: 'dlv-<id>; sent as X-Service-Delivery, the same across the retries of this delivery' }),
    webhook_id: Type.String(),
    event_id: Type.String({ description: 'evt-<id>; sent as the envelope id and webhook-id; shared by re-deliveries' }),
    event_type: Type.String(),
    status: Type.String({ enum: ['pending', 'delivered', 'failed'] }),
    attempt_count: Type.Integer(),
    next_attempt_at: Type.Union([Type.Integer(), Type.Null()], { description: 'Epoch ms; null once delivered or failed' }),
    error_code: Type.Union([Type.String(), Type.Null()], { description: 'ERR_WEBHOOK_DELIVERY_FAILED once failed, else null' }),
    created_at: Type.Integer(),
    updated_at: Type.Integer(),
    attempts: Type.Array(Attempt, { description: 'Oldest first' }),
  },
  {
    description:
      'One event sent to one webhook. Attempt 1 goes out at once; after failed attempt n the next waits the n-th delay ' +
      '(15 s, 1 m, 5 m, 30 m, 2 h, 12 h; a Retry-After on 429/503 may lengthen it up to the longest delay). ' +
      'Failure of the 6th attempt marks it failed. 2xx within 30 s is success; redirects are not followed. ' +
      'Past 100 attempts in the last hour for the webhook, an attempt is recorded as failed without being sent and the retry schedule continues. ' +
      'A delivery whose webhook was deactivated fails at its next attempt without being sent ("webhook is inactive: delivery not sent").',
  },
);

const DeliveryParams = Type.Object({ id: IdParams.properties.id, delivery_id: Type.String({ minLength: 1, maxLength: 64 }) });

const tags = ['Webhooks'];

function presentWebhook(row: WebhookRow) {
  return { id: row.id, url: row.url, active: row.active === 1, created_at: row.created_at };
}

function presentDelivery({ delivery, attempts }: DeliveryWithAttempts) {
  return {
    id: delivery.id,
    webhook_id: delivery.webhook_id,
    event_id: delivery.event_id,
    event_type: delivery.event_type,
    status: delivery.status,
    attempt_count: delivery.attempt_count,
    next_attempt_at: delivery.status === 'pending' ? delivery.next_attempt_at : null,
    error_code: delivery.error_code,
    created_at: delivery.created_at,
    updated_at: delivery.updated_at,
    attempts: attempts.map((a) => ({
      attempt: a.attempt,
      attempted_at: a.attempted_at,
      status_code: a.status_code,
      error: a.error,
      duration_ms: a.duration_ms,
      response_body: a.response_body,
    })),
  };
}

export const webhookRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/webhooks',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Create a webhook (the secret is shown only here and on regeneration)',
        description:
          'The URL must be absolute https (http or a relative URL: 400 ERR_INVALID_REQUEST) and must not resolve to a private ' +
          'or loopback address unless the operator allows private networks. An account holds at most 10 active webhooks: ' +
          'the 11th gives 429 ERR_LIMIT_EXCEEDED with upgradeUrl; deactivated ones do not count.',
        body: Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048, examples: ['https://example.com/hooks/pagewatch'] }) }, { additionalProperties: false }),
        response: { 201: WebhookWithSecret, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { row, secret } = await services.webhooks.create(request.user, request.body.url);
      return reply.status(201).send({ ...presentWebhook(row), secret });
    },
  );

  app.get(
    '/webhooks',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'List webhooks, newest first, inactive ones included (never the secrets)',
        response: { 200: Type.Object({ webhooks: Type.Array(Webhook) }), ...errors(401, 429) },
      },
    },
    async (request) => ({ webhooks: (await services.webhooks.list(request.user.id)).map(presentWebhook) }),
  );

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Deactivate a webhook',
        description: 'Answers the webhook with active: false; repeating it answers the same. Its pending deliveries fail without being sent.',
        params: IdParams,
        response: { 200: Webhook, ...errors(401, 404, 429) },
      },
    },
    async (request) => presentWebhook(await services.webhooks.deactivate(request.user.id, request.params.id)),
  );

  app.post(
    '/webhooks/:id/regenerate',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Replace the signing secret',
        description:
          'Optional body {gracePeriodSeconds} (0..604800, default 0). During the grace period every delivery carries two ' +
          'webhook-signature entries (new and previous secret) so receivers can switch without losing events; ' +
          'X-Service-Signature always uses the new secret.',
        params: IdParams,
        body: Type.Object(
          { gracePeriodSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 604_800, default: 0 })) },
          { additionalProperties: false },
        ),
        response: { 200: WebhookWithSecret, ...errors(400, 401, 404, 429) },
      },
      // SPEC 4.11 sends no body; the optional one is read as empty then.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const grace = request.body.gracePeriodSeconds ?? 0;
      const { row, secret } = await services.webhooks.regenerate(request.user.id, request.params.id, grace);
      return { ...presentWebhook(row), secret };
    },
  );

  app.post(
    '/webhooks/:id/test',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Send a sample change.detected event',
        description:
          'Queues a realistic sample price change (monitor_id mon-sample) as a normal delivery: same signing, retries and log. ' +
          'The first attempt starts at once. An inactive webhook gives 400 ERR_INVALID_REQUEST.',
        params: IdParams,
        response: { 202: Type.Object({ event_id: Type.String(), delivery_id: Type.String() }), ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const { eventId, deliveryId } = await services.webhooks.sendTestEvent(request.user.id, request.params.id);
      return reply.status(202).send({ event_id: eventId, delivery_id: deliveryId });
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The delivery log of a webhook, newest first',
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Type.Object({ deliveries: Type.Array(Delivery), pagination: Pagination }), ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? 20;
      const { items, total } = await services.webhooks.listDeliveries(request.user.id, request.params.id, page, limit);
      return { deliveries: items.map(presentDelivery), pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:delivery_id/redeliver',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Send an event again as a new delivery',
        description:
          'Creates a new delivery (new dlv- id, fresh retry schedule) of the same event: same event id and body bytes, ' +
          'so receivers that deduplicate on the event id see a duplicate. Usual after a failed delivery. ' +
          'An inactive webhook gives 400 ERR_INVALID_REQUEST.',
        params: DeliveryParams,
        response: { 202: Delivery, ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const delivery = await services.webhooks.redeliver(request.user.id, request.params.id, request.params.delivery_id);
      return reply.status(202).send(presentDelivery({ delivery, attempts: [] }));
    },
  );
};
