import { stripVolatileTokens } from './volatile-tokens.js';

/** Whitespace runs (including no-break spaces) collapsed to one space, ends trimmed. */
export function collapseWhitespace(text: string): string {
  // Replacing only what differs from a single space leaves ordinary prose untouched, and is far cheaper.
  return text.replace(/\s{2,}|[^\S ]/g, ' ').trim();
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
