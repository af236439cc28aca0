import { sql, type Kysely, type Selectable } from 'kysely';
import type { DeliveriesTable, DeliveryAttemptsTable, Schema } from '../schema.js';

export type DeliveryRow = Selectable<DeliveriesTable>;
export type DeliveryAttemptRow = Selectable<DeliveryAttemptsTable>;
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface ClaimRequest {
  now: number;
  limit: number;
  owner: string;
  leaseMs: number;
  /** PostgreSQL: claimers skip each other's locked rows instead of queueing behind them. */
  skipLocked: boolean;
}

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

// Rows per statement: 9 parameters each (5 per update) stays far below both engines' limits.
const INSERT_CHUNK = 500;
const UPDATE_CHUNK = 500;

/**
 * One UPDATE … FROM (VALUES …) for many deliveries, guarded by the lease, returning the ids it
 * changed. The casts give PostgreSQL the column types that untyped parameters lack.
 */
function updateLeasedDeliveries(owner: string, now: number, updates: readonly DeliveryUpdate[]) {
  const values = updates.map(
    (u) =>
      sql`(cast(${u.deliveryId} as text), cast(${u.status} as text), cast(${u.attemptCount} as integer), cast(${u.nextAttemptAt} as bigint), cast(${u.errorCode} as text))`,
  );
  return sql<{ id: string }>`
    with outcome (id, status, attempt_count, next_attempt_at, error_code) as (values ${sql.join(values)})
    update deliveries
    set status = outcome.status, attempt_count = outcome.attempt_count, next_attempt_at = outcome.next_attempt_at,
        error_code = outcome.error_code, lease_owner = null, lease_expires_at = null, updated_at = ${now}
    from outcome
    where deliveries.id = outcome.id and deliveries.lease_owner = ${owner}
    returning deliveries.id`;
}

export function createDeliveryRepository(db: Kysely<Schema>) {
  return {
    /**
     * Leases up to `limit` due deliveries to `owner` in one statement. A lease that
     * expired (its worker died mid-attempt) makes the delivery due again.
     */
    claimDue(request: ClaimRequest): Promise<DeliveryRow[]> {
      const { now } = request;
      return db
        .updateTable('deliveries')
        .set({ lease_owner: request.owner, lease_expires_at: now + request.leaseMs })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('deliveries')
            .select('id')
            .where('status', '=', 'pending')
            .where('next_attempt_at', '<=', now)
            .where((w) => w.or([w('lease_expires_at', 'is', null), w('lease_expires_at', '<=', now)]))
            .orderBy('next_attempt_at')
            .limit(request.limit)
            .$if(request.skipLocked, (q) => q.forUpdate().skipLocked()),
        )
        // Repeated so a row another claimer took between the subquery and the update is left alone.
        // The status is not repeated: SQLite would then walk every pending row instead of the
        // primary key, and a row finished meanwhile fails the subquery's re-check under its lock.
        .where((w) => w.or([w('lease_expires_at', 'is', null), w('lease_expires_at', '<=', now)]))
        .returningAll()
        .execute();
    },
    /**
     * Writes a batch of attempt outcomes in one transaction (the caller's, when called inside
     * one); results of a lease lost meanwhile are dropped.
     */
    async recordOutcomes(owner: string, now: number, updates: readonly DeliveryUpdate[]): Promise<number> {
      if (updates.length === 0) return 0;
      const write = async (trx: Kysely<Schema>): Promise<number> => {
        const attemptById = new Map(updates.map((update) => [update.deliveryId, update.attempt]));
        const attempts: DeliveryAttemptRow[] = [];
        for (let i = 0; i < updates.length; i += UPDATE_CHUNK) {
          const { rows } = await updateLeasedDeliveries(owner, now, updates.slice(i, i + UPDATE_CHUNK)).execute(trx);
          for (const { id } of rows) {
            const attempt = attemptById.get(id);
            if (attempt) attempts.push(attempt);
          }
        }
        for (let i = 0; i < attempts.length; i += INSERT_CHUNK) {
          await trx.insertInto('delivery_attempts').values(attempts.slice(i, i + INSERT_CHUNK)).execute();
        }
        return attempts.length;
      };
      return db.isTransaction ? write(db) : db.transaction().execute(write);
    },
    /** Attempts per webhook since `since`, leaving out those the cap itself refused. */
    async countRecentAttempts(webhookIds: readonly string[], since: number, capError: string): Promise<Map<string, number>> {
      if (webhookIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('delivery_attempts')
        .select((eb) => ['webhook_id', eb.fn.countAll<number>().as('n')])
        .where('webhook_id', 'in', webhookIds)
        .where('attempted_at', '>', since)
        .where((w) => w.or([w('error', 'is', null), w('error', '<>', capError)]))
        .groupBy('webhook_id')
        .execute();
      return new Map(rows.map((row) => [row.webhook_id, Number(row.n)]));
    },
    async findEventBodies(eventIds: readonly string[]): Promise<Map<string, string>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db.selectFrom('events').select(['id', 'body']).where('id', 'in', eventIds).execute();
      return new Map(rows.map((row) => [row.id, row.body]));
    },
    findInWebhook(webhookId: string, deliveryId: string): Promise<DeliveryRow | undefined> {
      return db.selectFrom('deliveries').selectAll().where('id', '=', deliveryId).where('webhook_id', '=', webhookId).executeTakeFirst();
    },
    async listPage(webhookId: string, page: number, limit: number): Promise<{ rows: DeliveryRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('deliveries')
          .selectAll()
          .where('webhook_id', '=', webhookId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db
          .selectFrom('deliveries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('webhook_id', '=', webhookId)
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
