import type { Logger } from 'pino';

export interface JobLoopOptions<Job> {
  /** Named in log lines, e.g. "checks". */
  name: string;
  log: Logger;
  /** Jobs running at once. */
  concurrency: number;
  /** Claim only once this many slots are free: a claim costs a write transaction whatever its size. */
  minClaim: number;
  /** Most jobs one claim takes. */
  maxClaim: number;
  /** Wait before claiming again when the last claim found fewer jobs than it asked for. */
  pollIntervalMs: number;
  /** Leases up to `limit` due jobs (job-leases.ts underneath). */
  claim(limit: number): Promise<Job[]>;
  /** Runs one claimed job and ends its lease; should not reject (a rejection is logged and the lease left to expire). */
  run(job: Job): Promise<void>;
}

export interface JobLoop {
  /** Ends the poll wait at once: work was just queued. */
  wake(): void;
  /** Stops claiming and waits for the jobs in flight. */
  stop(): Promise<void>;
}

/**
 * The one loop every job kind runs: keeps up to `concurrency` jobs in flight, claims more
 * whenever at least `minClaim` slots are free, and polls when nothing more is due. After
 * downtime the overdue backlog drains at the configured concurrency, never all at once;
 * a job that hangs holds its own slot and nothing else.
 */
export function startJobLoop<Job>(options: JobLoopOptions<Job>): JobLoop {
  let running = true;
  let pendingWake = false;
  let waiting: { until: 'poll' | 'slot'; resume: () => void } | null = null;
  const inFlight = new Set<Promise<void>>();

  // 'poll': until the poll interval passes or wake(); 'slot': until a job finishes. stop() ends either.
  function pause(until: 'poll' | 'slot'): Promise<void> {
    return new Promise((resolve) => {
      if (!running || (until === 'poll' && pendingWake)) return resolve();
      const timer = until === 'poll' ? setTimeout(resume, options.pollIntervalMs) : undefined;
      function resume() {
        clearTimeout(timer);
        waiting = null;
        resolve();
      }
      waiting = { until, resume };
    });
  }

  function launch(job: Job): void {
    const task = options
      .run(job)
      .catch((error: unknown) => options.log.error({ err: error }, `${options.name}: a job failed unexpectedly; its lease will expire and it runs again`))
      .then(() => {
        inFlight.delete(task);
        if (waiting?.until === 'slot') waiting.resume();
      });
    inFlight.add(task);
  }

  async function claim(limit: number): Promise<Job[]> {
    try {
      return await options.claim(limit);
    } catch (error) {
      options.log.error({ err: error }, `${options.name}: claiming due jobs failed; retrying after the poll interval`);
      return [];
    }
  }

  async function loop(): Promise<void> {
    while (running) {
      const free = options.concurrency - inFlight.size;
      if (free < options.minClaim) {
        await pause('slot');
        continue;
      }
      pendingWake = false;
      const limit = Math.min(options.maxClaim, free);
      const jobs = await claim(limit);
      for (const job of jobs) launch(job);
      // A full claim means more may be due: claim again as soon as slots free up.
      if (jobs.length < limit) await pause('poll');
    }
    await Promise.all(inFlight);
  }

  const looping = loop();
  return {
    wake() {
      pendingWake = true;
      if (waiting?.until === 'poll') waiting.resume();
    },
    async stop() {
      running = false;
      waiting?.resume();
      await looping;
    },
  };
}
