import type { Observation } from './observation.js';
import { decodePageText, type PageBytes } from './extraction/decode-page-text.js';
import { extractObservation } from './extraction/extract-observation.js';
import { compareObservations, type DetectedChange, type WatchSettings } from './changes/compare-observations.js';
import { looksScriptBuilt } from './rendering/looks-script-built.js';

/** One fetched page to read, and what to compare it with. Plain data: it crosses to a thread. */
export interface PageAnalysisRequest {
  /** The page as fetched; it is decoded to text only here. */
  page: PageBytes;
  /** Final address of the page (its country domain settles ambiguous currency symbols). */
  url: string;
  /** Words of the monitor's extraction prompt. */
  keywords: string[];
  /** The stored observation as its JSON, parsed where the comparison runs, and what the monitor watches; null to extract only. */
  compareWith: { previousJson: string; watch: WatchSettings } | null;
  /** Set when a plain fetch decides whether the browser must render the page. */
  judgeScriptBuilt: { expectsProductData: boolean } | null;
}

export interface PageAnalysis {
  /**
   * What the page shows. Compared and found the same, it comes back without its text (''): the
   * stored observation stands, and the text is most of what would cross back from a thread.
   */
  observation: Observation;
  /** What differs from the stored observation; null when nothing does or nothing was compared. */
  detected: DetectedChange | null;
  /** Whether the page looks built by its scripts; null when not asked. */
  scriptBuilt: boolean | null;
}

/** Decoding, extraction and comparison of one page: the CPU-heavy part of a check, with no I/O. */
export function analysePage(request: PageAnalysisRequest): PageAnalysis {
  const html = decodePageText(request.page);
  const observation = extractObservation(html, { url: request.url, keywords: request.keywords });
  const judge = request.judgeScriptBuilt;
  const scriptBuilt = judge === null ? null : looksScriptBuilt({ html, text: observation.text, price: observation.price, availability: observation.availability, expectsProductData: judge.expectsProductData });
  if (request.compareWith === null) return { observation, detected: null, scriptBuilt };
  const previous = JSON.parse(request.compareWith.previousJson) as Observation;
  const detected = compareObservations(previous, observation, request.compareWith.watch);
  return { observation: detected === null ? { ...observation, text: '' } : observation, detected, scriptBuilt };
}
