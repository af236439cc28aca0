import { findChromiumOnPath } from '../../src/adapters/browser/find-chromium.js';

/**
 * The Chromium browser tests run in. Off CI a machine without one skips them;
 * on CI (`CI=true`, where .ci/run installs Debian's chromium) a missing browser fails them.
 */
export function chromiumForTests(): string | null {
  const found = process.env.CHROMIUM_PATH || findChromiumOnPath(process.env.PATH);
  if (found === null && process.env.CI === 'true') {
    throw new Error('Chromium not found on PATH: install Debian\'s chromium (apt-get install -y chromium) or set CHROMIUM_PATH');
  }
  return found;
}
