import type { CheckedSource } from '../../storage/repositories/checks.js';

/** Said in the check log of the check that replaced an unreadable stored observation. */
export const UNREADABLE_BASELINE_NOTE = 'the stored observation could not be read; this check stored a fresh baseline';

function isReadable(json: string): boolean {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * A stored observation that no longer parses (a cut-off write, a hand edit, a format this version
 * cannot read) is no baseline: the source is checked as if never read, so neither a 304 nor the
 * same bytes reuse it, and the check stores a fresh one. Without this every check of the monitor
 * failed on the same parse, forever.
 */
export function withReadableBaseline(source: CheckedSource): { source: CheckedSource; note: string | null } {
  if (source.last_observation === null || isReadable(source.last_observation)) return { source, note: null };
  return {
    source: { ...source, last_observation: null, etag: null, last_modified: null, content_fingerprint: null },
    note: UNREADABLE_BASELINE_NOTE,
  };
}
