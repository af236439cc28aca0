import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTempFolder } from './temp-folder.js';
import { DEFAULT_TEST_DATABASE_URL, provideTestPostgres, type TestPostgres } from './test-postgres.js';
import { DEFAULT_TEST_REDIS_URL, provideTestRedis, type TestRedis } from './test-redis.js';

/** Caches a tool keeps by design in the temp folder; anything else a test left there is a leak. */
const EXPECTED_IN_TMPDIR = [/^tsx-\d+$/];

/**
 * Runs once for the whole `vitest run`: provides PostgreSQL and Redis (the ones named by
 * TEST_DATABASE_URL / TEST_REDIS_URL when they answer, throwaway servers otherwise) and gives the
 * tests a temp folder of their own, so that what a test leaves behind is found here and named.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const projects = new Set(project.vitest.projects.map((selected) => selected.name));
  const run = await createTempFolder('pagewatch-test-run-');
  const runDir = run.path;
  const testTmp = join(runDir, 'tmp');
  await mkdir(testTmp);
  const log = (line: string) => console.log(`[test setup] ${line}`);
  let postgres: TestPostgres | undefined;
  let redis: TestRedis | undefined;
  const stopServers = async () => {
    await Promise.all([postgres?.stop(), redis?.stop()]);
  };
  try {
    if (projects.has('postgres')) {
      postgres = await provideTestPostgres(process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL, runDir, log);
      process.env.TEST_DATABASE_URL = postgres.url;
    }
    if (projects.has('postgres') || projects.has('unit')) {
      redis = await provideTestRedis(process.env.TEST_REDIS_URL || DEFAULT_TEST_REDIS_URL, runDir, log);
      process.env.TEST_REDIS_URL = redis.url;
    }
  } catch (error) {
    await stopServers();
    await run.remove();
    throw error;
  }
  // Set after the servers start, so that only what the tests make lands in the folder checked below.
  process.env.TMPDIR = testTmp;

  return async () => {
    await stopServers();
    const leftovers = (await readdir(testTmp)).filter((name) => !EXPECTED_IN_TMPDIR.some((pattern) => pattern.test(name)));
    await run.remove();
    if (leftovers.length > 0) {
      const error = new Error(`tests left ${leftovers.length} entr${leftovers.length === 1 ? 'y' : 'ies'} in the temp folder (removed now): ${leftovers.sort().join(', ')}`);
      // The names say where to look; a stack through this teardown would not.
      error.stack = error.message;
      throw error;
    }
  };
}
