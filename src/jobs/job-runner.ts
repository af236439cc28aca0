import type { Logger } from 'pino';
import { startJobLoop } from './job-loop.js';

/** The work of one job kind, in the steps every kind goes through; the runner decides when each runs. */
export interface JobService<Job> {
  /** Leases up to `limit` due jobs (and may record buffered outcomes in the same transaction). */
  claim(limit: number): Promise<Job[]>;
  /** Attempts one claimed job and records (or buffers) its outcome; should not reject. */
  run(job: Job): Promise<void>;
  /** Records every buffered outcome now. */
  flush(): Promise<void>;
}

/** What `start<Kind>Worker(deps)` returns for every job kind. */
export interface JobRunner {
  /** Ends the idle wait at once: work was just queued. */
  wake(): void;
  /** Claims one batch of due jobs, runs them and records the outcomes; returns how many. */
  runOnce(): Promise<number>;
  /** Stops claiming, waits for the jobs in flight and records them. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions<Job> {
  /** Named in log lines, e.g. "checks". */
  name: string;
  log: Logger;
  service: JobService<Job>;
  /** Jobs running at once. */
  concurrency: number;
  /** Claim only once this many slots are free: a claim costs a write transaction whatever its size. */
  minClaim: number;
  /** Most jobs one claim takes. */
  maxClaim: number;
  /** Wait before claiming again when nothing more is due. */
  pollIntervalMs: number;
  /** false: no background loop; the caller drives runOnce (tests, benchmarks). Default true. */
  runInBackground?: boolean;
}

async function forEachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** Runs a job kind's service in the shared job loop, or one claim at a time when the caller drives it. */
export function startJobRunner<Job>(options: JobRunnerOptions<Job>): JobRunner {
  const { service } = options;
  const loop =
    options.runInBackground === false
      ? null
      : startJobLoop({
          name: options.name,
          log: options.log,
          concurrency: options.concurrency,
          minClaim: options.minClaim,
          maxClaim: options.maxClaim,
          pollIntervalMs: options.pollIntervalMs,
          claim: service.claim,
          run: service.run,
        });

  return {
    wake: () => loop?.wake(),
    async runOnce() {
      const jobs = await service.claim(options.maxClaim);
      await forEachConcurrently(jobs, options.concurrency, service.run);
      await service.flush();
      return jobs.length;
    },
    async stop() {
      await loop?.stop();
      await service.flush().catch((error: unknown) => {
        options.log.error({ err: error }, `${options.name}: recording outcomes at stop failed; their leases will expire and they run again`);
      });
    },
  };
}
