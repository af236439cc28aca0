import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const live = new Set<string>();

// The clean-up left when a run is interrupted: vitest and bench/run.ts end through process.exit on
// SIGINT and SIGTERM, so 'exit' handlers run. Synchronous, because an 'exit' handler cannot wait;
// first in line, because vitest's own 'exit' handler calls process.exit again, which skips the rest.
process.prependOnceListener('exit', () => {
  for (const path of live) {
    // Child servers stopping on the same Ctrl-C may still write into their data folder for a moment.
    try {
      rmSync(path, { recursive: true, force: true, maxRetries: 20, retryDelay: 50 });
    } catch (error) {
      process.stderr.write(`could not remove the temp folder ${path} (${(error as Error).message}); delete it by hand\n`);
    }
  }
});

/** A fresh folder under the system temp folder; `remove` deletes it, and so does the end of the process. */
export async function createTempFolder(prefix: string): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  live.add(path);
  return {
    path,
    async remove() {
      live.delete(path);
      await rm(path, { recursive: true, force: true });
    },
  };
}
