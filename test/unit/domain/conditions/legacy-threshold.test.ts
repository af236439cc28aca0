import { describe, expect, it } from 'vitest';
import { conditionFromThreshold } from '../../../../src/domain/conditions/legacy-threshold.js';

describe('conditionFromThreshold', () => {
  it('keeps the inclusive meaning of a stored "below": at_or_below', () => {
    expect(conditionFromThreshold({ direction: 'below', amount: 300, currency: 'USD' })).toEqual({ kind: 'at_or_below', amount: 300, currency: 'USD' });
  });

  it('keeps "above", and drops a null currency', () => {
    expect(conditionFromThreshold({ direction: 'above', amount: 5000, currency: null })).toEqual({ kind: 'above', amount: 5000 });
  });
});
