import type { Metric } from './intent.js';
import type { Observation } from './observation.js';
import { findChangeType } from './changes/change-types/registry.js';
import { compareObservations, type DetectedChange, type WatchSettings } from './changes/compare-observations.js';
import type { PageRead, PageReadRequest } from './extraction/page-readers/page-reader-definition.js';
import { pickPageReader } from './extraction/page-readers/registry.js';
import { parseStoredObservation } from './stored-observation.js';
import { dropIgnoredLines, judgeTextFilters, type TextFilters } from './extraction/text-filters.js';

/** A page to read for a monitor watching `metric`: its change type and the response choose the reader. */
export interface PageReadForMonitor extends PageReadRequest {
  metric: Metric;
}

/** One fetched page to read, and what to compare it with. Plain data: it crosses to a thread. */
export interface PageAnalysisRequest extends PageReadForMonitor {
  /** The stored observation as its JSON, parsed where the comparison runs, and what the monitor watches; null to extract only. */
  compareWith: { previousJson: string; watch: WatchSettings } | null;
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

/**
 * Reads a page with the reader the page-reader registry picks for its response and the monitor's
 * change type; lines the monitor's `ignore` filters match are dropped from its text, whatever the reader.
 */
export async function readPage(request: PageReadForMonitor): Promise<PageRead> {
  const expectsProductData = findChangeType(request.metric).reads.kind === 'field';
  const read = await pickPageReader({ contentType: request.page.contentType, expectsProductData }).read(request);
  const ignore = request.rules.filters?.ignore ?? [];
  return ignore.length === 0 ? read : { ...read, observation: { ...read.observation, text: dropIgnoredLines(read.observation.text, ignore) } };
}

/** Decoding, extraction and comparison of one page: the CPU-heavy part of a check, with no I/O. */
export async function analysePage(request: PageAnalysisRequest): Promise<PageAnalysis> {
  const { observation, scriptBuilt } = await readPage(request);
  if (request.compareWith === null) return { observation, detected: null, scriptBuilt };
  const previous = parseStoredObservation(request.compareWith.previousJson);
  const detected = compareUnderFilters(previous, observation, request.compareWith.watch, request.rules.filters);
  return { observation: detected === null ? { ...observation, text: '' } : observation, detected, scriptBuilt };
}

/**
 * compareObservations, and a content change under the monitor's `trigger` / `disappear` filters
 * carries their verdict, which then decides whether it is reported.
 */
export function compareUnderFilters(before: Observation, after: Observation, watch: WatchSettings, filters: TextFilters | null): DetectedChange | null {
  const change = compareObservations(before, after, watch);
  if (change === null) return null;
  const verdict = change.type !== 'content' || filters === null ? null : judgeTextFilters(filters, before.text, after.text);
  if (verdict === null) return change;
  const reason = verdict.reason === null ? change.reason : `${change.reason.replace(/\.$/, '')}; ${verdict.reason}.`;
  return { ...change, reason, textFilter: verdict };
}
