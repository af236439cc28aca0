import type { Kysely, Selectable } from 'kysely';
import type { DialectCapabilities } from '../database.js';
import { CHECK_JOBS, createJobLeases } from '../job-leases.js';
import { updateRowsById, type ColumnType } from '../update-rows-by-id.js';
import { enqueueEvent, type EnqueueEventInput } from './outbox.js';
import type { ChangesTable, ChecksTable, Schema } from '../schema.js';
import { readOneOf } from '../read-one-of.js';
import { readMonitor, type MonitorRow, type MonitorSourceRow } from './monitors.js';
import type { Monitor } from '../../domain/monitors/monitor.js';
import type { CheckLogRecord, RefusedRequest } from '../../domain/monitors/check-log.js';
import { CHECK_OUTCOMES } from '../../domain/monitors/check-outcome.js';
import { FETCH_METHODS } from '../../domain/rendering/render-mode.js';
import type { LatestReading } from '../../domain/monitors/latest-reading.js';
import type { ChangePayload } from '../../domain/webhooks/event-envelope.js';
import { AVAILABILITIES } from '../../domain/observation.js';
import type { Reading, ReadingField } from '../../domain/monitors/reading-series.js';

/** A source as a check reads it: with the JSON of its last observation, null before the first. */
export type CheckedSource = MonitorSourceRow & { last_observation: string | null };
/** A leased monitor with its sources as a check reads them. */
export type MonitorToCheck = Omit<Monitor, 'sources'> & { sources: CheckedSource[] };

export type CheckRow = Selectable<ChecksTable>;
export type ChangeRow = Selectable<ChangesTable>;

/** What a check changes on a source; fields left out stay as they are. */
/** A change as the history lists it: the event's change, and whether screenshots of it were kept. */
export type ListedChange = ChangePayload & { screenshots: boolean };

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
  /** JSON PendingChange, or null once the held change was confirmed or went away. */
  pending_change?: string | null;
}

export interface MonitorAfterCheck {
  last_check_at: number;
  next_check_at: number;
  last_error: string | null;
  last_change_at: number | null;
  consecutive_failures: number;
  failing_alerted_at: number | null;
}

/** A finished check of one leased monitor: its log rows, source updates, changes and their events. */
export interface FinishedCheck {
  monitorId: string;
  checks: CheckRow[];
  sources: SourceUpdate[];
  changes: ChangeRow[];
  events: EnqueueEventInput[];
  monitor: MonitorAfterCheck;
}

const MONITOR_AFTER_CHECK_COLUMNS: Readonly<Record<keyof MonitorAfterCheck, ColumnType>> = {
  last_check_at: 'bigint',
  next_check_at: 'bigint',
  last_error: 'text',
  last_change_at: 'bigint',
  consecutive_failures: 'integer',
  failing_alerted_at: 'bigint',
};

// Rows per INSERT: a few thousand parameters, far below both engines' limits.
const INSERT_CHUNK = 300;

function chunks<T>(rows: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / INSERT_CHUNK) }, (_, i) => rows.slice(i * INSERT_CHUNK, (i + 1) * INSERT_CHUNK));
}

/**
 * New observations are upserted in their own table; the other columns are updated grouped by the
 * columns they set, so each group is one many-row UPDATE.
 */
async function updateSources(trx: Kysely<Schema>, updates: readonly SourceUpdate[]): Promise<void> {
  const observations = updates.flatMap(({ id, last_observation: observation }) => (observation === undefined ? [] : [{ source_id: id, observation }]));
  for (const rows of chunks(observations)) {
    await trx
      .insertInto('source_observations')
      .values(rows)
      .onConflict((conflict) => conflict.column('source_id').doUpdateSet((eb) => ({ observation: eb.ref('excluded.observation') })))
      .execute();
  }
  const groups = new Map<string, Omit<SourceUpdate, 'last_observation'>[]>();
  for (const { last_observation: _observation, ...update } of updates) {
    const key = Object.keys(update).filter((name) => name !== 'id').sort().join(',');
    if (key !== '') groups.set(key, [...(groups.get(key) ?? []), update]);
  }
  for (const [key, group] of groups) {
    // Every column a check writes on a source is text.
    const columns = Object.fromEntries(key.split(',').map((name) => [name, 'text' as const]));
    await updateRowsById(trx, 'monitor_sources', columns, group.map(({ id, ...values }) => ({ id, values })));
  }
}

