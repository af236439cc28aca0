import { newId } from '../../domain/ids.js';
import { DEFAULT_FAILURE_THRESHOLD, settleMonitorHealth, type MonitorHealth } from '../../domain/monitors/monitor-health.js';
import { serialiseMonitorEvent } from '../../domain/webhooks/monitor-event.js';
import type { MonitorToCheck } from '../../storage/repositories/checks.js';
import type { EnqueueEventInput } from '../../storage/repositories/outbox.js';
import type { SourceResult } from './source-result.js';

export type HealthOfMonitor = Pick<MonitorToCheck, 'id' | 'user_id' | 'name' | 'failure_threshold' | 'consecutive_failures' | 'failing_alerted_at'>;

/**
 * A check failed when any of its sources could not be read (fetch and HTTP errors, pages a
 * reader refused); `lastError` is what the monitor keeps of it. Returns the monitor's new health
 * and the monitor.failing or monitor.recovered event it sends, if any.
 */
export function settleCheckHealth(
  monitor: HealthOfMonitor,
  results: readonly Pick<SourceResult, 'summary'>[],
  lastError: string | null,
  finishedAt: number,
): { health: MonitorHealth; event: EnqueueEventInput | null } {
  const failed = results.some((r) => r.summary.outcome === 'error');
  const threshold = monitor.failure_threshold ?? DEFAULT_FAILURE_THRESHOLD;
  const { health, event } = settleMonitorHealth(monitor, failed, threshold, finishedAt);
  if (event === null) return { health, event: null };
  const eventId = newId('evt', finishedAt);
  const body = serialiseMonitorEvent({
    id: eventId,
    type: event,
    created_at: finishedAt,
    data: {
      monitor_id: monitor.id,
      monitor_name: monitor.name,
      ...(event === 'monitor.failing' ? { error: lastError ?? 'the check failed' } : {}),
      failed_checks: event === 'monitor.failing' ? health.consecutive_failures : monitor.consecutive_failures,
      at: finishedAt,
    },
  });
  return { health, event: { eventId, userId: monitor.user_id, monitorId: monitor.id, type: event, body, createdAt: finishedAt } };
}
