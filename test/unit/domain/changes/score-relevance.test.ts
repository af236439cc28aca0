import { describe, expect, it } from 'vitest';
import { findChangeType } from '../../../../src/domain/changes/change-types/registry.js';
import type { DetectedChange } from '../../../../src/domain/changes/detected-change.js';
import { isRelevant, relevanceThreshold } from '../../../../src/domain/changes/relevance-threshold.js';
import {
  scoreAvailabilityChange,
  scoreContentChange,
  scorePriceMove,
  weighFinding,
} from '../../../../src/domain/changes/score-relevance.js';

describe('scorePriceMove', () => {
  it.each([
    { percent: -1, min: 0.44, max: 0.46 },
    { percent: -5, min: 0.64, max: 0.66 },
    { percent: -20, min: 0.88, max: 0.92 },
    { percent: -60, min: 0.93, max: 0.96 },
    { percent: -0.1, min: 0.1, max: 0.15 },
    { percent: 20, min: 0.8, max: 0.85 },
    { percent: 1.5, min: 0.45, max: 0.48 },
  ])('a $percent% move scores in [$min, $max]', ({ percent, min, max }) => {
    const score = scorePriceMove(percent);
    expect(score).toBeGreaterThanOrEqual(min);
    expect(score).toBeLessThanOrEqual(max);
  });

  it('grows with the size of the move, in both directions', () => {
    const sizes = [0.01, 0.5, 1, 2, 3, 5, 8, 12, 20, 35, 50, 90, 300];
    for (let i = 1; i < sizes.length; i++) {
      expect(scorePriceMove(-sizes[i]!)).toBeGreaterThanOrEqual(scorePriceMove(-sizes[i - 1]!));
      expect(scorePriceMove(sizes[i]!)).toBeGreaterThanOrEqual(scorePriceMove(sizes[i - 1]!));
    }
  });

  it('scores a drop above a rise of the same size once both are past 1 %, and never a rise above a drop', () => {
    for (const size of [1.5, 5, 20]) expect(scorePriceMove(-size)).toBeGreaterThan(scorePriceMove(size));
    for (const size of [0.3, 1]) expect(scorePriceMove(size)).toBe(scorePriceMove(-size));
  });
});

describe('scoreAvailabilityChange', () => {
  it.each([
    { before: 'out_of_stock', after: 'in_stock', score: 0.95 },
    { before: 'discontinued', after: 'preorder', score: 0.95 },
    { before: 'in_stock', after: 'out_of_stock', score: 0.9 },
    { before: 'limited', after: 'discontinued', score: 0.9 },
    { before: 'out_of_stock', after: 'discontinued', score: 0.6 },
    { before: 'preorder', after: 'in_stock', score: 0.6 },
    { before: 'in_stock', after: 'limited', score: 0.4 },
    { before: null, after: 'out_of_stock', score: 0.5 },
    { before: null, after: 'in_stock', score: 0.3 },
    { before: 'in_stock', after: null, score: 0.2 },
    { before: 'in_stock', after: 'in_stock', score: 0 },
  ] as const)('$before → $after scores $score', ({ before, after, score }) => {
    expect(scoreAvailabilityChange(before, after)).toBe(score);
  });
});

describe('scoreContentChange', () => {
  it.each([
    { name: 'one word in a 5,000-word page', changedWords: 2, totalWords: 10_000, moneyChanged: false, max: 0.05 },
    { name: 'a sentence in a long page', changedWords: 20, totalWords: 10_000, moneyChanged: false, max: 0.25 },
    { name: 'a new 80-word posting', changedWords: 80, totalWords: 8_000, moneyChanged: false, min: 0.5 },
    { name: 'half the page rewritten', changedWords: 2_000, totalWords: 4_000, moneyChanged: false, min: 0.95 },
    { name: 'a plan price in a long page', changedWords: 2, totalWords: 6_000, moneyChanged: true, min: 0.6 },
  ])('$name', ({ changedWords, totalWords, moneyChanged, min, max }) => {
    const score = scoreContentChange({ changedWords, totalWords, moneyChanged });
    if (min !== undefined) expect(score).toBeGreaterThanOrEqual(min);
    if (max !== undefined) expect(score).toBeLessThanOrEqual(max);
  });

  it('grows with the number of changed words on a page of fixed size', () => {
    let previous = -1;
    for (const changedWords of [0, 1, 5, 10, 30, 60, 150, 400, 1_000, 3_000]) {
      const score = scoreContentChange({ changedWords, totalWords: 6_000, moneyChanged: false });
      expect(score).toBeGreaterThanOrEqual(previous);
      previous = score;
    }
  });
});

