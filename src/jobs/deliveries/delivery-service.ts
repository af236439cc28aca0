import type { Logger } from 'pino';
import type { Clock } from '../../domain/clock.js';
import { destinationOf, type ClaimedDeliveries, type DeliveryRepository, type DeliveryUpdate } from '../../storage/repositories/deliveries.js';
import type { JobService } from '../job-runner.js';
import { attemptDelivery, describeHourlyCap, type AttemptContext, type AttemptSubject } from './delivery-attempt.js';

const HOUR_MS = 3_600_000;

export type DeliveryAttemptResult = 'delivered' | 'retry' | 'failed';

/** Told the result of every attempt, e.g. to count them. */
export interface DeliveryRecorder {
  onDeliveryAttempt(result: DeliveryAttemptResult): void;
}

const RESULT_OF_STATUS: Record<DeliveryUpdate['status'], DeliveryAttemptResult> = { delivered: 'delivered', pending: 'retry', failed: 'failed' };

export interface DeliveryServiceDeps {
  deliveries: DeliveryRepository;
  clock: Clock;
  log: Logger;
  context: AttemptContext;
  workerId: string;
  leaseMs: number;
  hourlyLimit: number;
  /** Buffered outcomes that start a flush at once. */
  flushSize: number;
  /** How long a finished attempt may wait in the buffer for a claim or other outcomes to share its write. */
  flushDelayMs: number;
  recorder?: DeliveryRecorder;
}

/**
 * The steps every delivery goes through; the worker decides when each runs. `claim` records the
 * buffered outcomes and leases up to `limit` due deliveries in one transaction; each one's hourly
 * cap counts the recorded attempts plus this process's attempts not yet recorded. `run` attempts
 * one claimed delivery and buffers its outcome; `flush` rejects when the database does.
 */
export type DeliveryService = JobService<AttemptSubject>;

interface BufferedOutcome {
  update: DeliveryUpdate;
  destinationId: string;
  /** The attempt was counted against the cap in memory until it is recorded. */
  counted: boolean;
}

/**
 * Claim, attempt and record for deliveries to every kind of destination. Database turns run one at a
 * time, so a cap count read from the database and the in-memory count of
 * unrecorded attempts never both include (or both miss) the same attempt; and
 * outcomes ride along with the next claim, as a write transaction is what costs.
 */
export function createDeliveryService(deps: DeliveryServiceDeps): DeliveryService {
  const capError = describeHourlyCap(deps.hourlyLimit);
  const unrecorded = new Map<string, number>();
  // Claimed and not yet recorded here. A delivery that waited for its host past its lease is
  // claimed again by this same process: the claim renews the lease, and nothing is sent twice.
  const attempting = new Set<string>();
  let buffer: BufferedOutcome[] = [];
  let flushTimer: NodeJS.Timeout | null = null;
  let queuedFlush: Promise<void> | null = null;
  let lane: Promise<unknown> = Promise.resolve();

  function exclusively<T>(task: () => Promise<T>): Promise<T> {
    const run = lane.then(task, task);
    lane = run.catch(() => undefined);
    return run;
  }

  function release(destinationId: string): void {
    const left = (unrecorded.get(destinationId) ?? 1) - 1;
    if (left > 0) unrecorded.set(destinationId, left);
    else unrecorded.delete(destinationId);
  }

  // Only once the claim is committed: a claim rolled back must leave no count behind.
  function decideCaps({ claimed, destinationById, bodies, recent }: ClaimedDeliveries): AttemptSubject[] {
    const fresh = claimed.filter((delivery) => !attempting.has(delivery.id));
    return fresh.map((delivery) => {
      attempting.add(delivery.id);
      const { id } = destinationOf(delivery);
      const pending = unrecorded.get(id) ?? 0;
      const overCap = (recent.get(id) ?? 0) + pending >= deps.hourlyLimit ? capError : null;
      if (overCap === null) unrecorded.set(id, pending + 1);
      return { delivery, destination: destinationById.get(id), body: bodies.get(delivery.event_id), overCap };
    });
  }

  // Runs inside the lane only: takes the whole buffer, records it, then claims.
  async function recordAndClaim(limit: number): Promise<AttemptSubject[]> {
    if (flushTimer !== null) clearTimeout(flushTimer);
    flushTimer = null;
    const batch = buffer;
    buffer = [];
    if (batch.length === 0 && limit === 0) return [];
    let claimed: ClaimedDeliveries | null;
    try {
      const now = deps.clock.now();
      const claim = limit === 0 ? null : { limit, leaseMs: deps.leaseMs, capSince: now - HOUR_MS, capError };
      claimed = await deps.deliveries.recordAndClaim(deps.workerId, now, batch.map((entry) => entry.update), claim);
    } finally {
      // Recorded attempts are in the database count now; outcomes lost with a failed transaction are attempted again once their lease expires.
      for (const entry of batch) {
        if (entry.counted) release(entry.destinationId);
        attempting.delete(entry.update.deliveryId);
      }
    }
    if (deps.recorder) for (const { update } of batch) deps.recorder.onDeliveryAttempt(RESULT_OF_STATUS[update.status]);
    return claimed === null ? [] : decideCaps(claimed);
  }

  function flush(): Promise<void> {
    // One flush waiting for the lane is enough: it takes everything buffered by the time it starts.
    queuedFlush ??= exclusively(async () => {
      queuedFlush = null;
      await recordAndClaim(0);
    });
    return queuedFlush;
  }

  function flushInBackground(): void {
    flush().catch((error: unknown) => {
      deps.log.error({ err: error, workerId: deps.workerId }, 'recording delivery outcomes failed; their leases will expire and they will be retried');
    });
  }

  async function run(subject: AttemptSubject): Promise<void> {
    const counted = subject.overCap === null;
    const destinationId = destinationOf(subject.delivery).id;
    let update: DeliveryUpdate;
    try {
      update = await attemptDelivery(subject, deps.context);
    } catch (error) {
      if (counted) release(destinationId);
      attempting.delete(subject.delivery.id);
      deps.log.error({ err: error, deliveryId: subject.delivery.id }, 'delivery attempt failed unexpectedly; it is retried once its lease expires');
      return;
    }
    // Pushed only now, not inside the try: a claim may have swapped the buffer while the request was out.
    buffer.push({ update, destinationId, counted });
    if (buffer.length >= deps.flushSize) flushInBackground();
    else flushTimer ??= setTimeout(flushInBackground, deps.flushDelayMs);
  }

  return {
    claim: (limit) => exclusively(() => recordAndClaim(limit)),
    run,
    flush,
  };
}
