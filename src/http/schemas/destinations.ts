import { Type } from 'typebox';
import { EVENT_TYPES } from '../../domain/webhooks/event-types.js';
import { DEFAULT_DIGEST_AT, DEFAULT_DIGEST_TIMEZONE, DIGEST_FREQUENCIES, type DigestSetting } from '../../domain/destinations/digest.js';

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

const DIGEST_DESCRIPTION =
  '`immediate` (default): each change.detected is delivered on its own. `hourly`: the changes of each local hour are gathered into one ' +
  'changes.digest delivery at the full hour; `daily`: those of each day, at digestAt local time. A digest is one signed delivery (it counts once ' +
  'against the hourly cap and is one row of the delivery log) whose body is `{id, type: "changes.digest", created_at, data: {digest, period_start, ' +
  'period_end, changes: [...]}}`, each change as change.detected carries it; a period without changes sends nothing. monitor.failing and ' +
  'monitor.recovered are never held for a digest. Local times follow the time zone\'s daylight-saving rules.';

/** `digest`, `digestAt` and `timezone` on webhook and channel creation. */
export const DigestInputs = {
  digest: Type.Optional(Type.String({ enum: [...DIGEST_FREQUENCIES], default: 'immediate', description: DIGEST_DESCRIPTION, examples: ['daily'] })),
  digestAt: Type.Optional(
    Type.String({ maxLength: 5, description: `digest daily only: the local time it goes out, HH:MM (default ${DEFAULT_DIGEST_AT})`, examples: ['08:30'] }),
  ),
  timezone: Type.Optional(
    Type.String({ maxLength: 64, description: `digest hourly or daily: the IANA time zone of its clock (default ${DEFAULT_DIGEST_TIMEZONE})`, examples: ['Europe/Berlin'] }),
  ),
};

/** The digest fields of an answer. */
export const DigestAnswers = {
  digest: Type.String({ enum: [...DIGEST_FREQUENCIES], description: DIGEST_DESCRIPTION }),
  digestAt: Type.Union([Type.String(), Type.Null()], { description: 'The local time a daily digest goes out; null otherwise' }),
  timezone: Type.Union([Type.String(), Type.Null()], { description: 'The time zone of a digest\'s clock; null for immediate' }),
};

/** A destination's digest setting as answers show it. */
export function presentDigest(digest: DigestSetting | null) {
  return {
    digest: digest === null ? ('immediate' as const) : digest.every,
    digestAt: digest?.every === 'daily' ? digest.at : null,
    timezone: digest?.timezone ?? null,
  };
}
