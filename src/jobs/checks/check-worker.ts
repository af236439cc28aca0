import type { Logger } from 'pino';
import type { Clock } from '../../domain/clock.js';
import type { CheckRepository } from '../../storage/repositories/checks.js';
import type { CheckService } from './check-service.js';
import { startJobLoop } from '../job-loop.js';

const IDLE_POLL_MS = 1_000;
const PRUNE_EVERY_MS = 3_600_000;
const CHECK_LOG_RETENTION_MS = 30 * 86_400_000;

interface Deps {
  checks: CheckRepository;
  checkService: CheckService;
  clock: Clock;
  log: Logger;
  workerId: string;
  leaseMs: number;
  concurrency: number;
}

type LeasedMonitor = Awaited<ReturnType<CheckRepository['claimDue']>>[number];

/** Runs due checks in the shared job loop, at most `concurrency` at once. */
export function startCheckScheduler(deps: Deps): { stop(): Promise<void> } {
  let lastPrune = 0;

  async function claim(limit: number): Promise<LeasedMonitor[]> {
    const now = deps.clock.now();
    const monitors = await deps.checks.claimDue(deps.workerId, now, deps.leaseMs, limit);
    if (now - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now;
      await deps.checks.pruneChecks(now - CHECK_LOG_RETENTION_MS);
    }
    return monitors;
  }

  async function run(monitor: LeasedMonitor): Promise<void> {
    try {
      await deps.checkService.runLeased(monitor);
    } catch (error) {
      deps.log.error({ err: error, monitorId: monitor.id }, 'check failed unexpectedly; the monitor keeps the error and is checked again at its next interval');
      await deps.checkService.recordFailure(monitor);
    }
  }

  return startJobLoop({
    name: 'checks',
    log: deps.log,
    concurrency: deps.concurrency,
    // Claiming costs two queries whatever the count: wait until a quarter of the slots are free.
    minClaim: Math.max(1, Math.floor(deps.concurrency / 4)),
    maxClaim: deps.concurrency,
    pollIntervalMs: IDLE_POLL_MS,
    claim,
    run,
  });
}
