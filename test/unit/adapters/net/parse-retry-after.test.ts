import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../../../src/adapters/net/parse-retry-after.js';

const NOW = 1_700_000_000_000;
const SECOND = 1000;

describe('parseRetryAfter', () => {
  it.each([
    { value: '120', seconds: 120 },
    { value: ' 0 ', seconds: 0 },
    { value: ' 5 ', seconds: 5 },
    { value: new Date(NOW + 90 * SECOND).toUTCString(), seconds: 90 },
    { value: new Date(NOW + 1500).toUTCString(), seconds: 1 },
    { value: new Date(NOW - 60 * SECOND).toUTCString(), seconds: 0 },
    { value: 'Wednesday, 15-Nov-23 00:00:00 GMT', seconds: Math.ceil((Date.UTC(2023, 10, 15) - NOW) / SECOND) },
    { value: undefined, seconds: null },
    { value: null, seconds: null },
    { value: '', seconds: null },
    { value: '-5', seconds: null },
    { value: '1.5', seconds: null },
    { value: 'soon', seconds: null },
    { value: '2023-11-15T00:00:00Z', seconds: null },
    { value: 'Xyz, 99 Foo 2023 99:99:99 GMT', seconds: null },
  ])('reads $value as $seconds', ({ value, seconds }) => {
    expect(parseRetryAfter(value, NOW)).toBe(seconds);
  });
});
