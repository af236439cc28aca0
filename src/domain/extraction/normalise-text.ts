import { stripVolatileTokens } from './volatile-tokens.js';

/** Whitespace runs (including no-break spaces) collapsed to one space, ends trimmed. */
export function collapseWhitespace(text: string): string {
  // Replacing only what differs from a single space leaves ordinary prose untouched, and is far cheaper.
  return text.replace(/\s{2,}|[^\S ]/g, ' ').trim();
}

const BEYOND_LATIN1 = /[^\0-\xff]/;

/** Whether the text holds a character beyond Latin-1: V8 then stores it, and every piece cut from it, two bytes a character. */
export function holdsWideCharacters(text: string): boolean {
  return BEYOND_LATIN1.test(text);
}

/**
 * The text as a one-byte string when every character fits in Latin-1. A line cut from a page with
 * one "›" or "€" anywhere keeps the page's two bytes a character, and the line rules' regexes then
 * scan it at about twice the cost; a narrow copy costs less than that.
 */
export function narrowText(text: string): string {
  return BEYOND_LATIN1.test(text) ? text : Buffer.from(text, 'latin1').toString('latin1');
}

/** One line of text with whitespace collapsed to single spaces and volatile tokens removed. */
export function normaliseLine(line: string): string {
  return stripVolatileTokens(collapseWhitespace(line));
}

/**
 * Normalises text for comparison: per line, whitespace collapsed and volatile tokens
 * (timestamps, counters, session ids, countdowns) removed; empty lines dropped.
 * Idempotent, so stored text can be re-normalised after the rules improve.
 */
export function normaliseText(text: string): string {
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    const line = normaliseLine(raw);
    if (line !== '') lines.push(line);
  }
  return lines.join('\n');
}
