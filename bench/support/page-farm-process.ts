import { findFreePort, startChild, waitForOk, type ChildHandle } from './child-process.js';
import { REPO_ROOT } from './service-process.js';

/** Product requests the farm served between two calls of `takeRequests`; times in epoch ms, 0 when none. */
export interface ServedRequests {
  readonly count: number;
  readonly firstAt: number;
  readonly lastAt: number;
}

export interface PageFarm {
  readonly child: ChildHandle;
  /** Address of product page `index`. */
  url(index: number): string;
  /** Moves the price of every page with index % every == offset; resolves with their indexes. */
  movePrices(every: number, offset: number): Promise<number[]>;
  /** The product requests served since the last call; counting starts afresh. */
  takeRequests(): Promise<ServedRequests>;
}

/** Starts bench/support/page-farm.ts with `pages` product pages and waits until it serves them. */
export async function startPageFarm(options: { pages: number; pageBytes: number }): Promise<PageFarm> {
  const port = await findFreePort();
  const child = startChild('page farm', ['--import', 'tsx', 'bench/support/page-farm.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), PAGES: String(options.pages), PAGE_BYTES: String(options.pageBytes) },
  });
  const origin = `http://127.0.0.1:${port}`;
  const url = (index: number) => `${origin}/products/${index}`;
  async function control<T>(path: string): Promise<T> {
    const response = await fetch(`${origin}${path}`, { method: 'POST' });
    if (!response.ok) throw new Error(`page farm ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
  try {
    await waitForOk(url(options.pages - 1), child, 120_000);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return {
    child,
    url,
    async movePrices(every, offset) {
      await control(`/_bench/move-prices?every=${every}&offset=${offset}`);
      return Array.from({ length: options.pages }, (_, index) => index).filter((index) => index % every === offset);
    },
    takeRequests: () => control<ServedRequests>('/_bench/requests'),
  };
}
