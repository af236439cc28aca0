import { SqliteDialect, type DatabaseConnection, type Driver, type CompiledQuery, type QueryResult, type TransactionSettings, type QueryCompiler } from 'kysely';

/** How long a statement waits in all for another connection's write lock before it fails. */
export const WRITE_LOCK_WAIT_MS = 5_000;
const FIRST_RETRY_MS = 5;
const LONGEST_RETRY_MS = 100;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isBusy(error: unknown): boolean {
  // Only plain SQLITE_BUSY clears once the other writer commits; SQLITE_BUSY_SNAPSHOT (a
  // transaction that read an older state) never does, so it fails at once as before.
  return (error as { code?: string } | null)?.code === 'SQLITE_BUSY';
}

/**
 * SQLite's own busy timeout waits inside the native call, which holds the event loop: with
 * another process holding the write lock, every statement stalled the whole process for the
 * full timeout (health took 15-20 s). Here the handle's own timeout is kept short and a
 * statement refused as busy is retried after a timer, so requests that need no lock keep
 * being answered while one waits. A refused statement did nothing, so running it again is safe.
 */
export class LockWaitingSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    return new LockWaitingDriver(super.createDriver());
  }
}

class LockWaitingDriver implements Driver {
  readonly #inner: Driver;

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new LockWaitingConnection(await this.#inner.acquireConnection());
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.#inner.savepoint!(connection, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.#inner.rollbackToSavepoint!(connection, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.#inner.releaseSavepoint!(connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#inner.releaseConnection((connection as LockWaitingConnection).inner);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

class LockWaitingConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;

  constructor(inner: DatabaseConnection) {
    this.inner = inner;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = Date.now() + WRITE_LOCK_WAIT_MS;
    for (let retryMs = FIRST_RETRY_MS; ; retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS)) {
      try {
        return await this.inner.executeQuery<R>(query);
      } catch (error) {
        if (!isBusy(error) || Date.now() + retryMs > deadline) throw error;
        await sleep(retryMs);
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}
