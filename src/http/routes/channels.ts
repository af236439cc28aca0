import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CHANNEL_KINDS, CHANNEL_TYPES, type ChannelType } from '../../domain/destinations/registry.js';
import { APPRISE_SCHEMES } from '../../domain/destinations/apprise-url.js';
import type { Services } from '../../services/create-services.js';
import type { Channel as ChannelRecord } from '../../domain/destinations/channel.js';
import { IdParams, bearerSecurity, errors } from '../schemas/common.js';
import { ChannelDelivery } from '../schemas/deliveries.js';
import { DigestAnswers, DigestInputs, EventsAnswer, EventsInput, MonitorIdsInput, presentDigest } from '../schemas/destinations.js';
import { DestinationTagsAnswer, DestinationTagsInput } from '../schemas/tags.js';
import { MessageTemplate } from '../schemas/templates.js';
import { eventsOf, type EventType } from '../../domain/webhooks/event-types.js';
import { registerDeliveryRoutes } from './destination-deliveries.js';

const Channel = Type.Object({
  id: Type.String({ description: 'ch-<id>' }),
  type: Type.String({ enum: [...CHANNEL_TYPES] }),
  name: Type.String(),
  target: Type.String({
    description: `Masked, by type: ${CHANNEL_KINDS.map((kind) => `${kind.name}, ${kind.target.masked}`).join('; ')}. The whole target is stored encrypted.`,
  }),
  monitor_ids: Type.Union([Type.Array(Type.String()), Type.Null()], { description: 'null: every monitor of the owner' }),
  tags: DestinationTagsAnswer,
  events: EventsAnswer,
  template: Type.Union([MessageTemplate, Type.Null()], { description: 'The channel\'s own wording of change messages; null: the default message' }),
  ...DigestAnswers,
  confirmed: Type.Boolean({ description: 'false while an e-mail address (the account\'s own included) has not opened its confirmation link; nothing else is sent there until then' }),
  created_at: Type.Integer({ description: 'Epoch ms' }),
});

const tags = ['Channels'];

function presentChannel(channel: ChannelRecord) {
  return {
    id: channel.id,
    type: channel.type,
    name: channel.name,
    target: channel.targetMasked,
    monitor_ids: channel.monitorIds === null ? null : [...channel.monitorIds],
    tags: channel.tags === null ? null : [...channel.tags],
    events: [...eventsOf('channel', channel.events)],
    template: channel.template,
    ...presentDigest(channel.digest),
    confirmed: channel.confirmed,
    created_at: channel.createdAt,
  };
}

