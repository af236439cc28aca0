import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { openDatabase } from '../../../src/infrastructure.js';
import { createBackendEnv } from '../../support/backend.js';

/** Creates and drops schemas with tables in a loop, as other tenants or test files do, until stopped. */
function churnSchemas(url: string): { stop(): Promise<void> } {
  let running = true;
  const id = randomBytes(4).toString('hex');
  const loop = async (lane: number) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (let i = 0; running; i++) {
      const schema = `churn_${id}_${lane}_${i}`;
      await client.query(`create schema "${schema}"; create table "${schema}".t (id serial primary key, label text)`);
      await client.query(`drop schema "${schema}" cascade`);
    }
    await client.end();
  };
  const lanes = [loop(0), loop(1), loop(2)];
  return {
    async stop() {
      running = false;
      await Promise.all(lanes);
    },
  };
}

describe('PostgreSQL migrations', () => {
  // Twelve fresh migrations under churn take a few seconds on a quiet machine and far longer on a loaded one.
  it('migrate a fresh schema while other schemas are being dropped', async () => {
    const probe = await createBackendEnv('postgres');
    const churn = churnSchemas(probe.env.DATABASE_URL!);
    const failures: string[] = [];
    try {
      for (let i = 0; i < 12; i++) {
        const backend = await createBackendEnv('postgres');
        try {
          const database = await openDatabase(loadConfig({ ...backend.env, LOG_LEVEL: 'silent' }));
          await database.close();
        } catch (error) {
          failures.push((error as Error).message);
        } finally {
          await backend.cleanup();
        }
      }
    } finally {
      await churn.stop();
      await probe.cleanup();
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
