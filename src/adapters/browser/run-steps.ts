import type { Locator, Page } from 'playwright-core';
import { STEP_LIMITS, describeStep, type BrowserStep } from '../../domain/monitors/browser-steps.js';

/** A step that failed: the check log's message, naming the step and never its value. */
export class StepFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StepFailure';
  }
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

/** A click by text finds the button or link so named first, else the smallest element showing the text. */
function clickTarget(page: Page, step: BrowserStep): Locator {
  if (step.selector !== undefined) {
    const matched = page.locator(step.selector);
    return step.text === undefined ? matched : matched.filter({ hasText: step.text });
  }
  const text = step.text ?? '';
  return page.getByRole('button', { name: text }).or(page.getByRole('link', { name: text })).or(page.getByText(text));
}

function waitTarget(page: Page, step: BrowserStep): Locator {
  if (step.selector !== undefined) return step.text === undefined ? page.locator(step.selector) : page.locator(step.selector).filter({ hasText: step.text });
  return page.getByText(step.text ?? '');
}

async function act(page: Page, step: BrowserStep, timeout: number): Promise<Locator | null> {
  switch (step.action) {
    case 'click': {
      const target = clickTarget(page, step).first();
      await target.click({ timeout });
      return target;
    }
    case 'type': {
      const target = page.locator(step.selector ?? '').first();
      await target.fill(step.value ?? '', { timeout });
      return target;
    }
    case 'select': {
      const target = page.locator(step.selector ?? '').first();
      await target.selectOption(step.value ?? '', { timeout });
      return target;
    }
    case 'wait_for': {
      const target = waitTarget(page, step).first();
      await target.waitFor({ state: 'visible', timeout });
      return target;
    }
    case 'wait':
      await page.waitForTimeout(Math.min(step.ms ?? 0, timeout));
      return null;
  }
}

/** Why a step's Playwright call failed, in words that never repeat what it was to type. */
async function explain(page: Page, step: BrowserStep, error: unknown, timeout: number): Promise<string | null> {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  if (/Unexpected token|is not a valid selector|Unknown engine|while parsing/i.test(message)) return 'the selector is not valid';
  if (name !== 'TimeoutError') return null;
  const target = step.action === 'click' ? clickTarget(page, step) : step.action === 'wait_for' ? waitTarget(page, step) : page.locator(step.selector ?? '');
  const count = await target.count().catch(() => 0);
  if (count === 0) return step.action === 'wait_for' ? `did not appear within ${seconds(timeout)}` : 'no element matched';
  if (step.action === 'select') return `no option matched within ${seconds(timeout)} (or the element is not a select)`;
  if (step.action === 'wait_for') return `matched but was not visible within ${seconds(timeout)}`;
  return `the element matched but could not be used within ${seconds(timeout)} (hidden, disabled or covered)`;
}

/**
 * Runs a monitor's steps on a loaded page, each within the step timeout and what is left of the
 * page's budget; after a step that may navigate, the new document is awaited. Throws a
 * `StepFailure` naming the step that failed; anything else (the browser gone) is rethrown.
 */
export async function runSteps(page: Page, steps: readonly BrowserStep[], remainingMs: () => number): Promise<void> {
  for (const [index, step] of steps.entries()) {
    const timeout = Math.max(1, Math.min(STEP_LIMITS.stepTimeoutMs, remainingMs()));
    try {
      await act(page, step, timeout);
    } catch (error) {
      const reason = await explain(page, step, error, timeout);
      if (reason === null) throw error;
      throw new StepFailure(`${describeStep(step, index)}: ${reason}`);
    }
    if (step.action === 'click' || step.action === 'select') {
      await page.waitForLoadState('load', { timeout: Math.max(1, Math.min(STEP_LIMITS.stepTimeoutMs, remainingMs())) }).catch(() => undefined);
    }
  }
}
