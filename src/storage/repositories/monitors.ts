import type { Kysely, Selectable, Updateable } from 'kysely';
import type { MonitorSourcesTable, MonitorsTable, Schema } from '../schema.js';

export type MonitorRow = Selectable<MonitorsTable>;
export type MonitorSourceRow = Selectable<MonitorSourcesTable>;
export type MonitorPatch = Pick<Updateable<MonitorsTable>, 'name' | 'status' | 'sensitivity' | 'check_interval_seconds' | 'next_check_at' | 'updated_at' | 'render'>;

export interface MonitorWithSources extends MonitorRow {
  sources: MonitorSourceRow[];
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
    return rows.map((row) => ({ ...row, sources: sources.filter((source) => source.monitor_id === row.id) }));
  }

  return {
    /**
     * Inserts the monitor and its sources unless the owner already has `limit` monitors.
     * The count and the insert share a transaction that first touches the owner's row, so two
     * concurrent creates cannot both slip under the limit.
     */
    async insertWithinLimit(monitor: MonitorRow, sources: MonitorSourceRow[], limit: number | null): Promise<'created' | 'over_limit'> {
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ updated_at: monitor.created_at }).where('id', '=', monitor.user_id).execute();
        if (limit !== null) {
          const { n } = await trx
            .selectFrom('monitors')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', monitor.user_id)
            .executeTakeFirstOrThrow();
          if (Number(n) >= limit) return 'over_limit';
        }
        await trx.insertInto('monitors').values(monitor).execute();
        if (sources.length > 0) await trx.insertInto('monitor_sources').values(sources).execute();
        return 'created';
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
