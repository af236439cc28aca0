import { describe, expect, it } from 'vitest';
import { parseStoredObservation, UnreadableBaselineError } from '../../../src/domain/stored-observation.js';

describe('parseStoredObservation', () => {
  it('reads a stored observation back as the object it was', () => {
    const stored = { title: 'Chair', price: 199.99, currency: 'USD', availability: 'in_stock', source: 'json-ld', text: 'A chair' };
    expect(parseStoredObservation(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([
    ['cut short', '{"title":"Chair","price":19'],
    ['a bad control character', '{"title":"Ch\u0001air"}'],
    ['a string', '"just a string"'],
    ['an array', '[1,2]'],
    ['null', 'null'],
  ])('turns %s into UnreadableBaselineError, never a SyntaxError or a non-object', (_what, json) => {
    expect(() => parseStoredObservation(json)).toThrow(UnreadableBaselineError);
  });
});
