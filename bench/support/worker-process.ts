import { startChild, type ChildHandle } from './child-process.js';
import { REPO_ROOT } from './service-process.js';

// Set in a developer's shell, these would point the benchmark at PostgreSQL/Redis or switch the scheduler off.
const IGNORED_VARIABLES = ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'REDIS_KEY_PREFIX', 'SCHEDULER'];

/**
 * Starts `src/server.ts worker` (scheduler and deliverer, no HTTP) on SQLite in `dataDir`.
 * It has no port to poll: callers learn it is running from a check it stores.
 * With `cpuProfileDir`, Node writes a .cpuprofile there when the worker exits.
 */
export function startWorker(options: { dataDir: string; env: Record<string, string>; cpuProfileDir?: string }): ChildHandle {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of IGNORED_VARIABLES) delete env[name];
  Object.assign(env, { DATA_DIR: options.dataDir, ALLOW_PRIVATE_NETWORKS: 'true', LOG_LEVEL: 'warn', ...options.env });
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  return startChild('worker', [...profile, '--import', 'tsx', 'src/server.ts', 'worker'], { cwd: REPO_ROOT, env });
}
