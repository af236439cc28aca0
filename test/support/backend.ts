import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { DEFAULT_TEST_DATABASE_URL } from './test-postgres.js';
import { DEFAULT_TEST_REDIS_URL } from './test-redis.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || DEFAULT_TEST_REDIS_URL;

export type Backend = 'sqlite' | 'postgres';

/** The backend this vitest project runs against; the postgres project never falls back to SQLite. */
export function currentBackend(): Backend {
  const backend = process.env.TEST_BACKEND ?? 'sqlite';
  if (backend !== 'sqlite' && backend !== 'postgres') throw new Error(`unknown TEST_BACKEND ${backend}`);
  return backend;
}

export interface BackendEnv {
  env: Record<string, string>;
  dataDir: string;
  /** Drops the schema, the Redis keys and the data folder this backend env made. */
  cleanup(): Promise<void>;
}

/**
 * A fresh, isolated place to store things: a temporary DATA_DIR always, and on the postgres
 * backend also a new PostgreSQL schema and a Redis key prefix of its own.
 */
export async function createBackendEnv(backend: Backend = currentBackend()): Promise<BackendEnv> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pagewatch-test-'));
  if (backend === 'sqlite') {
    return { env: { DATA_DIR: dataDir }, dataDir, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const id = randomBytes(6).toString('hex');
  const schema = `t_${id}`;
  const prefix = `test:${id}:`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix },
    dataDir,
    async cleanup() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
      const redis = new Redis(TEST_REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
