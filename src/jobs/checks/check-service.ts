import type { Logger } from 'pino';
import type { Clock } from '../../domain/clock.js';
import { newId } from '../../domain/ids.js';
import type { Observation } from '../../domain/observation.js';
import { fingerprintContent } from '../../domain/extraction/fingerprint-content.js';
import { compareObservations, type DetectedChange, type WatchSettings } from '../../domain/changes/compare-observations.js';
import type { PageAnalysis } from '../../domain/page-analysis.js';
import { isRelevant } from '../../domain/changes/relevance-threshold.js';
import { promptKeywords, type Interpretation } from '../../domain/monitors/monitor-rules.js';
import { nextCheckAt } from '../../domain/monitors/schedule.js';
import { changeScreenshotKey, screenshotKey, snapshotKey } from '../../domain/monitors/snapshot-keys.js';
import type { ValuePicker } from '../../adapters/llm/value-picker.js';
import type { PageAnalyser } from '../../adapters/analysis/page-analyser.js';
import { serialiseEvent, type ChangePayload, type ChangeType } from '../../domain/webhooks/event-envelope.js';
import type { BlockedRequest } from '../../adapters/browser/page-renderer.js';
import type { FetchMethod, RenderMode } from '../../domain/rendering/render-mode.js';
import type { FetchedPage, FetchedSource, SourceFetcher } from './fetch-source.js';
import type { FetchOutcome } from '../../adapters/fetch/page-fetcher.js';
import type { ResolutionTarget } from '../../domain/sources/resolution-target.js';
import { resolveSource, type Resolution } from './resolve-source.js';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { CheckedSource, CheckRepository, CheckRow, ChangeRow, FinishedCheck, MonitorToCheck, SourceUpdate } from '../../storage/repositories/checks.js';
import type { MonitorRepository } from '../../storage/repositories/monitors.js';
import { ApiError, notFound } from '../../errors.js';
import { createWriteBatcher } from '../write-batcher.js';

// Details stay in the server log: an exception's message may carry internals.
const UNEXPECTED_FAILURE = 'the check failed unexpectedly (the server log has the details); it runs again at the next interval';

// Finished checks are stored together: one transaction for many checks instead of one each.
// 10 ms is short beside a check's fetch, and at a few hundred checks a second gathers several.
const STORE_BATCH_SIZE = 64;
const STORE_BATCH_DELAY_MS = 10;

/** What a monitor stored without an interpretation watches. */
const WATCH_EVERYTHING: Interpretation = { product: '', metric: 'content', sites: [], threshold: null };

export type SourceOutcome = 'baseline' | 'unchanged' | 'minor_change' | 'changed' | 'not_modified' | 'error';

export interface SourceCheck {
  /** The entry of this source in the monitor's check log. */
  id: string;
  url: string;
  /** What the check did besides comparing, e.g. which product page it followed a search page to. */
  note: string | null;
  outcome: SourceOutcome;
  http_status: number | null;
  bytes: number;
  duration_ms: number;
  error: string | null;
  observation: Omit<Observation, 'text'> | null;
  fetched_with: FetchMethod;
  /** Loading and rendering in the browser; null for plain HTTP. */
  render_ms: number | null;
  /** Requests of the page the address guard refused while rendering it. */
  blocked_requests: BlockedRequest[];
}

/** Told what checks did, e.g. to count them; kept to plain callbacks so no metrics library reaches this layer. */
export interface CheckRecorder {
  /** One source of a check finished with `outcome` after `seconds`. */
  onCheckOutcome(outcome: SourceOutcome, seconds: number): void;
  /** A change was stored and its event queued. */
  onChangeReported(type: ChangeType): void;
}

export interface CheckResult {
  check: { monitor_id: string; checked_at: number; duration_ms: number; sources: SourceCheck[] };
  /** The most relevant reported change of this check, or null. */
  change: ChangePayload | null;
  stored: boolean;
}

interface Deps {
  checks: CheckRepository;
  monitors: MonitorRepository;
  sources: SourceFetcher;
  /** Extraction and comparison, off the main thread when threads are configured. */
  analyser: PageAnalyser;
  blobs: BlobStore;
  clock: Clock;
  log: Logger;
  workerId: string;
  leaseMs: number;
  /** Set when an LLM is configured: it picks the value an extraction prompt asks for. */
  valuePicker: ValuePicker | null;
  /** Told after change events were queued, so an in-process deliverer starts at once. */
  onEventsStored(): void;
  recorder: CheckRecorder;
}

