import type { Kysely, Selectable } from 'kysely';
import type { ChangePayload } from '../../domain/webhooks/event-envelope.js';
import type { FeedsTable, Schema } from '../schema.js';

export type FeedRow = Selectable<FeedsTable>;

/** Which of an owner's changes a feed shows: all, one monitor's, or those of monitors carrying a tag. */
export interface FeedScope {
  userId: string;
  monitorId?: string;
  tag?: string;
  limit: number;
}

export function createFeedRepository(db: Kysely<Schema>) {
  const readRow = (row: FeedRow): FeedRow => ({ ...row, created_at: Number(row.created_at) });
  return {
    async insert(row: FeedRow): Promise<void> {
      await db.insertInto('feeds').values(row).execute();
    },
    async countByUser(userId: string): Promise<number> {
      const { n } = await db.selectFrom('feeds').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(n);
    },
    async listByUser(userId: string): Promise<FeedRow[]> {
      const rows = await db.selectFrom('feeds').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(readRow);
    },
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('feeds').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async findByTokenHash(tokenHash: string): Promise<FeedRow | undefined> {
      const row = await db.selectFrom('feeds').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
      return row === undefined ? undefined : readRow(row);
    },
    /** The scope's changes, newest first, as their events carry them. */
    async listChanges(scope: FeedScope): Promise<ChangePayload[]> {
      let query = db.selectFrom('changes').select('changes.payload').where('changes.user_id', '=', scope.userId);
      if (scope.monitorId !== undefined) query = query.where('changes.monitor_id', '=', scope.monitorId);
      if (scope.tag !== undefined) {
        query = query.where('changes.monitor_id', 'in', db.selectFrom('monitor_tags').select('monitor_id').where('user_id', '=', scope.userId).where('tag', '=', scope.tag));
      }
      const rows = await query.orderBy('changes.detected_at', 'desc').orderBy('changes.id', 'desc').limit(scope.limit).execute();
      return rows.map((row) => JSON.parse(row.payload) as ChangePayload);
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
