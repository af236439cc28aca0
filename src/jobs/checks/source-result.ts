import { newId } from '../../domain/ids.js';
import type { Observation } from '../../domain/observation.js';
import type { ChangePayload } from '../../domain/webhooks/event-envelope.js';
import type { FetchMethod } from '../../domain/rendering/render-mode.js';
import type { BlockedRequest } from '../../adapters/browser/page-renderer.js';
import type { CheckedSource, CheckRow, SourceUpdate } from '../../storage/repositories/checks.js';
import type { FetchedPage, FetchedSource } from './fetch-source.js';
import type { Resolution } from './resolve-source.js';
import type { CheckOutcome } from '../../domain/monitors/check-outcome.js';
import type { Comparison } from './compare-source.js';

export interface SourceCheck {
  /** The entry of this source in the monitor's check log. */
  id: string;
  url: string;
  /** What the check did besides comparing, e.g. which product page it followed a search page to. */
  note: string | null;
  outcome: CheckOutcome;
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

/** One source's check as it is recorded: its log row, what changes on the source, and the change it reports. */
export interface SourceResult {
  row: CheckRow;
  summary: SourceCheck;
  update: SourceUpdate | null;
  change: ChangePayload | null;
  /** Worth the monitor's last_error although the page was read, e.g. a search page kept for want of a match. */
  problem: string | null;
}

/** The stored state of a source that a check's record is measured against. */
export type StoredSource = Pick<CheckedSource, 'id' | 'url' | 'etag' | 'last_modified' | 'content_fingerprint' | 'observed_with'>;

/** What every outcome of one source's check shares, settled once the page is fetched (and resolved). */
export interface SourceCheckStart {
  base: Omit<CheckRow, 'http_status' | 'bytes' | 'outcome' | 'error' | 'price' | 'availability'>;
  summary: Omit<SourceCheck, 'outcome' | 'http_status' | 'bytes' | 'error' | 'observation'>;
  /** How resolving changed the source: the page followed to, and never resolving again. */
  resolved: Pick<SourceUpdate, 'url' | 'resolve_as' | 'resolved_from'>;
  problem: string | null;
}

/** `baselineNote`: what the check found of the stored observation (readable-baseline.ts), if anything. */
export function describeSourceCheck(
  monitorId: string,
  source: Pick<CheckedSource, 'id' | 'url'>,
  fetched: FetchedSource,
  resolution: Resolution | null,
  startedAt: number,
  baselineNote: string | null = null,
): SourceCheckStart {
  const url = resolution?.followed ? resolution.url : source.url;
  const notes = [resolution?.note ?? null, baselineNote].filter((text): text is string => text !== null);
  const note = notes.length > 0 ? notes.join('; ') : null;
  const id = newId('chk', startedAt);
  const durationMs = fetched.outcome.durationMs;
  const { method, renderMs, blocked } = fetched;
  return {
    base: {
      id,
      monitor_id: monitorId,
      source_id: source.id,
      started_at: startedAt,
      duration_ms: durationMs,
      change_id: null,
      note,
      fetched_with: method,
      render_ms: renderMs,
      blocked_requests: blocked.length > 0 ? JSON.stringify(blocked) : null,
    },
    summary: { id, url, note, duration_ms: durationMs, fetched_with: method, render_ms: renderMs, blocked_requests: blocked },
    resolved: resolution === null ? {} : { resolve_as: null, ...(resolution.followed ? { url, resolved_from: source.url } : {}) },
    problem: resolution !== null && !resolution.followed ? `${source.url}: ${resolution.note}` : null,
  };
}

/** What the page showed at this check, kept on its log row for the monitor's price and availability history. */
function readings(observation: Pick<Observation, 'price' | 'availability'> | null): Pick<CheckRow, 'price' | 'availability'> {
  return { price: observation?.price ?? null, availability: observation?.availability ?? null };
}

/** The page could not be fetched: logged as an error, the source left as it was. */
export function failedSource(start: SourceCheckStart, fetched: { status: number | null; error: string }): SourceResult {
  return {
    row: { ...start.base, http_status: fetched.status, bytes: 0, outcome: 'error', error: fetched.error, ...readings(null) },
    summary: { ...start.summary, outcome: 'error', http_status: fetched.status, bytes: 0, error: fetched.error, observation: null },
    update: null,
    change: null,
    problem: start.problem,
  };
}

/** The server said 304: the stored observation stands. */
export function notModifiedSource(start: SourceCheckStart, previous: Omit<Observation, 'text'> | null): SourceResult {
  return {
    row: { ...start.base, http_status: 304, bytes: 0, outcome: 'not_modified', error: null, ...readings(previous) },
    summary: { ...start.summary, outcome: 'not_modified', http_status: 304, bytes: 0, error: null, observation: previous },
    update: null,
    change: null,
    problem: start.problem,
  };
}

/** The very bytes last read in full, by the same extraction: nothing was parsed or compared. */
export function sameBytesSource(start: SourceCheckStart, source: StoredSource, page: FetchedPage, previous: Omit<Observation, 'text'> | null): SourceResult {
  return {
    row: { ...start.base, http_status: page.status, bytes: page.bytes, outcome: 'unchanged', error: null, ...readings(previous) },
    summary: { ...start.summary, outcome: 'unchanged', http_status: page.status, bytes: page.bytes, error: null, observation: previous },
    update: sourceUpdate(source, start.resolved, page),
    change: null,
    problem: start.problem,
  };
}

export interface ComparedPage {
  page: FetchedPage;
  method: FetchMethod;
  fingerprint: string;
  observation: Observation;
  comparison: Comparison;
  change: ChangePayload | null;
  /** Where the page's snapshot was stored; null when it was not (unchanged, or the store failed). */
  snapshotKey: string | null;
}

/** A page read in full and compared: a page that differs replaces the stored observation. */
export function comparedSource(start: SourceCheckStart, source: StoredSource, compared: ComparedPage): SourceResult {
  const { page, comparison, observation, change, snapshotKey } = compared;
  const keepsMethod = source.observed_with !== null && source.observed_with === compared.method;
  const stored = comparison.differs
    ? { last_observation: JSON.stringify(observation), ...(snapshotKey ? { last_snapshot_key: snapshotKey } : {}), ...(keepsMethod ? {} : { observed_with: compared.method }) }
    : {};
  // What the reading could not settle ("stock left unknown: …") joins the check log's note.
  const note = observation.note === undefined ? start.base.note : [start.base.note, observation.note].filter((text) => text !== null).join('; ');
  return {
    row: { ...start.base, note, http_status: page.status, bytes: page.bytes, outcome: comparison.outcome, error: null, change_id: change?.id ?? null, ...readings(observation) },
    summary: { ...start.summary, note, outcome: comparison.outcome, http_status: page.status, bytes: page.bytes, error: null, observation: withoutText(observation) },
    update: sourceUpdate(source, { ...start.resolved, content_fingerprint: compared.fingerprint, ...stored }, page),
    change,
    problem: start.problem,
  };
}

/** The observation as check summaries show it: no text (nor its rotating lines and side lists), and its note only in the check log. */
export function withoutText({ text: _text, note: _note, rotating: _rotating, sideLists: _sideLists, ...rest }: Observation): Omit<Observation, 'text'> {
  return rest;
}

/** Only what differs from the stored source is written; null when nothing does. */
export function sourceUpdate(source: StoredSource, fields: Omit<SourceUpdate, 'id' | 'etag' | 'last_modified'>, fetched: { etag: string | null; lastModified: string | null }): SourceUpdate | null {
  const { content_fingerprint: fingerprint, ...rest } = fields;
  const update: SourceUpdate = { id: source.id, ...rest };
  if (fingerprint !== undefined && fingerprint !== source.content_fingerprint) update.content_fingerprint = fingerprint;
  if (fetched.etag !== source.etag) update.etag = fetched.etag;
  if (fetched.lastModified !== source.last_modified) update.last_modified = fetched.lastModified;
  return Object.keys(update).length > 1 ? update : null;
}
