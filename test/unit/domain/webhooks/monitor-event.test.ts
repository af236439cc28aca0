import { describe, expect, it } from 'vitest';
import { serialiseMonitorEvent } from '../../../../src/domain/webhooks/monitor-event.js';

describe('serialiseMonitorEvent', () => {
  it('writes members in a fixed order whatever order they were built in', () => {
    const body = serialiseMonitorEvent({
      type: 'monitor.failing',
      data: { at: 2, failed_checks: 3, error: 'HTTP 503', monitor_name: 'Kettle', monitor_id: 'mon-1' },
      created_at: 2,
      id: 'evt-1',
    });
    expect(body).toBe('{"id":"evt-1","type":"monitor.failing","created_at":2,"data":{"monitor_id":"mon-1","monitor_name":"Kettle","error":"HTTP 503","failed_checks":3,"at":2}}');
  });

  it('leaves error out of monitor.recovered', () => {
    const body = serialiseMonitorEvent({ id: 'evt-2', type: 'monitor.recovered', created_at: 5, data: { monitor_id: 'mon-1', monitor_name: 'Kettle', failed_checks: 4, at: 5 } });
    expect(JSON.parse(body).data).toEqual({ monitor_id: 'mon-1', monitor_name: 'Kettle', failed_checks: 4, at: 5 });
  });
});
