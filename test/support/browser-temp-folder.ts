import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * Chromium leaves an org.chromium.Chromium.* folder in its temp folder when it is killed (and
 * sometimes on a clean exit). The browsers a test file launches get a temp folder of the file's
 * own, removed after them; call at the top of the file, so that it is removed after every other hook.
 */
export function giveBrowsersTheirOwnTempFolder(): void {
  let folder: string | undefined;
  let previous: string | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'pagewatch-browsers-'));
    previous = process.env.TMPDIR;
    process.env.TMPDIR = folder;
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    // A browser's helper processes can still write there for a moment after it was closed or killed.
    if (folder !== undefined) await rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  });
}
