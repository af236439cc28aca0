import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHistoryPruner } from '../../src/jobs/checks/prune-history.js';
import { changeScreenshotKey, screenshotKey, snapshotKey } from '../../src/domain/monitors/snapshot-keys.js';
import type { RetentionRepository } from '../../src/storage/repositories/retention.js';
import { registerFullTierOwner, registerUser, startTestService, type TestService } from '../support/test-service.js';

const DAY_MS = 86_400_000;
const BATCH = 4;

let service: TestService;

beforeAll(async () => {
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', RETENTION_DAYS_FULL: '90' });
});

afterAll(async () => {
  await service?.close();
});

async function monitorOf(owner: { id: string; tier: 'free' | 'full' }, name: string) {
  const monitor = await service.services.monitors.create(owner, { mode: 'url', name, url: `http://127.0.0.1:9/${name}` });
  const source = await service.infra.database.db.selectFrom('monitor_sources').select('id').where('monitor_id', '=', monitor.id).executeTakeFirstOrThrow();
  return { monitorId: monitor.id, sourceId: source.id, userId: owner.id };
}

/** A change `daysAgo` old with both screenshots, and the check log row that found it. */
async function seedChange(at: { monitorId: string; sourceId: string; userId: string }, daysAgo: number, n: number): Promise<string> {
  const detectedAt = service.clock.now() - daysAgo * DAY_MS;
  const id = `chg_${at.monitorId}_${n}`;
  await service.infra.database.db.insertInto('changes')
    .values({ id, monitor_id: at.monitorId, user_id: at.userId, source_id: at.sourceId, type: 'content', detected_at: detectedAt, payload: '{}' })
    .execute();
  await service.infra.database.db.insertInto('checks')
    .values({
      id: `chk_${at.monitorId}_${n}`, monitor_id: at.monitorId, source_id: at.sourceId, started_at: detectedAt, duration_ms: 5, http_status: 200, bytes: 10,
      outcome: 'changed', error: null, change_id: id, fetched_with: 'browser', render_ms: 3, blocked_requests: null, note: null,
    })
    .execute();
  for (const side of ['before', 'after'] as const) await service.infra.blobs.put(changeScreenshotKey(at.monitorId, id, side), Buffer.from(`png ${side}`));
  return id;
}

const ids = async (table: 'changes' | 'checks', monitorId: string) =>
  (await service.infra.database.db.selectFrom(table).select('id').where('monitor_id', '=', monitorId).orderBy('id').execute()).map((row) => row.id);

const metricValue = (body: string, line: string) => Number(body.split('\n').find((l) => l.startsWith(`${line} `))?.split(' ')[1]);

