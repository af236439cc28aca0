import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpPageFetcher } from '../../../../src/adapters/fetch/http-page-fetcher.js';
import { createInlinePageAnalyser } from '../../../../src/adapters/analysis/inline-page-analyser.js';
import type { PageAnalyser } from '../../../../src/adapters/analysis/page-analyser.js';
import { createFsBlobStore } from '../../../../src/adapters/blobs/fs-blob-store.js';
import type { ChangeType } from '../../../../src/domain/webhooks/event-envelope.js';
import { createCheckRepository } from '../../../../src/storage/repositories/checks.js';
import { createMonitorRepository } from '../../../../src/storage/repositories/monitors.js';
import type { CheckOutcome } from '../../../../src/domain/monitors/check-outcome.js';
import { createCheckService } from '../../../../src/jobs/checks/check-service.js';
import { createHistoryPruner } from '../../../../src/jobs/checks/prune-history.js';
import { createRetentionRepository } from '../../../../src/storage/repositories/retention.js';
import { createSourceFetcher } from '../../../../src/jobs/checks/fetch-source.js';
import { createSecretBox } from '../../../../src/domain/webhooks/secret-box.js';
import { UNEXPECTED_FAILURE } from '../../../../src/jobs/checks/store-checks.js';
import { productPage, startPageServer } from '../../../support/page-server.js';
import { createTestClock } from '../../../support/test-clock.js';
import { openJobDatabase, seedMonitor, seedUser, type JobDatabase } from '../job-database.js';

const clock = createTestClock();
let store: JobDatabase;
let pages: Awaited<ReturnType<typeof startPageServer>>;
const fetcher = createHttpPageFetcher({ allowPrivateNetworks: true, timeoutMs: 5_000 });
let outcomes: CheckOutcome[];
let reported: ChangeType[];
let eventsStored: number;

beforeAll(async () => {
  store = await openJobDatabase(clock.now());
  pages = await startPageServer();
});

afterAll(async () => {
  await pages.close();
  await fetcher.close();
  await store.close();
});

beforeEach(() => {
  outcomes = [];
  reported = [];
  eventsStored = 0;
});

function createService(fields: { workerId?: string; analyser?: PageAnalyser; checkNowWaitMs?: number } = {}) {
  const { db, capabilities } = store.database;
  return createCheckService({
    checks: createCheckRepository(db, capabilities),
    monitors: createMonitorRepository(db),
    sources: createSourceFetcher({ fetcher, renderer: null, secretBox: createSecretBox(randomBytes(32)) }),
    analyser: fields.analyser ?? createInlinePageAnalyser(),
    blobs: createFsBlobStore(join(store.dataDir, 'blobs')),
    clock,
    log: pino({ level: 'silent' }),
    workerId: fields.workerId ?? 'worker-a',
    leaseMs: 60_000,
    checkNowWaitMs: fields.checkNowWaitMs ?? 50,
    confirmDelaySeconds: 60,
    valuePicker: null,
    onEventsStored: () => (eventsStored += 1),
    recorder: { onCheckOutcome: (outcome) => outcomes.push(outcome), onChangeReported: (type) => reported.push(type) },
    pruner: createHistoryPruner({
      retention: createRetentionRepository(db),
      blobs: createFsBlobStore(join(store.dataDir, 'blobs')),
      clock,
      recorder: { onRowsPruned: () => undefined, onBlobsPruned: () => undefined },
      retentionDaysFull: 365,
    }),
  });
}

async function seedProduct(path: string, price: string): Promise<string> {
  pages.set(path, productPage({ name: 'Kettle', price }));
  return (await seedMonitor(store.database, store.userId, clock.now(), { urls: [pages.url(path)] })).id;
}

