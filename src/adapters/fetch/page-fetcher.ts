// The port checks fetch pages through; infrastructure.ts chooses the implementation.
import type { PageBytes } from '../../domain/extraction/decode-page-text.js';

export interface ConditionalHeaders {
  etag?: string | null;
  lastModified?: string | null;
}

export type FetchOutcome =
  | (PageBytes & {
      ok: true;
      notModified: false;
      status: number;
      finalUrl: string;
      /** Size of `content`. */
      bytes: number;
      etag: string | null;
      lastModified: string | null;
      durationMs: number;
    })
  | {
      ok: true;
      notModified: true;
      status: 304;
      finalUrl: string;
      bytes: 0;
      etag: string | null;
      lastModified: string | null;
      durationMs: number;
    }
  | { ok: false; error: string; retryable: boolean; status: number | null; durationMs: number };

/** How one fetch reaches the page. */
export interface FetchRoute {
  /** An `http`, `https` or `socks5` proxy URL in clear (credentials included); the page's address is still guarded. */
  proxy?: string | null;
}

export interface PageFetcher {
  /** Never throws: every failure is an `ok: false` outcome. */
  fetchPage(url: string, conditional?: ConditionalHeaders, route?: FetchRoute): Promise<FetchOutcome>;
  close(): Promise<void>;
}
