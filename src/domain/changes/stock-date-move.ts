import { readStockLine } from '../extraction/detect-stock-phrase.js';
import { readsStockToCome } from '../extraction/stock-wording/read-stock-wording.js';
import type { ScoredFinding } from './detected-change.js';

// A moved date of stock to come tells a waiting buyer more than the page's other words: it outranks
// the content change it is (0.6 there for a line with a date), under every metric's weights.
const DATE_MOVE_SCORE = 0.8;
const CHUNKS = [16_384, 4_096, 1_024, 256, 64, 16];
// Lines longer than this are prose, not a stock line (readStockWording reads no longer one either).
const MAX_STOCK_LINE = 200;

/**
 * The date stock is to come moved, the state staying: a back-order's shipping date ("Envio a partir
 * de 12 de janeiro" → "2 de fevereiro"), a pre-order's release, a restock date. The page's stock
 * state carries no date, so the text says it: exactly one line changed, and it speaks of stock to
 * come, or of a pre-order or back-order, on both sides. A delivery estimate of goods in stock
 * ("Get it by Thursday") is no such line: it rolls with the calendar.
 */
export function detectStockDateMove(before: string, after: string): ScoredFinding | null {
  if (before === after) return null;
  const lines = changedLine(before, after);
  if (lines === null) return null;
  const [was, now] = lines;
  if (was.length > MAX_STOCK_LINE || now.length > MAX_STOCK_LINE || !/\d/.test(was) || !/\d/.test(now)) return null;
  if (!waitsForDate(was) || !waitsForDate(now)) return null;
  return { type: 'availability', score: DATE_MOVE_SCORE, reason: `Stock to come moved: "${was}" → "${now}".` };
}

/**
 * The one line that differs, before and after, when the texts differ within one line: what lies
 * before and after the change is the same on both sides. A scan in shrinking chunks, no split: it
 * runs on every compare whose stock state stays, and a page's text is tens of kilobytes.
 */
function changedLine(before: string, after: string): [string, string] | null {
  const shorter = Math.min(before.length, after.length);
  const head = sameRun(shorter, (from, to) => before.slice(from, to) === after.slice(from, to), (at) => before.charCodeAt(at) === after.charCodeAt(at));
  const tail = sameRun(
    shorter - head,
    (from, to) => before.slice(before.length - to, before.length - from) === after.slice(after.length - to, after.length - from),
    (at) => before.charCodeAt(before.length - 1 - at) === after.charCodeAt(after.length - 1 - at),
  );
  const start = before.lastIndexOf('\n', head - 1) + 1;
  const was = before.slice(start, lineEnd(before, before.length - tail));
  const now = after.slice(start, lineEnd(after, after.length - tail));
  return was.includes('\n') || now.includes('\n') ? null : [was, now];
}

/**
 * How many characters from one end are the same on both sides, up to `limit`: whole chunks first,
 * each a native comparison, a quarter the size each time, then character by character.
 */
function sameRun(limit: number, sameChunk: (from: number, to: number) => boolean, sameChar: (at: number) => boolean): number {
  let run = 0;
  for (const chunk of CHUNKS) while (run + chunk <= limit && sameChunk(run, run + chunk)) run += chunk;
  while (run < limit && sameChar(run)) run++;
  return run;
}

function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end === -1 ? text.length : end;
}

function waitsForDate(line: string): boolean {
  if (readsStockToCome(line)) return true;
  const state = readStockLine(line);
  return state === 'preorder' || state === 'backorder';
}
