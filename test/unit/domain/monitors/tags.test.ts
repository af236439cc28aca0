import { describe, expect, it } from 'vitest';
import { MAX_TAGS, normaliseTag, readTag, readTags } from '../../../../src/domain/monitors/tags.js';

describe('normaliseTag', () => {
  it.each([
    [' Kitchen ', 'kitchen'],
    ['Black   Friday', 'black friday'],
    ['Cafe\u0301', 'café'],
    ['ÉTÉ', 'été'],
    ['shop:Amazon', 'shop:amazon'],
  ])('%j → %j', (written, kept) => expect(normaliseTag(written)).toBe(kept));
});

describe('readTag', () => {
  it.each(['kitchen', 'tools/power', 'q4-deals', 'v1.2', 'a_b', '東京', '2024'])('accepts %j', (tag) => {
    expect(readTag(tag, 'tag')).toEqual({ ok: true, tag });
  });

  it.each([
    ['', 'tag must not be empty'],
    ['  ', 'tag must not be empty'],
    ['-lead', 'tag may hold'],
    ['a,b', 'tag may hold'],
    ['say "hi"', 'tag may hold'],
    ['<b>', 'tag may hold'],
    ['tab\u0000', 'tag may hold'],
    ['x'.repeat(41), 'tag must be at most 40 characters'],
  ])('refuses %j', (tag, error) => {
    const reading = readTag(tag, 'tag');
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.error).toContain(error);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(readTag('😀'.repeat(40), 'tag').ok).toBe(false);
    expect(readTag('é'.repeat(40), 'tag').ok).toBe(true);
  });

  it('refuses what is not a string', () => expect(readTag(3, 'tags[2]')).toEqual({ ok: false, error: 'tags[2] must be a string' }));
});

describe('readTags', () => {
  it('normalises, drops repeats and keeps the first order', () => {
    expect(readTags(['B', ' a', 'b', 'A '], 'tags')).toEqual({ ok: true, tags: ['b', 'a'] });
  });

  it('names the position of a bad tag', () => {
    expect(readTags(['ok', 'no,'], 'tags')).toEqual({ ok: false, error: expect.stringMatching(/^tags\[1\] may hold/) });
  });

  it(`allows ${MAX_TAGS} tags after repeats are dropped, not more`, () => {
    const tags = Array.from({ length: MAX_TAGS }, (_, i) => `t${i}`);
    expect(readTags([...tags, 'T0'], 'tags').ok).toBe(true);
    expect(readTags([...tags, 'one more'], 'tags')).toEqual({ ok: false, error: `tags may hold at most ${MAX_TAGS} tags` });
  });

  it('refuses what is not an array', () => expect(readTags('kitchen', 'tags')).toEqual({ ok: false, error: 'tags must be an array of strings' }));
});
