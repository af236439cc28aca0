import type { Kysely, Selectable } from 'kysely';
import { insertWithinLimit, type LimitedInsert } from '../insert-within-limit.js';
import type { ChannelsTable, Schema } from '../schema.js';
import { countDestinations } from './webhooks.js';

export type ChannelRow = Selectable<ChannelsTable>;

export function createChannelRepository(db: Kysely<Schema>) {
  return {
    /** Inserts the channel unless its user already holds `limit` destinations (active webhooks and channels together). */
    insertWithinLimit(row: ChannelRow, limit: number): Promise<LimitedInsert> {
      return insertWithinLimit(db, {
        userId: row.user_id,
        now: row.created_at,
        limit,
        count: async (trx) => {
          const held = await countDestinations(trx, row.user_id);
          return held.webhooks + held.channels;
        },
        insert: async (trx) => {
          await trx.insertInto('channels').values(row).execute();
        },
      });
    },
    listByUser(userId: string): Promise<ChannelRow[]> {
      return db.selectFrom('channels').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },
    /** A channel only when it belongs to `userId`: another user's id reads as unknown. */
    findOwned(userId: string, id: string): Promise<ChannelRow | undefined> {
      return db.selectFrom('channels').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },
    /** The channels behind a batch of deliveries, in one query. */
    findByIds(ids: readonly string[]): Promise<ChannelRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('channels').selectAll().where('id', 'in', ids).execute();
    },
    /** Deletes the channel and, by cascade, its deliveries and their attempts. */
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('channels').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async replaceConfirmToken(id: string, tokenHash: string, now: number): Promise<void> {
      await db.updateTable('channels').set({ confirm_token_hash: tokenHash, updated_at: now }).where('id', '=', id).where('confirmed_at', 'is', null).execute();
    },
    /** Confirms the channel whose link carried this token; the token works once. */
    confirmByTokenHash(tokenHash: string, now: number): Promise<ChannelRow | undefined> {
      return db
        .updateTable('channels')
        .set({ confirmed_at: now, confirm_token_hash: null, updated_at: now })
        .where('confirm_token_hash', '=', tokenHash)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type ChannelRepository = ReturnType<typeof createChannelRepository>;
