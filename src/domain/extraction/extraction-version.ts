/**
 * The version of what extraction reads from a page. Raise it with any change that can make the
 * same bytes give a different observation: sources store it in their content fingerprint, so
 * after an upgrade every page is read in full once more instead of being skipped as unchanged.
 */
export const EXTRACTION_VERSION = 21;
