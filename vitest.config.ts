import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const shared = { testTimeout: 30_000, hookTimeout: 60_000 };

// Pure modules run once; everything that touches storage runs once per backend,
// so the same suite proves SQLite and PostgreSQL+Redis alike. The projects do not extend the
// root config: an inherited globalSetup would run once per project instead of once per run.
export default defineConfig({
  test: {
    ...shared,
    // Most test files wait on sockets, child processes and timers rather than compute: vitest's
    // default of one worker per core but one leaves a 2-core machine half idle (a single worker).
    maxWorkers: Math.max(3, availableParallelism()),
    globalSetup: ['./test/support/global-setup.ts'],
    projects: [
      { test: { ...shared, name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      {
        test: {
          ...shared,
          name: 'sqlite',
          include: ['test/integration/**/*.test.ts'],
          // Faults of one engine (a PostgreSQL restart, a held SQLite lock) run in that engine's project only, never as skips.
          exclude: ['test/integration/postgres-only/**'],
          env: { TEST_BACKEND: 'sqlite' },
        },
      },
      {
        test: {
          ...shared,
          name: 'postgres',
          include: ['test/integration/**/*.test.ts'],
          exclude: ['test/integration/sqlite-only/**'],
          env: { TEST_BACKEND: 'postgres' },
        },
      },
    ],
  },
});
