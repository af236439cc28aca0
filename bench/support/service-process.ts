import { fileURLToPath } from 'node:url';
import { findFreePort, startChild, waitForOk, type ChildHandle } from './child-process.js';
import { createTempFolder } from '../../test/support/temp-folder.js';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

// Set in a developer's shell, these would point the benchmark at PostgreSQL/Redis instead of the embedded defaults.
const BACKEND_VARIABLES = ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'REDIS_KEY_PREFIX'];

export interface RunningServer {
  readonly url: string;
  readonly child: ChildHandle;
}

/** A fresh temporary data directory; `remove` deletes it. */
export function createDataDir(): Promise<{ path: string; remove(): Promise<void> }> {
  return createTempFolder('pagewatch-bench-');
}

/**
 * Starts `src/server.ts` as its own process on SQLite in `dataDir`, and waits until /v1/health answers.
 * With `cpuProfileDir`, Node writes a .cpuprofile there when the server exits.
 */
export async function startService(options: { dataDir: string; env?: Record<string, string>; cpuProfileDir?: string }): Promise<RunningServer> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of BACKEND_VARIABLES) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    SCHEDULER: 'off',
    ...options.env,
  });
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child = startChild('service', [...profile, '--import', 'tsx', 'src/server.ts', 'api'], { cwd: REPO_ROOT, env });
  const url = `http://127.0.0.1:${port}`;
  try {
    // Started from source through tsx: on a busy 2-core machine that took 78 s once.
    await waitForOk(`${url}/v1/health`, child, 180_000);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url, child };
}

/** Starts bench/support/bare-server.ts, the Fastify-only baseline, and waits until it answers. */
export async function startBareServer(): Promise<RunningServer> {
  const port = await findFreePort();
  const child = startChild('bare server', ['--import', 'tsx', 'bench/support/bare-server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${url}/bare`, child, 180_000);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url, child };
}
