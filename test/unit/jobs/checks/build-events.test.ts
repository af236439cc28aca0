import { describe, expect, it } from 'vitest';
import type { Observation } from '../../../../src/domain/observation.js';
import type { DetectedChange } from '../../../../src/domain/changes/compare-observations.js';
import type { ChangePayload } from '../../../../src/domain/webhooks/event-envelope.js';
import { buildChange, buildFinishedCheck, strongestChange } from '../../../../src/jobs/checks/build-events.js';
import type { SourceResult } from '../../../../src/jobs/checks/source-result.js';

const NOW = Date.UTC(2026, 10, 22, 12);
const HOUR = 3_600_000;

const monitor = {
  id: 'mon_1',
  name: 'Kettle',
  user_id: 'usr_1',
  check_interval_seconds: 3600,
  last_change_at: NOW - 7 * HOUR,
  failure_threshold: null,
  consecutive_failures: 0,
  failing_alerted_at: null,
};

const detected: DetectedChange = {
  type: 'price',
  score: 0.8,
  reason: 'Price dropped from €100 to €90 (-10%).',
  before: { price: 100, currency: 'EUR', availability: 'in_stock' },
  after: { price: 90, currency: 'EUR', availability: 'in_stock' },
};

const after: Observation = { title: null, price: 90, currency: 'EUR', availability: 'in_stock', source: 'json-ld', text: 'Kettle' };

function result(sourceId: string, fields: { outcome?: SourceResult['summary']['outcome']; error?: string; problem?: string; change?: ChangePayload }): SourceResult {
  const outcome = fields.outcome ?? 'unchanged';
  return {
    row: { id: `chk_${sourceId}`, monitor_id: 'mon_1', source_id: sourceId, outcome, change_id: fields.change?.id ?? null } as SourceResult['row'],
    summary: { url: `https://${sourceId}.example/`, outcome, error: fields.error ?? null } as SourceResult['summary'],
    update: outcome === 'error' ? null : { id: sourceId, etag: '"x"' },
    change: fields.change ?? null,
    problem: fields.problem ?? null,
  };
}

describe('buildChange', () => {
  it('describes a relevant difference as the change its event carries', () => {
    const change = buildChange(monitor, { url: 'https://shop.example/kettle', title: 'Stored title' }, after, detected, NOW);
    expect(change).toEqual({
      id: expect.stringMatching(/^chg/),
      monitor_id: 'mon_1',
      monitor_name: 'Kettle',
      detected_at: NOW,
      type: 'price',
      source: { url: 'https://shop.example/kettle', title: 'Stored title' },
      before: detected.before,
      after: detected.after,
      relevance: { score: 0.8, reason: detected.reason },
    });
  });

  it("prefers the page's own title and carries a content diff", () => {
    const diff = { removed: ['old'], added: ['new'] };
    const change = buildChange(monitor, { url: 'u', title: 't' }, { ...after, title: 'Page title' }, { ...detected, type: 'content', diff }, NOW);
    expect(change.source.title).toBe('Page title');
    expect(change.diff).toEqual(diff);
  });
});

