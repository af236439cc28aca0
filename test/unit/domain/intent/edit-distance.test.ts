import { describe, expect, it } from 'vitest';
import { isOneEditAway, isTwoEditsAway } from '../../../../src/domain/intent/edit-distance.js';

describe('edit distance', () => {
  it('counts one insertion, deletion, substitution or swap as one edit', () => {
    expect(isOneEditAway('garmn', 'garmin')).toBe(true);
    expect(isOneEditAway('garmni', 'garmin')).toBe(true);
    expect(isOneEditAway('gramni', 'garmin')).toBe(false);
  });

  it('accepts two edits and no more', () => {
    expect(isTwoEditsAway('gramni', 'garmin')).toBe(true);
    expect(isTwoEditsAway('electrlux', 'electrolux')).toBe(true);
    expect(isTwoEditsAway('elektrolux', 'electrolux')).toBe(true);
    expect(isTwoEditsAway('elktrlux', 'electrolux')).toBe(false);
    expect(isTwoEditsAway('thermo', 'thermomix')).toBe(false);
    expect(isTwoEditsAway('', 'ab')).toBe(true);
    expect(isTwoEditsAway('same', 'same')).toBe(true);
  });
});
