/** Longest intent parsed; the API rejects longer ones before they get here. */
export const MAX_INTENT_LENGTH = 2000;
