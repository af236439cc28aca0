import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startJobRunner, type JobService } from '../../../src/jobs/job-runner.js';

/** A job kind over numbered jobs that records what the runner asked of it. */
function createKind(total: number) {
  let next = 0;
  const events: string[] = [];
  let running = 0;
  let maxRunning = 0;
  const service: JobService<number> = {
    async claim(limit) {
      events.push(`claim ${limit}`);
      const jobs: number[] = [];
      while (jobs.length < limit && next < total) jobs.push(next++);
      return jobs;
    },
    async run(job) {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running -= 1;
      events.push(`run ${job}`);
    },
    async flush() {
      events.push('flush');
    },
  };
  return { service, events, maxRunning: () => maxRunning };
}

const options = { name: 'test', log: pino({ level: 'silent' }), concurrency: 2, minClaim: 1, maxClaim: 3, pollIntervalMs: 60_000 };

describe('startJobRunner', () => {
  it('runOnce claims one batch, runs it at the concurrency and records it', async () => {
    const kind = createKind(5);
    const runner = startJobRunner({ ...options, service: kind.service, runInBackground: false });
    expect(await runner.runOnce()).toBe(3);
    expect(kind.events[0]).toBe('claim 3');
    expect(kind.events.at(-1)).toBe('flush');
    expect(kind.events.filter((event) => event.startsWith('run'))).toHaveLength(3);
    expect(kind.maxRunning()).toBe(2);
    expect(await runner.runOnce()).toBe(2);
    expect(await runner.runOnce()).toBe(0);
    await runner.stop();
  });

  it('in the background runs everything due, and stop records what is left', async () => {
    const kind = createKind(7);
    const runner = startJobRunner({ ...options, service: kind.service });
    await expect.poll(() => kind.events.filter((event) => event.startsWith('run')).length).toBe(7);
    await runner.stop();
    expect(kind.events.at(-1)).toBe('flush');
  });

  it('stop survives a flush that fails: the leases expire and the jobs run again', async () => {
    const kind = createKind(0);
    const runner = startJobRunner({ ...options, service: { ...kind.service, flush: () => Promise.reject(new Error('database gone')) }, runInBackground: false });
    await expect(runner.stop()).resolves.toBeUndefined();
  });
});
