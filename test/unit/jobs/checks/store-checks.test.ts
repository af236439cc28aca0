import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckRepository, FinishedCheck, MonitorToCheck } from '../../../../src/storage/repositories/checks.js';
import { createCheckRepository } from '../../../../src/storage/repositories/checks.js';
import { createCheckStore, UNEXPECTED_FAILURE } from '../../../../src/jobs/checks/store-checks.js';
import { createTestClock } from '../../../support/test-clock.js';
import { openJobDatabase, seedMonitor, type JobDatabase } from '../job-database.js';

const clock = createTestClock();
const LEASE_MS = 60_000;
let store: JobDatabase;
let checks: CheckRepository;
let batches: number[];

beforeAll(async () => {
  store = await openJobDatabase(clock.now());
  const repository = createCheckRepository(store.database.db, store.database.capabilities);
  batches = [];
  // The real repository, counting how many finished checks each write carries.
  checks = {
    ...repository,
    storeChecks(owner, finished) {
      batches.push(finished.length);
      return repository.storeChecks(owner, finished);
    },
  };
});

afterAll(async () => {
  await store.close();
});

async function claimNew(owner: string, count: number): Promise<MonitorToCheck[]> {
  for (let i = 0; i < count; i++) await seedMonitor(store.database, store.userId, clock.now(), { urls: [`http://127.0.0.1:9/p${i}`] });
  return checks.claimDue(owner, clock.now(), LEASE_MS, count);
}

function finishedCheck(monitor: MonitorToCheck): FinishedCheck {
  const now = clock.now();
  return {
    monitorId: monitor.id,
    checks: [],
    sources: [],
    changes: [],
    events: [],
    monitor: { last_check_at: now, next_check_at: now + 3_600_000, last_error: null, last_change_at: null, consecutive_failures: 0, failing_alerted_at: null },
  };
}

const readMonitor = (id: string) => store.database.db.selectFrom('monitors').select(['last_check_at', 'next_check_at', 'last_error', 'lease_owner']).where('id', '=', id).executeTakeFirstOrThrow();

describe('the record step of checks', () => {
  it('stores checks finishing together in one write, each answered with its own result', async () => {
    const monitors = await claimNew('worker-a', 3);
    const checkStore = createCheckStore({ checks, clock, workerId: 'worker-a' });
    batches.length = 0;
    expect(await Promise.all(monitors.map((monitor) => checkStore.store(finishedCheck(monitor))))).toEqual([true, true, true]);
    expect(batches).toEqual([3]);
    for (const monitor of monitors) expect(await readMonitor(monitor.id)).toMatchObject({ last_check_at: clock.now(), lease_owner: null });
  });

  it('drops a check whose lease another worker holds', async () => {
    const [monitor] = await claimNew('worker-a', 1);
    const lost = createCheckStore({ checks, clock, workerId: 'worker-b' });
    expect(await lost.store(finishedCheck(monitor!))).toBe(false);
    expect(await readMonitor(monitor!.id)).toMatchObject({ last_check_at: null, lease_owner: 'worker-a' });
  });

  it('keeps an unexpected failure on the monitor and makes it due at its next interval', async () => {
    const [monitor] = await claimNew('worker-a', 1);
    await createCheckStore({ checks, clock, workerId: 'worker-a' }).fail(monitor!);
    const row = await readMonitor(monitor!.id);
    expect(row).toMatchObject({ last_error: UNEXPECTED_FAILURE, lease_owner: null });
    expect(row.next_check_at).toBeGreaterThanOrEqual(clock.now() + 3_600_000);
  });
});
