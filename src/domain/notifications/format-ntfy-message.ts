import { clip, describeBeforeAfter, shorten, type ChangeNotice } from './change-notice.js';

const TAGS: Record<ChangeNotice['type'], (direction: ChangeNotice['direction']) => string> = {
  price: (direction) => (direction === 'up' ? 'chart_with_upwards_trend' : 'chart_with_downwards_trend'),
  availability: (direction) => (direction === 'up' ? 'x' : 'package'),
  content: () => 'memo',
};

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
    tags: [TAGS[notice.type](notice.direction), notice.type],
    priority: notice.type === 'content' ? 3 : 4,
    click: notice.pageUrl,
    actions: [{ action: 'view', label: 'View change', url: notice.changeUrl }],
  };
}
