import { decodeAppState } from './decode-app-state.js';
import type { PageScan } from './page-scan.js';

/**
 * The text of a page built by script. Its HTML holds a skeleton and a line or two of chrome; what
 * the visitor reads (an article, an app's release, an event's tiers) is in the state the framework
 * hydrates the page from (__NEXT_DATA__, Nuxt's state, an initial state: decode-app-state.ts). When
 * the visible text is that thin, the state's own values stand in for it, one line per object:
 * its words and amounts, a stock flag as the badge it draws, a date under its key's name (which may say it
 * is a deadline). What moves on every render or names another thing is left out: lists of other
 * items (related, similar, recommended), counters (views, ratings, interested, downloads), stamps
 * of the render or the edit, ids, build and A/B tags, the router's and the config's blocks.
 */

// Fewer visible words than this, beside a state: the page is drawn by its script.
const THIN_TEXT_WORDS = 15;
const VISIT_LIMIT = 5_000;
const DEPTH_LIMIT = 12;
const LINE_LIMIT = 200;
const STRING_LIMIT = 600;
// Keys whose values are not what the page shows as its own: others' lists, counters, stamps, ids,
// build and experiment tags, the router's and the framework's blocks.
const SKIPPED_KEY = new RegExp(
  [
    String.raw`related|recommend|similar|suggest|upsell|crossSell|cross_sell|trending|popular|^others?(?:[A-Z_]|$)|^more(?:[A-Z_]|$)|^also`,
    String.raw`[cC]ounts?$|^views?$|Views$|^visits$|[iI]nterested|[wW]atchers|[fF]ollowers|[lL]ikes$|[dD]ownloads|[iI]nstalls|[rR]ating|^reviews$`,
    String.raw`[tT]imestamp|[sS]tamp$|^(?:updated|published|created|modified|fetched|rendered|served|generated|cached|indexed)|[a-z](?:Updated|Published|Created|Modified|Fetched|Rendered|Generated|Cached)(?:At|_at)?$`,
    String.raw`^(?:id|ids|key|token|nonce|hash|session|build|locale|ab|variant|experiment|page|query|config|isFallback|gssp)$|[a-z](?:Id|Ids|ID|Key|Token|Nonce|Hash|Session|Build|Variant|Experiment)$|_(?:id|ids|key|token|hash)$|^__`,
  ].join('|'),
);
// Flags of stock, true when the thing is sold out or when it can be had: shown as the badge a page
// draws from them ("Sold out", "Available").
const SOLD_OUT_FLAG = /^(?:soldOut|sold_out|isSoldOut|is_sold_out|outOfStock|isOutOfStock)$/;
const IN_STOCK_FLAG = /^(?:inStock|in_stock|isInStock|available|isAvailable|availableForSale)$/;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}/;
const URL_LIKE = /^(?:https?:|\/|data:|[\w.-]+\.(?:js|css|png|jpe?g|webp|svg)$)/;

/** The page's text: its visible lines, and when they are thin and a state was kept, the state's lines after them. */
export function pageText(scan: PageScan): string {
  const visible = scan.lines.join('\n');
  if (scan.appState.length === 0 || countWords(visible, THIN_TEXT_WORDS) >= THIN_TEXT_WORDS) return visible;
  const lines: string[] = [];
  for (const blob of scan.appState) {
    const root = decodeAppState(blob, VISIT_LIMIT, DEPTH_LIMIT);
    if (root !== undefined) collect(root, 0, lines);
  }
  return lines.length === 0 ? visible : [visible, ...lines].filter(Boolean).join('\n');
}

function countWords(text: string, enough: number): number {
  let words = 0;
  for (const _ of text.matchAll(/[\p{L}\p{N}]+/gu)) if (++words >= enough) break;
  return words;
}

function collect(value: unknown, depth: number, lines: string[]): void {
  if (depth > DEPTH_LIMIT || lines.length >= LINE_LIMIT || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) {
      if (typeof item === 'string') pushLine(lines, shown(item));
      else collect(item, depth + 1, lines);
    }
    return;
  }
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (SKIPPED_KEY.test(key)) continue;
    if (typeof item === 'boolean') {
      if (SOLD_OUT_FLAG.test(key)) parts.push(item ? 'sold out' : 'available');
      else if (IN_STOCK_FLAG.test(key)) parts.push(item ? 'available' : 'sold out');
    } else if (typeof item === 'number') {
      if (Number.isFinite(item)) parts.push(String(item));
    } else if (typeof item === 'string') {
      const date = ISO_DATE_TIME.exec(item);
      if (date !== null) parts.push(`${keyWords(key)}: ${date[1]}`);
      else parts.push(shown(item));
    } else collect(item, depth + 1, lines);
  }
  pushLine(lines, parts.filter(Boolean).join(' · '));
}

/** A string the page would show: words, not an address, a path or a code without letters. */
function shown(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > STRING_LIMIT || URL_LIKE.test(trimmed) || !/\p{L}|\d/u.test(trimmed)) return '';
  return trimmed.replace(/\s+/g, ' ');
}

/** "lotteryDeadline" → "lottery deadline": a key read as the label of its value. */
function keyWords(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
}

function pushLine(lines: string[], line: string): void {
  if (line.length > 0 && lines.length < LINE_LIMIT) lines.push(line);
}
