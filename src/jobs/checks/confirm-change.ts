import { confirmDelayMs, judgeSecondReading, withReadings, type PendingChange } from '../../domain/monitors/confirm-change.js';
import type { ChangePayload } from '../../domain/webhooks/event-envelope.js';
import type { CheckedSource, SourceUpdate } from '../../storage/repositories/checks.js';
import type { SourceResult } from './source-result.js';

export interface ConfirmationSettings {
  /** The monitor holds changes for confirmation (confirmsChanges). */
  confirms: boolean;
  now: number;
  delaySeconds: number;
  random?: () => number;
}

/** A source's result after confirmation, and when the monitor must be checked again to confirm a held change. */
export interface ConfirmationStep {
  result: SourceResult;
  confirmAt: number | null;
}

function readPending(json: string | null): PendingChange | null {
  return json === null ? null : (JSON.parse(json) as PendingChange);
}

function withNote(note: string | null, added: string): string {
  return note === null ? added : `${note}; ${added}`;
}

/** The parts of an update that say which page the source is, kept when a reading is held. */
function resolutionOf(update: SourceUpdate | null): Pick<SourceUpdate, 'url' | 'resolve_as' | 'resolved_from'> {
  if (update === null) return {};
  const { url, resolve_as, resolved_from } = update;
  return { ...(url === undefined ? {} : { url }), ...(resolve_as === undefined ? {} : { resolve_as }), ...(resolved_from === undefined ? {} : { resolved_from }) };
}

/**
 * Holds a change: nothing is reported and the source keeps what it last stored (observation,
 * fingerprint, validators), so the re-check compares against the same baseline; only the held
 * change is written.
 */
function hold(result: SourceResult, pending: PendingChange): SourceResult {
  const note = withNote(result.summary.note, `a change was read (${pending.change.relevance.reason.replace(/\.$/, '')}); it is reported once a re-check agrees`);
  return {
    ...result,
    row: { ...result.row, outcome: 'awaiting_confirmation', change_id: null, note },
    summary: { ...result.summary, outcome: 'awaiting_confirmation', note },
    update: { id: result.row.source_id, ...resolutionOf(result.update), pending_change: JSON.stringify(pending) },
    change: null,
  };
}

function dropPending(result: SourceResult, note: string | null): SourceResult {
  const noted = note === null ? result : { ...result, row: { ...result.row, note: withNote(result.row.note, note) }, summary: { ...result.summary, note: withNote(result.summary.note, note) } };
  return { ...noted, update: { ...(result.update ?? { id: result.row.source_id }), pending_change: null } };
}

function confirm(result: SourceResult, pending: PendingChange, second: ChangePayload): SourceResult {
  const note = `confirmed the change first read at ${new Date(pending.at).toISOString()}`;
  return { ...dropPending(result, note), change: withReadings(pending, second) };
}

/**
 * Confirm before alerting, per source: a change that would alert is held and the monitor is
 * due again after the delay; the re-check reports it (with both readings) only when it
 * agrees. A reading that went back reports nothing and records no change. A failed re-check
 * keeps the held change for the next check.
 */
export function confirmSourceResult(result: SourceResult, source: Pick<CheckedSource, 'pending_change'>, settings: ConfirmationSettings): ConfirmationStep {
  const pending = readPending(source.pending_change);
  if (!settings.confirms) return { result: pending === null ? result : dropPending(result, null), confirmAt: null };
  if (result.summary.outcome === 'error') return { result, confirmAt: null };
  const confirmAt = settings.now + confirmDelayMs(settings.delaySeconds, settings.random);
  if (result.change !== null) {
    if (pending !== null && judgeSecondReading(pending.change, result.change) === 'confirmed') return { result: confirm(result, pending, result.change), confirmAt: null };
    return { result: hold(result, { at: settings.now, change: result.change }), confirmAt };
  }
  if (pending === null) return { result, confirmAt: null };
  return { result: dropPending(result, `the change read at ${new Date(pending.at).toISOString()} was not confirmed: the re-check did not read it again`), confirmAt: null };
}
