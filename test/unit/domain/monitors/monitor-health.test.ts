import { describe, expect, it } from 'vitest';
import { settleMonitorHealth } from '../../../../src/domain/monitors/monitor-health.js';

const NOW = Date.UTC(2026, 10, 26, 12);
const healthy = { consecutive_failures: 0, failing_alerted_at: null };

describe('settleMonitorHealth', () => {
  it('counts failures and sends monitor.failing once, when the run reaches the threshold', () => {
    let health = healthy as { consecutive_failures: number; failing_alerted_at: number | null };
    const events: Array<string | null> = [];
    for (let check = 0; check < 5; check++) {
      const settled = settleMonitorHealth(health, true, 3, NOW + check);
      health = settled.health;
      events.push(settled.event);
    }
    expect(events).toEqual([null, null, 'monitor.failing', null, null]);
    expect(health).toEqual({ consecutive_failures: 5, failing_alerted_at: NOW + 2 });
  });

  it('sends monitor.recovered on the first success after monitor.failing, and resets the run', () => {
    expect(settleMonitorHealth({ consecutive_failures: 5, failing_alerted_at: NOW }, false, 3, NOW + 1)).toEqual({ health: healthy, event: 'monitor.recovered' });
  });

  it('ends a run below the threshold silently', () => {
    expect(settleMonitorHealth({ consecutive_failures: 2, failing_alerted_at: null }, false, 3, NOW)).toEqual({ health: healthy, event: null });
    expect(settleMonitorHealth(healthy, false, 3, NOW)).toEqual({ health: healthy, event: null });
  });

  it('with a threshold of 1 reports the first failure', () => {
    expect(settleMonitorHealth(healthy, true, 1, NOW).event).toBe('monitor.failing');
  });

  it('a threshold raised past a run already reported sends nothing more', () => {
    expect(settleMonitorHealth({ consecutive_failures: 3, failing_alerted_at: NOW }, true, 10, NOW + 1).event).toBeNull();
  });
});
