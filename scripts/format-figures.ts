/** The share of a data set that came out right; an empty set counts as all right, so it never reads as a regression. */
export const share = (part: number, whole: number): number => (whole === 0 ? 1 : part / whole);

/** A share as the evaluations print it: "93.3%". */
export const percent = (part: number, whole: number): string => `${(share(part, whole) * 100).toFixed(1)}%`;
