import type { Kysely, Selectable, Transaction } from 'kysely';
import { insertWithinLimit, type LimitedInsert } from '../insert-within-limit.js';
import { readOneOf } from '../read-one-of.js';
import type { Condition } from '../../domain/conditions/condition-list.js';
import { readCondition } from '../../domain/conditions/read-condition.js';
import { parseReadingRules, storedReadingRules } from '../../domain/extraction/reading-rules.js';
import type { Monitor, MonitorPatch, MonitorSource } from '../../domain/monitors/monitor.js';
import { MONITOR_MODES, MONITOR_STATUSES, type Interpretation } from '../../domain/monitors/monitor-rules.js';
import { FETCH_METHODS, RENDER_MODES } from '../../domain/rendering/render-mode.js';
import { RESOLUTION_TARGETS } from '../../domain/sources/resolution-target.js';
import type { MonitorSourcesTable, MonitorsTable, Schema } from '../schema.js';
import { readAccessColumns, writeAccessColumns } from './monitor-access-columns.js';

export type MonitorRow = Selectable<MonitorsTable>;
export type MonitorSourceRow = Selectable<MonitorSourcesTable>;

/** The domain source of a stored row: its text columns narrowed to their lists. */
export function readMonitorSource(row: MonitorSourceRow): MonitorSource {
  return {
    ...row,
    observed_with: row.observed_with === null ? null : readOneOf(FETCH_METHODS, row.observed_with, 'monitor_sources.observed_with'),
    resolve_as: row.resolve_as === null ? null : readOneOf(RESOLUTION_TARGETS, row.resolve_as, 'monitor_sources.resolve_as'),
  };
}

/** A stored condition that does not read as one was written by other code: an error, never "no condition". */
function readStoredCondition(json: string): Condition {
  const reading = readCondition(JSON.parse(json), 'monitors.condition');
  if (!reading.ok) throw new Error(reading.error);
  return reading.condition;
}

/** The column's text for a condition. */
export function writeCondition(condition: Condition | null): string | null {
  return condition === null ? null : JSON.stringify(condition);
}

/** The domain monitor of a stored row, without its sources: the interpretation and condition columns hold JSON text, and the lease stays in storage. */
export function readMonitor(row: MonitorRow): Omit<Monitor, 'sources'> {
  const { lease_owner: _owner, lease_expires_at: _expires, interpretation, condition, reading_rules, steps, proxy_sealed, proxy_masked, confirm_changes, tags, ...fields } = row;
  return {
    ...fields,
    tags: readTagsColumn(tags),
    ...readAccessColumns({ steps, proxy_sealed, proxy_masked }),
    confirm_changes: confirm_changes === null ? null : confirm_changes === 1,
    mode: readOneOf(MONITOR_MODES, row.mode, 'monitors.mode'),
    status: readOneOf(MONITOR_STATUSES, row.status, 'monitors.status'),
    render: readOneOf(RENDER_MODES, row.render, 'monitors.render'),
    interpretation: interpretation === null ? null : (JSON.parse(interpretation) as Interpretation),
    condition: condition === null ? null : readStoredCondition(condition),
    reading_rules: parseReadingRules(reading_rules),
  };
}

/** `monitors.tags`: a JSON list of tags the service normalised before writing. */
function readTagsColumn(stored: string): string[] {
  return JSON.parse(stored) as string[];
}

/** Makes monitor_tags say what `monitors.tags` says, in the transaction that writes that column. */
async function replaceTagRows(trx: Transaction<Schema>, monitor: { id: string; user_id: string }, tags: readonly string[]): Promise<void> {
  await trx.deleteFrom('monitor_tags').where('monitor_id', '=', monitor.id).execute();
  if (tags.length > 0) await trx.insertInto('monitor_tags').values(tags.map((tag) => ({ monitor_id: monitor.id, user_id: monitor.user_id, tag }))).execute();
}

/** A setting that may be left to its default: 0/1, or null. */
function writeFlag(value: boolean | null): number | null {
  return value === null ? null : value ? 1 : 0;
}

