import type { Kysely, Selectable } from 'kysely';
import type { DialectCapabilities } from '../database.js';
import { createJobLeases, DELIVERY_JOBS, type LeaseRequest } from '../job-leases.js';
import { createShapeCache, runShape, splitInPowersOfTwo } from '../precompile.js';
import type { DeliveriesTable, DeliveryAttemptsTable, Schema } from '../schema.js';
import { createChannelRepository, type ChannelRow } from './channels.js';
import { createWebhookRepository, type WebhookRow } from './webhooks.js';
import { enqueueDelivery, storeEvent, type EnqueueEventInput } from './outbox.js';
import { destinationOf, type DestinationRef } from './delivery-destination.js';

// Services and jobs read a delivery's destination through this repository.
export { destinationOf, type DestinationRef } from './delivery-destination.js';

export type DeliveryRow = Selectable<DeliveriesTable>;
export type DeliveryAttemptRow = Selectable<DeliveryAttemptsTable>;
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** The stored destination of a delivery, as a claim reads it. */
export type DestinationRecord = { kind: 'webhook'; row: WebhookRow } | { kind: 'channel'; row: ChannelRow };

const DESTINATION_COLUMN = { webhook: 'webhook_id', channel: 'channel_id' } as const;

/** What one finished attempt changes on its delivery. */
export interface DeliveryUpdate {
  deliveryId: string;
  status: DeliveryStatus;
  attemptCount: number;
  nextAttemptAt: number | null;
  errorCode: string | null;
  /** null when the delivery ends without a request being made or recorded. */
  attempt: DeliveryAttemptRow | null;
}

/** The next batch to lease, and how to count each destination's attempts against its hourly cap. */
export interface DeliveryClaim {
  limit: number;
  leaseMs: number;
  /** Attempts after this time count against the cap. */
  capSince: number;
  /** Attempts the cap itself refused carry this error and do not count. */
  capError: string;
}

/** Claimed deliveries with what attempting them needs, read in the claim's transaction. */
export interface ClaimedDeliveries {
  claimed: DeliveryRow[];
  destinationById: Map<string, DestinationRecord>;
  bodies: Map<string, string>;
  /** Recorded attempts per destination id since `capSince`. */
  recent: Map<string, number>;
}

// Most rows per statement, a power of two: 9 parameters each stays far below both engines' limits.
const INSERT_CHUNK = 256;

const ATTEMPT_COLUMNS = [
  'id',
  'delivery_id',
  'destination_id',
  'attempt',
  'attempted_at',
  'status_code',
  'error',
  'response_body',
  'duration_ms',
] as const satisfies readonly (keyof DeliveryAttemptRow)[];

// Every recorded batch inserts its attempts: the statement is built and compiled once per row count.
const shapes = createShapeCache();

const OUTCOME_COLUMNS = {
  status: 'text',
  attempt_count: 'integer',
  next_attempt_at: 'bigint',
  error_code: 'text',
  last_error: 'text',
  updated_at: 'bigint',
} as const;

