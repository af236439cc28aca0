import { cutSecret, type TargetReading } from './destination-kind.js';

/** An https URL read into origin and path segments (still percent-encoded), with its query. */
export interface HttpsTarget {
  /** "https://host[:port]" */
  origin: string;
  /** Non-empty path segments, as encoded in the URL. */
  segments: string[];
  query: URLSearchParams;
}

const MAX_TARGET_LENGTH = 2048;

/**
 * Reads an https URL into parts. Trailing slashes are dropped; an empty segment elsewhere
 * (`https://host//other-host/topic`) is refused, since joining such a path to an origin again
 * could name another host. `pathRequired: false` takes a bare origin (a server's address).
 */
export function readHttpsTarget(input: string, shape: string, { pathRequired = true } = {}): TargetReading<HttpsTarget> {
  const raw = input.trim();
  if (raw.length === 0 || raw.length > MAX_TARGET_LENGTH) return { ok: false, error: `must be ${shape} (at most ${MAX_TARGET_LENGTH} characters)` };
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url === null) return { ok: false, error: `must be ${shape}` };
  if (url.protocol !== 'https:') return { ok: false, error: `must use https, got ${url.protocol.replace(/:$/, '')}` };
  if (url.username !== '' || url.password !== '') return { ok: false, error: 'URL must not contain credentials' };
  const segments = url.pathname.replace(/\/+$/, '').split('/').slice(1);
  if (segments.length === 0 && pathRequired) return { ok: false, error: `must be ${shape}: the path is missing` };
  if (segments.includes('')) return { ok: false, error: `must be ${shape}: the path has an empty segment (//)` };
  return { ok: true, parts: { origin: url.origin, segments, query: url.searchParams } };
}

/** The URL of the parts; `query` only when given (most kinds keep none). */
export function writeHttpsTarget(origin: string, segments: readonly string[], query?: URLSearchParams): string {
  const search = query === undefined || query.size === 0 ? '' : `?${query.toString()}`;
  return `${origin}/${segments.join('/')}${search}`;
}

/** Origin and every segment but the last, whose first characters stay: the secret is the last segment. */
export function maskLastSegment(origin: string, segments: readonly string[]): string {
  return `${origin}/${[...segments.slice(0, -1), cutSecret(segments.at(-1) ?? '')].join('/')}`;
}
