import { describe, expect, it } from 'vitest';
import { buildMonitorNotice } from '../../../../src/domain/notifications/monitor-notice.js';

const data = { monitor_id: 'mon 1', monitor_name: '  Kettle\nprice ', failed_checks: 3, at: 7, error: 'https://shop.example/: HTTP 503' };

describe('buildMonitorNotice', () => {
  it('says a monitor is failing, with the error and a link to the monitor', () => {
    expect(buildMonitorNotice('monitor.failing', data, 'https://watch.example')).toEqual({
      event: 'monitor.failing',
      monitorName: 'Kettle price',
      headline: 'Checks failed 3 times in a row',
      error: 'https://shop.example/: HTTP 503',
      monitorUrl: 'https://watch.example/app/monitors/mon%201',
      at: 7,
    });
  });

  it('says a monitor works again, without an error', () => {
    const notice = buildMonitorNotice('monitor.recovered', { ...data, failed_checks: 1, error: undefined as never }, 'https://watch.example');
    expect(notice.headline).toBe('Checks work again after failing once');
    expect(notice.error).toBeNull();
  });

  it('cuts a long error to one line of 500 characters', () => {
    expect(buildMonitorNotice('monitor.failing', { ...data, error: `a\n${'x'.repeat(900)}` }, 'https://w.example').error).toHaveLength(500);
  });
});
