import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/create-services.js';
import type { Webhook as WebhookRecord } from '../../domain/webhooks/webhook.js';
import { IdParams, bearerSecurity, errors } from '../schemas/common.js';
import { WebhookDelivery as Delivery } from '../schemas/deliveries.js';
import { DigestAnswers, DigestInputs, EventsAnswer, EventsInput, MonitorIdsInput, presentDigest } from '../schemas/destinations.js';
import { DestinationTagsInput } from '../schemas/tags.js';
import { eventsOf, type EventType } from '../../domain/webhooks/event-types.js';
import { registerDeliveryRoutes } from './destination-deliveries.js';

const Webhook = Type.Object({
  id: Type.String({ description: 'wh-<id>' }),
  url: Type.String({ format: 'uri' }),
  active: Type.Boolean({ description: 'false once deactivated; an inactive webhook receives nothing and stays listed' }),
  monitor_ids: Type.Optional(
    Type.Array(Type.String(), { description: 'Present only when the webhook is limited to these monitors; absent, it gets every change of its owner' }),
  ),
  tags: Type.Optional(Type.Array(Type.String(), { description: 'Present only when the webhook is bound to monitors carrying any of these tags' })),
  events: EventsAnswer,
  digest: Type.Optional(Type.String({ enum: ['hourly', 'daily'], description: 'Present only for a digest webhook; see digest on creation' })),
  digestAt: Type.Optional(DigestAnswers.digestAt),
  timezone: Type.Optional(DigestAnswers.timezone),
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

const tags = ['Webhooks'];

function presentWebhook(webhook: WebhookRecord) {
  const { monitorIds, tags } = webhook;
  return {
    id: webhook.id,
    url: webhook.url,
    active: webhook.active,
    ...(monitorIds === null ? {} : { monitor_ids: [...monitorIds] }),
    ...(tags === null ? {} : { tags: [...tags] }),
    events: [...eventsOf('webhook', webhook.events)],
    ...(webhook.digest === null ? {} : presentDigest(webhook.digest)),
    created_at: webhook.createdAt,
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
          'or loopback address unless the operator allows private networks. An account holds at most 10 active webhooks and ' +
          'notification channels together: the 11th gives 429 ERR_LIMIT_EXCEEDED with upgradeUrl; deactivated webhooks do not count. ' +
          'Optional monitorIds limits the webhook to those monitors (each must be yours, else 400); optional tags binds it to the monitors carrying any of ' +
          'these tags, now or later (with monitorIds, to both). ' +
          'Optional events lists the event types it takes (default ["change.detected"]; monitor.failing and monitor.recovered only when listed).',
        body: Type.Object(
          {
            url: Type.String({
              minLength: 1,
              maxLength: 2048,
              description: 'An https URL, or the same written as an Apprise jsons:// URL (json:// means plain http and is refused like an http URL)',
              examples: ['https://example.com/hooks/pagewatch', 'jsons://example.com/hooks/pagewatch'],
            }),
            monitorIds: Type.Optional(MonitorIdsInput),
            tags: Type.Optional(DestinationTagsInput),
            events: Type.Optional(EventsInput),
            ...DigestInputs,
          },
          {
            additionalProperties: false,
            examples: [
              { url: 'https://example.com/hooks/pagewatch' },
              { url: 'https://example.com/hooks/kitchen', tags: ['kitchen'] },
              { url: 'https://example.com/hooks/hourly', digest: 'hourly', timezone: 'America/New_York' },
            ],
          },
        ),
        response: { 201: WebhookWithSecret, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { url, monitorIds, tags: boundTags, events, digest, digestAt, timezone } = request.body;
      const { row: webhook, secret } = await services.webhooks.create(request.user, {
        url,
        ...(monitorIds === undefined ? {} : { monitorIds }),
        ...(boundTags === undefined ? {} : { tags: boundTags }),
        ...(events === undefined ? {} : { events: events as EventType[] }),
        ...(digest === undefined ? {} : { digest }),
        ...(digestAt === undefined ? {} : { digestAt }),
        ...(timezone === undefined ? {} : { timezone }),
      });
      return reply.status(201).send({ ...presentWebhook(webhook), secret });
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
        // The body is optional (SPEC 4.11 sends none); the reference says so through this marker.
        'x-body-optional': true,
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
      const { row: webhook, secret } = await services.webhooks.regenerate(request.user.id, request.params.id, grace);
      return { ...presentWebhook(webhook), secret };
    },
  );

  registerDeliveryRoutes(app, {
    prefix: '/webhooks',
    tags,
    deliveries: services.webhooks,
    Delivery,
    test: {
      summary: 'Send a sample change.detected event',
      description:
        'Queues a realistic sample price change (monitor_id mon-sample) as a normal delivery: same signing, retries and log. ' +
        'The first attempt starts at once. An inactive webhook gives 400 ERR_INVALID_REQUEST.',
    },
    noun: 'webhook',
    redeliver: {
      description:
        'Creates a new delivery (new dlv- id, fresh retry schedule) of the same event: same event id and body bytes, ' +
        'so receivers that deduplicate on the event id see a duplicate. Usual after a failed delivery. ' +
        'An inactive webhook gives 400 ERR_INVALID_REQUEST.',
    },
  });
};