export const channelRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/channels',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: `Create a notification channel (${CHANNEL_KINDS.map((kind) => kind.label).join(', ')})`,
        description:
          'Every change.detected of the account (or only of monitorIds and of the monitors carrying any of tags) is sent there as a readable message, with the retry schedule, ' +
          'and monitor.failing / monitor.recovered when a monitor stops working and works again (optional events narrows this), ' +
          `attempts log and hourly cap of webhooks. target by type: ${CHANNEL_KINDS.map((kind) => `${kind.name}, ${kind.target.shape}`).join('; ')}. ` +
          'URLs must be https and must not ' +
          'reach private addresses unless the operator allows private networks. Every e-mail address, the account\'s own included, gets a ' +
          'confirmation link first (at most 5 such mails per account per hour, then 429 ERR_RATE_LIMIT); one e-mail channel per address ' +
          'per account (a second gives 400); an address receives at most 20 mails an hour from all channels and accounts. Channels and active webhooks ' +
          'count together: at most 10 per account, the 11th gives 429 ERR_LIMIT_EXCEEDED.',
        body: Type.Object(
          {
            type: Type.Optional(Type.String({ enum: [...CHANNEL_TYPES], description: 'Required unless target is an Apprise URL, which names its kind' })),
            target: Type.String({
              minLength: 1,
              maxLength: 2048,
              description: `Our own target of the type, or an Apprise URL (${APPRISE_SCHEMES.filter((scheme) => !scheme.startsWith('json')).map((scheme) => `${scheme}://`).join(', ')}), stored as our own target; an unsupported scheme gives 400 naming it. json:// and jsons:// are webhooks (POST /v1/webhooks).`,
              examples: ['https://hooks.slack.com/services/T000/B000/XXXXXXXX', 'discord://123456789012345678/AbCdEfToken', 'ntfys://ntfy.example.org/alerts-7f3a'],
            }),
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Defaults to the type, e.g. "Slack"' })),
            monitorIds: Type.Optional(MonitorIdsInput),
            tags: Type.Optional(DestinationTagsInput),
            events: Type.Optional(EventsInput),
            template: Type.Optional(MessageTemplate),
            ...DigestInputs,
          },
          {
            additionalProperties: false,
            examples: [
              { type: 'slack', target: 'https://hooks.slack.com/services/T000/B000/XXXXXXXX' },
              { type: 'ntfy', target: 'https://ntfy.sh/kitchen-deals', name: 'Kitchen deals', tags: ['kitchen'] },
              { type: 'email', target: 'ada@example.com', digest: 'daily', digestAt: '08:30', timezone: 'Europe/Berlin' },
              {
                type: 'slack',
                target: 'https://hooks.slack.com/services/T000/B000/XXXXXXXX',
                template: { subject: '{{ change.monitor_name }}: {{ summary.headline }}', body: '{{ summary.before_after }}\n{{ change.source.url }}' },
              },
            ],
          },
        ),
        response: { 201: Channel, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { type, target, name, monitorIds, tags: boundTags, events, template, digest, digestAt, timezone } = request.body;
      const row = await services.channels.create(request.user, {
        ...(type === undefined ? {} : { type: type as ChannelType }),
        target,
        ...(name === undefined ? {} : { name }),
        ...(monitorIds === undefined ? {} : { monitorIds }),
        ...(boundTags === undefined ? {} : { tags: boundTags }),
        ...(events === undefined ? {} : { events: events as EventType[] }),
        ...(template === undefined ? {} : { template }),
        ...(digest === undefined ? {} : { digest }),
        ...(digestAt === undefined ? {} : { digestAt }),
        ...(timezone === undefined ? {} : { timezone }),
      });
      return reply.status(201).send(presentChannel(row));
    },
  );

  app.get(
    '/channels',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'List channels, newest first, targets masked',
        response: { 200: Type.Object({ channels: Type.Array(Channel) }), ...errors(401, 429) },
      },
    },
    async (request) => ({ channels: (await services.channels.list(request.user.id)).map(presentChannel) }),
  );

  app.delete(
    '/channels/:id',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete a channel, with its delivery log',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(401, 404, 429) },
      },
    },
    async (request, reply) => {
      await services.channels.delete(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/channels/:id/confirmation',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Send a new confirmation link to an unconfirmed e-mail channel',
        description: 'The new link replaces the previous one. A confirmed channel gives 400; more than 5 confirmation mails an hour, 429 ERR_RATE_LIMIT.',
        params: IdParams,
        response: { 202: Type.Object({ sent: Type.Boolean() }), ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await services.channels.resendConfirmation(request.user, request.params.id);
      return reply.status(202).send({ sent: true });
    },
  );

  registerDeliveryRoutes(app, {
    prefix: '/channels',
    tags,
    deliveries: services.channels,
    Delivery: ChannelDelivery,
    test: {
      summary: 'Send a sample change.detected event as a message',
      description: 'Queues a sample price drop as a normal delivery; the first attempt starts at once. An unconfirmed e-mail channel gives 400.',
    },
    noun: 'channel',
    redeliver: { description: 'A new delivery (new dlv- id, fresh retry schedule) of the same event. An unconfirmed e-mail channel gives 400.' },
  });
};

const CONFIRM_PAGE = (token: string) =>
  [
    '<!doctype html><html><head><meta charset="utf-8"><title>Confirm notifications</title></head>',
    '<body style="font-family:sans-serif;max-width:36em;margin:3em auto">',
    '<h1>Confirm PageWatch notifications</h1>',
    '<p>Someone asked to send change notifications to this e-mail address. Press the button to agree; otherwise close this page.</p>',
    `<form method="post" action="confirm"><input type="hidden" name="token" value="${token.replace(/[^A-Za-z0-9_-]/g, '')}">`,
    '<button type="submit">Send me these notifications</button></form>',
    '</body></html>',
  ].join('\n');

/**
 * The link in a confirmation mail, without credential. GET only shows a button: mail scanners
 * open links, and only a person pressing it may confirm.
 */
export const channelConfirmationRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const Token = Type.String({ minLength: 10, maxLength: 200 });

  app.get(
    '/channels/confirm',
    {
      schema: {
        tags,
        summary: 'The confirmation page a confirmation mail links to',
        description: 'An HTML page with one button that POSTs the token; opening the link alone confirms nothing.',
        querystring: Type.Object({ token: Token }),
        produces: ['text/html'],
        response: { 200: Type.String(), ...errors(400) },
      },
    },
    async (request, reply) => reply.type('text/html; charset=utf-8').send(CONFIRM_PAGE(request.query.token)),
  );

  app.post(
    '/channels/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail channel with the token from its confirmation mail',
        description: 'JSON {token} or the form of the confirmation page. The token works once; an unknown or used one gives 400.',
        body: Type.Object({ token: Token }),
        response: { 200: Type.Object({ channel_id: Type.String(), confirmed: Type.Boolean() }), ...errors(400) },
      },
    },
    async (request) => {
      const row = await services.channels.confirm(request.body.token);
      return { channel_id: row.id, confirmed: true };
    },
  );
};
