import { describe, expect, it } from 'vitest';
import type { Observation } from '../../../../src/domain/observation.js';
import type { DetectedChange } from '../../../../src/domain/changes/compare-observations.js';
import { compareSource, type ComparisonInput } from '../../../../src/jobs/checks/compare-source.js';

const page = (price: number): Observation => ({ title: 'Kettle', price, currency: 'EUR', availability: 'in_stock', source: 'json-ld', text: `Kettle ${price} EUR` });

const detected = (score: number): DetectedChange => ({
  type: 'price',
  score,
  reason: 'Price changed.',
  before: { price: 100, currency: 'EUR', availability: 'in_stock' },
  after: { price: 90, currency: 'EUR', availability: 'in_stock' },
});

const input = (fields: Partial<ComparisonInput>): ComparisonInput => ({
  previousJson: JSON.stringify(page(100)),
  observation: page(100),
  analysed: null,
  refined: false,
  watch: { metric: 'price', condition: null },
  filters: null,
  sensitivity: 0.5,
  ...fields,
});

describe('compareSource', () => {
  it.each([
    { name: 'a first read is the baseline and is stored', fields: { previousJson: null, analysed: null }, outcome: 'baseline', relevant: false, differs: true },
    { name: 'nothing detected leaves the stored observation alone', fields: {}, outcome: 'unchanged', relevant: false, differs: false },
    { name: 'a difference under the sensitivity is a minor change, still stored', fields: { analysed: detected(0.2) }, outcome: 'minor_change', relevant: false, differs: true },
    { name: 'a difference over the sensitivity is reported', fields: { analysed: detected(0.6) }, outcome: 'changed', relevant: true, differs: true },
    { name: 'sensitivity 1 reports only the most significant', fields: { analysed: detected(0.6), sensitivity: 1 }, outcome: 'minor_change', relevant: false, differs: true },
  ] as const)('$name', ({ fields, outcome, relevant, differs }) => {
    const comparison = compareSource(input(fields));
    expect(comparison).toMatchObject({ outcome, relevant, differs });
  });

  it('applies the trigger filters when it compares a refined observation itself', () => {
    const text = (words: string): Observation => ({ ...page(100), price: null, source: null, text: words });
    const compare = (after: string) =>
      compareSource(input({ previousJson: JSON.stringify(text('Line-up soon')), observation: text(after), refined: true, watch: { metric: 'content', condition: null }, filters: { trigger: ['Tickets'] }, sensitivity: 0 }));
    expect(compare('Line-up: three bands announced this week')).toMatchObject({ outcome: 'minor_change', relevant: false });
    expect(compare('Line-up soon. Tickets on sale')).toMatchObject({ outcome: 'changed', relevant: true, detected: { reason: expect.stringContaining('"Tickets" appeared') } });
  });

  it("compares itself when the model refined the observation, ignoring the analyser's verdict", () => {
    const refined = compareSource(input({ observation: page(70), analysed: null, refined: true }));
    expect(refined.detected).toMatchObject({ type: 'price', before: { price: 100 }, after: { price: 70 } });
    expect(refined.outcome).toBe('changed');
    const same = compareSource(input({ observation: page(100), analysed: detected(0.9), refined: true }));
    expect(same).toMatchObject({ detected: null, outcome: 'unchanged', differs: false });
  });

  it('takes the analyser\'s difference as it is when nothing refined the observation', () => {
    const found = detected(0.7);
    expect(compareSource(input({ observation: page(70), analysed: found })).detected).toBe(found);
  });
});
