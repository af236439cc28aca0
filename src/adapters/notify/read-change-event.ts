import { isChangeType } from '../../domain/changes/change-types/change-type-list.js';
import type { ChangePayload } from '../../domain/webhooks/event-envelope.js';

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
