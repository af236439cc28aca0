import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Clock } from '../../domain/clock.js';
import { rememberOpenedSecrets, type SecretBox } from '../../domain/webhooks/secret-box.js';
import type { Notifiers } from '../../adapters/notify/notifier.js';
import type { DeliveryRepository } from '../../storage/repositories/deliveries.js';
import { createDeliveryPipeline, type DeliveryRecorder } from './delivery-service.js';
import { startJobLoop } from '../job-loop.js';

export type { DeliveryAttemptResult, DeliveryRecorder } from './delivery-service.js';

// Outcomes wait at most this long for a claim to share its write transaction, far below any
// lease. At 5,000 deliveries/s half of 256 slots free up in ~26 ms: with 15 ms, every claim
// came with a flush of its own (223 transactions for 20,000 deliveries; 158 with 100 ms).
const FLUSH_DELAY_MS = 100;
// Secrets and channel targets kept opened: far more destinations than one claim reaches.
const OPENED_SECRETS = 4096;

export interface DeliveryWorkerDeps {
  deliveries: DeliveryRepository;
  clock: Clock;
  log: Logger;
  notifiers: Notifiers;
  secretBox: SecretBox;
  config: Pick<Config, 'webhookRetryDelaysSeconds' | 'webhookMaxAttempts' | 'workerLeaseSeconds'>;
  /** Written into lease_owner; unique per process. */
  workerId: string;
  /** Wait between polls when nothing is due. Default 500. */
  pollIntervalMs?: number;
  /** Most deliveries leased by one claim. Default 256. */
  batchSize?: number;
  /** Attempts in flight at once across all destinations (the sender also bounds each host). Default 256. */
  concurrency?: number;
  /** SPEC 8: attempts per destination per hour. Default 100. */
  hourlyLimit?: number;
  recorder?: DeliveryRecorder;
  /** false: no background loop; the caller drives runOnce (tests, benchmarks). Default true. */
  runInBackground?: boolean;
}

export interface DeliveryWorker {
  /** Ends the idle wait at once: work was just queued. */
  wake(): void;
  /** Claims one batch of due deliveries, attempts them and records the outcomes; returns how many. */
  runOnce(): Promise<number>;
  /** Stops claiming, waits for the attempts in flight and records them. */
  stop(): Promise<void>;
}

async function forEachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Sends due deliveries (webhooks and channels) as a continuous pipeline: keeps up to
 * `concurrency` attempts in flight, claims more under a lease whenever enough
 * slots are free, and records outcomes in small batches as attempts finish, so
 * a receiver that hangs holds its own slots and nothing else. A process killed
 * mid-attempt loses nothing: its leases expire and another worker claims the
 * deliveries again (delivery is at least once).
 */
export function startDeliveryWorker(deps: DeliveryWorkerDeps): DeliveryWorker {
  const pollIntervalMs = deps.pollIntervalMs ?? 500;
  const batchSize = deps.batchSize ?? 256;
  // A transaction's cost is mostly per commit and per B-tree page it touches, so the more
  // outcomes and claims one carries, the less each delivery pays: 256 in flight (claims of
  // 128) measured ~40 % less SQLite CPU per delivery than 64 (claims of 32).
  const concurrency = deps.concurrency ?? 256;
  // Each claim is a write transaction, which costs far more than a slot idling for a few
  // milliseconds: claiming for half the slots at a time measured ~20% faster than a quarter.
  const minClaim = Math.max(1, Math.ceil(concurrency / 2));
  const pipeline = createDeliveryPipeline({
    deliveries: deps.deliveries,
    clock: deps.clock,
    log: deps.log,
    context: {
      clock: deps.clock,
      notifiers: deps.notifiers,
      secretBox: rememberOpenedSecrets(deps.secretBox, OPENED_SECRETS),
      retryDelaysSeconds: deps.config.webhookRetryDelaysSeconds,
      maxAttempts: deps.config.webhookMaxAttempts,
    },
    workerId: deps.workerId,
    leaseMs: deps.config.workerLeaseSeconds * 1000,
    hourlyLimit: deps.hourlyLimit ?? 100,
    // Outcomes ride with the claim that follows every minClaim finished attempts, or with the
    // timer's flush when nothing more is due; a flush by size would be one more transaction.
    flushSize: concurrency,
    flushDelayMs: FLUSH_DELAY_MS,
    ...(deps.recorder === undefined ? {} : { recorder: deps.recorder }),
  });

  async function runOnce(): Promise<number> {
    const subjects = await pipeline.claim(batchSize);
    await forEachConcurrently(subjects, concurrency, pipeline.attempt);
    await pipeline.flush();
    return subjects.length;
  }

  const loop =
    deps.runInBackground === false
      ? null
      : startJobLoop({
          name: 'deliveries',
          log: deps.log,
          concurrency,
          minClaim,
          maxClaim: batchSize,
          pollIntervalMs,
          claim: pipeline.claim,
          run: pipeline.attempt,
        });

  return {
    wake: () => loop?.wake(),
    runOnce,
    async stop() {
      await loop?.stop();
      await pipeline.flush().catch((error: unknown) => {
        deps.log.error({ err: error, workerId: deps.workerId }, 'recording delivery outcomes at stop failed; their leases will expire and they will be retried');
      });
    },
  };
}
