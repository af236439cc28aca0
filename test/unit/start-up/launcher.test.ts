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
// glibc setting, which only the environment at process start can carry.
describe('bin/pagewatch', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pagewatch-launcher-'));
    await writeFile(join(dir, 'node'), '#!/bin/sh\necho "$MALLOC_ARENA_MAX"\nfor arg in "$@"; do echo "$arg"; done\n');
    await chmod(join(dir, 'node'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function launch(env: Record<string, string>): Promise<string[]> {
    const { stdout } = await promisify(execFile)(LAUNCHER, ['worker', 'two words'], {
      cwd: tmpdir(),
      env: { ...env, PATH: `${dir}${delimiter}${process.env.PATH ?? ''}` },
    });
    return stdout.trimEnd().split('\n');
  }

  it('runs the compiled server with its arguments, one malloc arena and baseline-compiled WebAssembly', async () => {
    const [arenas, flag, server, ...args] = await launch({});
    expect(arenas).toBe('1');
    expect(flag).toBe('--liftoff-only');
    expect(resolve(server!)).toBe(SERVER);
    expect(args).toEqual(['worker', 'two words']);
  });

  it('keeps an arena count already in the environment', async () => {
    const [arenas] = await launch({ MALLOC_ARENA_MAX: '4' });
    expect(arenas).toBe('4');
  });
});

// The launcher's V8 flag must be one this Node accepts, and undici's HTTP parser must still
// work under it: a real Node with the flag fetches a page from a loopback server through undici.
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
