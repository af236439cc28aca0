import { newId } from '../../domain/ids.js';
import type { Observation } from '../../domain/observation.js';
import type { DetectedChange } from '../../domain/changes/compare-observations.js';
import { nextCheckAt } from '../../domain/monitors/schedule.js';
import { serialiseEvent, type ChangePayload } from '../../domain/webhooks/event-envelope.js';
import type { CheckedSource, FinishedCheck, MonitorToCheck } from '../../storage/repositories/checks.js';
import type { SourceResult } from './source-result.js';

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
  };
}

/** Everything one check of a leased monitor stores at once: log rows, source updates, changes, their events, the monitor's next due time. */
export function buildFinishedCheck(monitor: Pick<MonitorToCheck, 'id' | 'user_id' | 'check_interval_seconds' | 'last_change_at'>, results: readonly SourceResult[], finishedAt: number): FinishedCheck {
  const changed = results.flatMap((r) => (r.change ? [{ sourceId: r.row.source_id, change: r.change }] : []));
  const errors = results.flatMap((r) => [
    ...(r.summary.outcome === 'error' ? [`${r.summary.url}: ${r.summary.error}`] : []),
    ...(r.problem === null ? [] : [r.problem]),
  ]);
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
    events: changed.map(({ change }) => {
      const eventId = newId('evt', change.detected_at);
      const body = serialiseEvent({ id: eventId, type: 'change.detected', created_at: change.detected_at, data: { change } });
      return { eventId, userId: monitor.user_id, monitorId: monitor.id, type: 'change.detected', body, createdAt: change.detected_at };
    }),
    monitor: {
      last_check_at: finishedAt,
      next_check_at: nextCheckAt(finishedAt, monitor.check_interval_seconds),
      last_error: errors.length > 0 ? errors.join('; ').slice(0, MAX_LAST_ERROR) : null,
      last_change_at: changed.length > 0 ? finishedAt : monitor.last_change_at,
    },
  };
}

/** The most relevant change of a check, which the on-demand check answers with; the first of equals. */
export function strongestChange(results: readonly Pick<SourceResult, 'change'>[]): ChangePayload | null {
  let strongest: ChangePayload | null = null;
  for (const { change } of results) if (change && (strongest === null || change.relevance.score > strongest.relevance.score)) strongest = change;
  return strongest;
}
