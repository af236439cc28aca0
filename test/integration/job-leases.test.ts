import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_JOBS, createJobLeases, DELIVERY_JOBS, DIGEST_JOBS, type JobKind, type JobLeases, type JobTable } from '../../src/storage/job-leases.js';
import { newId } from '../../src/domain/ids.js';
import { registerFullTierOwner, startTestService, type TestService } from '../support/test-service.js';

let service: TestService;
let leases: JobLeases;
let owner: { id: string; tier: 'full' };

beforeAll(async () => {
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true' });
  leases = createJobLeases(service.infra.database.db, service.infra.database.capabilities);
  owner = await registerFullTierOwner(service);
});

afterAll(async () => {
  await service?.close();
});

const LEASE_MS = 60_000;

async function seedMonitor(): Promise<string> {
  const monitor = await service.services.monitors.create(owner, { mode: 'url', name: 'leased', url: 'http://127.0.0.1:9/page' });
  // Due now, whatever the creation scheduled.
  await service.infra.database.db.updateTable('monitors').set({ next_check_at: service.clock.now() }).where('id', '=', monitor.id).execute();
  return monitor.id;
}

let webhookId: string | undefined;

async function seedDelivery(): Promise<string> {
  webhookId ??= (await service.services.webhooks.create(owner, { url: 'https://127.0.0.1:9/hook' })).row.id;
  return (await service.services.webhooks.sendTestEvent(owner.id, webhookId)).deliveryId;
}

interface KindCase<T extends JobTable> {
  name: string;
  kind: JobKind<T>;
  seed(): Promise<string>;
  /** Reads the job's lease, due time and last error, whatever the table calls its due column. */
  read(id: string): Promise<{ lease_owner: string | null; due: number | null; last_error: string | null }>;
  /** What completing a job writes, in the table's own columns. */
  completion: Record<string, unknown>;
}

