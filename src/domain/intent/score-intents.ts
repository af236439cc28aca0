import type { Condition } from '../conditions/condition-list.js';
import type { LegacyThreshold } from '../conditions/legacy-threshold.js';
import type { Intent } from '../intent.js';
import { interpretIntent } from './interpret-intent.js';

/**
 * One labelled intent; `expected: null` means the intent must be refused. A case labels the
 * price limit either as `threshold` (the labels written before conditions: a direction, scored
 * on the condition's price level) or as `condition` (kind, amount and currency), or neither; the
 * condition cases (`intent-conditions.json`) label only their condition.
 */
export interface IntentCase {
  intent: string;
  expected: (Partial<Pick<Intent, 'product' | 'metric' | 'sites'>> & { threshold?: LegacyThreshold | null; condition?: Condition | null }) | null;
  /** ISO 639-1 language of the intent; English when absent. */
  lang?: string;
  /** Labelled before the rules were changed for it, and never tuned on: the fair estimate for new text. */
  blind?: boolean;
  /**
   * The set the case was written in, when written for one issue ("issue-22", "issue-22c"): its cases
   * were split into development and blind halves before any rule was changed for them, "issue-22" by
   * the parity of the first byte of the intent's SHA-256, later batches by `scripts/split-cases.ts`
   * (its check part is blind).
   */
  batch?: string;
}

export type IntentSplit = 'dev' | 'blind';

/** Blind cases are never tuned on; every other case is development data. */
export function splitOf(c: IntentCase): IntentSplit {
  return c.blind === true ? 'blind' : 'dev';
}

export const SCORED_FIELDS = ['product', 'metric', 'sites', 'threshold', 'condition'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export interface IntentMiss {
  intent: string;
  field: ScoredField;
  expected: unknown;
  actual: unknown;
}

export interface IntentScores {
  total: number;
  /** How many cases label each field (`threshold` and `condition` are labelled on some cases only). */
  labelled: Record<ScoredField, number>;
  /** Share of the labelled cases, 0..1, that each field got right; 0 when none is labelled. */
  accuracy: Record<ScoredField, number>;
  misses: IntentMiss[];
}

/** The price level of a condition as the old labels wrote it: a direction, amount and currency, or null. */
export function thresholdOf(condition: Condition | null): LegacyThreshold | null {
  if (condition === null || condition.amount === undefined) return null;
  const direction = condition.kind === 'below' || condition.kind === 'at_or_below' ? 'below' : condition.kind === 'above' ? 'above' : null;
  return direction === null ? null : { direction, amount: condition.amount, currency: condition.currency ?? null };
}

function sameThreshold(a: LegacyThreshold | null, b: LegacyThreshold | null): boolean {
  if (a === null || b === null) return a === b;
  return a.direction === b.direction && a.currency === b.currency && Math.abs(a.amount - b.amount) < 1e-9;
}

/** Kind, amount and currency; a text kind's text is not scored. */
function sameCondition(a: Condition | null, b: Condition | null): boolean {
  if (a === null || b === null) return a === b;
  const sameAmount = a.amount === undefined || b.amount === undefined ? a.amount === b.amount : Math.abs(a.amount - b.amount) < 1e-9;
  return a.kind === b.kind && sameAmount && (a.currency ?? null) === (b.currency ?? null);
}

type Expected = NonNullable<IntentCase['expected']>;

/** Whether a case labels `field`: a refusal labels every field but the condition; otherwise what is written. */
function labels(field: ScoredField, expected: IntentCase['expected']): boolean {
  if (expected === null) return field !== 'condition';
  return expected[field] !== undefined;
}

function expectedValue(field: ScoredField, expected: Expected): unknown {
  return expected[field];
}

function actualValue(field: ScoredField, intent: Intent): unknown {
  if (field === 'threshold') return thresholdOf(intent.condition);
  return intent[field];
}

function isFieldRight(field: ScoredField, expected: Expected, actual: Intent): boolean {
  switch (field) {
    case 'product':
      return (expected.product ?? '').trim().toLowerCase() === actual.product.trim().toLowerCase();
    case 'metric':
      return expected.metric === actual.metric;
    case 'sites': {
      const sites = expected.sites ?? [];
      return sites.length === actual.sites.length && sites.every((s) => actual.sites.includes(s));
    }
    case 'threshold':
      return sameThreshold(expected.threshold ?? null, thresholdOf(actual.condition));
    case 'condition':
      return sameCondition(expected.condition ?? null, actual.condition);
  }
}

/**
 * Interprets every case and scores each field it labels: product case-insensitively after
 * trimming, sites as a set, the threshold and the condition exactly. A refusal counts as right on
 * every labelled field when the case expects one, and wrong on every labelled field otherwise.
 */
export function scoreIntents(cases: IntentCase[]): IntentScores {
  const right = Object.fromEntries(SCORED_FIELDS.map((field) => [field, 0])) as Record<ScoredField, number>;
  const labelled = { ...right };
  const misses: IntentMiss[] = [];
  for (const { intent, expected } of cases) {
    const result = interpretIntent(intent);
    for (const field of SCORED_FIELDS) {
      if (!labels(field, expected)) continue;
      labelled[field]++;
      const actual = result.ok ? actualValue(field, result.intent) : `refused: ${result.error}`;
      const isRight = expected === null ? !result.ok : result.ok && isFieldRight(field, expected, result.intent);
      if (isRight) right[field]++;
      else misses.push({ intent, field, expected: expected === null ? 'refusal' : expectedValue(field, expected), actual });
    }
  }
  const accuracy = Object.fromEntries(
    SCORED_FIELDS.map((field) => [field, labelled[field] === 0 ? 0 : right[field] / labelled[field]]),
  ) as Record<ScoredField, number>;
  return { total: cases.length, labelled, accuracy, misses };
}
