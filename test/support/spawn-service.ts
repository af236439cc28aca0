import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Below Linux's ephemeral range (32768-60999): a server other tests start on port 0, or an outgoing
// connection, takes its port from that range, and one of them taking the port between this probe and
// the child's own listen had a spawned service's first request answered by another test's server.
const PORT_RANGE = { low: 20_000, high: 32_767 };

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = PORT_RANGE.low + Math.floor(Math.random() * (PORT_RANGE.high - PORT_RANGE.low + 1));
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port between ${PORT_RANGE.low} and ${PORT_RANGE.high} after 50 tries`);
}

export interface SpawnedService {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The real server as a separate process (`src/server.ts` through tsx), ready when health answers. */
export async function spawnService(env: Record<string, string>, role: 'all' | 'api' | 'worker' = 'all'): Promise<SpawnedService> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', role], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // Through tsx the process compiles the sources as it starts: on a loaded 2-core machine (CI beside
  // other work) that took more than 30 s, so the wait is generous; a process that fails exits early.
  const deadline = Date.now() + 75_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`service exited early (${child.exitCode}):\n${output}`);
    if (role === 'worker') break;
    try {
      const response = await fetch(`${url}/v1/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`service did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
