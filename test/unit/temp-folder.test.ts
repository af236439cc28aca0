import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MODULE = new URL('../support/temp-folder.ts', import.meta.url).href;

/** Runs `body` in a fresh Node with `createTempFolder` loaded; returns the paths it printed and how it ended. */
function runWithTempFolders(body: string, before = '') {
  const script = `${before} const { createTempFolder } = await import(${JSON.stringify(MODULE)}); ${body}`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
  const paths = run.stdout.split('\n').filter(Boolean);
  return { run, paths };
}

describe('temp folders of the test run and the benchmarks', () => {
  it('are removed when the process is ended early through process.exit, as vitest and bench/run.ts do on SIGINT and SIGTERM', () => {
    const { run, paths } = runWithTempFolders(
      "const a = await createTempFolder('pagewatch-exit-a-'); const b = await createTempFolder('pagewatch-exit-b-'); console.log(a.path); console.log(b.path); process.exit(143);",
      // What vitest does: an 'exit' handler, registered before the global setup runs, that calls process.exit again.
      "process.once('exit', () => process.exit());",
    );
    try {
      expect(run.stderr).toBe('');
      expect(run.status).toBe(143);
      expect(paths).toHaveLength(2);
      for (const path of paths) expect(existsSync(path)).toBe(false);
    } finally {
      for (const path of paths) rmSync(path, { recursive: true, force: true });
    }
  });

  it('exist until removed, and a removed one is not touched again at exit', () => {
    const { run, paths } = runWithTempFolders(
      "const kept = await createTempFolder('pagewatch-kept-'); const { existsSync } = await import('node:fs'); console.log(existsSync(kept.path)); await kept.remove(); console.log(existsSync(kept.path));",
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(paths).toEqual(['true', 'false']);
  });
});
