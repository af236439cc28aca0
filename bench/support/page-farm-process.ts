import { findFreePort, startChild, waitForOk, type ChildHandle } from './child-process.js';
import { REPO_ROOT } from './service-process.js';

export interface PageFarm {
  readonly child: ChildHandle;
  /** Address of product page `index`. */
  url(index: number): string;
}

/** Starts bench/support/page-farm.ts with `pages` product pages and waits until it serves them. */
export async function startPageFarm(options: { pages: number; pageBytes: number }): Promise<PageFarm> {
  const port = await findFreePort();
  const child = startChild('page farm', ['--import', 'tsx', 'bench/support/page-farm.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), PAGES: String(options.pages), PAGE_BYTES: String(options.pageBytes) },
  });
  const url = (index: number) => `http://127.0.0.1:${port}/products/${index}`;
  try {
    await waitForOk(url(options.pages - 1), child, 120_000);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { child, url };
}
