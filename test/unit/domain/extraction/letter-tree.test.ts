import { describe, expect, it } from 'vitest';
import { letterTree, literalStarts } from '../../../../src/domain/extraction/letter-tree.js';

describe('letterTree', () => {
  it('matches each word and nothing shorter, the longer of two nested words first', () => {
    const tree = new RegExp(`^(?:${letterTree(['vor ', 'vorbei', 'ago\\b', 'il y a'])})`, 'i');
    expect(tree.exec('vorbei kommen')?.[0]).toBe('vorbei');
    expect(tree.exec('Vor 3 Tagen')?.[0]).toBe('Vor ');
    expect(tree.test('il y a 2 h')).toBe(true);
    expect(tree.test('agog')).toBe(false);
    expect(tree.test('vo')).toBe(false);
  });

  it('escapes what a regex would read as syntax', () => {
    expect(new RegExp(letterTree(['t.', '(x)'])).test('tx')).toBe(false);
    expect(new RegExp(letterTree(['t.', '(x)'])).test('a (x) b')).toBe(true);
  });
});

describe('literalStarts', () => {
  it('gives the literal start of each alternative, inside an outer group, past nested groups and classes', () => {
    expect(literalStarts('(?:nutzer(?:innen)?|os[oó]b[ya]?|人|have (?:viewed|seen)|a\\|b)')).toEqual(['nutzer', 'os', '人', 'have ', 'a']);
    expect(literalStarts('-sz[eoö]r|×|krát')).toEqual(['-sz', '×', 'krát']);
  });

  it('makes a test that every match of the alternation passes', () => {
    const alternation = String.raw`(?:visitors?|besucher(?:innen)?|uživatel[ůé]|sleduj[eí] (?:\d+ )?lidí)`;
    const cue = new RegExp(letterTree(literalStarts(alternation)), 'i');
    for (const text of ['Visitors', 'Besucherinnen', 'uživatelé', 'sleduje 18 lidí']) {
      expect(new RegExp(alternation, 'i').test(text)).toBe(true);
      expect(cue.test(text)).toBe(true);
    }
  });
});
