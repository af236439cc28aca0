import { findChangeType } from '../changes/change-types/registry.js';
import { clip, describeBeforeAfter, shorten, type ChangeNotice } from '../notifications/change-notice.js';
import { cutSecret, type ChannelKind } from './destination-kind.js';
import type { MonitorNotice } from '../notifications/monitor-notice.js';
import type { WrittenMessage } from '../notifications/written-message.js';
import { readHttpsTarget } from './https-target.js';

/**
 * A JSON publish body (posted to the server root, the topic inside): JSON keeps non-ASCII
 * titles intact, which the Title header could not carry. A click opens the page; the action
 * button opens the change.
 */
export function formatNtfyMessage(notice: ChangeNotice, topic: string) {
  const beforeAfter = describeBeforeAfter(notice);
  return {
    topic,
    title: shorten(notice.monitorName, 250),
    message: clip([notice.headline, ...(beforeAfter === null ? [] : [beforeAfter])].join('\n'), 4000),
    tags: [findChangeType(notice.type).emoji(notice.direction), notice.type],
    priority: notice.type === 'content' ? 3 : 4,
    click: notice.pageUrl,
    actions: [{ action: 'view', label: 'View change', url: notice.changeUrl }],
  };
}

/** monitor.failing (high priority, warning tag) / monitor.recovered; a click opens the monitor. */
export function formatNtfyMonitorMessage(notice: MonitorNotice, topic: string): ReturnType<typeof formatNtfyMessage> {
  const failing = notice.event === 'monitor.failing';
  return {
    topic,
    title: shorten(notice.monitorName, 250),
    message: clip([notice.headline, ...(notice.error === null ? [] : [notice.error])].join('\n'), 4000),
    tags: [failing ? 'warning' : 'white_check_mark', notice.event],
    priority: failing ? 4 : 3,
    click: notice.monitorUrl,
    actions: [{ action: 'view', label: 'Open the monitor', url: notice.monitorUrl }],
  };
}

/** A templated message: title and message as written; a click and the button open the change. */
export function formatNtfyWrittenMessage(message: WrittenMessage, topic: string): ReturnType<typeof formatNtfyMessage> {
  return {
    topic,
    title: shorten(message.subject, 250),
    message: clip(message.body, 4000),
    tags: [] as string[],
    priority: 3,
    click: message.link.url,
    actions: [{ action: 'view', label: message.link.label, url: message.link.url }],
  };
}

export interface NtfyParts {
  /** Where messages are published: the server's root (with any base path), ending in "/". */
  server: string;
  topic: string;
}

const SHAPE = 'the ntfy topic URL (https://ntfy.sh/<topic>)';
// ntfy's own rule for topic names.
const TOPIC = /^[-_A-Za-z0-9]{1,64}$/;

/** A topic URL `https://<server>[/<base path>]/<topic>`: the topic is the last segment, and the secret, as anyone who knows it may read. */
export const ntfyKind: ChannelKind<'ntfy', NtfyParts, ReturnType<typeof formatNtfyMessage>> = {
  name: 'ntfy',
  label: 'ntfy',
  target: { label: 'Topic URL', hint: 'https://ntfy.sh/<your topic>', shape: SHAPE, masked: 'the topic cut to its first 4 characters' },
  readTarget(input) {
    const read = readHttpsTarget(input, SHAPE);
    if (!read.ok) return read;
    const topic = read.parts.segments.at(-1)!;
    if (!TOPIC.test(topic)) return { ok: false, error: `must be ${SHAPE}: a topic is 1 to 64 letters, digits, - or _` };
    const base = read.parts.segments.slice(0, -1).map((segment) => `${segment}/`).join('');
    return { ok: true, parts: { server: `${read.parts.origin}/${base}`, topic } };
  },
  writeTarget: (parts) => `${parts.server}${parts.topic}`,
  maskTarget: (parts) => `${parts.server}${cutSecret(parts.topic)}`,
  guardedUrl: (parts) => parts.server,
  formatMessage: (notice, parts) => formatNtfyMessage(notice, parts.topic),
  formatMonitorMessage: (notice, parts) => formatNtfyMonitorMessage(notice, parts.topic),
  formatWrittenMessage: (message, parts) => formatNtfyWrittenMessage(message, parts.topic),
};