interface SourceResult {
  row: CheckRow;
  summary: SourceCheck;
  update: SourceUpdate | null;
  change: ChangePayload | null;
  /** Worth the monitor's last_error although the page was read, e.g. a search page kept for want of a match. */
  problem: string | null;
}

export function createCheckService(deps: Deps) {
  const finishedChecks = createWriteBatcher<FinishedCheck, boolean>({
    maxBatch: STORE_BATCH_SIZE,
    delayMs: STORE_BATCH_DELAY_MS,
    async writeBatch(finished) {
      const stored = await deps.checks.storeChecks(deps.workerId, finished);
      return finished.map((check) => stored.has(check.monitorId));
    },
  });

  /** A source created from a search, listing or home page is followed to the page meant on its first full read. */
  async function resolveIfAsked(monitor: MonitorToCheck, source: CheckedSource, fetched: FetchOutcome, interpretation: Interpretation): Promise<Resolution | null> {
    if (source.resolve_as === null || !fetched.ok || fetched.notModified) return null;
    // A candidate page is fetched like a new source of this monitor: no validators, no known bytes.
    const fetchCandidate = (url: string) =>
      fetchSource(monitor, { ...source, url, etag: null, last_modified: null, observed_with: null, content_fingerprint: null }, interpretation, source);
    return resolveSource(fetched, source.resolve_as as ResolutionTarget, interpretation.product, fetchCandidate);
  }

  /** The model refines what extraction read, so comparing waits for it. */
  function refinesWithPrompt(monitor: MonitorToCheck): boolean {
    return deps.valuePicker !== null && Boolean(monitor.extraction_prompt);
  }

  /** The model's pick replaces the heuristics' only where it found something; otherwise they stand. */
  async function refineWithPrompt(monitor: MonitorToCheck, observation: Observation): Promise<Observation> {
    if (!deps.valuePicker || !monitor.extraction_prompt) return observation;
    const picked = await deps.valuePicker.pickValue({ prompt: monitor.extraction_prompt, pageText: observation.text, title: observation.title, candidate: observation });
    return picked ? { ...observation, ...picked } : observation;
  }

  /**
   * A snapshot is for people to look at later; failing to store one must not fail the check. It
   * keeps the bytes as served, so a page's own `<meta charset>` still tells how to read it.
   */
  async function storeSnapshot(monitorId: string, sourceId: string, content: Uint8Array): Promise<string | null> {
    const key = snapshotKey(monitorId, sourceId);
    try {
      await deps.blobs.put(key, Buffer.from(content.buffer, content.byteOffset, content.byteLength));
      return key;
    } catch (error) {
      deps.log.warn({ err: error, monitorId, key }, 'page snapshot not stored; the check goes on');
      return null;
    }
  }

  /** Like the snapshot, a screenshot is for people; the change's two sides are copied so later checks keep them. */
  async function storeScreenshots(monitorId: string, sourceId: string, screenshot: Buffer, change: ChangePayload | null): Promise<void> {
    const latest = screenshotKey(monitorId, sourceId);
    try {
      if (change) {
        const before = await deps.blobs.get(latest);
        if (before) await deps.blobs.put(changeScreenshotKey(monitorId, change.id, 'before'), before);
        await deps.blobs.put(changeScreenshotKey(monitorId, change.id, 'after'), screenshot);
      }
      await deps.blobs.put(latest, screenshot);
    } catch (error) {
      deps.log.warn({ err: error, monitorId, key: latest }, 'page screenshot not stored; the check goes on');
    }
  }

  /** Reads a page fetched for `stored` and compares it with what `stored` last observed the same way. */
  function analyse(monitor: MonitorToCheck, stored: CheckedSource, interpretation: Interpretation, method: FetchMethod, page: FetchedPage, judgeScriptBuilt = false): Promise<PageAnalysis> {
    const previousJson = storedObservation(stored, method);
    const compareWith = previousJson === null || refinesWithPrompt(monitor) ? null : { previousJson, watch: watchedBy(interpretation) };
    return deps.analyser.analysePage({
      page: { content: page.content, contentType: page.contentType },
      url: page.finalUrl,
      keywords: promptKeywords(monitor.extraction_prompt),
      compareWith,
      metric: interpretation.metric, judgeScriptBuilt,
    });
  }

  /** `stored`: the monitor's own source, whose observation a page fetched for it is compared with. */
  function fetchSource(monitor: MonitorToCheck, source: CheckedSource, interpretation: Interpretation, stored = source): Promise<FetchedSource> {
    return deps.sources.fetchSource(
      {
        url: source.url,
        render: monitor.render as RenderMode,
        observedWith: source.observed_with as FetchMethod | null,
        conditional: { etag: source.etag, lastModified: source.last_modified },
        knownFingerprint: source.content_fingerprint,
      },
      (page, judgeScriptBuilt) => analyse(monitor, stored, interpretation, 'http', page, judgeScriptBuilt),
    );
  }

  async function checkSource(monitor: MonitorToCheck, source: CheckedSource, interpretation: Interpretation): Promise<SourceResult> {
    const startedAt = deps.clock.now();
    const firstSource = await fetchSource(monitor, source, interpretation);
    const resolution = await resolveIfAsked(monitor, source, firstSource.outcome, interpretation);
    const fetchedSource = resolution?.followed ? resolution.fetched : firstSource;
    const { outcome: fetched, method } = fetchedSource;
    const url = resolution?.followed ? resolution.url : source.url;
    const note = resolution?.note ?? null;
    const resolved: Pick<SourceUpdate, 'url' | 'resolve_as' | 'resolved_from'> =
      resolution === null ? {} : { resolve_as: null, ...(resolution.followed ? { url, resolved_from: source.url } : {}) };
    const problem = resolution !== null && !resolution.followed ? `${source.url}: ${resolution.note}` : null;
    const how = { fetched_with: method, render_ms: fetchedSource.renderMs };
    const blockedJson = fetchedSource.blocked.length > 0 ? JSON.stringify(fetchedSource.blocked) : null;
    const base = { id: newId('chk', startedAt), monitor_id: monitor.id, source_id: source.id, started_at: startedAt, duration_ms: fetched.durationMs, change_id: null, note, ...how, blocked_requests: blockedJson };
    const summary = { id: base.id, url, note, duration_ms: fetched.durationMs, ...how, blocked_requests: fetchedSource.blocked };
    if (!fetched.ok) {
      return {
        row: { ...base, http_status: fetched.status, bytes: 0, outcome: 'error', error: fetched.error },
        summary: { ...summary, outcome: 'error', http_status: fetched.status, bytes: 0, error: fetched.error, observation: null },
        update: null,
        change: null,
        problem,
      };
    }
    const sameMethod = (source.observed_with ?? 'http') === method;
    const previousJson = storedObservation(source, method);
    const readPrevious = () => (previousJson === null ? null : withoutText(JSON.parse(previousJson) as Observation));
    if (fetched.notModified) {
      return {
        row: { ...base, http_status: 304, bytes: 0, outcome: 'not_modified', error: null },
        summary: { ...summary, outcome: 'not_modified', http_status: 304, bytes: 0, error: null, observation: readPrevious() },
        update: null,
        change: null,
        problem,
      };
    }
    const fingerprint = fetchedSource.fingerprint ?? fingerprintContent(fetched.content);
    if (previousJson !== null && fingerprint === source.content_fingerprint) {
      // The very bytes last read in full, by the same extraction: nothing to parse or compare.
      return {
        row: { ...base, http_status: fetched.status, bytes: fetched.bytes, outcome: 'unchanged', error: null },
        summary: { ...summary, outcome: 'unchanged', http_status: fetched.status, bytes: fetched.bytes, error: null, observation: readPrevious() },
        update: sourceUpdate(source, resolved, fetched),
        change: null,
        problem,
      };
    }
    const analysis = fetchedSource.analysis ?? (await analyse(monitor, source, interpretation, method, fetched));
    const observation = await refineWithPrompt(monitor, analysis.observation);
    const detected =
      previousJson !== null && refinesWithPrompt(monitor)
        ? compareObservations(JSON.parse(previousJson) as Observation, observation, watchedBy(interpretation))
        : analysis.detected;
    // An unchanged page keeps its stored observation and snapshot: rewriting tens of kilobytes
    // that compare equal is most of a steady-state check's storage cost.
    const differs = previousJson === null || detected !== null;
    const key = differs ? await storeSnapshot(monitor.id, source.id, fetched.content) : null;
    const relevant = detected !== null && isRelevant(detected, monitor.sensitivity);
    const outcome: SourceOutcome = previousJson === null ? 'baseline' : relevant ? 'changed' : detected ? 'minor_change' : 'unchanged';
    const change = relevant ? buildChange(monitor, source, observation, detected, deps.clock.now()) : null;
    if (differs && fetchedSource.screenshot) await storeScreenshots(monitor.id, source.id, fetchedSource.screenshot, change);
    const stored = differs ? { last_observation: JSON.stringify(observation), ...(key ? { last_snapshot_key: key } : {}), ...(sameMethod && source.observed_with !== null ? {} : { observed_with: method }) } : {};
    return {
      row: { ...base, http_status: fetched.status, bytes: fetched.bytes, outcome, error: null, change_id: change?.id ?? null },
      summary: { ...summary, outcome, http_status: fetched.status, bytes: fetched.bytes, error: null, observation: withoutText(observation) },
      update: sourceUpdate(source, { ...resolved, content_fingerprint: fingerprint, ...stored }, fetched),
      change,
      problem,
    };
  }

  async function checkAndRecordSource(monitor: MonitorToCheck, source: CheckedSource, interpretation: Interpretation): Promise<SourceResult> {
    // Wall time, not the injected clock: a test clock stands still while the page is fetched.
    const started = performance.now();
    const result = await checkSource(monitor, source, interpretation);
    deps.recorder.onCheckOutcome(result.summary.outcome, (performance.now() - started) / 1000);
    return result;
  }

  /** Fetches, extracts and compares every source of a leased monitor, then stores it all at once. */
  async function runLeased(monitor: MonitorToCheck): Promise<CheckResult> {
    const checkedAt = deps.clock.now();
    const interpretation = monitor.interpretation ?? WATCH_EVERYTHING;
    const results = await Promise.all(monitor.sources.map((source) => checkAndRecordSource(monitor, source, interpretation)));
    const changes = results.flatMap((r) => (r.change ? [r.change] : []));
    const errors = results.flatMap((r) => [
      ...(r.summary.outcome === 'error' ? [`${r.summary.url}: ${r.summary.error}`] : []),
      ...(r.problem === null ? [] : [r.problem]),
    ]);
    const finishedAt = deps.clock.now();
    const changeRows: ChangeRow[] = changes.map((change) => ({
      id: change.id,
      monitor_id: monitor.id,
      user_id: monitor.user_id,
      source_id: results.find((r) => r.change === change)!.row.source_id,
      type: change.type,
      detected_at: change.detected_at,
      payload: JSON.stringify(change),
    }));
    const stored = await finishedChecks.write({
      monitorId: monitor.id,
      checks: results.map((r) => r.row),
      sources: results.flatMap((r) => (r.update ? [r.update] : [])),
      changes: changeRows,
      events: changes.map((change) => {
        const eventId = newId('evt', change.detected_at);
        const body = serialiseEvent({ id: eventId, type: 'change.detected', created_at: change.detected_at, data: { change } });
        return { eventId, userId: monitor.user_id, monitorId: monitor.id, type: 'change.detected', body, createdAt: change.detected_at };
      }),
      monitor: {
        last_check_at: finishedAt,
        next_check_at: nextCheckAt(finishedAt, monitor.check_interval_seconds),
        last_error: errors.length > 0 ? errors.join('; ').slice(0, 2000) : null,
        last_change_at: changes.length > 0 ? finishedAt : monitor.last_change_at,
      },
    });
    if (stored && changes.length > 0) {
      for (const change of changes) deps.recorder.onChangeReported(change.type);
      deps.onEventsStored();
    }
    if (!stored) deps.log.warn({ monitorId: monitor.id }, 'check finished after its lease was lost or the monitor was deleted; result dropped');
    const strongest = [...changes].sort((a, b) => b.relevance.score - a.relevance.score)[0] ?? null;
    return {
      check: { monitor_id: monitor.id, checked_at: checkedAt, duration_ms: finishedAt - checkedAt, sources: results.map((r) => r.summary) },
      change: strongest,
      stored,
    };
  }

  return {
    /** Leases taken for this service's checks must carry this owner, or their results are not stored. */
    workerId: deps.workerId,
    runLeased,
    /** Keeps the failure on the monitor and checks it again at its next interval, not in a tight loop. */
    async recordFailure(monitor: MonitorToCheck): Promise<void> {
      const now = deps.clock.now();
      await deps.checks.failCheck(monitor.id, deps.workerId, { error: UNEXPECTED_FAILURE, retryAt: nextCheckAt(now, monitor.check_interval_seconds) });
    },
    /** The PNG of one side of a change, for the monitor's owner; 404 for anyone else or when none was taken. */
    async readChangeScreenshot(owner: { id: string }, monitorId: string, changeId: string, side: 'before' | 'after'): Promise<Buffer> {
      if (!(await deps.monitors.isOwned(owner.id, monitorId))) throw notFound('monitor');
      if (!(await deps.checks.hasChange(monitorId, changeId))) throw notFound('change');
      const png = await deps.blobs.get(changeScreenshotKey(monitorId, changeId, side));
      if (png === null) {
        throw new ApiError(
          'ERR_NOT_FOUND',
          `no ${side} screenshot for this change: screenshots are taken only of pages rendered in a browser (render "always", or "auto" on a script-built page), and a baseline has no before side to pair with a change's first rendering`,
        );
      }
      return png;
    },
    /** `POST /monitors/{id}/check`: runs a check now unless one is already running. */
    async checkNow(owner: { id: string }, monitorId: string): Promise<CheckResult> {
      if (!(await deps.monitors.isOwned(owner.id, monitorId))) throw notFound('monitor');
      const leased = await deps.checks.claimOne(monitorId, deps.workerId, deps.clock.now(), deps.leaseMs);
      if (!leased) throw new ApiError('ERR_INVALID_REQUEST', 'a check of this monitor is running right now; try again in a moment', { status: 409 });
      try {
        return await runLeased(leased);
      } catch (error) {
        await deps.checks.releaseLease(monitorId, deps.workerId);
        throw error;
      }
    },
  };
}

