import { Type } from 'typebox';

/** `monitorIds` on webhook and channel creation. */
export const MonitorIdsInput = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
  minItems: 1,
  maxItems: 100,
  description: 'Only changes of these monitors (yours) reach this destination; leave it out for every monitor, including future ones',
  examples: [['mon-01jc3v7x0b2k9e6r5t4y8w1q2z']],
});
