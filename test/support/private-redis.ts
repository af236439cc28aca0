import { spawn } from 'node:child_process';
import { Socket } from 'node:net';
import { freePort } from './spawn-service.js';

export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}

/** A `redis-server` of the test's own on a free port, without persistence, so a test can stop it. */
export async function createPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ReturnType<typeof spawn> | null = null;
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      const deadline = Date.now() + 10_000;
      while (!(await isListening(port))) {
        if (Date.now() > deadline) {
          await redis.stop();
          throw new Error('private redis-server did not start');
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const running = child;
      child = null;
      if (running === null || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await redis.start();
  return redis;
}
