/**
 * How the dashboard shows a change of a type: what a monitor of it watches ("the price") and which
 * part of a change's sides it draws (an amount, a stock state, or the text diff).
 */
export interface ChangeTypeDisplay {
  watching: string;
  sides: 'money' | 'state' | 'diff';
}

/**
 * Every change type, the names of the registry (`registry.ts` binds each to its behaviour, and the
 * compiler holds the two to the same names). The order ranks findings of equal score. This file
 * imports nothing: the dashboard bundles it.
 */
export const CHANGE_TYPE_DISPLAY = {
  price: { watching: 'the price', sides: 'money' },
  availability: { watching: 'availability', sides: 'state' },
  content: { watching: 'the content', sides: 'diff' },
} as const satisfies Readonly<Record<string, ChangeTypeDisplay>>;

/** What kind of difference a change is; the `type` of a change.detected event (SPEC 2.7) and what a monitor watches. */
export type ChangeType = keyof typeof CHANGE_TYPE_DISPLAY;

/** The one list of change types: API schema enums, the LLM's answer schema and metric labels read it. */
export const CHANGE_TYPES = Object.keys(CHANGE_TYPE_DISPLAY) as readonly ChangeType[];

/** Whether a name read from outside (a stored event, a request) is a change type. */
export function isChangeType(name: unknown): name is ChangeType {
  return typeof name === 'string' && Object.hasOwn(CHANGE_TYPE_DISPLAY, name);
}
