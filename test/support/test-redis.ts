import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './spawn-service.js';
import { MissingPrerequisite } from './missing-prerequisite.js';

export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

export interface TestRedis {
  url: string;
  /** Stops the throwaway server and waits for it to exit; nothing for a server the suite did not start. */
  stop(): Promise<void>;
}

/** The Redis at `url` when it answers PING, else a throwaway `redis-server` from the PATH on a free port. */
export async function provideTestRedis(url: string, parentDir: string, log: (line: string) => void): Promise<TestRedis> {
  const answer = await ping(url);
  if (answer === 'PONG') return { url, stop: async () => {} };
  log(`Redis: nothing answers at ${url} (${answer}); starting a throwaway redis-server for this run`);
  return startThrowawayRedis(url, answer, parentDir);
}

async function ping(url: string): Promise<string> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  let cause: string | undefined;
  client.on('error', (error: Error) => (cause ??= error.message));
  try {
    await client.connect();
    return await client.ping();
  } catch (error) {
    return cause ?? (error as Error).message;
  } finally {
    client.disconnect();
  }
}

async function startThrowawayRedis(wanted: string, answer: string, parentDir: string): Promise<TestRedis> {
  const dir = await mkdtemp(join(parentDir, 'redis-'));
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--unixsocket', ''], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const notFound = new Promise<boolean>((resolve) => child.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ENOENT')));
  if (await Promise.race([notFound, new Promise<false>((resolve) => child.once('spawn', () => resolve(false)))])) {
    await rm(dir, { recursive: true, force: true });
    throw new MissingPrerequisite(
      `Redis for the tests: nothing answers at ${wanted} (${answer}) and redis-server is not on the PATH`,
      'apt-get install -y redis-server, or set TEST_REDIS_URL to a running Redis',
    );
  }
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while ((await ping(url)) !== 'PONG') {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      await rm(dir, { recursive: true, force: true });
      throw new MissingPrerequisite(`Redis for the tests: the throwaway redis-server did not start (${output.trim().split('\n').slice(-1)[0] ?? ''})`, 'start Redis and set TEST_REDIS_URL');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
