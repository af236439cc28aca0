import { sql, type Kysely } from 'kysely';
import type { Schema } from '../schema.js';

/**
 * Kysely takes no lock for SQLite migrations; an immediate transaction makes other
 * processes on the same file wait, then find the migrations applied.
 */
export async function withSqliteMigrationLock<T>(db: Kysely<Schema>, run: () => Promise<T>): Promise<T> {
  await sql`begin immediate`.execute(db);
  try {
    const result = await run();
    await sql`commit`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  }
}
