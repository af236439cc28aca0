import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Logger } from 'pino';
import { CHANGE_TYPES, type ChangeType } from '../domain/changes/change-types/change-type-list.js';
import { CHECK_OUTCOMES, type CheckOutcome } from '../domain/monitors/check-outcome.js';
import { PRUNED_KINDS, type PrunedKind } from '../domain/accounts/retention.js';
import type { QueueName, QueueStats } from './queue-stats.js';

// The recorders below are the check service's and the delivery worker's recorder ports,
// satisfied structurally: the composition root hands these metrics to both, so neither
// layer imports a metrics library and metrics import neither layer.
const DELIVERY_RESULTS = ['delivered', 'retry', 'failed'] as const;
type DeliveryResult = (typeof DELIVERY_RESULTS)[number];
const QUEUES: readonly QueueName[] = ['checks', 'deliveries'];
// Indexed by the status code's first digit, so labelling a response builds no string.
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/** The route label of requests no route matched, so raw URLs never become label values. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface MetricsDeps {
  /** Read at scrape time; a failing read leaves the queue gauges out of that scrape. */
  readQueueStats(): Promise<QueueStats>;
  log: Pick<Logger, 'warn'>;
}

/**
 * The process's Prometheus metrics on a registry of their own (never prom-client's global
 * one, so several apps can live in one process), and the recorders that feed them.
 */
export function createMetrics(deps: MetricsDeps) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const httpRequests = new Counter({
    name: 'pagewatch_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const httpRequestDuration = new Histogram({
    name: 'pagewatch_http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to finishing its response, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const checks = new Counter({
    name: 'pagewatch_checks_total',
    help: 'Page checks (one per source of a monitor), by outcome.',
    labelNames: ['outcome'] as const,
    registers,
  });
  const checkDuration = new Histogram({
    name: 'pagewatch_check_duration_seconds',
    help: 'Time to fetch, extract and compare one source, by outcome.',
    labelNames: ['outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60],
    registers,
  });
  const changesReported = new Counter({
    name: 'pagewatch_changes_reported_total',
    help: 'Changes stored and queued as change.detected events, by change type.',
    labelNames: ['type'] as const,
    registers,
  });
  const deliveryAttempts = new Counter({
    name: 'pagewatch_delivery_attempts_total',
    help: 'Webhook delivery attempts, by result: delivered, retry (another attempt is planned) or failed (attempts exhausted).',
    labelNames: ['result'] as const,
    registers,
  });

  const prunedRows = new Counter({
    name: 'pagewatch_pruned_rows_total',
    help: 'Rows removed by retention, by kind: changes or checks (the check log).',
    labelNames: ['kind'] as const,
    registers,
  });
  const prunedBlobs = new Counter({
    name: 'pagewatch_pruned_blobs_total',
    help: 'Blobs removed by retention with the rows they belonged to (the screenshots of pruned changes).',
    registers,
  });

  // Both gauges are collected in the same scrape: they share one read of the database.
  let reading: Promise<QueueStats | null> | null = null;
  const readQueuesOnce = (): Promise<QueueStats | null> => {
    reading ??= deps
      .readQueueStats()
      .catch((error: unknown) => {
        deps.log.warn({ err: error }, 'reading the queue gauges failed; they are left out of this scrape');
        return null;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const queueGauge = (name: string, help: string, pick: (stats: QueueStats, queue: QueueName) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        const stats = await readQueuesOnce();
        this.reset();
        if (stats) for (const queue of QUEUES) this.set({ queue }, pick(stats, queue));
      },
    });
  queueGauge('pagewatch_queue_depth', 'Items due now: active monitors to check (checks), pending webhook deliveries (deliveries).', (s, q) => s[q].depth);
  queueGauge(
    'pagewatch_queue_oldest_due_age_seconds',
    'Seconds since the longest-waiting due item of the queue became due; 0 when nothing is due.',
    (s, q) => s[q].oldestDueAgeSeconds,
  );

  // Known label values start at 0, so rate() sees the first increment of each.
  for (const outcome of CHECK_OUTCOMES) checks.inc({ outcome }, 0);
  for (const type of CHANGE_TYPES) changesReported.inc({ type }, 0);
  for (const result of DELIVERY_RESULTS) deliveryAttempts.inc({ result }, 0);
  for (const kind of PRUNED_KINDS) prunedRows.inc({ kind }, 0);

  const recorders = {
    onCheckOutcome(outcome: CheckOutcome, seconds: number): void {
      checks.inc({ outcome });
      checkDuration.observe({ outcome }, seconds);
    },
    onChangeReported(type: ChangeType): void {
      changesReported.inc({ type });
    },
    onDeliveryAttempt(result: DeliveryResult): void {
      deliveryAttempts.inc({ result });
    },
    onRowsPruned(kind: PrunedKind, rows: number): void {
      prunedRows.inc({ kind }, rows);
    },
    onBlobsPruned(blobs: number): void {
      prunedBlobs.inc(blobs);
    },
  };

  return {
    registry,
    httpRequests,
    httpRequestDuration,
    checks,
    checkDuration,
    changesReported,
    deliveryAttempts,
    prunedRows,
    prunedBlobs,
    ...recorders,
    /** `route` is the matched route pattern, or UNMATCHED_ROUTE. */
    recordHttpResponse(method: string, route: string, statusCode: number, seconds: number): void {
      httpRequests.inc({ method, route, status_code: statusCode });
      httpRequestDuration.observe({ method, route, status_class: STATUS_CLASSES[Math.floor(statusCode / 100)] ?? '5xx' }, seconds);
    },
    /** The text exposition of every metric, with the content type to send it with. */
    async scrape(): Promise<{ contentType: string; body: string }> {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