describe('weighFinding', () => {
  it.each([
    { type: 'price', metric: 'price', seen: true, guessed: false, weight: 1 },
    { type: 'price', metric: 'availability', seen: true, guessed: false, weight: 0.4 },
    { type: 'availability', metric: 'availability', seen: true, guessed: false, weight: 1 },
    { type: 'availability', metric: 'price', seen: true, guessed: false, weight: 0.9 },
    { type: 'content', metric: 'content', seen: true, guessed: false, weight: 1 },
    { type: 'content', metric: 'price', seen: true, guessed: false, weight: 0.4 },
    { type: 'content', metric: 'price', seen: false, guessed: false, weight: 0.9 },
    { type: 'price', metric: 'content', seen: true, guessed: false, weight: 0.8 },
    { type: 'price', metric: 'content', seen: true, guessed: true, weight: 0.3 },
    { type: 'price', metric: 'price', seen: true, guessed: true, weight: 1 },
    { type: 'price', metric: 'content', seen: true, guessed: false, productPage: true, weight: 1 },
    { type: 'availability', metric: 'content', seen: true, guessed: false, productPage: true, weight: 1 },
    { type: 'content', metric: 'content', seen: true, guessed: false, productPage: true, weight: 1 },
  ] as const)(
    '$type under $metric (field seen: $seen, guessed: $guessed, product page: $productPage) weighs $weight',
    ({ type, metric, seen, guessed, weight, ...rest }) => {
      const productPage = ('productPage' in rest ? rest.productPage : undefined) ?? false;
      expect(weighFinding(findChangeType(type), findChangeType(metric), { watchedFieldSeen: seen, guessed, productPage })).toBe(weight);
    },
  );
});

describe('relevanceThreshold and isRelevant', () => {
  const change = (score: number): DetectedChange => ({
    type: 'content',
    before: { price: null, currency: null, availability: null },
    after: { price: null, currency: null, availability: null },
    score,
    reason: 'Page text changed.',
  });

  it.each([
    { sensitivity: 0, threshold: 0 },
    { sensitivity: 0.5, threshold: 0.45 },
    { sensitivity: 1, threshold: 0.9 },
    { sensitivity: -3, threshold: 0 },
    { sensitivity: 7, threshold: 0.9 },
    { sensitivity: Number.NaN, threshold: 0.45 },
  ])('sensitivity $sensitivity → threshold $threshold', ({ sensitivity, threshold }) => {
    expect(relevanceThreshold(sensitivity)).toBe(threshold);
  });

  it('is monotonic: a higher sensitivity never reports more', () => {
    const scores = [0.001, 0.05, 0.2, 0.3, 0.45, 0.5, 0.7, 0.89, 0.9, 0.95, 1];
    let previousCount = Number.POSITIVE_INFINITY;
    for (let step = 0; step <= 20; step++) {
      const sensitivity = step / 20;
      const reported = scores.filter((score) => isRelevant(change(score), sensitivity)).length;
      expect(reported).toBeLessThanOrEqual(previousCount);
      previousCount = reported;
    }
  });

  it('reports any detected difference at 0 and only the most significant at 1', () => {
    expect(isRelevant(change(0.001), 0)).toBe(true);
    expect(isRelevant(change(0), 0)).toBe(false);
    expect(isRelevant(change(0.89), 1)).toBe(false);
    expect(isRelevant(change(0.9), 1)).toBe(true);
    expect(isRelevant(change(0.44), 0.5)).toBe(false);
    expect(isRelevant(change(0.45), 0.5)).toBe(true);
  });

  it('lets the trigger and disappear filters decide a content change, a condition still having its say', () => {
    const held = { ...change(1), textFilter: { met: false, reason: null } };
    const passed = { ...change(0.01), textFilter: { met: true, reason: '"Tickets" appeared' } };
    expect(isRelevant(held, 0)).toBe(false);
    expect(isRelevant(passed, 1)).toBe(true);
    expect(isRelevant({ ...passed, verdict: { condition: { kind: 'text_appears', text: 'Sold out' }, met: false } }, 0)).toBe(false);
  });

  it('at the default sensitivity reports every price move of 1 % or more, up or down, and no move under 1 %', () => {
    const price = (percent: number): DetectedChange => ({ ...change(scorePriceMove(percent)), type: 'price' });
    expect(isRelevant(price(-1), 0.5)).toBe(true);
    expect(isRelevant(price(1.5), 0.5)).toBe(true);
    expect(isRelevant(price(2.5), 0.5)).toBe(true);
    expect(isRelevant(price(-2.5), 0.5)).toBe(true);
    expect(isRelevant(price(-0.9), 0.5)).toBe(false);
    expect(isRelevant(price(0.9), 0.5)).toBe(false);
  });
});
