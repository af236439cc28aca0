/**
 * An entry added to or removed from a list: the only difference between two texts is one to three
 * whole lines, each short, between short lines of the same list (an act on a line-up, a listing, a
 * job, a course date). A watcher of a list page waits for exactly this, however few its words; a
 * share of the page would weigh a one-word act as nothing.
 */
import type { ChangedSpan } from './changed-span.js';

const MAX_ENTRIES = 3;
const MAX_ENTRY_CHARS = 120;
// A list's lines are neither sentences nor labels: a line ending with a stop or a colon is prose.
const ENDS_PROSE = /[.!?:;…]\s*$/;

function isEntryLine(line: string | undefined): line is string {
  return line !== undefined && line.trim() !== '' && line.length <= MAX_ENTRY_CHARS && !ENDS_PROSE.test(line);
}

/** The index just past the line holding `index`, and past `extra` more lines. */
function lineEnd(text: string, index: number, extra: number): number {
  let end = index;
  for (let i = 0; i <= extra; i++) {
    const next = text.indexOf('\n', i === 0 ? end : end + 1);
    if (next === -1) return text.length;
    end = next;
  }
  return end;
}

/** The index where the line holding `index` starts, or `extra` lines before it. */
function lineStart(text: string, index: number, extra: number): number {
  let start = text.lastIndexOf('\n', index - 1) + 1;
  for (let i = 0; i < extra && start > 0; i++) start = text.lastIndexOf('\n', start - 2) + 1;
  return start;
}

/** How often each line occurs. */
function countLines(lines: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return counts;
}

const NUMBER = /\d[\d.,' \u00a0]*\d|\d/g;

/** True when two lines are the same but for one number. */
function movedNumber(from: string, to: string): boolean {
  if (!/\d/.test(from) || from.replace(NUMBER, '#') !== to.replace(NUMBER, '#')) return false;
  const a = from.match(NUMBER) ?? [];
  const b = to.match(NUMBER) ?? [];
  return a.filter((n, i) => n !== b[i]).length === 1;
}

/**
 * A list's count moves with its entries ("128 vacatures" → "129 vacatures", "Showing 20 of 412
 * results"), and a counter beside it on its own ("3.918 alerts" → "3.925"): an unmatched line of
 * the shorter side and one of the longer side that differ by one number alone are that count, not
 * an entry. Amounts and facts in such lines are weighed by the text diff anyway.
 */
function dropMovedNumbers(longer: readonly string[], entries: number[], left: Map<string, number>): void {
  for (const [line, count] of left) {
    for (let n = 0; n < count; n++) {
      const at = entries.findIndex((i) => movedNumber(line, longer[i]!));
      if (at === -1) break;
      entries.splice(at, 1);
    }
  }
}

/**
 * True when, as a bag of lines (the text diff ignores order, so a strip reordered beside the list
 * is no difference), the texts differ only by whole short lines added or removed, each between two
 * short lines of a list.
 */
export function isListEntryChange(before: string, after: string, span: ChangedSpan): boolean {
  // Both texts agree before the span and after its ends, so one start serves both; a line of
  // context on each side holds the list's neighbours.
  const start = lineStart(before, span.start, 1);
  const beforeLines = before.slice(start, lineEnd(before, span.beforeEnd, 1)).split('\n');
  const afterLines = after.slice(start, lineEnd(after, span.afterEnd, 1)).split('\n');
  const [longer, shorter] = afterLines.length > beforeLines.length ? [afterLines, beforeLines] : [beforeLines, afterLines];
  const added = longer.length - shorter.length;
  if (added < 1 || added > MAX_ENTRIES) return false;
  const left = countLines(shorter);
  const entries: number[] = [];
  longer.forEach((line, i) => {
    const count = left.get(line) ?? 0;
    if (count > 0) left.set(line, count - 1);
    else entries.push(i);
  });
  if (entries.length > added) dropMovedNumbers(longer, entries, left);
  if (entries.length !== added) return false;
  return entries.every((i) => isEntryLine(longer[i]) && isEntryLine(longer[i - 1]) && isEntryLine(longer[i + 1]));
}
