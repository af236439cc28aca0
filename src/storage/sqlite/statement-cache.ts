import type SqliteDatabase from 'better-sqlite3';

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; preparing costs more than running a point lookup, so
 * statements are kept by SQL text (least recently used go first). Kysely runs one query at a
 * time per SQLite connection, so a cached statement is never used twice at once.
 */
export function withStatementCache(handle: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return new Proxy(handle, {
    get(target, property, receiver) {
      if (property !== 'prepare') {
        const value = Reflect.get(target, property, receiver) as unknown;
        // Native methods must be called on the real handle, not on the proxy.
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      }
      return (source: string) => {
        let statement = cache.get(source);
        if (statement) {
          cache.delete(source);
        } else {
          statement = target.prepare(source);
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        }
        cache.set(source, statement);
        return statement;
      };
    },
  });
}
