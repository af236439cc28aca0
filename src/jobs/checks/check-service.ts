import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Clock } from '../../domain/clock.js';
import type { CheckOutcome } from '../../domain/monitors/check-outcome.js';
import type { Interpretation } from '../../domain/monitors/monitor-rules.js';
import { changeScreenshotKey } from '../../domain/monitors/snapshot-keys.js';
import type { ChangePayload, ChangeType } from '../../domain/webhooks/event-envelope.js';
import type { ValuePicker } from '../../adapters/llm/value-picker.js';
import type { PageAnalyser } from '../../adapters/analysis/page-analyser.js';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { CheckedSource, CheckRepository, MonitorToCheck } from '../../storage/repositories/checks.js';
import type { MonitorRepository } from '../../storage/repositories/monitors.js';
import type { JobService } from '../job-runner.js';
import { buildFinishedCheck, strongestChange } from './build-events.js';
import type { SourceFetcher } from './fetch-source.js';
import { createSourceChecker } from './check-source.js';
import type { SourceCheck } from './source-result.js';
import { createCheckStore } from './store-checks.js';
import { createPageFiles } from './store-page-files.js';
import type { HistoryPruner } from './prune-history.js';
import { confirmSourceResult, type ConfirmationStep } from './confirm-change.js';
import { confirmsChanges } from '../../domain/monitors/confirm-change.js';

const PRUNE_EVERY_MS = 3_600_000;

// A check asked for while another of the monitor runs (the first check of a new monitor, a
// scheduled one) waits for it to end, then runs: the page may have moved since that one fetched
// it. Bounded well inside HTTP_REQUEST_TIMEOUT_SECONDS' default of 30 s, which the check itself needs too.
export const CHECK_NOW_WAIT_MS = 20_000;
// How often a lease held by another process is tried again while waiting.
const CHECK_NOW_POLL_MS = 200;

/** What a monitor stored without an interpretation watches. */
const WATCH_EVERYTHING: Interpretation = { product: '', metric: 'content', sites: [], condition: null };

/** Told what checks did, e.g. to count them; kept to plain callbacks so no metrics library reaches this layer. */
export interface CheckRecorder {
  /** One source of a check finished with `outcome` after `seconds`. */
  onCheckOutcome(outcome: CheckOutcome, seconds: number): void;
  /** A change was stored and its event queued. */
  onChangeReported(type: ChangeType): void;
}

export interface CheckResult {
  check: { monitor_id: string; checked_at: number; duration_ms: number; sources: SourceCheck[] };
  /** The most relevant reported change of this check, or null. */
  change: ChangePayload | null;
  stored: boolean;
}

/** An on-demand check: its result, or why none ran. */
export type CheckNowOutcome = { ok: true; result: CheckResult } | { ok: false; reason: 'monitor_not_found' | 'already_running' };

/** One side of a change's screenshot, or which of monitor, change and screenshot is missing. */
export type ChangeScreenshotOutcome = { ok: true; png: Buffer } | { ok: false; missing: 'monitor' | 'change' | 'screenshot' };

interface Deps {
  checks: CheckRepository;
  monitors: MonitorRepository;
  sources: SourceFetcher;
  /** Extraction and comparison, off the main thread when threads are configured. */
  analyser: PageAnalyser;
  blobs: BlobStore;
  clock: Clock;
  log: Logger;
  workerId: string;
  leaseMs: number;
  /** CONFIRM_DELAY_SECONDS: how long a held change waits for its re-check. */
  confirmDelaySeconds: number;
  /** Set when an LLM is configured: it picks the value an extraction prompt asks for. */
  valuePicker: ValuePicker | null;
  /** Told after change events were queued, so an in-process deliverer starts at once. */
  onEventsStored(): void;
  recorder: CheckRecorder;
  /** Removes history past retention; started by claims at most once an hour. */
  pruner: HistoryPruner;
  /** How long `checkNow` waits for a running check of the monitor; tests shorten it. */
  checkNowWaitMs?: number;
}

/**
 * Checks of monitors as a job kind: claim due monitors, run each (every source through
 * check-source.ts), record the finished check in batches (store-checks.ts). The on-demand check
 * runs the same steps on one monitor claimed by id.
 */
