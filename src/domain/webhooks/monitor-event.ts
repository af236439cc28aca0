/** The two events about a monitor itself rather than its pages' changes. */
export type MonitorEventType = 'monitor.failing' | 'monitor.recovered';

/** `data` of a monitor.failing or monitor.recovered event. */
export interface MonitorEventData {
  monitor_id: string;
  monitor_name: string;
  /** monitor.failing only: what the last failed check said (the monitor's last_error). */
  error?: string;
  /** failing: checks in a row that failed so far; recovered: how many failed before this success. */
  failed_checks: number;
  /** Epoch milliseconds of the check that decided it. */
  at: number;
}

export interface MonitorEventEnvelope {
  /** `evt-<id>` */
  id: string;
  type: MonitorEventType;
  created_at: number;
  data: MonitorEventData;
}

/** The exact body bytes, members in a fixed order like `serialiseEvent`. */
export function serialiseMonitorEvent(envelope: MonitorEventEnvelope): string {
  const { data } = envelope;
  return JSON.stringify({
    id: envelope.id,
    type: envelope.type,
    created_at: envelope.created_at,
    data: {
      monitor_id: data.monitor_id,
      monitor_name: data.monitor_name,
      ...(data.error === undefined ? {} : { error: data.error }),
      failed_checks: data.failed_checks,
      at: data.at,
    },
  });
}
