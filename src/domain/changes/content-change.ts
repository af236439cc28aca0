import type { Observation } from '../observation.js';
import type { ScoredFinding } from './detected-change.js';
import { diffText, removeAmounts } from './diff-text.js';
import { scoreContentChange } from './score-relevance.js';

function describeShare(changedWords: number, totalWords: number): string {
  const percent = (100 * changedWords) / Math.max(1, totalWords);
  return percent < 1 ? 'under 1%' : `${Math.round(percent)}%`;
}

/**
 * Finds and scores a meaningful text change; null when the words are the same.
 * `countMoney: false` drops the significance of changed amounts, for a price
 * watcher whose page price is already compared on its own; `pagePrices` are then
 * the page's price on either side, left out of the text so that the visible price
 * moving with it is not also a content change (which outscored a small move). `rotating` are the
 * sides' rotating lines (Observation.rotating).
 */
export function detectContentChange(
  before: string,
  after: string,
  countMoney = true,
  pagePrices: readonly number[] = [],
  rotating: { before?: Observation['rotating']; after?: Observation['rotating'] } = {},
): ScoredFinding | null {
  // Most checks see the same text: answered before two regular-expression passes over it (~20 % of an unchanged check's CPU).
  if (before === after) return null;
  const diff = countMoney ? diffText(before, after, rotating) : diffText(removeAmounts(before, pagePrices), removeAmounts(after, pagePrices), rotating);
  if (!diff) return null;
  const words = diff.changedWords === 1 ? '1 word differs' : `${diff.changedWords} words differ`;
  const money = diff.moneyChanged ? ', including money amounts' : diff.factsChanged ? ', including a limit or a date' : '';
  return {
    type: 'content',
    score: scoreContentChange({ ...diff, moneyChanged: diff.moneyChanged && countMoney }),
    reason: `Page text changed: ${words} (${describeShare(diff.changedWords, diff.totalWords)} of the page)${money}.`,
    diff: { removed: diff.removed, added: diff.added },
  };
}
