import { describe, expect, it } from 'vitest';
import { scoreNameMatch } from '../../../../src/domain/sources/score-name-match.js';

describe('scoreNameMatch', () => {
  it.each([
    ['Sony WH-1000XM5', 'Sony WH-1000XM5 Wireless Noise Canceling Headphones', 0.85, 1],
    ['Sony WH-1000XM5', 'SONY WH1000XM5 Black', 0.9, 1],
    ['Nintendo swich 2', 'Nintendo Switch 2 Console', 0.85, 1],
    ['AirPods Pro 2', 'Apple AirPods Pro 2 with MagSafe Charging Case', 0.75, 1],
  ])('%s names "%s" (≥ %s)', (wanted, text, min, max) => {
    const score = scoreNameMatch(wanted, text);
    expect(score).toBeGreaterThanOrEqual(min);
    expect(score).toBeLessThanOrEqual(max);
  });

  it.each([
    ['Sony WH-1000XM5', 'Sony WH-1000XM4 Wireless Headphones'], // another model number
    ['Sony WH-1000XM5', 'Hard Case for Sony WH-1000XM5'], // an accessory
    ['Sony WH-1000XM5', 'Replacement ear pads for Sony WH-1000XM5'],
    ['Sony WH-1000XM5', 'Bose QuietComfort Ultra'],
    ['Sony WH-1000XM5', ''],
  ])('%s is not "%s" (< 0.7)', (wanted, text) => {
    expect(scoreNameMatch(wanted, text)).toBeLessThan(0.7);
  });

  it('prefers the product named alone to the same product among many words', () => {
    expect(scoreNameMatch('Dyson V15', 'Dyson V15 Detect')).toBeGreaterThan(scoreNameMatch('Dyson V15', 'Dyson V15 Detect Absolute cordless vacuum cleaner with laser'));
  });
});
