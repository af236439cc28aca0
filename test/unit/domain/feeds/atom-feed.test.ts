import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { buildAtomFeed } from '../../../../src/domain/feeds/atom-feed.js';
import type { ChangePayload } from '../../../../src/domain/webhooks/event-envelope.js';
import { PUBLIC_URL, priceDrop } from '../destinations/price-drop.js';

const contentChange = {
  ...priceDrop,
  id: 'chg-2',
  type: 'content',
  detected_at: priceDrop.detected_at + 60_000,
  before: { excerpt: 'Opening hours 9-5' },
  after: { excerpt: 'Opening hours 9-6' },
  diff: { removed: ['9-5'], added: ['9-6 <b>new</b>'] },
  relevance: { score: 0.6, reason: 'Text changed.' },
} as unknown as ChangePayload;

function build(changes = [contentChange, priceDrop]) {
  return buildAtomFeed({ id: 'urn:pagewatch:feed:feed-1', title: 'PageWatch: changes', selfUrl: `${PUBLIC_URL}/feeds/pwfeed_x`, publicUrl: PUBLIC_URL, changes, createdAt: 0 });
}

describe('buildAtomFeed', () => {
  it('is well-formed Atom whose updated is the newest change, with an entry per change linking to it', () => {
    const xml = build();
    const document = new DOMParser().parseFromString(xml, 'text/xml');
    expect(document.documentElement!.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(xml).toContain(`<updated>${new Date(contentChange.detected_at).toISOString()}</updated>`);
    expect(document.getElementsByTagName('entry')).toHaveLength(2);
    expect(xml).toContain(`<id>urn:pagewatch:change:chg-1</id>`);
    expect(xml).toContain(`href="${PUBLIC_URL}/app/monitors/mon-1#chg-1"`);
    expect(xml).toContain(`<link rel="self" href="${PUBLIC_URL}/feeds/pwfeed_x"`);
  });

  it('escapes page text and names, and carries the added and removed passages of a content change', () => {
    const xml = build();
    expect(xml).not.toContain('<deal>');
    expect(xml).not.toContain('<b>new</b>');
    const content = new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagName('content')[0]!.textContent!;
    expect(content).toContain('Added: 9-6 &lt;b&gt;new&lt;/b&gt;');
    expect(content).toContain('Removed: 9-5');
  });

  it('dates an empty feed by its creation', () => {
    expect(buildAtomFeed({ id: 'urn:x', title: 't', selfUrl: 'https://x/feeds/y', publicUrl: PUBLIC_URL, changes: [], createdAt: Date.UTC(2026, 5, 1) })).toContain('<updated>2026-06-01T00:00:00.000Z</updated>');
  });
});
