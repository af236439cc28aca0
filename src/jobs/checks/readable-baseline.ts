import type { CheckedSource } from '../../storage/repositories/checks.js';

/** Said in the check log of the check that replaced an unreadable stored observation. */
export const UNREADABLE_BASELINE_NOTE = 'the stored observation could not be read; this check stored a fresh baseline';

/**
 * The source as if never read, for the check that met an unreadable stored observation
 * (`UnreadableBaselineError`): neither a 304 nor the same bytes may reuse it, and the check stores a
 * fresh one. Without this every check of the monitor failed on the same parse, forever.
 */
export function withoutBaseline(source: CheckedSource): CheckedSource {
  return { ...source, last_observation: null, etag: null, last_modified: null, content_fingerprint: null };
}
