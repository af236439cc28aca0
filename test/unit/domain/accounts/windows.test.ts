import { describe, expect, it } from 'vitest';
import { describeWait, fixedWindow, utcDay } from '../../../../src/domain/accounts/windows.js';

describe('time windows', () => {
  it('puts a moment in its fixed window and says when the window ends', () => {
    expect(fixedWindow(3_599_999, 3_600_000)).toEqual({ index: 0, endsAt: 3_600_000 });
    expect(fixedWindow(3_600_000, 3_600_000)).toEqual({ index: 1, endsAt: 7_200_000 });
  });

  it('names the UTC day and its end', () => {
    expect(utcDay(Date.UTC(2026, 10, 26, 23, 59, 59))).toEqual({ day: '2026-11-26', endsAt: Date.UTC(2026, 10, 27) });
  });
});

describe('describeWait', () => {
  it.each([
    [1, '1 second'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [1614, '27 minutes'],
    [3600, '60 minutes'],
  ])('%d s → %s', (seconds, expected) => {
    expect(describeWait(seconds)).toBe(expected);
  });
});
