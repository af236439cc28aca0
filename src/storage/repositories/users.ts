import type { Kysely, Selectable } from 'kysely';
import { precompile } from '../precompile.js';
import type { Schema, UsersTable } from '../schema.js';

export type UserRow = Selectable<UsersTable>;

export function createUserRepository(db: Kysely<Schema>) {
  const byId = precompile(db, db.selectFrom('users').selectAll().where('id', '=', ''));
  return {
    async insert(user: UserRow): Promise<'created' | 'email_taken'> {
      const result = await db
        .insertInto('users')
        .values(user)
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? 'created' : 'email_taken';
    },
    /** Runs on every request authenticated by an access token. */
    async findById(id: string): Promise<UserRow | undefined> {
      return (await byId(id))[0];
    },
    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },
    async updatePassword(id: string, passwordHash: string, now: number): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).execute();
    },
    /** Only the first confirmation counts: the time the address was first shown to be the user's. */
    async markEmailConfirmed(id: string, now: number): Promise<void> {
      await db.updateTable('users').set({ email_confirmed_at: now, updated_at: now }).where('id', '=', id).where('email_confirmed_at', 'is', null).execute();
    },
    async updateTier(email: string, tier: string, now: number): Promise<boolean> {
      const result = await db.updateTable('users').set({ tier, updated_at: now }).where('email', '=', email).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