describe('buildFinishedCheck', () => {
  it('without changes: log rows, source updates, the next due time, the earlier change time kept', () => {
    const finished = buildFinishedCheck(monitor, [result('a', {}), result('b', {})], NOW);
    expect(finished.monitorId).toBe('mon_1');
    expect(finished.checks.map((row) => row.id)).toEqual(['chk_a', 'chk_b']);
    expect(finished.sources).toEqual([{ id: 'a', etag: '"x"' }, { id: 'b', etag: '"x"' }]);
    expect(finished.changes).toEqual([]);
    expect(finished.events).toEqual([]);
    expect(finished.monitor).toMatchObject({ last_check_at: NOW, last_error: null, last_change_at: monitor.last_change_at });
    // One interval later, plus at most a minute of jitter.
    expect(finished.monitor.next_check_at).toBeGreaterThanOrEqual(NOW + HOUR);
    expect(finished.monitor.next_check_at).toBeLessThanOrEqual(NOW + HOUR + 60_000);
  });

  it('stores each change with its source and queues one change.detected event whose body carries it', () => {
    const change = buildChange(monitor, { url: 'https://b.example/', title: 'B' }, after, detected, NOW);
    const finished = buildFinishedCheck(monitor, [result('a', {}), result('b', { outcome: 'changed', change })], NOW);
    expect(finished.changes).toEqual([{ id: change.id, monitor_id: 'mon_1', user_id: 'usr_1', source_id: 'b', type: 'price', detected_at: NOW, payload: JSON.stringify(change) }]);
    expect(finished.events).toHaveLength(1);
    const event = finished.events[0]!;
    expect(event).toMatchObject({ userId: 'usr_1', monitorId: 'mon_1', type: 'change.detected', createdAt: NOW });
    expect(JSON.parse(event.body)).toEqual({ id: event.eventId, type: 'change.detected', created_at: NOW, data: { change } });
    expect(finished.monitor.last_change_at).toBe(NOW);
  });

  it("joins errors and resolution problems into the monitor's last error, cut to 2000 characters", () => {
    const finished = buildFinishedCheck(monitor, [result('a', { outcome: 'error', error: 'HTTP 503' }), result('b', { problem: 'kept the search page' })], NOW);
    expect(finished.monitor.last_error).toBe('https://a.example/: HTTP 503; kept the search page');
    expect(finished.sources).toEqual([{ id: 'b', etag: '"x"' }]);
    const long = buildFinishedCheck(monitor, [result('a', { outcome: 'error', error: 'x'.repeat(3000) })], NOW);
    expect(long.monitor.last_error).toHaveLength(2000);
  });

  it('counts failed checks and queues one monitor.failing with the error when the run reaches the threshold', () => {
    const failing = [result('a', { outcome: 'error', error: 'HTTP 503' })];
    const second = buildFinishedCheck({ ...monitor, consecutive_failures: 1 }, failing, NOW);
    expect(second.monitor).toMatchObject({ consecutive_failures: 2, failing_alerted_at: null });
    expect(second.events).toEqual([]);
    const third = buildFinishedCheck({ ...monitor, consecutive_failures: 2 }, failing, NOW);
    expect(third.monitor).toMatchObject({ consecutive_failures: 3, failing_alerted_at: NOW });
    expect(third.events).toHaveLength(1);
    const event = third.events[0]!;
    expect(event).toMatchObject({ userId: 'usr_1', monitorId: 'mon_1', type: 'monitor.failing', createdAt: NOW });
    expect(JSON.parse(event.body)).toEqual({
      id: event.eventId,
      type: 'monitor.failing',
      created_at: NOW,
      data: { monitor_id: 'mon_1', monitor_name: 'Kettle', error: 'https://a.example/: HTTP 503', failed_checks: 3, at: NOW },
    });
    const fourth = buildFinishedCheck({ ...monitor, consecutive_failures: 3, failing_alerted_at: NOW }, failing, NOW + HOUR);
    expect(fourth.events).toEqual([]);
    expect(fourth.monitor).toMatchObject({ consecutive_failures: 4, failing_alerted_at: NOW });
  });

  it('queues monitor.recovered on the first success after monitor.failing, and nothing after a shorter run', () => {
    const recovered = buildFinishedCheck({ ...monitor, consecutive_failures: 4, failing_alerted_at: NOW - HOUR }, [result('a', {})], NOW);
    expect(recovered.monitor).toMatchObject({ consecutive_failures: 0, failing_alerted_at: null });
    expect(recovered.events.map((e) => e.type)).toEqual(['monitor.recovered']);
    expect(JSON.parse(recovered.events[0]!.body).data).toEqual({ monitor_id: 'mon_1', monitor_name: 'Kettle', failed_checks: 4, at: NOW });
    const quiet = buildFinishedCheck({ ...monitor, consecutive_failures: 2 }, [result('a', {})], NOW);
    expect(quiet.events).toEqual([]);
    expect(quiet.monitor.consecutive_failures).toBe(0);
  });

  it("honours the monitor's own threshold", () => {
    const once = buildFinishedCheck({ ...monitor, failure_threshold: 1 }, [result('a', { outcome: 'error', error: 'HTTP 404' })], NOW);
    expect(once.events.map((e) => e.type)).toEqual(['monitor.failing']);
  });

  it('is due again at the confirmation time when a change is held, unless the interval comes first', () => {
    expect(buildFinishedCheck(monitor, [result('a', {})], NOW, NOW + 60_000).monitor.next_check_at).toBe(NOW + 60_000);
    expect(buildFinishedCheck(monitor, [result('a', {})], NOW, NOW + 2 * HOUR).monitor.next_check_at).toBeLessThanOrEqual(NOW + HOUR + 60_000);
  });
});

describe('strongestChange', () => {
  const scored = (id: string, score: number) => ({ change: { id, relevance: { score, reason: '' } } as ChangePayload });

  it('is the highest score, the first of equals, or null', () => {
    expect(strongestChange([{ change: null }, scored('a', 0.5), scored('b', 0.9), scored('c', 0.9)])?.id).toBe('b');
    expect(strongestChange([{ change: null }])).toBeNull();
  });
});
