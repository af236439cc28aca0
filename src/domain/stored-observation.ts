import type { Observation } from './observation.js';

/**
 * A stored observation that no longer parses (a cut-off write, a hand edit, a format this version
 * cannot read). The check that meets it starts afresh instead of failing on the same parse forever.
 */
export class UnreadableBaselineError extends Error {
  constructor() {
    super('the stored observation could not be read');
    this.name = 'UnreadableBaselineError';
  }
}

/**
 * The stored observation as an object. Parsed only where it is used, so a check whose page
 * compares the same pays one parse, as before the baseline could be found unreadable.
 */
export function parseStoredObservation(json: string): Observation {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new UnreadableBaselineError();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UnreadableBaselineError();
  return value as Observation;
}
