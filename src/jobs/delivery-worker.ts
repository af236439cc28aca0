import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Clock } from '../domain/clock.js';
import type { SecretBox } from '../domain/webhooks/secret-box.js';
import type { WebhookSender } from '../adapters/webhooks/webhook-sender.js';
import type { Database } from '../storage/database.js';
import { createDeliveryRepository, type DeliveryRow, type DeliveryUpdate } from '../storage/repositories/deliveries.js';
import { createWebhookRepository } from '../storage/repositories/webhooks.js';
import { attemptDelivery, describeHourlyCap, type AttemptContext } from './delivery-attempt.js';

const HOUR_MS = 3_600_000;

export type DeliveryAttemptResult = 'delivered' | 'retry' | 'failed';

/** Told the result of every attempt, e.g. to count them. */
export interface DeliveryRecorder {
  onDeliveryAttempt(result: DeliveryAttemptResult): void;
}

const RESULT_OF_STATUS: Record<DeliveryUpdate['status'], DeliveryAttemptResult> = { delivered: 'delivered', pending: 'retry', failed: 'failed' };

export interface DeliveryWorkerDeps {
  database: Database;
  clock: Clock;
  log: Logger;
  sender: WebhookSender;
  secretBox: SecretBox;
  config: Pick<Config, 'webhookRetryDelaysSeconds' | 'webhookMaxAttempts' | 'workerLeaseSeconds'>;
  /** Written into lease_owner; unique per process. */
  workerId: string;
  /** Wait between polls when nothing is due. Default 500. */
  pollIntervalMs?: number;
  /** Deliveries claimed per round. Default 256. */
  batchSize?: number;
  /** Requests in flight at once across all webhooks (the sender also bounds each host). Default 64. */
  concurrency?: number;
  /** SPEC 8: attempts per webhook per hour. Default 100. */
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
  /** Finishes the round in progress, then stops polling. */
  stop(): Promise<void>;
}

async function forEachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Sends due webhook deliveries: claims a batch under a lease, attempts them
 * with bounded concurrency, records every attempt, and plans retries. A
 * process killed mid-round loses nothing: its leases expire and another
 * worker claims the deliveries again (delivery is at least once).
 */
export function startDeliveryWorker(deps: DeliveryWorkerDeps): DeliveryWorker {
  const deliveries = createDeliveryRepository(deps.database.db);
  const webhooks = createWebhookRepository(deps.database.db);
  const pollIntervalMs = deps.pollIntervalMs ?? 500;
  const batchSize = deps.batchSize ?? 256;
  const concurrency = deps.concurrency ?? 64;
  const hourlyLimit = deps.hourlyLimit ?? 100;
  const capError = describeHourlyCap(hourlyLimit);
  const context: AttemptContext = {
    clock: deps.clock,
    sender: deps.sender,
    secretBox: deps.secretBox,
    retryDelaysSeconds: deps.config.webhookRetryDelaysSeconds,
    maxAttempts: deps.config.webhookMaxAttempts,
  };

  async function attemptBatch(claimed: DeliveryRow[]): Promise<DeliveryUpdate[]> {
    const now = deps.clock.now();
    const webhookIds = [...new Set(claimed.map((d) => d.webhook_id))];
    const [webhookRows, bodies, recent] = await Promise.all([
      webhooks.findByIds(webhookIds),
      deliveries.findEventBodies([...new Set(claimed.map((d) => d.event_id))]),
      deliveries.countRecentAttempts(webhookIds, now - HOUR_MS, capError),
    ]);
    const webhookById = new Map(webhookRows.map((row) => [row.id, row]));
    const updates: DeliveryUpdate[] = [];
    await forEachConcurrently(claimed, concurrency, async (delivery) => {
      const used = recent.get(delivery.webhook_id) ?? 0;
      const overCap = used >= hourlyLimit ? capError : null;
      if (overCap === null) recent.set(delivery.webhook_id, used + 1);
      const subject = { delivery, webhook: webhookById.get(delivery.webhook_id), body: bodies.get(delivery.event_id), overCap };
      updates.push(await attemptDelivery(subject, context));
    });
    return updates;
  }

  async function runOnce(): Promise<number> {
    const claimed = await deliveries.claimDue({
      now: deps.clock.now(),
      limit: batchSize,
      owner: deps.workerId,
      leaseMs: deps.config.workerLeaseSeconds * 1000,
      skipLocked: deps.database.capabilities.skipLocked,
    });
    if (claimed.length === 0) return 0;
    const updates = await attemptBatch(claimed);
    await deliveries.recordOutcomes(deps.workerId, deps.clock.now(), updates);
    if (deps.recorder) for (const update of updates) deps.recorder.onDeliveryAttempt(RESULT_OF_STATUS[update.status]);
    return claimed.length;
  }

  let running = deps.runInBackground ?? true;
  let wakeUp: (() => void) | null = null;
  let pendingWake = false;
  const idle = () =>
    new Promise<void>((resolve) => {
      if (pendingWake || !running) {
        pendingWake = false;
        resolve();
        return;
      }
      const timer = setTimeout(finish, pollIntervalMs);
      function finish() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = finish;
    });

  async function loop(): Promise<void> {
    while (running) {
      pendingWake = false;
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (error) {
        deps.log.error({ err: error, workerId: deps.workerId }, 'delivery round failed; retrying after the poll interval');
      }
      if (handled === 0) await idle();
    }
  }

  const looping = running ? loop() : Promise.resolve();
  return {
    wake() {
      pendingWake = true;
      wakeUp?.();
    },
    runOnce,
    async stop() {
      running = false;
      wakeUp?.();
      await looping;
    },
  };
}
