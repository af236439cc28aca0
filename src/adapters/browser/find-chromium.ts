import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/** The first Chromium (Debian's `chromium` first) on `path`, or null when there is none. */
export function findChromiumOnPath(path: string | undefined): string | null {
  for (const name of NAMES) {
    for (const folder of (path ?? '').split(delimiter)) {
      if (folder === '') continue;
      const candidate = join(folder, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // Not in this folder; the next one may have it.
      }
    }
  }
  return null;
}
