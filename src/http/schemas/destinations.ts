import { Type } from 'typebox';
import { EVENT_TYPES } from '../../domain/webhooks/event-types.js';

/** `monitorIds` on webhook and channel creation. */
export const MonitorIdsInput = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
  minItems: 1,
  maxItems: 100,
  description: 'Only changes of these monitors (yours) reach this destination; leave it out for every monitor, including future ones',
  examples: [['mon-01jc3v7x0b2k9e6r5t4y8w1q2z']],
});

/** `events` on webhook and channel creation, and in their answers. */
export const EventsInput = Type.Array(Type.String({ enum: [...EVENT_TYPES] }), {
  minItems: 1,
  maxItems: 10,
  description:
    'The events this destination takes: change.detected (a relevant change), monitor.failing (a monitor\'s checks failed failureThreshold times in a row), ' +
    'monitor.recovered (its first successful check after monitor.failing). Default: ["change.detected"] for webhooks, so existing receivers see nothing new; all three for channels.',
  examples: [['change.detected', 'monitor.failing', 'monitor.recovered']],
});

export const EventsAnswer = Type.Array(Type.String({ enum: [...EVENT_TYPES] }), { description: 'The events this destination takes (its own list, or its kind\'s default)' });
