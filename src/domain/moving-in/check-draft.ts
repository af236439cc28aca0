import { STEP_ACTIONS, STEP_LIMITS } from '../monitors/browser-steps.js';
import { MONITOR_MODES } from '../monitors/monitor-rules.js';
import { RENDER_MODES } from '../rendering/render-mode.js';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => value !== null && typeof value === 'object' && !Array.isArray(value);
const isString = (max: number) => (value: unknown) => typeof value === 'string' && value.length <= max;
const isInteger = (min: number, max: number) => (value: unknown) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isOneOf = (list: readonly string[]) => (value: unknown) => typeof value === 'string' && list.includes(value);
const isStringList = (value: unknown) => Array.isArray(value) && value.every((entry) => typeof entry === 'string');
/** An object of only these fields, each a string (`single`) or a list of strings (`lists`). */
const isRuleObject = (lists: readonly string[], single: readonly string[] = []) => (value: unknown) =>
  isObject(value) &&
  Object.entries(value).every(([field, entry]) => (lists.includes(field) && isStringList(entry)) || (single.includes(field) && typeof entry === 'string'));

// The shapes of POST /v1/monitors' body for what an exported monitor may carry: a file is
// request input too, and the monitor service takes its values as the route's schema leaves them.
const FIELD_CHECKS: Record<string, [(value: unknown) => boolean, string]> = {
  mode: [isOneOf(MONITOR_MODES), `one of ${MONITOR_MODES.join(', ')}`],
  name: [isString(200), 'a string of at most 200 characters'],
  url: [isString(2048), 'a string of at most 2048 characters'],
  intent: [isString(2000), 'a string of at most 2000 characters'],
  extractionPrompt: [isString(1000), 'a string of at most 1000 characters'],
  sensitivity: [(value) => typeof value === 'number' && value >= 0 && value <= 1, 'a number from 0 to 1'],
  checkIntervalSeconds: [isInteger(1, 31_536_000), 'a whole number of seconds'],
  render: [isOneOf(RENDER_MODES), `one of ${RENDER_MODES.join(', ')}`],
  jsonExpression: [isString(2000), 'a string of at most 2000 characters'],
  proxy: [isString(2048), 'a string of at most 2048 characters'],
  confirmChanges: [(value) => typeof value === 'boolean', 'true or false'],
  failureThreshold: [isInteger(1, 1000), 'a whole number from 1 to 1000'],
  condition: [isObject, 'an object'],
  tags: [isStringList, 'a list of strings'],
  selectors: [isRuleObject(['region', 'remove'], ['price', 'availability']), 'an object of region and remove (lists of strings), price and availability (strings)'],
  filters: [isRuleObject(['ignore', 'trigger', 'disappear']), 'an object of ignore, trigger and disappear (lists of strings)'],
  stockWords: [isRuleObject(['inStock', 'outOfStock']), 'an object of inStock and outOfStock (lists of strings)'],
};

const STEP_CHECKS: Record<string, [(value: unknown) => boolean, string]> = {
  action: [isOneOf(STEP_ACTIONS), `one of ${STEP_ACTIONS.join(', ')}`],
  selector: [isString(STEP_LIMITS.maxSelectorLength), 'a string'],
  text: [isString(STEP_LIMITS.maxTextLength), 'a string'],
  value: [isString(STEP_LIMITS.maxValueLength), 'a string'],
  secret: [(value) => typeof value === 'boolean', 'true or false'],
  ms: [isInteger(0, STEP_LIMITS.maxTotalWaitMs), 'a whole number of milliseconds'],
};

function checkSteps(steps: unknown): string | null {
  if (!Array.isArray(steps) || steps.length > STEP_LIMITS.maxSteps) return `steps must be a list of at most ${STEP_LIMITS.maxSteps} steps`;
  for (const [index, step] of steps.entries()) {
    if (!isObject(step)) return `steps[${index}] must be an object`;
    for (const [field, value] of Object.entries(step)) {
      const check = STEP_CHECKS[field];
      if (check === undefined) return `steps[${index}].${field} is not a step field`;
      if (!check[0](value)) return `steps[${index}].${field} must be ${check[1]}`;
    }
    if (step.action === undefined) return `steps[${index}].action is required`;
  }
  return null;
}

/** What is wrong with an exported monitor's fields (the first, naming it), or null when each has the create body's type. */
export function checkDraftFields(entry: Fields): string | null {
  for (const [field, [check, shape]] of Object.entries(FIELD_CHECKS)) {
    const value = entry[field];
    if (value !== undefined && value !== null && !check(value)) return `${field} must be ${shape}`;
  }
  return entry.steps === undefined || entry.steps === null ? null : checkSteps(entry.steps);
}
