/** How one source of a check ended: the check log's outcome column and the checks metric's label. */
export const CHECK_OUTCOMES = ['baseline', 'unchanged', 'minor_change', 'changed', 'not_modified', 'error'] as const;

export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];
