/** How often a destination gets its changes: one by one (`immediate`), or gathered into one digest. */
export const DIGEST_FREQUENCIES = ['immediate', 'hourly', 'daily'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** A destination's digest: every full hour, or every day at a local time, in an IANA time zone. */
export type DigestSetting = { every: 'hourly'; timezone: string } | { every: 'daily'; at: string; timezone: string };

export const DEFAULT_DIGEST_AT = '09:00';
export const DEFAULT_DIGEST_TIMEZONE = 'UTC';

export type DigestReading = { ok: true; digest: DigestSetting | null } | { ok: false; error: string };

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const QUARTER_MS = HOUR_MS / 4;

/** Whether `timezone` is an IANA zone name this runtime knows ("Europe/Berlin", "UTC"); offsets such as "+01:00" are not zones. */
export function isTimeZone(timezone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(timezone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** Reads `digest`, `digestAt` and `timezone` as a request gives them; immediate (or absent) is null. */
export function readDigest(input: { digest?: string; digestAt?: string; timezone?: string }): DigestReading {
  const every = input.digest ?? 'immediate';
  if (!(DIGEST_FREQUENCIES as readonly string[]).includes(every)) return { ok: false, error: `digest must be one of ${DIGEST_FREQUENCIES.join(', ')}` };
  if (every === 'immediate') {
    if (input.digestAt !== undefined || input.timezone !== undefined) return { ok: false, error: 'digestAt and timezone are used only with digest hourly or daily' };
    return { ok: true, digest: null };
  }
  const timezone = input.timezone ?? DEFAULT_DIGEST_TIMEZONE;
  if (!isTimeZone(timezone)) return { ok: false, error: 'timezone must be an IANA time zone name such as Europe/Berlin or America/New_York' };
  if (every === 'hourly') {
    if (input.digestAt !== undefined) return { ok: false, error: 'digestAt is used only with digest daily; an hourly digest goes out at every full hour' };
    return { ok: true, digest: { every: 'hourly', timezone } };
  }
  const at = input.digestAt ?? DEFAULT_DIGEST_AT;
  if (!HH_MM.test(at)) return { ok: false, error: 'digestAt must be a local time written HH:MM, 00:00 to 23:59' };
  return { ok: true, digest: { every: 'daily', at, timezone } };
}

/** The zone's offset from UTC at `ms`, in milliseconds (positive east of Greenwich). */
export function zoneOffsetMs(ms: number, timezone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(ms);
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a local wall-clock time (given as if it were UTC) happens in the zone. A time the
 * clocks skip (spring forward) comes out as the moment after the gap, shifted by its length; a
 * time they repeat (fall back) is its first occurrence.
 */
function localToInstant(localAsUtc: number, timezone: string): number {
  // Zones change their offset at most a few times a year: a day either side sees both offsets of any change.
  const candidates = [...new Set([-DAY_MS, 0, DAY_MS].map((shift) => localAsUtc - zoneOffsetMs(localAsUtc + shift, timezone)))];
  const valid = candidates.filter((instant) => instant + zoneOffsetMs(instant, timezone) === localAsUtc);
  return valid.length > 0 ? Math.min(...valid) : Math.max(...candidates);
}

/** When the digest that is open at `afterMs` closes and is sent: strictly after `afterMs`. */
export function nextDigestAt(setting: DigestSetting, afterMs: number): number {
  if (setting.every === 'hourly') {
    // Every zone's offset is a whole number of quarter hours: the next quarter hour UTC whose local
    // minute is 0 is the next full local hour, the repeated hour of a fall-back included.
    for (let candidate = Math.floor(afterMs / QUARTER_MS) * QUARTER_MS + QUARTER_MS; ; candidate += QUARTER_MS) {
      if ((candidate + zoneOffsetMs(candidate, setting.timezone)) % HOUR_MS === 0) return candidate;
    }
  }
  const [hours, minutes] = setting.at.split(':').map(Number) as [number, number];
  const day = new Date(afterMs + zoneOffsetMs(afterMs, setting.timezone));
  for (let offset = 0; ; offset++) {
    const candidate = localToInstant(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + offset, hours, minutes), setting.timezone);
    if (candidate > afterMs) return candidate;
  }
}
