import type { Observation } from './observation.js';
import { extractObservation } from './extraction/extract-observation.js';
import { compareObservations, type DetectedChange, type WatchSettings } from './changes/compare-observations.js';

/** One fetched page to read, and what to compare it with. Plain data: it crosses to a thread. */
export interface PageAnalysisRequest {
  html: string;
  /** Final address of the page (its country domain settles ambiguous currency symbols). */
  url: string;
  /** Words of the monitor's extraction prompt. */
  keywords: string[];
  /** The stored observation as its JSON, parsed where the comparison runs, and what the monitor watches; null to extract only. */
  compareWith: { previousJson: string; watch: WatchSettings } | null;
}

export interface PageAnalysis {
  observation: Observation;
  /** What differs from the stored observation; null when nothing does or nothing was compared. */
  detected: DetectedChange | null;
}

/** Extraction and comparison of one page: the CPU-heavy part of a check, with no I/O. */
export function analysePage(request: PageAnalysisRequest): PageAnalysis {
  const observation = extractObservation(request.html, { url: request.url, keywords: request.keywords });
  if (request.compareWith === null) return { observation, detected: null };
  const previous = JSON.parse(request.compareWith.previousJson) as Observation;
  return { observation, detected: compareObservations(previous, observation, request.compareWith.watch) };
}
