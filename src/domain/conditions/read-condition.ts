import { CONDITION_KIND_DISPLAY, CONDITION_KINDS, isConditionKind, type Condition } from './condition-list.js';

export type ConditionReading = { ok: true; condition: Condition } | { ok: false; error: string };

/** Longer trigger texts are pasted paragraphs, which a page's normalised text rarely repeats verbatim. */
export const MAX_CONDITION_TEXT = 500;
const MAX_AMOUNT = 1e12;
const FIELDS = new Set(['kind', 'amount', 'currency', 'text']);

const refuse = (error: string): ConditionReading => ({ ok: false, error });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a condition from a request, a model's answer or a stored row, naming the field that is
 * wrong (`condition.amount is required when condition.kind is drop_pct`). A field given as null
 * counts as absent; a field the kind does not use is refused, so nothing is silently ignored.
 */
export function readCondition(value: unknown, field = 'condition'): ConditionReading {
  if (!isRecord(value)) return refuse(`${field} must be a JSON object`);
  const unknown = Object.keys(value).find((key) => !FIELDS.has(key));
  if (unknown !== undefined) return refuse(`unknown field '${field}.${unknown}'`);
  const { kind } = value;
  if (kind === undefined || kind === null) return refuse(`${field}.kind is required`);
  if (!isConditionKind(kind)) return refuse(`${field}.kind must be one of ${CONDITION_KINDS.join(', ')}`);
  const { input } = CONDITION_KIND_DISPLAY[kind];
  const amount = value.amount ?? undefined;
  const currency = value.currency ?? undefined;
  const text = value.text ?? undefined;
  const unused = (name: string) => refuse(`${field}.${name} is not used when ${field}.kind is ${kind}`);

  if (input === 'money' || input === 'percent') {
    if (amount === undefined) return refuse(`${field}.amount is required when ${field}.kind is ${kind}`);
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > MAX_AMOUNT) {
      return refuse(`${field}.amount must be a positive number`);
    }
  } else if (amount !== undefined) return unused('amount');
  if (input === 'percent' && (amount as number) >= 100) return refuse(`${field}.amount is a percentage and must be below 100`);

  if (input === 'money' && currency !== undefined) {
    if (typeof currency !== 'string' || !/^[A-Za-z]{3}$/.test(currency)) return refuse(`${field}.currency must be an ISO 4217 code such as USD or EUR`);
  } else if (currency !== undefined) return unused('currency');

  if (input === 'text') {
    if (typeof text !== 'string' || text.trim() === '') return refuse(`${field}.text is required when ${field}.kind is ${kind}`);
    if (text.length > MAX_CONDITION_TEXT) return refuse(`${field}.text must be at most ${MAX_CONDITION_TEXT} characters`);
  } else if (text !== undefined) return unused('text');

  const condition: Condition = { kind };
  if (amount !== undefined) condition.amount = amount as number;
  if (currency !== undefined) condition.currency = (currency as string).toUpperCase();
  if (text !== undefined) condition.text = (text as string).trim();
  return { ok: true, condition };
}
