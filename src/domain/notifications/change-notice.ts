import { findChangeType } from '../changes/change-types/registry.js';
import type { ChangePayload, ChangeSnapshot } from '../webhooks/event-envelope.js';

/** What every channel's message says about one change, before any channel's markup. */
export interface ChangeNotice {
  monitorName: string;
  type: ChangePayload['type'];
  /** The change's reason as one line without its final full stop, e.g. "Price dropped from $199.99 to $149.99 (-25%)". */
  headline: string;
  /** The side before and after in a few words ("$199.99", "out of stock", an excerpt); null when the page showed nothing. */
  before: string | null;
  after: string | null;
  /** down: a price fell or an item came back; up: a price rose or an item went away; null for content. */
  direction: 'down' | 'up' | null;
  pageUrl: string;
  pageTitle: string;
  /** Where the change is shown in this service. */
  changeUrl: string;
  detectedAt: number;
}

const EXCERPT_CHARACTERS = 280;

/** The page of a change in the dashboard: one place decides the link every message carries. */
export function linkToChange(publicUrl: string, change: Pick<ChangePayload, 'id' | 'monitor_id'>): string {
  return `${publicUrl}/app/monitors/${encodeURIComponent(change.monitor_id)}#${encodeURIComponent(change.id)}`;
}

/** Cuts text to `limit` characters, ending with "…" when cut; line breaks stay. */
export function clip(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1).trimEnd()}…`;
}

/** One line of at most `limit` characters: page text arrives with any whitespace. */
export function shorten(text: string, limit: number): string {
  return clip(text.replace(/\s+/g, ' ').trim(), limit);
}

// The change type words a side; free text is cut here, where the message's room is known.
function describeSide(type: ChangePayload['type'], side: ChangeSnapshot): string | null {
  const changeType = findChangeType(type);
  const described = changeType.describeSide(side);
  return described !== null && changeType.reads.kind === 'text' ? shorten(described, EXCERPT_CHARACTERS) : described;
}

function readDirection(change: ChangePayload): ChangeNotice['direction'] {
  return findChangeType(change.type).readDirection(change.before, change.after);
}

/**
 * Reads a change.detected event's change into what a person needs at a glance. A type this
 * version does not know throws `UnknownChangeTypeError` (`readChangeEvent` turns such events away first).
 */
export function buildChangeNotice(change: ChangePayload, publicUrl: string): ChangeNotice {
  const contentSides = change.type === 'content' && change.diff !== undefined;
  return {
    monitorName: shorten(change.monitor_name, 200),
    type: change.type,
    headline: shorten(change.relevance.reason, 500).replace(/\.$/, ''),
    before: contentSides && !change.before.excerpt ? excerptOf(change.diff!.removed) : describeSide(change.type, change.before),
    after: contentSides && !change.after.excerpt ? excerptOf(change.diff!.added) : describeSide(change.type, change.after),
    direction: readDirection(change),
    pageUrl: change.source.url,
    pageTitle: shorten(change.source.title || change.source.url, 200),
    changeUrl: linkToChange(publicUrl, change),
    detectedAt: change.detected_at,
  };
}

function excerptOf(passages: readonly string[]): string | null {
  return passages.length === 0 ? null : shorten(passages.join(' … '), EXCERPT_CHARACTERS);
}

/** "before → after", or whichever side exists. */
export function describeBeforeAfter(notice: ChangeNotice): string | null {
  if (notice.before !== null && notice.after !== null) return `${notice.before} → ${notice.after}`;
  if (notice.after !== null) return `now ${notice.after}`;
  if (notice.before !== null) return `was ${notice.before}`;
  return null;
}

/** Escapes text for HTML (e-mail) and Telegram's HTML parse mode, attribute values included. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
