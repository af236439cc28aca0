/**
 * What a condition's kind needs besides its name: an amount of money (`money`: amount, optional
 * currency), a percentage (`percent`: amount), a text, or nothing.
 */
export type ConditionInput = 'money' | 'percent' | 'text' | 'none';

/** What the dashboard and the API say of a kind, and which change type it speaks about. */
export interface ConditionKindDisplay {
  label: string;
  input: ConditionInput;
  subject: 'price' | 'availability' | 'content';
}

/**
 * Every condition kind (CONTRACT "condition"). This file imports nothing: the dashboard bundles it,
 * and the API schema, the LLM's answer schema and `read-condition.ts` read the same list.
 */
export const CONDITION_KIND_DISPLAY = {
  below: { label: 'Price falls below', input: 'money', subject: 'price' },
  at_or_below: { label: 'Price is at or below', input: 'money', subject: 'price' },
  above: { label: 'Price rises above', input: 'money', subject: 'price' },
  drop_pct: { label: 'Price drops by a percentage', input: 'percent', subject: 'price' },
  drop_abs: { label: 'Price drops by an amount', input: 'money', subject: 'price' },
  any_drop: { label: 'Any price drop', input: 'none', subject: 'price' },
  back_in_stock: { label: 'Back in stock', input: 'none', subject: 'availability' },
  out_of_stock: { label: 'Goes out of stock', input: 'none', subject: 'availability' },
  text_appears: { label: 'Text appears', input: 'text', subject: 'content' },
  text_disappears: { label: 'Text disappears', input: 'text', subject: 'content' },
} as const satisfies Readonly<Record<string, ConditionKindDisplay>>;

export type ConditionKind = keyof typeof CONDITION_KIND_DISPLAY;

export const CONDITION_KINDS = Object.keys(CONDITION_KIND_DISPLAY) as readonly ConditionKind[];

/**
 * When a monitor alerts: `{kind, amount?, currency?, text?}`. `amount` is money for the price
 * levels and `drop_abs`, a percentage for `drop_pct`; `currency` (ISO 4217) only with money;
 * `text` only for the text kinds. Fields a kind does not use are absent.
 */
export interface Condition {
  kind: ConditionKind;
  amount?: number;
  currency?: string;
  text?: string;
}

export function isConditionKind(name: unknown): name is ConditionKind {
  return typeof name === 'string' && Object.hasOwn(CONDITION_KIND_DISPLAY, name);
}
