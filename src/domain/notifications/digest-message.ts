import type { DigestEnvelope } from '../webhooks/digest-event.js';
import { buildChangeNotice, clip, describeBeforeAfter } from './change-notice.js';
import type { WrittenMessage } from './written-message.js';

const BODY_CHARACTERS = 4000;

/** A digest as a message for people: how many changes in the subject, one line per change in the body, a link to the dashboard. */
export function buildDigestMessage(data: DigestEnvelope['data'], createdAt: number, publicUrl: string): WrittenMessage {
  const count = data.changes.length;
  const lines = data.changes.map((change) => {
    const notice = buildChangeNotice(change, publicUrl);
    const sides = describeBeforeAfter(notice);
    return `• ${notice.monitorName}: ${notice.headline}${sides === null ? '' : ` (${sides})`}`;
  });
  return {
    subject: `${count} ${count === 1 ? 'change' : 'changes'} in your ${data.digest} digest`,
    body: clip(lines.join('\n'), BODY_CHARACTERS),
    link: { url: `${publicUrl}/app/`, label: 'Open the dashboard' },
    at: createdAt,
  };
}