export function createDeliveryRepository(db: Kysely<Schema>, capabilities: Pick<DialectCapabilities, 'skipLocked' | 'name'>) {
  const leases = createJobLeases(db, capabilities);

  /** Leases up to `limit` due deliveries to `owner` in one statement (see job-leases.ts). */
  function claimDue(request: LeaseRequest & { limit: number }): Promise<DeliveryRow[]> {
    return leases.claimDue(DELIVERY_JOBS, request);
  }

  /** Ends the leases of finished attempts; results of a lease lost meanwhile are dropped. */
  async function writeOutcomes(trx: Kysely<Schema>, owner: string, now: number, updates: readonly DeliveryUpdate[]): Promise<number> {
    const written = await createJobLeases(trx, capabilities).completeMany(
      DELIVERY_JOBS,
      owner,
      OUTCOME_COLUMNS,
      updates.map((update) => ({
        id: update.deliveryId,
        values: {
          status: update.status,
          attempt_count: update.attemptCount,
          next_attempt_at: update.nextAttemptAt,
          error_code: update.errorCode,
          last_error: update.status === 'delivered' ? null : (update.attempt?.error ?? null),
          updated_at: now,
        },
      })),
    );
    const attemptById = new Map(updates.map((update) => [update.deliveryId, update.attempt]));
    const attempts = written.flatMap((id) => attemptById.get(id) ?? []);
    for (const chunk of splitInPowersOfTwo(attempts, INSERT_CHUNK)) {
      // Inputs: each attempt's columns in ATTEMPT_COLUMNS order.
      const shape = shapes.shape(`${capabilities.name} attempts ${chunk.length}`, (slot) =>
        trx
          .insertInto('delivery_attempts')
          .values(chunk.map((_, row) => Object.fromEntries(ATTEMPT_COLUMNS.map((column, i) => [column, slot(row * ATTEMPT_COLUMNS.length + i)])) as DeliveryAttemptRow))
          .compile(),
      );
      await runShape(trx, shape, chunk.flatMap((attempt) => ATTEMPT_COLUMNS.map((column) => attempt[column])));
    }
    return attempts.length;
  }

  async function claimWithDetails(trx: Kysely<Schema>, owner: string, now: number, claim: DeliveryClaim): Promise<ClaimedDeliveries> {
    const within = createDeliveryRepository(trx, capabilities);
    const claimed = await within.claimDue({ owner, now, leaseMs: claim.leaseMs, limit: claim.limit });
    if (claimed.length === 0) return { claimed, destinationById: new Map(), bodies: new Map(), recent: new Map() };
    const destinations = claimed.map(destinationOf);
    const idsOf = (kind: DestinationRef['kind']) => [...new Set(destinations.filter((d) => d.kind === kind).map((d) => d.id))];
    const [webhookRows, channelRows, bodies, recent] = await Promise.all([
      createWebhookRepository(trx).findByIds(idsOf('webhook')),
      createChannelRepository(trx).findByIds(idsOf('channel')),
      within.findEventBodies([...new Set(claimed.map((d) => d.event_id))]),
      within.countRecentAttempts([...new Set(destinations.map((d) => d.id))], claim.capSince, claim.capError),
    ]);
    const destinationById = new Map<string, DestinationRecord>([
      ...webhookRows.map((row) => [row.id, { kind: 'webhook', row }] as const),
      ...channelRows.map((row) => [row.id, { kind: 'channel', row }] as const),
    ]);
    return { claimed, destinationById, bodies, recent };
  }

  return {
    claimDue,
    /** Stores an event for one destination only (the test operation) with its delivery, in one transaction; returns the delivery id. */
    storeEventFor(destination: DestinationRef, event: EnqueueEventInput): Promise<string> {
      return db.transaction().execute(async (trx) => {
        await storeEvent(trx, event);
        return enqueueDelivery(trx, { eventId: event.eventId, eventType: event.type, destination, createdAt: event.createdAt });
      });
    },
    /** A new pending delivery, due at once, of an event already stored to the same destination; returns it. */
    async enqueueAgain(original: Pick<DeliveryRow, 'webhook_id' | 'channel_id' | 'event_id' | 'event_type'>, now: number): Promise<DeliveryRow> {
      const id = await enqueueDelivery(db, {
        eventId: original.event_id,
        eventType: original.event_type,
        destination: destinationOf(original),
        createdAt: now,
      });
      return db.selectFrom('deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },
    /**
     * Records finished attempts and leases the next batch in one transaction, as a write
     * transaction is what costs; null when there was nothing to claim for.
     */
    recordAndClaim(owner: string, now: number, updates: readonly DeliveryUpdate[], claim: DeliveryClaim | null): Promise<ClaimedDeliveries | null> {
      return db.transaction().execute(async (trx) => {
        if (updates.length > 0) await writeOutcomes(trx, owner, now, updates);
        return claim === null ? null : claimWithDetails(trx, owner, now, claim);
      });
    },
    /** Attempts per destination id since `since`, leaving out those the cap itself refused. */
    async countRecentAttempts(destinationIds: readonly string[], since: number, capError: string): Promise<Map<string, number>> {
      if (destinationIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('delivery_attempts')
        .select((eb) => ['destination_id', eb.fn.countAll<number>().as('n')])
        .where('destination_id', 'in', destinationIds)
        .where('attempted_at', '>', since)
        .where((w) => w.or([w('error', 'is', null), w('error', '<>', capError)]))
        .groupBy('destination_id')
        .execute();
      return new Map(rows.map((row) => [row.destination_id, Number(row.n)]));
    },
    async findEventBodies(eventIds: readonly string[]): Promise<Map<string, string>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db.selectFrom('events').select(['id', 'body']).where('id', 'in', eventIds).execute();
      return new Map(rows.map((row) => [row.id, row.body]));
    },
    findInDestination(destination: DestinationRef, deliveryId: string): Promise<DeliveryRow | undefined> {
      return db
        .selectFrom('deliveries')
        .selectAll()
        .where('id', '=', deliveryId)
        .where(DESTINATION_COLUMN[destination.kind], '=', destination.id)
        .executeTakeFirst();
    },
    async listPage(destination: DestinationRef, page: number, limit: number): Promise<{ rows: DeliveryRow[]; total: number }> {
      const column = DESTINATION_COLUMN[destination.kind];
      const [rows, count] = await Promise.all([
        db
          .selectFrom('deliveries')
          .selectAll()
          .where(column, '=', destination.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db
          .selectFrom('deliveries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', destination.id)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    listAttempts(deliveryIds: readonly string[]): Promise<DeliveryAttemptRow[]> {
      if (deliveryIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('delivery_attempts').selectAll().where('delivery_id', 'in', deliveryIds).orderBy('attempt').execute();
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
