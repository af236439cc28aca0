import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A child process the benchmark started and must stop. */
export interface ChildHandle {
  readonly name: string;
  readonly process: ChildProcess;
  /** The last lines the child wrote and how it ended, for error messages. */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. Safe to call twice. */
  stop(graceMs?: number): Promise<void>;
}

const live = new Set<ChildProcess>();

// A crash or Ctrl-C in the runner must not leave servers behind holding ports and CPU.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** Asks the OS for a free loopback port by binding port 0 and releasing it. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolvePort(port) : reject(new Error('no port assigned'))));
    });
  });
}

/** Runs `args` under this Node, or under `options.command` (a launcher script). */
export function startChild(name: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv; command?: string }): ChildHandle {
  const child = spawn(options.command ?? process.execPath, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(child);
  const exited = new Promise<void>((resolveExit) => {
    child.once('exit', () => {
      live.delete(child);
      resolveExit();
    });
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  return {
    name,
    process: child,
    output: () => {
      const ended = child.exitCode !== null || child.signalCode !== null;
      return `${tail}${ended ? `\n[${name} exited: ${child.exitCode ?? child.signalCode}]` : ''}`;
    },
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 200; fails early with the child's output if the child dies. */
export async function waitForOk(url: string, child: ChildHandle, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`${child.name} exited before answering ${url}:\n${child.output()}`);
    }
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
  }
  throw new Error(`${child.name} did not answer 200 on ${url} within ${timeoutMs} ms:\n${child.output()}`);
}
