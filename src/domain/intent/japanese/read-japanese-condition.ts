import type { Condition } from '../../conditions/condition-list.js';
import { JAPANESE, japaneseWords } from './japanese-words.js';

const AT_MOST_AFTER = japaneseWords(JAPANESE.atMostAfter);
const BELOW_AFTER = japaneseWords(JAPANESE.belowAfter);
const ABOVE_AFTER = japaneseWords(JAPANESE.aboveAfter);
const DROP_AFTER = japaneseWords(JAPANESE.dropAfter);
const ANY_DROP = japaneseWords(JAPANESE.anyDrop);
const OUT_OF_STOCK = japaneseWords(JAPANESE.outOfStock);
const BACK_IN_STOCK = japaneseWords(JAPANESE.backInStock);
const PERCENT = japaneseWords(JAPANESE.percent);

// A number as typed: digits with thousands commas and a decimal part, or one kanji digit (only before 割).
const NUMBER = new RegExp(`(\\d[\\d,]*(?:\\.\\d+)?|[${JAPANESE.kanjiDigits}])\\s*`, 'gu');

export interface JapaneseCondition {
  condition: Condition | null;
  /** Where the amount or the condition's words start: the subject ends before it. */
  at: number;
}

function startsWithAny(text: string, at: number, words: readonly string[]): boolean {
  return words.some((w) => text.startsWith(w, at));
}

/**
 * Where a drop word starts after an amount, past a lower bound between them ("5000円以上値下がり", "15%以上安く":
 * a drop of at least that size, as "at least $60 cheaper" is), or -1.
 */
function dropAfter(text: string, at: number): number {
  if (startsWithAny(text, at, DROP_AFTER)) return at;
  const bound = ABOVE_AFTER.find((w) => text.startsWith(w, at));
  return bound !== undefined && startsWithAny(text, at + bound.length, DROP_AFTER) ? at + bound.length : -1;
}

function firstOf(text: string, words: readonly string[]): number {
  let first = -1;
  for (const w of words) {
    const i = text.indexOf(w);
    if (i !== -1 && (first === -1 || i < first)) first = i;
  }
  return first;
}

function valueOf(digits: string): number {
  const kanji = JAPANESE.kanjiDigits.indexOf(digits);
  return kanji === -1 ? Number(digits.replace(/,/g, '')) : kanji + 1;
}

/** The kind an amount of money takes from the words right after it ("以下", "を下回ったら", "値下がり"). */
function moneyKind(text: string, at: number): Condition['kind'] | null {
  let i = at;
  while (text[i] === ' ' || text[i] === 'も') i++;
  if (dropAfter(text, i) !== -1) return 'drop_abs';
  if (startsWithAny(text, i, BELOW_AFTER)) return 'below';
  if (startsWithAny(text, i, ABOVE_AFTER)) return 'above';
  if (startsWithAny(text, i, AT_MOST_AFTER)) return 'at_or_below';
  return null;
}

/**
 * An amount in yen ("15,000円", "7万円", "¥3000") or a share ("15%", "3割") and the words after it; the
 * first one found gives the condition.
 */
function readAmount(text: string): JapaneseCondition | null {
  for (const m of text.matchAll(NUMBER)) {
    const start = m.index ?? 0;
    let end = start + m[0].length;
    const digits = m[1] ?? '';
    const kanji = !/\d/.test(digits);
    let value = valueOf(digits);
    if (text[end] === JAPANESE.tenths) {
      if (startsWithAny(text, end + 1, DROP_AFTER)) return { condition: { kind: 'drop_pct', amount: value * 10 }, at: start };
      continue;
    }
    if (kanji) continue;
    const percent = PERCENT.find((p) => text.startsWith(p, end));
    if (percent !== undefined) {
      end += percent.length;
      return dropAfter(text, end) !== -1 ? { condition: { kind: 'drop_pct', amount: value }, at: start } : null;
    }
    const multiplier = JAPANESE.multipliers[text[end] ?? ''];
    if (multiplier !== undefined) {
      value *= multiplier;
      end++;
    }
    const yenBefore = start > 0 && text[start - 1] === '¥';
    if (text.startsWith(JAPANESE.yen, end)) end += JAPANESE.yen.length;
    else if (!yenBefore) continue;
    const kind = moneyKind(text, end);
    if (kind === null) return null;
    return { condition: { kind, amount: value, currency: 'JPY' }, at: yenBefore ? start - 1 : start };
  }
  return null;
}

/**
 * The condition of a Japanese intent: an amount with its comparison, half price, else a drop with no
 * amount, else going out of or coming back into stock. `at` is -1 when nothing is asked.
 */
export function readJapaneseCondition(text: string): JapaneseCondition {
  const amount = readAmount(text);
  if (amount !== null) return amount;
  const half = text.indexOf(JAPANESE.halfPrice);
  if (half !== -1) return { condition: { kind: 'drop_pct', amount: 50 }, at: half };
  const readings: [readonly string[], Condition['kind']][] = [
    [ANY_DROP, 'any_drop'],
    [OUT_OF_STOCK, 'out_of_stock'],
    [BACK_IN_STOCK, 'back_in_stock'],
  ];
  for (const [words, kind] of readings) {
    const at = firstOf(text, words);
    if (at !== -1) return { condition: { kind }, at };
  }
  return { condition: null, at: -1 };
}
