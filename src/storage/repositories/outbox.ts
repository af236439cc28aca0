import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../domain/ids.js';
import type { Schema } from '../schema.js';
import { destinationColumns, type DestinationRef } from './delivery-destination.js';
import { readEventsColumn, readMonitorIdsColumn, readTagsColumn } from './destinations.js';
import { coversMonitor } from '../../domain/destinations/destination-scope.js';
import { eventsOf } from '../../domain/webhooks/event-types.js';

export interface EnqueueEventInput {
  /** `evt-<id>` */
  eventId: string;
  userId: string;
  type: string;
  /** The exact bytes every delivery of this event signs and sends (serialiseEvent output). */
  body: string;
  createdAt: number;
  /** The monitor the event is about; destinations limited to other monitors skip it. Absent: only unlimited ones get it. */
  monitorId?: string;
}


/** Whether a destination's `events` column (JSON list, or null for its kind's default) takes events of this type. */
function takesEvent(kind: 'webhook' | 'channel', events: string | null, type: string): boolean {
  return (eventsOf(kind, readEventsColumn(events, `${kind}s.events`)) as readonly string[]).includes(type);
}

/**
 * Stores an event and one pending delivery, due at once, per active webhook and
 * confirmed channel of its user that covers the event's monitor (by id or by tag) and takes its type. Runs on whatever `db` it is given and opens no transaction of its
 * own, so a caller storing a change passes its transaction and the change and
 * its deliveries commit together (the transactional outbox).
 * Returns the new delivery ids; none when the user has no active webhook.
 */
export async function enqueueEvent(db: Kysely<Schema> | Transaction<Schema>, input: EnqueueEventInput): Promise<string[]> {
  await storeEvent(db, input);
  const [webhooks, channels, monitor] = await Promise.all([
    db.selectFrom('webhooks').select(['id', 'monitor_ids', 'tags', 'events', 'digest']).where('user_id', '=', input.userId).where('active', '=', 1).execute(),
    db.selectFrom('channels').select(['id', 'monitor_ids', 'tags', 'events', 'digest']).where('user_id', '=', input.userId).where('confirmed_at', 'is not', null).execute(),
    input.monitorId === undefined ? undefined : db.selectFrom('monitors').select(['id', 'tags']).where('id', '=', input.monitorId).executeTakeFirst(),
  ]);
  const about = monitor === undefined ? undefined : { id: monitor.id, tags: JSON.parse(monitor.tags) as string[] };
  const covers = (kind: 'webhook' | 'channel') => (row: { monitor_ids: string | null; tags: string | null; events: string | null }) =>
    coversMonitor({ monitorIds: readMonitorIdsColumn(row.monitor_ids), tags: readTagsColumn(row.tags) }, about) && takesEvent(kind, row.events, input.type);
  // Only changes wait for a digest; monitor.failing and monitor.recovered go out at once.
  const waitsForDigest = (row: { digest: string | null }) => row.digest !== null && input.type === 'change.detected';
  const covered = [
    ...webhooks.filter(covers('webhook')).map((row) => ({ row, ref: { kind: 'webhook' as const, id: row.id } })),
    ...channels.filter(covers('channel')).map((row) => ({ row, ref: { kind: 'channel' as const, id: row.id } })),
  ];
  const digested = covered.filter(({ row }) => waitsForDigest(row));
  if (digested.length > 0) {
    await db.insertInto('digest_items').values(digested.map(({ ref }) => ({ digest_id: ref.id, event_id: input.eventId, created_at: input.createdAt }))).execute();
  }
  const destinations: DestinationRef[] = covered.filter(({ row }) => !waitsForDigest(row)).map(({ ref }) => ref);
  if (destinations.length === 0) return [];
  const rows = destinations.map((destination) =>
    newPendingDelivery({ eventId: input.eventId, eventType: input.type, destination, createdAt: input.createdAt }),
  );
  await db.insertInto('deliveries').values(rows).execute();
  return rows.map((row) => row.id);
}

/** Stores an event without fanning it out (the test operation targets one destination). */
export async function storeEvent(db: Kysely<Schema> | Transaction<Schema>, input: EnqueueEventInput): Promise<void> {
  await db
    .insertInto('events')
    .values({ id: input.eventId, user_id: input.userId, type: input.type, body: input.body, created_at: input.createdAt })
    .execute();
}

interface NewDelivery {
  eventId: string;
  eventType: string;
  destination: DestinationRef;
  createdAt: number;
}

/** One new pending delivery, due at once, of a stored event to one destination; returns its id. */
export async function enqueueDelivery(db: Kysely<Schema> | Transaction<Schema>, input: NewDelivery): Promise<string> {
  const row = newPendingDelivery(input);
  await db.insertInto('deliveries').values(row).execute();
  return row.id;
}

function newPendingDelivery(input: NewDelivery) {
  return {
    id: newId('dlv', input.createdAt),
    ...destinationColumns(input.destination),
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
