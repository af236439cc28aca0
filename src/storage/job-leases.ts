import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { DialectCapabilities } from './database.js';
import { createShapeCache, runShape, splitInPowersOfTwo } from './precompile.js';
import type { Schema } from './schema.js';
import { valuesForUpdate, type ColumnType } from './update-rows-by-id.js';

/**
 * One job shape for all background work. A job is a row with a status, a due time, a lease
 * (`lease_owner`, `lease_expires_at`) and `last_error`. A worker claims due rows under a
 * lease, runs them, and ends the lease by completing or failing the row, which only
 * succeeds while it still holds the lease: a worker whose lease expired and was taken over
 * must not write, or work would be recorded twice.
 */
export interface JobKind<T extends keyof Schema> {
  readonly table: T;
  /** When the row is next due; rows whose due time has come are claimed, oldest first. */
  readonly dueColumn: keyof Schema[T] & string;
  /** Rows in any other status never run. */
  readonly readyStatus: string;
}

/** A monitor is a check job, due at `next_check_at` while active. */
export const CHECK_JOBS = { table: 'monitors', dueColumn: 'next_check_at', readyStatus: 'active' } as const satisfies JobKind<'monitors'>;
/** A delivery is a job, due at `next_attempt_at` while pending. */
export const DELIVERY_JOBS = { table: 'deliveries', dueColumn: 'next_attempt_at', readyStatus: 'pending' } as const satisfies JobKind<'deliveries'>;

/** A digest destination is a job, due at `next_digest_at` when its period closes. */
export const DIGEST_JOBS = { table: 'digests', dueColumn: 'next_digest_at', readyStatus: 'active' } as const satisfies JobKind<'digests'>;

export type JobTable = (typeof CHECK_JOBS | typeof DELIVERY_JOBS | typeof DIGEST_JOBS)['table'];

export interface LeaseRequest {
  /** Written into lease_owner; unique per process. */
  owner: string;
  now: number;
  leaseMs: number;
}

/** The columns every job table has, under one name for the due time: what this module touches. */
interface JobColumns {
  id: string;
  status: string;
  lease_owner: string | null;
  lease_expires_at: number | null;
  last_error: string | null;
}

export interface JobSettlement<T extends JobTable> {
  id: string;
  values: Updateable<Schema[T]>;
}

// Kysely types each table separately; the lease statements are the same for every job table.
const asJobTables = (db: Kysely<Schema>) => db as unknown as Kysely<Record<string, JobColumns>>;

const leaseIsFree = (now: unknown) => sql<boolean>`(lease_expires_at is null or lease_expires_at <= ${now})`;

// Claims and settlements run for every batch of every job kind: built and compiled once per shape.
const shapes = createShapeCache();

