import { describe, expect, it } from 'vitest';
import type { Observation } from '../../../../src/domain/observation.js';
import type { FetchedPage, FetchedSource } from '../../../../src/jobs/checks/fetch-source.js';
import {
  comparedSource,
  describeSourceCheck,
  failedSource,
  notModifiedSource,
  sameBytesSource,
  sourceUpdate,
  type StoredSource,
} from '../../../../src/jobs/checks/source-result.js';

const STARTED_AT = Date.UTC(2026, 10, 22, 12);

const source: StoredSource = {
  id: 'src_1',
  url: 'https://shop.example/search?q=kettle',
  etag: '"a"',
  last_modified: null,
  content_fingerprint: 'v1:old',
  observed_with: 'http',
};

const page: FetchedPage = {
  ok: true,
  notModified: false,
  status: 200,
  finalUrl: 'https://shop.example/kettle',
  content: Buffer.from('<html>kettle</html>'),
  contentType: 'text/html',
  bytes: 19,
  etag: '"b"',
  lastModified: null,
  durationMs: 42,
};

const fetched = (fields: Partial<FetchedSource> = {}): FetchedSource => ({
  method: 'http',
  outcome: page,
  renderMs: null,
  blocked: [],
  screenshot: null,
  analysis: null,
  fingerprint: 'v1:new',
  ...fields,
});

const observation: Observation = { title: 'Kettle', price: 90, currency: 'EUR', availability: 'in_stock', source: 'json-ld', text: 'Kettle 90 EUR' };

describe('describeSourceCheck', () => {
  it('fills the log row and summary every outcome shares', () => {
    const blocked = [{ target: 'http://10.0.0.1/x', error: 'private address refused' }];
    const start = describeSourceCheck('mon_1', source, fetched({ method: 'browser', renderMs: 300, blocked }), null, STARTED_AT);
    expect(start.base).toMatchObject({ monitor_id: 'mon_1', source_id: 'src_1', started_at: STARTED_AT, duration_ms: 42, change_id: null, note: null, fetched_with: 'browser', render_ms: 300 });
    expect(JSON.parse(start.base.blocked_requests!)).toEqual(blocked);
    expect(start.summary).toMatchObject({ id: start.base.id, url: source.url, blocked_requests: blocked });
    expect(start.base.id).toMatch(/^chk/);
    expect(start.resolved).toEqual({});
    expect(start.problem).toBeNull();
  });

  it('records where a resolved source was followed, and never resolves it again', () => {
    const start = describeSourceCheck('mon_1', source, fetched(), { followed: true, url: page.finalUrl, fetched: fetched(), note: 'followed' }, STARTED_AT);
    expect(start.summary).toMatchObject({ url: page.finalUrl, note: 'followed' });
    expect(start.resolved).toEqual({ resolve_as: null, url: page.finalUrl, resolved_from: source.url });
    expect(start.problem).toBeNull();
  });

  it('keeps the search page when nothing matched, and says so as a problem of the monitor', () => {
    const start = describeSourceCheck('mon_1', source, fetched(), { followed: false, note: 'no result matched' }, STARTED_AT);
    expect(start.resolved).toEqual({ resolve_as: null });
    expect(start.summary.url).toBe(source.url);
    expect(start.problem).toBe(`${source.url}: no result matched`);
  });
});

