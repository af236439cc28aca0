/** Kysely's migrator already holds an advisory lock while it migrates on PostgreSQL. */
export function withPostgresMigrationLock<T>(run: () => Promise<T>): Promise<T> {
  return run();
}
