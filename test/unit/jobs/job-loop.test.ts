import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startJobLoop, type JobLoopOptions } from '../../../src/jobs/job-loop.js';

const silent = pino({ level: 'silent' });

/** A queue of numbered jobs whose runs the test finishes by hand. */
function createQueue(total: number) {
  let next = 0;
  const claims: number[] = [];
  const running = new Map<number, () => void>();
  const done: number[] = [];
  let maxRunning = 0;
  return {
    claims,
    running,
    done,
    maxRunning: () => maxRunning,
    async claim(limit: number): Promise<number[]> {
      claims.push(limit);
      const jobs: number[] = [];
      while (jobs.length < limit && next < total) jobs.push(next++);
      return jobs;
    },
    run(job: number): Promise<void> {
      return new Promise((resolve) => {
        running.set(job, () => {
          running.delete(job);
          done.push(job);
          resolve();
        });
        maxRunning = Math.max(maxRunning, running.size);
      });
    },
    finish(count: number): void {
      for (const finishJob of [...running.values()].slice(0, count)) finishJob();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

function start(queue: ReturnType<typeof createQueue>, options: Partial<JobLoopOptions<number>> = {}) {
  return startJobLoop<number>({
    name: 'test',
    log: silent,
    concurrency: 4,
    minClaim: 2,
    maxClaim: 100,
    pollIntervalMs: 60_000,
    claim: queue.claim,
    run: queue.run,
    ...options,
  });
}

describe('startJobLoop', () => {
  it('keeps at most `concurrency` jobs in flight and claims again only once `minClaim` slots are free', async () => {
    const queue = createQueue(10);
    const loop = start(queue);
    await settle();
    expect(queue.claims).toEqual([4]);
    expect(queue.running.size).toBe(4);
    queue.finish(1);
    await settle();
    expect(queue.claims).toEqual([4]);
    queue.finish(1);
    await settle();
    expect(queue.claims).toEqual([4, 2]);
    expect(queue.running.size).toBe(4);
    while (queue.running.size > 0) {
      queue.finish(4);
      await settle();
    }
    expect(queue.done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(queue.maxRunning()).toBe(4);
    await loop.stop();
  });

  it('polls when nothing more is due, and wake() ends the wait at once', async () => {
    const queue = createQueue(1);
    const loop = start(queue);
    await settle();
    expect(queue.claims).toHaveLength(1);
    loop.wake();
    await settle();
    expect(queue.claims).toHaveLength(2);
    queue.finish(1);
    await loop.stop();
  });

  it('stop() stops claiming and waits for the jobs in flight', async () => {
    const queue = createQueue(3);
    const loop = start(queue);
    await settle();
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    queue.finish(3);
    await stopping;
    expect(queue.done).toHaveLength(3);
    expect(queue.claims).toHaveLength(1);
  });

  it('survives a failed claim and a job that rejects', async () => {
    let calls = 0;
    const ran: number[] = [];
    const loop = startJobLoop<number>({
      name: 'test',
      log: silent,
      concurrency: 2,
      minClaim: 1,
      maxClaim: 2,
      pollIntervalMs: 1,
      async claim() {
        calls += 1;
        if (calls === 1) throw new Error('database unavailable');
        return calls <= 3 ? [calls] : [];
      },
      async run(job) {
        ran.push(job);
        if (job === 2) throw new Error('bug');
      },
    });
    while (ran.length < 2) await settle();
    await loop.stop();
    expect(ran).toEqual([2, 3]);
  });
});