export function createMonitorRepository(db: Kysely<Schema>) {
  async function attachSources(rows: MonitorRow[]): Promise<Monitor[]> {
    if (rows.length === 0) return [];
    const sources = await db
      .selectFrom('monitor_sources')
      .selectAll()
      .where(
        'monitor_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('position')
      .execute();
    return rows.map((row) => ({ ...readMonitor(row), sources: sources.filter((source) => source.monitor_id === row.id).map(readMonitorSource) }));
  }

  return {
    /** Inserts the monitor and its sources unless the owner already has `limit` monitors. */
    insertWithinLimit({ sources, steps, proxy, tags, reading_rules, ...fields }: Monitor, limit: number | null): Promise<LimitedInsert> {
      const monitor: MonitorRow = {
        ...fields,
        tags: JSON.stringify(tags),
        steps: null,
        proxy_sealed: null,
        proxy_masked: null,
        ...writeAccessColumns({ steps, proxy }),
        confirm_changes: writeFlag(fields.confirm_changes),
        interpretation: fields.interpretation === null ? null : JSON.stringify(fields.interpretation),
        condition: writeCondition(fields.condition),
        reading_rules: storedReadingRules(reading_rules),
        lease_owner: null,
        lease_expires_at: null,
      };
      return insertWithinLimit(db, {
        userId: monitor.user_id,
        now: monitor.created_at,
        limit,
        count: async (trx) => {
          const { n } = await trx.selectFrom('monitors').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', monitor.user_id).executeTakeFirstOrThrow();
          return Number(n);
        },
        insert: async (trx) => {
          await trx.insertInto('monitors').values(monitor).execute();
          if (sources.length > 0) await trx.insertInto('monitor_sources').values(sources).execute();
          await replaceTagRows(trx, monitor, tags);
        },
      });
    },
    async findOwned(userId: string, id: string): Promise<Monitor | undefined> {
      const row = await db.selectFrom('monitors').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row ? (await attachSources([row]))[0] : undefined;
    },
    async isOwned(userId: string, id: string): Promise<boolean> {
      const row = await db.selectFrom('monitors').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row !== undefined;
    },
    /** `tag` (normalised) keeps the monitors carrying it. */
    async listOwned(userId: string, page: number, limit: number, tag?: string): Promise<{ rows: Monitor[]; total: number }> {
      const owned = () => {
        const query = db.selectFrom('monitors').where('user_id', '=', userId);
        return tag === undefined
          ? query
          : query.where('id', 'in', db.selectFrom('monitor_tags').select('monitor_id').where('user_id', '=', userId).where('tag', '=', tag));
      };
      const [rows, count] = await Promise.all([
        owned()
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        owned().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: await attachSources(rows), total: Number(count.n) };
    },
    /**
     * `forgetObservations`: the sources' stored observations and what lets a check skip unchanged
     * bytes go too, in the same transaction, so the next check reads every page afresh as a baseline.
     */
    async updateOwned(userId: string, id: string, patch: MonitorPatch, options: { forgetObservations?: boolean } = {}): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const { steps, proxy, confirm_changes, condition, interpretation, tags, reading_rules, ...columns } = patch;
        const set = {
          ...columns,
          ...writeAccessColumns({ steps, proxy }),
          ...(confirm_changes === undefined ? {} : { confirm_changes: writeFlag(confirm_changes) }),
          ...(condition === undefined ? {} : { condition: writeCondition(condition) }),
          ...(interpretation === undefined ? {} : { interpretation: interpretation === null ? null : JSON.stringify(interpretation) }),
          ...(tags === undefined ? {} : { tags: JSON.stringify(tags) }),
          ...(reading_rules === undefined ? {} : { reading_rules: storedReadingRules(reading_rules) }),
        };
        const result = await trx.updateTable('monitors').set(set).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
        const updated = Number(result.numUpdatedRows) === 1;
        if (updated && tags !== undefined) await replaceTagRows(trx, { id, user_id: userId }, tags);
        if (updated && options.forgetObservations) {
          const sources = trx.selectFrom('monitor_sources').select('id').where('monitor_id', '=', id);
          await trx.deleteFrom('source_observations').where('source_id', 'in', sources).execute();
          await trx
            .updateTable('monitor_sources')
            .set({ content_fingerprint: null, etag: null, last_modified: null, pending_change: null })
            .where('monitor_id', '=', id)
            .execute();
        }
        return updated;
      });
    },
    /** Sources, checks and changes go with the monitor (foreign keys cascade). */
    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('monitors').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type MonitorRepository = ReturnType<typeof createMonitorRepository>;
