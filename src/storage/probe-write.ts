import { sql, type Kysely } from 'kysely';
import type { Schema } from './schema.js';

/**
 * An update that matches no row: it changes nothing, yet the engine refuses it exactly when
 * real writes would fail (a read-only file or transaction, a role without write privileges),
 * which a `select 1` never notices.
 */
export async function probeWrite(db: Kysely<Schema>): Promise<boolean> {
  await db
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where(sql<boolean>`1 = 0`)
    .execute();
  return true;
}
