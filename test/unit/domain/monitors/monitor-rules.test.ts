import { describe, expect, it } from 'vitest';
import { describeIntervalProblem, interpretUrlMonitor, promptKeywords } from '../../../../src/domain/monitors/monitor-rules.js';

describe('check interval rules', () => {
  it.each([
    [900, 900, null],
    [3600, 900, null],
    [60, 60, null],
    [899, 900, 'checkIntervalSeconds must be at least 900 on your plan'],
    [59, 60, 'checkIntervalSeconds must be at least 60 on your plan'],
    [900.5, 900, 'checkIntervalSeconds must be an integer'],
    [30 * 86_400 + 1, 60, 'checkIntervalSeconds must be at most 2592000 (30 days)'],
  ])('%d s with a minimum of %d → %j', (seconds, minimum, expected) => {
    expect(describeIntervalProblem(seconds, minimum)).toBe(expected);
  });
});

describe('url-mode interpretation', () => {
  it.each([
    [null, 'content'],
    ['the Pro plan price', 'price'],
    ['is it back in stock?', 'availability'],
    ['the headline of the article', 'content'],
  ])('prompt %j watches %s', (prompt, metric) => {
    expect(interpretUrlMonitor(new URL('https://www.shop.example/p/1'), prompt)).toEqual({ product: '', metric, sites: ['shop.example'], condition: null });
  });

  it('turns a prompt into a few distinct keywords without filler words', () => {
    expect(promptKeywords('Get the member price of the Pro plan, the MEMBER price')).toEqual(['member', 'price', 'pro', 'plan']);
    expect(promptKeywords(null)).toEqual([]);
  });
});
