import { describe, expect, it } from 'vitest';
import { isTimeZone, nextDigestAt, readDigest } from '../../../../src/domain/destinations/digest.js';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('nextDigestAt: daily at a local time', () => {
  it.each([
    // Berlin in winter is UTC+1, in summer UTC+2.
    ['Europe/Berlin', '09:00', '2026-01-10T07:00:00Z', '2026-01-10T08:00:00.000Z'],
    ['Europe/Berlin', '09:00', '2026-01-10T08:00:00Z', '2026-01-11T08:00:00.000Z'],
    ['Europe/Berlin', '09:00', '2026-07-10T06:59:00Z', '2026-07-10T07:00:00.000Z'],
    // Across spring forward (29 March 2026) and fall back (25 October 2026) the local time holds.
    ['Europe/Berlin', '09:00', '2026-03-28T09:00:00Z', '2026-03-29T07:00:00.000Z'],
    ['Europe/Berlin', '09:00', '2026-10-24T08:00:00Z', '2026-10-25T08:00:00.000Z'],
    // 02:30 does not exist on 29 March in Berlin: sent at the moment after the gap, shifted by its length.
    ['Europe/Berlin', '02:30', '2026-03-29T00:00:00Z', '2026-03-29T01:30:00.000Z'],
    // 02:30 happens twice on 25 October: the first one.
    ['Europe/Berlin', '02:30', '2026-10-25T00:00:00Z', '2026-10-25T00:30:00.000Z'],
    ['America/New_York', '18:00', '2026-03-08T12:00:00Z', '2026-03-08T22:00:00.000Z'],
    ['America/New_York', '18:00', '2026-03-07T12:00:00Z', '2026-03-07T23:00:00.000Z'],
    ['Asia/Kolkata', '00:00', '2026-05-01T12:00:00Z', '2026-05-01T18:30:00.000Z'],
    ['UTC', '23:59', '2026-12-31T23:59:00Z', '2027-01-01T23:59:00.000Z'],
  ])('%s %s after %s → %s', (timezone, time, after, expected) => {
    expect(iso(nextDigestAt({ every: 'daily', at: time, timezone }, at(after)))).toBe(expected);
  });
});

describe('nextDigestAt: hourly', () => {
  it.each([
    ['UTC', '2026-05-01T10:00:00Z', '2026-05-01T11:00:00.000Z'],
    ['UTC', '2026-05-01T10:59:59Z', '2026-05-01T11:00:00.000Z'],
    ['Europe/Berlin', '2026-05-01T10:20:00Z', '2026-05-01T11:00:00.000Z'],
    // India is UTC+5:30: its full hours are at half past on UTC clocks.
    ['Asia/Kolkata', '2026-05-01T10:20:00Z', '2026-05-01T10:30:00.000Z'],
    ['Asia/Kolkata', '2026-05-01T10:30:00Z', '2026-05-01T11:30:00.000Z'],
    // The hour the clocks skip in Berlin: 01:00Z is 03:00 CEST, the next full local hour after 00:30Z (01:30 CET).
    ['Europe/Berlin', '2026-03-29T00:30:00Z', '2026-03-29T01:00:00.000Z'],
    // The repeated hour: 00:00Z (02:00 CEST) and 01:00Z (02:00 CET) both end a local hour.
    ['Europe/Berlin', '2026-10-24T23:30:00Z', '2026-10-25T00:00:00.000Z'],
    ['Europe/Berlin', '2026-10-25T00:00:00Z', '2026-10-25T01:00:00.000Z'],
  ])('%s after %s → %s', (timezone, after, expected) => {
    expect(iso(nextDigestAt({ every: 'hourly', timezone }, at(after)))).toBe(expected);
  });

  it('always moves forward', () => {
    let now = at('2026-10-24T20:00:00Z');
    for (let i = 0; i < 30; i++) {
      const next = nextDigestAt({ every: 'hourly', timezone: 'Europe/Berlin' }, now);
      expect(next).toBeGreaterThan(now);
      expect(next - now).toBeLessThanOrEqual(3_600_000);
      now = next;
    }
  });
});

describe('readDigest', () => {
  it.each([
    [{}, { ok: true, digest: null }],
    [{ digest: 'immediate' }, { ok: true, digest: null }],
    [{ digest: 'hourly' }, { ok: true, digest: { every: 'hourly', timezone: 'UTC' } }],
    [{ digest: 'daily', timezone: 'Europe/Berlin' }, { ok: true, digest: { every: 'daily', at: '09:00', timezone: 'Europe/Berlin' } }],
    [{ digest: 'daily', digestAt: '18:30', timezone: 'America/New_York' }, { ok: true, digest: { every: 'daily', at: '18:30', timezone: 'America/New_York' } }],
  ])('%j', (input, expected) => expect(readDigest(input)).toEqual(expected));

  it.each([
    [{ digest: 'weekly' }, /^digest must be one of/],
    [{ digest: 'daily', digestAt: '24:00' }, /^digestAt must be/],
    [{ digest: 'daily', digestAt: '9:00' }, /^digestAt must be/],
    [{ digest: 'daily', timezone: 'Mars/Olympus' }, /^timezone must be an IANA/],
    [{ digest: 'daily', timezone: '+01:00' }, /^timezone must be an IANA/],
    [{ digest: 'hourly', digestAt: '09:00' }, /^digestAt is used only with digest daily/],
    [{ timezone: 'UTC' }, /^digestAt and timezone are used only/],
  ])('refuses %j', (input, error) => {
    const reading = readDigest(input);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.error).toMatch(error);
  });

  it('knows zones by IANA name only', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
  });
});
