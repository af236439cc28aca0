import type { MessageTemplate } from '../../../../src/domain/notifications/message-template.js';
import { describe, expect, it } from 'vitest';
import { readMonitorEvent, withMessage } from '../../../../src/adapters/notify/read-change-event.js';
import { slackKind } from '../../../../src/domain/destinations/slack.js';
import { serialiseMonitorEvent } from '../../../../src/domain/webhooks/monitor-event.js';
import { buildSampleChangeEvent } from '../../../../src/domain/webhooks/sample-event.js';
import { serialiseEvent } from '../../../../src/domain/webhooks/event-envelope.js';
import type { OutgoingEvent } from '../../../../src/adapters/notify/sender.js';

const failingBody = serialiseMonitorEvent({
  id: 'evt-1',
  type: 'monitor.failing',
  created_at: 1,
  data: { monitor_id: 'mon-1', monitor_name: 'Kettle', error: 'HTTP 503', failed_checks: 3, at: 1 },
});
const event = (body: string): OutgoingEvent => ({ deliveryId: 'dlv-1', eventId: 'evt-1', eventType: 'x', body, attemptedAt: 1 });
const parts = slackKind.readTarget('https://hooks.slack.com/services/T1/B1/secret');

describe('readMonitorEvent', () => {
  it('reads a monitor.failing or monitor.recovered body and nothing else', () => {
    expect(readMonitorEvent(failingBody)).toEqual({ type: 'monitor.failing', data: { monitor_id: 'mon-1', monitor_name: 'Kettle', error: 'HTTP 503', failed_checks: 3, at: 1 } });
    expect(readMonitorEvent(failingBody.replace('"failed_checks":3', '"failed_checks":"3"'))).toBeNull();
    expect(readMonitorEvent(failingBody.replace('monitor.failing', 'monitor.deleted'))).toBeNull();
    expect(readMonitorEvent('not json')).toBeNull();
  });
});

describe('withMessage', () => {
  if (!parts.ok) throw new Error(parts.error);
  const capture = async (body: string, template: MessageTemplate | null = null) => {
    let sent: unknown = null;
    const outcome = await withMessage(slackKind, { parts: parts.parts, template }, event(body), 'https://watch.example', async (message) => {
      sent = message;
      return { ok: true, retryable: true, retryAfterSeconds: null, error: null, statusCode: 200, responseBody: null, durationMs: 1 };
    });
    return { outcome, sent: sent as { text: string } | null };
  };

  it("formats a change with the kind's change message and a monitor event with its monitor message", async () => {
    const change = await capture(serialiseEvent(buildSampleChangeEvent({ eventId: 'evt-2', changeId: 'chg-2', nowMs: 1 })));
    expect(change.sent?.text).toMatch(/^Sample monitor/);
    const failing = await capture(failingBody);
    expect(failing.sent?.text).toBe('Kettle: Checks failed 3 times in a row');
  });

  it("words a change with the channel's template, and monitor events and a failing template with the default message", async () => {
    const body = serialiseEvent(buildSampleChangeEvent({ eventId: 'evt-3', changeId: 'chg-3', nowMs: 1 }));
    const written = await capture(body, { subject: 'Deal: {{ change.after.price }}', body: '<b>{{ summary.headline }}</b>' });
    expect(written.sent?.text).toBe('Deal: 329.99');
    expect(JSON.stringify(written.sent)).toContain('&lt;b&gt;Price dropped 17.5%');
    const failed = await capture(body, { body: '{% for i in (1..100000000) %}{% for j in (1..100000000) %}{% endfor %}{% endfor %}' });
    expect(failed.sent?.text).toMatch(/^Sample monitor: Sony WH-1000XM5 price: Price dropped/);
    const monitorEvent = await capture(failingBody, { subject: 'Deal' });
    expect(monitorEvent.sent?.text).toBe('Kettle: Checks failed 3 times in a row');
  });

  it('ends an unreadable event unsent, without retries', async () => {
    const { outcome, sent } = await capture('{"type":"monitor.created"}');
    expect(sent).toBeNull();
    expect(outcome).toMatchObject({ ok: false, retryable: false });
  });
});
