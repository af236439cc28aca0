import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './spawn-service.js';

const run = promisify(execFile);
const POSTGRES_USER = 'postgres';

export interface PrivatePostgres {
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: every session is ended with 57P01, as at an operator's restart. */
  stop(): Promise<void>;
  /** Stops the server if running and removes its folder. */
  destroy(): Promise<void>;
}

async function findBinaries(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const versions = (await readdir(root)).sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  return join(root, versions[0]!, 'bin');
}

/** Lets other users pass through (not list) each folder above `dir`, as the server's user must. */
async function openPathTo(dir: string): Promise<void> {
  for (let parent = dirname(dir); parent !== dirname(parent); parent = dirname(parent)) {
    const { mode } = await stat(parent);
    if ((mode & 0o001) === 0) await chmod(parent, (mode & 0o7777) | 0o011);
  }
}

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, so that a test
 * can stop and start it without touching the shared server other tests use. initdb refuses to
 * run as root, so as root the server runs as the `postgres` user.
 */
export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = await findBinaries();
  const dir = await mkdtemp(join(tmpdir(), 'pagewatch-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', POSTGRES_USER]);
    const { stdout: gid } = await run('id', ['-g', POSTGRES_USER]);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
    await openPathTo(dir);
  }
  await chmod(dir, 0o700);
  const command = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', POSTGRES_USER, '--', join(bin, tool), ...args]) : run(join(bin, tool), args);
  const port = await freePort();
  const data = join(dir, 'data');
  let running = false;
  const pg = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      // pg_ctl may have started the server although it reports a failure (a slow start past -t).
      running = true;
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
      await command('pg_ctl', ['start', '-w', '-t', '30', '-D', data, '-l', join(dir, 'log'), '-o', options]);
    },
    async stop() {
      await command('pg_ctl', ['stop', '-w', '-t', '30', '-m', 'fast', '-D', data]);
      running = false;
    },
    async destroy() {
      if (running) await pg.stop().catch(() => command('pg_ctl', ['stop', '-m', 'immediate', '-D', data]).catch(() => undefined));
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await command('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await pg.start();
  } catch (error) {
    await pg.destroy();
    throw error;
  }
  return pg;
}
