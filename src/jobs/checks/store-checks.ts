import type { Clock } from '../../domain/clock.js';
import { nextCheckAt } from '../../domain/monitors/schedule.js';
import type { CheckRepository, FinishedCheck, MonitorToCheck } from '../../storage/repositories/checks.js';
import { createWriteBatcher } from '../write-batcher.js';

// Finished checks are stored together: one transaction for many checks instead of one each.
// 10 ms is short beside a check's fetch, and at a few hundred checks a second gathers several.
const STORE_BATCH_SIZE = 64;
const STORE_BATCH_DELAY_MS = 10;

// Details stay in the server log: an exception's message may carry internals.
export const UNEXPECTED_FAILURE = 'the check failed unexpectedly (the server log has the details); it runs again at the next interval';

/** The record step of checks: finished checks stored in batches under their lease, failures kept on the monitor. */
export function createCheckStore(deps: { checks: CheckRepository; clock: Clock; workerId: string }) {
  const finishedChecks = createWriteBatcher<FinishedCheck, boolean>({
    maxBatch: STORE_BATCH_SIZE,
    delayMs: STORE_BATCH_DELAY_MS,
    async writeBatch(finished) {
      const stored = await deps.checks.storeChecks(deps.workerId, finished);
      return finished.map((check) => stored.has(check.monitorId));
    },
  });

  return {
    /** Stores one finished check with those finishing at the same time; false when its lease was lost or the monitor deleted. */
    store: (finished: FinishedCheck): Promise<boolean> => finishedChecks.write(finished),
    /** Keeps the failure on the monitor and checks it again at its next interval, not in a tight loop. */
    async fail(monitor: Pick<MonitorToCheck, 'id' | 'check_interval_seconds'>): Promise<void> {
      const retryAt = nextCheckAt(deps.clock.now(), monitor.check_interval_seconds);
      await deps.checks.failCheck(monitor.id, deps.workerId, { error: UNEXPECTED_FAILURE, retryAt });
    },
  };
}