export function createJobLeases(db: Kysely<Schema>, capabilities: Pick<DialectCapabilities, 'skipLocked' | 'name'>) {
  const jobs = asJobTables(db);
  return {
    /**
     * Leases up to `limit` due rows in one statement, oldest due first. A lease that expired
     * (its worker died) makes the row claimable again. PostgreSQL claimers skip each other's
     * locked rows; SQLite serialises writers, so the statement runs alone.
     */
    async claimDue<T extends JobTable>(kind: JobKind<T>, request: LeaseRequest & { limit: number }): Promise<Selectable<Schema[T]>[]> {
      const { now } = request;
      const due = sql.ref(kind.dueColumn);
      // Inputs: 0 owner, 1 now, 2 lease expiry, 3 limit.
      const shape = shapes.shape(`${capabilities.name} claim ${kind.table}`, (slot) =>
        jobs
          .updateTable(kind.table as string)
          .set({ lease_owner: slot(0), lease_expires_at: slot(2) })
          .where('id', 'in', (eb) =>
            eb
              .selectFrom(kind.table as string)
              .select('id')
              .where('status', '=', kind.readyStatus)
              .where(sql<boolean>`${due} <= ${slot(1)}`)
              .where(leaseIsFree(slot(1)))
              .orderBy(due)
              .limit(slot(3))
              .$if(capabilities.skipLocked, (q) => q.forUpdate().skipLocked()),
          )
          // Repeated so a row another claimer took between the subquery and the update is left alone.
          // The status is not repeated: SQLite would then walk every ready row instead of the
          // primary key, and a row finished meanwhile fails the subquery's re-check under its lock.
          .where(leaseIsFree(slot(1)))
          .returningAll()
          .compile(),
      );
      const rows = await runShape(db, shape, [request.owner, now, now + request.leaseMs, request.limit]);
      return rows as unknown as Selectable<Schema[T]>[];
    },

    /** Leases one row whatever its due time (an on-demand run); undefined while another worker holds it. */
    async claimOne<T extends JobTable>(kind: JobKind<T>, id: string, request: LeaseRequest): Promise<Selectable<Schema[T]> | undefined> {
      const row = await jobs
        .updateTable(kind.table as string)
        .set({ lease_owner: request.owner, lease_expires_at: request.now + request.leaseMs })
        .where('id', '=', id)
        .where(leaseIsFree(request.now))
        .returningAll()
        .executeTakeFirst();
      return row as Selectable<Schema[T]> | undefined;
    },

    /**
     * Ends `owner`'s lease on one row and writes `values` (status, next due time, results).
     * Returns false, writing nothing, when the lease was lost or the row is gone. Inside a
     * transaction, the caller's other writes belong with the row only when this returns true.
     */
    async complete<T extends JobTable>(kind: JobKind<T>, id: string, owner: string, values: Updateable<Schema[T]>): Promise<boolean> {
      const result = await jobs
        .updateTable(kind.table as string)
        .set({ ...(values as Updateable<JobColumns>), lease_owner: null, lease_expires_at: null })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Ends `owner`'s lease on a row whose run failed: keeps the error on the row and makes it due
     * again at `retryAt`. Returns false when the lease was lost.
     */
    async fail<T extends JobTable>(kind: JobKind<T>, id: string, owner: string, failure: { error: string; retryAt: number }): Promise<boolean> {
      const result = await jobs
        .updateTable(kind.table as string)
        .set({ last_error: failure.error.slice(0, 2000), lease_owner: null, lease_expires_at: null, [kind.dueColumn]: failure.retryAt } as Updateable<JobColumns>)
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Completes many leased rows in a few statements (an UPDATE … FROM (VALUES …) of up to
     * 256 rows each), each row with its own values; returns the ids still leased to `owner`,
     * the ones written. `columns` names and types the value columns, the same for every row.
     */
    async completeMany<T extends JobTable>(
      kind: JobKind<T>,
      owner: string,
      columns: Readonly<Record<string, ColumnType>>,
      settlements: readonly JobSettlement<T>[],
    ): Promise<string[]> {
      const names = Object.keys(columns);
      const width = names.length + 1;
      const written: string[] = [];
      for (const chunk of splitInPowersOfTwo(settlements, SETTLE_CHUNK)) {
        // Inputs: each row's id then its values in `names` order, then the owner.
        const shape = shapes.shape(`${capabilities.name} settle ${kind.table} ${JSON.stringify(columns)} ${chunk.length}`, (slot) => {
          const { given, set } = valuesForUpdate('settled', columns, chunk.length, (row, column) => slot(row * width + column));
          const table = sql.table(kind.table);
          return sql`
            ${given}
            update ${table}
            set ${set}, lease_owner = null, lease_expires_at = null
            from settled
            where ${table}.id = settled.id and ${table}.lease_owner = ${slot(chunk.length * width)}
            returning ${table}.id`.compile(db);
        });
        const inputs: unknown[] = [];
        for (const { id, values } of chunk) {
          inputs.push(id);
          for (const name of names) inputs.push((values as Record<string, unknown>)[name] ?? null);
        }
        inputs.push(owner);
        for (const { id } of await runShape<{ id: string }>(db, shape, inputs)) written.push(id);
      }
      return written;
    },

    /** Gives a row back without recording anything, as if it had never been claimed. */
    async release<T extends JobTable>(kind: JobKind<T>, id: string, owner: string): Promise<void> {
      await jobs.updateTable(kind.table as string).set({ lease_owner: null, lease_expires_at: null }).where('id', '=', id).where('lease_owner', '=', owner).execute();
    },
  };
}

// Most rows per statement, a power of two: a few parameters each stays far below both engines' limits.
const SETTLE_CHUNK = 256;

export type JobLeases = ReturnType<typeof createJobLeases>;
