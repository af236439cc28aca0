import type { Kysely, Selectable } from 'kysely';
import { insertWithinLimit, type LimitedInsert } from '../insert-within-limit.js';
import { precompile } from '../precompile.js';
import type { ApiKeysTable, Schema } from '../schema.js';
import type { UserRow } from './users.js';

export type ApiKeyRow = Selectable<ApiKeysTable>;

export function createApiKeyRepository(db: Kysely<Schema>) {
  const ownerByHash = precompile(
    db,
    db
      .selectFrom('api_keys')
      .innerJoin('users', 'users.id', 'api_keys.user_id')
      .selectAll('users')
      .where('api_keys.key_hash', '=', '')
      .where('api_keys.revoked_at', 'is', null),
  );
  return {
    /** Inserts the row unless its user already holds `limit` active ones. */
    insertWithinLimit(row: ApiKeyRow, limit: number): Promise<LimitedInsert> {
      return insertWithinLimit(db, {
        userId: row.user_id,
        now: row.created_at,
        limit,
        count: async (trx) => {
          const { n } = await trx
            .selectFrom('api_keys')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', row.user_id)
            .where('revoked_at', 'is', null)
            .executeTakeFirstOrThrow();
          return Number(n);
        },
        insert: async (trx) => {
          await trx.insertInto('api_keys').values(row).execute();
        },
      });
    },
    listActive(userId: string): Promise<ApiKeyRow[]> {
      return db
        .selectFrom('api_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    async revokeAllOfUser(userId: string, now: number): Promise<void> {
      await db.updateTable('api_keys').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    },
    async revoke(userId: string, id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('api_keys')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** One read per authenticated request: the key's owner, if the key is live. */
    async findOwnerByHash(keyHash: string): Promise<UserRow | undefined> {
      return (await ownerByHash(keyHash))[0];
    },
  };
}

export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;
