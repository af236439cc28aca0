import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFullTierOwner, startTestService, type TestService } from '../support/test-service.js';

// Repositories hand out domain records: the text columns narrowed to their lists, JSON parsed,
// the lease columns left in storage; a stored value outside a list is an error, never a default.
let service: TestService;
let owner: { id: string; tier: 'full' };

beforeAll(async () => {
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true' });
  owner = await registerFullTierOwner(service);
});

afterAll(async () => {
  await service?.close();
});

const createMonitor = (name: string) =>
  service.services.monitors.create(owner, { mode: 'url', name, url: 'http://127.0.0.1:9/page', render: 'never' });

describe('monitor records read from storage', () => {
  it('carry no lease columns, whether read by their owner or claimed for a check', async () => {
    const created = await createMonitor('leased');
    const now = service.clock.now();
    await service.infra.database.db.updateTable('monitors').set({ next_check_at: now }).where('id', '=', created.id).execute();
    const claimed = (await service.infra.repositories.checks.claimDue('worker-a', now, 60_000, 100)).find((monitor) => monitor.id === created.id);
    const read = await service.infra.repositories.monitors.findOwned(owner.id, created.id);
    expect(claimed).toMatchObject({ id: created.id, status: 'active', render: 'never', mode: 'url' });
    expect(read).toMatchObject({ id: created.id, status: 'active', render: 'never', mode: 'url' });
    for (const record of [claimed, read]) {
      expect(record).not.toHaveProperty('lease_owner');
      expect(record).not.toHaveProperty('lease_expires_at');
    }
    await service.infra.repositories.checks.releaseLease(created.id, 'worker-a');
  });

  it.each([
    ['status', 'archived', 'monitors.status'],
    ['render', 'sometimes', 'monitors.render'],
  ] as const)('refuse a stored %s outside its list (%s)', async (column, value, named) => {
    const created = await createMonitor(`bad ${column}`);
    await service.infra.database.db.updateTable('monitors').set({ [column]: value }).where('id', '=', created.id).execute();
    await expect(service.infra.repositories.monitors.findOwned(owner.id, created.id)).rejects.toThrow(`${named} holds "${value}"`);
    await service.infra.database.db.deleteFrom('monitors').where('id', '=', created.id).execute();
  });
});

describe('check log records read from storage', () => {
  it('have their refused requests parsed and their outcome and fetch method narrowed', async () => {
    const created = await createMonitor('logged');
    const source = created.sources[0]!;
    const at = service.clock.now();
    const refused = [{ target: '10.0.0.1:443', error: 'blocked: resolves to a private address (10.0.0.1)' }];
    await service.infra.database.db
      .insertInto('checks')
      .values([
        { id: 'chk-with-refusals', monitor_id: created.id, source_id: source.id, started_at: at, duration_ms: 40, http_status: 200, bytes: 10, outcome: 'changed', error: null, change_id: null, fetched_with: 'browser', render_ms: 30, blocked_requests: JSON.stringify(refused), note: null },
        { id: 'chk-plain', monitor_id: created.id, source_id: source.id, started_at: at - 1, duration_ms: 5, http_status: 304, bytes: 0, outcome: 'not_modified', error: null, change_id: null, fetched_with: 'http', render_ms: null, blocked_requests: null, note: null },
      ])
      .execute();
    const { checks, total } = await service.services.monitorHistory.listChecks(owner.id, created.id, 1, 10);
    expect(total).toBe(2);
    expect(checks).toEqual([
      expect.objectContaining({ id: 'chk-with-refusals', outcome: 'changed', fetched_with: 'browser', blocked_requests: refused, source_url: source.url }),
      expect.objectContaining({ id: 'chk-plain', outcome: 'not_modified', fetched_with: 'http', blocked_requests: [], source_url: source.url }),
    ]);
    expect(checks[0]).not.toHaveProperty('monitor_id');
  });

  it('are read only by the owner of the monitor', async () => {
    const created = await createMonitor('private');
    await expect(service.services.monitorHistory.listChecks('usr-someone-else', created.id, 1, 10)).rejects.toMatchObject({ code: 'ERR_NOT_FOUND' });
    await expect(service.services.monitorHistory.listChanges('usr-someone-else', created.id, 1, 10)).rejects.toMatchObject({ code: 'ERR_NOT_FOUND' });
  });
});