describe('retention pruning', () => {
  it('removes rows and screenshots past each tier\'s window in bounded batches, keeps newer ones and the baseline, and counts them in /metrics', async () => {
    const free = await monitorOf({ id: (await registerUser(service.app)).user.id, tier: 'free' }, 'free-page');
    const full = await monitorOf(await registerFullTierOwner(service), 'full-page');
    const ages = [1, 10, 29, 31, 45, 60, 89, 91, 120];
    const freeIds = await Promise.all(ages.map((days, n) => seedChange(free, days, n)));
    const fullIds = await Promise.all(ages.map((days, n) => seedChange(full, days, n)));
    await service.infra.database.db.insertInto('source_observations').values({ source_id: free.sourceId, observation: '{"text":"baseline"}' }).execute();
    await service.infra.blobs.put(snapshotKey(free.monitorId, free.sourceId), '<html>latest</html>');
    await service.infra.blobs.put(screenshotKey(free.monitorId, free.sourceId), 'latest png');
    const before = await service.infra.metrics.scrape();

    const batches: number[] = [];
    const real = service.infra.repositories.retention;
    const counted: RetentionRepository = {
      ...real,
      async findPrunable(...args) {
        const rows = await real.findPrunable(...args);
        batches.push(rows.length);
        return rows;
      },
    };
    const pruner = createHistoryPruner({ retention: counted, blobs: service.infra.blobs, clock: service.clock, recorder: service.infra.metrics, retentionDaysFull: 90, batchSize: BATCH });
    const totals = await pruner.prune();

    // Free keeps 30 days: 1, 10 and 29 days old stay. Full keeps RETENTION_DAYS_FULL=90: all but 91 and 120.
    const keptFree = freeIds.slice(0, 3);
    const keptFull = fullIds.slice(0, 7);
    expect(await ids('changes', free.monitorId)).toEqual([...keptFree].sort());
    expect(await ids('changes', full.monitorId)).toEqual([...keptFull].sort());
    expect(await ids('checks', free.monitorId)).toHaveLength(3);
    expect(await ids('checks', full.monitorId)).toHaveLength(7);
    for (const id of freeIds) {
      const kept = keptFree.includes(id);
      expect(await service.infra.blobs.get(changeScreenshotKey(free.monitorId, id, 'before')) !== null).toBe(kept);
      expect(await service.infra.blobs.get(changeScreenshotKey(free.monitorId, id, 'after')) !== null).toBe(kept);
    }
    expect(await service.infra.blobs.get(changeScreenshotKey(full.monitorId, fullIds[8]!, 'after'))).toBeNull();
    expect((await service.infra.blobs.get(changeScreenshotKey(full.monitorId, fullIds[6]!, 'after')))?.toString()).toBe('png after');

    // The baseline of the source is never history: its observation, snapshot and latest screenshot stay.
    const observation = await service.infra.database.db.selectFrom('source_observations').select('observation').where('source_id', '=', free.sourceId).executeTakeFirst();
    expect(observation?.observation).toBe('{"text":"baseline"}');
    expect((await service.infra.blobs.get(snapshotKey(free.monitorId, free.sourceId)))?.toString()).toBe('<html>latest</html>');
    expect((await service.infra.blobs.get(screenshotKey(free.monitorId, free.sourceId)))?.toString()).toBe('latest png');

    // 6 free + 2 full rows of each kind, never more than BATCH per statement.
    expect(totals).toEqual({ changes: 8, checks: 8, blobs: 16 });
    expect(Math.max(...batches)).toBeLessThanOrEqual(BATCH);
    expect(batches.filter((n) => n === BATCH).length).toBeGreaterThanOrEqual(2);

    const after = (await service.infra.metrics.scrape()).body;
    expect(metricValue(after, 'pagewatch_pruned_rows_total{kind="changes"}') - metricValue(before.body, 'pagewatch_pruned_rows_total{kind="changes"}')).toBe(8);
    expect(metricValue(after, 'pagewatch_pruned_rows_total{kind="checks"}') - metricValue(before.body, 'pagewatch_pruned_rows_total{kind="checks"}')).toBe(8);
    expect(metricValue(after, 'pagewatch_pruned_blobs_total') - (metricValue(before.body, 'pagewatch_pruned_blobs_total') || 0)).toBe(16);

    expect(await pruner.prune()).toEqual({ changes: 0, checks: 0, blobs: 0 });
  });

  it('keeps at most the per-source count of a tier however young the rows are', async () => {
    const free = await monitorOf({ id: (await registerUser(service.app)).user.id, tier: 'free' }, 'busy-page');
    const rows = Array.from({ length: 503 }, (_, n) => ({
      id: `chg_busy_${String(n).padStart(3, '0')}`, monitor_id: free.monitorId, user_id: free.userId, source_id: free.sourceId, type: 'content',
      detected_at: service.clock.now() - n * 60_000, payload: '{}',
    }));
    await service.infra.database.db.insertInto('changes').values(rows).execute();
    const pruner = createHistoryPruner({ retention: service.infra.repositories.retention, blobs: service.infra.blobs, clock: service.clock, recorder: service.infra.metrics, retentionDaysFull: 90 });

    const totals = await pruner.prune();

    expect(totals.changes).toBe(3);
    const left = await ids('changes', free.monitorId);
    expect(left).toHaveLength(500);
    expect(left).not.toContain('chg_busy_500');
    expect(left).toContain('chg_busy_000');
  });
});