describe('the record of each outcome', () => {
  const start = describeSourceCheck('mon_1', source, fetched(), null, STARTED_AT);

  it('an error leaves the source alone', () => {
    const result = failedSource(start, { status: 503, error: 'HTTP 503' });
    expect(result.row).toMatchObject({ outcome: 'error', http_status: 503, bytes: 0, error: 'HTTP 503' });
    expect(result.summary).toMatchObject({ outcome: 'error', observation: null });
    expect(result.update).toBeNull();
    expect(result.change).toBeNull();
  });

  it('a 304 shows the stored observation and changes nothing', () => {
    const previous = { title: 'Kettle', price: 100, currency: 'EUR', availability: null, source: null };
    const result = notModifiedSource(start, previous);
    expect(result.row).toMatchObject({ outcome: 'not_modified', http_status: 304 });
    expect(result.summary.observation).toBe(previous);
    expect(result.update).toBeNull();
  });

  it('the same bytes as last time write only the new validators', () => {
    const result = sameBytesSource(start, source, page, null);
    expect(result.row).toMatchObject({ outcome: 'unchanged', http_status: 200, bytes: 19 });
    expect(result.update).toEqual({ id: 'src_1', etag: '"b"' });
  });

  it('a changed page stores its observation, snapshot, fingerprint and method, and links the change', () => {
    const change = { id: 'chg_1' } as never;
    const comparison = { detected: null, relevant: true, outcome: 'changed', differs: true } as const;
    const result = comparedSource(start, { ...source, observed_with: null }, { page, method: 'http', fingerprint: 'v1:new', observation, comparison, change, snapshotKey: 'snap/key' });
    expect(result.row).toMatchObject({ outcome: 'changed', change_id: 'chg_1' });
    expect(result.summary.observation).toEqual({ title: 'Kettle', price: 90, currency: 'EUR', availability: 'in_stock', source: 'json-ld' });
    expect(result.update).toEqual({
      id: 'src_1',
      content_fingerprint: 'v1:new',
      etag: '"b"',
      last_observation: JSON.stringify(observation),
      last_snapshot_key: 'snap/key',
      observed_with: 'http',
    });
    expect(result.change).toBe(change);
  });

  it("puts what the reading could not settle in the check log's note, not in the summary's observation", () => {
    const comparison = { detected: null, relevant: false, outcome: 'unchanged', differs: false } as const;
    const unsettled: Observation = { ...observation, availability: null, note: 'stock left unknown: structured data says in_stock' };
    const result = comparedSource(start, source, { page, method: 'http', fingerprint: 'v1:new', observation: unsettled, comparison, change: null, snapshotKey: null });
    expect(result.row.note).toBe('stock left unknown: structured data says in_stock');
    expect(result.summary.note).toBe('stock left unknown: structured data says in_stock');
    expect(result.summary.observation).not.toHaveProperty('note');
  });

  it('keeps the rotating lines with the stored observation, not in the summary', () => {
    const comparison = { detected: null, relevant: true, outcome: 'changed', differs: true } as const;
    const withHero: Observation = { ...observation, rotating: ['Kettles for every kitchen'] };
    const result = comparedSource(start, source, { page, method: 'http', fingerprint: 'v1:new', observation: withHero, comparison, change: null, snapshotKey: null });
    expect(result.summary.observation).not.toHaveProperty('rotating');
    expect(JSON.parse(result.update!.last_observation!).rotating).toEqual(['Kettles for every kitchen']);
  });

  it('a page compared the same keeps its stored observation, writing only the fingerprint', () => {
    const comparison = { detected: null, relevant: false, outcome: 'unchanged', differs: false } as const;
    const result = comparedSource(start, source, { page: { ...page, etag: '"a"' }, method: 'http', fingerprint: 'v1:new', observation, comparison, change: null, snapshotKey: null });
    expect(result.update).toEqual({ id: 'src_1', content_fingerprint: 'v1:new' });
  });
});

describe('sourceUpdate', () => {
  it('is null when nothing differs from the stored source', () => {
    expect(sourceUpdate(source, { content_fingerprint: 'v1:old' }, { etag: '"a"', lastModified: null })).toBeNull();
  });

  it('writes a cleared validator as null', () => {
    expect(sourceUpdate(source, {}, { etag: null, lastModified: 'Tue, 01 Jan 2030 00:00:00 GMT' })).toEqual({ id: 'src_1', etag: null, last_modified: 'Tue, 01 Jan 2030 00:00:00 GMT' });
  });
});
