import { describe, expect, it } from 'vitest';
import { CHANNEL_KINDS } from '../../../../src/domain/destinations/registry.js';
import { buildMonitorNotice } from '../../../../src/domain/notifications/monitor-notice.js';

const SAMPLE_TARGETS: Record<(typeof CHANNEL_KINDS)[number]['name'], string> = {
  email: 'alerts@example.com',
  slack: 'https://hooks.slack.com/services/T1/B1/secret',
  discord: 'https://discord.com/api/webhooks/42/token',
  ntfy: 'https://ntfy.sh/price-alerts',
  telegram: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw:-100777',
  matrix: 'https://matrix.example.org|!room:example.org|syt_secret_token',
  teams: 'https://example.webhook.office.com/webhookb2/a@b/IncomingWebhook/c/d',
};

const data = { monitor_id: 'mon-7', monitor_name: 'Kettle <price>', failed_checks: 3, at: Date.UTC(2026, 10, 26), error: 'https://shop.example/: HTTP 503' };
const failing = buildMonitorNotice('monitor.failing', data, 'https://watch.example');
const recovered = buildMonitorNotice('monitor.recovered', { ...data, error: undefined as never }, 'https://watch.example');

describe.each(CHANNEL_KINDS.map((kind) => [kind.name, kind] as const))('%s monitor messages', (_name, kind) => {
  const read = kind.readTarget(SAMPLE_TARGETS[kind.name]);
  if (!read.ok) throw new Error(read.error);
  const text = (notice: typeof failing) => JSON.stringify(kind.formatMonitorMessage(notice, read.parts as never));

  it('say the monitor is failing, with the error and a link to the monitor', () => {
    const message = text(failing);
    expect(message).toContain('Checks failed 3 times in a row');
    expect(message).toContain('HTTP 503');
    expect(message).toContain('https://watch.example/app/monitors/mon-7');
    expect(message).toMatch(/Kettle (<|&lt;)price(>|&gt;)/);
  });

  it('say it works again, without an error', () => {
    const message = text(recovered);
    expect(message).toContain('Checks work again after failing 3 times');
    expect(message).not.toContain('HTTP 503');
  });
});
