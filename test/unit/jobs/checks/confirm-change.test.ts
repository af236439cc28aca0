import { describe, expect, it } from 'vitest';
import type { ChangePayload } from '../../../../src/domain/webhooks/event-envelope.js';
import { confirmSourceResult } from '../../../../src/jobs/checks/confirm-change.js';
import type { SourceResult } from '../../../../src/jobs/checks/source-result.js';

const NOW = Date.UTC(2026, 10, 26, 12);
const FIRST = NOW - 65_000;

function change(price: number, at = NOW): ChangePayload {
  return {
    id: `chg-${price}-${at}`,
    monitor_id: 'mon-1',
    monitor_name: 'Kettle',
    detected_at: at,
    type: 'price',
    source: { url: 'https://shop.example/kettle', title: 'Kettle' },
    before: { price: 100, currency: 'EUR', availability: 'in_stock' },
    after: { price, currency: 'EUR', availability: 'in_stock' },
    relevance: { score: 0.8, reason: `Price dropped from €100 to €${price}.` },
  };
}

function result(outcome: SourceResult['summary']['outcome'], reported: ChangePayload | null): SourceResult {
  return {
    row: { id: 'chk-1', source_id: 'src-1', outcome, change_id: reported?.id ?? null, note: null } as SourceResult['row'],
    summary: { outcome, note: null } as SourceResult['summary'],
    update: outcome === 'error' ? null : { id: 'src-1', last_observation: '{"price":90}', content_fingerprint: 'v1:new', etag: '"new"', url: 'https://shop.example/kettle' },
    change: reported,
    problem: null,
  };
}

const settings = { confirms: true, now: NOW, delaySeconds: 60, random: () => 0 };
const pendingOf = (price: number) => JSON.stringify({ at: FIRST, change: change(price, FIRST) });

describe('confirmSourceResult', () => {
  it('holds a first change: nothing reported, the source keeps its baseline, the re-check is due after the delay', () => {
    const { result: held, confirmAt } = confirmSourceResult(result('changed', change(90)), { pending_change: null }, settings);
    expect(held.change).toBeNull();
    expect(held.row).toMatchObject({ outcome: 'awaiting_confirmation', change_id: null });
    expect(held.summary.outcome).toBe('awaiting_confirmation');
    expect(held.summary.note).toMatch(/reported once a re-check agrees/);
    // Only which page it is and the held change are written: observation, fingerprint and etag stay.
    expect(Object.keys(held.update!).sort()).toEqual(['id', 'pending_change', 'url']);
    expect(JSON.parse(held.update!.pending_change!)).toEqual({ at: NOW, change: change(90) });
    expect(confirmAt).toBe(NOW + 60_000);
  });

  it('reports the change with both readings when the re-check agrees, and clears the held one', () => {
    const { result: confirmed, confirmAt } = confirmSourceResult(result('changed', change(90)), { pending_change: pendingOf(90) }, settings);
    expect(confirmed.change?.readings).toEqual([
      { at: FIRST, price: 90, currency: 'EUR', availability: 'in_stock' },
      { at: NOW, price: 90, currency: 'EUR', availability: 'in_stock' },
    ]);
    expect(confirmed.row).toMatchObject({ outcome: 'changed', change_id: change(90).id });
    expect(confirmed.update).toMatchObject({ last_observation: '{"price":90}', content_fingerprint: 'v1:new', pending_change: null });
    expect(confirmed.summary.note).toMatch(/^confirmed the change first read at /);
    expect(confirmAt).toBeNull();
  });

  it('reports nothing when the page went back, and clears the held change', () => {
    const { result: back, confirmAt } = confirmSourceResult(result('unchanged', null), { pending_change: pendingOf(90) }, settings);
    expect(back.change).toBeNull();
    expect(back.row.outcome).toBe('unchanged');
    expect(back.update).toMatchObject({ pending_change: null });
    expect(back.summary.note).toMatch(/was not confirmed/);
    expect(confirmAt).toBeNull();
  });

  it('holds the newer reading when the page moved again', () => {
    const { result: moved, confirmAt } = confirmSourceResult(result('changed', change(80)), { pending_change: pendingOf(90) }, settings);
    expect(moved.change).toBeNull();
    expect(JSON.parse(moved.update!.pending_change!).change.after.price).toBe(80);
    expect(confirmAt).toBe(NOW + 60_000);
  });

  it('keeps the held change through a failed re-check', () => {
    const failed = result('error', null);
    expect(confirmSourceResult(failed, { pending_change: pendingOf(90) }, settings)).toEqual({ result: failed, confirmAt: null });
  });

  it('without confirmation reports at once, dropping a change held while it was on', () => {
    const reported = result('changed', change(90));
    expect(confirmSourceResult(reported, { pending_change: null }, { ...settings, confirms: false })).toEqual({ result: reported, confirmAt: null });
    const dropped = confirmSourceResult(reported, { pending_change: pendingOf(90) }, { ...settings, confirms: false });
    expect(dropped.result.change).toEqual(change(90));
    expect(dropped.result.update).toMatchObject({ pending_change: null });
  });

  it('passes a check without a change or a held one through untouched', () => {
    const quiet = result('unchanged', null);
    expect(confirmSourceResult(quiet, { pending_change: null }, settings)).toEqual({ result: quiet, confirmAt: null });
  });
});
