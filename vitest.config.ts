import { defineConfig } from 'vitest/config';

// Pure modules run once; everything that touches storage runs once per backend,
// so the same suite proves SQLite and PostgreSQL+Redis alike.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['test/integration/**/*.test.ts'],
          env: { TEST_BACKEND: 'sqlite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['test/integration/**/*.test.ts'],
          env: { TEST_BACKEND: 'postgres' },
        },
      },
    ],
  },
});
