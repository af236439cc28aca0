/** What a step before reading may do; one list, used by the schemas, the service and the browser. */
export const STEP_ACTIONS = ['click', 'type', 'select', 'wait_for', 'wait'] as const;
export type StepAction = (typeof STEP_ACTIONS)[number];

/** How a secret value is answered, everywhere; sent back in an update, it keeps the value stored. */
export const MASKED_SECRET = '********';

export const STEP_LIMITS = {
  maxSteps: 20,
  /** The `wait` steps of a monitor together. */
  maxTotalWaitMs: 10_000,
  /** How long one click, type, select or wait_for waits for its element or text. */
  stepTimeoutMs: 5_000,
  maxSelectorLength: 500,
  maxTextLength: 200,
  maxValueLength: 1_000,
} as const;

/** A step as the API takes it. */
export interface StepInput {
  action: string;
  selector?: string;
  text?: string;
  value?: string;
  secret?: boolean;
  ms?: number;
}

/** A step as stored: a secret value only sealed. */
export interface StoredStep {
  action: StepAction;
  selector?: string;
  text?: string;
  value?: string;
  sealedValue?: string;
  ms?: number;
}

/** A step as the browser runs it, its value in clear. */
export interface BrowserStep {
  action: StepAction;
  selector?: string;
  text?: string;
  value?: string;
  ms?: number;
}

/** What a step is refused for, naming the field as the API does (`steps[1].selector`). */
export interface StepProblem {
  field: string;
  error: string;
}

export type StepsReading = { ok: true; steps: StoredStep[] } | { ok: false; problem: StepProblem };

// Which of selector, text, value and ms each action takes; `needs` lists what it must have.
const SHAPES: Record<StepAction, { takes: ReadonlyArray<keyof StepInput>; needs: string }> = {
  click: { takes: ['selector', 'text'], needs: 'selector or text' },
  type: { takes: ['selector', 'value', 'secret'], needs: 'selector and value' },
  select: { takes: ['selector', 'value', 'secret'], needs: 'selector and value' },
  wait_for: { takes: ['selector', 'text'], needs: 'selector or text' },
  wait: { takes: ['ms'], needs: 'ms' },
};

function isAction(action: string): action is StepAction {
  return (STEP_ACTIONS as readonly string[]).includes(action);
}

function hasWhatItNeeds(action: StepAction, step: StepInput): boolean {
  if (action === 'click' || action === 'wait_for') return Boolean(step.selector?.trim() || step.text?.trim());
  if (action === 'wait') return step.ms !== undefined;
  return Boolean(step.selector?.trim()) && step.value !== undefined;
}

/**
 * Reads the steps a user sent into what is stored, sealing secret values. A secret sent back
 * as `MASKED_SECRET` keeps the sealed value of the step at the same position, which must be a
 * secret step too: an answer can be edited and sent back without knowing the secret.
 */
export function readSteps(input: readonly StepInput[], previous: readonly StoredStep[], seal: (plain: string) => string): StepsReading {
  const refuse = (field: string, error: string): StepsReading => ({ ok: false, problem: { field, error } });
  if (input.length > STEP_LIMITS.maxSteps) return refuse('steps', `may hold at most ${STEP_LIMITS.maxSteps} steps`);
  const steps: StoredStep[] = [];
  let totalWaitMs = 0;
  for (const [index, step] of input.entries()) {
    const at = `steps[${index}]`;
    if (!isAction(step.action)) return refuse(`${at}.action`, `must be one of ${STEP_ACTIONS.join(', ')}`);
    const { action } = step;
    const shape = SHAPES[action];
    for (const field of ['selector', 'text', 'value', 'secret', 'ms'] as const) {
      if (step[field] !== undefined && !shape.takes.includes(field)) return refuse(`${at}.${field}`, `is not used by ${action}`);
    }
    if (!hasWhatItNeeds(action, step)) return refuse(at, `needs ${shape.needs} for ${action}`);
    const stored: StoredStep = { action };
    if (step.selector?.trim()) stored.selector = step.selector.trim();
    if (step.text?.trim()) stored.text = step.text.trim();
    if (step.ms !== undefined) {
      if (!Number.isInteger(step.ms) || step.ms < 0) return refuse(`${at}.ms`, 'must be a whole number of milliseconds, 0 or more');
      totalWaitMs += step.ms;
      if (totalWaitMs > STEP_LIMITS.maxTotalWaitMs) return refuse(`${at}.ms`, `makes the wait steps last more than ${STEP_LIMITS.maxTotalWaitMs} ms together`);
      stored.ms = step.ms;
    }
    if (step.value !== undefined) {
      if (step.secret !== true) stored.value = step.value;
      else if (step.value !== MASKED_SECRET) stored.sealedValue = seal(step.value);
      else {
        const kept = previous[index]?.sealedValue;
        if (kept === undefined) return refuse(`${at}.value`, `is the mask ${MASKED_SECRET}, which keeps a stored secret, but the step at this position has none; send the secret itself`);
        stored.sealedValue = kept;
      }
    }
    steps.push(stored);
  }
  return { ok: true, steps };
}

/** A step as answered: a secret value is `MASKED_SECRET`. */
export type AnsweredStep = BrowserStep & { secret?: true };

/** A stored step as answered. */
export function presentStep(step: StoredStep): AnsweredStep {
  const { sealedValue, ...shown } = step;
  return sealedValue === undefined ? shown : { ...shown, value: MASKED_SECRET, secret: true };
}

/** A stored step as the browser runs it; `open` unseals a secret value. */
export function openStep(step: StoredStep, open: (sealed: string) => string): BrowserStep {
  const { sealedValue, ...plain } = step;
  return sealedValue === undefined ? plain : { ...plain, value: open(sealedValue) };
}

function quote(text: string): string {
  return `'${text.length > 60 ? `${text.slice(0, 57)}...` : text}'`;
}

/**
 * "step 2 (click 'Accept')": how a check error names a step, counted from 1. It never shows
 * the value a step types or selects, secret or not.
 */
export function describeStep(step: Pick<BrowserStep, 'action' | 'selector' | 'text' | 'ms'>, index: number): string {
  const target = step.text ?? step.selector ?? '';
  const what: Record<StepAction, string> = {
    click: `click ${quote(target)}`,
    type: `type into ${quote(step.selector ?? '')}`,
    select: `select in ${quote(step.selector ?? '')}`,
    wait_for: `wait_for ${quote(target)}`,
    wait: `wait ${step.ms ?? 0} ms`,
  };
  return `step ${index + 1} (${what[step.action]})`;
}
