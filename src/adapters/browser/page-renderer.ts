import type { BrowserStep } from '../../domain/monitors/browser-steps.js';
import type { BlockedRequest } from './guarded-proxy.js';
import type { PickedElement } from './pick-element.js';

export type { BlockedRequest } from './guarded-proxy.js';
export type { PickedElement } from './pick-element.js';

export type RenderOutcome =
  | {
      ok: true;
      status: number;
      finalUrl: string;
      /** The page's HTML after its scripts ran: what extraction reads, as from the plain fetcher. */
      body: string;
      bytes: number;
      /** Full page PNG up to the height cap; null when not wanted or when taking it failed. */
      screenshot: Buffer | null;
      /** Requests of the page the address guard refused; the page was rendered without them. */
      blocked: BlockedRequest[];
      /** With `pickAt`: the element under that point; null when none could be named alone. */
      picked?: PickedElement | null;
      /** From asking for a browser to having the rendered page, queueing included. */
      durationMs: number;
      /** Loading and rendering the page in the browser alone. */
      renderMs: number;
    }
  | { ok: false; error: string; retryable: boolean; status: number | null; blocked: BlockedRequest[]; durationMs: number; renderMs: number | null };

export interface RenderOptions {
  /** Asked with the rendered HTML; false skips the screenshot (e.g. the same HTML as last time). Default: always. */
  wantsScreenshot?(html: string): boolean;
  /** Run in order once the page has loaded, before it is read; a step that fails fails the render, naming the step. */
  steps?: readonly BrowserStep[];
  /** An `http`, `https` or `socks5` proxy URL in clear: every connection of the page goes through it, still guarded. */
  proxy?: string | null;
  /** A point of the full-page screenshot (CSS pixels from its top left): the element there is named (`picked`). */
  pickAt?: { x: number; y: number };
}

/** Loads pages in a real browser so what their scripts write is seen. */
export interface PageRenderer {
  /** Never throws: every failure, including a crashed browser or a page that never loads, is an `ok: false` outcome. */
  renderPage(url: string, options?: RenderOptions): Promise<RenderOutcome>;
  close(): Promise<void>;
}
