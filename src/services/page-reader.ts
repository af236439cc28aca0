import type { Metric } from '../domain/intent.js';
import { READING_CONFIDENCE, type ReadingConfidence } from '../domain/observation.js';
import { promptKeywords } from '../domain/monitors/monitor-rules.js';
import { readPage } from '../domain/page-analysis.js';
import { PageReadError } from '../domain/extraction/page-readers/page-reader-definition.js';
import type { ReadingRules } from '../domain/extraction/reading-rules.js';
import type { BrowserStep } from '../domain/monitors/browser-steps.js';
import type { FetchOutcome, PageFetcher } from '../adapters/fetch/page-fetcher.js';
import type { PageRenderer, PickedElement, RenderOutcome } from '../adapters/browser/page-renderer.js';

/** What the service sees on a page today, as a person creating a monitor for it would want to check. */
export interface PageReading {
  url: string;
  /** Why the page could not be read; the other fields are then null. */
  error: string | null;
  http_status: number | null;
  title: string | null;
  price: number | null;
  currency: string | null;
  availability: string | null;
  /** Where price and stock were read: `selector`, or the automatic reading's evidence. */
  read_by: string | null;
  /** How sure that reading is (READING_CONFIDENCE); null when nothing was read. */
  read_confidence: ReadingConfidence | null;
  text_start: string | null;
}

const TEXT_START_CHARACTERS = 400;

/** How the monitor would read its page; `metric`, what it would watch, picks the page reader as a check would. */
export interface ReadingSettings {
  extractionPrompt: string | null;
  jsonExpression: string | null;
  rules: ReadingRules;
  metric: Metric;
  /** Run in the browser before the page is read; the page is then read with the browser. */
  steps: readonly BrowserStep[];
  proxy: string | null;
}

export type PageReader = (url: string, settings: ReadingSettings) => Promise<PageReading>;

function asFetched(rendered: RenderOutcome): FetchOutcome {
  if (!rendered.ok) return { ok: false, error: rendered.error, retryable: rendered.retryable, status: rendered.status, durationMs: rendered.durationMs };
  const content = Buffer.from(rendered.body);
  const page = { content, contentType: 'text/html; charset=utf-8', bytes: content.length, etag: null, lastModified: null };
  return { ok: true, notModified: false, status: rendered.status, finalUrl: rendered.finalUrl, ...page, durationMs: rendered.durationMs };
}

/** `renderer`: reads a page whose monitor has steps; null when no browser is configured (steps are then refused before). */
export function createPageReader(fetcher: PageFetcher, renderer: PageRenderer | null): PageReader {
  return async (url, { extractionPrompt, jsonExpression, rules, metric, steps, proxy }) => {
    const empty = { url, http_status: null, title: null, price: null, currency: null, availability: null, read_by: null, read_confidence: null, text_start: null };
    const fetched =
      steps.length > 0 && renderer !== null
        ? asFetched(await renderer.renderPage(url, { steps, proxy, wantsScreenshot: () => false }))
        : await fetcher.fetchPage(url, undefined, { proxy });
    if (!fetched.ok) return { ...empty, http_status: fetched.status, error: fetched.error };
    if (fetched.notModified) return { ...empty, http_status: 304, error: 'the page answered 304 Not Modified to a plain request' };
    const read = await readPage({
      page: { content: fetched.content, contentType: fetched.contentType },
      url: fetched.finalUrl,
      keywords: promptKeywords(extractionPrompt),
      judgeScriptBuilt: false,
      jsonExpression,
      rules,
      metric,
    }).catch((error: unknown) => {
      if (error instanceof PageReadError) return error;
      throw error;
    });
    if (read instanceof PageReadError) return { ...empty, url: fetched.finalUrl, http_status: fetched.status, error: read.message };
    const seen = read.observation;
    return {
      url: fetched.finalUrl,
      error: null,
      http_status: fetched.status,
      title: seen.title,
      price: seen.price,
      currency: seen.currency,
      availability: seen.availability,
      read_by: seen.source,
      read_confidence: seen.source === null ? null : READING_CONFIDENCE[seen.source],
      text_start: seen.text.slice(0, TEXT_START_CHARACTERS) || null,
    };
  };
}

/** A page as the browser shows it, for the visual selector: its full-page screenshot and its size in CSS pixels. */
export type PageView = { ok: true; png: Buffer; width: number; height: number } | { ok: false; error: string };
export type PagePick = { ok: true; picked: PickedElement | null } | { ok: false; error: string };

/** Shows a page and names the element under a point of it: what the dashboard's visual selector asks. */
export interface PagePicker {
  view(url: string): Promise<PageView>;
  pick(url: string, at: { x: number; y: number }): Promise<PagePick>;
}

export function createPagePicker(renderer: PageRenderer): PagePicker {
  return {
    async view(url) {
      const rendered = await renderer.renderPage(url);
      if (!rendered.ok) return { ok: false, error: rendered.error };
      if (rendered.screenshot === null) return { ok: false, error: 'the browser took no screenshot of the page' };
      // A PNG's IHDR holds width and height at bytes 16-23; one device pixel is one CSS pixel here.
      return { ok: true, png: rendered.screenshot, width: rendered.screenshot.readUInt32BE(16), height: rendered.screenshot.readUInt32BE(20) };
    },
    async pick(url, at) {
      const rendered = await renderer.renderPage(url, { wantsScreenshot: () => false, pickAt: at });
      return rendered.ok ? { ok: true, picked: rendered.picked ?? null } : { ok: false, error: rendered.error };
    },
  };
}
