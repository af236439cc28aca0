import type { Kysely, Selectable } from 'kysely';
import type { DialectCapabilities } from '../database.js';
import { createJobLeases, DIGEST_JOBS, type LeaseRequest } from '../job-leases.js';
import type { DigestsTable, Schema } from '../schema.js';
import type { DigestSetting } from '../../domain/destinations/digest.js';
import { enqueueDelivery, storeEvent, type EnqueueEventInput } from './outbox.js';
import { readDigestColumn } from './destinations.js';
import type { DestinationRef } from './delivery-destination.js';

export type DigestRow = Selectable<DigestsTable>;

/** A change event waiting for a digest: its stored body. */
export interface WaitingEvent {
  eventId: string;
  body: string;
}

/** How a digest's period closes: the digest event to send (none for an empty period), the events it carries, the next close. */
export interface PeriodClose {
  event: EnqueueEventInput | null;
  eventIds: readonly string[];
  nextDigestAt: number;
}

export function destinationOfDigest(row: Pick<DigestRow, 'webhook_id' | 'channel_id'>): DestinationRef {
  return row.webhook_id !== null ? { kind: 'webhook', id: row.webhook_id } : { kind: 'channel', id: row.channel_id! };
}

export function createDigestRepository(db: Kysely<Schema>, capabilities: Pick<DialectCapabilities, 'skipLocked' | 'name'>) {
  const leases = createJobLeases(db, capabilities);
  return {
    /** Leases digests whose period has closed (see job-leases.ts). */
    claimDue(request: LeaseRequest & { limit: number }): Promise<DigestRow[]> {
      return leases.claimDue(DIGEST_JOBS, request);
    },

    /** The destination's digest setting; null once the destination is gone or sends at once. */
    async findSetting(row: DigestRow): Promise<DigestSetting | null> {
      const destination = destinationOfDigest(row);
      const found =
        destination.kind === 'webhook'
          ? await db.selectFrom('webhooks').select('digest').where('id', '=', destination.id).executeTakeFirst()
          : await db.selectFrom('channels').select('digest').where('id', '=', destination.id).executeTakeFirst();
      return found === undefined ? null : readDigestColumn(found.digest);
    },

    /** The change events filed for this digest before `before`, oldest first. */
    async listWaiting(digestId: string, before: number): Promise<WaitingEvent[]> {
      const rows = await db
        .selectFrom('digest_items')
        .innerJoin('events', 'events.id', 'digest_items.event_id')
        .select(['digest_items.event_id as eventId', 'events.body as body'])
        .where('digest_items.digest_id', '=', digestId)
        .where('digest_items.created_at', '<', before)
        .orderBy('digest_items.created_at')
        .orderBy('digest_items.event_id')
        .execute();
      return rows;
    },

    /**
     * Closes the digest's period under `owner`'s lease, in one transaction: the digest event and
     * its one delivery (when the period had changes), the carried events taken off the list, the
     * next close. Writes nothing and answers false when the lease was lost.
     */
    closePeriod(row: DigestRow, owner: string, close: PeriodClose): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const kept = await createJobLeases(trx, capabilities).complete(DIGEST_JOBS, row.id, owner, {
          period_start: row.next_digest_at,
          next_digest_at: close.nextDigestAt,
          last_error: null,
        });
        if (!kept) return false;
        if (close.event !== null) {
          await storeEvent(trx, close.event);
          await enqueueDelivery(trx, { eventId: close.event.eventId, eventType: close.event.type, destination: destinationOfDigest(row), createdAt: close.event.createdAt });
        }
        if (close.eventIds.length > 0) await trx.deleteFrom('digest_items').where('digest_id', '=', row.id).where('event_id', 'in', close.eventIds).execute();
        return true;
      });
    },

    /** Ends the lease of a digest whose run failed, keeping the error; it is due again at `retryAt`. */
    fail(row: DigestRow, owner: string, failure: { error: string; retryAt: number }): Promise<boolean> {
      return leases.fail(DIGEST_JOBS, row.id, owner, failure);
    },

    /** A digest whose destination no longer takes digests stops. */
    async stop(row: DigestRow, owner: string): Promise<void> {
      await leases.complete(DIGEST_JOBS, row.id, owner, { status: 'stopped' });
    },
  };
}

export type DigestRepository = ReturnType<typeof createDigestRepository>;
