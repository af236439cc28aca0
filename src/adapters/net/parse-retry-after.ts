/**
 * Reads a Retry-After header, either delta-seconds ("120") or an HTTP date,
 * as whole seconds from `nowMs`. A date in the past gives 0; anything
 * unreadable gives null. The one parser of the header for every outbound sender.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // Every HTTP date form starts with a day name; Date.parse alone accepts "-5".
  if (!/^[a-z]{3}/i.test(text)) return null;
  const dateMs = Date.parse(text);
  if (Number.isNaN(dateMs)) return null;
  return Math.max(0, Math.ceil((dateMs - nowMs) / 1000));
}
