import type { Kysely } from 'kysely';
import type { Schema } from './schema.js';

/**
 * The port every repository takes, one implementation per dialect folder (`sqlite/`,
 * `postgres/`). It names no engine: the composition root chooses and opens one.
 */
export interface Database {
  readonly db: Kysely<Schema>;
  readonly capabilities: DialectCapabilities;
  /** The schema holding our tables when not the engine's default one. */
  readonly schema?: string;
  /** Runs the migrations so that processes starting together apply each one exactly once. */
  withMigrationLock<T>(run: () => Promise<T>): Promise<T>;
  /** True when the database can take a write right now (see probe-write.ts). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** What differs between engines, said once as flags instead of engine checks in business code. */
export interface DialectCapabilities {
  readonly name: 'sqlite' | 'postgres';
  /** Row locks that other claimers skip (`FOR UPDATE SKIP LOCKED`); SQLite serialises writers instead. */
  readonly skipLocked: boolean;
}
