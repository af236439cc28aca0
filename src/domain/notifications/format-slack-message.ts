import { clip, describeBeforeAfter, shorten, type ChangeNotice } from './change-notice.js';

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
