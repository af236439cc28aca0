import type { Kysely, Selectable, Updateable } from 'kysely';
import { insertWithinLimit, type LimitedInsert } from '../insert-within-limit.js';
import type { Monitor } from '../../domain/monitors/monitor.js';
import type { Interpretation } from '../../domain/monitors/monitor-rules.js';
import type { MonitorSourcesTable, MonitorsTable, Schema } from '../schema.js';

export type MonitorRow = Selectable<MonitorsTable>;
export type MonitorSourceRow = Selectable<MonitorSourcesTable>;
export type MonitorPatch = Pick<Updateable<MonitorsTable>, 'name' | 'status' | 'sensitivity' | 'check_interval_seconds' | 'next_check_at' | 'updated_at' | 'render'>;

export type MonitorWithSources = Monitor;

/** The domain monitor of a stored row: the interpretation column holds JSON text. */
export function readMonitor(row: MonitorRow, sources: MonitorSourceRow[]): Monitor {
  return { ...row, interpretation: row.interpretation === null ? null : (JSON.parse(row.interpretation) as Interpretation), sources };
}

export function createMonitorRepository(db: Kysely<Schema>) {
  async function attachSources(rows: MonitorRow[]): Promise<MonitorWithSources[]> {
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
    return rows.map((row) => readMonitor(row, sources.filter((source) => source.monitor_id === row.id)));
  }

  return {
    /** Inserts the monitor and its sources unless the owner already has `limit` monitors. */
    insertWithinLimit({ sources, ...fields }: Monitor, limit: number | null): Promise<LimitedInsert> {
      const monitor: MonitorRow = { ...fields, interpretation: fields.interpretation === null ? null : JSON.stringify(fields.interpretation) };
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
        },
      });
    },
    async findOwned(userId: string, id: string): Promise<MonitorWithSources | undefined> {
      const row = await db.selectFrom('monitors').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row ? (await attachSources([row]))[0] : undefined;
    },
    async isOwned(userId: string, id: string): Promise<boolean> {
      const row = await db.selectFrom('monitors').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row !== undefined;
    },
    async listOwned(userId: string, page: number, limit: number): Promise<{ rows: MonitorWithSources[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('monitors')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db.selectFrom('monitors').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
      ]);
      return { rows: await attachSources(rows), total: Number(count.n) };
    },
    async updateOwned(userId: string, id: string, patch: MonitorPatch): Promise<boolean> {
      const result = await db.updateTable('monitors').set(patch).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Sources, checks and changes go with the monitor (foreign keys cascade). */
    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('monitors').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type MonitorRepository = ReturnType<typeof createMonitorRepository>;
