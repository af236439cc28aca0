import type { Kysely, Selectable } from 'kysely';
import type { PasswordResetsTable, Schema } from '../schema.js';

export type PasswordResetRow = Selectable<PasswordResetsTable>;

export function createPasswordResetRepository(db: Kysely<Schema>) {
  return {
    async insert(row: PasswordResetRow): Promise<void> {
      await db.insertInto('password_resets').values(row).execute();
    },
    /** Marks every unused token of the user used: after a password change none of them may set it again. */
    async discardAllOfUser(userId: string, now: number): Promise<void> {
      await db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
    },
    /** Marks the token used if it is still usable; only one caller can win a given token. */
    async consume(tokenHash: string, now: number): Promise<string | null> {
      const row = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
