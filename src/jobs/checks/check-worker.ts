import type { Logger } from 'pino';
import type { MonitorToCheck } from '../../storage/repositories/checks.js';
import { startJobRunner, type JobRunner, type JobService } from '../job-runner.js';

const IDLE_POLL_MS = 1_000;

export interface CheckWorkerDeps {
  /** The check service: claims due monitors, runs and records their checks. */
  checkService: JobService<MonitorToCheck>;
  log: Logger;
  /** Checks in flight at once (CHECK_CONCURRENCY). */
  concurrency: number;
  /** false: no background loop; the caller drives runOnce (tests, benchmarks). Default true. */
  runInBackground?: boolean;
}

export type CheckWorker = JobRunner;

/** Runs due checks in the shared job loop, at most `concurrency` at once. */
export function startCheckWorker(deps: CheckWorkerDeps): CheckWorker {
  return startJobRunner({
    name: 'checks',
    log: deps.log,
    service: deps.checkService,
    concurrency: deps.concurrency,
    // Claiming costs two queries whatever the count: wait until a quarter of the slots are free.
    minClaim: Math.max(1, Math.floor(deps.concurrency / 4)),
    maxClaim: deps.concurrency,
    pollIntervalMs: IDLE_POLL_MS,
    ...(deps.runInBackground === undefined ? {} : { runInBackground: deps.runInBackground }),
  });
}
