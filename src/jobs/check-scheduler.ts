import type { Logger } from 'pino';
import type { Clock } from '../domain/clock.js';
import type { CheckRepository } from '../storage/repositories/checks.js';
import type { CheckService } from '../services/check-service.js';

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

/**
 * Runs due checks: claims at most as many monitors as it has free slots, so after downtime
 * the overdue backlog drains at the configured concurrency instead of all at once.
 */
export function startCheckScheduler(deps: Deps) {
  let stopped = false;
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  let wakeIdle: (() => void) | undefined;
  const running = new Set<Promise<void>>();
  let lastPrune = 0;

  async function runOne(monitor: Awaited<ReturnType<CheckRepository['claimDue']>>[number]): Promise<void> {
    try {
      await deps.checkService.runLeased(monitor);
    } catch (error) {
      deps.log.error({ err: error, monitorId: monitor.id }, 'check failed unexpectedly; the monitor is released for the next round');
      await deps.checkService.releaseAfterFailure(monitor.id).catch(() => {});
    } finally {
      inFlight -= 1;
      wakeIdle?.();
    }
  }

  /** Claims and starts one batch; resolves with how many checks it started. */
  async function claimBatch(): Promise<number> {
    const free = deps.concurrency - inFlight;
    // Claiming costs two queries whatever the count: wait until a quarter of the slots are free.
    if (free < Math.max(1, Math.floor(deps.concurrency / 4))) return 0;
    const now = deps.clock.now();
    const monitors = await deps.checks.claimDue(deps.workerId, now, deps.leaseMs, free);
    for (const monitor of monitors) {
      inFlight += 1;
      const task = runOne(monitor);
      running.add(task);
      void task.finally(() => running.delete(task));
    }
    if (now - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now;
      await deps.checks.pruneChecks(now - CHECK_LOG_RETENTION_MS);
    }
    return monitors.length;
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      let started = 0;
      try {
        started = await claimBatch();
      } catch (error) {
        deps.log.error({ err: error }, 'claiming due checks failed; retrying');
      }
      if (stopped) break;
      // Busy: come back when a slot frees up. Idle: poll for newly due monitors.
      await new Promise<void>((resolve) => {
        wakeIdle = resolve;
        timer = setTimeout(resolve, started > 0 && inFlight >= deps.concurrency ? IDLE_POLL_MS * 5 : IDLE_POLL_MS);
      });
      clearTimeout(timer);
      wakeIdle = undefined;
    }
  }

  const looping = loop();
  return {
    /** Stops claiming, and waits for the checks in flight to finish and store. */
    async stop(): Promise<void> {
      stopped = true;
      wakeIdle?.();
      await looping;
      await Promise.allSettled([...running]);
    },
  };
}
