import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumForTests } from './chromium.js';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One headless browser with a fresh profile and its background traffic off: a test talks only to loopback. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumForTests(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page and returns its serious and critical violations. The script goes in
 * through the DevTools protocol, which the page's CSP (no inline script) does not apply to.
 */
export async function findSeriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  // A string, not a function: the page's globals (window.axe, document) are not this file's types.
  const violations = await page.evaluate<AxeViolation[]>(`axe.run(document, { resultTypes: ['violations'] }).then((result) =>
    result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    })))`);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** Collects what would show in the console as broken: CSP refusals and uncaught errors. */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/** `DASHBOARD_SCREENSHOTS=1` refreshes the README's pictures from a test run. */
export async function saveScreenshotForDocs(page: Page, name: string): Promise<void> {
  if (process.env.DASHBOARD_SCREENSHOTS !== '1') return;
  const folder = new URL('../../docs/screenshots/', import.meta.url);
  await mkdir(folder, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, folder).pathname, fullPage: true });
}