/** Only what differs from the stored source is written; null when nothing does. */
function sourceUpdate(source: CheckedSource, fields: Omit<SourceUpdate, 'id' | 'etag' | 'last_modified'>, fetched: { etag: string | null; lastModified: string | null }): SourceUpdate | null {
  const { content_fingerprint: fingerprint, ...rest } = fields;
  const update: SourceUpdate = { id: source.id, ...rest };
  if (fingerprint !== undefined && fingerprint !== source.content_fingerprint) update.content_fingerprint = fingerprint;
  if (fetched.etag !== source.etag) update.etag = fetched.etag;
  if (fetched.lastModified !== source.last_modified) update.last_modified = fetched.lastModified;
  return Object.keys(update).length > 1 ? update : null;
}

/** The stored observation (JSON) when made the way `method` reads the page now, else null. */
function storedObservation(source: CheckedSource, method: FetchMethod): string | null {
  // An observation made the other way (shell vs rendered page) is no baseline: the first check after a switch starts afresh.
  return (source.observed_with ?? 'http') === method ? source.last_observation : null;
}

function watchedBy(interpretation: Interpretation): WatchSettings {
  return { metric: interpretation.metric, threshold: interpretation.threshold };
}

function withoutText({ text: _text, ...rest }: Observation): Omit<Observation, 'text'> {
  return rest;
}

function buildChange(monitor: MonitorToCheck, source: CheckedSource, after: Observation, detected: DetectedChange, now: number): ChangePayload {
  return {
    id: newId('chg', now),
    monitor_id: monitor.id,
    monitor_name: monitor.name,
    detected_at: now,
    type: detected.type,
    source: { url: source.url, title: after.title ?? source.title },
    before: detected.before,
    after: detected.after,
    relevance: { score: detected.score, reason: detected.reason },
    ...(detected.diff ? { diff: detected.diff } : {}),
  };
}

export type CheckService = ReturnType<typeof createCheckService>;
