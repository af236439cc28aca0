/** Where two texts differ: [start, beforeEnd) in before, [start, afterEnd) in after. */
export interface ChangedSpan {
  start: number;
  beforeEnd: number;
  afterEnd: number;
}

const CONTEXT_CHARS = 300;

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 160;
}

function stepBackOneWord(text: string, index: number): number {
  let i = index;
  while (i > 0 && isSpace(text.charCodeAt(i - 1))) i--;
  while (i > 0 && !isSpace(text.charCodeAt(i - 1))) i--;
  return i;
}

function wordEnd(text: string, index: number): number {
  let i = index;
  while (i < text.length && !isSpace(text.charCodeAt(i))) i++;
  return i;
}

function wordStart(text: string, index: number): number {
  let i = index;
  while (i > 0 && !isSpace(text.charCodeAt(i - 1))) i--;
  return i;
}

function stepForwardOneWord(text: string, index: number): number {
  let i = index;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  while (i < text.length && !isSpace(text.charCodeAt(i))) i++;
  return i;
}

// An amount grouped by spaces ("5 000 zł", "CHF 1 250") is several words: a change in its first
// group is one word from the next group, not from the currency, so the span grows over its groups.
const MAX_GROUPS = 3;

function isDigitGroup(text: string, from: number, to: number): boolean {
  return to > from && to - from <= 6 && /^\d{1,3}(?:[.,]\d{1,2})?$/.test(text.slice(from, to));
}

/**
 * Trims the common prefix and suffix, widened to whole words plus one word on
 * each side so that an amount like "$ 29" is never cut in half, and over the
 * digit groups of an amount grouped by spaces. Words outside
 * the span are identical on both sides, so the bag-of-words difference of the
 * spans equals that of the whole texts.
 */
export function findChangedSpan(before: string, after: string): ChangedSpan {
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  const maxSuffix = shorter - prefix;
  while (
    suffix < maxSuffix &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  ) {
    suffix++;
  }

  // Inside the common prefix both texts agree, so one index serves both.
  let start = prefix;
  while (start > 0 && !isSpace(before.charCodeAt(start - 1))) start--;
  start = stepBackOneWord(before, start);
  for (let n = 0; n < MAX_GROUPS && isDigitGroup(before, start, wordEnd(before, start)); n++) start = stepBackOneWord(before, start);

  // Inside the common suffix both agree too: move both ends by the same amount.
  const beforeTail = before.length - suffix;
  let grown = beforeTail;
  while (grown < before.length && !isSpace(before.charCodeAt(grown))) grown++;
  grown = stepForwardOneWord(before, grown);
  for (let n = 0; n < MAX_GROUPS && isDigitGroup(before, wordStart(before, grown), grown); n++) grown = stepForwardOneWord(before, grown);
  const widened = grown - beforeTail;
  return { start, beforeEnd: beforeTail + widened, afterEnd: after.length - suffix + widened };
}

// A stop before a lower-case word or a digit ends no sentence: a year in hu ("2027. április 3."),
// an abbreviation ("ca. fünf", "kl. 22:00", "Nr. 4").
const NO_SENTENCE_START = /[\p{Ll}\p{N}]/u;

function lastSentenceStart(text: string, from: number): number {
  const floor = Math.max(0, from - CONTEXT_CHARS);
  let best = floor;
  for (const mark of ['. ', '! ', '? ', '\n']) {
    let at = text.lastIndexOf(mark, from - 1);
    while (at > floor && mark !== '\n' && NO_SENTENCE_START.test(text.charAt(at + mark.length))) at = text.lastIndexOf(mark, at - 1);
    if (at >= floor && at + mark.length <= from) best = Math.max(best, at + mark.length);
  }
  return best;
}

function nextSentenceEnd(text: string, from: number): number {
  const ceiling = Math.min(text.length, from + CONTEXT_CHARS);
  let best = ceiling;
  for (const mark of ['. ', '! ', '? ', '\n']) {
    let at = text.indexOf(mark, from);
    while (at !== -1 && at < best && mark !== '\n' && NO_SENTENCE_START.test(text.charAt(at + mark.length))) at = text.indexOf(mark, at + 1);
    if (at !== -1 && at < best) best = at + 1;
  }
  return Math.min(best, ceiling);
}

/** The changed span widened to whole sentences (bounded), for readable excerpts; `start` is where both begin. */
export function widenToSentences(
  before: string,
  after: string,
  span: ChangedSpan,
): { before: string; after: string; start: number } {
  const start = lastSentenceStart(before, span.start);
  const tail = nextSentenceEnd(before, span.beforeEnd) - span.beforeEnd;
  return {
    before: before.slice(start, span.beforeEnd + tail),
    after: after.slice(start, span.afterEnd + tail),
    start,
  };
}
