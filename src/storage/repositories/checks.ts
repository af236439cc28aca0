import type { Kysely, Selectable } from 'kysely';
import type { DialectCapabilities } from '../database.js';
import { CHECK_JOBS, createJobLeases } from '../job-leases.js';
import { enqueueEvent, type EnqueueEventInput } from './outbox.js';
import type { ChangesTable, ChecksTable, Schema } from '../schema.js';
import { readMonitor, type MonitorRow, type MonitorSourceRow, type MonitorWithSources } from './monitors.js';

export type CheckRow = Selectable<ChecksTable>;
export type ChangeRow = Selectable<ChangesTable>;

/** What a check changes on a source; fields left out stay as they are. */
export interface SourceUpdate {
  id: string;
  last_observation?: string;
  etag?: string | null;
  last_modified?: string | null;
  last_snapshot_key?: string;
  content_fingerprint?: string;
  observed_with?: string;
  url?: string;
  resolve_as?: string | null;
  resolved_from?: string;
}

export interface MonitorAfterCheck {
  last_check_at: number;
  next_check_at: number;
  last_error: string | null;
  last_change_at: number | null;
}

export function createCheckRepository(db: Kysely<Schema>, capabilities: DialectCapabilities) {
  const leases = createJobLeases(db, capabilities);
  async function withSources(rows: MonitorRow[]): Promise<MonitorWithSources[]> {
    if (rows.length === 0) return [];
    const sources = await db.selectFrom('monitor_sources').selectAll().where('monitor_id', 'in', rows.map((r) => r.id)).orderBy('position').execute();
    const byMonitor = new Map<string, MonitorSourceRow[]>();
    for (const source of sources) byMonitor.set(source.monitor_id, [...(byMonitor.get(source.monitor_id) ?? []), source]);
    return rows.map((row) => readMonitor(row, byMonitor.get(row.id) ?? []));
  }

  return {
    /** Leases up to `limit` due, active monitors to `owner`, oldest due first (see job-leases.ts). */
    async claimDue(owner: string, now: number, leaseMs: number, limit: number): Promise<MonitorWithSources[]> {
      return withSources(await leases.claimDue(CHECK_JOBS, { owner, now, leaseMs, limit }));
    },

    /** Leases one monitor for an on-demand check; undefined when it is being checked right now. */
    async claimOne(id: string, owner: string, now: number, leaseMs: number): Promise<MonitorWithSources | undefined> {
      const row = await leases.claimOne(CHECK_JOBS, id, { owner, now, leaseMs });
      return row ? (await withSources([row]))[0] : undefined;
    },

    /** Gives a monitor back unchecked (an on-demand check that failed to run). */
    async releaseLease(id: string, owner: string): Promise<void> {
      await leases.release(CHECK_JOBS, id, owner);
    },

    /** Ends a lease whose check failed unexpectedly: the error is kept and the monitor is due again at `retryAt`. */
    async failCheck(id: string, owner: string, failure: { error: string; retryAt: number }): Promise<boolean> {
      return leases.fail(CHECK_JOBS, id, owner, failure);
    },

    /**
     * Stores a finished check, its changes and their events with deliveries (the outbox) in one
     * transaction, only while `owner` still holds the lease: a worker whose lease expired (and
     * was taken over) must not store, or events would double.
     */
    async storeCheck(input: {
      monitorId: string;
      owner: string;
      checks: CheckRow[];
      sources: SourceUpdate[];
      changes: ChangeRow[];
      events: EnqueueEventInput[];
      monitor: MonitorAfterCheck;
    }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await createJobLeases(trx, capabilities).complete(CHECK_JOBS, input.monitorId, input.owner, input.monitor))) return false;
        if (input.checks.length > 0) await trx.insertInto('checks').values(input.checks).execute();
        for (const { id, ...fields } of input.sources) {
          await trx.updateTable('monitor_sources').set(fields).where('id', '=', id).execute();
        }
        if (input.changes.length > 0) await trx.insertInto('changes').values(input.changes).execute();
        for (const event of input.events) await enqueueEvent(trx, event);
        return true;
      });
    },

    async listChanges(monitorId: string, page: number, limit: number): Promise<{ rows: ChangeRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        db.selectFrom('changes').selectAll().where('monitor_id', '=', monitorId).orderBy('detected_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
        db.selectFrom('changes').select((eb) => eb.fn.countAll<number>().as('n')).where('monitor_id', '=', monitorId).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async hasChange(monitorId: string, changeId: string): Promise<boolean> {
      const row = await db.selectFrom('changes').select('id').where('id', '=', changeId).where('monitor_id', '=', monitorId).executeTakeFirst();
      return row !== undefined;
    },

    async listChecks(monitorId: string, page: number, limit: number): Promise<{ rows: CheckRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        db.selectFrom('checks').selectAll().where('monitor_id', '=', monitorId).orderBy('started_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
        db.selectFrom('checks').select((eb) => eb.fn.countAll<number>().as('n')).where('monitor_id', '=', monitorId).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Check logs are kept for a bounded time; changes stay until their monitor is deleted. */
    async pruneChecks(olderThan: number): Promise<number> {
      const result = await db.deleteFrom('checks').where('started_at', '<', olderThan).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type CheckRepository = ReturnType<typeof createCheckRepository>;
