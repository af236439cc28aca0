import { execFile } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { startChild, type ChildHandle } from './child-process.js';
import { REPO_ROOT } from './service-process.js';

// Set in a developer's shell, these would point the benchmark at PostgreSQL/Redis or switch the scheduler off.
const IGNORED_VARIABLES = ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'REDIS_KEY_PREFIX', 'SCHEDULER'];

let built: Promise<void> | null = null;

/**
 * Compiles src/ to dist/ once per benchmark run (`tsc -p tsconfig.build.json`, what `npm start`
 * runs): workers are measured as deployed. Run from source through tsx, a worker holds ~50 MB more.
 */
export function buildWorker(): Promise<void> {
  built ??= promisify(execFile)(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { cwd: REPO_ROOT, timeout: 600_000 }).then(() => undefined);
  return built;
}

/**
 * Starts `bin/pagewatch worker` (scheduler and deliverer, no HTTP), what `npm start -- worker`
 * runs, on SQLite in `dataDir` and under this Node; call `buildWorker` first. It has no port to
 * poll: callers learn it is running from a check it stores. The launcher execs Node, so the
 * child's pid is the worker's. With `cpuProfileDir`, Node writes a .cpuprofile there when the
 * worker exits.
 */
export function startWorker(options: { dataDir: string; env: Record<string, string>; cpuProfileDir?: string }): ChildHandle {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of IGNORED_VARIABLES) delete env[name];
  Object.assign(env, { DATA_DIR: options.dataDir, ALLOW_PRIVATE_NETWORKS: 'true', LOG_LEVEL: 'warn', ...options.env });
  if (options.cpuProfileDir) {
    // Node takes --cpu-prof only on its command line, which the launcher does not pass on: a
    // profiled worker starts directly, with the launcher's glibc settings and V8 flags.
    env.MALLOC_ARENA_MAX ??= '1';
    env.MALLOC_MMAP_THRESHOLD_ ??= '131072';
    env.NODE_OPTIONS = `--max-semi-space-size=4${env.NODE_OPTIONS ? ` ${env.NODE_OPTIONS}` : ''}`;
    return startChild('worker', ['--liftoff-only', '--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`, 'dist/server.js', 'worker'], { cwd: REPO_ROOT, env });
  }
  env.PATH = `${dirname(process.execPath)}${delimiter}${env.PATH ?? ''}`;
  return startChild('worker', ['worker'], { cwd: REPO_ROOT, env, command: join(REPO_ROOT, 'bin/pagewatch') });
}
