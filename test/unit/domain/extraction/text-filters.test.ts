import { describe, expect, it } from 'vitest';
import { dropIgnoredLines, judgeTextFilters, textFiltersProblems } from '../../../../src/domain/extraction/text-filters.js';
import { readTextFilters } from '../../../../src/domain/extraction/reading-rules.js';

describe('dropIgnoredLines', () => {
  it('drops lines matching plain text case-insensitively, or a regular expression with its flags', () => {
    const text = 'Deal of the hour: boots\nClub news\nUpdated at 10:42\nThe fair is in July';
    expect(dropIgnoredLines(text, ['DEAL of the hour'])).toBe('Club news\nUpdated at 10:42\nThe fair is in July');
    expect(dropIgnoredLines(text, ['/^updated at \\d+:\\d+$/i', '/July/'])).toBe('Deal of the hour: boots\nClub news');
    expect(dropIgnoredLines(text, ['/july/'])).toBe(text);
    expect(dropIgnoredLines(text, [])).toBe(text);
  });

  it('runs a catastrophic backtracking pattern in linear time', () => {
    const line = `${'a'.repeat(50_000)}!`;
    const start = Date.now();
    expect(dropIgnoredLines(line, ['/^(a+)+$/'])).toBe(line);
    expect(Date.now() - start).toBeLessThan(2_000);
  });
});

describe('judgeTextFilters', () => {
  it('lets a change through when a trigger appears or a disappear text goes, and says which', () => {
    expect(judgeTextFilters({ trigger: ['Tickets on sale'] }, 'Line-up soon', 'TICKETS ON SALE')).toEqual({ met: true, reason: '"Tickets on sale" appeared' });
    expect(judgeTextFilters({ trigger: ['Tickets on sale'] }, 'Tickets on sale', 'Tickets on sale now')).toEqual({ met: false, reason: null });
    expect(judgeTextFilters({ disappear: ['/sold\\s+out/i'] }, 'SOLD  OUT', 'In stock')).toEqual({ met: true, reason: '"/sold\\s+out/i" disappeared' });
    expect(judgeTextFilters({ trigger: ['x'], disappear: ['y'] }, 'a', 'b')).toEqual({ met: false, reason: null });
    expect(judgeTextFilters({ ignore: ['z'] }, 'a', 'b')).toBeNull();
  });
});

describe('filter problems', () => {
  it('names each unusable entry with the parser\'s reason', () => {
    expect(textFiltersProblems({ ignore: ['ok', '/a(/'], trigger: [' '], disappear: ['/a/x'] })).toEqual([
      { field: 'filters.ignore[1]', problem: 'error parsing regexp: missing closing ): `a(`' },
      { field: 'filters.trigger[0]', problem: 'it is empty' },
      { field: 'filters.disappear[0]', problem: 'unknown flag "x" (i, m, s and u are read)' },
    ]);
    expect(readTextFilters({ ignore: [], trigger: ['Tickets'] })).toEqual({ ok: true, value: { trigger: ['Tickets'] } });
    expect(readTextFilters({})).toEqual({ ok: true, value: null });
    expect(readTextFilters({ ignore: ['/(/'] })).toMatchObject({ ok: false, error: expect.stringMatching(/^filters.ignore\[0\] is not a valid filter: /) });
  });
});
