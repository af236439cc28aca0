import { describe, expect, it } from 'vitest';
import { buildDigestMessage } from '../../../../src/domain/notifications/digest-message.js';
import { serialiseDigestEvent } from '../../../../src/domain/webhooks/digest-event.js';
import { buildSampleChangeEvent } from '../../../../src/domain/webhooks/sample-event.js';
import { readDigestEvent } from '../../../../src/adapters/notify/read-change-event.js';

const change = (id: string) => buildSampleChangeEvent({ eventId: `evt-${id}`, changeId: `chg-${id}`, nowMs: 1 }).data.change;
const envelope = (changes: ReturnType<typeof change>[]) =>
  ({ id: 'evt-d', type: 'changes.digest', created_at: 7, data: { digest: 'hourly', period_start: 1, period_end: 7, changes } }) as const;

describe('buildDigestMessage', () => {
  it('counts the changes in the subject and gives one line to each', () => {
    const message = buildDigestMessage(envelope([change('a'), change('b')]).data, 7, 'https://watch.example');
    expect(message.subject).toBe('2 changes in your hourly digest');
    expect(message.body.split('\n')).toEqual([
      '• Sample monitor: Sony WH-1000XM5 price: Price dropped 17.5%, from 399.99 USD to 329.99 USD ($399.99 → $329.99)',
      '• Sample monitor: Sony WH-1000XM5 price: Price dropped 17.5%, from 399.99 USD to 329.99 USD ($399.99 → $329.99)',
    ]);
    expect(message.link).toEqual({ url: 'https://watch.example/app/', label: 'Open the dashboard' });
    expect(buildDigestMessage(envelope([change('a')]).data, 7, 'https://x').subject).toBe('1 change in your hourly digest');
  });
});

describe('readDigestEvent', () => {
  it('reads a digest body and refuses one with a change it cannot show', () => {
    const body = serialiseDigestEvent(envelope([change('a')]));
    expect(readDigestEvent(body)?.data.changes).toHaveLength(1);
    expect(readDigestEvent(body.replace('"type":"price"', '"type":"rating"'))).toBeNull();
    expect(readDigestEvent(body.replace('"digest":"hourly"', '"digest":"weekly"'))).toBeNull();
    expect(readDigestEvent('{"type":"change.detected"}')).toBeNull();
  });
});
