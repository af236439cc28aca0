import { Type } from 'typebox';
import { DEFAULT_FAILURE_THRESHOLD } from '../../domain/monitors/monitor-health.js';

const CONFIRM_CHANGES_DESCRIPTION =
  'Confirm before alerting: a change that would alert is read again after a short delay (CONFIRM_DELAY_SECONDS, 60 s by default, jittered) ' +
  'and alerts only when the second reading agrees; the change then carries both readings. Default: on for price and availability monitors, off for content.';

const FAILURE_THRESHOLD_DESCRIPTION =
  `After this many failed checks in a row (fetch and HTTP errors, a page that could not be read), monitor.failing goes to the monitor's destinations once; ` +
  `monitor.recovered follows the next successful check. Default ${DEFAULT_FAILURE_THRESHOLD}.`;

export const ConfirmChanges = Type.Boolean({ description: CONFIRM_CHANGES_DESCRIPTION });
export const FailureThreshold = Type.Integer({ minimum: 1, maximum: 1000, description: FAILURE_THRESHOLD_DESCRIPTION, examples: [3] });

/** The alert settings of a monitor's answers, defaults filled in. */
export const AlertSettingsAnswer = {
  confirmChanges: ConfirmChanges,
  failureThreshold: FailureThreshold,
  consecutive_failures: Type.Integer({ minimum: 0, description: 'Checks in a row that failed; 0 after a successful one' }),
};

/** On create: leave a setting out for its default. */
export const AlertSettingsInput = {
  confirmChanges: Type.Optional(ConfirmChanges),
  failureThreshold: Type.Optional(FailureThreshold),
};

/** On update: null goes back to the default. */
export const AlertSettingsPatch = {
  confirmChanges: Type.Optional(Type.Union([ConfirmChanges, Type.Null()], { description: `${CONFIRM_CHANGES_DESCRIPTION} null goes back to the default.` })),
  failureThreshold: Type.Optional(Type.Union([FailureThreshold, Type.Null()], { description: `${FAILURE_THRESHOLD_DESCRIPTION} null goes back to the default.` })),
};
