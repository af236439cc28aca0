/** Every event type a destination can take (CONTRACT: a destination's `events`). */
export const EVENT_TYPES = ['change.detected', 'monitor.failing', 'monitor.recovered'] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** What a destination that names no `events` takes: webhooks only changes, so existing receivers see nothing new; channels every event. */
export const DEFAULT_EVENTS: Readonly<Record<'webhook' | 'channel', readonly EventType[]>> = {
  webhook: ['change.detected'],
  channel: EVENT_TYPES,
};

export function isEventType(value: unknown): value is EventType {
  return (EVENT_TYPES as readonly unknown[]).includes(value);
}

/** The events a destination takes: its own list, or its kind's default when it has none. */
export function eventsOf(kind: 'webhook' | 'channel', events: readonly EventType[] | null): readonly EventType[] {
  return events ?? DEFAULT_EVENTS[kind];
}
