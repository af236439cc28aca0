import { createRequire } from 'node:module';

// The feed writer is needed only when a feed is read, never by a worker: loaded on the first.
const load = createRequire(import.meta.url);
import { buildChangeNotice, describeBeforeAfter, escapeHtml } from '../notifications/change-notice.js';
import type { ChangePayload } from '../webhooks/event-envelope.js';

export interface AtomFeedInput {
  /** Stable for the feed and its filter, whatever its secret URL: `urn:pagewatch:feed:<id>…`. */
  id: string;
  title: string;
  /** The feed's own URL (rel="self"). */
  selfUrl: string;
  publicUrl: string;
  /** Newest first. */
  changes: readonly ChangePayload[];
  /** When nothing changed yet: the feed's creation. */
  createdAt: number;
}

/** A change's text: its reason, before → after, the added and removed passages of a content change, the page. */
function describeChange(change: ChangePayload, publicUrl: string): string {
  const notice = buildChangeNotice(change, publicUrl);
  const beforeAfter = describeBeforeAfter(notice);
  const passages = change.diff === undefined ? [] : [...change.diff.added.map((text) => `Added: ${text}`), ...change.diff.removed.map((text) => `Removed: ${text}`)];
  return [
    `<p><strong>${escapeHtml(notice.headline)}</strong></p>`,
    ...(beforeAfter === null ? [] : [`<p>${escapeHtml(beforeAfter)}</p>`]),
    ...passages.slice(0, 10).map((passage) => `<p>${escapeHtml(passage)}</p>`),
    `<p>Page: <a href="${escapeHtml(notice.pageUrl)}">${escapeHtml(notice.pageTitle)}</a></p>`,
    `<p><a href="${escapeHtml(notice.changeUrl)}">View the change</a></p>`,
  ].join('\n');
}

/**
 * An Atom 1.0 document of changes: each entry's id is the change's (stable across feeds), its
 * title the monitor and the reason, its link the change in the dashboard, its content the change's text.
 */
export function buildAtomFeed(input: AtomFeedInput): string {
  const { Feed } = load('feed') as typeof import('feed');
  const feed = new Feed({
    id: input.id,
    title: input.title,
    updated: new Date(input.changes[0]?.detected_at ?? input.createdAt),
    link: `${input.publicUrl}/app/`,
    feedLinks: { atom: input.selfUrl },
    generator: 'PageWatch',
    author: { name: 'PageWatch' },
  });
  for (const change of input.changes) {
    const notice = buildChangeNotice(change, input.publicUrl);
    feed.addItem({
      id: `urn:pagewatch:change:${change.id}`,
      // The library writes entry titles as type="html": page text must show as text, never as markup.
      title: escapeHtml(`${notice.monitorName}: ${notice.headline}`),
      link: notice.changeUrl,
      date: new Date(change.detected_at),
      content: describeChange(change, input.publicUrl),
    });
  }
  return feed.atom1();
}
