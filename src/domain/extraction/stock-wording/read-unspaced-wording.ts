import type { Availability } from '../../observation.js';
import { UNSPACED_WORDING, type UnspacedWording } from './unspaced-wording.js';

export const UNSPACED_SCRIPT = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

interface UnspacedPattern {
  state: Availability;
  pattern: RegExp;
}

const UNSPACED_STATES: ReadonlyArray<readonly [keyof UnspacedWording, Availability]> = [
  ['outOfStock', 'out_of_stock'],
  ['discontinued', 'discontinued'],
  ['preorder', 'preorder'],
  ['backorder', 'backorder'],
  ['limited', 'limited'],
  ['inStock', 'in_stock'],
];
const UNSPACED_PATTERNS: UnspacedPattern[] = [];
const UNSPACED_STOCK: RegExp[] = [];
const UNSPACED_BUY: RegExp[] = [];
for (const wording of Object.values(UNSPACED_WORDING)) {
  for (const [kind, state] of UNSPACED_STATES) {
    for (const source of wording[kind]) UNSPACED_PATTERNS.push({ state, pattern: new RegExp(source, 'g') });
  }
  const before = wording.negationsBefore.length === 0 ? null : `(?:${wording.negationsBefore.join('|')})`;
  const after = wording.negationsAfter.length === 0 ? null : `(?:${wording.negationsAfter.join('|')})`;
  for (const stock of wording.stock) {
    if (before !== null) UNSPACED_STOCK.push(new RegExp(`${before}.?${stock}`));
    // "재고: 없음", "在庫：なし": a field and its answer.
    if (after !== null) UNSPACED_STOCK.push(new RegExp(`${stock}\\s?:?\\s?${after}`));
    // "在庫：0", "库存：12件": a stock field and its count; one-character words ("货") are too short to be a field.
    if (stock.length > 1) {
      UNSPACED_STOCK.push(new RegExp(`${stock}\\s?:?\\s?0(?![\\d.,])`));
      UNSPACED_PATTERNS.push({ state: 'in_stock', pattern: new RegExp(`${stock}\\s?:?\\s?[1-9]\\d*(?![\\d.,])`, 'g') });
    }
  }
  for (const label of wording.buy) UNSPACED_BUY.push(new RegExp(label));
}
// "售完即止", "売り切れ次第終了": stock spoken of as the end of an offer; before any phrase of state is sought.
const UNTIL_GONE = new RegExp(Object.values(UNSPACED_WORDING).flatMap((wording) => wording.untilGone).join('|'));
const UNSPACED_RANK: readonly Availability[] = UNSPACED_STATES.map(([, state]) => state);

/** Chinese, Japanese and Korean wording: phrases found inside running text, a phrase inside a longer one not counted. */
export function readUnspacedWording(line: string): Availability | null {
  if (UNTIL_GONE.test(line)) return null;
  if (UNSPACED_STOCK.some((pattern) => pattern.test(line))) return 'out_of_stock';
  const found: Array<{ state: Availability; start: number; end: number }> = [];
  for (const { state, pattern } of UNSPACED_PATTERNS) {
    for (const match of line.matchAll(pattern)) found.push({ state, start: match.index, end: match.index + match[0].length });
  }
  let best = UNSPACED_RANK.length;
  for (const { state, start, end } of found) {
    if (found.some((other) => other.start <= start && other.end >= end && other.end - other.start > end - start)) continue;
    best = Math.min(best, UNSPACED_RANK.indexOf(state));
  }
  if (best < UNSPACED_RANK.length) return UNSPACED_RANK[best]!;
  // A stock word alone on its line ("在庫") is in stock, as "Available" is.
  return Object.values(UNSPACED_WORDING).some((w) => w.stock.some((stock) => line.trim() === stock)) ? 'in_stock' : null;
}

/** The label of a purchase button in Chinese, Japanese or Korean ("カートに入れる", "立即购买"). */
export function readsUnspacedPurchaseLabel(folded: string): boolean {
  return UNSPACED_BUY.some((pattern) => pattern.test(folded));
}
