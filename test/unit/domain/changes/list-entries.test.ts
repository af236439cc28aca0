import { describe, expect, it } from 'vitest';
import { diffText } from '../../../../src/domain/changes/diff-text.js';

const page = (entries: readonly string[], tail = 'Sponsors\nCity Bank\nRadio One'): string =>
  ['Spring programme at the community centre', 'Courses this term', ...entries, tail, 'Register at the front desk or online.'].join('\n');

describe('diffText: an entry added to or removed from a list', () => {
  it.each([
    ['a course added to a list of courses', page(['Pottery', 'Italian for beginners', 'Yoga']), page(['Pottery', 'Italian for beginners', 'Life drawing', 'Yoga'])],
    ['a job removed from a Polish list of offers', page(['Księgowa – Gdańsk', 'Magazynier – Gdynia', 'Kierowca kat. B – Sopot']), page(['Księgowa – Gdańsk', 'Kierowca kat. B – Sopot'])],
    ['an entry added while a strip beside the list is reordered', page(['Pottery', 'Yoga']), page(['Pottery', 'Chess club', 'Yoga'], 'Sponsors\nRadio One\nCity Bank')],
  ])('%s is a fact', (_name, before, after) => {
    expect(diffText(before, after)?.factsChanged).toBe(true);
  });

  it.each([
    ['a sentence added under the list', page(['Pottery', 'Yoga']), page(['Pottery', 'Yoga', 'Thank you for your feedback.'])],
    ['a line replaced, not added', page(['Pottery', 'Yoga']), page(['Pottery', 'Pilates'])],
    ['four lines added at once', page(['Pottery', 'Yoga']), page(['Pottery', 'Chess', 'Choir', 'Drama', 'Tai chi', 'Yoga'])],
  ])('no entry: %s', (_name, before, after) => {
    expect(diffText(before, after)?.factsChanged).toBe(false);
  });
});
