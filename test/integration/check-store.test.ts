import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinishedCheck, MonitorToCheck } from '../../src/storage/repositories/checks.js';
import { registerFullTierOwner, startTestService, type TestService } from '../support/test-service.js';

let service: TestService;
let owner: { id: string; tier: 'full' };

beforeAll(async () => {
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true' });
  owner = await registerFullTierOwner(service);
});

afterAll(async () => {
  await service?.close();
});

async function claimNewMonitors(count: number): Promise<MonitorToCheck[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const monitor = await service.services.monitors.create(owner, { mode: 'url', name: `stored ${i}`, url: `http://127.0.0.1:9/page-${i}` });
    ids.push(monitor.id);
  }
  const now = service.clock.now();
  await service.infra.database.db.updateTable('monitors').set({ next_check_at: now }).where('id', 'in', ids).execute();
  const claimed = await service.infra.repositories.checks.claimDue('worker-a', now, 60_000, 100);
  return ids.map((id) => claimed.find((monitor) => monitor.id === id)!);
}

function finished(monitor: MonitorToCheck, at: number, sourceFields: Omit<FinishedCheck['sources'][number], 'id'>): FinishedCheck {
  const source = monitor.sources[0]!;
  return {
    monitorId: monitor.id,
    checks: [{
      id: `chk_${monitor.id}_${at}`, monitor_id: monitor.id, source_id: source.id, started_at: at, duration_ms: 12, http_status: 200, bytes: 100,
      outcome: 'unchanged', error: null, change_id: null, fetched_with: 'http', render_ms: null, blocked_requests: null, note: null, price: null, availability: null,
    }],
    sources: [{ id: source.id, ...sourceFields }],
    changes: [],
    events: [],
    monitor: { last_check_at: at, next_check_at: at + 3_600_000, last_error: null, last_change_at: null, consecutive_failures: 0, failing_alerted_at: null },
  };
}

describe('storing many finished checks in one transaction', () => {
  it('stores each check whose lease is still held, with its own source columns, and drops the one whose lease was taken over', async () => {
    const [first, second, lost] = await claimNewMonitors(3);
    await service.infra.database.db.updateTable('monitors').set({ lease_owner: 'worker-b' }).where('id', '=', lost!.id).execute();
    const at = service.clock.now() + 1000;
    const observation = JSON.stringify({ title: 'Kettle', price: 10, currency: 'USD', availability: 'in_stock', source: 'json-ld', text: 'Kettle' });
    const change = {
      id: `chg_${second!.id}`, monitor_id: second!.id, user_id: owner.id, source_id: second!.sources[0]!.id, type: 'price', detected_at: at, payload: '{"id":"chg"}',
    };

    const stored = await service.infra.repositories.checks.storeChecks('worker-a', [
      finished(first!, at, { content_fingerprint: 'v1:first' }),
      { ...finished(second!, at, { content_fingerprint: 'v1:second', last_observation: observation, etag: null, last_modified: 'Mon, 23 Nov 2026 10:00:00 GMT' }), changes: [change] },
      finished(lost!, at, { content_fingerprint: 'v1:lost' }),
    ]);

    expect([...stored].sort()).toEqual([first!.id, second!.id].sort());
    const db = service.infra.database.db;
    const monitors = await db.selectFrom('monitors').select(['id', 'lease_owner', 'last_check_at', 'next_check_at']).where('id', 'in', [first!.id, second!.id, lost!.id]).execute();
    const byId = new Map(monitors.map((row) => [row.id, row]));
    expect(byId.get(first!.id)).toMatchObject({ lease_owner: null, last_check_at: at, next_check_at: at + 3_600_000 });
    expect(byId.get(second!.id)).toMatchObject({ lease_owner: null, last_check_at: at });
    expect(byId.get(lost!.id)).toMatchObject({ lease_owner: 'worker-b', last_check_at: null });

    const sources = await db.selectFrom('monitor_sources').selectAll().where('monitor_id', 'in', [first!.id, second!.id, lost!.id]).execute();
    const sourceOf = (monitor: MonitorToCheck) => sources.find((row) => row.monitor_id === monitor.id)!;
    expect(sourceOf(first!)).toMatchObject({ content_fingerprint: 'v1:first', url: first!.sources[0]!.url });
    expect(sourceOf(second!)).toMatchObject({ content_fingerprint: 'v1:second', etag: null, last_modified: 'Mon, 23 Nov 2026 10:00:00 GMT' });
    expect(sourceOf(lost!)).toMatchObject({ content_fingerprint: null });
    const observations = await db.selectFrom('source_observations').selectAll().where('source_id', 'in', sources.map((row) => row.id)).execute();
    expect(observations).toEqual([{ source_id: sourceOf(second!).id, observation }]);

    const checks = await db.selectFrom('checks').select(['monitor_id', 'outcome']).where('monitor_id', 'in', [first!.id, second!.id, lost!.id]).execute();
    expect(checks.map((row) => row.monitor_id).sort()).toEqual([first!.id, second!.id].sort());
    const changes = await db.selectFrom('changes').select(['id']).where('monitor_id', '=', second!.id).execute();
    expect(changes).toEqual([{ id: change.id }]);
  });

  it('replaces the stored observation of a source, which the next claim reads back', async () => {
    const [monitor] = await claimNewMonitors(1);
    const source = monitor!.sources[0]!;
    expect(source.last_observation).toBeNull();
    const at = service.clock.now() + 3000;
    const seen = (price: number) => JSON.stringify({ title: 'Kettle', price, currency: 'USD', availability: 'in_stock', source: 'json-ld', text: 'Kettle' });
    const repository = service.infra.repositories.checks;
    await repository.storeChecks('worker-a', [finished(monitor!, at, { last_observation: seen(10), content_fingerprint: 'v1:a' })]);
    await service.infra.database.db.updateTable('monitors').set({ next_check_at: at }).where('id', '=', monitor!.id).execute();
    const [again] = await repository.claimDue('worker-a', at, 60_000, 100);
    await repository.storeChecks('worker-a', [finished(again!, at + 1, { last_observation: seen(12), content_fingerprint: 'v1:b' })]);
    await service.infra.database.db.updateTable('monitors').set({ next_check_at: at + 1 }).where('id', '=', monitor!.id).execute();

    const [reread] = await repository.claimDue('worker-a', at + 1, 60_000, 100);
    expect(reread!.sources[0]).toMatchObject({ id: source.id, last_observation: seen(12), content_fingerprint: 'v1:b' });
  });

  it('writes nothing of any check when one of them cannot be stored', async () => {
    const [good, bad] = await claimNewMonitors(2);
    const at = service.clock.now() + 2000;
    const broken = finished(bad!, at, { content_fingerprint: 'v1:bad' });
    // The same check id twice breaks the primary key of the check log.
    broken.checks[0]!.id = `chk_${good!.id}_${at}`;

    await expect(service.infra.repositories.checks.storeChecks('worker-a', [finished(good!, at, { content_fingerprint: 'v1:good' }), broken])).rejects.toThrow();

    const db = service.infra.database.db;
    const monitors = await db.selectFrom('monitors').select(['lease_owner', 'last_check_at']).where('id', 'in', [good!.id, bad!.id]).execute();
    expect(monitors).toEqual([
      { lease_owner: 'worker-a', last_check_at: null },
      { lease_owner: 'worker-a', last_check_at: null },
    ]);
    await expect(service.infra.repositories.checks.storeChecks('worker-a', [finished(good!, at, { content_fingerprint: 'v1:good' })])).resolves.toEqual(new Set([good!.id]));
  });
});
