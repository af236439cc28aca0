import { isChangeType } from '../../domain/changes/change-types/change-type-list.js';
import { buildChangeNotice } from '../../domain/notifications/change-notice.js';
import { buildMonitorNotice } from '../../domain/notifications/monitor-notice.js';
import type { ChannelKind } from '../../domain/destinations/destination-kind.js';
import type { MonitorEventData, MonitorEventType } from '../../domain/webhooks/monitor-event.js';
import type { ChangePayload } from '../../domain/webhooks/event-envelope.js';
import { renderMessageTemplate, type MessageTemplate } from '../../domain/notifications/message-template.js';
import { buildDigestMessage } from '../../domain/notifications/digest-message.js';
import { DIGEST_EVENT_TYPE, type DigestEnvelope } from '../../domain/webhooks/digest-event.js';
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

/** The data of a stored monitor.failing or monitor.recovered body; null when the body is not one. */
export function readMonitorEvent(body: string): { type: MonitorEventType; data: MonitorEventData } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isObject(parsed) || (parsed.type !== 'monitor.failing' && parsed.type !== 'monitor.recovered') || !isObject(parsed.data)) return null;
  const { data } = parsed;
  if (typeof data.monitor_id !== 'string' || typeof data.monitor_name !== 'string' || typeof data.failed_checks !== 'number' || typeof data.at !== 'number') return null;
  if (data.error !== undefined && typeof data.error !== 'string') return null;
  return { type: parsed.type, data: data as unknown as MonitorEventData };
}

/** A stored changes.digest body; null when the body is not one or a change in it cannot be read. */
export function readDigestEvent(body: string): DigestEnvelope | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isObject(parsed) || parsed.type !== DIGEST_EVENT_TYPE || typeof parsed.created_at !== 'number' || !isObject(parsed.data)) return null;
  const { data } = parsed;
  if ((data.digest !== 'hourly' && data.digest !== 'daily') || !Array.isArray(data.changes)) return null;
  // Each change is read as its own change.detected would be: one this version cannot show makes the digest unreadable.
  const readable = data.changes.every((change) => readChangeEvent(JSON.stringify({ type: 'change.detected', data: { change } })) !== null);
  return readable ? (parsed as unknown as DigestEnvelope) : null;
}

const UNREADABLE_EVENT = 'event body is not a change.detected, changes.digest, monitor.failing or monitor.recovered event: nothing to show';

/**
 * Reads the event into the kind's message (a change, or a monitor failing or working again)
 * and hands it to `send`, or says why the attempt ends unsent. A change is worded by the
 * channel's template when it has one; a template that fails on this change (it was checked
 * against a sample when saved, but a real change may run it past its limits) gives the default
 * message rather than no message.
 */
export function withMessage<Parts, Message>(
  kind: Pick<ChannelKind<string, Parts, Message>, 'formatMessage' | 'formatMonitorMessage' | 'formatWrittenMessage'>,
  destination: { parts: Parts; template: MessageTemplate | null },
  event: OutgoingEvent,
  publicUrl: string,
  send: (message: Message) => Promise<NotifyOutcome>,
): Promise<NotifyOutcome> {
  const { parts, template } = destination;
  const change = readChangeEvent(event.body);
  if (change !== null) {
    const written = template === null ? null : renderMessageTemplate(template, change, publicUrl);
    if (written?.ok) return send(kind.formatWrittenMessage(written.message, parts));
    return send(kind.formatMessage(buildChangeNotice(change, publicUrl), parts));
  }
  const digest = readDigestEvent(event.body);
  if (digest !== null) return send(kind.formatWrittenMessage(buildDigestMessage(digest.data, digest.created_at, publicUrl), parts));
  const monitorEvent = readMonitorEvent(event.body);
  if (monitorEvent !== null) return send(kind.formatMonitorMessage(buildMonitorNotice(monitorEvent.type, monitorEvent.data, publicUrl), parts));
  return Promise.resolve(notSentOutcome(UNREADABLE_EVENT, false));
}
