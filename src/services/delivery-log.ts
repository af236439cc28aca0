import type { Clock } from '../domain/clock.js';
import { invalidRequest, notFound } from '../errors.js';
import { requireOwnedDestination } from './destination-rules.js';
import { newId } from '../domain/ids.js';
import { serialiseEvent } from '../domain/webhooks/event-envelope.js';
import { buildSampleChangeEvent } from '../domain/webhooks/sample-event.js';
import type { DeliveryAttemptRow, DeliveryRepository, DeliveryRow, DestinationRef } from '../storage/repositories/deliveries.js';
import type { DeliveryWakeup } from './delivery-wakeup.js';

export interface DeliveryWithAttempts {
  delivery: DeliveryRow;
  attempts: DeliveryAttemptRow[];
}

export interface DeliveryLogDeps {
  deliveries: DeliveryRepository;
  wakeup: DeliveryWakeup;
  clock: Clock;
}

/** How the delivery log reaches one family of destinations (webhooks or channels). */
export interface DestinationFamily<Row> {
  /** Keys the deliveries (their column) and names the destination in a 404. */
  kind: DestinationRef['kind'];
  /** The caller's destination; undefined when unknown or another user's. */
  destinations: { findOwned(userId: string, id: string): Promise<Row | undefined> };
  /** Why it may not receive now (an inactive webhook, an unconfirmed address), or null when it may. */
  refusalOf(row: Row): string | null;
}

/** Test event, delivery log and re-delivery, the same for every destination; the family says whose and whether it may receive. */
export function createDeliveryLog(deps: DeliveryLogDeps) {
  const { deliveries, clock } = deps;

  return function forFamily<Row>(family: DestinationFamily<Row>) {
    const refOf = (id: string): DestinationRef => ({ kind: family.kind, id });

    const requireOwned = (userId: string, id: string) => requireOwnedDestination(family.destinations, family.kind, userId, id);

    function requireReceiving(row: Row): void {
      const refusal = family.refusalOf(row);
      if (refusal !== null) throw invalidRequest(refusal);
    }

    return {
      /** Queues a realistic sample price change to one destination; the first attempt starts at once. */
      async sendTestEvent(userId: string, id: string): Promise<{ eventId: string; deliveryId: string }> {
        requireReceiving(await requireOwned(userId, id));
        const now = clock.now();
        const eventId = newId('evt', now);
        const body = serialiseEvent(buildSampleChangeEvent({ eventId, changeId: newId('chg', now), nowMs: now }));
        const deliveryId = await deliveries.storeEventFor(refOf(id), { eventId, userId, type: 'change.detected', body, createdAt: now });
        deps.wakeup.notify();
        return { eventId, deliveryId };
      },

      async listDeliveries(userId: string, id: string, page: number, limit: number): Promise<{ items: DeliveryWithAttempts[]; total: number }> {
        await requireOwned(userId, id);
        const { rows, total } = await deliveries.listPage(refOf(id), page, limit);
        const attempts = await deliveries.listAttempts(rows.map((row) => row.id));
        const byDelivery = new Map<string, DeliveryAttemptRow[]>();
        for (const attempt of attempts) byDelivery.set(attempt.delivery_id, [...(byDelivery.get(attempt.delivery_id) ?? []), attempt]);
        return { items: rows.map((delivery) => ({ delivery, attempts: byDelivery.get(delivery.id) ?? [] })), total };
      },

      /** A new delivery of the same stored event (same id and body bytes), due at once. */
      async redeliver(userId: string, id: string, deliveryId: string): Promise<DeliveryRow> {
        const destination = await requireOwned(userId, id);
        const original = await deliveries.findInDestination(refOf(id), deliveryId);
        if (!original) throw notFound('delivery');
        requireReceiving(destination);
        const created = await deliveries.enqueueAgain(original, clock.now());
        deps.wakeup.notify();
        return created;
      },
    };
  };
}

export type DeliveryLog = ReturnType<typeof createDeliveryLog>;
/** The operations every destination service offers on its deliveries. */
export type DestinationDeliveries = ReturnType<ReturnType<typeof createDeliveryLog>>;
