/**
 * A side list's window sliding between two visits (Observation.sideLists): the box keeps its length
 * while its entries shift by one or a few places, the newest coming in at one end and as many of the
 * oldest leaving at the other (a headline added on top of a news box, a past event gone from an
 * events box and the next one added). That is the box keeping up with another page's listing, not a
 * change of the page's own subject, so the slid box is left out of both texts before they are
 * compared. So is a shelf refilled beside a priced page's own item: every entry of the box states a
 * price on both sides and none is kept (sponsored or suggested products drawn per visit); an entry
 * kept with another price is a price move and stays. A box that lost or gained entries stays in.
 */
import { statesMoney } from './diff-text.js';

/** Two entries are one that moved: the same, or the same words but one re-rendered ("tomorrow" → "today"). */
function sameEntry(a: string, b: string): boolean {
  if (a === b) return true;
  const wa = a.split(' ');
  const wb = b.split(' ');
  if (wa.length !== wb.length || wa.length < 3) return false;
  let differ = 0;
  for (let i = 0; i < wa.length; i++) if (wa[i] !== wb[i] && ++differ > 1) return false;
  return true;
}

/** Whether `after` is `before` shifted by `by` places toward `toEnd`, new entries filling the gap. */
function shifted(before: readonly string[], after: readonly string[], by: number, toEnd: boolean): boolean {
  const kept = before.length - by;
  for (let i = 0; i < kept; i++) {
    if (!sameEntry(toEnd ? before[i]! : before[i + by]!, toEnd ? after[i + by]! : after[i]!)) return false;
  }
  // The entries that came in are new ones, not the gone ones shown again (a shuffle).
  const gone = toEnd ? before.slice(kept) : before.slice(0, by);
  const came = toEnd ? after.slice(0, by) : after.slice(kept);
  return came.every((entry) => !gone.some((old) => sameEntry(old, entry)));
}

/** Whether a list slid: the same length, at least half its entries kept, shifted toward either end. */
export function hasSlid(before: readonly string[], after: readonly string[]): boolean {
  if (before.length !== after.length || before.length < 2) return false;
  for (let by = 1; 2 * by <= before.length; by++) {
    if (shifted(before, after, by, true) || shifted(before, after, by, false)) return true;
  }
  return false;
}

/** Whether a shelf of priced entries was filled with others: the same length, no entry kept. */
export function isRefilledShelf(before: readonly string[], after: readonly string[]): boolean {
  if (before.length !== after.length || before.length < 2) return false;
  if (after.some((entry) => before.some((old) => sameEntry(old, entry)))) return false;
  return before.every(statesMoney) && after.every(statesMoney);
}

/** The text without the list's lines where they stand together as whole lines; null when they do not. */
function withoutLines(text: string, lines: readonly string[]): string | null {
  const block = lines.join('\n');
  let at = text.indexOf(block);
  while (at !== -1) {
    const end = at + block.length;
    if ((at === 0 || text[at - 1] === '\n') && (end === text.length || text[end] === '\n')) {
      // The line break after the block goes with it; at the text's end, the one before it.
      return end === text.length ? text.slice(0, Math.max(0, at - 1)) : text.slice(0, at) + text.slice(end + 1);
    }
    at = text.indexOf(block, at + 1);
  }
  return null;
}

/**
 * The two texts with every side list that slid between them left out, and on a priced page every
 * shelf refilled; the texts unchanged when none did. The sides' lists are paired in page order, so
 * both must show as many.
 */
export function withoutSlidLists(
  before: string,
  after: string,
  lists: { before?: readonly string[][]; after?: readonly string[][] },
  priced = false,
): { before: string; after: string } {
  const beforeLists = lists.before;
  const afterLists = lists.after;
  // Most checks see the same text, and most pages show no side list: both answered before any work.
  if (before === after || beforeLists === undefined || afterLists === undefined || beforeLists.length !== afterLists.length) return { before, after };
  let texts = { before, after };
  for (let i = 0; i < beforeLists.length; i++) {
    const from = beforeLists[i]!;
    const to = afterLists[i]!;
    if (!hasSlid(from, to) && !(priced && isRefilledShelf(from, to))) continue;
    const cutBefore = withoutLines(texts.before, from);
    const cutAfter = withoutLines(texts.after, to);
    if (cutBefore !== null && cutAfter !== null) texts = { before: cutBefore, after: cutAfter };
  }
  return texts;
}
