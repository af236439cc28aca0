import { Type, type TObject } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { DestinationDeliveries } from '../../services/delivery-log.js';
import { IdParams, PageQuery, Pagination, bearerSecurity, errors } from '../schemas/common.js';
import { DeliveryParams, presentDelivery } from '../schemas/deliveries.js';
import { describePage, readPageRequest } from '../pagination.js';

/** What differs between webhooks and channels in their delivery routes: the path, the schema and the words. */
export interface DeliveryRouteFamily {
  /** "/webhooks" or "/channels". */
  prefix: string;
  tags: string[];
  deliveries: DestinationDeliveries;
  /** The delivery record, keyed by `webhook_id` or `channel_id`. */
  Delivery: TObject;
  test: { summary: string; description: string };
  /** The destination's name in "The delivery log of a …". */
  noun: string;
  redeliver: { description: string };
}

/**
 * `POST …/:id/test`, `GET …/:id/deliveries` and `POST …/:id/deliveries/:delivery_id/redeliver`,
 * the same for every destination family.
 */
export function registerDeliveryRoutes(app: FastifyInstance, family: DeliveryRouteFamily): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { prefix, tags, deliveries, Delivery } = family;

  typed.post(
    `${prefix}/:id/test`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: family.test.summary,
        description: family.test.description,
        params: IdParams,
        response: { 202: Type.Object({ event_id: Type.String(), delivery_id: Type.String() }), ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const { eventId, deliveryId } = await deliveries.sendTestEvent(request.user.id, request.params.id);
      return reply.status(202).send({ event_id: eventId, delivery_id: deliveryId });
    },
  );

  typed.get(
    `${prefix}/:id/deliveries`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: `The delivery log of a ${family.noun}, newest first`,
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Type.Object({ deliveries: Type.Array(Delivery), pagination: Pagination }), ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { page, limit } = readPageRequest(request.query);
      const { items, total } = await deliveries.listDeliveries(request.user.id, request.params.id, page, limit);
      return { deliveries: items.map(presentDelivery), pagination: describePage({ page, limit }, total) };
    },
  );

  typed.post(
    `${prefix}/:id/deliveries/:delivery_id/redeliver`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Send an event again as a new delivery',
        description: family.redeliver.description,
        params: DeliveryParams,
        response: { 202: Delivery, ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const delivery = await deliveries.redeliver(request.user.id, request.params.id, request.params.delivery_id);
      return reply.status(202).send(presentDelivery({ delivery, attempts: [] }));
    },
  );
}
