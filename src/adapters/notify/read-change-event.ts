import { isChangeType } from '../../domain/changes/change-types/change-type-list.js';
import { buildChangeNotice, type ChangeNotice } from '../../domain/notifications/change-notice.js';
import type { ChangePayload } from '../../domain/webhooks/event-envelope.js';
import { notSentOutcome, type NotifyOutcome, type OutgoingEvent } from './sender.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The change inside a stored change.detected body; null when the body is not one. */
export function readChangeEvent(body: string): ChangePayload | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isObject(parsed) || parsed.type !== 'change.detected' || !isObject(parsed.data)) return null;
  const change = parsed.data.change;
  if (!isObject(change) || typeof change.monitor_name !== 'string' || typeof change.monitor_id !== 'string') return null;
  // A type this version does not know has no words in a message: the event is unreadable, not "content".
  if (!isChangeType(change.type)) return null;
  if (!isObject(change.source) || typeof change.source.url !== 'string') return null;
  if (!isObject(change.relevance) || typeof change.relevance.reason !== 'string') return null;
  if (!isObject(change.before) || !isObject(change.after)) return null;
  return change as unknown as ChangePayload;
}

const UNREADABLE_EVENT = 'event body is not a change.detected event: nothing to show';

/** Reads the event into what a person needs at a glance and hands it to `send`, or says why the attempt ends unsent. */
export function withNotice(event: OutgoingEvent, publicUrl: string, send: (notice: ChangeNotice) => Promise<NotifyOutcome>): Promise<NotifyOutcome> {
  const change = readChangeEvent(event.body);
  return change === null ? Promise.resolve(notSentOutcome(UNREADABLE_EVENT, false)) : send(buildChangeNotice(change, publicUrl));
}
