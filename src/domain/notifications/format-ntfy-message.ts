import { findChangeType } from '../changes/change-types/registry.js';
import { clip, describeBeforeAfter, shorten, type ChangeNotice } from './change-notice.js';

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
