import { describe, expect, it } from 'vitest';
import { MASKED_SECRET, STEP_LIMITS, describeStep, openStep, presentStep, readSteps, type StepInput } from '../../../../src/domain/monitors/browser-steps.js';

// A stand-in seal that shows what was sealed, so a test can tell sealed from clear.
const seal = (plain: string) => `sealed(${plain})`;
const open = (sealed: string) => sealed.replace(/^sealed\((.*)\)$/, '$1');

describe('reading steps', () => {
  it('stores what each action takes, trimmed, with a secret value sealed', () => {
    const read = readSteps(
      [
        { action: 'click', text: ' Accept all ' },
        { action: 'type', selector: '#user', value: 'ada' },
        { action: 'type', selector: '#password', value: 'hunter2!', secret: true },
        { action: 'select', selector: 'select[name=size]', value: 'L' },
        { action: 'wait_for', selector: '.price' },
        { action: 'wait', ms: 500 },
      ],
      [],
      seal,
    );
    expect(read).toEqual({
      ok: true,
      steps: [
        { action: 'click', text: 'Accept all' },
        { action: 'type', selector: '#user', value: 'ada' },
        { action: 'type', selector: '#password', sealedValue: 'sealed(hunter2!)' },
        { action: 'select', selector: 'select[name=size]', value: 'L' },
        { action: 'wait_for', selector: '.price' },
        { action: 'wait', ms: 500 },
      ],
    });
  });

  it.each<[string, StepInput[], string, string]>([
    ['an unknown action', [{ action: 'click', text: 'a' }, { action: 'hover', selector: 'a' }], 'steps[1].action', 'must be one of click, type, select, wait_for, wait'],
    ['a click with nothing to click', [{ action: 'click' }], 'steps[0]', 'needs selector or text for click'],
    ['a click with a blank text', [{ action: 'click', text: '  ' }], 'steps[0]', 'needs selector or text for click'],
    ['a type without a value', [{ action: 'type', selector: '#q' }], 'steps[0]', 'needs selector and value for type'],
    ['a select without a selector', [{ action: 'select', value: 'L' }], 'steps[0]', 'needs selector and value for select'],
    ['a wait without ms', [{ action: 'wait' }], 'steps[0]', 'needs ms for wait'],
    ['a fractional wait', [{ action: 'wait', ms: 1.5 }], 'steps[0].ms', 'must be a whole number of milliseconds, 0 or more'],
    ['a negative wait', [{ action: 'wait', ms: -1 }], 'steps[0].ms', 'must be a whole number of milliseconds, 0 or more'],
    ['waits past the total', [{ action: 'wait', ms: 6000 }, { action: 'wait', ms: 4001 }], 'steps[1].ms', `makes the wait steps last more than ${STEP_LIMITS.maxTotalWaitMs} ms together`],
    ['ms on a click', [{ action: 'click', text: 'Go', ms: 10 }], 'steps[0].ms', 'is not used by click'],
    ['a value on a click', [{ action: 'click', text: 'Go', value: 'x' }], 'steps[0].value', 'is not used by click'],
    ['a secret on a wait_for', [{ action: 'wait_for', text: 'Hi', secret: true }], 'steps[0].secret', 'is not used by wait_for'],
    ['too many steps', Array.from({ length: STEP_LIMITS.maxSteps + 1 }, () => ({ action: 'wait', ms: 0 })), 'steps', `may hold at most ${STEP_LIMITS.maxSteps} steps`],
    ['the mask on a new step', [{ action: 'type', selector: '#p', value: MASKED_SECRET, secret: true }], 'steps[0].value', 'keeps a stored secret'],
  ])('refuses %s, naming the field', (_name, input, field, error) => {
    const read = readSteps(input, [], seal);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.problem.field).toBe(field);
      expect(read.problem.error).toContain(error);
    }
  });

  it('keeps the sealed value of the step at the same position when the mask is sent back', () => {
    const first = readSteps([{ action: 'type', selector: '#p', value: 'first-secret', secret: true }], [], seal);
    if (!first.ok) throw new Error('refused');
    const again = readSteps([{ action: 'wait', ms: 10 }, { action: 'type', selector: '#p', value: MASKED_SECRET, secret: true }], first.steps, seal);
    expect(again.ok).toBe(false);
    const kept = readSteps([{ action: 'type', selector: '#password', value: MASKED_SECRET, secret: true }], first.steps, seal);
    expect(kept).toEqual({ ok: true, steps: [{ action: 'type', selector: '#password', sealedValue: 'sealed(first-secret)' }] });
    // Without `secret`, the mask is a plain value like any other: the user meant to type it.
    expect(readSteps([{ action: 'type', selector: '#p', value: MASKED_SECRET }], first.steps, seal)).toEqual({ ok: true, steps: [{ action: 'type', selector: '#p', value: MASKED_SECRET }] });
  });

  it('answers a secret as the mask and opens it only to run', () => {
    const stored = { action: 'type' as const, selector: '#p', sealedValue: 'sealed(s3cret)' };
    expect(presentStep(stored)).toEqual({ action: 'type', selector: '#p', value: MASKED_SECRET, secret: true });
    expect(openStep(stored, open)).toEqual({ action: 'type', selector: '#p', value: 's3cret' });
    expect(presentStep({ action: 'type', selector: '#q', value: 'kettle' })).toEqual({ action: 'type', selector: '#q', value: 'kettle' });
  });
});

describe('naming a step in a check error', () => {
  it.each([
    [{ action: 'click' as const, text: 'Accept' }, 1, "step 2 (click 'Accept')"],
    [{ action: 'click' as const, selector: '#ok' }, 0, "step 1 (click '#ok')"],
    [{ action: 'type' as const, selector: '#password' }, 2, "step 3 (type into '#password')"],
    [{ action: 'select' as const, selector: '#size' }, 0, "step 1 (select in '#size')"],
    [{ action: 'wait_for' as const, text: 'Welcome back' }, 4, "step 5 (wait_for 'Welcome back')"],
    [{ action: 'wait' as const, ms: 250 }, 0, 'step 1 (wait 250 ms)'],
    [{ action: 'click' as const, text: 'x'.repeat(80) }, 0, `step 1 (click '${'x'.repeat(57)}...')`],
  ])('%j at %d reads %s', (step, index, expected) => {
    expect(describeStep(step, index)).toBe(expected);
  });

  it('never names the value typed', () => {
    expect(describeStep({ action: 'type', selector: '#p', value: 'hunter2' } as never, 0)).not.toContain('hunter2');
  });
});
