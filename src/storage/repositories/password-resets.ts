import type { Kysely, Selectable } from 'kysely';
import type { PasswordResetsTable, Schema } from '../schema.js';

export type PasswordResetRow = Selectable<PasswordResetsTable>;

export function createPasswordResetRepository(db: Kysely<Schema>) {
  return {
    async insert(row: PasswordResetRow): Promise<void> {
      await db.insertInto('password_resets').values(row).execute();
    },
    /**
     * Takes the token if it is still usable and discards every other unused token of its user,
     * in one transaction that first writes the user's row: two different tokens of one user
     * confirmed at the same instant queue behind that lock, so only the first can win.
     */
    async consumeAndDiscardOthers(tokenHash: string, now: number): Promise<string | null> {
      const owner = await db.selectFrom('password_resets').select('user_id').where('token_hash', '=', tokenHash).executeTakeFirst();
      if (!owner) return null;
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ updated_at: now }).where('id', '=', owner.user_id).execute();
        const taken = await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('user_id')
          .executeTakeFirst();
        if (!taken) return null;
        await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', taken.user_id).where('used_at', 'is', null).execute();
        return taken.user_id;
      });
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
