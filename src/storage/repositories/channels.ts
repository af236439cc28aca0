import type { Kysely, Selectable } from 'kysely';
import type { ChannelsTable, Schema } from '../schema.js';
import { createDestinationTable } from './destinations.js';

export type ChannelRow = Selectable<ChannelsTable>;

export function createChannelRepository(db: Kysely<Schema>) {
  return {
    ...createDestinationTable(db, 'channels'),
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
