import { clip, describeBeforeAfter, shorten, type ChangeNotice } from '../notifications/change-notice.js';
import type { ChannelKind } from './destination-kind.js';
import type { MonitorNotice } from '../notifications/monitor-notice.js';
import type { WrittenMessage } from '../notifications/written-message.js';
import { maskLastSegment, readHttpsTarget, writeHttpsTarget, type HttpsTarget } from './https-target.js';

/** Slack's mrkdwn treats only these three as control characters. */
function escapeSlack(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function slackLink(url: string, label: string): string {
  return `<${url.replace(/[<>|]/g, encodeURIComponent)}|${escapeSlack(label).replace(/\|/g, '¦')}>`;
}

/** An incoming-webhook payload: `text` for notifications and old clients, blocks for the message itself. */
export function formatSlackMessage(notice: ChangeNotice) {
  const beforeAfter = describeBeforeAfter(notice);
  const summary = [`*${escapeSlack(notice.headline)}*`, ...(beforeAfter === null ? [] : [escapeSlack(beforeAfter)])].join('\n');
  return {
    text: shorten(`${notice.monitorName}: ${notice.headline}`, 300),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: shorten(notice.monitorName, 150), emoji: false } },
      { type: 'section', text: { type: 'mrkdwn', text: clip(summary, 3000) } },
      {
        type: 'context',
        elements: [{ type: 'mrkdwn', text: `${slackLink(notice.pageUrl, notice.pageTitle)} · ${slackLink(notice.changeUrl, 'View change')}` }],
      },
    ],
  };
}

/** monitor.failing / monitor.recovered in the same blocks: what happened, the error, a link to the monitor. */
export function formatSlackMonitorMessage(notice: MonitorNotice): ReturnType<typeof formatSlackMessage> {
  const summary = [`*${escapeSlack(notice.headline)}*`, ...(notice.error === null ? [] : [escapeSlack(notice.error)])].join('\n');
  return {
    text: shorten(`${notice.monitorName}: ${notice.headline}`, 300),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: shorten(notice.monitorName, 150), emoji: false } },
      { type: 'section', text: { type: 'mrkdwn', text: clip(summary, 3000) } },
      { type: 'context', elements: [{ type: 'mrkdwn', text: slackLink(notice.monitorUrl, 'Open the monitor') }] },
    ],
  };
}

/** A templated message in the same blocks: the subject as the header, the body escaped as text. */
export function formatSlackWrittenMessage(message: WrittenMessage): ReturnType<typeof formatSlackMessage> {
  return {
    text: shorten(message.subject, 300),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: shorten(message.subject, 150), emoji: false } },
      { type: 'section', text: { type: 'mrkdwn', text: clip(escapeSlack(message.body), 3000) } },
      { type: 'context', elements: [{ type: 'mrkdwn', text: slackLink(message.link.url, message.link.label) }] },
    ],
  };
}

export type SlackParts = Pick<HttpsTarget, 'origin' | 'segments'>;

/** Incoming webhooks: the URL is the credential, its last segment the secret; a query means nothing to Slack and is dropped. */
export const slackKind: ChannelKind<'slack', SlackParts, ReturnType<typeof formatSlackMessage>> = {
  name: 'slack',
  label: 'Slack',
  target: {
    label: 'Incoming-webhook URL',
    hint: 'https://hooks.slack.com/services/…',
    shape: 'the Slack incoming-webhook URL (https://hooks.slack.com/services/…)',
    masked: 'the last path segment (the secret) cut to its first 4 characters',
  },
  readTarget(input) {
    const read = readHttpsTarget(input, slackKind.target.shape);
    return read.ok ? { ok: true, parts: { origin: read.parts.origin, segments: read.parts.segments } } : read;
  },
  writeTarget: (parts) => writeHttpsTarget(parts.origin, parts.segments),
  maskTarget: (parts) => maskLastSegment(parts.origin, parts.segments),
  guardedUrl: (parts) => writeHttpsTarget(parts.origin, parts.segments),
  formatMessage: (notice) => formatSlackMessage(notice),
  formatMonitorMessage: (notice) => formatSlackMonitorMessage(notice),
  formatWrittenMessage: (message) => formatSlackWrittenMessage(message),
};
