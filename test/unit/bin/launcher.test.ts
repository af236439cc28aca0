import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const LAUNCHER = fileURLToPath(new URL('../../../bin/pagewatch', import.meta.url));
const SERVER = fileURLToPath(new URL('../../../dist/server.js', import.meta.url));
const REPO = fileURLToPath(new URL('../../../', import.meta.url));

// A stand-in `node` first on PATH reports what the launcher handed it: its arguments and the
// glibc and V8 settings, which only the environment at process start can carry.
describe('bin/pagewatch', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pagewatch-launcher-'));
    const report = 'echo "$MALLOC_ARENA_MAX"\necho "$MALLOC_MMAP_THRESHOLD_"\necho "$NODE_OPTIONS"\nfor arg in "$@"; do echo "$arg"; done\n';
    await writeFile(join(dir, 'node'), `#!/bin/sh\n${report}`);
    await chmod(join(dir, 'node'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function launch(env: Record<string, string>, role = 'worker'): Promise<string[]> {
    const { stdout } = await promisify(execFile)(LAUNCHER, [role, 'two words'], {
      cwd: tmpdir(),
      env: { ...env, PATH: `${dir}${delimiter}${process.env.PATH ?? ''}` },
    });
    return stdout.trimEnd().split('\n');
  }

  it('runs the compiled server with its arguments, glibc settings, baseline-compiled WebAssembly and a small young generation', async () => {
    const [arenas, mmapThreshold, nodeOptions, flag, server, ...args] = await launch({});
    expect(arenas).toBe('1');
    expect(mmapThreshold).toBe('131072');
    expect(nodeOptions).toBe('--max-semi-space-size=4');
    expect(flag).toBe('--liftoff-only');
    expect(resolve(server!)).toBe(SERVER);
    expect(args).toEqual(['worker', 'two words']);
  });

  it('keeps settings already in the environment, its own V8 options last so they win', async () => {
    const [arenas, mmapThreshold, nodeOptions] = await launch({ MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '65536', NODE_OPTIONS: '--max-semi-space-size=16' });
    expect(arenas).toBe('4');
    expect(mmapThreshold).toBe('65536');
    expect(nodeOptions).toBe('--max-semi-space-size=4 --max-semi-space-size=16');
  });

  it('leaves the API process V8 young generation as it is', async () => {
    const [, , nodeOptions, , , role] = await launch({ NODE_OPTIONS: '--enable-source-maps' }, 'api');
    expect(nodeOptions).toBe('--enable-source-maps');
    expect(role).toBe('api');
  });
});

describe('undici under --liftoff-only', () => {
  it('fetches and parses a response', async () => {
    const script = `
      import { createServer } from 'node:http';
      import { request } from 'undici';
      const server = createServer((_, res) => res.end('x'.repeat(70000) + 'end'));
      await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
      const { statusCode, body } = await request('http://127.0.0.1:' + server.address().port + '/');
      const text = await body.text();
      console.log(statusCode, text.length, text.slice(-3));
      server.close();
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--liftoff-only', '--input-type=module', '-e', script], { cwd: REPO });
    expect(stdout.trim()).toBe('200 70003 end');
  });
});
