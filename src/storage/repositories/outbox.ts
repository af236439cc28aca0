import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../domain/ids.js';
import type { Schema } from '../schema.js';

export interface EnqueueEventInput {
  /** `evt-<id>` */
  eventId: string;
  userId: string;
  type: string;
  /** The exact bytes every delivery of this event signs and sends (serialiseEvent output). */
  body: string;
  createdAt: number;
}

/**
 * Stores an event and one pending delivery, due at once, per active webhook of
 * its user. Runs on whatever `db` it is given and opens no transaction of its
 * own, so a caller storing a change passes its transaction and the change and
 * its deliveries commit together (the transactional outbox).
 * Returns the new delivery ids; none when the user has no active webhook.
 */
export async function enqueueEvent(db: Kysely<Schema> | Transaction<Schema>, input: EnqueueEventInput): Promise<string[]> {
  await storeEvent(db, input);
  const webhooks = await db
    .selectFrom('webhooks')
    .select('id')
    .where('user_id', '=', input.userId)
    .where('active', '=', 1)
    .execute();
  if (webhooks.length === 0) return [];
  const rows = webhooks.map((webhook) =>
    newPendingDelivery({ eventId: input.eventId, eventType: input.type, webhookId: webhook.id, createdAt: input.createdAt }),
  );
  await db.insertInto('deliveries').values(rows).execute();
  return rows.map((row) => row.id);
}

/** Stores an event without fanning it out (the test operation targets one webhook). */
export async function storeEvent(db: Kysely<Schema> | Transaction<Schema>, input: EnqueueEventInput): Promise<void> {
  await db
    .insertInto('events')
    .values({ id: input.eventId, user_id: input.userId, type: input.type, body: input.body, created_at: input.createdAt })
    .execute();
}

/** One new pending delivery, due at once, of a stored event to one webhook; returns its id. */
export async function enqueueDelivery(
  db: Kysely<Schema> | Transaction<Schema>,
  input: { eventId: string; eventType: string; webhookId: string; createdAt: number },
): Promise<string> {
  const row = newPendingDelivery(input);
  await db.insertInto('deliveries').values(row).execute();
  return row.id;
}

function newPendingDelivery(input: { eventId: string; eventType: string; webhookId: string; createdAt: number }) {
  return {
    id: newId('dlv', input.createdAt),
    webhook_id: input.webhookId,
    event_id: input.eventId,
    event_type: input.eventType,
    status: 'pending',
    attempt_count: 0,
    next_attempt_at: input.createdAt,
    lease_owner: null,
    lease_expires_at: null,
    error_code: null,
    created_at: input.createdAt,
    updated_at: input.createdAt,
  };
}
