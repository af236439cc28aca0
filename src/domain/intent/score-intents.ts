import type { Intent, PriceThreshold } from '../intent.js';
import { interpretIntent } from './interpret-intent.js';

/** One labelled intent; `expected: null` means the intent must be refused. */
export interface IntentCase {
  intent: string;
  expected: Pick<Intent, 'product' | 'metric' | 'sites' | 'threshold'> | null;
  /** ISO 639-1 language of the intent; English when absent. */
  lang?: string;
  /** Labelled before the rules were changed for it, and never tuned on: the fair estimate for new text. */
  blind?: boolean;
  /**
   * The set the case was written in, when written for one issue ("issue-22"): its cases were split
   * into development and blind halves by the parity of the first byte of the intent's SHA-256,
   * before any rule was changed for them.
   */
  batch?: string;
}

export type IntentSplit = 'dev' | 'blind';

/** Blind cases are never tuned on; every other case is development data. */
export function splitOf(c: IntentCase): IntentSplit {
  return c.blind === true ? 'blind' : 'dev';
}

export const SCORED_FIELDS = ['product', 'metric', 'sites', 'threshold'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export interface IntentMiss {
  intent: string;
  field: ScoredField;
  expected: unknown;
  actual: unknown;
}

export interface IntentScores {
  total: number;
  /** Share of cases, 0..1, that each field got right. */
  accuracy: Record<ScoredField, number>;
  misses: IntentMiss[];
}

function sameThreshold(a: PriceThreshold | null, b: PriceThreshold | null): boolean {
  if (a === null || b === null) return a === b;
  return a.direction === b.direction && a.currency === b.currency && Math.abs(a.amount - b.amount) < 1e-9;
}

function isFieldRight(field: ScoredField, expected: NonNullable<IntentCase['expected']>, actual: Intent): boolean {
  switch (field) {
    case 'product':
      return expected.product.trim().toLowerCase() === actual.product.trim().toLowerCase();
    case 'metric':
      return expected.metric === actual.metric;
    case 'sites':
      return expected.sites.length === actual.sites.length && expected.sites.every((s) => actual.sites.includes(s));
    case 'threshold':
      return sameThreshold(expected.threshold, actual.threshold);
  }
}

/**
 * Interprets every case and scores each field: product case-insensitively after
 * trimming, sites as a set, the threshold exactly. A refusal counts as right on every
 * field when the case expects one, and wrong on every field otherwise.
 */
export function scoreIntents(cases: IntentCase[]): IntentScores {
  const right: Record<ScoredField, number> = { product: 0, metric: 0, sites: 0, threshold: 0 };
  const misses: IntentMiss[] = [];
  for (const { intent, expected } of cases) {
    const result = interpretIntent(intent);
    for (const field of SCORED_FIELDS) {
      const actual = result.ok ? result.intent[field] : `refused: ${result.error}`;
      const isRight = expected === null ? !result.ok : result.ok && isFieldRight(field, expected, result.intent);
      if (isRight) right[field]++;
      else misses.push({ intent, field, expected: expected === null ? 'refusal' : expected[field], actual });
    }
  }
  const total = cases.length;
  const accuracy = Object.fromEntries(
    SCORED_FIELDS.map((field) => [field, total === 0 ? 0 : right[field] / total]),
  ) as Record<ScoredField, number>;
  return { total, accuracy, misses };
}
