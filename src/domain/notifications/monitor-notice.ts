import type { MonitorEventData, MonitorEventType } from '../webhooks/monitor-event.js';
import { shorten } from './change-notice.js';

/** What every channel's message says when a monitor stops working or works again. */
export interface MonitorNotice {
  event: MonitorEventType;
  monitorName: string;
  /** One line, e.g. "Checks failed 3 times in a row" or "Checks work again after 4 failures". */
  headline: string;
  /** monitor.failing: what the last check said; null for monitor.recovered. */
  error: string | null;
  /** The monitor's page in the dashboard. */
  monitorUrl: string;
  at: number;
}

const ERROR_CHARACTERS = 500;

/** The monitor's page in the dashboard, which failing and recovered messages link to. */
export function linkToMonitor(publicUrl: string, monitorId: string): string {
  return `${publicUrl}/app/monitors/${encodeURIComponent(monitorId)}`;
}

export function buildMonitorNotice(type: MonitorEventType, data: MonitorEventData, publicUrl: string): MonitorNotice {
  const failing = type === 'monitor.failing';
  const times = (n: number) => (n === 1 ? 'once' : `${n} times`);
  return {
    event: type,
    monitorName: shorten(data.monitor_name, 200),
    headline: failing ? `Checks failed ${times(data.failed_checks)} in a row` : `Checks work again after failing ${times(data.failed_checks)}`,
    error: failing ? shorten(data.error ?? 'the check failed', ERROR_CHARACTERS) : null,
    monitorUrl: linkToMonitor(publicUrl, data.monitor_id),
    at: data.at,
  };
}
