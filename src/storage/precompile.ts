import { CompiledQuery, type Compilable, type Kysely, type Transaction } from 'kysely';

/**
 * Compiles a query once and runs it with fresh parameters, skipping Kysely's per-call
 * building and compiling, which cost far more than a point lookup itself. Only for hot
 * paths whose parameters are all values (never identifiers or list lengths).
 */
export function precompile<Row>(db: Kysely<any> | Transaction<any>, query: Compilable<Row>) {
  const { sql } = query.compile();
  return async (...parameters: unknown[]): Promise<Row[]> => (await db.executeQuery<Row>(CompiledQuery.raw(sql, parameters))).rows;
}
