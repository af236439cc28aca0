import type { ConditionalHeaders, FetchOutcome, PageFetcher } from '../adapters/fetch/page-fetcher.js';
import type { BlockedRequest, PageRenderer, RenderOutcome } from '../adapters/browser/page-renderer.js';
import type { Observation } from '../domain/observation.js';
import { fingerprintContent } from '../domain/extraction/fingerprint-content.js';
import { looksScriptBuilt } from '../domain/rendering/looks-script-built.js';
import { chooseFetchMethod, type FetchMethod, type RenderMode } from '../domain/rendering/render-mode.js';

export interface SourceToFetch {
  url: string;
  render: RenderMode;
  /** How the stored observation was made, null before the first. */
  observedWith: FetchMethod | null;
  conditional: ConditionalHeaders;
  /** The monitor asks about price or stock. */
  expectsProductData: boolean;
  /** Fingerprint of the page last read in full: the very same bytes were judged already. */
  knownFingerprint: string | null;
}

export interface FetchedSource {
  method: FetchMethod;
  /** A rendered page is handed over like a fetched one: its HTML after the scripts ran. */
  outcome: FetchOutcome;
  renderMs: number | null;
  blocked: BlockedRequest[];
  screenshot: Buffer | null;
  /** Already extracted from the body while deciding whether to escalate; null when not yet. */
  observation: Observation | null;
}

// Steady state stays cheap: a page whose bytes were read before is not parsed again to decide.
function fetchedBytesKnown(body: string, knownFingerprint: string | null): boolean {
  return knownFingerprint !== null && fingerprintContent(body) === knownFingerprint;
}

function asFetchOutcome(rendered: RenderOutcome, durationMs: number): FetchOutcome {
  if (!rendered.ok) return { ok: false, error: rendered.error, retryable: rendered.retryable, status: rendered.status, durationMs };
  return {
    ok: true,
    notModified: false,
    status: rendered.status,
    finalUrl: rendered.finalUrl,
    body: rendered.body,
    bytes: rendered.bytes,
    etag: null,
    lastModified: null,
    durationMs,
  };
}

/** `plainMs`: the plain fetch that came first, when the source escalated. */
function fromRendering(rendered: RenderOutcome, plainMs = 0): FetchedSource {
  return {
    method: 'browser',
    outcome: asFetchOutcome(rendered, plainMs + rendered.durationMs),
    renderMs: rendered.renderMs,
    blocked: rendered.blocked,
    screenshot: rendered.ok ? rendered.screenshot : null,
    observation: null,
  };
}

/**
 * Fetches a source the way its monitor's `render` says: plain HTTP, the
 * browser, or (auto) plain HTTP first and the browser when the page turns out
 * to be built by its scripts. The extraction is passed in so the plain page is
 * read once whether or not it escalates.
 */
export function createSourceFetcher(deps: { fetcher: PageFetcher; renderer: PageRenderer | null }) {
  return {
    browserAvailable: deps.renderer !== null,

    async fetchSource(source: SourceToFetch, extract: (body: string, finalUrl: string) => Observation): Promise<FetchedSource> {
      const method = chooseFetchMethod(source.render, source.observedWith, deps.renderer !== null);
      // The same rendered HTML as last read in full cannot differ, so its screenshot would not be kept.
      const render = { wantsScreenshot: (html: string) => !fetchedBytesKnown(html, source.knownFingerprint) };
      if (method === 'browser' && deps.renderer) return fromRendering(await deps.renderer.renderPage(source.url, render));
      const fetched = await deps.fetcher.fetchPage(source.url, source.conditional);
      const plain: FetchedSource = { method: 'http', outcome: fetched, renderMs: null, blocked: [], screenshot: null, observation: null };
      if (source.render !== 'auto' || !deps.renderer || !fetched.ok || fetched.notModified) return plain;
      if (fetchedBytesKnown(fetched.body, source.knownFingerprint)) return plain;
      const observation = extract(fetched.body, fetched.finalUrl);
      const view = { html: fetched.body, text: observation.text, price: observation.price, availability: observation.availability, expectsProductData: source.expectsProductData };
      if (!looksScriptBuilt(view)) return { ...plain, observation };
      const rendered = await deps.renderer.renderPage(source.url, render);
      // A browser that fails this once leaves the plain page standing; escalation is tried again once the page changes.
      if (!rendered.ok) return { ...plain, observation };
      return fromRendering(rendered, fetched.durationMs);
    },
  };
}

export type SourceFetcher = ReturnType<typeof createSourceFetcher>;
