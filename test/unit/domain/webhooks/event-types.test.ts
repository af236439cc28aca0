import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, eventsOf, isEventType } from '../../../../src/domain/webhooks/event-types.js';

describe('event types', () => {
  it('lists the three events a destination can take', () => {
    expect(EVENT_TYPES).toEqual(['change.detected', 'monitor.failing', 'monitor.recovered']);
    expect(isEventType('monitor.failing')).toBe(true);
    expect(isEventType('monitor.created')).toBe(false);
  });

  it('gives webhooks without a list only changes, so existing receivers see nothing new, and channels every event', () => {
    expect(eventsOf('webhook', null)).toEqual(['change.detected']);
    expect(eventsOf('channel', null)).toEqual(EVENT_TYPES);
    expect(eventsOf('webhook', ['monitor.failing'])).toEqual(['monitor.failing']);
    expect(eventsOf('channel', ['change.detected'])).toEqual(['change.detected']);
  });
});
