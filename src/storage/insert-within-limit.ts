import type { Kysely, Transaction } from 'kysely';
import type { Schema } from './schema.js';

export type LimitedInsert = 'created' | 'over_limit';

/**
 * Counts what a user holds and inserts one more in one transaction that first writes the
 * user's row: concurrent creates of one user queue behind that row lock (PostgreSQL) or the
 * single writer (SQLite), so no two of them can both count under the limit.
 */
export function insertWithinLimit(
  db: Kysely<Schema>,
  input: {
    userId: string;
    now: number;
    /** null: unlimited, nothing is counted. */
    limit: number | null;
    count(trx: Transaction<Schema>): Promise<number>;
    insert(trx: Transaction<Schema>): Promise<void>;
  },
): Promise<LimitedInsert> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ updated_at: input.now }).where('id', '=', input.userId).execute();
    if (input.limit !== null && (await input.count(trx)) >= input.limit) return 'over_limit';
    await input.insert(trx);
    return 'created';
  });
}
