import { accessSync, constants } from 'node:fs';
import { findChromiumOnPath } from '../../src/adapters/browser/find-chromium.js';
import { MissingPrerequisite } from './missing-prerequisite.js';

/**
 * The Chromium browser tests run in: CHROMIUM_PATH, else the first one on the PATH. A machine
 * without one fails the browser tests with the line that says how to get it; they never skip.
 */
export function chromiumForTests(): string {
  const named = process.env.CHROMIUM_PATH;
  if (named) {
    try {
      accessSync(named, constants.X_OK);
      return named;
    } catch {
      throw new MissingPrerequisite(`Chromium for the browser tests: CHROMIUM_PATH=${named} is not an executable`, 'apt-get install -y chromium, or point CHROMIUM_PATH at a Chromium');
    }
  }
  const found = findChromiumOnPath(process.env.PATH);
  if (found === null) throw new MissingPrerequisite('Chromium for the browser tests: no chromium on the PATH', 'apt-get install -y chromium, or set CHROMIUM_PATH to a Chromium');
  return found;
}
