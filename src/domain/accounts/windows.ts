const DAY_MS = 86_400_000;

/** The fixed window a rate-limit counter belongs to, and when it ends. */
export function fixedWindow(nowMs: number, windowMs: number): { index: number; endsAt: number } {
  const index = Math.floor(nowMs / windowMs);
  return { index, endsAt: (index + 1) * windowMs };
}

/** Daily quotas reset at midnight UTC (SPEC.md section 8). */
export function utcDay(nowMs: number): { day: string; endsAt: number } {
  const { index, endsAt } = fixedWindow(nowMs, DAY_MS);
  return { day: new Date(index * DAY_MS).toISOString().slice(0, 10), endsAt };
}

/** A wait as a person reads it: seconds under a minute, else whole minutes rounded up ("27 minutes", not "1614 s"). */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
