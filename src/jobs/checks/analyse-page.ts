import type { WatchSettings } from '../../domain/changes/compare-observations.js';
import type { Condition } from '../../domain/conditions/condition-list.js';
import type { PageAnalysisRequest } from '../../domain/page-analysis.js';
import { promptKeywords, type Interpretation } from '../../domain/monitors/monitor-rules.js';
import type { FetchMethod } from '../../domain/rendering/render-mode.js';
import type { CheckedSource, MonitorToCheck } from '../../storage/repositories/checks.js';
import type { FetchedPage } from './fetch-source.js';

/** The stored observation (JSON) when made the way `method` reads the page now, else null. */
export function storedObservation(source: Pick<CheckedSource, 'observed_with' | 'last_observation'>, method: FetchMethod): string | null {
  // An observation made the other way (shell vs rendered page) is no baseline: the first check after a switch starts afresh.
  return (source.observed_with ?? 'http') === method ? source.last_observation : null;
}

/** What a check compares for: the interpretation's metric, and the monitor's condition. */
export function watchedBy(interpretation: Interpretation, condition: Condition | null): WatchSettings {
  return { metric: interpretation.metric, condition };
}

export interface AnalysisInput {
  monitor: Pick<MonitorToCheck, 'extraction_prompt' | 'json_expression' | 'reading_rules' | 'condition'>;
  /** The monitor's own source, whose stored observation the page is compared with. */
  stored: Pick<CheckedSource, 'observed_with' | 'last_observation'>;
  interpretation: Interpretation;
  method: FetchMethod;
  page: FetchedPage;
  /** A plain fetch asks whether the browser must render the page. */
  judgeScriptBuilt: boolean;
  /** The model refines the observation first, so comparing waits for it and the analyser only extracts. */
  refines: boolean;
}

/** What the analyser is asked about a page fetched for a source: extract, and compare when there is a baseline. */
export function describeAnalysis(input: AnalysisInput): PageAnalysisRequest {
  const previousJson = storedObservation(input.stored, input.method);
  const { page, interpretation } = input;
  return {
    page: { content: page.content, contentType: page.contentType },
    url: page.finalUrl,
    keywords: promptKeywords(input.monitor.extraction_prompt),
    compareWith: previousJson === null || input.refines ? null : { previousJson, watch: watchedBy(interpretation, input.monitor.condition) },
    metric: interpretation.metric,
    judgeScriptBuilt: input.judgeScriptBuilt,
    jsonExpression: input.monitor.json_expression,
    rules: input.monitor.reading_rules,
  };
}
