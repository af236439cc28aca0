import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { IntentCase } from '../../../../src/domain/intent/score-intents.js';
import { SCORED_FIELDS, scoreIntents, splitOf } from '../../../../src/domain/intent/score-intents.js';
import { splitOf as splitCase } from '../../../../scripts/split-cases.js';

const MIN_ACCURACY = 0.9;

const cases = JSON.parse(
  readFileSync(new URL('../../../fixtures/intents.json', import.meta.url), 'utf8'),
) as IntentCase[];

describe('intent evaluation set', () => {
  it('holds at least 90 labelled intents, some of them refusals', () => {
    expect(cases.length).toBeGreaterThanOrEqual(90);
    expect(cases.some((c) => c.expected === null)).toBe(true);
    expect(new Set(cases.map((c) => c.intent)).size).toBe(cases.length);
  });

  it('splits each batch written for an issue by the parity of the first byte of its SHA-256, in every language', () => {
    const batch = cases.filter((c) => c.batch === 'issue-22');
    expect(batch.length).toBeGreaterThanOrEqual(120);
    for (const c of batch) {
      const odd = ((createHash('sha256').update(c.intent).digest()[0] ?? 0) & 1) === 1;
      expect(splitOf(c), c.intent).toBe(odd ? 'blind' : 'dev');
    }
    for (const lang of ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt']) {
      const splits = new Set(batch.filter((c) => c.lang === lang).map(splitOf));
      expect([...splits].sort(), lang).toEqual(['blind', 'dev']);
    }
  });

  it.each(['issue-22c', 'issue-22d', 'issue-22e', 'issue-22f', 'issue-22g', 'issue-22h', 'issue-22i', 'issue-22j', 'issue-22k', 'issue-22l', 'issue-22m', 'issue-22n', 'issue-22o', 'issue-22p', 'issue-22q', 'issue-22r', 'issue-22s', 'issue-22t', 'issue-22u', 'issue-22v', 'issue-22w', 'issue-22x', 'issue-22y'])('splits later batches with the common split (scripts/split-cases.ts), its check part blind: %s', (name) => {
    const conditions = JSON.parse(
      readFileSync(new URL('../../../fixtures/intent-conditions.json', import.meta.url), 'utf8'),
    ) as IntentCase[];
    const batch = [...cases, ...conditions].filter((c) => c.batch === name);
    expect(batch.length).toBeGreaterThanOrEqual(70);
    for (const c of batch) expect(splitOf(c), c.intent).toBe(splitCase(c.intent) === 'check' ? 'blind' : 'dev');
    for (const lang of ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt']) {
      const splits = new Set(batch.filter((c) => c.lang === lang).map(splitOf));
      expect([...splits].sort(), lang).toEqual(['blind', 'dev']);
    }
  });

  it(`gets every labelled field right in at least ${MIN_ACCURACY * 100}% of intents`, () => {
    const scores = scoreIntents(cases);
    const labelled = SCORED_FIELDS.filter((f) => scores.labelled[f] > 0);
    const figures = labelled.map((f) => `${f} ${(scores.accuracy[f] * 100).toFixed(1)}%`).join(', ');
    console.log(`intent accuracy over ${scores.total} intents: ${figures}`);
    for (const field of labelled) expect(scores.accuracy[field], field).toBeGreaterThanOrEqual(MIN_ACCURACY);
    // Reads every intent of the set, which grows with each batch: on a loaded machine that outlasts the default 30 s.
  }, 120_000);
});

describe('scoreIntents', () => {
  it('scores a condition where a case labels one: kind, amount and currency', () => {
    const scores = scoreIntents([
      { intent: 'tell me when the Dyson V15 drops below $300 on amazon.com', expected: { product: 'Dyson V15', metric: 'price', sites: ['amazon.com'], condition: { kind: 'below', amount: 300, currency: 'USD' } } },
      { intent: 'tell me when the Dyson V15 costs $300 or less on amazon.com', expected: { product: 'Dyson V15', metric: 'price', sites: ['amazon.com'], condition: { kind: 'at_or_below', amount: 300, currency: 'EUR' } } },
    ]);
    expect(scores.labelled.condition).toBe(2);
    expect(scores.labelled.threshold).toBe(0);
    expect(scores.misses.filter((m) => m.field === 'condition').map((m) => m.intent)).toEqual(['tell me when the Dyson V15 costs $300 or less on amazon.com']);
  });

  it('scores product case-insensitively, sites as a set, and refusals per expectation', () => {
    const scores = scoreIntents([
      {
        intent: 'tell me when the Sony WH-1000XM5 drops below $300 on bestbuy.com or amazon.com',
        expected: {
          product: ' sony wh-1000xm5 ', metric: 'price', sites: ['amazon.com', 'bestbuy.com'],
          threshold: { direction: 'below', amount: 300, currency: 'USD' },
        },
      },
      { intent: 'tell me things', expected: null },
      {
        intent: 'tell me things',
        expected: { product: 'things', metric: 'content', sites: ['example.com'], threshold: null },
      },
      {
        intent: 'watch https://example.com for changes',
        expected: { product: '', metric: 'price', sites: ['example.com'], threshold: null },
      },
    ]);
    expect(scores.accuracy).toEqual({ product: 0.75, metric: 0.5, sites: 0.75, threshold: 0.75, condition: 0 });
    expect(scores.labelled).toEqual({ product: 4, metric: 4, sites: 4, threshold: 4, condition: 0 });
    expect(scores.misses.map((m) => `${m.field}:${m.intent}`)).toEqual([
      'product:tell me things', 'metric:tell me things', 'sites:tell me things', 'threshold:tell me things',
      'metric:watch https://example.com for changes',
    ]);
  });
});
