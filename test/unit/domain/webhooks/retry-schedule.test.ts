import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_RETRY_DELAYS_SECONDS,
  parseRetryDelays,
  planNextAttempt,
} from '../../../../src/domain/webhooks/retry-schedule.js';

const NOW = 1_700_000_000_000;
const SECOND = 1000;
const defaults = { maxAttempts: DEFAULT_MAX_ATTEMPTS, delaysSeconds: DEFAULT_RETRY_DELAYS_SECONDS, nowMs: NOW };

describe('defaults', () => {
  it('match SPEC 6.4', () => {
    expect(DEFAULT_RETRY_DELAYS_SECONDS).toEqual([15, 60, 300, 1800, 7200, 43200]);
    expect(DEFAULT_MAX_ATTEMPTS).toBe(6);
    expect(Object.isFrozen(DEFAULT_RETRY_DELAYS_SECONDS)).toBe(true);
  });
});

describe('planNextAttempt with the default schedule', () => {
  it.each([
    { attemptNumber: 1, waitSeconds: 15 },
    { attemptNumber: 2, waitSeconds: 60 },
    { attemptNumber: 3, waitSeconds: 300 },
    { attemptNumber: 4, waitSeconds: 1800 },
    { attemptNumber: 5, waitSeconds: 7200 },
  ])('after failed attempt $attemptNumber waits $waitSeconds s', ({ attemptNumber, waitSeconds }) => {
    expect(planNextAttempt({ ...defaults, attemptNumber })).toEqual({
      kind: 'retry',
      nextAttemptAt: NOW + waitSeconds * SECOND,
    });
  });

  it.each([6, 7, 100])('fails the delivery after attempt %i', (attemptNumber) => {
    expect(planNextAttempt({ ...defaults, attemptNumber })).toEqual({ kind: 'failed' });
  });
});

describe('planNextAttempt with custom schedules', () => {
  it.each([
    { name: 'raised attempt count reaches 12 h', delays: DEFAULT_RETRY_DELAYS_SECONDS, max: 8, attempt: 6, wait: 43200 },
    { name: 'raised attempt count reuses the last delay', delays: DEFAULT_RETRY_DELAYS_SECONDS, max: 8, attempt: 7, wait: 43200 },
    { name: 'short list reuses its last delay', delays: [1, 2], max: 5, attempt: 4, wait: 2 },
    { name: 'single delay', delays: [30], max: 3, attempt: 2, wait: 30 },
    { name: 'zero delay retries at once', delays: [0, 5], max: 3, attempt: 1, wait: 0 },
  ])('$name', ({ delays, max, attempt, wait }) => {
    expect(planNextAttempt({ attemptNumber: attempt, maxAttempts: max, delaysSeconds: delays, nowMs: NOW })).toEqual({
      kind: 'retry',
      nextAttemptAt: NOW + wait * SECOND,
    });
  });

  it.each([
    { max: 1, attempt: 1 },
    { max: 3, attempt: 3 },
  ])('fails after attempt $attempt of $max', ({ max, attempt }) => {
    expect(planNextAttempt({ attemptNumber: attempt, maxAttempts: max, delaysSeconds: [1], nowMs: NOW })).toEqual({
      kind: 'failed',
    });
  });
});

describe('planNextAttempt honouring Retry-After', () => {
  it.each([
    { name: 'absent', attempt: 1, retryAfter: undefined, wait: 15 },
    { name: 'null', attempt: 1, retryAfter: null, wait: 15 },
    { name: 'shorter than scheduled is ignored', attempt: 3, retryAfter: 10, wait: 300 },
    { name: 'equal to scheduled', attempt: 2, retryAfter: 60, wait: 60 },
    { name: 'longer than scheduled is honoured', attempt: 1, retryAfter: 120, wait: 120 },
    { name: 'capped at the largest delay', attempt: 1, retryAfter: 999_999, wait: 43200 },
    { name: 'infinite is ignored', attempt: 1, retryAfter: Number.POSITIVE_INFINITY, wait: 15 },
    { name: 'NaN is ignored', attempt: 1, retryAfter: Number.NaN, wait: 15 },
    { name: 'negative is ignored', attempt: 2, retryAfter: -30, wait: 60 },
  ])('$name', ({ attempt, retryAfter, wait }) => {
    expect(planNextAttempt({ ...defaults, attemptNumber: attempt, retryAfterSeconds: retryAfter })).toEqual({
      kind: 'retry',
      nextAttemptAt: NOW + wait * SECOND,
    });
  });

  it('caps at the largest delay of a custom, non-monotonic schedule', () => {
    const plan = planNextAttempt({ attemptNumber: 1, maxAttempts: 4, delaysSeconds: [5, 90, 20], nowMs: NOW, retryAfterSeconds: 3600 });
    expect(plan).toEqual({ kind: 'retry', nextAttemptAt: NOW + 90 * SECOND });
  });

  it('does not revive a delivery whose last attempt failed', () => {
    expect(planNextAttempt({ ...defaults, attemptNumber: 6, retryAfterSeconds: 30 })).toEqual({ kind: 'failed' });
  });
});

describe('planNextAttempt input checks', () => {
  it.each([
    { name: 'attempt 0', input: { ...defaults, attemptNumber: 0 }, message: /attemptNumber/ },
    { name: 'fractional attempt', input: { ...defaults, attemptNumber: 1.5 }, message: /attemptNumber/ },
    { name: 'zero max attempts', input: { ...defaults, attemptNumber: 1, maxAttempts: 0 }, message: /maxAttempts/ },
    { name: 'empty schedule', input: { ...defaults, attemptNumber: 1, delaysSeconds: [] }, message: /delaysSeconds/ },
  ])('throws on $name', ({ input, message }) => {
    expect(() => planNextAttempt(input)).toThrow(message);
  });
});

describe('parseRetryDelays', () => {
  it.each([
    { text: '15,60,300,1800,7200,43200', delays: [15, 60, 300, 1800, 7200, 43200] },
    { text: ' 1 , 2 ,3 ', delays: [1, 2, 3] },
    { text: '0', delays: [0] },
    { text: '2592000', delays: [2592000] },
  ])('reads "$text"', ({ text, delays }) => {
    expect(parseRetryDelays(text)).toEqual(delays);
  });

  it.each([
    { text: '', message: /non-empty comma-separated list/ },
    { text: '   ', message: /non-empty comma-separated list/ },
    { text: '15,,60', message: /item 2 is empty/ },
    { text: '15,60,', message: /item 3 is empty/ },
    { text: '15,abc', message: /item 2 "abc" is not a whole number of seconds/ },
    { text: '1.5', message: /item 1 "1.5" is not a whole number of seconds/ },
    { text: '-5', message: /item 1 "-5" is not a whole number of seconds/ },
    { text: '15s,60s', message: /item 1 "15s" is not a whole number/ },
    { text: '1e3', message: /item 1 "1e3" is not a whole number/ },
    { text: '15;60', message: /item 1 "15;60" is not a whole number/ },
    { text: '15 60', message: /item 1 "15 60" is not a whole number/ },
    { text: '15,2592001', message: /item 2 2592001 exceeds the maximum of 2592000 seconds/ },
  ])('rejects "$text"', ({ text, message }) => {
    expect(() => parseRetryDelays(text)).toThrow(message);
  });
});