const monitorCase: KindCase<'monitors'> = {
  name: 'checks (monitors)',
  kind: CHECK_JOBS,
  seed: seedMonitor,
  async read(id) {
    const row = await service.infra.database.db.selectFrom('monitors').select(['lease_owner', 'next_check_at', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
    return { lease_owner: row.lease_owner, due: row.next_check_at, last_error: row.last_error };
  },
  completion: { last_check_at: 1, next_check_at: 9e12, last_error: null },
};

const deliveryCase: KindCase<'deliveries'> = {
  name: 'deliveries',
  kind: DELIVERY_JOBS,
  seed: seedDelivery,
  async read(id) {
    const row = await service.infra.database.db.selectFrom('deliveries').select(['lease_owner', 'next_attempt_at', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
    return { lease_owner: row.lease_owner, due: row.next_attempt_at, last_error: row.last_error };
  },
  completion: { status: 'delivered', attempt_count: 1, next_attempt_at: null, last_error: null },
};

// Digest rows are seeded directly under one webhook: an account holds at most 10 destinations, and this suite seeds more jobs than that.
async function seedDigest(): Promise<string> {
  webhookId ??= (await service.services.webhooks.create(owner, { url: 'https://127.0.0.1:9/hook' })).row.id;
  const id = newId('dig', service.clock.now());
  await service.infra.database.db
    .insertInto('digests')
    .values({ id, user_id: owner.id, webhook_id: webhookId, channel_id: null, status: 'active', period_start: 0, next_digest_at: service.clock.now() })
    .execute();
  return id;
}

const digestCase: KindCase<'digests'> = {
  name: 'digests',
  kind: DIGEST_JOBS,
  seed: seedDigest,
  async read(id) {
    const row = await service.infra.database.db.selectFrom('digests').select(['lease_owner', 'next_digest_at', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
    return { lease_owner: row.lease_owner, due: Number(row.next_digest_at), last_error: row.last_error };
  },
  completion: { period_start: 1, next_digest_at: 9e12, last_error: null },
};

describe.each([monitorCase, deliveryCase, digestCase] as KindCase<JobTable>[])('job leases: $name', ({ kind, seed, read, completion }) => {
  it('leases a due job to one worker; another takes it over only once the lease expires, and the first can no longer write', async () => {
    const id = await seed();
    const now = service.clock.now();
    const first = await leases.claimDue(kind, { owner: 'worker-a', now, leaseMs: LEASE_MS, limit: 100 });
    expect(first.map((row) => row.id)).toContain(id);
    expect((await read(id)).lease_owner).toBe('worker-a');

    const during = await leases.claimDue(kind, { owner: 'worker-b', now: now + LEASE_MS - 1, leaseMs: LEASE_MS, limit: 100 });
    expect(during.map((row) => row.id)).not.toContain(id);
    expect(await leases.claimOne(kind, id, { owner: 'worker-b', now: now + LEASE_MS - 1, leaseMs: LEASE_MS })).toBeUndefined();

    const takeover = await leases.claimDue(kind, { owner: 'worker-b', now: now + LEASE_MS, leaseMs: LEASE_MS, limit: 100 });
    expect(takeover.map((row) => row.id)).toContain(id);
    expect(await leases.complete(kind, id, 'worker-a', completion)).toBe(false);
    expect(await leases.fail(kind, id, 'worker-a', { error: 'stale', retryAt: now })).toBe(false);
    expect(await read(id)).toMatchObject({ lease_owner: 'worker-b', last_error: null });

    expect(await leases.complete(kind, id, 'worker-b', completion)).toBe(true);
    expect((await read(id)).lease_owner).toBeNull();
  });

  it('fails a job with its last error on the row and makes it due again at the retry time', async () => {
    const id = await seed();
    const now = service.clock.now();
    await leases.claimDue(kind, { owner: 'worker-a', now, leaseMs: LEASE_MS, limit: 100 });
    expect(await leases.fail(kind, id, 'worker-a', { error: 'receiver answered 503', retryAt: now + 5_000 })).toBe(true);
    expect(await read(id)).toEqual({ lease_owner: null, due: now + 5_000, last_error: 'receiver answered 503' });

    const early = await leases.claimDue(kind, { owner: 'worker-b', now: now + 4_999, leaseMs: LEASE_MS, limit: 100 });
    expect(early.map((row) => row.id)).not.toContain(id);
    const due = await leases.claimDue(kind, { owner: 'worker-b', now: now + 5_000, leaseMs: LEASE_MS, limit: 100 });
    expect(due.map((row) => row.id)).toContain(id);
    await leases.release(kind, id, 'worker-b');
    expect((await read(id)).lease_owner).toBeNull();
  });

  it('never leases one job to two of several workers claiming at once', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 12; i++) ids.add(await seed());
    const now = service.clock.now() + 10 * LEASE_MS;
    const claims = await Promise.all(
      ['w1', 'w2', 'w3', 'w4'].map((worker) => leases.claimDue(kind, { owner: worker, now, leaseMs: LEASE_MS, limit: 5 })),
    );
    const claimed = claims.flat().map((row) => row.id).filter((id) => ids.has(id));
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed).toHaveLength(ids.size);
  });
});

describe('completing many leased jobs in one statement', () => {
  it('writes each job its own values and drops the jobs whose lease was lost', async () => {
    const [kept, lost] = [await seedDelivery(), await seedDelivery()];
    const now = service.clock.now() + 100 * LEASE_MS;
    await leases.claimDue(DELIVERY_JOBS, { owner: 'worker-a', now, leaseMs: LEASE_MS, limit: 1_000 });
    await leases.claimDue(DELIVERY_JOBS, { owner: 'worker-b', now: now + LEASE_MS, leaseMs: LEASE_MS, limit: 1_000 });
    await leases.release(DELIVERY_JOBS, kept, 'worker-b');
    await leases.claimOne(DELIVERY_JOBS, kept, { owner: 'worker-a', now: now + LEASE_MS, leaseMs: LEASE_MS });
    const written = await leases.completeMany(DELIVERY_JOBS, 'worker-a', { status: 'text', attempt_count: 'integer', last_error: 'text' }, [
      { id: kept, values: { status: 'failed', attempt_count: 3, last_error: 'HTTP 500' } },
      { id: lost, values: { status: 'delivered', attempt_count: 1, last_error: null } },
    ]);
    expect(written).toEqual([kept]);
    const rows = await service.infra.database.db.selectFrom('deliveries').select(['id', 'status', 'attempt_count', 'last_error', 'lease_owner']).where('id', 'in', [kept, lost]).execute();
    expect(rows.find((row) => row.id === kept)).toEqual({ id: kept, status: 'failed', attempt_count: 3, last_error: 'HTTP 500', lease_owner: null });
    expect(rows.find((row) => row.id === lost)).toEqual({ id: lost, status: 'pending', attempt_count: 0, last_error: null, lease_owner: 'worker-b' });
  });
});
