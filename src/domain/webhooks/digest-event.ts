import type { DigestSetting } from '../destinations/digest.js';
import type { ChangePayload } from './event-envelope.js';

export const DIGEST_EVENT_TYPE = 'changes.digest';

/** The body of a digest delivery: the changes of one period of one destination, oldest first, as change.detected carries each. */
export interface DigestEnvelope {
  /** `evt-<id>`, like every event. */
  id: string;
  type: typeof DIGEST_EVENT_TYPE;
  created_at: number;
  data: {
    /** `hourly` or `daily`. */
    digest: DigestSetting['every'];
    /** The period the digest covers, epoch ms: from `period_start` (inclusive) to `period_end` (exclusive). */
    period_start: number;
    period_end: number;
    changes: ChangePayload[];
  };
}

/** The exact body bytes that are signed and sent, members in a fixed order; each change as its change.detected body held it. */
export function serialiseDigestEvent(envelope: DigestEnvelope): string {
  const { data } = envelope;
  return JSON.stringify({
    id: envelope.id,
    type: envelope.type,
    created_at: envelope.created_at,
    data: { digest: data.digest, period_start: data.period_start, period_end: data.period_end, changes: data.changes },
  });
}
