import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { createGuardedSocketOpener } from '../net/guarded-socket.js';
import { createProxiedSocketOpener } from '../net/proxied-socket.js';
import { CHROMIUM_FLAGS } from './chromium-flags.js';
import { BROWSER_STOPPED, describeBrowserError, describeLoadTimeout } from './describe-browser-error.js';
import { REFUSAL_HEADER, startGuardedProxy, type GuardedProxy, type ProxyRefusal } from './guarded-proxy.js';
import type { PageRenderer, RenderOptions, RenderOutcome } from './page-renderer.js';
import { createSlotPool } from './slot-pool.js';
import { runSteps, StepFailure } from './run-steps.js';
import { PICK_ELEMENT_SCRIPT, type PickedElement } from './pick-element.js';

export interface ChromiumRendererOptions {
  /** A local Chromium to launch; ignored when `wsUrl` is set. */
  executablePath?: string;
  /** An existing browser's CDP endpoint (ws:// or http://). */
  wsUrl?: string;
  /** Pages rendered at once. */
  concurrency: number;
  /** Budget for loading one page, its scripts and the screenshot. */
  timeoutMs: number;
  allowPrivateNetworks: boolean;
  /** Exact addresses treated as public although their range is not. */
  allowedAddresses?: readonly string[];
  /** Screenshots are full page up to this height in CSS pixels. Default 8 000. */
  screenshotMaxHeight?: number;
  /** Cap on the rendered HTML. Default 5 MiB. */
  maxBytes?: number;
}

type Pending = Omit<Extract<RenderOutcome, { ok: true }>, 'durationMs' | 'renderMs' | 'blocked'> | { ok: false; error: string; retryable: boolean; status: number | null };

const VIEWPORT = { width: 1280, height: 800 };
// Script-built pages fill in after load, usually from XHR; the network is watched until it
// has been quiet this long, but never longer than the settle cap.
const QUIET_MS = 300;
const SETTLE_CAP_MS = 5_000;
const LAUNCH_TIMEOUT_MS = 30_000;
const CLOSE_TIMEOUT_MS = 5_000;
const SCREENSHOT_MIN_MS = 5_000;
// Past the page budget plus what may rightly come on top (a browser starting, a late screenshot),
// a render that still has not returned is abandoned and the browser restarted.
const WATCHDOG_GRACE_MS = LAUNCH_TIMEOUT_MS + SCREENSHOT_MIN_MS + 10_000;

function delay(ms: number): Promise<'elapsed'> {
  return new Promise((resolve) => setTimeout(() => resolve('elapsed'), ms).unref());
}

function authorityOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || (parsed.protocol === 'https:' ? 443 : 80)}`;
}

/** Counts the page's requests in flight, to tell when its scripts have stopped fetching. */
function watchNetwork(page: Page) {
  let inFlight = 0;
  let lastActivity = performance.now();
  const started = (): void => {
    inFlight += 1;
    lastActivity = performance.now();
  };
  const ended = (): void => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async waitForQuiet(maxMs: number): Promise<void> {
      const until = performance.now() + maxMs;
      while (performance.now() < until) {
        if (inFlight === 0 && performance.now() - lastActivity >= QUIET_MS) return;
        await delay(50);
      }
    },
  };
}

/**
 * Follows the top-level document after the first load: a script may navigate the page away
 * (`location.href = ...`), and the document then shown is what the check reads.
 */
function watchMainFrame(page: Page) {
  let document: Response | null = null;
  let failedUrl: string | null = null;
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) {
      document = response;
      failedUrl = null;
    }
  });
  page.on('requestfailed', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failedUrl = request.url();
  });
  return {
    lastDocument: (): Response | null => document,
    lastFailedUrl: (): string | null => failedUrl,
  };
}

/** The proxy's refusal of the document at `url`: a failed check, not a reading of its text. */
function refusedDocument(proxy: GuardedProxy, url: string): Pending {
  const authority = authorityOf(url);
  const refusal = proxy.refusals.findLast((entry: ProxyRefusal) => entry.authority === authority);
  return { ok: false, error: refusal?.error ?? 'connection failed', retryable: refusal ? !refusal.blocked : true, status: null };
}

/**
 * Renders pages in Chromium through playwright-core: a local Chromium
 * launched on first use, or an existing browser over CDP. Each render gets a
 * fresh context whose every connection goes through its own guarded proxy;
 * at most `concurrency` render at once; a crashed or stuck browser is
 * restarted and the render reported as failed.
 */
export function createChromiumRenderer(opts: ChromiumRendererOptions): PageRenderer {
  const pool = createSlotPool(opts.concurrency);
  const guard = {
    allowPrivateNetworks: opts.allowPrivateNetworks,
    connectTimeoutMs: opts.timeoutMs,
    ...(opts.allowedAddresses === undefined ? {} : { allowedAddresses: opts.allowedAddresses }),
  };
  const openSocket = createGuardedSocketOpener(guard);
  const screenshotMaxHeight = opts.screenshotMaxHeight ?? 8_000;
  const maxBytes = opts.maxBytes ?? 5 * 1024 * 1024;
  let browser: Promise<Browser> | null = null;
  // The launched browser's own default traffic, if any slips through its flags, meets the guard too.
  let launchProxy: Promise<GuardedProxy> | null = null;
  let closed = false;

  async function startBrowser(): Promise<Browser> {
    // playwright-core holds ~90 MB once loaded: a process pays for it only when it renders a page.
    const { chromium } = await import('playwright-core');
    if (opts.wsUrl !== undefined) return chromium.connectOverCDP(opts.wsUrl, { timeout: LAUNCH_TIMEOUT_MS });
    launchProxy ??= startGuardedProxy(openSocket);
    return chromium.launch({
      ...(opts.executablePath === undefined ? {} : { executablePath: opts.executablePath }),
      args: [...CHROMIUM_FLAGS],
      proxy: { server: (await launchProxy).url },
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      timeout: LAUNCH_TIMEOUT_MS,
    });
  }

  function openBrowser(): Promise<Browser> {
    if (browser !== null) return browser;
    const starting = startBrowser().then(
      (started) => {
        started.on('disconnected', () => {
          if (browser === starting) browser = null;
        });
        return started;
      },
      (error: unknown) => {
        if (browser === starting) browser = null;
        throw error;
      },
    );
    browser = starting;
    return starting;
  }

  async function isBrowserConnected(): Promise<boolean> {
    return browser !== null && (await browser.then((started) => started.isConnected(), () => false));
  }

  async function restartBrowser(): Promise<void> {
    const current = browser;
    browser = null;
    await current?.then((started) => started.close()).catch(() => undefined);
  }

  async function closeContext(context: BrowserContext | null): Promise<void> {
    if (context === null) return;
    const result = await Promise.race([context.close().then(() => 'closed' as const, () => 'closed' as const), delay(CLOSE_TIMEOUT_MS)]);
    if (result === 'elapsed') await restartBrowser();
  }

  async function takeScreenshot(page: Page, timeout: number): Promise<Buffer | null> {
    try {
      const height = Number(await page.evaluate('Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0)'));
      const clip = { x: 0, y: 0, width: VIEWPORT.width, height: Math.max(1, Math.min(Number.isFinite(height) ? height : VIEWPORT.height, screenshotMaxHeight)) };
      return await page.screenshot({ type: 'png', fullPage: true, clip, timeout: Math.max(1, timeout) });
    } catch {
      return null;
    }
  }

  async function load(context: BrowserContext, proxy: GuardedProxy, url: string, options: RenderOptions): Promise<Pending> {
    // Starting the browser is not the page's time: the budget counts from a context being ready.
    const deadline = performance.now() + opts.timeoutMs;
    const remaining = (): number => Math.max(1, deadline - performance.now());
    const page = await context.newPage();
    const network = watchNetwork(page);
    const mainFrame = watchMainFrame(page);
    const first = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: remaining() });
    await page.waitForLoadState('load', { timeout: remaining() }).catch(() => undefined);
    await network.waitForQuiet(Math.min(remaining(), SETTLE_CAP_MS));
    if (options.steps !== undefined && options.steps.length > 0) {
      try {
        await runSteps(page, options.steps, remaining);
      } catch (error) {
        if (error instanceof StepFailure) return { ok: false, error: error.message, retryable: true, status: null };
        throw error;
      }
      await network.waitForQuiet(Math.min(remaining(), SETTLE_CAP_MS));
    }
    const finalUrl = page.url();
    // A later navigation the proxy refused (a CONNECT to a forbidden host fails the request;
    // plain HTTP answers with the refusal page) leaves the guard's words in place of the page.
    const failedUrl = mainFrame.lastFailedUrl();
    if (failedUrl !== null && authorityOf(failedUrl) !== null && proxy.refusals.some((entry) => entry.authority === authorityOf(failedUrl))) {
      return refusedDocument(proxy, failedUrl);
    }
    const response = mainFrame.lastDocument() ?? first;
    if (response !== null && (await response.headerValue(REFUSAL_HEADER)) !== null) return refusedDocument(proxy, response.url());
    const status = response?.status() ?? 200;
    if (status < 200 || status > 299) return { ok: false, error: `HTTP ${status}`, retryable: status >= 500 || status === 429, status };
    const body = await page.content();
    const bytes = Buffer.byteLength(body);
    if (bytes > maxBytes) return { ok: false, error: `rendered page larger than ${Math.round(maxBytes / 1024 / 1024)} MiB`, retryable: false, status };
    // A page that used its whole budget still gets a few seconds for its screenshot; the watchdog bounds the sum.
    const screenshot = options.wantsScreenshot?.(body) === false ? null : await takeScreenshot(page, Math.max(remaining(), SCREENSHOT_MIN_MS));
    if (options.pickAt === undefined) return { ok: true, status, finalUrl, body, bytes, screenshot };
    const picked = (await page.evaluate(`${PICK_ELEMENT_SCRIPT}(${JSON.stringify(options.pickAt)})`)) as PickedElement | null;
    return { ok: true, status, finalUrl, body, bytes, screenshot, picked };
  }

  async function render(url: string, options: RenderOptions, queuedAt: number): Promise<RenderOutcome> {
    const started = performance.now();
    // A monitor's own proxy is reached from the per-render proxy, so the browser never holds its credentials.
    const proxy = await startGuardedProxy(options.proxy ? createProxiedSocketOpener(options.proxy, guard) : openSocket);
    let context: BrowserContext | null = null;
    const session = (async (): Promise<Pending> => {
      try {
        const current = await openBrowser();
        context = await current.newContext({
          proxy: { server: proxy.url },
          viewport: VIEWPORT,
          acceptDownloads: false,
          serviceWorkers: 'block',
          permissions: [],
        });
        return await load(context, proxy, url, options);
      } catch (error) {
        const described = describeBrowserError(error, { timeoutMs: opts.timeoutMs, refusals: proxy.refusals, browserConnected: await isBrowserConnected() });
        return { ok: false, ...described, status: null };
      }
    })();
    const outcome = await Promise.race([session, delay(opts.timeoutMs + WATCHDOG_GRACE_MS)]);
    // A browser still there but silent past the budget is a page that never loaded; a gone one crashed.
    const crashed = outcome === 'elapsed' && !(await isBrowserConnected());
    if (outcome === 'elapsed') {
      await restartBrowser();
      void session.then(() => closeContext(context));
    } else {
      await closeContext(context);
    }
    await proxy.close();
    // One reading for both timings, so the render never reads longer than the whole wait.
    const finished = performance.now();
    const timing = { durationMs: Math.round(finished - queuedAt), blocked: proxy.refusals.filter((r) => r.blocked).map(({ target, error }) => ({ target, error })) };
    if (outcome === 'elapsed') {
      return { ok: false, error: crashed ? BROWSER_STOPPED : describeLoadTimeout(opts.timeoutMs), retryable: true, status: null, renderMs: null, ...timing };
    }
    return { ...outcome, renderMs: Math.round(finished - started), ...timing } as RenderOutcome;
  }

  return {
    async renderPage(url, options = {}) {
      const queuedAt = performance.now();
      if (closed) return { ok: false, error: 'the browser is shutting down', retryable: true, status: null, blocked: [], durationMs: 0, renderMs: null };
      return pool.run(() => render(url, options, queuedAt));
    },
    async close() {
      closed = true;
      await restartBrowser();
      await (await launchProxy)?.close();
    },
  };
}
