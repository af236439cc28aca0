import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Clock } from '../../domain/clock.js';
import type { DigestRepository } from '../../storage/repositories/digests.js';
import { startJobRunner, type JobRunner } from '../job-runner.js';
import { createDigestService } from './digest-service.js';

export interface DigestWorkerDeps {
  digests: DigestRepository;
  clock: Clock;
  log: Logger;
  config: Pick<Config, 'workerLeaseSeconds'>;
  /** Written into lease_owner; unique per process. */
  workerId: string;
  /** Wait between polls when nothing is due. Default 5000: digests close on the hour, a few seconds late is on time. */
  pollIntervalMs?: number;
  /** false: no background loop; the caller drives runOnce (tests). Default true. */
  runInBackground?: boolean;
}

export type DigestWorker = JobRunner;

/** Closes due digests in the shared job loop; several workers share them through the digests' leases. */
export function startDigestWorker(deps: DigestWorkerDeps): DigestWorker {
  return startJobRunner({
    name: 'digests',
    log: deps.log,
    service: createDigestService({ digests: deps.digests, clock: deps.clock, log: deps.log, workerId: deps.workerId, leaseMs: deps.config.workerLeaseSeconds * 1000 }),
    concurrency: 4,
    minClaim: 1,
    maxClaim: 32,
    pollIntervalMs: deps.pollIntervalMs ?? 5000,
    ...(deps.runInBackground === undefined ? {} : { runInBackground: deps.runInBackground }),
  });
}
