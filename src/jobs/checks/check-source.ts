import type { Clock } from '../../domain/clock.js';
import { parseStoredObservation, UnreadableBaselineError } from '../../domain/stored-observation.js';
import { fingerprintContent } from '../../domain/extraction/fingerprint-content.js';
import type { Interpretation } from '../../domain/monitors/monitor-rules.js';
import type { PageAnalysis } from '../../domain/page-analysis.js';
import { PageReadError } from '../../domain/extraction/page-readers/page-reader-definition.js';
import { PRODUCT_GONE, stoppedBeingProduct } from '../../domain/monitors/product-gone.js';
import type { FetchMethod } from '../../domain/rendering/render-mode.js';
import type { ResolutionTarget } from '../../domain/sources/resolution-target.js';
import type { PageAnalyser } from '../../adapters/analysis/page-analyser.js';
import type { ValuePicker } from '../../adapters/llm/value-picker.js';
import type { CheckedSource, MonitorToCheck } from '../../storage/repositories/checks.js';
import { describeAnalysis, storedObservation, watchedBy } from './analyse-page.js';
import { buildChange } from './build-events.js';
import { compareSource } from './compare-source.js';
import { sourceToFetch, type FetchedPage, type FetchedSource, type SourceFetcher } from './fetch-source.js';
import { UNREADABLE_BASELINE_NOTE, withoutBaseline } from './readable-baseline.js';
import { refineObservation, refinesWithPrompt } from './refine-observation.js';
import { candidateSource, resolveSource, type Resolution } from './resolve-source.js';
import { comparedSource, describeSourceCheck, failedSource, notModifiedSource, sameBytesSource, withoutText, type SourceResult } from './source-result.js';
import type { PageFiles } from './store-page-files.js';

export interface SourceCheckerDeps {
  sources: SourceFetcher;
  /** Extraction and comparison, off the main thread when threads are configured. */
  analyser: PageAnalyser;
  /** Set when an LLM is configured: it picks the value an extraction prompt asks for. */
  valuePicker: ValuePicker | null;
  files: PageFiles;
  clock: Clock;
}

/** The steps of one source's check: fetch, resolve, analyse, refine, compare, build the change and what is recorded. */
export function createSourceChecker(deps: SourceCheckerDeps) {
  /** Reads a page fetched for `stored` and compares it with what `stored` last observed the same way. */
  function analyse(monitor: MonitorToCheck, stored: CheckedSource, interpretation: Interpretation, method: FetchMethod, page: FetchedPage, judgeScriptBuilt = false): Promise<PageAnalysis> {
    const refines = refinesWithPrompt(deps.valuePicker, monitor);
    return deps.analyser.analysePage(describeAnalysis({ monitor, stored, interpretation, method, page, judgeScriptBuilt, refines }));
  }

  /** `stored`: the monitor's own source, whose observation a page fetched for it is compared with. */
  function fetchSource(monitor: MonitorToCheck, source: CheckedSource, interpretation: Interpretation, stored = source): Promise<FetchedSource> {
    return deps.sources.fetchSource(sourceToFetch(monitor, source), (page, judgeScriptBuilt) => analyse(monitor, stored, interpretation, 'http', page, judgeScriptBuilt));
  }

  /** A source created from a search, listing or home page is followed to the page meant on its first full read. */
  function resolveIfAsked(monitor: MonitorToCheck, source: CheckedSource, fetched: FetchedSource, interpretation: Interpretation): Promise<Resolution> | null {
    const { outcome } = fetched;
    if (source.resolve_as === null || !outcome.ok || outcome.notModified) return null;
    const fetchCandidate = (url: string) => fetchSource(monitor, candidateSource(source, url), interpretation, source);
    return resolveSource(outcome, source.resolve_as as ResolutionTarget, interpretation.product, fetchCandidate);
  }

  /** `note`: what the check log says of the stored observation, when this check could not use it. */
  async function checkOnce(monitor: MonitorToCheck, source: CheckedSource, interpretation: Interpretation, note: string | null): Promise<SourceResult> {
    const startedAt = deps.clock.now();
    const firstSource = await fetchSource(monitor, source, interpretation);
    const resolution = await resolveIfAsked(monitor, source, firstSource, interpretation);
    const fetchedSource = resolution?.followed ? resolution.fetched : firstSource;
    const start = describeSourceCheck(monitor.id, source, fetchedSource, resolution, startedAt, note);
    const { outcome: fetched, method } = fetchedSource;
    if (!fetched.ok) return failedSource(start, fetched);
    const previousJson = storedObservation(source, method);
    const readPrevious = () => (previousJson === null ? null : withoutText(parseStoredObservation(previousJson)));
    if (fetched.notModified) return notModifiedSource(start, readPrevious());
    const fingerprint = fetchedSource.fingerprint ?? fingerprintContent(fetched.content);
    if (previousJson !== null && fingerprint === source.content_fingerprint) return sameBytesSource(start, source, fetched, readPrevious());

    let analysis: PageAnalysis;
    try {
      analysis = fetchedSource.analysis ?? (await analyse(monitor, source, interpretation, method, fetched));
    } catch (error) {
      if (error instanceof PageReadError) return failedSource(start, { status: fetched.status, error: error.message });
      throw error;
    }
    const observation = await refineObservation(deps.valuePicker, monitor, analysis.observation);
    if (observation.price === null && observation.availability === null && stoppedBeingProduct(interpretation.metric, readPrevious(), observation)) {
      return failedSource(start, { status: fetched.status, error: PRODUCT_GONE });
    }
    const comparison = compareSource({
      previousJson,
      observation,
      analysed: analysis.detected,
      refined: refinesWithPrompt(deps.valuePicker, monitor),
      watch: watchedBy(interpretation, monitor.condition),
      filters: monitor.reading_rules.filters,
      sensitivity: monitor.sensitivity,
    });
    const snapshotKey = comparison.differs ? await deps.files.storeSnapshot(monitor.id, source.id, fetched.content) : null;
    const change = comparison.relevant && comparison.detected ? buildChange(monitor, source, observation, comparison.detected, deps.clock.now()) : null;
    if (comparison.differs && fetchedSource.screenshot) await deps.files.storeScreenshots(monitor.id, source.id, fetchedSource.screenshot, change);
    return comparedSource(start, source, { page: fetched, method, fingerprint, observation, comparison, change, snapshotKey });
  }

  return {
    async checkSource(monitor: MonitorToCheck, storedSource: CheckedSource, interpretation: Interpretation): Promise<SourceResult> {
      try {
        return await checkOnce(monitor, storedSource, interpretation, null);
      } catch (error) {
        // Found only where the stored observation is read, so pages that compare the same pay no extra parse; the page is fetched again.
        if (!(error instanceof UnreadableBaselineError)) throw error;
        return checkOnce(monitor, withoutBaseline(storedSource), interpretation, UNREADABLE_BASELINE_NOTE);
      }
    },
  };
}

export type SourceChecker = ReturnType<typeof createSourceChecker>;
