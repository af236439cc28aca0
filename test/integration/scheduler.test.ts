import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { loadConfig } from '../../src/config.js';
import { closeInfrastructure, openInfrastructure, type Infrastructure } from '../../src/infrastructure.js';
import { createServices, type Services } from '../../src/services/create-services.js';
import { startCheckWorker } from '../../src/jobs/checks/check-worker.js';
import { createBackendEnv, type BackendEnv } from '../support/backend.js';
import { createTestClock, type TestClock } from '../support/test-clock.js';
import { productPage, startPageServer } from '../support/page-server.js';

interface Worker {
  infra: Infrastructure;
  services: Services;
}

let backend: BackendEnv | undefined;
let pages: Awaited<ReturnType<typeof startPageServer>> | undefined;
const workers: Worker[] = [];

afterEach(async () => {
  for (const worker of workers.splice(0)) await closeInfrastructure(worker.infra);
  await pages?.close();
  await backend?.cleanup();
  backend = undefined;
  pages = undefined;
});

/** A worker process's storage and services, on the shared backend, with the shared clock. */
async function openWorker(env: Record<string, string>, clock: TestClock): Promise<Worker> {
  const config = loadConfig({ ...backend!.env, ALLOW_PRIVATE_NETWORKS: 'true', LOG_LEVEL: 'silent', FETCH_PER_HOST_CONCURRENCY: '50', ...env });
  const infra = await openInfrastructure(config, { clock, log: pino({ level: 'silent' }) });
  const worker = { infra, services: createServices(infra) };
  workers.push(worker);
  return worker;
}

async function seedMonitors(worker: Worker, count: number, status = 'active'): Promise<string[]> {
  const user = await worker.services.accounts.register(`owner-${Date.now()}@example.com`, 'Correct-horse-9');
  await worker.infra.repositories.users.updateTier(user.user.email, 'full', worker.infra.clock.now());
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    pages!.set(`/p${i}`, productPage({ name: `Product ${i}`, price: `${100 + i}.00` }));
    const monitor = await worker.services.monitors.create({ id: user.user.id, tier: 'full' }, { mode: 'url', name: `p${i}`, url: pages!.url(`/p${i}`), checkIntervalSeconds: 60 });
    if (status === 'paused') await worker.services.monitors.update({ id: user.user.id, tier: 'full' }, monitor.id, { status: 'paused' });
    ids.push(monitor.id);
  }
  return ids;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const checkedCount = async (worker: Worker) =>
  Number((await worker.infra.database.db.selectFrom('monitors').select((eb) => eb.fn.countAll<number>().as('n')).where('last_check_at', 'is not', null).executeTakeFirstOrThrow()).n);

describe('check scheduler', () => {
  it('checks due active monitors once per round, skips paused ones, and sets the next check time', async () => {
    backend = await createBackendEnv();
    pages = await startPageServer();
    const clock = createTestClock();
    const worker = await openWorker({}, clock);
    const active = await seedMonitors(worker, 6);
    const paused = await seedMonitors(worker, 2, 'paused');
    const scheduler = startCheckWorker({ checkService: worker.services.checks, log: worker.infra.log, concurrency: 4 });
    try {
      await waitFor(async () => (await checkedCount(worker)) === 6);
      await new Promise((r) => setTimeout(r, 300));
      expect(pages.totalHits()).toBe(6);
      for (let i = 0; i < 6; i++) expect(pages.hits(`/p${i}`)).toBe(1);
      const rows = await worker.infra.database.db.selectFrom('monitors').select(['id', 'next_check_at', 'last_check_at', 'lease_owner']).execute();
      for (const row of rows.filter((r) => active.includes(r.id))) {
        expect(row.lease_owner).toBeNull();
        expect(row.next_check_at).toBeGreaterThanOrEqual(row.last_check_at! + 60_000);
        expect(row.next_check_at).toBeLessThanOrEqual(row.last_check_at! + 66_000);
      }
      expect(rows.filter((r) => paused.includes(r.id)).every((r) => r.last_check_at === null)).toBe(true);

      clock.advance(70_000);
      await waitFor(async () => pages!.totalHits() === 12);
    } finally {
      await scheduler.stop();
    }
  });

  it('lets two workers share one database without checking a monitor twice', async () => {
    backend = await createBackendEnv();
    pages = await startPageServer();
    const clock = createTestClock();
    const first = await openWorker({}, clock);
    const second = await openWorker({}, clock);
    await seedMonitors(first, 40);
    for (let i = 0; i < 40; i++) pages.set(`/p${i}`, { body: productPage({ name: `Product ${i}`, price: `${100 + i}.00` }), delayMs: 20 });
    const start = (worker: Worker) =>
      startCheckWorker({ checkService: worker.services.checks, log: worker.infra.log, concurrency: 8 });
    const schedulers = [start(first), start(second)];
    try {
      await waitFor(async () => (await checkedCount(first)) === 40);
      await new Promise((r) => setTimeout(r, 300));
      for (let i = 0; i < 40; i++) expect(pages.hits(`/p${i}`)).toBe(1);
      const perWorker = await first.infra.database.db.selectFrom('checks').select(['monitor_id']).execute();
      expect(perWorker).toHaveLength(40);
    } finally {
      await Promise.all(schedulers.map((s) => s.stop()));
    }
  });

  it('after a crash mid-round, takes over expired leases and catches up without a stampede', async () => {
    backend = await createBackendEnv();
    pages = await startPageServer();
    const clock = createTestClock();
    const crashed = await openWorker({}, clock);
    await seedMonitors(crashed, 12);
    // The crashed worker claimed 5 monitors and died before storing anything.
    const claimed = await crashed.infra.repositories.checks.claimDue('dead-worker', clock.now(), 60_000, 5);
    expect(claimed).toHaveLength(5);

    const survivor = await openWorker({}, clock);
    for (let i = 0; i < 12; i++) pages.set(`/p${i}`, { body: productPage({ name: `Product ${i}`, price: `${100 + i}.00` }), delayMs: 30 });
    const scheduler = startCheckWorker({ checkService: survivor.services.checks, log: survivor.infra.log, concurrency: 3 });
    try {
      await waitFor(async () => (await checkedCount(survivor)) === 7);
      await new Promise((r) => setTimeout(r, 200));
      expect(await checkedCount(survivor)).toBe(7);
      for (const monitor of claimed) expect(pages.hits(new URL(monitor.url!).pathname)).toBe(0);
      expect(pages.maxInFlight()).toBeLessThanOrEqual(3);

      clock.advance(61_000);
      await waitFor(async () => (await checkedCount(survivor)) === 12);
      for (const monitor of claimed) expect(pages.hits(new URL(monitor.url!).pathname)).toBe(1);
      expect(pages.maxInFlight()).toBeLessThanOrEqual(3);
    } finally {
      await scheduler.stop();
    }
  });
});
