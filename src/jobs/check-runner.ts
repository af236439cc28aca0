import type { Infrastructure } from '../infrastructure.js';
import type { Services } from '../services/create-services.js';
import { startCheckScheduler } from './check-scheduler.js';

/** The periodic checker of a server process, unless SCHEDULER=off; stop before closing infrastructure. */
export function startCheckRunner(infra: Infrastructure, services: Services): { stop(): Promise<void> } | null {
  if (!infra.config.scheduler) return null;
  return startCheckScheduler({
    checks: services.checkRepository,
    checkService: services.checks,
    clock: infra.clock,
    log: infra.log,
    workerId: services.checks.workerId,
    leaseMs: infra.config.workerLeaseSeconds * 1000,
    concurrency: infra.config.checkConcurrency,
  });
}