// The readings are the history's (listReadings), not the log's.
function readCheckLogRecord({ monitor_id: _monitor, blocked_requests, price: _price, availability: _availability, ...row }: CheckRow): CheckLogRecord {
  return {
    ...row,
    outcome: readOneOf(CHECK_OUTCOMES, row.outcome, 'checks.outcome'),
    fetched_with: readOneOf(FETCH_METHODS, row.fetched_with, 'checks.fetched_with'),
    blocked_requests: blocked_requests === null ? [] : (JSON.parse(blocked_requests) as RefusedRequest[]),
  };
}

function readReading<F extends ReadingField>(field: F, stored: number | string | null): Reading<F>['value'] {
  const value = field === 'price' ? Number(stored) : readOneOf(AVAILABILITIES, String(stored), 'checks.availability');
  return value as Reading<F>['value'];
}

export function createCheckRepository(db: Kysely<Schema>, capabilities: DialectCapabilities) {
  const leases = createJobLeases(db, capabilities);
  async function withSources(rows: MonitorRow[]): Promise<MonitorToCheck[]> {
    if (rows.length === 0) return [];
    const sources = await db
      .selectFrom('monitor_sources')
      .leftJoin('source_observations', 'source_observations.source_id', 'monitor_sources.id')
      .selectAll('monitor_sources')
      .select('source_observations.observation as last_observation')
      .where('monitor_sources.monitor_id', 'in', rows.map((r) => r.id))
      .orderBy('monitor_sources.position')
      .execute();
    const byMonitor = new Map<string, CheckedSource[]>();
    for (const source of sources) byMonitor.set(source.monitor_id, [...(byMonitor.get(source.monitor_id) ?? []), source]);
    return rows.map((row) => ({ ...readMonitor(row), sources: byMonitor.get(row.id) ?? [] }));
  }

  return {
    /** Leases up to `limit` due, active monitors to `owner`, oldest due first (see job-leases.ts). */
    async claimDue(owner: string, now: number, leaseMs: number, limit: number): Promise<MonitorToCheck[]> {
      return withSources(await leases.claimDue(CHECK_JOBS, { owner, now, leaseMs, limit }));
    },

    /** Leases one monitor for an on-demand check; undefined when it is being checked right now. */
    async claimOne(id: string, owner: string, now: number, leaseMs: number): Promise<MonitorToCheck | undefined> {
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
     * Stores finished checks, their changes and their events with deliveries (the outbox) in one
     * transaction, a few statements whatever their number. Each check is stored only while
     * `owner` still holds its monitor's lease: a worker whose lease expired (and was taken over)
     * must not store, or events would double. Returns the monitors whose checks were stored.
     */
    async storeChecks(owner: string, finished: readonly FinishedCheck[]): Promise<Set<string>> {
      return db.transaction().execute(async (trx) => {
        const settlements = finished.map((check) => ({ id: check.monitorId, values: check.monitor }));
        const stored = new Set(await createJobLeases(trx, capabilities).completeMany(CHECK_JOBS, owner, MONITOR_AFTER_CHECK_COLUMNS, settlements));
        const kept = finished.filter((check) => stored.has(check.monitorId));
        for (const rows of chunks(kept.flatMap((check) => check.checks))) await trx.insertInto('checks').values(rows).execute();
        await updateSources(trx, kept.flatMap((check) => check.sources));
        for (const rows of chunks(kept.flatMap((check) => check.changes))) await trx.insertInto('changes').values(rows).execute();
        for (const event of kept.flatMap((check) => check.events)) await enqueueEvent(trx, event);
        return stored;
      });
    },

    /**
     * A monitor's changes, newest first, as their events carry them, each with whether its page was
     * rendered in a browser: only then were screenshots kept.
     */
    async listChanges(monitorId: string, page: number, limit: number): Promise<{ changes: ListedChange[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('changes')
          .select(['changes.payload'])
          .select((eb) =>
            eb
              .exists(eb.selectFrom('checks').select('checks.id').whereRef('checks.change_id', '=', 'changes.id').where('checks.fetched_with', '=', 'browser'))
              .as('rendered'),
          )
          .where('changes.monitor_id', '=', monitorId)
          .orderBy('changes.detected_at', 'desc')
          .orderBy('changes.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db.selectFrom('changes').select((eb) => eb.fn.countAll<number>().as('n')).where('monitor_id', '=', monitorId).executeTakeFirstOrThrow(),
      ]);
      return {
        changes: rows.map((row) => ({ ...(JSON.parse(row.payload) as ChangePayload), screenshots: Boolean(row.rendered) })),
        total: Number(count.n),
      };
    },

    /**
     * The price and availability each monitor's pages showed at its last check that read either,
     * for the monitor list; a monitor with several pages gives one of them.
     */
    async latestReadings(monitorIds: readonly string[]): Promise<Map<string, LatestReading>> {
      if (monitorIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('checks as c')
        .select(['c.monitor_id', 'c.price', 'c.availability', 'c.started_at'])
        .where('c.monitor_id', 'in', [...monitorIds])
        .where((eb) => eb.or([eb('c.price', 'is not', null), eb('c.availability', 'is not', null)]))
        .where('c.started_at', '=', (eb) =>
          eb
            .selectFrom('checks as d')
            .select((inner) => inner.fn.max('d.started_at').as('latest'))
            .whereRef('d.monitor_id', '=', 'c.monitor_id')
            .where((inner) => inner.or([inner('d.price', 'is not', null), inner('d.availability', 'is not', null)])),
        )
        .execute();
      const readings = new Map<string, LatestReading>();
      for (const row of rows) {
        if (!readings.has(row.monitor_id)) readings.set(row.monitor_id, { price: row.price, availability: row.availability, at: Number(row.started_at) });
      }
      return readings;
    },

    async hasChange(monitorId: string, changeId: string): Promise<boolean> {
      const row = await db.selectFrom('changes').select('id').where('id', '=', changeId).where('monitor_id', '=', monitorId).executeTakeFirst();
      return row !== undefined;
    },

    /** A monitor's check log, newest first. */
    async listChecks(monitorId: string, page: number, limit: number): Promise<{ checks: CheckLogRecord[]; total: number }> {
      const [rows, count] = await Promise.all([
        db.selectFrom('checks').selectAll().where('monitor_id', '=', monitorId).orderBy('started_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
        db.selectFrom('checks').select((eb) => eb.fn.countAll<number>().as('n')).where('monitor_id', '=', monitorId).executeTakeFirstOrThrow(),
      ]);
      return { checks: rows.map(readCheckLogRecord), total: Number(count.n) };
    },

    /** What a monitor's checks read of one field, oldest first: one point per check and source that read it. */
    async listReadings<F extends ReadingField>(monitorId: string, field: F): Promise<Reading<F>[]> {
      const rows = await db
        .selectFrom('checks')
        .select(['started_at', 'price', 'availability'])
        .where('monitor_id', '=', monitorId)
        .where(field, 'is not', null)
        .orderBy('started_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ at: Number(row.started_at), value: readReading(field, row[field]) }));
    },
  };
}

export type CheckRepository = ReturnType<typeof createCheckRepository>;
