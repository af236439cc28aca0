import { describe, expect, it } from 'vitest';
import { diffText } from '../../../../src/domain/changes/diff-text.js';

const page = (entries: readonly string[], tail = 'Sponsors\nCity Bank\nRadio One'): string =>
  ['Spring programme at the community centre', 'Courses this term', ...entries, tail, 'Register at the front desk or online.'].join('\n');

describe('diffText: an entry added to or removed from a list', () => {
  it.each([
    ['a course added to a list of courses', page(['Pottery', 'Italian for beginners', 'Yoga']), page(['Pottery', 'Italian for beginners', 'Life drawing', 'Yoga'])],
    ['a job removed from a Polish list of offers', page(['Księgowa – Gdańsk', 'Magazynier – Gdynia', 'Kierowca kat. B – Sopot']), page(['Księgowa – Gdańsk', 'Kierowca kat. B – Sopot'])],
    // The list's count moving with its entries, a counter beside it ticking (from pairs-21's Dutch job board; not from it).
    ['a course added while the count above moves', page(['Kursangebot: 12 Kurse', 'Töpfern', 'Yoga']), page(['Kursangebot: 13 Kurse', 'Töpfern', 'Schach', 'Yoga'])],
    ['a job removed while a viewer counter ticks', page(['Oferty: 3', 'Księgowa – Gdańsk', 'Magazynier – Gdynia', 'Kierowca – Sopot', '214 osób ogląda']), page(['Oferty: 2', 'Księgowa – Gdańsk', 'Kierowca – Sopot', '231 osób ogląda'])],
    ['an entry added while a strip beside the list is reordered', page(['Pottery', 'Yoga']), page(['Pottery', 'Chess club', 'Yoga'], 'Sponsors\nRadio One\nCity Bank')],
  ])('%s is a fact', (_name, before, after) => {
    expect(diffText(before, after)?.factsChanged).toBe(true);
  });

  it.each([
    ['a sentence added under the list', page(['Pottery', 'Yoga']), page(['Pottery', 'Yoga', 'Thank you for your feedback.'])],
    ['a line replaced, not added', page(['Pottery', 'Yoga']), page(['Pottery', 'Pilates'])],
    ['a count moving with no entry added', page(['Kursangebot: 12 Kurse', 'Töpfern', 'Yoga']), page(['Kursangebot: 13 Kurse', 'Töpfern', 'Yoga'])],
    ['a line changing two numbers beside an added line', page(['Tickets 12 of 40', 'Pottery', 'Yoga']), page(['Tickets 13 of 41', 'Pottery', 'Chess club', 'Yoga'])],
    ['four lines added at once', page(['Pottery', 'Yoga']), page(['Pottery', 'Chess', 'Choir', 'Drama', 'Tai chi', 'Yoga'])],
  ])('no entry: %s', (_name, before, after) => {
    expect(diffText(before, after)?.factsChanged).toBe(false);
  });
});
