import type { ConditionalHeaders, FetchOutcome, PageFetcher } from '../../adapters/fetch/page-fetcher.js';
import type { BlockedRequest, PageRenderer, RenderOutcome } from '../../adapters/browser/page-renderer.js';
import type { PageAnalysis } from '../../domain/page-analysis.js';
import { PageReadError } from '../../domain/extraction/page-readers/page-reader-definition.js';
import { fingerprintContent } from '../../domain/extraction/fingerprint-content.js';
import { chooseFetchMethod, type FetchMethod, type RenderMode } from '../../domain/rendering/render-mode.js';
import type { CheckedSource, MonitorToCheck } from '../../storage/repositories/checks.js';
import { openStep, type BrowserStep, type StoredStep } from '../../domain/monitors/browser-steps.js';
import { readProxyUrl, type SealedProxy } from '../../domain/monitors/monitor-proxy.js';
import { maskSecrets } from '../../domain/monitors/mask-secrets.js';
import type { SecretBox } from '../../domain/webhooks/secret-box.js';

export interface SourceToFetch {
  url: string;
  render: RenderMode;
  /** How the stored observation was made, null before the first. */
  observedWith: FetchMethod | null;
  conditional: ConditionalHeaders;
  /** Fingerprint of the page last read in full: the very same bytes were judged already. */
  knownFingerprint: string | null;
  /** Run in the browser before reading; a source with steps is always read with the browser. */
  steps: readonly StoredStep[];
  proxy: SealedProxy | null;
}

/** How a monitor's source is fetched: the monitor's render mode, steps and proxy, the source's validators and last fingerprint. */
export function sourceToFetch(
  monitor: Pick<MonitorToCheck, 'render' | 'steps' | 'proxy'>,
  source: Pick<CheckedSource, 'url' | 'observed_with' | 'etag' | 'last_modified' | 'content_fingerprint'>,
): SourceToFetch {
  return {
    url: source.url,
    render: monitor.render,
    steps: monitor.steps,
    proxy: monitor.proxy,
    observedWith: source.observed_with as FetchMethod | null,
    conditional: { etag: source.etag, lastModified: source.last_modified },
    knownFingerprint: source.content_fingerprint,
  };
}

export interface FetchedSource {
  method: FetchMethod;
  /** A rendered page is handed over like a fetched one: its HTML after the scripts ran. */
  outcome: FetchOutcome;
  renderMs: number | null;
  blocked: BlockedRequest[];
  screenshot: Buffer | null;
  /** Already read from the body while deciding whether to escalate; null when not yet. */
  analysis: PageAnalysis | null;
  /** fingerprintContent of the body; null when no body was read (an error, a 304). */
  fingerprint: string | null;
}

export type FetchedPage = Extract<FetchOutcome, { ok: true; notModified: false }>;

/** Reads a fetched page; `judgeScriptBuilt` asks whether the browser must render it. */
export type AnalysePage = (page: FetchedPage, judgeScriptBuilt: boolean) => Promise<PageAnalysis>;

function fingerprintOf(outcome: FetchOutcome): string | null {
  return outcome.ok && !outcome.notModified ? fingerprintContent(outcome.content) : null;
}

// The browser hands over the rendered document as a string, which travels on as its UTF-8 bytes.
const RENDERED_CONTENT_TYPE = 'text/html; charset=utf-8';

function asFetchOutcome(rendered: RenderOutcome, durationMs: number): FetchOutcome {
  if (!rendered.ok) return { ok: false, error: rendered.error, retryable: rendered.retryable, status: rendered.status, durationMs };
  return {
    ok: true,
    notModified: false,
    status: rendered.status,
    finalUrl: rendered.finalUrl,
    content: Buffer.from(rendered.body),
    contentType: RENDERED_CONTENT_TYPE,
    bytes: rendered.bytes,
    etag: null,
    lastModified: null,
    durationMs,
  };
}

// Steps were accepted while a browser was configured; a worker started without one fails the source, never reads around them.
const NO_BROWSER_FOR_STEPS: RenderOutcome = {
  ok: false,
  error: 'this monitor has steps, which run in a browser, and this worker has none configured (CHROMIUM_PATH or BROWSER_WS_URL)',
  retryable: true,
  status: null,
  blocked: [],
  durationMs: 0,
  renderMs: null,
};

