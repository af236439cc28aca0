import type { Kysely, Selectable } from 'kysely';
import type { ChannelsTable, Schema } from '../schema.js';

export type ChannelRow = Selectable<ChannelsTable>;

export function createChannelRepository(db: Kysely<Schema>) {
  return {
    async insert(row: ChannelRow): Promise<void> {
      await db.insertInto('channels').values(row).execute();
    },
    async countByUser(userId: string): Promise<number> {
      const row = await db
        .selectFrom('channels')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
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
