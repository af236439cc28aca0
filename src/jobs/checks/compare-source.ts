import type { Observation } from '../../domain/observation.js';
import type { DetectedChange, WatchSettings } from '../../domain/changes/compare-observations.js';
import type { TextFilters } from '../../domain/extraction/text-filters.js';
import { compareUnderFilters } from '../../domain/page-analysis.js';
import { isRelevant } from '../../domain/changes/relevance-threshold.js';
import type { CheckOutcome } from '../../domain/monitors/check-outcome.js';
import { parseStoredObservation } from '../../domain/stored-observation.js';

export interface ComparisonInput {
  /** The stored observation as JSON, made the way the page was read now; null before the first. */
  previousJson: string | null;
  /** What the page shows now, refined by the model when it was asked. */
  observation: Observation;
  /** What the analyser found different, unless it was told not to compare. */
  analysed: DetectedChange | null;
  /** The observation was refined after the analyser read it, so the analyser's comparison is not the last word. */
  refined: boolean;
  watch: WatchSettings;
  /** The monitor's text filters, whose trigger and disappear texts decide a content change. */
  filters: TextFilters | null;
  sensitivity: number;
}

export interface Comparison {
  detected: DetectedChange | null;
  /** Reported as a change: above the monitor's sensitivity. */
  relevant: boolean;
  outcome: Extract<CheckOutcome, 'baseline' | 'unchanged' | 'minor_change' | 'changed'>;
  /** The stored observation and snapshot must be replaced: a first read, or anything detected. */
  differs: boolean;
}

/** Decides what a fully read page came to against the stored observation. */
export function compareSource(input: ComparisonInput): Comparison {
  const { previousJson } = input;
  const detected =
    previousJson !== null && input.refined ? compareUnderFilters(parseStoredObservation(previousJson), input.observation, input.watch, input.filters) : input.analysed;
  const relevant = detected !== null && isRelevant(detected, input.sensitivity);
  const outcome = previousJson === null ? 'baseline' : relevant ? 'changed' : detected ? 'minor_change' : 'unchanged';
  // An unchanged page keeps its stored observation and snapshot: rewriting tens of kilobytes
  // that compare equal is most of a steady-state check's storage cost.
  return { detected, relevant, outcome, differs: previousJson === null || detected !== null };
}
