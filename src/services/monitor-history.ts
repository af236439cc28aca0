import type { CheckLogRecord } from '../domain/monitors/check-log.js';
import { notFound } from '../errors.js';
import { downsampleReadings, valueRange, type Reading, type ReadingField } from '../domain/monitors/reading-series.js';
import type { LatestReading } from '../domain/monitors/latest-reading.js';
import type { CheckRepository, ListedChange } from '../storage/repositories/checks.js';
import type { MonitorRepository } from '../storage/repositories/monitors.js';

/** One check log entry with the address of the source it read. */
export type CheckLogEntry = CheckLogRecord & { source_url: string };

/** What a monitor's checks found, read by its owner a page at a time. */
export function createMonitorHistory(deps: { monitors: MonitorRepository; checks: CheckRepository }) {
  return {
    /** The last price and availability read of each of the owner's monitors given (the caller has them already). */
    latestReadings(monitorIds: readonly string[]): Promise<Map<string, LatestReading>> {
      return deps.checks.latestReadings(monitorIds);
    },

    /** The reported changes, newest first; 404 for a monitor the owner does not have. */
    async listChanges(ownerId: string, monitorId: string, page: number, limit: number): Promise<{ changes: ListedChange[]; total: number }> {
      if (!(await deps.monitors.isOwned(ownerId, monitorId))) throw notFound('monitor');
      return deps.checks.listChanges(monitorId, page, limit);
    },

    /** The check log, newest first; an entry of a source since removed has an empty address. */
    async listChecks(ownerId: string, monitorId: string, page: number, limit: number): Promise<{ checks: CheckLogEntry[]; total: number }> {
      const monitor = await deps.monitors.findOwned(ownerId, monitorId);
      if (!monitor) throw notFound('monitor');
      const { checks, total } = await deps.checks.listChecks(monitor.id, page, limit);
      const urls = new Map(monitor.sources.map((source) => [source.id, source.url]));
      return { checks: checks.map((check) => ({ ...check, source_url: urls.get(check.source_id) ?? '' })), total };
    },

    /** A field's readings over the kept check log, oldest first, at most MAX_HISTORY_POINTS; 404 as above. */
    async readHistory(ownerId: string, monitorId: string, field: ReadingField): Promise<ReadingHistory> {
      if (!(await deps.monitors.isOwned(ownerId, monitorId))) throw notFound('monitor');
      const readings = await deps.checks.listReadings(monitorId, field);
      const points = downsampleReadings(readings);
      return field === 'price' ? { points, ...valueRange(readings as Reading<'price'>[]) } : { points };
    },
  };
}

/** A field's readings thinned for drawing; `min` and `max` (price only) span every stored reading. */
export interface ReadingHistory {
  points: Reading[];
  min?: number;
  max?: number;
}

export type MonitorHistory = ReturnType<typeof createMonitorHistory>;