const count = async (table: 'checks' | 'changes' | 'events', monitorId?: string) => {
  let query = store.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (monitorId !== undefined && table !== 'events') query = query.where('monitor_id', '=', monitorId);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

const monitorRow = (id: string) => store.database.db.selectFrom('monitors').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the check service as a job', () => {
  it('claims a due monitor, records its baseline, then reports a price drop with its event', async () => {
    const service = createService();
    const id = await seedProduct('/kettle', '100.00');
    const [claimed] = await service.claim(10);
    expect(claimed?.id).toBe(id);
    await service.run(claimed!);
    expect(outcomes).toEqual(['baseline']);
    const afterBaseline = await monitorRow(id);
    expect(afterBaseline).toMatchObject({ last_check_at: clock.now(), last_error: null, lease_owner: null });
    expect(await count('checks', id)).toBe(1);
    expect(await service.claim(10)).toEqual([]);

    pages.set('/kettle', productPage({ name: 'Kettle', price: '80.00' }));
    clock.set(afterBaseline.next_check_at);
    const events = await count('events');
    const [due] = await service.claim(10);
    await service.run(due!);
    await service.flush();
    expect(outcomes).toEqual(['baseline', 'changed']);
    expect(reported).toEqual(['price']);
    expect(eventsStored).toBe(1);
    expect(await count('changes', id)).toBe(1);
    expect(await count('events')).toBe(events + 1);
    expect((await monitorRow(id)).last_change_at).toBe(clock.now());
  });

  it('starts a retention pass from its first claim that removes check log rows past the window and keeps recent ones', async () => {
    const { id, sourceIds } = await seedMonitor(store.database, store.userId, clock.now() + 86_400_000, { urls: [pages.url('/pruned')] });
    const logRow = (suffix: string, startedAt: number) => ({
      id: `chk_${id}_${suffix}`, monitor_id: id, source_id: sourceIds[0]!, started_at: startedAt, duration_ms: 1, http_status: 200, bytes: 1,
      outcome: 'unchanged', error: null, change_id: null, fetched_with: 'http', render_ms: null, blocked_requests: null, note: null,
    });
    await store.database.db.insertInto('checks').values([logRow('old', clock.now() - 400 * 86_400_000), logRow('recent', clock.now() - 86_400_000)]).execute();

    await createService().claim(10);

    await vi.waitFor(async () => expect(await count('checks', id)).toBe(1));
    const left = await store.database.db.selectFrom('checks').select('id').where('monitor_id', '=', id).execute();
    expect(left.map((row) => row.id)).toEqual([`chk_${id}_recent`]);
  });

  it('keeps an unexpected failure on the monitor instead of rejecting', async () => {
    const broken: PageAnalyser = { analysePage: () => Promise.reject(new Error('analysis bug')), close: async () => undefined };
    const service = createService({ analyser: broken });
    const id = await seedProduct('/broken', '10.00');
    const [claimed] = await service.claim(10);
    await expect(service.run(claimed!)).resolves.toBeUndefined();
    expect(await monitorRow(id)).toMatchObject({ last_error: UNEXPECTED_FAILURE, lease_owner: null });
    expect(await count('checks', id)).toBe(0);
  });

  it('does not start a check again while this process still runs it past its lease, and stores it under the renewed lease', async () => {
    const service = createService();
    const id = await seedProduct('/slow', '10.00');
    pages.set('/slow', { body: productPage({ name: 'Kettle', price: '10.00' }), delayMs: 300 });
    const [claimed] = await service.claim(10);
    const run = service.run(claimed!);
    clock.advance(61_000);
    expect(await service.claim(10)).toEqual([]);
    await run;
    expect(pages.hits('/slow')).toBe(1);
    expect(await count('checks', id)).toBe(1);
    expect(await monitorRow(id)).toMatchObject({ lease_owner: null, last_error: null });
  });

  it('drops a check whose lease was taken over, and queues nothing', async () => {
    const service = createService();
    const id = await seedProduct('/late', '10.00');
    const [claimed] = await service.claim(10);
    clock.advance(61_000);
    expect(await createService({ workerId: 'worker-b' }).claim(10)).toHaveLength(1);
    await service.run(claimed!);
    expect(await count('checks', id)).toBe(0);
    expect(eventsStored).toBe(0);
  });
});