/** `plainMs`: the plain fetch that came first, when the source escalated. */
function fromRendering(rendered: RenderOutcome, plainMs = 0): FetchedSource {
  const outcome = asFetchOutcome(rendered, plainMs + rendered.durationMs);
  return {
    method: 'browser',
    outcome,
    renderMs: rendered.renderMs,
    blocked: rendered.blocked,
    screenshot: rendered.ok ? rendered.screenshot : null,
    analysis: null,
    fingerprint: fingerprintOf(outcome),
  };
}

/**
 * Fetches a source the way its monitor's `render` says: plain HTTP, the
 * browser, or (auto) plain HTTP first and the browser when the page turns out
 * to be built by its scripts. The page's reading is passed in so the plain page
 * is read once whether or not it escalates.
 */
export function createSourceFetcher(deps: { fetcher: PageFetcher; renderer: PageRenderer | null; secretBox: SecretBox }) {
  async function fetchOpened(source: SourceToFetch, steps: BrowserStep[], proxy: string | null, analyse: AnalysePage): Promise<FetchedSource> {
    const withSteps = steps.length > 0;
    if (withSteps && !deps.renderer) return fromRendering(NO_BROWSER_FOR_STEPS);
    const method = withSteps ? 'browser' : chooseFetchMethod(source.render, source.observedWith, deps.renderer !== null);
    // The same rendered HTML as last read in full cannot differ, so its screenshot would not be kept.
    const render = { wantsScreenshot: (html: string) => fingerprintContent(html) !== source.knownFingerprint, steps, proxy };
    if (method === 'browser' && deps.renderer) return fromRendering(await deps.renderer.renderPage(source.url, render));
    const fetched = await deps.fetcher.fetchPage(source.url, source.conditional, { proxy });
    const fingerprint = fingerprintOf(fetched);
    const plain: FetchedSource = { method: 'http', outcome: fetched, renderMs: null, blocked: [], screenshot: null, analysis: null, fingerprint };
    if (source.render !== 'auto' || !deps.renderer || !fetched.ok || fetched.notModified) return plain;
    // Steady state stays cheap: a page whose bytes were read before is not parsed again to decide.
    if (fingerprint === source.knownFingerprint) return plain;
    // An unreadable response is no page a browser would build: the check reads it again and fails that source,
    // unless the user's selectors missed on a page whose scripts may build what they name.
    const analysis = await analyse(fetched, true).catch((error: unknown) => {
      if (error instanceof PageReadError) return error;
      throw error;
    });
    const unread = analysis instanceof PageReadError;
    const standing: FetchedSource = unread ? plain : { ...plain, analysis };
    if (!(unread ? analysis.mayNeedBrowser : analysis.scriptBuilt)) return standing;
    const rendered = await deps.renderer.renderPage(source.url, render);
    // A browser that fails this once leaves the plain page standing; escalation is tried again once the page changes.
    return rendered.ok ? fromRendering(rendered, fetched.durationMs) : standing;
  }

  return {
    browserAvailable: deps.renderer !== null,

    async fetchSource(source: SourceToFetch, analyse: AnalysePage): Promise<FetchedSource> {
      if (source.steps.length === 0 && source.proxy === null) return fetchOpened(source, [], null, analyse);
      // Secrets are opened here, for this fetch only, and no error message leaves with one in it.
      const proxy = source.proxy === null ? null : deps.secretBox.open(source.proxy.sealed);
      const steps = source.steps.map((step) => openStep(step, (sealed) => deps.secretBox.open(sealed)));
      const fetched = await fetchOpened(source, steps, proxy, analyse);
      if (fetched.outcome.ok) return fetched;
      return { ...fetched, outcome: { ...fetched.outcome, error: maskSecrets(fetched.outcome.error, secretsOf(source.steps, steps, proxy)) } };
    },
  };
}

/** The values a fetch was given in clear: secret step values and the proxy's credentials. */
function secretsOf(stored: readonly StoredStep[], opened: readonly BrowserStep[], proxy: string | null): string[] {
  const values = opened.filter((_, index) => stored[index]?.sealedValue !== undefined).map((step) => step.value ?? '');
  const read = proxy === null ? null : readProxyUrl(proxy);
  if (read?.ok) values.push(...[read.proxy.password, read.proxy.username].filter((part): part is string => part !== null));
  return values;
}

export type SourceFetcher = ReturnType<typeof createSourceFetcher>;
