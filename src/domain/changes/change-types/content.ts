import { detectContentChange } from '../content-change.js';
import { withoutSlidLists } from '../slid-lists.js';
import type { ChangeTypeDefinition } from './change-type.js';

/** The page's main text: words added, removed or changed, scored by size and by the amounts, limits and dates in them. */
export const CONTENT_CHANGE: ChangeTypeDefinition<'content'> = {
  name: 'content',
  reads: { kind: 'text' },
  coversPagePrice: false,
  compare: (before, after, { countMoneyInText }) => {
    // A side list's window sliding (a news box's new headline on top), or a shelf of other products
    // refilled beside the page's own priced item, is no change of the page.
    const priced = before.price !== null && after.price !== null;
    const texts = withoutSlidLists(before.text, after.text, { before: before.sideLists, after: after.sideLists }, priced);
    return detectContentChange(
      texts.before,
      texts.after,
      countMoneyInText,
      [before.price, after.price].filter((price): price is number => price !== null),
      { before: before.rotating, after: after.rotating },
    );
  },
  weights: { price: 0.4, availability: 0.4, content: 1 },
  describeSide: (side) => side.excerpt || null,
  readDirection: () => null,
  emoji: () => 'memo',
  intent: {
    priority: 3,
    words:
      'change|changes|changed|changing|update|updates|updated|updating|news|post|posts|posted|article|articles|' +
      'announcement|announcements|announce|announces|announced|edit|edits|edited|modified|modification|modifications|' +
      'revision|revisions|different|difference|differences|diff|publish|published|publishes|anything new|whats new|' +
      'what\'s new|something new|content|statement|statements|briefing|briefings|episode|episodes|new episode|' +
      'chapter|chapters|new chapter|new chapters|new season|new seasons|' +
      'new release|new releases|new version|new versions|release of|releases of|new album|new albums|album by|' +
      'new jobs|new job|new job listings|new job postings|new job openings|job postings|job listings|new openings|new positions|new vacancies|new roles|adds|added',
    weakWords: '',
    wordsIn: (language) => language.content,
    naming: { noun: 'changes', withCondition: false, preposition: 'on' },
  },
};
