import type { ConditionalHeaders, FetchOutcome, PageFetcher } from '../../adapters/fetch/page-fetcher.js';
import type { BlockedRequest, PageRenderer, RenderOutcome } from '../../adapters/browser/page-renderer.js';
import type { PageAnalysis } from '../../domain/page-analysis.js';
import { PageReadError } from '../../domain/extraction/page-readers/page-reader-definition.js';
import { fingerprintContent } from '../../domain/extraction/fingerprint-content.js';
import { chooseFetchMethod, type FetchMethod, type RenderMode } from '../../domain/rendering/render-mode.js';
import type { CheckedSource, MonitorToCheck } from '../../storage/repositories/checks.js';

export interface SourceToFetch {
  url: string;
  render: RenderMode;
  /** How the stored observation was made, null before the first. */
  observedWith: FetchMethod | null;
  conditional: ConditionalHeaders;
  /** Fingerprint of the page last read in full: the very same bytes were judged already. */
  knownFingerprint: string | null;
}

/** How a monitor's source is fetched: the monitor's render mode, the source's validators and last fingerprint. */
export function sourceToFetch(monitor: Pick<MonitorToCheck, 'render'>, source: Pick<CheckedSource, 'url' | 'observed_with' | 'etag' | 'last_modified' | 'content_fingerprint'>): SourceToFetch {
  return {
    url: source.url,
    render: monitor.render,
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
export function createSourceFetcher(deps: { fetcher: PageFetcher; renderer: PageRenderer | null }) {
  return {
    browserAvailable: deps.renderer !== null,

    async fetchSource(source: SourceToFetch, analyse: AnalysePage): Promise<FetchedSource> {
      const method = chooseFetchMethod(source.render, source.observedWith, deps.renderer !== null);
      // The same rendered HTML as last read in full cannot differ, so its screenshot would not be kept.
      const render = { wantsScreenshot: (html: string) => fingerprintContent(html) !== source.knownFingerprint };
      if (method === 'browser' && deps.renderer) return fromRendering(await deps.renderer.renderPage(source.url, render));
      const fetched = await deps.fetcher.fetchPage(source.url, source.conditional);
      const fingerprint = fingerprintOf(fetched);
      const plain: FetchedSource = { method: 'http', outcome: fetched, renderMs: null, blocked: [], screenshot: null, analysis: null, fingerprint };
      if (source.render !== 'auto' || !deps.renderer || !fetched.ok || fetched.notModified) return plain;
      // Steady state stays cheap: a page whose bytes were read before is not parsed again to decide.
      if (fingerprint === source.knownFingerprint) return plain;
      // An unreadable response is no page a browser would build: the check reads it again and fails that source.
      const analysis = await analyse(fetched, true).catch((error: unknown) => {
        if (error instanceof PageReadError) return null;
        throw error;
      });
      if (analysis === null) return plain;
      if (!analysis.scriptBuilt) return { ...plain, analysis };
      const rendered = await deps.renderer.renderPage(source.url, render);
      // A browser that fails this once leaves the plain page standing; escalation is tried again once the page changes.
      if (!rendered.ok) return { ...plain, analysis };
      return fromRendering(rendered, fetched.durationMs);
    },
  };
}

export type SourceFetcher = ReturnType<typeof createSourceFetcher>;
