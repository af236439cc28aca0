/**
 * How one source of a check ended: the check log's outcome column and the checks metric's label.
 * `awaiting_confirmation`: a change was read and is held until the re-check agrees (confirm-change.ts).
 */
export const CHECK_OUTCOMES = ['baseline', 'unchanged', 'minor_change', 'changed', 'awaiting_confirmation', 'not_modified', 'error'] as const;

export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];
