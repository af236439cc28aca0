import type { ChangeType } from '../changes/change-types/change-type-list.js';
import type { ChangeSnapshot } from '../changes/detected-change.js';
import type { Condition } from '../conditions/condition-list.js';

export type { ChangeSnapshot, ChangeType };

export type { EventType } from './event-types.js';

/** What the page showed at one reading of a confirmed change (confirm-change.ts). */
export type ChangeReading = { at: number } & ChangeSnapshot;

/** `data.change` of a `change.detected` event, SPEC 2.7 field names. */
export interface ChangePayload {
  /** `chg-<id>` */
  id: string;
  monitor_id: string;
  monitor_name: string;
  /** Epoch milliseconds. */
  detected_at: number;
  type: ChangeType;
  source: { url: string; title: string };
  before: ChangeSnapshot;
  after: ChangeSnapshot;
  relevance: { score: number; reason: string };
  /** Content changes only: short excerpts of what was removed and added. */
  diff?: { removed: string[]; added: string[] };
  /** A change held for confirmation: the first reading and the re-check's, oldest first. */
  readings?: ChangeReading[];
  /** The monitor's condition that this change met; absent for a monitor without one. */
  condition?: Condition;
}

/** The body of every change.detected delivery, SPEC 2.6. */
export interface EventEnvelope {
  /** `evt-<id>`; constant across retries and re-deliveries, receivers deduplicate on it. */
  id: string;
  type: 'change.detected';
  /** Epoch milliseconds. */
  created_at: number;
  data: { change: ChangePayload };
}

/**
 * The exact body bytes that are signed and sent: compact JSON with members in
 * SPEC order whatever order the envelope was built in, so a stored body and a
 * re-serialised one never differ. Members outside the types are dropped.
 */
export function serialiseEvent(envelope: EventEnvelope): string {
  const { change } = envelope.data;
  return JSON.stringify({
    id: envelope.id,
    type: envelope.type,
    created_at: envelope.created_at,
    data: {
      change: {
        id: change.id,
        monitor_id: change.monitor_id,
        monitor_name: change.monitor_name,
        detected_at: change.detected_at,
        type: change.type,
        source: { url: change.source.url, title: change.source.title },
        before: orderSnapshot(change.before),
        after: orderSnapshot(change.after),
        relevance: { score: change.relevance.score, reason: change.relevance.reason },
        ...(change.diff ? { diff: { removed: change.diff.removed, added: change.diff.added } } : {}),
        ...(change.readings ? { readings: change.readings.map(({ at, ...side }) => ({ at, ...orderSnapshot(side) })) } : {}),
        ...(change.condition ? { condition: orderCondition(change.condition) } : {}),
      },
    },
  });
}

function orderCondition(condition: Condition): Condition {
  const ordered: Condition = { kind: condition.kind };
  if (condition.amount !== undefined) ordered.amount = condition.amount;
  if (condition.currency !== undefined) ordered.currency = condition.currency;
  if (condition.text !== undefined) ordered.text = condition.text;
  return ordered;
}

function orderSnapshot(snapshot: ChangeSnapshot): ChangeSnapshot {
  const ordered: ChangeSnapshot = {
    price: snapshot.price,
    currency: snapshot.currency,
    availability: snapshot.availability,
  };
  if (snapshot.excerpt !== undefined) ordered.excerpt = snapshot.excerpt;
  return ordered;
}
