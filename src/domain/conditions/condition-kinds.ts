import { formatMoney } from '../changes/format-money.js';
import type { Availability, Observation } from '../observation.js';
import type { Condition, ConditionKind } from './condition-list.js';

/** What a condition reads of one side of a change. */
export type ConditionSide = Pick<Observation, 'price' | 'currency' | 'availability' | 'text'>;

/** One kind's behaviour: whether a change meets it, and how it reads in a sentence. */
interface ConditionBehaviour {
  isMet(condition: Condition, before: ConditionSide, after: ConditionSide): boolean;
  describe(condition: Condition): string;
}

// Half a cent, as for price changes: float noise from parsing "149.99" vs "149.990" is no move.
const PRICE_EPSILON = 0.005;
const BUYABLE: ReadonlySet<Availability> = new Set(['in_stock', 'limited', 'preorder', 'backorder']);
const GONE: ReadonlySet<Availability> = new Set(['out_of_stock', 'discontinued']);

/** A side's price in the condition's currency; a side or condition without a currency matches any. */
function priceIn(side: ConditionSide, currency: string | undefined): number | null {
  if (side.price === null) return null;
  return currency === undefined || side.currency === null || side.currency === currency ? side.price : null;
}

/** Both prices in one currency (the condition's, when it names one); null when they cannot be compared. */
function readDrop(condition: Condition, before: ConditionSide, after: ConditionSide): { was: number; now: number } | null {
  const was = priceIn(before, condition.currency);
  const now = priceIn(after, condition.currency);
  if (was === null || now === null) return null;
  if (before.currency !== null && after.currency !== null && before.currency !== after.currency) return null;
  return { was, now };
}

const money = (condition: Condition): string => formatMoney(condition.amount ?? 0, condition.currency ?? null);

/** A price level fires when the price crosses into it, not while it stays there. */
function level(meets: (price: number, amount: number) => boolean, words: string): ConditionBehaviour {
  const holds = (condition: Condition, side: ConditionSide) => {
    const price = priceIn(side, condition.currency);
    return price !== null && meets(price, condition.amount ?? 0);
  };
  return {
    isMet: (condition, before, after) => holds(condition, after) && !holds(condition, before),
    describe: (condition) => `price ${words} ${money(condition)}`,
  };
}

/** A drop is measured against the previous reading. */
function drop(isBigEnough: (was: number, now: number, amount: number) => boolean, describe: (condition: Condition) => string): ConditionBehaviour {
  return {
    isMet: (condition, before, after) => {
      const prices = readDrop(condition, before, after);
      return prices !== null && prices.now < prices.was - PRICE_EPSILON && isBigEnough(prices.was, prices.now, condition.amount ?? 0);
    },
    describe,
  };
}

function stock(from: (state: Availability | null) => boolean, to: (state: Availability | null) => boolean, words: string): ConditionBehaviour {
  return { isMet: (_condition, before, after) => from(before.availability) && to(after.availability), describe: () => words };
}

/** Case, width, typographic quotes and line breaks do not matter when looking for a user's text. */
export function normaliseConditionText(text: string): string {
  return text.normalize('NFKC').replace(/[‘’‚‛′]/g, "'").replace(/[“”„‟″]/g, '"').replace(/\s+/g, ' ').trim().toLowerCase();
}

function text(comes: boolean, words: string): ConditionBehaviour {
  const shows = (condition: Condition, side: ConditionSide) => normaliseConditionText(side.text).includes(normaliseConditionText(condition.text ?? ''));
  return {
    isMet: (condition, before, after) => shows(condition, comes ? after : before) && !shows(condition, comes ? before : after),
    describe: (condition) => `"${condition.text}" ${words}`,
  };
}

const isBuyable = (state: Availability | null) => state !== null && BUYABLE.has(state);
const isGone = (state: Availability | null) => state !== null && GONE.has(state);

/**
 * Every kind fires on a transition, never on a state that merely lasts: a price level when the
 * price crosses into it, a drop against the previous reading, stock when it flips (an unknown
 * state before counts as not buyable; an unknown state after is not "out of stock"), a text when
 * it comes or goes. The mapped type makes a kind of the list without behaviour a compile error.
 */
const BEHAVIOUR: { readonly [Kind in ConditionKind]: ConditionBehaviour } = {
  below: level((price, amount) => price < amount - PRICE_EPSILON, 'below'),
  at_or_below: level((price, amount) => price <= amount + PRICE_EPSILON, 'at or below'),
  above: level((price, amount) => price > amount + PRICE_EPSILON, 'above'),
  drop_pct: drop((was, now, amount) => was > 0 && ((was - now) / was) * 100 >= amount - 1e-9, (c) => `price drops by ${c.amount}% or more`),
  drop_abs: drop((was, now, amount) => was - now >= amount - PRICE_EPSILON, (c) => `price drops by ${money(c)} or more`),
  any_drop: drop(() => true, () => 'any price drop'),
  back_in_stock: stock((state) => !isBuyable(state), isBuyable, 'back in stock'),
  out_of_stock: stock(isBuyable, isGone, 'goes out of stock'),
  text_appears: text(true, 'appears'),
  text_disappears: text(false, 'disappears'),
};

/** Whether the change from `before` to `after` is what the condition asks for. */
export function isConditionMet(condition: Condition, before: ConditionSide, after: ConditionSide): boolean {
  return BEHAVIOUR[condition.kind].isMet(condition, before, after);
}

/** The condition in a few words, for reasons and messages: "price at or below $300.00", "price drops by 10% or more". */
export function describeCondition(condition: Condition): string {
  return BEHAVIOUR[condition.kind].describe(condition);
}
