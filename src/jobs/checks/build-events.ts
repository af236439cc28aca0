import { newId } from '../../domain/ids.js';
import type { Observation } from '../../domain/observation.js';
import type { DetectedChange } from '../../domain/changes/compare-observations.js';
import { nextCheckAt } from '../../domain/monitors/schedule.js';
import { serialiseEvent, type ChangePayload } from '../../domain/webhooks/event-envelope.js';
import type { CheckedSource, FinishedCheck, MonitorToCheck } from '../../storage/repositories/checks.js';
import type { EnqueueEventInput } from '../../storage/repositories/outbox.js';
import type { SourceResult } from './source-result.js';
import { settleCheckHealth, type HealthOfMonitor } from './monitor-health-event.js';

// The monitor's last_error column keeps this much of the joined errors.
const MAX_LAST_ERROR = 2000;

/** The change a relevant difference reports, as its event carries it. */
export function buildChange(monitor: Pick<MonitorToCheck, 'id' | 'name'>, source: Pick<CheckedSource, 'url' | 'title'>, after: Observation, detected: DetectedChange, now: number): ChangePayload {
  return {
    id: newId('chg', now),
    monitor_id: monitor.id,
    monitor_name: monitor.name,
    detected_at: now,
    type: detected.type,
    source: { url: source.url, title: after.title ?? source.title },
    before: detected.before,
    after: detected.after,
    relevance: { score: detected.score, reason: detected.reason },
    ...(detected.diff ? { diff: detected.diff } : {}),
    ...(detected.verdict?.met ? { condition: detected.verdict.condition } : {}),
  };
}

/**
 * Everything one check of a leased monitor stores at once: log rows, source updates, changes, their
 * events (and monitor.failing or monitor.recovered), the monitor's health and next due time;
 * `confirmAt`: when a change held for confirmation must be read again.
 */
export function buildFinishedCheck(
  monitor: Pick<MonitorToCheck, 'check_interval_seconds' | 'last_change_at'> & HealthOfMonitor,
  results: readonly SourceResult[],
  finishedAt: number,
  confirmAt: number | null = null,
): FinishedCheck {
  const changed = results.flatMap((r) => (r.change ? [{ sourceId: r.row.source_id, change: r.change }] : []));
  const errors = results.flatMap((r) => [
    ...(r.summary.outcome === 'error' ? [`${r.summary.url}: ${r.summary.error}`] : []),
    ...(r.problem === null ? [] : [r.problem]),
  ]);
  const lastError = errors.length > 0 ? errors.join('; ').slice(0, MAX_LAST_ERROR) : null;
  const { health, event: healthEvent } = settleCheckHealth(monitor, results, lastError, finishedAt);
  const nextDue = nextCheckAt(finishedAt, monitor.check_interval_seconds);
  return {
    monitorId: monitor.id,
    checks: results.map((r) => r.row),
    sources: results.flatMap((r) => (r.update ? [r.update] : [])),
    changes: changed.map(({ sourceId, change }) => ({
      id: change.id,
      monitor_id: monitor.id,
      user_id: monitor.user_id,
      source_id: sourceId,
      type: change.type,
      detected_at: change.detected_at,
      payload: JSON.stringify(change),
    })),
    events: changed.map(({ change }): EnqueueEventInput => {
      const eventId = newId('evt', change.detected_at);
      const body = serialiseEvent({ id: eventId, type: 'change.detected', created_at: change.detected_at, data: { change } });
      return { eventId, userId: monitor.user_id, monitorId: monitor.id, type: 'change.detected', body, createdAt: change.detected_at };
    }).concat(healthEvent === null ? [] : [healthEvent]),
    monitor: {
      last_check_at: finishedAt,
      // A change held for confirmation is re-checked after the confirmation delay, not a whole interval.
      next_check_at: confirmAt === null ? nextDue : Math.min(nextDue, confirmAt),
      last_error: lastError,
      last_change_at: changed.length > 0 ? finishedAt : monitor.last_change_at,
      ...health,
    },
  };
}

/** The most relevant change of a check, which the on-demand check answers with; the first of equals. */
export function strongestChange(results: readonly Pick<SourceResult, 'change'>[]): ChangePayload | null {
  let strongest: ChangePayload | null = null;
  for (const { change } of results) if (change && (strongest === null || change.relevance.score > strongest.relevance.score)) strongest = change;
  return strongest;
}
