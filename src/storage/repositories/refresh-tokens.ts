import type { Kysely, Selectable } from 'kysely';
import type { RefreshTokensTable, Schema } from '../schema.js';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export function createRefreshTokenRepository(db: Kysely<Schema>) {
  return {
    async insert(row: RefreshTokenRow): Promise<void> {
      await db.insertInto('refresh_tokens').values(row).execute();
    },
    findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    async revoke(id: string, now: number): Promise<void> {
      await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    },
    async revokeAllOfUser(userId: string, now: number): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
