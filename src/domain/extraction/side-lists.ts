/**
 * Side lists: a box beside or below the page's own subject that lists a few entries under a heading
 * of its own (a bank's card page with a news box, a library's hours with an events box). Such a box
 * is a window on another page's listing, and the window slides between two visits (a headline added
 * on top, the oldest gone); a watcher of the card's fees or the library's hours waits for neither.
 * A page's own listing is told apart by structure, not by its heading's words: it stands under the
 * page's title (<h1>) or directly in the page's block, or it is most of the page's text (a news
 * front whose sections each list their stories).
 */

// A sub-heading heads a box of its own; the page's title heads the page's own listing.
const SUB_HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
const LISTS = new Set(['ul', 'ol']);
// A list directly in the page's block is the page's own, whatever heads it.
const PAGE_BLOCKS = new Set(['html', 'body', 'main', 'article', '']);
// The side lists together are less than half of the page's words: the larger rest is its own subject.
const MAX_SIDE_SHARE = 1 / 2;
const MIN_ENTRIES = 2;

export interface SideListTracker {
  /** A tag opened at `depth` (the open tags below it), inside a parent of tag `parent`. */
  open(name: string, depth: number, parent: string): void;
  /** A tag closed; `depth` as it was opened. */
  close(name: string, depth: number): void;
  /** A text line ended. */
  line(text: string): void;
  /** The side lists' entry lines, given the page's text lines; empty when the lists are the page's own. */
  finish(lines: readonly string[]): string[][];
}

const wordCount = (text: string): number => text.split(/\s+/).filter((word) => word !== '').length;

export function trackSideLists(): SideListTracker {
  // The depth a sub-heading closed at, while nothing else stood after it.
  let headingDepth = -1;
  let listDepth = -1;
  let entries: string[] = [];
  const lists: string[][] = [];
  return {
    open(name, depth, parent) {
      if (listDepth !== -1) return;
      if (LISTS.has(name) && depth === headingDepth && !PAGE_BLOCKS.has(parent)) {
        listDepth = depth;
        entries = [];
      }
      headingDepth = -1;
    },
    close(name, depth) {
      if (listDepth !== -1) {
        if (depth !== listDepth) return;
        listDepth = -1;
        if (entries.length >= MIN_ENTRIES) lists.push(entries);
        return;
      }
      headingDepth = SUB_HEADINGS.has(name) ? depth : -1;
    },
    line(text) {
      if (listDepth !== -1) entries.push(text);
    },
    finish(lines) {
      if (lists.length === 0) return [];
      const side = lists.reduce((sum, list) => sum + list.reduce((words, entry) => words + wordCount(entry), 0), 0);
      const page = lines.reduce((words, line) => words + wordCount(line), 0);
      return side < page * MAX_SIDE_SHARE ? lists : [];
    },
  };
}