export function createCheckService(deps: Deps) {
  const sourceChecker = createSourceChecker({ ...deps, files: createPageFiles(deps) });
  const store = createCheckStore(deps);
  let lastPrune = 0;
  let pruning: Promise<void> | null = null;

  /** Runs a pass in the background: claims keep going while it works through its batches. */
  function startPruning(): void {
    pruning ??= deps.pruner
      .prune()
      .then((totals) => deps.log.info({ pruned: totals }, 'history past retention pruned'))
      .catch((error: unknown) => deps.log.warn({ err: error }, 'pruning history failed; the next pass tries again'))
      .finally(() => {
        pruning = null;
      });
  }

  async function checkAndRecordSource(monitor: MonitorToCheck, source: CheckedSource, interpretation: Interpretation): Promise<ConfirmationStep> {
    // Wall time, not the injected clock: a test clock stands still while the page is fetched.
    const started = performance.now();
    const checked = await sourceChecker.checkSource(monitor, source, interpretation);
    const confirms = confirmsChanges(monitor.confirm_changes, interpretation.metric);
    const step = confirmSourceResult(checked, source, { confirms, now: deps.clock.now(), delaySeconds: deps.confirmDelaySeconds });
    deps.recorder.onCheckOutcome(step.result.summary.outcome, (performance.now() - started) / 1000);
    return step;
  }

  /** Fetches, extracts and compares every source of a leased monitor, then stores it all at once. */
  async function runLeased(monitor: MonitorToCheck): Promise<CheckResult> {
    const checkedAt = deps.clock.now();
    const interpretation = monitor.interpretation ?? WATCH_EVERYTHING;
    const steps = await Promise.all(monitor.sources.map((source) => checkAndRecordSource(monitor, source, interpretation)));
    const results = steps.map((step) => step.result);
    const confirmAts = steps.flatMap((step) => (step.confirmAt === null ? [] : [step.confirmAt]));
    const finishedAt = deps.clock.now();
    const finished = buildFinishedCheck(monitor, results, finishedAt, confirmAts.length > 0 ? Math.min(...confirmAts) : null);
    const stored = await store.store(finished);
    if (stored && finished.events.length > 0) {
      for (const { change } of results) if (change) deps.recorder.onChangeReported(change.type);
      deps.onEventsStored();
    }
    if (!stored) deps.log.warn({ monitorId: monitor.id }, 'check finished after its lease was lost or the monitor was deleted; result dropped');
    return {
      check: { monitor_id: monitor.id, checked_at: checkedAt, duration_ms: finishedAt - checkedAt, sources: results.map((r) => r.summary) },
      change: strongestChange(results),
      stored,
    };
  }

  // A check that outlives its lease is claimed again by this same process: the claim renews the lease,
  // and the check still running here stores under it; fetching the page a second time would be waste.
  // Each check running here, by monitor: an on-demand check waits on it instead of polling.
  const running = new Map<string, Promise<unknown>>();

  async function track<T>(monitorId: string, work: () => Promise<T>): Promise<T> {
    const done = work();
    running.set(monitorId, done);
    try {
      return await done;
    } finally {
      running.delete(monitorId);
    }
  }

  /**
   * Leases the monitor for an on-demand check, waiting up to CHECK_NOW_WAIT_MS for a running check
   * to end; 'gone' when the owner deletes the monitor meanwhile, so the answer is 404, not 409.
   */
  async function claimWhenFree(ownerId: string, monitorId: string): Promise<MonitorToCheck | 'gone' | undefined> {
    // Wall time, not the injected clock: a test clock stands still while a check runs.
    const deadline = performance.now() + (deps.checkNowWaitMs ?? CHECK_NOW_WAIT_MS);
    for (;;) {
      const leased = running.has(monitorId) ? undefined : await deps.checks.claimOne(monitorId, deps.workerId, deps.clock.now(), deps.leaseMs);
      if (leased) return leased;
      if (!(await deps.monitors.isOwned(ownerId, monitorId))) return 'gone';
      const left = deadline - performance.now();
      if (left <= 0) return undefined;
      const here = running.get(monitorId);
      await (here ? Promise.race([here.catch(() => undefined), delay(left)]) : delay(Math.min(CHECK_NOW_POLL_MS, left)));
    }
  }

  const job: JobService<MonitorToCheck> = {
    /** Leases due monitors; once an hour also starts pruning changes and check log rows past retention. */
    async claim(limit) {
      const now = deps.clock.now();
      const monitors = await deps.checks.claimDue(deps.workerId, now, deps.leaseMs, limit);
      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        startPruning();
      }
      return monitors.filter((monitor) => !running.has(monitor.id));
    },
    async run(monitor) {
      await track(monitor.id, async () => {
        try {
          await runLeased(monitor);
        } catch (error) {
          deps.log.error({ err: error, monitorId: monitor.id }, 'check failed unexpectedly; the monitor keeps the error and is checked again at its next interval');
          await store.fail(monitor);
        }
      });
    },
    // Each run waits for its own batched write: nothing is left buffered.
    flush: async () => undefined,
  };

  return {
    ...job,
    /** Leases taken for this service's checks must carry this owner, or their results are not stored. */
    workerId: deps.workerId,
    /**
     * `POST /monitors/{id}/check`: runs a check now. While another check of the monitor runs, it
     * waits for that one to end (up to CHECK_NOW_WAIT_MS), then runs its own.
     */
    async checkNow(owner: { id: string }, monitorId: string): Promise<CheckNowOutcome> {
      if (!(await deps.monitors.isOwned(owner.id, monitorId))) return { ok: false, reason: 'monitor_not_found' };
      const leased = await claimWhenFree(owner.id, monitorId);
      if (leased === 'gone') return { ok: false, reason: 'monitor_not_found' };
      if (!leased) return { ok: false, reason: 'already_running' };
      return track(monitorId, async () => {
        try {
          return { ok: true, result: await runLeased(leased) };
        } catch (error) {
          await deps.checks.releaseLease(monitorId, deps.workerId);
          throw error;
        }
      });
    },
    /** The PNG of one side of a change, for the monitor's owner only. */
    async readChangeScreenshot(owner: { id: string }, monitorId: string, changeId: string, side: 'before' | 'after'): Promise<ChangeScreenshotOutcome> {
      if (!(await deps.monitors.isOwned(owner.id, monitorId))) return { ok: false, missing: 'monitor' };
      if (!(await deps.checks.hasChange(monitorId, changeId))) return { ok: false, missing: 'change' };
      const png = await deps.blobs.get(changeScreenshotKey(monitorId, changeId, side));
      return png === null ? { ok: false, missing: 'screenshot' } : { ok: true, png };
    },
  };
}

export type CheckService = ReturnType<typeof createCheckService>;