describe('checkNow', () => {
  it("runs the owner's monitor at once and answers with the check", async () => {
    const id = await seedProduct('/now', '25.00');
    const outcome = await createService().checkNow({ id: store.userId }, id);
    if (!outcome.ok) throw new Error(`not checked: ${outcome.reason}`);
    expect(outcome.result).toMatchObject({ stored: true, change: null, check: { monitor_id: id, sources: [{ url: pages.url('/now'), outcome: 'baseline' }] } });
  });

  it("says why nothing ran: another user's or an unknown monitor, or a check already running", async () => {
    const service = createService();
    const id = await seedProduct('/busy', '25.00');
    const stranger = await seedUser(store.database, clock.now());
    expect(await service.checkNow({ id: stranger }, id)).toEqual({ ok: false, reason: 'monitor_not_found' });
    expect(await service.checkNow({ id: store.userId }, 'mon_unknown')).toEqual({ ok: false, reason: 'monitor_not_found' });
    // Leased and not released within the wait: still running.
    await service.claim(10);
    expect(await service.checkNow({ id: store.userId }, id)).toEqual({ ok: false, reason: 'already_running' });
  });

  it('waits for a check running in another process to give up its lease, then runs', async () => {
    const id = await seedProduct('/elsewhere', '25.00');
    const [other, here] = [createService({ workerId: 'worker-b' }), createService({ checkNowWaitMs: 5_000 })];
    expect(await other.claim(10)).toEqual([expect.objectContaining({ id })]);
    const waiting = here.checkNow({ id: store.userId }, id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await store.database.db.updateTable('monitors').set({ lease_owner: null, lease_expires_at: null }).where('id', '=', id).execute();
    const outcome = await waiting;
    if (!outcome.ok) throw new Error(`not checked: ${outcome.reason}`);
    expect(outcome.result.check.sources).toEqual([expect.objectContaining({ outcome: 'baseline' })]);
  });

  it('stops waiting when the monitor is deleted meanwhile: not found, not already running', async () => {
    const id = await seedProduct('/deleted', '25.00');
    const [other, here] = [createService({ workerId: 'worker-b' }), createService({ checkNowWaitMs: 5_000 })];
    expect(await other.claim(10)).toEqual([expect.objectContaining({ id })]);
    const started = performance.now();
    const waiting = here.checkNow({ id: store.userId }, id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await store.database.db.deleteFrom('monitors').where('id', '=', id).execute();
    expect(await waiting).toEqual({ ok: false, reason: 'monitor_not_found' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('waits for a check running in this process, then runs one of its own', async () => {
    const id = await seedProduct('/twice', '25.00');
    pages.set('/twice', { body: productPage({ name: 'Kettle', price: '25.00' }), delayMs: 200 });
    const service = createService({ checkNowWaitMs: 5_000 });
    const [first, second] = await Promise.all([service.checkNow({ id: store.userId }, id), service.checkNow({ id: store.userId }, id)]);
    if (!first.ok || !second.ok) throw new Error('not checked');
    expect([first.result.check.sources[0]!.outcome, second.result.check.sources[0]!.outcome].sort()).toEqual(['baseline', 'unchanged']);
    expect(pages.hits('/twice')).toBe(2);
  });
});

describe('readChangeScreenshot', () => {
  it('says which of monitor, change and screenshot is missing', async () => {
    const service = createService();
    const id = await seedProduct('/shot', '30.00');
    await service.checkNow({ id: store.userId }, id);
    pages.set('/shot', productPage({ name: 'Kettle', price: '20.00' }));
    const outcome = await service.checkNow({ id: store.userId }, id);
    const changeId = outcome.ok ? outcome.result.change?.id : undefined;
    expect(changeId).toBeDefined();
    const stranger = await seedUser(store.database, clock.now());
    expect(await service.readChangeScreenshot({ id: stranger }, id, changeId!, 'after')).toEqual({ ok: false, missing: 'monitor' });
    expect(await service.readChangeScreenshot({ id: store.userId }, id, 'chg_unknown', 'after')).toEqual({ ok: false, missing: 'change' });
    // A page fetched over plain HTTP has no screenshot.
    expect(await service.readChangeScreenshot({ id: store.userId }, id, changeId!, 'after')).toEqual({ ok: false, missing: 'screenshot' });
  });
});
