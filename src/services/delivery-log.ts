import type { Clock } from '../domain/clock.js';
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

/** The delivery operations webhooks and channels share: test event, log, re-delivery. Ownership is checked by the caller. */
export function createDeliveryLog(deps: DeliveryLogDeps) {
  const { deliveries, clock } = deps;
  return {
    /** Queues a realistic sample price change to one destination; the first attempt starts at once. */
    async sendTestEvent(userId: string, destination: DestinationRef): Promise<{ eventId: string; deliveryId: string }> {
      const now = clock.now();
      const eventId = newId('evt', now);
      const body = serialiseEvent(buildSampleChangeEvent({ eventId, changeId: newId('chg', now), nowMs: now }));
      const deliveryId = await deliveries.storeEventFor(destination, { eventId, userId, type: 'change.detected', body, createdAt: now });
      deps.wakeup.notify();
      return { eventId, deliveryId };
    },

    async list(destination: DestinationRef, page: number, limit: number): Promise<{ items: DeliveryWithAttempts[]; total: number }> {
      const { rows, total } = await deliveries.listPage(destination, page, limit);
      const attempts = await deliveries.listAttempts(rows.map((row) => row.id));
      const byDelivery = new Map<string, DeliveryAttemptRow[]>();
      for (const attempt of attempts) byDelivery.set(attempt.delivery_id, [...(byDelivery.get(attempt.delivery_id) ?? []), attempt]);
      return { items: rows.map((delivery) => ({ delivery, attempts: byDelivery.get(delivery.id) ?? [] })), total };
    },

    findDelivery(destination: DestinationRef, deliveryId: string): Promise<DeliveryRow | undefined> {
      return deliveries.findInDestination(destination, deliveryId);
    },

    /** A new delivery of the same stored event (same id and body bytes), due at once. */
    async redeliver(original: DeliveryRow): Promise<DeliveryRow> {
      const created = await deliveries.enqueueAgain(original, clock.now());
      deps.wakeup.notify();
      return created;
    },
  };
}

export type DeliveryLog = ReturnType<typeof createDeliveryLog>;
